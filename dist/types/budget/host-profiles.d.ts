/**
 * The host profiles, as the rest of the code has always imported them: each host is a module of its own under
 * `src/hosts/<name>/` (its facts in `profile.json`), and `src/hosts/registry.ts` lists them.
 */
export { citation, DEFINITION_FORMAT_WORDS, descriptionCutOf, severityOf, type EmbeddedResourceText, type Fact, type HostProfile, type PromptCaching, type ResultChannel, type ResultCut, type ResultSpill, type StartupWaitMode, } from '../hosts/host-profile.js';
export { HOST_PROFILES } from '../hosts/registry.js';
export { modelPrice, type ModelPrice, unpricedWhy } from '../hosts/model-prices.js';
