// report.schema.json describes what the README documents of a report with hosts: servers[].hosts (session-start
// cost, perTool with unshortened names and cut descriptions) and fixtures[].hosts (what the model reads, cut or spilled).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { cliJson, project, ROOT, specServer } from '../helpers.js';

type Schema = {
  properties?: Record<string, Schema>;
  items?: Schema;
  $ref?: string;
  oneOf?: Schema[];
  type?: string | string[];
};
const schema = JSON.parse(readFileSync(path.join(ROOT, 'report.schema.json'), 'utf8'));

function resolve(node: Schema): Schema {
  return node.$ref
    ? resolve(
        node.$ref
          .split('/')
          .slice(1)
          .reduce((at: any, key) => at[key], schema),
      )
    : node;
}

/** Every key of `value` that the schema at `at` does not describe, as JSON paths. */
function undescribed(value: unknown, node: Schema, at: string): string[] {
  const here = resolve(node);
  if (Array.isArray(value))
    return here.items ? value.flatMap((item, index) => undescribed(item, here.items!, `${at}[${index}]`)) : [];
  if (value === null || typeof value !== 'object') return [];
  if (!here.properties) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    here.properties![key] ? undescribed(inner, here.properties![key]!, `${at}.${key}`) : [`${at}.${key}`],
  );
}

describe('report.schema.json and a real report with hosts', () => {
  it('validates servers[].hosts and fixtures[].hosts and describes every key they have', async () => {
    const long = 'Reads a page. '.repeat(1200); // 16,800 chars: claude-code cuts it at 16,384 (through tool search, its default)
    const spec = {
      tools: [
        {
          name: 'read_page',
          description: long,
          inputSchema: { type: 'object', properties: { id: { type: 'string', format: 'uuid' } } },
        },
        {
          name: 'a_tool_whose_name_is_long_enough_that_codex_and_gemini_shorten_it_for_their_models',
          description: 'B.',
          inputSchema: { type: 'object' },
        },
      ],
      results: { read_page: { content: [{ type: 'text', text: 'row of data, '.repeat(8000) }] } },
    };
    const dir = project({
      'spec.json': spec,
      'budget.json': {
        servers: { s: specServer('spec.json') },
        hosts: ['claude-code', 'codex', 'gemini-cli'],
        fixtures: [{ name: 'big', server: 's', tool: 'read_page', arguments: { id: 'x' } }],
      },
    });
    const { report } = await cliJson(dir, ['check']);
    const server = report.servers[0];
    expect(server.hosts.map((host: { host: string }) => host.host)).toEqual(['claude-code', 'codex', 'gemini-cli']);
    expect(server.hosts[0].perTool[0].descriptionCut).toBe(true);
    expect(
      server.hosts.some((host: { perTool: Array<{ unshortened?: string }> }) =>
        host.perTool.some((tool) => tool.unshortened),
      ),
    ).toBe(true);
    const outcomes = report.fixtures[0].hosts.map((host: { outcome: string }) => host.outcome);
    expect(outcomes).toContain('spilled');
    expect(outcomes).toContain('cut');

    const definitions = schema.definitions.server.properties.hosts;
    expect(definitions, 'servers[].hosts in report.schema.json').toBeDefined();
    expect(schema.definitions.fixture.properties.hosts, 'fixtures[].hosts in report.schema.json').toBeDefined();
    const validate = new Ajv({ strict: false }).compile(schema);
    validate(report);
    expect(validate.errors ?? []).toEqual([]);
    expect(
      undescribed(report.servers, schema.properties.servers, 'servers').filter((key) => key.includes('.hosts')),
    ).toEqual([]);
    expect(
      undescribed(report.fixtures, schema.properties.fixtures, 'fixtures').filter((key) => key.includes('.hosts')),
    ).toEqual([]);
    // The schema is strict where the report is: a host entry without its figures is not a report.
    const broken = structuredClone(report);
    delete broken.servers[0].hosts[0].sessionStartTokens;
    delete broken.fixtures[0].hosts[0].outcome;
    expect(validate(broken)).toBe(false);
  });
});
