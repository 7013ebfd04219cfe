// The start-up figures of a server's starts (src/measure/measurement.ts): how many, the median and the slowest.
import { describe, expect, it } from 'vitest';
import { STARTUP_NOTE, startupReport } from '../../src/measure/measurement.js';

describe('startupReport', () => {
  it('one start: median and slowest are that start', () => {
    expect(startupReport([420])).toEqual({ starts: 1, medianMs: 420, slowestMs: 420, note: STARTUP_NOTE });
  });

  it('an odd count: the middle start; the slowest whatever the order', () => {
    expect(startupReport([900, 100, 300, 12_000, 200])).toMatchObject({ starts: 5, medianMs: 300, slowestMs: 12_000 });
  });

  it('an even count: the middle two averaged, rounded', () => {
    expect(startupReport([100, 401, 301, 50])).toMatchObject({ starts: 4, medianMs: 201, slowestMs: 401 });
  });
});
