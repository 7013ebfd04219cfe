import { loadAfterStart } from '../shell/after-start.js';

/** The judge and the reporters, loaded while the servers boot (src/shell/after-start.ts): one loader for every command. */
export const judgeAndRender = loadAfterStart(() => import('./judge-and-render.js'));
