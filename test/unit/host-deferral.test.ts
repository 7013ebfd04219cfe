// Which side of each host's deferral threshold a session lands on (tool search, virtual tools), how far from it, and
// what the session start costs on that side; a change that tips a host to the other side is HOST_DEFERRAL_CROSSED.
import { describe, expect, it } from 'vitest';
import { HOST_PROFILES } from '../../src/budget/host-profiles.js';
import { hostCrossings } from '../../src/judge/base/host-crossings.js';
import { hostFindings } from '../../src/judge/host-findings.js';
import { hostDefinitions } from '../../src/measure/host-definitions.js';
import { deferralSide } from '../../src/measure/hosts/host-deferral.js';
import type { ServerReport } from '../../src/measure/measurement.js';
import { renderMarkdown } from '../../src/report/reporters/markdown.js';
import { renderText } from '../../src/report/reporters/text.js';
import { buildReport } from '../../src/judge/judge.js';
import { measurement, report, server } from './measured.js';
import { o200k } from './tokenizer.js';

const tools = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    name: `tool_${i}`,
    description: `Does thing number ${i} and returns what it found.`,
    inputSchema: { type: 'object', properties: { id: { type: 'string' } } },
  }));
const HOSTS = ['copilot-cli', 'codex', 'qwen-code', 'gemini-cli', 'vscode-copilot', 'claude-code'];
const measured = (name: string, n: number): ServerReport =>
  server(name, [], { hosts: hostDefinitions(HOSTS, name, tools(n), 'Use it.', o200k, undefined, false) });
const views = (host: string, servers: ServerReport[]) =>
  servers.flatMap((s) => s.hosts?.filter((h) => h.host === host) ?? []);
const side = (host: string, servers: ServerReport[], model?: string) =>
  deferralSide(HOST_PROFILES[host]!, views(host, servers), model);

describe('host-deferral: the side of each host threshold a session lands on', () => {
  it('Copilot CLI loads up to 30 tools up front and defers past them; the session start is the side it lands on', () => {
    const under = [measured('a', 20), measured('b', 9)];
    const over = [measured('a', 20), measured('b', 11)];
    const up = side('copilot-cli', under);
    expect(up).toMatchObject({ rule: 'tools-over', deferred: false, tools: 29, threshold: 30, margin: 1 });
    expect(up.sessionStartTokens).toBe(views('copilot-cli', under).reduce((sum, v) => sum + v.tokens, 0));
    const past = side('copilot-cli', over);
    expect(past).toMatchObject({ rule: 'tools-over', deferred: true, tools: 31, threshold: 30, margin: -1 });
    // Behind tool search only the names go out at start: far less than the 31 definitions.
    expect(past.sessionStartTokens).toBe(
      views('copilot-cli', over).reduce((sum, v) => sum + v.sessionStartDeferred!, 0),
    );
    expect(past.sessionStartTokens).toBeLessThan(views('copilot-cli', over).reduce((sum, v) => sum + v.tokens, 0) / 3);
  });

  it('Codex defers with a model its bundled metadata knows (the profile assumes gpt-5.5) and sends everything up front with another', () => {
    const servers = [measured('a', 3)];
    expect(HOST_PROFILES.codex!.facts.assumedModel?.value).toBe('gpt-5.5');
    expect(side('codex', servers)).toMatchObject({ rule: 'model', deferred: true, model: 'gpt-5.5' });
    const unknown = side('codex', servers, 'my-local-model');
    expect(unknown).toMatchObject({ rule: 'model', deferred: false, model: 'my-local-model' });
    expect(unknown.sessionStartTokens).toBe(views('codex', servers)[0]!.sessionStartUpFront);
  });

  it('Qwen Code and Claude Code defer whatever the count; Gemini CLI never does; VS Code virtualizes past 128 with its own tools counted', () => {
    const servers = [measured('a', 2)];
    expect(side('qwen-code', servers)).toMatchObject({ rule: 'always', deferred: true });
    expect(side('claude-code', servers)).toMatchObject({ rule: 'always', deferred: true });
    expect(side('claude-code', servers, 'claude-3-5-sonnet-20241022')).toMatchObject({ deferred: false });
    expect(side('gemini-cli', servers)).toMatchObject({ rule: 'none', deferred: false });
    const reserved = HOST_PROFILES['vscode-copilot']!.facts.reservedTools?.value ?? 0;
    expect(side('vscode-copilot', servers)).toMatchObject({
      rule: 'tools-over',
      deferred: false,
      tools: 2 + reserved,
      threshold: 128,
      margin: 126 - reserved,
    });
  });

  it('a change that tips a host to the other side is HOST_DEFERRAL_CROSSED, with both counts and both session starts', () => {
    const base = { servers: [measured('a', 29)], fixtures: [] };
    const head = { servers: [measured('a', 31)], fixtures: [] };
    const crossed = hostCrossings(base, head).filter((f) => f.code === 'HOST_DEFERRAL_CROSSED');
    expect(crossed).toHaveLength(1);
    expect(crossed[0]).toMatchObject({
      host: 'copilot-cli',
      severity: 'warning',
      limit: 30,
      actual: 31,
      unit: 'tools',
      args: { deferred: true, before: { tools: 29, deferred: false } },
    });
    expect(crossed[0]!.args.before.sessionStartTokens).toBeGreaterThan(crossed[0]!.args.sessionStartTokens);
    // Back under the threshold is said too; no change of side, nothing said.
    expect(hostCrossings(head, base).filter((f) => f.code === 'HOST_DEFERRAL_CROSSED')).toHaveLength(1);
    expect(hostCrossings(base, base).filter((f) => f.code === 'HOST_DEFERRAL_CROSSED')).toHaveLength(0);
  });

  it('hostLimits.sessionStartTokens holds the session on its side: Copilot CLI past 30 tools counts names, not 31 definitions', () => {
    const over = [measured('a', 20), measured('b', 11)];
    const deferred = side('copilot-cli', over).sessionStartTokens;
    const upFront = views('copilot-cli', over).reduce((sum, v) => sum + v.tokens, 0);
    const limit = { hosts: ['copilot-cli'], hostLimits: { 'copilot-cli': { sessionStartTokens: deferred } } };
    expect(hostFindings(limit, over, []).filter((f) => f.code === 'HOST_OVER_BUDGET')).toEqual([]);
    const tight = { ...limit, hostLimits: { 'copilot-cli': { sessionStartTokens: deferred - 1 } } };
    expect(hostFindings(tight, over, []).find((f) => f.code === 'HOST_OVER_BUDGET')).toMatchObject({
      actual: deferred,
    });
    expect(upFront).toBeGreaterThan(deferred);
  });

  it('a model named in budget.json is kept on the view and decides the side: Codex with a model it does not know sends every definition', () => {
    const [codex] = hostDefinitions(['codex'], 'a', tools(3), 'Use it.', o200k, undefined, false, {
      codex: 'my-local-model',
    });
    expect(codex).toMatchObject({ model: 'my-local-model', sessionStartTokens: codex!.sessionStartUpFront });
    expect(deferralSide(HOST_PROFILES.codex!, [codex!])).toMatchObject({ deferred: false, model: 'my-local-model' });
  });

  it('the text report and the summary say, per host, the side, how far from the threshold, and the session start on it', () => {
    const over = [measured('a', 20), measured('b', 11)];
    const tokens = side('copilot-cli', over).sessionStartTokens;
    const line = `copilot-cli: deferred (definitions loaded on use): 31 tools, 1 past its threshold of 30; session start ${tokens.toLocaleString('en-US')} tokens`;
    const options = { command: 'check', color: false } as Parameters<typeof renderText>[1];
    expect(renderText(report(over), options)).toContain(`  - ${line}`);
    // The summary escapes what markdown could read as markup (its colons too), as everywhere in it.
    expect(renderMarkdown(report(over), options)).toContain(`- ${line.replaceAll(':', '\\:')}`);
    expect(renderText(report([measured('a', 29)]), options)).toContain(
      'copilot-cli: up front: 29 tools, 1 under its threshold of 30; session start',
    );
    expect(renderText(report(over), options)).toMatch(/codex: deferred \(definitions loaded on use\) with gpt-5\.5/);
  });

  it("a server's variants are alternatives: 20 tools as itself or 20 as a variant are 20 in a session, not 40 past 30", () => {
    const variant = (name: string, of: string, n: number) => ({ ...measured(name, n), variant: { of, name: 'lite' } });
    const base = { servers: [measured('a', 20), variant('a@lite', 'a', 20)], fixtures: [] };
    const head = { servers: [measured('a', 20), variant('a@lite', 'a', 20)], fixtures: [] };
    head.servers[1] = variant('a@lite', 'a', 21);
    expect(hostCrossings(base, head).filter((f) => f.code === 'HOST_DEFERRAL_CROSSED')).toEqual([]);
    // Past 30 in one way of running them: said with that way.
    const over = { servers: [measured('a', 20), variant('a@lite', 'a', 31)], fixtures: [] };
    const crossed = hostCrossings(base, over).filter((f) => f.code === 'HOST_DEFERRAL_CROSSED');
    expect(crossed.map((f) => [f.host, f.subject, f.actual])).toEqual([['copilot-cli', 'copilot-cli (a@lite)', 31]]);
  });

  it('the JSON report says per host and way of running the servers which side the session lands on (hostSessions)', () => {
    const over = [measured('a', 20), measured('b', 11)];
    const built = buildReport(measurement(over), []);
    const copilot = built.hostSessions?.find((session) => session.host === 'copilot-cli');
    expect(copilot).toEqual({
      host: 'copilot-cli',
      rule: 'tools-over',
      deferred: true,
      tools: 31,
      threshold: 30,
      margin: -1,
      sessionStartTokens: side('copilot-cli', over).sessionStartTokens,
    });
    expect(built.hostSessions?.map((session) => session.host)).toEqual(HOSTS);
    expect(buildReport(measurement([server('plain')]), []).hostSessions).toBeUndefined();
  });
});
