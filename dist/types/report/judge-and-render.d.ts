/**
 * What a run needs once its servers have answered: the judge and the reporters, as one module so that they load
 * as one piece while the servers boot (src/shell/after-start.ts), not before the first server is started.
 */
export { judge, judgeContracts, reportOf, verdictOf } from '../judge/judge.js';
export { exitCodeFor } from '../judge/exit-code.js';
export { REPORTERS, renderBudgetChanges, renderJson } from './reporters/index.js';
