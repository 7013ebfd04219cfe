import type { HostProfile, ResultCut } from '../budget/host-profiles.js';
import type { WireTool } from '../servers/list-tools.js';
/**
 * A tool as a host sends it to its model: the host's name for it (prefix and all), the description as the host
 * cuts it, and the input schema in the host's request format. Fields a host does not send (title, annotations,
 * outputSchema, icons, _meta) are not in it.
 */
export declare function hostToolPayload(profile: HostProfile, server: string, tool: WireTool): {
    name: string;
    json: string;
    descriptionCut: boolean;
};
/** The schema keywords of `schema` the host drops or rewrites (`$defs` anywhere, `anyOf@root` at the root only). */
export declare function strippedKeywords(profile: HostProfile, schema: unknown): string[];
/** What of a result reaches the model, by the host's channel: structuredContent only, both copies, or the text. */
export declare function hostResultText(profile: HostProfile, texts: string[], structured: unknown): string;
/** The text after the host's cut: Codex keeps head and tail (10 KiB or 256 lines), Copilot CLI the head. */
export declare function afterCut(text: string, cut: ResultCut | undefined): {
    text: string;
    cut: boolean;
};
