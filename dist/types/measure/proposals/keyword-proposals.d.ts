import { type HostProfile } from '../../budget/host-profiles.js';
import type { WireTool } from '../../servers/list-tools.js';
export interface KeywordChange {
    tool: WireTool;
    /** Keyword → how many times it stood in the input schema. */
    dropped: Map<string, number>;
    /** Hosts whose model received exactly the same tool before and after (they never passed the keywords on). */
    droppedBy: HostProfile[];
    /** Hosts whose model still read them. */
    passedBy: HostProfile[];
}
/**
 * The input schema without the data keywords the hosts drop, and which hosts drop them: those whose own payload
 * for the tool is the same before and after (the change is made and each host's payload built again). `hosts`: the
 * budget's; without them every shipped profile is asked, so the change is never called lossless for hosts the
 * author did not name.
 */
export declare function keywordsHostsDrop(server: string, tool: WireTool, hosts: HostProfile[]): KeywordChange | undefined;
