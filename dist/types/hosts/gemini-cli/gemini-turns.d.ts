import type { RecordedTurn } from '../host-module.js';
type Json = Record<string, unknown>;
/**
 * The server's share of one generateContent request Gemini CLI sent, or undefined for a request that offers no tools
 * (its routing request): each function declaration of the server; each functionResponse of its tools (output, else
 * error).
 */
export declare function geminiTurn(body: Json, server: string): RecordedTurn | undefined;
export {};
