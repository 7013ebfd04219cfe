import { type HostProfile } from '../../budget/host-profiles.js';
import type { WireTool } from '../../servers/list-tools.js';
import type { HostName } from '../../hosts/host-module.js';
export interface HostToolPayload extends HostName {
    /** The tool's entry in the host's request, serialized compactly as the host sends it. */
    json: string;
    descriptionCut: boolean;
    /** The description as the host sends it (its cut suffix included). */
    description: string;
    /** How many of the description's characters the host keeps. */
    keptChars: number;
}
/**
 * A tool as a host puts it in its request to the model, built the way that host builds it (src/hosts/<name>/profile.json cites
 * the source of each rule): its name for the tool, the description as it cuts it, the input schema as it rewrites
 * it, and the request entry's shape. Fields a host does not send (title, annotations, outputSchema, icons, _meta)
 * are not in it.
 */
export declare function hostToolPayload(profile: HostProfile, server: string, tool: WireTool, serverInfo?: {
    name?: unknown;
    title?: unknown;
}): HostToolPayload;
/**
 * The tool's name as the host shows it to its model, built the way that host builds it: its module's rule where it
 * has one (Codex's SHA-1 suffix past 64 bytes, Gemini CLI's middle ellipsis past 63 characters, VS Code's prefix from
 * the server's announced name; each in `src/hosts/<name>/`, citing its source in the profile), else the profile's
 * `toolName` pattern.
 */
export declare function hostToolName(profile: HostProfile, server: string, tool: string, serverInfo?: {
    name?: unknown;
    title?: unknown;
}): HostName;
/**
 * Whether this host puts a top-level member of a tool definition (description, annotations, ...) in what its model
 * receives: asked of the payload this host builds, by changing that member alone in a probe definition. A member a
 * report could not name (`(other members)`) is assumed sent: nothing is claimed about it.
 */
export declare function sendsMember(profile: HostProfile, member: string): boolean;
/**
 * The schema keywords of `schema` the host drops or rewrites (`oneOf` anywhere, `anyOf@root` at the root only). The
 * keys of `properties`-like maps are names, not keywords: a property called "format" is not the keyword.
 */
export declare function strippedKeywords(profile: HostProfile, schema: unknown): string[];
/** Keywords whose value maps names to schemas, and keywords whose value is data, not schemas. */
export declare const NAME_MAPS: Set<string>;
export declare const VALUE_KEYWORDS: Set<string>;
/** A server's instructions as the host sends them: cut where it cuts them, in its frame where it frames them (Gemini CLI). */
export declare function hostInstructions(profile: HostProfile, server: string, instructions: string | undefined): {
    text: string;
    cut: boolean;
};
/**
 * What a deferring host sends of a server's tools at session start: its listing (Qwen Code 0.24.4's deferred-tools
 * reminder: the server's heading, then a line per tool, by name), else the tool names one per line.
 */
export declare function deferredListing(profile: HostProfile, server: string, tools: Array<{
    hostName: string;
    description: unknown;
}>): string;
