import type { ServerReport, ToolFace } from './measurement.js';
import type { Tokenizer } from './tokens.js';
import type { WireTool } from '../servers/list-tools.js';
/**
 * What measures one face's tools: the run's tokenizer (held to the server's bound), with the face's definitions
 * counted first by the caller (a face can be megabytes: counted yielding), and how hosts name them.
 */
export interface FaceMeasure {
    tokenizer: Tokenizer;
    hostServerName: string;
    hostToolName: string;
}
/**
 * Another face of the server (the initialize face of a dual-era server, the listing a client declaring richer
 * capabilities gets) is loaded by every host that meets the server that way: each tool is judged on the larger of its
 * definitions, a tool only that face lists is judged too, and each total is the larger face's. `kept`: the face's
 * tools a host keeps (enabledTools/disabledTools). `viewed`: the definitions each host's view is built from so far
 * (the session's); returned with the same larger face per tool, and the tools only this face lists, so the hosts'
 * views hold what the main figures hold.
 */
export declare function addFaceTools(report: ServerReport, kept: WireTool[], face: ToolFace, measure: FaceMeasure, viewed?: WireTool[]): Promise<WireTool[]>;
