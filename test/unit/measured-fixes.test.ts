import { said } from './said.js';
import { describe, expect, it } from 'vitest';
import type { LoadedBudget } from '../../src/budget/config.js';
import { measuredFixes } from '../../src/commands/measured-fixes.js';
import type { Finding } from '../../src/judge/findings.js';
import type { Measurement } from '../../src/measure/measure-all.js';
import { HOST_PROFILES } from '../../src/budget/host-profiles.js';
import { hostToolPayload } from '../../src/measure/hosts/host-payload.js';
import { o200k } from './tokenizer.js';

// One tool with two fixes: a large `_meta` no host sends (the most bytes and tokens on the wire, nothing for any
// model) and a sentence its parameter repeats from its description (less on the wire, but what Codex's model reads).
const sentence = 'Only call this after the user has confirmed the exact repository and branch names.';
const tool = {
  name: 'push',
  description: `Pushes a branch. ${sentence}`,
  inputSchema: { type: 'object', properties: { branch: { type: 'string', description: `The branch. ${sentence}` } } },
  _meta: { 'vendor/trace': 'x'.repeat(2000) },
};
const loaded: LoadedBudget = { file: '/p/budget.json', dir: '/p', text: '{}', config: { hosts: ['codex'] } };
const measurement = {
  wire: new Map([['s', { tools: [tool], instructions: undefined, results: new Map() }]]),
} as unknown as Measurement;
const finding = (code: 'TOOL_OVER_BUDGET' | 'HOST_OVER_BUDGET' | 'DESCRIPTION_TOO_LONG', host?: string): Finding =>
  code === 'HOST_OVER_BUDGET'
    ? { code, severity: 'error', subject: 's/push', args: { of: 'tool', title: 'Codex' }, ...(host ? { host } : {}) }
    : { code, severity: 'error', subject: 's/push', args: {}, ...(host ? { host } : {}) };

describe('measured-fixes: the fix line names the change that mends the failing figure', () => {
  it("a size finding gets the change that saves the most; a host limit the change that saves the most for that host's model", async () => {
    const { findings, fixes } = await measuredFixes(
      loaded,
      [finding('TOOL_OVER_BUDGET'), finding('HOST_OVER_BUDGET', 'codex')],
      measurement,
    );
    expect(fixes.map((fix) => [fix.subject, fix.proposal.kind])).toEqual([['s/push', 'fields-the-model-never-sees']]);
    expect(said(findings)[0]!.fix).toMatch(/; measured: drop "_meta"/);
    expect(said(findings)[1]!.fix).toMatch(
      /; measured: remove from parameter descriptions the sentences the tool description already says saves \d+ tokens, \d+ bytes, \d+ tokens in what codex's model receives/,
    );
    const trimmed = {
      ...tool,
      inputSchema: { type: 'object', properties: { branch: { type: 'string', description: 'The branch.' } } },
    };
    const codexReads = (definition: typeof tool) =>
      o200k.count(hostToolPayload(HOST_PROFILES.codex!, 's', definition).json);
    expect(Number(/, (\d+) tokens in what codex/.exec(said(findings)[1]!.fix!)![1])).toBe(
      codexReads(tool) - codexReads(trimmed),
    );
  });

  it('a fix that does not cover the overage says so; one that does says nothing more', async () => {
    const over = (limit: number, actual: number): Finding => ({
      ...finding('TOOL_OVER_BUDGET'),
      limit,
      actual,
      unit: 'bytes',
    });
    const [short, enough] = (await measuredFixes(loaded, [over(100, 50_000)], measurement)).findings.concat(
      (await measuredFixes(loaded, [over(100, 300)], measurement)).findings,
    );
    const saves = (await measuredFixes(loaded, [over(100, 300)], measurement)).fixes[0]!.proposal.saves.bytes;
    expect(said([short!])[0]!.fix).toContain(
      ` ${saves.toLocaleString('en-US')} bytes, not enough on its own: 49,900 bytes over (npx mcp-budget suggest s/push)`,
    );
    expect(said([enough!])[0]!.fix).not.toContain('not enough');
  });

  it('a description too long is named only a change that shortens the description, never one elsewhere in the definition', async () => {
    const long: Finding = {
      ...finding('DESCRIPTION_TOO_LONG'),
      limit: 20,
      actual: tool.description.length,
      unit: 'chars',
    };
    const { findings, fixes } = await measuredFixes(loaded, [long], measurement);
    expect(said(findings)[0]!.fix).toBe(said([long])[0]!.fix);
    expect(fixes).toEqual([]);
    const wordy = { ...tool, description: 'Pushes a branch. '.repeat(300) };
    const past = {
      wire: new Map([['s', { tools: [wordy], instructions: undefined, results: new Map() }]]),
    } as unknown as Measurement;
    const cut = await measuredFixes(
      { ...loaded, config: { hosts: ['openai-api'] } },
      [{ ...long, actual: wordy.description.length }],
      past,
    );
    expect(cut.fixes.map((fix) => fix.proposal.kind)).toEqual(['description-past-cut']);
  });

  it('a passing run is left as it was, and loads nothing', async () => {
    const warning: Finding = { ...finding('TOOL_OVER_BUDGET'), severity: 'warning' };
    expect(await measuredFixes(loaded, [warning], measurement)).toEqual({ findings: [warning], fixes: [] });
  });
});
