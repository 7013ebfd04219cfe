import { describe, expect, it } from 'vitest';
import { candidatePids } from '../../src/servers/process-group.js';

describe('candidatePids: the processes a group scan reads', () => {
  it('skips processes older than the group leader when no pid wrap happened since', () => {
    expect(candidatePids([1, 7, 300, 4850, 4851, 4900], 4850, 4910)).toEqual([4850, 4851, 4900]);
  });
  it('reads every process once pid allocation wrapped past pid_max (last pid below the leader)', () => {
    expect(candidatePids([1, 7, 300, 4850, 32000], 32000, 310)).toEqual([1, 7, 300, 4850, 32000]);
  });
  it('reads every process when the last pid is unknown', () => {
    expect(candidatePids([1, 7, 300], 300, undefined)).toEqual([1, 7, 300]);
  });
});
