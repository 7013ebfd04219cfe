import { type HostModule, type HostName } from '../host-module.js';
/** Gemini CLI's generateValidName: `mcp_` prefix, invalid characters to `_`, over 63 the first 30 + "..." + the last 30. */
export declare function geminiName(raw: string): HostName;
export declare const geminiCli: HostModule;
