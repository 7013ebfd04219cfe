import { type SandboxPlan } from './sandbox-plan.js';
/** bubblewrap's arguments up to the command. Mount order matters: each later mount lies on top of the earlier. */
export declare function bwrapArguments(plan: SandboxPlan, tools: {
    bwrap: string;
    setpriv?: string;
    seccompFd?: number;
}): string[];
