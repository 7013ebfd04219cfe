// What loads "after start" (src/shell/after-start.ts): nothing before a server has started, everything once one has,
// at once when asked first, and a failed load only where it is asked for.
import { describe, expect, it, vi } from 'vitest';

const turn = () => new Promise((resolve) => setImmediate(resolve));

/** A fresh copy of the module: its "a server has started" is process-wide state. */
async function freshAfterStart() {
  vi.resetModules();
  return import('../../src/shell/after-start.js');
}

describe('loadAfterStart', () => {
  it('loads nothing before a server starts, and every registered loader once one has', async () => {
    const { loadAfterStart, serversStarting } = await freshAfterStart();
    const loads = { judge: 0, reporters: 0 };
    loadAfterStart(async () => ++loads.judge);
    loadAfterStart(async () => ++loads.reporters);
    await turn();
    expect(loads).toEqual({ judge: 0, reporters: 0 });
    serversStarting();
    serversStarting();
    await turn();
    expect(loads).toEqual({ judge: 1, reporters: 1 });
  });

  it('loads at once when asked before any server starts (every server failed before spawning), and only once', async () => {
    const { loadAfterStart, serversStarting } = await freshAfterStart();
    let loads = 0;
    const judge = loadAfterStart(async () => ({ loads: ++loads }));
    expect(await judge()).toEqual({ loads: 1 });
    serversStarting();
    await turn();
    expect(await judge()).toEqual({ loads: 1 });
  });

  it('a loader registered after a server started begins on the next turn', async () => {
    const { loadAfterStart, serversStarting } = await freshAfterStart();
    serversStarting();
    let loads = 0;
    loadAfterStart(async () => ++loads);
    expect(loads).toBe(0);
    await turn();
    expect(loads).toBe(1);
  });

  it('a failed load is no unhandled rejection: the caller sees it when it asks', async () => {
    const { loadAfterStart, serversStarting } = await freshAfterStart();
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const broken = loadAfterStart(() => Promise.reject(new Error('chunk missing')));
      serversStarting();
      await turn();
      await turn();
      expect(unhandled).toEqual([]);
      await expect(broken()).rejects.toThrow('chunk missing');
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
