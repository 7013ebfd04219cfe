import { describe, expect, it } from 'vitest';
import { definitionProposals } from '../../src/measure/proposals/definition-proposals.js';
import { sharedNoteProposals } from '../../src/measure/proposals/repetition-proposals.js';
import { makeNormalizer } from '../../src/measure/result-normalizer.js';
import { resultProposals } from '../../src/measure/proposals/result-proposals.js';
import { countedProposals } from '../../src/measure/proposals/counted-proposals.js';
import { hostsOf, proposalsFromWire } from '../../src/measure/proposals/wire-proposals.js';
import { bytesOf, o200k } from './tokenizer.js';

const note = 'Needs a signed-in user whose token may write to the project.';
const tools = ['a', 'b', 'c'].map((name) => ({
  name,
  title: name.toUpperCase(),
  description: `Does ${name}. ${note}`,
  inputSchema: { type: 'object' },
}));
const message = {
  jsonrpc: '2.0',
  id: 4,
  result: { content: [{ type: 'text', text: JSON.stringify({ at: '2026-12-01', rows: [1, 2] }, null, 2) }] },
};
const wire = { tools, instructions: undefined, results: new Map([['list', { bytes: bytesOf(message), message }]]) };
const fixtures = [
  { name: 'list', server: 's', tool: 'a', normalize: [{ pattern: '\\d{4}-\\d\\d-\\d\\d' }] },
  { name: 'unanswered', server: 's', tool: 'b' },
];

describe('wire-proposals: every proposal for what one server sent', () => {
  it('all tools: each definition, the shared notes, each fixture answered (after its normalize rules)', () => {
    const all = proposalsFromWire({ server: 's', wire, tools: 'all', fixtures, deadline: Date.now() + 60_000 }, o200k);
    expect(all).toEqual([
      ...tools.flatMap((tool) => definitionProposals('s', tool, o200k)),
      ...sharedNoteProposals('s', tools, undefined, o200k),
      ...resultProposals(fixtures[0]!, wire.results.get('list')!, o200k, makeNormalizer(fixtures[0]!.normalize)),
    ]);
    expect(all.map((p) => `${p.subject} ${p.kind}`)).toEqual([
      's/a fields-the-model-never-sees',
      's/b fields-the-model-never-sees',
      's/c fields-the-model-never-sees',
      's shared-usage-notes',
      'fixture:list compact-json-text',
    ]);
  });

  it('chosen tools: only theirs, and no notes shared across the server', () => {
    expect(
      proposalsFromWire(
        { server: 's', wire, tools: new Set(['b']), fixtures: [], deadline: Date.now() + 60_000 },
        o200k,
      ).map((p) => p.subject),
    ).toEqual(['s/b']);
  });

  it("counted yielding (a signal acted on meanwhile): the same proposals and figures, with the hosts' views", async () => {
    const hosts = hostsOf({ hosts: ['codex', 'gemini-cli', 'claude-code'] });
    const deadline = Date.now() + 60_000;
    const counted = await countedProposals({ server: 's', wire, tools: 'all', fixtures, deadline, hosts }, o200k);
    expect(counted).toEqual(proposalsFromWire({ server: 's', wire, tools: 'all', fixtures, deadline, hosts }, o200k));
    expect(counted.length).toBeGreaterThan(0);
  });

  it('past the deadline, counted yielding keeps only proposals made with every count known: a prefix of the whole', async () => {
    const whole = proposalsFromWire(
      { server: 's', wire, tools: 'all', fixtures, deadline: Date.now() + 60_000 },
      o200k,
    );
    const cut = await countedProposals({ server: 's', wire, tools: 'all', fixtures, deadline: Date.now() - 1 }, o200k);
    expect(cut).toEqual(whole.slice(0, cut.length));
  });

  it('the host profiles a budget names', () => {
    expect(hostsOf({ hosts: ['cursor', 'codex'] }).map((h) => h.name)).toEqual(['cursor', 'codex']);
    expect(hostsOf({})).toEqual([]);
  });
});
