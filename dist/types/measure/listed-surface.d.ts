import { type Listing } from '../servers/list-pages.js';
import type { ServerSession } from '../servers/server-session.js';
import type { ListReport, ServerReport } from './measurement.js';
import type { Tokenizer } from './tokens.js';
/** The Skills extension's identifier, as a server declares it under its capabilities' `extensions` (SEP-2640). */
export declare const SKILLS_EXTENSION = "io.modelcontextprotocol/skills";
/**
 * What a host loads besides tools/list, each list under its ServerReport field; `id` names one item. A list is
 * asked for only when the server advertises it: a capability, or an extension under `capabilities.extensions`.
 * `marker` is the ServerReport flag saying a report looked for the list: a saved report without it has no figure.
 */
export declare const SURFACE_LISTS: readonly [{
    readonly field: 'prompts';
    readonly method: 'prompts/list';
    readonly key: 'prompts';
    readonly id: 'name';
    readonly kind: 'prompt';
    readonly capability: 'prompts';
    readonly marker: 'listsMeasured';
}, {
    readonly field: 'resources';
    readonly method: 'resources/list';
    readonly key: 'resources';
    readonly id: 'uri';
    readonly kind: 'resource';
    readonly capability: 'resources';
    readonly marker: 'listsMeasured';
}, {
    readonly field: 'resourceTemplates';
    readonly method: 'resources/templates/list';
    readonly key: 'resourceTemplates';
    readonly id: 'uriTemplate';
    readonly kind: 'resource';
    readonly capability: 'resources';
    readonly marker: 'listsMeasured';
}, {
    readonly field: 'skills';
    readonly method: 'skills/list';
    readonly key: 'skills';
    readonly id: 'uri';
    readonly kind: 'skill';
    readonly extension: "io.modelcontextprotocol/skills";
    readonly marker: 'skillsMeasured';
}];
type SurfaceList = (typeof SURFACE_LISTS)[number];
/** What a listed item is called in findings and `oversized` keys (`prompt:`, `resource:`, `skill:`). */
export type ListedKind = SurfaceList['kind'];
/** The kind of the items a list method gives. */
export declare function listedKind(method: SurfaceList['method']): ListedKind;
export type SurfaceField = (typeof SURFACE_LISTS)[number]['field'];
/** A list as the wire gave it, or why it could not be had. */
export type SurfaceListing = {
    listing: Listing;
} | {
    failed: string;
    code?: number;
};
/** JSON-RPC "method not found": the server advertises the capability and does not answer this one list. */
export declare const METHOD_NOT_FOUND = -32601;
/** Every list whose capability the server advertises, all pages, each walk cycle-guarded. */
export declare function listSurface(session: ServerSession): Promise<Partial<Record<SurfaceField, SurfaceListing>>>;
/** The texts a surface listing is counted from (for the token-count cache). */
export declare function surfaceTexts(listed: Partial<Record<SurfaceField, SurfaceListing>>): string[];
/** Each item measured like a tool definition: JSON.stringify of the object as it arrived, every field included. */
export declare function measureSurface(listed: Partial<Record<SurfaceField, SurfaceListing>>, tokenizer: Tokenizer): Pick<ServerReport, SurfaceField>;
/** The lists measured on a server, in SURFACE_LISTS order: what its totals add to its tools and instructions. */
export declare function surfaceReports(server: Pick<ServerReport, SurfaceField>): ListReport[];
export {};
