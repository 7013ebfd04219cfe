// `suggest` finds the projection: on the repository's own pass-through pull request server, the field allowlist it
// prints is applied by hand to what the server really sent (a raw client, not mcp-budget's), counted with
// gpt-tokenizer's own API, and the saving it printed is the saving made.
import path from 'node:path';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { cli, cliJson, ROOT } from '../helpers.js';
import { rawCall } from '../independent-client.js';

type Printed = {
  subject: string;
  kind: string;
  lossless: boolean;
  change: string;
  loses?: string;
  code?: string;
  saves: { bytes: number; tokens: number };
};

const CONFIG = 'examples/prs/before/budget.json';
const tokens = (text: string) => countTokens(text, { disallowedSpecial: new Set() });

/** The printed code shape, run as a reader would paste it: it defines `shape` and `project(value, shape)`. */
function applyPrinted(code: string, records: unknown): unknown {
  const { shape, project } = new Function(`${code}\nreturn { shape, project };`)() as {
    shape: unknown;
    project: (value: unknown, shape: unknown) => unknown;
  };
  return project(records, shape);
}

describe('suggest: projection proposals on examples/prs/before', () => {
  it('the field allowlist saves at least 85%, names head.repo/base.repo and the body preview, and applied by hand saves exactly that', async () => {
    const { report } = await cliJson(ROOT, ['check', '--config', CONFIG]);
    const fixture = report.fixtures.find((f: { name: string }) => f.name === 'all-prs');
    const run = await cli(ROOT, ['suggest', 'fixture:all-prs', '--config', CONFIG, '--json']);
    expect(run.code).toBe(0);
    const proposals = JSON.parse(run.stdout).proposals as Printed[];
    expect(proposals.map((p) => p.kind)).toEqual(
      expect.arrayContaining([
        'field-allowlist',
        'repeated-nested-objects',
        'entity-to-identifier',
        'url-fields',
        'text-preview',
        'opaque-fields',
      ]),
    );
    const composite = proposals.find((p) => p.kind === 'field-allowlist')!;
    expect(proposals[0]).toBe(composite);
    expect(composite.saves.tokens / fixture.tokens).toBeGreaterThanOrEqual(0.85);
    expect(composite.change).toContain('head.repo');
    expect(composite.change).toContain('base.repo');
    expect(composite.change).toMatch(/"body" cut to a \d+-char preview with "body_truncated"/);
    expect(composite.change).toContain('get_pull_request');
    expect(composite.code).toBeDefined();

    // By hand: what the server sent, from a raw client; the printed code applied to its records; counted again.
    const line = await rawCall(
      process.execPath,
      ['server.mjs'],
      path.join(ROOT, 'examples/prs/before'),
      'list_pull_requests',
      { state: 'all' },
    );
    const message = JSON.parse(line);
    const text = message.result.content[0].text as string;
    expect(tokens(text)).toBe(fixture.tokens);
    const projected = JSON.stringify(applyPrinted(composite.code!, JSON.parse(text)));
    const changed = JSON.stringify({
      ...message,
      result: { ...message.result, content: [{ ...message.result.content[0], text: projected }] },
    });
    expect(composite.saves).toEqual({
      bytes: Buffer.byteLength(line) - Buffer.byteLength(changed),
      tokens: tokens(text) - tokens(projected),
    });
    // What a follow-up call needs is still there: every record's number, and the body's flag says where it was cut.
    const records = JSON.parse(projected) as Array<Record<string, unknown>>;
    expect(records.map((r) => r.number)).toEqual(JSON.parse(text).map((r: { number: number }) => r.number));
    const bodies = JSON.parse(text).map((r: { body: string }) => r.body) as string[];
    expect(records.map((r) => r.body_truncated)).toEqual(bodies.map((body) => body.length > 200));
    expect(records.map((r) => r.body)).toEqual(bodies.map((body) => body.slice(0, 200)));
  });

  it('each projection proposal is measured on its own: the repeated objects, the entities, the URLs, the body, the opaque ids', async () => {
    const proposals = JSON.parse((await cli(ROOT, ['suggest', 'fixture:all-prs', '--config', CONFIG, '--json'])).stdout)
      .proposals as Printed[];
    const of = (kind: string) => proposals.find((p) => p.kind === kind)!;
    expect(of('repeated-nested-objects').change).toMatch(/head\.repo.*30 of 30 records/);
    expect(of('repeated-nested-objects').change).toContain('"full_name"');
    expect(of('entity-to-identifier').change).toMatch(/"user" to its "login"/);
    expect(of('url-fields').change).toContain('_links');
    expect(of('text-preview').change).toContain('get_pull_request');
    for (const kind of ['repeated-nested-objects', 'entity-to-identifier', 'url-fields', 'text-preview'])
      expect(of(kind).saves.tokens, kind).toBeGreaterThan(2_000);
    const text = await cli(ROOT, ['suggest', 'fixture:all-prs', '--config', CONFIG]);
    expect(text.stdout).toContain('const shape = ');
  });
});
