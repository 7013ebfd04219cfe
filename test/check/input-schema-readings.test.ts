// An inputSchema is read as hosts read it: a schema that breaks only a strictness rule of its dialect (a duplicate
// enum item under draft-07's meta-schema, `\_` in a pattern, valid ECMA-262 without the `u` flag) still checks
// arguments and is a warning; one no reading can use stays an error. Neither stops `init` from writing the budget.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, cliJson, project, SPEC_SERVER, specServer } from '../helpers.js';

type Finding = { code: string; subject: string; severity: string; message: string; fix?: string; path?: string };

const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';
const duplicateEnum = {
  name: 'sort',
  inputSchema: {
    $schema: DRAFT_07,
    type: 'object',
    properties: { order: { type: 'string', enum: ['asc', 'desc', 'asc'] } },
  },
};
const escapedUnderscore = {
  name: 'lookup',
  inputSchema: { type: 'object', properties: { key: { type: 'string', pattern: '^[a-z]+\\_[0-9]+$' } } },
};
const broken = { name: 'broken', inputSchema: { type: 'object', properties: { q: { type: 'strng' } } } };
const ok = { content: [{ type: 'text', text: 'ok' }] };

describe('a schema that breaks only a strictness rule of its dialect', () => {
  it('is a warning that names the rule and what hosts were seen to do, and its fixtures are still checked', async () => {
    const dir = project({
      'spec.json': { tools: [duplicateEnum, escapedUnderscore], results: { sort: ok, lookup: ok } },
      'budget.json': {
        servers: { s: specServer('spec.json') },
        fixtures: [
          { name: 'sorted', server: 's', tool: 'sort', arguments: { order: 'desc' } },
          { name: 'matches', server: 's', tool: 'lookup', arguments: { key: 'ab_12' } },
          { name: 'does-not-match', server: 's', tool: 'lookup', arguments: { key: 'ab-12' } },
        ],
      },
    });
    const { code, report } = await cliJson(dir, ['check']);
    const findings = report.findings as Finding[];
    expect(findings.map((f) => `${f.severity} ${f.code} ${f.subject}`).sort()).toEqual([
      'error ARGUMENTS_INVALID fixture:does-not-match',
      'warning INPUT_SCHEMA_LENIENT s/lookup',
      'warning INPUT_SCHEMA_LENIENT s/sort',
    ]);
    expect(code).toBe(1);
    const sort = findings.find((f) => f.subject === 's/sort')!;
    expect(sort.message).toContain('enum must NOT have duplicate items');
    expect(sort.message).toContain('draft-07');
    const lookup = findings.find((f) => f.subject === 's/lookup')!;
    expect(lookup.message).toContain('Invalid escape');
    expect(lookup.message).toContain('`u` flag');
    for (const finding of [sort, lookup]) {
      expect(finding.fix).toContain('Gemini CLI');
      expect(finding.fix).not.toMatch(/hosts reject/);
    }
    const called = report.fixtures.map((f: { name: string; skippedBecause?: string }) => [
      f.name,
      f.skippedBecause ?? 'called',
    ]);
    expect(called).toEqual([
      ['sorted', 'called'],
      ['matches', 'called'],
      ['does-not-match', 'arguments-do-not-match'],
    ]);
  });

  it('alone, it passes the check', async () => {
    const dir = project({
      'spec.json': { tools: [duplicateEnum] },
      'budget.json': { servers: { s: specServer('spec.json') } },
    });
    const { code, report } = await cliJson(dir, ['check']);
    expect(report.findings.map((f: Finding) => f.code)).toEqual(['INPUT_SCHEMA_LENIENT']);
    expect(code).toBe(0);
  });
});

describe('init with a schema finding standing', () => {
  it('writes the budget with the lenient warning: the check that follows passes', async () => {
    const dir = project({ 'spec.json': { tools: [escapedUnderscore] } });
    const init = await cli(dir, ['init', '--server', `s=${process.execPath} ${SPEC_SERVER} spec.json`]);
    expect(init.code, init.stdout + init.stderr).toBe(0);
    expect(existsSync(path.join(dir, 'budget.json'))).toBe(true);
    const { code, report } = await cliJson(dir, ['check']);
    expect(report.findings.map((f: Finding) => f.code)).toEqual(['INPUT_SCHEMA_LENIENT']);
    expect(code).toBe(0);
  });

  it('writes the budget with a broken schema standing: init and check exit 1 on that finding alone', async () => {
    const dir = project({ 'spec.json': { tools: [broken, { name: 'fine', inputSchema: { type: 'object' } }] } });
    const init = await cliJson(dir, ['init', '--server', `s=${process.execPath} ${SPEC_SERVER} spec.json`]);
    expect(init.report.findings.map((f: Finding) => `${f.code} ${f.subject}`)).toEqual([
      `INVALID_INPUT_SCHEMA ${'s'}/broken`,
    ]);
    expect(init.code).toBe(1);
    const written = JSON.parse(readFileSync(path.join(dir, 'budget.json'), 'utf8'));
    expect(Object.keys(written.servers)).toHaveLength(1);
    expect(written.limits.totalBytes).toBeGreaterThan(0);
    const { code, report } = await cliJson(dir, ['check']);
    expect(report.findings.map((f: Finding) => f.code)).toEqual(['INVALID_INPUT_SCHEMA']);
    expect(report.findings[0].fix).not.toMatch(/hosts reject/);
    expect(code).toBe(1);
  });
});

describe('a finding about the server, not about budget.json', () => {
  it('is annotated on the run, not on budget.json without a line', async () => {
    const dir = project({
      'spec.json': { tools: [broken] },
      'budget.json': { servers: { s: specServer('spec.json') } },
    });
    const run = await cli(dir, ['check', '--reporter', 'github']);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^::error title=INVALID_INPUT_SCHEMA s\/broken::/m);
    expect(run.stdout).not.toContain('file=budget.json,title=INVALID_INPUT_SCHEMA');
  });
});
