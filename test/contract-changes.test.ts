// Breaking changes and semver: what callers of a tool rely on, compared with the base. A unit layer on in-memory
// reports for each classification, then real git repositories measured through the CLI.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractChanges } from '../src/judge/contract-changes.js';
import { nextVersion, releaseBump, requiredBump } from '../src/judge/semver.js';
import { toolContract } from '../src/measure/tool-contract.js';
import type { Report } from '../src/report/report.js';
import { cliJson, git, project, specServer } from './helpers.js';

type Wire = Record<string, unknown> & { name: string };

function reportOf(tools: Wire[], ok = true): Report {
  return {
    schemaVersion: 1, ok: true, tokenizer: 'o200k_base', fixtures: [], findings: [], totals: { servers: 1, tools: tools.length, bytes: 0, tokens: 0 },
    servers: [{
      name: 's', ok, transport: 'stdio', clientCapabilities: {}, instructions: null, listPages: 1, durationMs: 0, totals: { tools: tools.length, bytes: 0, tokens: 0 },
      tools: tools.map((tool) => ({ name: tool.name, digest: JSON.stringify(tool), bytes: 0, tokens: 0, descriptionChars: 0, hostName: tool.name, contract: toolContract(tool) })),
    }],
  };
}

const search = (properties: Record<string, unknown>, required: string[] = [], extra: Record<string, unknown> = {}): Wire => ({ name: 'search', description: 'Search.', inputSchema: { type: 'object', properties, required }, ...extra });
const changesOf = (before: Wire[], after: Wire[]) => contractChanges(reportOf(before), reportOf(after)).changes.map(({ subject, change, bump, detail }) => [subject, change, bump, detail]);

describe('contract changes (unit)', () => {
  const query = { type: 'string' };
  it.each([
    ['a removed tool', [search({ query })], [], [['s/search', 'tool removed', 'major', undefined]]],
    ['an added tool', [], [search({ query })], [['s/search', 'tool added', 'minor', undefined]]],
    ['a removed parameter', [search({ query, limit: { type: 'integer' } })], [search({ query })], [['s/search', 'parameter removed', 'major', 'limit']]],
    ['a new required parameter', [search({ query })], [search({ query, org: query }, ['org'])], [['s/search', 'required parameter added', 'major', 'org']]],
    ['a new optional parameter', [search({ query })], [search({ query, org: query })], [['s/search', 'optional parameter added', 'minor', 'org']]],
    ['an optional parameter made required', [search({ query })], [search({ query }, ['query'])], [['s/search', 'parameter now required', 'major', 'query']]],
    ['a narrowed type', [search({ id: { type: ['string', 'integer'] } })], [search({ id: { type: 'string' } })], [['s/search', 'parameter type narrowed', 'major', 'id: integer|string → string']]],
    ['integer to number widens', [search({ n: { type: 'integer' } })], [search({ n: { type: 'number' } })], [['s/search', 'parameter type widened', 'minor', 'n: integer → number']]],
    ['a removed enum value', [search({ state: { type: 'string', enum: ['open', 'closed', 'all'] } })], [search({ state: { type: 'string', enum: ['open', 'closed'] } })], [['s/search', 'enum value removed', 'major', 'state: "all"']]],
    ['an added enum value', [search({ state: { enum: ['open'] } })], [search({ state: { enum: ['open', 'draft'] } })], [['s/search', 'enum value added', 'minor', 'state: "draft"']]],
    ['a removed output field', [search({ query }, [], { outputSchema: { type: 'object', properties: { items: { type: 'array' }, total: { type: 'integer' } } } })], [search({ query }, [], { outputSchema: { type: 'object', properties: { items: { type: 'array' } } } })], [['s/search', 'output field removed', 'major', 'total']]],
    ['an added output field', [search({ query }, [], { outputSchema: { type: 'object', properties: {} } })], [search({ query }, [], { outputSchema: { type: 'object', properties: { next: { type: 'string' } } } })], [['s/search', 'output field added', 'minor', 'next']]],
    ['a description edit', [search({ query })], [{ ...search({ query }), description: 'Search the index.' }], [['s/search', 'description or schema edited', 'patch', undefined]]],
    ['nothing', [search({ query })], [search({ query })], []],
  ])('%s', (_name, before, after, expected) => {
    expect(changesOf(before as Wire[], after as Wire[])).toEqual(expected);
  });

  it('a parameter named __proto__ is a parameter like any other', () => {
    const before = [search(JSON.parse('{"__proto__": {"type": "string"}, "q": {"type": "string"}}'))];
    expect(changesOf(before, [search({ q: { type: 'string' } })])).toEqual([['s/search', 'parameter removed', 'major', '__proto__']]);
  });

  it('a server that failed on one side makes its tools unknown, never removed or added', () => {
    const result = contractChanges(reportOf([search({})], false), reportOf([search({}), { ...search({}), name: 'other' }]));
    expect(result).toEqual({ changes: [], unknown: ['s/search', 's/other'] });
  });

  it('the bump: below 1.0.0 a breaking change is a minor release; releases are read from x.y.z', () => {
    const breaking = [{ subject: 's/a', change: 'tool removed', bump: 'major' as const }];
    expect(requiredBump(breaking, '1.4.2')).toBe('major');
    expect(requiredBump(breaking, '0.4.2')).toBe('minor');
    expect(releaseBump('1.4.2', '1.5.0')).toBe('minor');
    expect(releaseBump('v1.4.2', '2.0.0-rc.1')).toBe('major');
    expect(releaseBump('1.4.2', 'latest')).toBeUndefined();
    expect(nextVersion('1.4.2', 'major')).toBe('2.0.0');
  });
});

/** main: `search(query, state: open|closed|all)` and `fetch(id)` at version 1.2.0; the pull request is `head`. */
function repository(head: { tools: Wire[]; version: string; manifest?: 'package.json' | 'pyproject.toml' }, budget: Record<string, unknown> = {}) {
  const baseTools = [search({ query: { type: 'string' }, state: { type: 'string', enum: ['open', 'closed', 'all'] } }, ['query']), { name: 'fetch', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } }];
  const manifest = head.manifest ?? 'package.json';
  const manifestText = (version: string) => (manifest === 'package.json' ? JSON.stringify({ name: 'srv', version }) : `[project]\nname = "srv"\nversion = "${version}"\n`);
  const dir = project({ 'spec.json': { tools: baseTools }, [manifest]: manifestText('1.2.0'), 'budget.json': { servers: { s: specServer('spec.json') }, ...budget } });
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '.');
  git(dir, 'commit', '-q', '-m', 'base');
  git(dir, 'checkout', '-q', '-b', 'pr');
  writeFileSync(path.join(dir, 'spec.json'), JSON.stringify({ tools: head.tools }));
  writeFileSync(path.join(dir, manifest), manifestText(head.version));
  git(dir, 'commit', '-q', '-am', 'head');
  return dir;
}

describe('breaking changes against the base (real git repositories)', () => {
  const narrowed = search({ query: { type: 'string' }, state: { type: 'string', enum: ['open', 'closed'] } }, ['query']);

  it('a removed tool and a removed enum value released as a minor: two BREAKING_CHANGE warnings and SEMVER_BUMP_TOO_SMALL', async () => {
    const dir = repository({ tools: [narrowed], version: '1.3.0' });
    const { code, report } = await cliJson(dir, ['check', '--base', 'main']);
    expect(code).toBe(1);
    const codes = report.findings.map((f: { code: string; severity: string; subject: string }) => [f.code, f.severity, f.subject]);
    expect(codes).toEqual(expect.arrayContaining([
      ['BREAKING_CHANGE', 'warning', 's/fetch'],
      ['BREAKING_CHANGE', 'warning', 's/search'],
      ['SEMVER_BUMP_TOO_SMALL', 'error', 'package.json'],
    ]));
    expect(report.findings.find((f: { code: string }) => f.code === 'SEMVER_BUMP_TOO_SMALL').message).toBe('version 1.2.0 → 1.3.0 is a minor release, but the tools\' changes need a major one');
    expect(report.contracts).toEqual({
      suggestedBump: 'major',
      versions: { manifest: 'package.json', base: '1.2.0', head: '1.3.0' },
      changes: [
        { subject: 's/fetch', change: 'tool removed', bump: 'major' },
        { subject: 's/search', change: 'enum value removed', bump: 'major', detail: 'state: "all"' },
      ],
    });
  });

  it('released as a major (pyproject.toml): the same changes are warnings only, exit 0', async () => {
    const dir = repository({ tools: [narrowed], version: '2.0.0', manifest: 'pyproject.toml' });
    const { code, report } = await cliJson(dir, ['check', '--base', 'main']);
    expect(code).toBe(0);
    expect(report.findings.map((f: { code: string }) => f.code).filter((c: string) => c !== 'BREAKING_CHANGE')).toEqual([]);
    expect(report.contracts.versions).toEqual({ manifest: 'pyproject.toml', base: '1.2.0', head: '2.0.0' });
  });

  it('no release in the change: breakingChanges "error" fails on the breaking change itself; "off" says nothing', async () => {
    const headTools = [search({ query: { type: 'string' }, state: { type: 'string', enum: ['open', 'closed', 'all'] }, org: { type: 'string' } }, ['query', 'org']), { name: 'fetch', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } }];
    const failing = await cliJson(repository({ tools: headTools, version: '1.2.0' }, { breakingChanges: 'error' }), ['check', '--base', 'main']);
    expect(failing.code).toBe(1);
    expect(failing.report.findings.map((f: { code: string; severity: string; message: string }) => [f.code, f.severity, f.message])).toEqual([
      ['BREAKING_CHANGE', 'error', 'required parameter added: org (breaks callers written against the base)'],
    ]);
    const off = await cliJson(repository({ tools: headTools, version: '1.2.0' }, { breakingChanges: 'off' }), ['check', '--base', 'main']);
    expect(off.code).toBe(0);
    expect(off.report.findings).toEqual([]);
    expect(off.report.contracts.suggestedBump).toBe('major');
  });

  it('only additions, released as a patch: the bump is too small for a minor change', async () => {
    const added = [search({ query: { type: 'string' }, state: { type: 'string', enum: ['open', 'closed', 'all', 'draft'] } }, ['query']), { name: 'fetch', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } }];
    const { code, report } = await cliJson(repository({ tools: added, version: '1.2.1' }), ['check', '--base', 'main']);
    expect(code).toBe(1);
    expect(report.findings.map((f: { code: string }) => f.code)).toEqual(['SEMVER_BUMP_TOO_SMALL']);
    expect(report.contracts.suggestedBump).toBe('minor');
  });
});
