/**
 * Every command but `check` and `measure`, with its renderer: one module the command line loads only when one of
 * them runs, so that the two that start servers compile none of it (`hosts record` alone brings node:http, ~40 ms
 * to import on Node 24).
 */
export { initCommand, updateCommand } from '../commands/budget-writers.js';
export { mergeCommand } from '../commands/merge-command.js';
export { driftCommand } from '../commands/drift-command.js';
export { renderDrift } from '../report/reporters/drift.js';
export { suggestCommand } from '../commands/suggest-command.js';
export { renderSuggestions, renderSuggestionsJson } from '../report/reporters/suggestions.js';
export { explainCommand } from '../commands/explain-command.js';
export { renderExplanation } from '../report/reporters/explanation.js';
export { FINDING_CATALOG, severityText } from '../judge/finding-catalog.js';
export { findingPageUrl } from '../report/finding-pages.js';
export { HOST_PROFILES } from '../budget/host-profiles.js';
export { hostFacts, renderHostFacts } from '../commands/hosts/hosts-command.js';
export { proxyServer } from '../commands/hosts/sandbox-proxy.js';
export { recordHostsCommand } from '../commands/hosts/hosts-record-command.js';
export { HOST_PROGRAMS } from '../commands/hosts/host-programs.js';
