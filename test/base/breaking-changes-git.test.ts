// Breaking changes and semver through the CLI, in real git repositories (each classification on its own: test/unit/contract-changes.test.ts).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliJson, git, project, specServer } from '../helpers.js';

type Wire = Record<string, unknown> & { name: string };

const search = (
  properties: Record<string, unknown>,
  required: string[] = [],
  extra: Record<string, unknown> = {},
): Wire => ({
  name: 'search',
  description: 'Search.',
  inputSchema: { type: 'object', properties, required },
  ...extra,
});

/** main: `search(query, state: open|closed|all)` and `fetch(id)` at version 1.2.0; the pull request is `head`. */
function repository(
  head: { tools: Wire[]; version: string; manifest?: 'package.json' | 'pyproject.toml' },
  budget: Record<string, unknown> = {},
) {
  const baseTools = [
    search({ query: { type: 'string' }, state: { type: 'string', enum: ['open', 'closed', 'all'] } }, ['query']),
    { name: 'fetch', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } },
  ];
  const manifest = head.manifest ?? 'package.json';
  const manifestText = (version: string) =>
    manifest === 'package.json'
      ? JSON.stringify({ name: 'srv', version })
      : `[project]\nname = "srv"\nversion = "${version}"\n`;
  const dir = project({
    'spec.json': { tools: baseTools },
    [manifest]: manifestText('1.2.0'),
    'budget.json': { servers: { s: specServer('spec.json') }, ...budget },
  });
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
  const narrowed = search({ query: { type: 'string' }, state: { type: 'string', enum: ['open', 'closed'] } }, [
    'query',
  ]);

  it('a removed tool and a removed enum value released as a minor: two BREAKING_CHANGE warnings and SEMVER_BUMP_TOO_SMALL', async () => {
    const dir = repository({ tools: [narrowed], version: '1.3.0' });
    const { code, report } = await cliJson(dir, ['check', '--base', 'main']);
    expect(code).toBe(1);
    const codes = report.findings.map((f: { code: string; severity: string; subject: string }) => [
      f.code,
      f.severity,
      f.subject,
    ]);
    expect(codes).toEqual(
      expect.arrayContaining([
        ['BREAKING_CHANGE', 'warning', 's/fetch'],
        ['BREAKING_CHANGE', 'warning', 's/search'],
        ['SEMVER_BUMP_TOO_SMALL', 'error', 'package.json'],
      ]),
    );
    expect(report.findings.find((f: { code: string }) => f.code === 'SEMVER_BUMP_TOO_SMALL').message).toBe(
      "version 1.2.0 → 1.3.0 is a minor release, but the tools' changes need a major one",
    );
    expect(report.contracts).toEqual({
      suggestedBump: 'major',
      versions: { manifest: 'package.json', base: '1.2.0', head: '1.3.0' },
      changes: [
        { subject: 's/fetch', change: 'tool removed', class: 'breaking', bump: 'major' },
        {
          subject: 's/search',
          change: 'enum value removed',
          class: 'breaking',
          bump: 'major',
          detail: 'state: "all"',
          path: 'inputSchema.properties.state.enum',
          from: '["open","closed","all"]',
          to: '["open","closed"]',
        },
      ],
    });
  });

  it('released as a major (pyproject.toml): the same changes are warnings only, exit 0', async () => {
    const dir = repository({ tools: [narrowed], version: '2.0.0', manifest: 'pyproject.toml' });
    const { code, report } = await cliJson(dir, ['check', '--base', 'main']);
    expect(code).toBe(0);
    expect(report.findings.map((f: { code: string }) => f.code).filter((c: string) => c !== 'BREAKING_CHANGE')).toEqual(
      [],
    );
    expect(report.contracts.versions).toEqual({ manifest: 'pyproject.toml', base: '1.2.0', head: '2.0.0' });
  });

  it('no release in the change: breakingChanges "error" fails on the breaking change itself; "off" says nothing', async () => {
    const headTools = [
      search(
        {
          query: { type: 'string' },
          state: { type: 'string', enum: ['open', 'closed', 'all'] },
          org: { type: 'string' },
        },
        ['query', 'org'],
      ),
      { name: 'fetch', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } },
    ];
    const failing = await cliJson(repository({ tools: headTools, version: '1.2.0' }, { breakingChanges: 'error' }), [
      'check',
      '--base',
      'main',
    ]);
    expect(failing.code).toBe(1);
    expect(
      failing.report.findings.map((f: { code: string; severity: string; message: string }) => [
        f.code,
        f.severity,
        f.message,
      ]),
    ).toEqual([
      [
        'BREAKING_CHANGE',
        'error',
        'required parameter added: org (breaks callers written against the base; at inputSchema.properties.org)',
      ],
    ]);
    const off = await cliJson(repository({ tools: headTools, version: '1.2.0' }, { breakingChanges: 'off' }), [
      'check',
      '--base',
      'main',
    ]);
    expect(off.code).toBe(0);
    expect(off.report.findings).toEqual([]);
    expect(off.report.contracts.suggestedBump).toBe('major');
  });

  it('only additions, released as a patch: the bump is too small for a minor change', async () => {
    const added = [
      search({ query: { type: 'string' }, state: { type: 'string', enum: ['open', 'closed', 'all', 'draft'] } }, [
        'query',
      ]),
      { name: 'fetch', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } },
    ];
    const { code, report } = await cliJson(repository({ tools: added, version: '1.2.1' }), ['check', '--base', 'main']);
    expect(code).toBe(1);
    expect(report.findings.map((f: { code: string }) => f.code)).toEqual(['SEMVER_BUMP_TOO_SMALL']);
    expect(report.contracts.suggestedBump).toBe('minor');
  });
});
