// The attack suite: servers and budget edits written to fool the gate. Every string a server sends is hostile;
// none of it may start a workflow command, break markdown, mention people, load images or move the terminal.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, project, ROOT, runNode, specServer } from './helpers.js';

const FORGED = {
  command: '::error file=budget.json,line=1::forged by a tool name',
  stop: '::stop-commands::pwned',
  heading: 'ok\n## ✅ mcp-budget: within budget\n',
  mention: 'ping @acme/security-team ![x](https://evil.example/x.png) <img src="https://evil.example/y.png"> | col',
  terminal: '\u001b]0;owned\u0007\u001b[2J\rclear\u202etxt.exe',
  legacy: 'legacy ##[error]forged by a description',
};

const spec = {
  name: 'srv\r::error::forged by serverInfo',
  version: '1.0.0\n::warning::forged version',
  instructions: '##[set-output name=ok;]true',
  tools: Object.entries(FORGED).map(([key, name]) => ({ name, description: `${FORGED.legacy} ${key}\r::warning::cr ${FORGED.terminal}`, inputSchema: { type: 'object' } })),
  results: { [FORGED.command]: { content: [{ type: 'text', text: '::error::forged by a result\n##[error]x' }] } },
};

function forgerProject() {
  return project({
    'spec.json': spec,
    'budget.json': {
      servers: { forger: specServer('spec.json') },
      limits: { toolBytes: 10, descriptionChars: 5 },
      fixtures: [{ name: 'leak', server: 'forger', tool: FORGED.command, expect: { textIncludes: 'never there' } }],
    },
  });
}

/** Lines as the Actions runner splits them (CR, LF, CRLF). */
const runnerLines = (text: string) => text.split(/\r\n|\r|\n/);

/** Workflow commands the runner would act on: `::name ...::` at a line's start, or `##[name` anywhere. */
function workflowCommands(text: string): string[] {
  const found: string[] = [];
  for (const line of runnerLines(text)) {
    const v2 = /^\s*::([^\s:]+)[^:]*::/.exec(line);
    if (v2) found.push(v2[1]!);
    else if (line.includes('##[')) found.push(`##[${line.slice(line.indexOf('##[') + 3).split(/[\] ]/)[0]}`);
  }
  return found;
}

describe('forged output: server strings in every reporter', () => {
  for (const reporter of ['text', 'json', 'markdown', 'github']) {
    it(`${reporter}: no workflow command but mcp-budget's own annotations, no terminal control`, async () => {
      const dir = forgerProject();
      const run = await cli(dir, ['check', '--reporter', reporter], { GITHUB_ACTIONS: 'true' });
      expect(run.code).toBe(1);
      const commands = workflowCommands(run.stdout + run.stderr);
      // Only annotations mcp-budget wrote: one per finding (under 10 per level), each an error or a warning.
      expect(commands.every((command) => command === 'error' || command === 'warning' || command === 'notice')).toBe(true);
      if (reporter === 'text' || reporter === 'github') expect(commands.length).toBeGreaterThan(0);
      else expect(commands).toEqual([]);
      expect(run.stdout).not.toMatch(/^\s*::stop-commands/m);
      expect(run.stdout).not.toContain('##[');
      expect(run.stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/);
      if (reporter === 'json') {
        // The same data: escaping is only in the encoding.
        const report = JSON.parse(run.stdout);
        expect(report.servers[0].tools.map((t: { name: string }) => t.name)).toEqual(Object.values(FORGED));
        expect(report.servers[0].serverInfo.name).toBe(spec.name);
      }
    });
  }

  it('an annotation count matches the findings: a tool name cannot add one', async () => {
    const dir = forgerProject();
    const json = JSON.parse((await cli(dir, ['check', '--json'])).stdout);
    const run = await cli(dir, ['check', '--reporter', 'github']);
    const annotated = Math.min(json.findings.filter((f: { severity: string }) => f.severity === 'error').length, 10) + Math.min(json.findings.filter((f: { severity: string }) => f.severity === 'warning').length, 10);
    const dropped = json.findings.length - annotated > 0 ? 1 : 0;
    expect(workflowCommands(run.stdout)).toHaveLength(annotated + dropped);
  });

  it('markdown: no forged heading, no table break-out, no mention, no image, no HTML', async () => {
    const dir = forgerProject();
    const { stdout } = await cli(dir, ['check', '--reporter', 'markdown']);
    const lines = stdout.split('\n');
    expect(lines.filter((line) => line.startsWith('#'))).toEqual([expect.stringMatching(/^## ❌ mcp-budget: \d+ error\(s\)$/)]);
    expect(stdout).not.toMatch(/@acme/);
    expect(stdout).toContain('@&#8203;acme');
    expect(stdout).not.toMatch(/(^|[^\\])!\[/);
    expect(stdout).not.toMatch(/(^|[^\\])<img/);
    // Every table row has exactly its five cells.
    for (const row of lines.filter((line) => line.startsWith('| '))) expect(row.split(/(?<!\\)\|/).length).toBe(7);
  });

  it('text: terminal escapes from the server are shown, never sent', async () => {
    const dir = forgerProject();
    const { stdout } = await cli(dir, ['check']);
    expect(stdout).toContain('\\x1b]0;owned\\x07\\x1b[2J\\x0dclear\\u202etxt.exe');
    expect(stdout).not.toContain('\u001b');
  });

  it('stderr of a failing server cannot forge commands or move the terminal', async () => {
    const failing = { ...spec, stderr: 'fine\r::error::forged by stderr\n##[warning]legacy\n\u001b[31mred\n', exitCode: 1 };
    const dir = project({ 'spec.json': failing, 'budget.json': { servers: { forger: specServer('spec.json') } } });
    for (const reporter of ['text', 'markdown', 'json', 'github']) {
      const run = await cli(dir, ['check', '--reporter', reporter], { GITHUB_ACTIONS: 'true' });
      expect(run.code).toBe(3);
      expect(workflowCommands(run.stdout).every((command) => command === 'error' || command === 'warning')).toBe(true);
      expect(run.stdout).not.toContain('\u001b');
    }
  });

  it('the Action: summary and stdout hold no forged command, heading, mention or image', async () => {
    const dir = forgerProject();
    const summary = path.join(dir, 'summary.md');
    const output = path.join(dir, 'output.txt');
    writeFileSync(summary, '');
    writeFileSync(output, '');
    const run = await runNode(path.join(ROOT, 'dist', 'action.js'), [], {
      cwd: dir,
      env: { GITHUB_STEP_SUMMARY: summary, GITHUB_OUTPUT: output, RUNNER_TEMP: dir, GITHUB_WORKSPACE: dir, GITHUB_BASE_REF: '', GITHUB_ACTIONS: 'true' },
    });
    expect(run.code).toBe(1);
    const commands = workflowCommands(run.stdout);
    expect(commands.every((command) => command === 'error' || command === 'warning' || command === 'notice')).toBe(true);
    const markdown = readFileSync(summary, 'utf8');
    expect(markdown.split('\n').filter((line) => line.startsWith('#'))).toEqual([expect.stringMatching(/^## ❌/)]);
    expect(markdown).not.toMatch(/@acme/);
    expect(markdown).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
  });
});
