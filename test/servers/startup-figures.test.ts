// Issue 52, the first turn: each server's start-up, spawn to its tools/list answered, over N starts (the run's own
// start and --starts more), in the JSON report through the built CLI. Figures of starts, never of milliseconds.
import { describe, expect, it } from 'vitest';
import { BUILT_CLI, project, runNode, specServer } from '../helpers.js';

const spec = {
  name: 'starts',
  tools: [{ name: 'small', description: 'Greets.', inputSchema: { type: 'object', properties: {} } }],
  results: {},
};

describe('start-up figures: spawn to tools/list answered, per start', () => {
  it('--starts 3 on check: servers[].startup.starts is 3, with a median and a slowest no faster than it', async () => {
    const dir = project({ 'spec.json': spec, 'budget.json': { servers: { s: specServer('spec.json') } } });
    const run = await runNode(BUILT_CLI, ['check', '--starts', '3', '--json'], { cwd: dir });
    expect(run.code).toBe(0);
    const startup = JSON.parse(run.stdout).servers[0].startup;
    expect(startup.starts).toBe(3);
    expect(startup.slowestMs).toBeGreaterThanOrEqual(startup.medianMs);
    expect(startup.note).toMatch(/machine of this run/);
  });

  it("without --starts the run's own start is the one figure (an ordinary check starts each server no more)", async () => {
    const dir = project({ 'spec.json': spec, 'budget.json': { servers: { s: specServer('spec.json') } } });
    const run = await runNode(BUILT_CLI, ['measure', '--json'], { cwd: dir });
    expect(run.code).toBe(0);
    const startup = JSON.parse(run.stdout).servers[0].startup;
    expect(startup.starts).toBe(1);
    expect(startup.medianMs).toBe(startup.slowestMs);
  });

  it('--starts outside 1..20 is a usage error (exit 2)', async () => {
    const dir = project({ 'spec.json': spec, 'budget.json': { servers: { s: specServer('spec.json') } } });
    const run = await runNode(BUILT_CLI, ['check', '--starts', '21'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--starts must be a whole number from 1 to 20');
  });
});
