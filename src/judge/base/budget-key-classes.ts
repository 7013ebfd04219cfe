/**
 * What an edit of each key of budget.json can do to a pull request's verdict, for every key budget.schema.json has
 * (test/unit/budget-edits.property.test.ts fails on a key missing here, and on a loosening key with no edit that
 * shows its BUDGET_RAISED line), so the next new limit cannot be added without saying what raising it does.
 *
 * - `loosens`: some edit lets more through, or lets a server reach more: budgetRaises lists it, old → new.
 * - `whole`: judged as one value (any change of what is inside is one line at this key); its members need no class.
 * - `group`: an object whose members are each classified.
 * - `neutral`: no edit changes what is measured or what fails.
 *
 * Paths as the schema nests them: `*` for a name of the budget's own (a server, a host, an oversized key), `[]` for
 * an array's items.
 */
export type BudgetKeyClass = 'loosens' | 'whole' | 'group' | 'neutral';

const LIMIT_KEYS = [
  'toolBytes',
  'toolTokens',
  'totalBytes',
  'totalTokens',
  'promptBytes',
  'promptTokens',
  'skillBytes',
  'skillTokens',
  'resourceBytes',
  'resourceTokens',
  'descriptionChars',
  'nameChars',
  'toolCount',
  'resultTokens',
  'resultBytes',
  'sessionTokens',
];
const SANDBOX_KEYS = ['network', 'passEnv', 'require', 'writable', 'readable'];
const TIMEOUT_KEYS = ['startupMs', 'requestMs', 'totalMs'];

const under = (prefix: string, keys: string[], kind: BudgetKeyClass) =>
  Object.fromEntries(keys.map((key) => [`${prefix}.${key}`, kind]));

export const BUDGET_KEY_CLASSES: Readonly<Record<string, BudgetKeyClass>> = {
  $schema: 'neutral',
  tokenizer: 'loosens',
  mcpConfig: 'whole',
  servers: 'loosens',
  'servers.*.type': 'loosens',
  'servers.*.command': 'loosens',
  'servers.*.args': 'loosens',
  'servers.*.env': 'whole',
  'servers.*.cwd': 'loosens',
  'servers.*.url': 'loosens',
  'servers.*.headers': 'whole',
  // When a started url server counts as ready: it changes when requests begin, not what they return.
  'servers.*.ready': 'neutral',
  'servers.*.limits': 'group',
  ...under('servers.*.limits', LIMIT_KEYS, 'loosens'),
  'servers.*.sandbox': 'group',
  ...under('servers.*.sandbox', SANDBOX_KEYS, 'loosens'),
  'servers.*.timeouts': 'group',
  ...under('servers.*.timeouts', TIMEOUT_KEYS, 'loosens'),
  'servers.*.clientCapabilities': 'whole',
  'servers.*.era': 'loosens',
  'servers.*.enabledTools': 'loosens',
  'servers.*.disabledTools': 'loosens',
  'servers.*.variants': 'whole',
  limits: 'group',
  ...under('limits', LIMIT_KEYS, 'loosens'),
  oversized: 'loosens',
  'oversized.*.bytes': 'loosens',
  'oversized.*.tokens': 'loosens',
  'oversized.*.chars': 'loosens',
  fixtures: 'loosens',
  // A fixture renamed is one gone (listed) and one added.
  'fixtures[].name': 'loosens',
  'fixtures[].server': 'loosens',
  'fixtures[].tool': 'loosens',
  'fixtures[].prompt': 'loosens',
  'fixtures[].resource': 'loosens',
  'fixtures[].arguments': 'whole',
  'fixtures[].maxTokens': 'loosens',
  'fixtures[].maxBytes': 'loosens',
  'fixtures[].runs': 'loosens',
  'fixtures[].inputResponses': 'whole',
  'fixtures[].normalize': 'whole',
  'fixtures[].paginate': 'whole',
  'fixtures[].expect': 'whole',
  // A session gone, renamed (one gone, one added) or with other steps prices another conversation, or none.
  sessions: 'loosens',
  'sessions[].name': 'loosens',
  'sessions[].steps': 'loosens',
  sandbox: 'group',
  ...under('sandbox', SANDBOX_KEYS, 'loosens'),
  timeouts: 'group',
  ...under('timeouts', TIMEOUT_KEYS, 'loosens'),
  clientCapabilities: 'whole',
  era: 'loosens',
  hostToolName: 'loosens',
  hosts: 'loosens',
  'hosts[].host': 'loosens',
  'hosts[].model': 'loosens',
  hostLimits: 'group',
  'hostLimits.*.sessionStartTokens': 'loosens',
  'hostLimits.*.toolTokens': 'loosens',
  'hostLimits.*.resultTokens': 'loosens',
  'hostLimits.*.reservedTools': 'loosens',
  // Read only for STARTUP_PAST_HOST_WAIT and STARTUP_HOST_NO_WAIT, warnings: no edit changes what fails.
  'hostLimits.*.startupWaitMs': 'neutral',
  stability: 'group',
  'stability.toolsList': 'loosens',
  'stability.restart': 'loosens',
  'stability.capabilities': 'loosens',
  breakingChanges: 'loosens',
  growth: 'group',
  ...under(
    'growth',
    ['toolPercent', 'toolBytes', 'toolTokens', 'totalPercent', 'totalBytes', 'totalTokens'],
    'loosens',
  ),
  'growth.unmeasuredBase': 'loosens',
  // Read by `explore` alone (a local search that writes fixtures for review), never by check: no verdict moves.
  explore: 'group',
  'explore.allow': 'neutral',
  'explore.maxStringLength': 'neutral',
  'explore.maxArrayItems': 'neutral',
  ratchet: 'group',
  'ratchet.minDelta': 'group',
  ...under('ratchet.minDelta', ['bytes', 'tokens', 'chars'], 'loosens'),
  'ratchet.stale': 'loosens',
};
