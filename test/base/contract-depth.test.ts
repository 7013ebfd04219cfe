// Tool contracts at every depth, on real git repositories whose server is a real McpServer with zod schemas
// (test/fixtures/servers/zod-tools.mjs): each breaking change the check names is confirmed by a real tools/call
// that the base's server answers and the head's server refuses with its own validation error.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { cliJson, FIXTURES, git, project } from '../helpers.js';

const ZOD_TOOLS = path.join(FIXTURES, 'servers', 'zod-tools.mjs');

/** A server package at `version` whose tools.mjs is `base` on main and `head` (at `headVersion`) on the pull request. */
function repository(
  base: string,
  head: string,
  versions: [string, string] = ['1.4.0', '1.4.0'],
  budget: Record<string, unknown> = {},
) {
  const manifest = (version: string) => JSON.stringify({ name: 'srv', version, type: 'module' });
  const dir = project({
    'tools.mjs': base,
    'package.json': manifest(versions[0]),
    'budget.json': { servers: { s: { command: process.execPath, args: [ZOD_TOOLS, 'tools.mjs'] } }, ...budget },
  });
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '.');
  git(dir, 'commit', '-q', '-m', 'base');
  git(dir, 'checkout', '-q', '-b', 'pr');
  writeFileSync(path.join(dir, 'tools.mjs'), head);
  writeFileSync(path.join(dir, 'package.json'), manifest(versions[1]));
  git(dir, 'commit', '-q', '-am', 'head');
  return dir;
}

/** One tools/call through the real client against the server as committed on `branch`. */
async function callOn(
  dir: string,
  branch: string,
  name: string,
  args: Record<string, unknown>,
): Promise<{ isError: boolean; text: string; structured?: unknown; outputSchema?: unknown; annotations?: unknown }> {
  git(dir, 'checkout', '-q', branch);
  const client = new Client({ name: 'caller', version: '1.0.0' });
  try {
    await client.connect(
      new StdioClientTransport({ command: process.execPath, args: [ZOD_TOOLS, 'tools.mjs'], cwd: dir }),
    );
    const listed = (await client.listTools()).tools.find((tool) => tool.name === name);
    const result = await client.callTool({ name, arguments: args });
    const content = result.content as Array<{ type: string; text?: string }>;
    return {
      isError: result.isError === true,
      text: content.map((block) => block.text ?? '').join(''),
      structured: result.structuredContent,
      outputSchema: listed?.outputSchema,
      annotations: listed?.annotations,
    };
  } finally {
    await client.close();
    git(dir, 'checkout', '-q', 'pr');
  }
}

type Change = { subject: string; change: string; bump: string; class: string; detail?: string; path?: string };
type Found = { code: string; severity: string; subject: string; message: string; fix?: string };
const breaking = (report: { findings: Found[] }) =>
  report.findings.filter((f) => f.code === 'BREAKING_CHANGE').map((f) => f.message);

const tool = (input: string, extra = '') =>
  `export const tools = (z) => [{ name: 'find', description: 'Find documents.', inputSchema: z.object({ ${input} })${extra} }];\n`;
const vectorOrText = (numCandidates: string, limit: string) =>
  `query: z.union([z.object({ kind: z.literal('vector'), numCandidates: ${numCandidates}, limit: ${limit} }), z.object({ kind: z.literal('text'), text: z.string() })])`;

describe('tool contracts compared at every depth (real McpServer, zod schemas, real git)', () => {
  it('numCandidates and limit narrowed to integer inside a union (mongodb-mcp-server 2.1.2 → 3.0.0): breaking, and a call with 2.5 now fails', async () => {
    const dir = repository(
      tool(vectorOrText('z.number()', 'z.number()')),
      tool(vectorOrText('z.number().int()', 'z.number().int()')),
      ['2.1.2', '2.2.0'],
    );
    const { code, report } = await cliJson(dir, ['check', '--base', 'main']);
    expect(report.contracts.changes.map((c: Change) => [c.change, c.class, c.bump, c.detail, c.path])).toEqual([
      [
        'parameter type narrowed',
        'breaking',
        'major',
        'query[kind="vector"].limit: number → integer',
        'inputSchema.properties.query.anyOf[0].properties.limit.type',
      ],
      [
        'parameter type narrowed',
        'breaking',
        'major',
        'query[kind="vector"].numCandidates: number → integer',
        'inputSchema.properties.query.anyOf[0].properties.numCandidates.type',
      ],
    ]);
    expect(code).toBe(1);
    expect(report.findings.find((f: Found) => f.code === 'SEMVER_BUMP_TOO_SMALL').message).toBe(
      "version 2.1.2 → 2.2.0 is a minor release, but the tools' changes need a major one",
    );
    const args = { query: { kind: 'vector', numCandidates: 2.5, limit: 10 } };
    expect(await callOn(dir, 'main', 'find', args)).toMatchObject({ isError: false });
    const head = await callOn(dir, 'pr', 'find', args);
    expect(head.isError).toBe(true);
    expect(head.text).toContain('Invalid arguments for tool find: query: Invalid input');
  });

  it('a new bound .min(1).max(50) on limit: breaking (maximum none → 50), not a patch; limit: 100 works on the base and fails on the head', async () => {
    const dir = repository(
      tool('q: z.string(), limit: z.number().int()'),
      tool('q: z.string(), limit: z.number().int().min(1).max(50)'),
      ['1.4.0', '1.4.1'],
    );
    const { code, report } = await cliJson(dir, ['check', '--base', 'main']);
    expect(report.contracts.suggestedBump).toBe('major');
    expect(report.contracts.changes.map((c: Change) => [c.change, c.class, c.detail, c.path])).toEqual([
      ['parameter bound added', 'breaking', 'limit: maximum none → 50', 'inputSchema.properties.limit.maximum'],
      ['parameter bound added', 'breaking', 'limit: minimum none → 1', 'inputSchema.properties.limit.minimum'],
    ]);
    expect(code).toBe(1);
    expect(report.findings.find((f: Found) => f.code === 'SEMVER_BUMP_TOO_SMALL')).toMatchObject({
      message: "version 1.4.0 → 1.4.1 is a patch release, but the tools' changes need a major one",
      fix: 'release 2.0.0, or make the changes compatible',
    });
    expect(await callOn(dir, 'main', 'find', { q: 'x', limit: 100 })).toMatchObject({ isError: false });
    const head = await callOn(dir, 'pr', 'find', { q: 'x', limit: 100 });
    expect(head).toMatchObject({ isError: true });
    expect(head.text).toContain('Too big: expected number to be <=50');
  });

  it('readOnlyHint true → false and destructiveHint turned on: breaking-class for hosts that auto-approve read-only tools', async () => {
    const dir = repository(
      tool('q: z.string()', ', annotations: { readOnlyHint: true }'),
      tool('q: z.string()', ', annotations: { readOnlyHint: false }'),
    );
    const { report } = await cliJson(dir, ['check', '--base', 'main']);
    expect(report.contracts.changes.map((c: Change) => [c.change, c.class, c.detail, c.path])).toEqual([
      ['readOnlyHint turned off', 'breaking', 'true → false', 'annotations.readOnlyHint'],
    ]);
    // The hint as the real client lists it on each side: what a host that auto-approves read-only tools reads.
    expect([
      (await callOn(dir, 'main', 'find', { q: 'x' })).annotations,
      (await callOn(dir, 'pr', 'find', { q: 'x' })).annotations,
    ]).toEqual([{ readOnlyHint: true }, { readOnlyHint: false }]);
    expect(breaking(report)).toEqual([
      "readOnlyHint turned off: true → false (hosts that approve tools by the base's hints, and agents that plan on them, now get a riskier tool; at annotations.readOnlyHint)",
    ]);
    const destructive = repository(
      tool('q: z.string()', ', annotations: { readOnlyHint: false, destructiveHint: false }'),
      tool('q: z.string()', ', annotations: { readOnlyHint: false, destructiveHint: true }'),
    );
    expect(
      (await cliJson(destructive, ['check', '--base', 'main'])).report.contracts.changes.map((c: Change) => [
        c.change,
        c.class,
      ]),
    ).toEqual([['destructiveHint turned on', 'breaking']]);
  });

  it('under 0.0.z every release may break (^0.0.3 is =0.0.3): 0.0.3 → 0.0.4 passes; under 0.y.z the minor is the breaking one: 0.3.1 → 0.3.2 needs 0.4.0', async () => {
    const base = tool('q: z.string(), limit: z.number()');
    const head = tool('q: z.string(), limit: z.number().max(50)');
    const zeroZero = await cliJson(repository(base, head, ['0.0.3', '0.0.4']), ['check', '--base', 'main']);
    expect(zeroZero.code).toBe(0);
    expect(zeroZero.report.findings.map((f: Found) => [f.code, f.fix])).toEqual([
      [
        'BREAKING_CHANGE',
        'keep it compatible (add, deprecate, then remove), or release it as a new version (0.0.4: under 0.0.z every release may break)',
      ],
    ]);
    const zeroY = await cliJson(repository(base, head, ['0.3.1', '0.3.2']), ['check', '--base', 'main']);
    expect(zeroY.code).toBe(1);
    expect(zeroY.report.findings.find((f: Found) => f.code === 'SEMVER_BUMP_TOO_SMALL')).toMatchObject({
      message:
        "version 0.3.1 → 0.3.2 is a patch release, but the tools' changes need a minor one (under 0.y.z the minor is the breaking one)",
      fix: 'release 0.4.0, or make the changes compatible',
    });
  });

  it("an output field retyped and one removed break structured consumers: the head's result fails the base's outputSchema; zod spelling alone is no change", async () => {
    const out = (fields: string, result: string) =>
      tool('q: z.string()', `, outputSchema: z.object({ ${fields} }), result: () => (${result})`);
    const dir = repository(
      out(
        'total: z.number(), items: z.array(z.object({ id: z.string(), score: z.number() }))',
        "{ total: 1, items: [{ id: 'a', score: 0.5 }] }",
      ),
      out('items: z.array(z.object({ id: z.string(), score: z.string() }))', "{ items: [{ id: 'a', score: 'high' }] }"),
    );
    const { report } = await cliJson(dir, ['check', '--base', 'main']);
    expect(report.contracts.changes.map((c: Change) => [c.change, c.class, c.detail])).toEqual([
      ['output field type changed', 'breaking', 'items[].score: number → string'],
      ['output field removed', 'breaking', 'total'],
    ]);
    // A consumer written against the base checks results with the base's outputSchema (ajv, as the client SDK does).
    const base = await callOn(dir, 'main', 'find', { q: 'x' });
    const head = await callOn(dir, 'pr', 'find', { q: 'x' });
    const validate = new Ajv2020({ strict: false, allErrors: true }).compile(base.outputSchema as object);
    expect(validate(base.structured)).toBe(true);
    expect(validate(head.structured)).toBe(false);
    expect(validate.errors?.map((e) => `${e.instancePath} ${e.message}`).sort()).toEqual([
      " must have required property 'total'",
      '/items/0/score must be number',
    ]);
    const same = repository(
      tool('q: z.string(), limit: z.number().int().optional()'),
      tool('limit: z.number().int().optional(), q: z.string()'),
    );
    expect((await cliJson(same, ['check', '--base', 'main'])).report.contracts.changes).toEqual([]);
  });
});
