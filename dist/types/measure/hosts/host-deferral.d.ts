import type { HostProfile } from '../../budget/host-profiles.js';
import type { HostDefinitions } from '../measurement.js';
/** Which side of its deferral threshold a host lands on for a session's servers, how far from it, and what it costs. */
export interface DeferralSide {
    host: string;
    /** How the host decides (`none`: it never defers, or nothing says it does). */
    rule: 'always' | 'tools-over' | 'model' | 'none';
    /** Definitions held back behind tool search or virtual tools (true), or sent up front. */
    deferred: boolean;
    /** The tools counted against the threshold: the servers' tools, and the host's own where it counts them. */
    tools: number;
    /** `tools-over`: the count past which it defers, and how many tools are left before it (negative: past it). */
    threshold?: number;
    margin?: number;
    /** The model it was decided for (`model` and `always` rules), as named in budget.json or assumed by the profile. */
    model?: string;
    /** The session start on that side: every server's figure on it, summed. */
    sessionStartTokens: number;
}
/**
 * The side a session lands on for one host, from each of its servers' view (`views`): Copilot CLI past 30 tools, VS
 * Code past its virtual-tools threshold, Codex with a model its metadata knows, Qwen Code and Claude Code always
 * (Claude Code not with the models it lists as unsupported); a host without a `deferral` fact keeps its profile's side.
 */
export declare function deferralSide(profile: HostProfile, views: HostDefinitions[], model?: string): DeferralSide;
/**
 * One server's side before the session's count is known: by the model where the host decides by it (Codex, Claude
 * Code, Qwen Code), else the side the profile's recordings landed on (`deferredLoading`).
 */
export declare function deferredByDefault(profile: HostProfile, model?: string): boolean;
