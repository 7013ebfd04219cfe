import { type SandboxPlan } from './sandbox-plan.js';
/** A node_modules the server would see as a link to a place the sandbox does not show. */
export interface LinkOutOfView {
    link: string;
    target: string;
}
/**
 * A node_modules that is a link out of the project (a git worktree sharing another checkout's): the link is the pull
 * request's, so it is never followed on its own say (it could point at ~/.ssh), and the server would fail to load its
 * packages with an error that names neither. Node looks in every node_modules from the server's folder up to `/`, so
 * each one the sandbox shows on that way is checked (`starts`: the server's cwd, command and arguments); one whose
 * target the plan shows anyway (a reviewed sandbox.readable, the caller's PATH) is fine.
 */
export declare function linkedDependenciesOutOfView(plan: SandboxPlan, starts: string[]): LinkOutOfView | undefined;
/** The start failure's words: the link, where it points, and the two ways out. */
export declare function wordsForSERVER_START_FAILED(found: LinkOutOfView): {
    detail: string;
    fix: string;
};
