import { raiseWords } from '../../src/judge/finding-words.js';
import { describe, expect, it } from 'vitest';
import type { Fixture, ServerConfig } from '../../src/budget/budget-config.js';
import { capabilityEdits, commandLineEdits, fixtureEdits } from '../../src/judge/base/edit-raises.js';

const fixture: Fixture = {
  name: 'list',
  server: 's',
  tool: 'list',
  arguments: { limit: 10 },
  runs: 3,
  paginate: { cursorArgument: 'c', nextCursor: '/n' },
  expect: { textIncludes: 'id' },
};
const lines = (edits: Array<{ path: unknown[] }>) => edits.map((edit) => edit.path.join('.'));

describe('edit-raises: budget.json edits that let more through without raising a number', () => {
  it('a fixture that calls something else, asks for less, walks or runs less, or expects less', () => {
    const looser: Fixture = {
      name: 'list',
      server: 't',
      tool: 'search',
      arguments: { limit: 1 },
      runs: 1,
      expect: { isError: true },
    };
    expect(lines(fixtureEdits(fixture, looser, 2))).toEqual([
      'fixtures.2.server',
      'fixtures.2.tool',
      'fixtures.2.arguments',
      'fixtures.2.paginate',
      'fixtures.2.runs',
      'fixtures.2.expect',
    ]);
    expect(raiseWords(fixtureEdits(fixture, looser, 2)[2]!.line)).toBe(
      'fixtures["list"].arguments changed: {"limit":10} → {"limit":1} (the result measured is another one)',
    );
  });

  it('adding a check is a tightening and not listed', () => {
    const { paginate: _p, expect: _e, ...plain } = fixture;
    expect(fixtureEdits({ ...plain, runs: 1 }, { ...fixture, runs: 5 }, 0)).toEqual([]);
  });

  it("clientCapabilities: budget-wide once, and a server's own when its effective set changes", () => {
    const servers = {
      base: new Map<string, ServerConfig>([
        ['a', { command: 'a' }],
        ['b', { command: 'b', clientCapabilities: { roots: {} } }],
      ]),
      head: new Map<string, ServerConfig>([
        ['a', { command: 'a' }],
        ['b', { command: 'b', clientCapabilities: { roots: {}, sampling: {} } }],
      ]),
    };
    const edits = capabilityEdits(
      { clientCapabilities: {} },
      { clientCapabilities: { elicitation: {} } },
      servers,
      (server) => ['servers', server],
    );
    expect(edits.map((edit) => [edit.subject, edit.path.join('.')])).toEqual([
      ['clientCapabilities', 'clientCapabilities'],
      ['b', 'servers.b.clientCapabilities'],
    ]);
  });

  it('another command, arguments, cwd or url measures another server under the same name', () => {
    const edits = commandLineEdits(
      's',
      { command: 'node', args: ['a.js'], cwd: '.' },
      { command: 'node', args: ['b.js'], url: 'https://x' },
      ['servers', 's'],
      new Set(['url']),
    );
    expect(edits.map((edit) => raiseWords(edit.line))).toEqual([
      'args of "s" changed: ["a.js"] → ["b.js"] (another server may be measured under this name)',
      'cwd of "s" changed: "." → unset (another server may be measured under this name)',
    ]);
    expect(lines(commandLineEdits('s', { command: 'a' }, { command: 'b' }, ['mcpConfig'], new Set()))).toEqual([
      'mcpConfig',
    ]);
  });
});
