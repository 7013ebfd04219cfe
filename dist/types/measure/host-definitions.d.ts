import type { WireTool } from '../servers/list-tools.js';
import type { HostDefinitions, ServerReport } from './measurement.js';
import type { Tokenizer } from './tokens.js';
/** Exact Claude counts kept between runs (the count cache's claude key space). */
export interface RememberedCounts {
    get(key: string): number | undefined;
    set(key: string, count: number): void;
}
/** Each host's view of the definitions: its payload, counted with the budget's tokenizer. */
export declare function hostDefinitions(hosts: string[], server: string, tools: WireTool[], instructions: string | undefined, tokenizer: Tokenizer, serverInfo: ServerReport['serverInfo'], advertisesResources: boolean, models?: Record<string, string>): HostDefinitions[];
