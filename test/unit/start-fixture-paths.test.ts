// A start or fixture error points at its place in budget.json and, for a name that is not there, at the name
// meant: `fixtures[2].tool` and "did you mean "ping"?", `servers.bad.command`.
import { describe, expect, it } from 'vitest';
import type { BudgetConfig } from '../../src/budget/budget-config.js';
import { contractFindings } from '../../src/judge/contract-findings.js';
import { failedServer, fixture, measurement, server, tool } from './measured.js';
import { said } from './said.js';

const config: BudgetConfig = {
  servers: { notes: { command: 'node', args: ['server.mjs'] }, bad: { command: 'nosuchcmd' } },
  fixtures: [
    { name: 'one', server: 'notes', tool: 'ping' },
    { name: 'two', server: 'notes', tool: 'ping' },
    { name: 'typo', server: 'notes', tool: 'pingg' },
    { name: 'elsewhere', server: 'notess', tool: 'ping' },
  ],
};

describe('start and fixture errors: where in budget.json, and the name meant', () => {
  it('a fixture naming a tool the server does not list: its path, and the closest name', () => {
    const typo = fixture('typo', 'notes', [], {
      tool: 'pingg',
      skippedBecause: 'tool-not-listed',
      skipped: 'server "notes" lists no tool "pingg"',
    });
    const found = said(
      contractFindings(
        config,
        measurement([server('notes', [tool('ping'), tool('search')]), failedServer('bad')], [typo]),
      ),
    ).find((f) => f.subject === 'fixture:typo')!;
    expect([found.code, found.path]).toEqual(['TOOL_NOT_FOUND', ['fixtures', 2, 'tool']]);
    expect(found.message).toBe('server "notes" lists no tool "pingg"; did you mean "ping"?');
  });

  it('a fixture naming a server that is not configured: the closest server', () => {
    const found = said(contractFindings(config, measurement([server('notes', [tool('ping')])]))).find(
      (f) => f.subject === 'fixture:elsewhere',
    )!;
    expect(found.path).toEqual(['fixtures', 3, 'server']);
    expect(found.message).toBe('fixture names server "notess", which is not configured; did you mean "notes"?');
  });

  it('a server that did not start points at its entry: the command when it was not found', () => {
    const findings = said(
      contractFindings(
        config,
        measurement([
          failedServer('bad', { detail: 'command not found: nosuchcmd (looked in PATH and /p)' }),
          failedServer('notes', { detail: 'exited with code 1 before answering initialize' }),
        ]),
      ),
    );
    const started = findings.filter((f) => f.code === 'SERVER_START_FAILED');
    expect(started.map((f) => [f.code, f.subject, f.path])).toEqual([
      ['SERVER_START_FAILED', 'bad', ['servers', 'bad', 'command']],
      ['SERVER_START_FAILED', 'notes', ['servers', 'notes']],
    ]);
  });
});
