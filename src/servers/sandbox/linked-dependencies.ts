import { lstatSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { isInside, realOrResolved } from '../../budget/resolved-paths.js';
import { SYSTEM_FOLDERS, type SandboxPlan } from './sandbox-plan.js';

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
export function linkedDependenciesOutOfView(plan: SandboxPlan, starts: string[]): LinkOutOfView | undefined {
  const projectShown = [...plan.exposed, ...plan.readable, ...plan.writable];
  const visible = (target: string) =>
    [...projectShown, ...SYSTEM_FOLDERS].some((dir) => isInside(target, dir)) &&
    !plan.concealedDirs.some((dir) => isInside(target, dir));
  for (const start of starts) {
    for (let dir = path.resolve(start); projectShown.some((shown) => isInside(dir, shown)); dir = path.dirname(dir)) {
      const link = path.join(dir, 'node_modules');
      if (isLink(link)) {
        const target = realOrResolved(path.resolve(dir, readlinkSync(link)));
        if (!visible(target)) return { link, target };
      }
      if (path.dirname(dir) === dir) break;
    }
  }
  return undefined;
}

function isLink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

/** The start failure's words: the link, where it points, and the two ways out. */
export function wordsForSERVER_START_FAILED(found: LinkOutOfView): { detail: string; fix: string } {
  return {
    detail: `not started: ${found.link} is a link to ${found.target}, outside the project, and the sandbox does not follow a link the project itself makes (it could point anywhere), so the server could not load its packages`,
    fix: `install the dependencies in the project itself (rm ${found.link} && npm ci), or show that folder read-only on the base branch's budget.json: "sandbox": { "readable": [${JSON.stringify(found.target)}] }`,
  };
}
