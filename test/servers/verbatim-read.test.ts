// PRETTY_PRINTED_TEXT on a file read verbatim: @modelcontextprotocol/server-filesystem's read_text_file returns a
// pretty-printed .json file's exact contents. "JSON.stringify(value) without indentation" is wrong advice there: the
// tool's job is the file as it is (a model editing it needs its lines). A tool that serializes its own value with
// indentation still gets the warning.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, cliJson, project, ROOT, specServer } from '../helpers.js';

const FILESYSTEM = path.join(ROOT, 'node_modules', '@modelcontextprotocol', 'server-filesystem', 'dist', 'index.js');
const settings = {
  name: 'widgets',
  version: '1.4.2',
  scripts: { build: 'tsc -p .', test: 'vitest run' },
  dependencies: { zod: '4.1.0', ajv: '8.17.1' },
};

describe('a pretty-printed JSON text', () => {
  it('read verbatim from a file by read_text_file: no PRETTY_PRINTED_TEXT, no advice to re-serialize the file', async () => {
    const dir = project({
      'budget.json': {
        servers: { files: { command: process.execPath, args: [FILESYSTEM, '.'] } },
        fixtures: [{ name: 'settings', server: 'files', tool: 'read_text_file', arguments: { path: 'settings.json' } }],
      },
    });
    writeFileSync(path.join(dir, 'settings.json'), `${JSON.stringify(settings, null, 2)}\n`);
    const { report } = await cliJson(dir, ['check']);
    const fixture = report.fixtures[0];
    expect(fixture.isError).toBe(false);
    expect(fixture.answer.preview).toContain('"version": "1.4.2"');
    // The figure is still measured and kept in the report: only the advice is withheld.
    expect(fixture.pages[0].shape.prettyPrinted.tokens).toBeGreaterThan(0);
    const codes = report.findings
      .filter((f: { subject: string }) => f.subject === 'fixture:settings')
      .map((f: { code: string }) => f.code);
    expect(codes).not.toContain('PRETTY_PRINTED_TEXT');
    expect(codes).not.toContain('STRING_WRAPPED_STRUCTURED');
    // suggest may still offer the compact text, as a choice that says what the model loses: the file as it is.
    const run = await cli(dir, ['suggest', 'fixture:settings', '--json']);
    const compact = JSON.parse(run.stdout).proposals.find((p: { kind: string }) => p.kind === 'compact-json-text');
    expect(compact).toMatchObject({
      lossless: false,
      loses: 'the file as it is (its indentation and lines, which a model editing it needs)',
    });
  });

  it('serialized by the tool from its own value with indentation: the warning and its advice stay', async () => {
    const dir = project({
      'spec.json': {
        tools: [{ name: 'get_settings', description: 'Settings.', inputSchema: { type: 'object' } }],
        results: { get_settings: { content: [{ type: 'text', text: JSON.stringify(settings, null, 2) }] } },
      },
      'budget.json': {
        servers: { s: specServer('spec.json') },
        fixtures: [{ name: 'settings', server: 's', tool: 'get_settings' }],
      },
    });
    const { report } = await cliJson(dir, ['check']);
    const pretty = report.findings.find((f: { code: string }) => f.code === 'PRETTY_PRINTED_TEXT');
    expect(pretty).toMatchObject({
      subject: 'fixture:settings',
      fix: 'serialize with JSON.stringify(value) instead of JSON.stringify(value, null, 2)',
    });
  });

  it('a tool that takes a .json path but answers with its own value, serialized with indentation: still warned', async () => {
    const dir = project({
      'spec.json': {
        tools: [
          {
            name: 'get_config',
            description: 'Config.',
            inputSchema: { type: 'object', properties: { path: { type: 'string' } } },
          },
        ],
        results: {
          get_config: {
            content: [{ type: 'text', text: JSON.stringify(settings, null, 2) }],
            structuredContent: settings,
          },
        },
      },
      'budget.json': {
        servers: { s: specServer('spec.json') },
        fixtures: [{ name: 'config', server: 's', tool: 'get_config', arguments: { path: 'config.json' } }],
      },
    });
    const { report } = await cliJson(dir, ['check']);
    expect(report.fixtures[0].pages[0].shape.prettyPrinted.ofStructured).toBe(true);
    expect(report.findings.map((f: { code: string }) => f.code)).toContain('PRETTY_PRINTED_TEXT');
  });
});
