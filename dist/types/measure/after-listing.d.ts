/**
 * What measuring a server needs once it has listed: its fixtures' calls and each host's view of its definitions.
 * One module, loaded while the first server boots (src/shell/after-start.ts), not before it is started.
 */
export { runFixtures } from './run-fixtures.js';
export { addAnthropicCounts } from './anthropic-count.js';
export { hostDefinitions } from './host-definitions.js';
