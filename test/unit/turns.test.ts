// Long work's turns (src/shell/turns.ts): a turn of the event loop, and none of the caller's work while a server's
// launch is under way.
import { describe, expect, it } from 'vitest';
import { launching, nextTurn } from '../../src/shell/turns.js';

describe('nextTurn', () => {
  it('waits for every launch under way to end, and only for those', async () => {
    const events: string[] = [];
    const first = launching();
    const second = launching();
    const turn = nextTurn().then(() => events.push('turn'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(events).toEqual([]);
    first();
    first(); // a second end of the same launch changes nothing
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(events).toEqual([]);
    second();
    await turn;
    expect(events).toEqual(['turn']);
    // No launch under way: one turn of the event loop, no more.
    await nextTurn();
  });
});
