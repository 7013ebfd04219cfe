import { describe, expect, it } from 'vitest';
import { mapAdmitted, mapConcurrent } from '../../src/measure/concurrency.js';

describe('concurrency: at most `limit` at once, results in input order', () => {
  it('never more than the limit in flight; order kept whatever order they finish in', async () => {
    let running = 0;
    let most = 0;
    const results = await mapConcurrent([30, 10, 20, 0, 5], 2, async (delay, index) => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, delay));
      running--;
      return `${index}:${delay}`;
    });
    expect(results).toEqual(['0:30', '1:10', '2:20', '3:0', '4:5']);
    expect(most).toBe(2);
  });

  it('no items, no work; a limit of 0 still makes progress', async () => {
    expect(await mapConcurrent([], 4, async () => 1)).toEqual([]);
    expect(await mapConcurrent([1, 2], 0, async (n) => n * 2)).toEqual([2, 4]);
  });
});

describe('admission: a start slot is held until the task says it has started, not for its whole run', () => {
  it('the next item begins once a running one calls started(), in input order, never more than the limit starting', async () => {
    const events: string[] = [];
    let starting = 0;
    let most = 0;
    const gates = [0, 1, 2].map(() => {
      let open = () => {};
      const opened = new Promise<void>((resolve) => (open = resolve));
      return { open, opened };
    });
    const done = mapAdmitted([0, 1, 2], 1, async (item, _index, { started }) => {
      most = Math.max(most, ++starting);
      events.push(`begin ${item}`);
      await Promise.resolve();
      starting--;
      started();
      events.push(`started ${item}`);
      // The rest of its work (counting, fixtures) waits here, holding no slot.
      await gates[item]!.opened;
      events.push(`end ${item}`);
      return item * 10;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    // The second item began although the first has not ended: the first freed its slot when it started. The third
    // waits for an end: twice the start slots are measured at once, no more.
    expect(events).toEqual(['begin 0', 'started 0', 'begin 1', 'started 1']);
    gates[0]!.open();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(events).toEqual(['begin 0', 'started 0', 'begin 1', 'started 1', 'end 0', 'begin 2', 'started 2']);
    expect(most).toBe(1);
    gates.forEach((gate) => gate.open());
    expect(await done).toEqual([0, 10, 20]);
  });

  it('a task that never calls started() holds its slot to its end; a second start waits for a slot of its own', async () => {
    const events: string[] = [];
    let release = () => {};
    const blocker = new Promise<void>((resolve) => (release = resolve));
    const done = mapAdmitted(['a', 'b'], 1, async (item, _index, { started, holding }) => {
      events.push(`begin ${item}`);
      if (item === 'a') {
        started();
        // a's second start (a restart, the other era's face) queues behind b, which holds the only slot.
        await holding(async () => events.push('a again'));
        return item;
      }
      await blocker;
      events.push(`end ${item}`);
      return item;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(events).toEqual(['begin a', 'begin b']);
    release();
    expect(await done).toEqual(['a', 'b']);
    expect(events).toEqual(['begin a', 'begin b', 'end b', 'a again']);
  });
});

describe('admission: servers measured at once stay bounded', () => {
  it('at most twice the start slots are begun and not yet ended, however early each frees its start slot', async () => {
    let alive = 0;
    let most = 0;
    const results = await mapAdmitted([0, 1, 2, 3, 4, 5, 6, 7], 2, async (item, _index, { started }) => {
      most = Math.max(most, ++alive);
      started();
      await new Promise((resolve) => setTimeout(resolve, 5));
      alive--;
      return item;
    });
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(4);
  });
});
