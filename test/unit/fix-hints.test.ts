// A fix that fits the cause: the network, the message cap and a Windows-only command each get their own hint, and
// `edit:` names a place the budget file has (or says what to add where).
import { said } from './said.js';
import { describe, expect, it } from 'vitest';
import { lineFinder, placeFinder } from '../../src/budget/budget-file.js';
import { contractFindings } from '../../src/judge/contract-findings.js';
import type { ReportedFinding as Finding } from '../../src/judge/findings.js';
import { renderText } from '../../src/report/reporters/text.js';
import { failedServer, measurement, report, server, tool } from './measured.js';

const fixOf = (failure: Parameters<typeof failedServer>[1]) =>
  said(contractFindings({}, measurement([failedServer('s', failure)])))[0]!.fix!;

describe('a server failure gets the fix for its cause', () => {
  it('a server that cannot resolve a host name needs the network', () => {
    const fix = fixOf({
      detail: 'exited with code 1 before answering initialize',
      stderr: 'Error: getaddrinfo EAI_AGAIN api.notion.com\n    at GetAddrInfoReqWrap.onlookup',
    });
    expect(fix).toContain('it needs the network (getaddrinfo EAI_AGAIN api.notion.com), and the sandbox gives it none');
    expect(fix).toContain('"sandbox": { "network": "host" }');
    expect(fix).toContain("on a pull request, the base branch's budget.json is the policy");
    expect(
      fixOf({
        detail: 'exited with code 1',
        stderr: 'FetchError: request to https://x.invalid failed, reason: getaddrinfo ENOTFOUND x.invalid',
      }),
    ).toContain('getaddrinfo ENOTFOUND x.invalid');
  });

  it('a tools/list over the message cap names the option that raises it', () => {
    const fix = fixOf({
      code: 'PROTOCOL_ERROR',
      phase: 'list',
      detail: 'tools/list page of 70000000 bytes exceeds the message cap',
    });
    expect(fix).toContain('--max-message-bytes');
    expect(fix).not.toContain('by hand');
  });

  it('a Windows form (cmd /c, npx.cmd, a backslash path) says the check runs on Linux and macOS', () => {
    for (const failure of [
      { detail: 'command not found: cmd (looked in PATH and /p)' },
      { detail: 'command not found: npx.cmd (looked in PATH and /p)' },
      {
        detail: 'exited with code 1 before answering initialize',
        stderr: "Error: Cannot find module '/p/C:\\Users\\me\\server\\dist\\index.js'",
      },
    ]) {
      const fix = fixOf(failure);
      expect(fix).toContain('written for Windows');
      expect(fix).toContain('mcp-budget runs servers on Linux and macOS');
    }
    expect(fixOf({ detail: 'command not found: my-server (looked in PATH and /p)' })).not.toContain('Windows');
  });
});

describe('a start or call failure gets a fix that fits it (issue 50)', () => {
  it('a network call at start that fails in the sandbox needs the network, however the runtime says it', () => {
    for (const stderr of [
      'TypeError: fetch failed\n  [cause]: Error: connect ENETUNREACH 104.18.32.7:443',
      'socket.gaierror: [Errno -3] Temporary failure in name resolution',
      'requests.exceptions.ConnectionError: Failed to establish a new connection: [Errno -2] Name or service not known',
      'OSError: [Errno 101] Network is unreachable',
      'Get "https://api.example.com/v1": dial tcp: lookup api.example.com on 127.0.0.53:53: no such host',
    ]) {
      const fix = fixOf({ detail: 'exited with code 1 before answering initialize', stderr });
      expect(fix, stderr).toContain('it needs the network (');
      expect(fix, stderr).toContain('"sandbox": { "network": "host" }');
    }
  });

  it('the network hint is not given to a server that had the network', () => {
    const failed = failedServer('s', {
      detail: 'exited with code 1',
      stderr: 'Error: connect ENETUNREACH 10.0.0.1:443',
    });
    failed.sandbox = { network: 'host', method: 'bwrap', envFromCaller: [], envUnresolved: [] };
    const fix = said(contractFindings({}, measurement([failed])))[0]!.fix!;
    expect(fix).not.toContain('needs the network');
  });

  it('a relative Windows path (dist\\index.mjs) is a Windows path too', () => {
    for (const stderr of [
      "Error: Cannot find module '/work/p/dist\\index.mjs'",
      "python3: can't open file '/work/p/src\\server.py': [Errno 2] No such file or directory",
    ]) {
      const fix = fixOf({ detail: 'exited with code 1 before answering initialize', stderr });
      expect(fix, stderr).toContain('this entry is written for Windows (');
      expect(fix, stderr).toMatch(/\((?:dist\\index\.mjs|src\\server\.py)\)/);
      expect(fix, stderr).toMatch(/forward slashes: (?:dist\/index\.mjs|src\/server\.py)\)/);
    }
    // A JSON escape in a message is no path.
    expect(fixOf({ detail: 'exited with code 1', stderr: 'SyntaxError: Unexpected token in "a\\nb"' })).not.toContain(
      'Windows',
    );
  });

  it('a crash in the middle of a tool call is told about that call, not that measure shows the same error', () => {
    const fix = fixOf({
      code: 'SERVER_CRASHED',
      phase: 'call search_events',
      detail: 'the server exited (code 134) during tools/call',
      stderr: 'FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory',
    });
    expect(fix).not.toContain('shows the same error');
    expect(fix).toContain('search_events');
    expect(fix).toContain('fixture');
  });
});

describe('edit: points at a place the file has', () => {
  const text = '{\n  "servers": { "s": { "command": "node" } },\n  "limits": {\n    "toolBytes": 4000\n  }\n}\n';
  const finding = (path: Finding['path'], extra: Partial<Finding> = {}): Finding => ({
    code: 'BREAKING_CHANGE',
    severity: 'warning',
    subject: 's/a',
    message: 'm',
    path,
    ...extra,
  });
  const render = (f: Finding) =>
    renderText(
      { ...report([server('s', [tool('a')])]), findings: [f] },
      { command: 'check', color: false, lineOf: lineFinder(text), placeOf: placeFinder(text) },
    )
      .split('\n')
      .find((line) => line.includes('edit:'));

  it('a key the file has: its line', () => {
    expect(render(finding(['limits', 'toolBytes']))).toBe('        edit: budget.json:4 limits.toolBytes');
  });
  it('a top-level key the file does not have: add it, with no line 1 to look at', () => {
    expect(render(finding(['breakingChanges']))).toBe('        edit: budget.json: add breakingChanges (top level)');
  });
  it('a key under one the file has: add it there, at that line', () => {
    expect(render(finding(['limits', 'toolTokens']))).toBe('        edit: budget.json:3 add toolTokens in limits');
  });
  it('a host finding about a tool does not point at the hosts line: the fix is in the server, not in dropping the host', () => {
    expect(render(finding(['hosts'], { code: 'HOST_SCHEMA_STRIPPED', host: 'codex' }))).toBeUndefined();
  });
});
