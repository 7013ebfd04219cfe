// MCP_BUDGET_TRACE (src/shell/trace.ts): a run of the built CLI against a real server writes each phase with its time
// and the CPU mcp-budget's own process had used, in the order the pipeline runs; `npm run bench` reads these back.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_CLI, project, ROOT, runNode, tempDir } from '../helpers.js';

const MEMORY = path.join(ROOT, 'node_modules', '@modelcontextprotocol', 'server-memory', 'dist', 'index.js');

interface Mark {
  phase: string;
  server?: string;
  ms: number;
  cpuMs: number;
}

describe('MCP_BUDGET_TRACE', () => {
  it('marks every phase of a measure run in order, with monotonic times and own CPU', async () => {
    const dir = project({});
    const file = path.join(tempDir(), 'trace.jsonl');
    const run = await runNode(BUILT_CLI, ['measure', '--json', '--server', `memory=${process.execPath} ${MEMORY}`], {
      cwd: dir,
      env: { MCP_BUDGET_TRACE: file, MEMORY_FILE_PATH: path.join(dir, 'memory.jsonl') },
    });
    expect(run.code).toBe(0);
    // The trace goes to its file: the report on stdout is untouched by it.
    expect(JSON.parse(run.stdout).servers[0].tools.length).toBe(9);
    const marks = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Mark);
    const phases = marks.map((m) => m.phase);
    const order = [
      'modules loaded',
      'config loaded',
      'spawn requested',
      'sandbox plan built',
      'spawned',
      'first byte',
      'era probe answered',
      'handshake answered',
      'tools listed',
      'tools listed again',
      'other listings',
      'counted',
      'schemas checked',
      'server ended',
      'server done',
      'measured',
      'judged',
      'rendered',
      'exit',
    ];
    expect(order.filter((phase) => phases.includes(phase))).toEqual(order);
    expect(order.map((phase) => phases.indexOf(phase))).toEqual(
      [...order.map((phase) => phases.indexOf(phase))].sort((a, b) => a - b),
    );
    expect(phases).toContain('client SDK loaded');
    expect(marks.filter((m) => m.phase === 'spawned').map((m) => m.server)).toEqual(['memory']);
    for (let i = 1; i < marks.length; i++) {
      expect(marks[i]!.ms).toBeGreaterThanOrEqual(marks[i - 1]!.ms);
      expect(marks[i]!.cpuMs).toBeGreaterThanOrEqual(marks[i - 1]!.cpuMs);
    }
    expect(marks[0]!.cpuMs).toBeGreaterThan(0);
  });

  it('writes nothing when unset', async () => {
    const dir = project({});
    const run = await runNode(BUILT_CLI, ['measure', '--server', `memory=${process.execPath} ${MEMORY}`], {
      cwd: dir,
      env: { MEMORY_FILE_PATH: path.join(dir, 'memory.jsonl') },
    });
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
  });
});
