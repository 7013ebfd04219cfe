import { describe, expect, it } from 'vitest';
import { compareVersions, previousRelease, tagVersion } from '../../src/budget/release-tags.js';

const tags = [
  'v1.0.0',
  'v1.2.0-rc.1',
  'staging',
  'v1.2.0',
  'v1.10.0',
  'v1.9.3',
  'latest',
  'v2.0.0-beta.2',
  'v2.0.0-beta.11',
];

describe('the previous release tag', () => {
  it('by version order, not by date or by name', () => {
    expect(previousRelease('v1.2.0', tags)).toBe('v1.0.0');
    expect(previousRelease('v1.10.0', tags)).toBe('v1.9.3');
    expect(previousRelease('v2.0.0', tags)).toBe('v1.10.0');
    expect(previousRelease('v1.0.0', tags)).toBeUndefined();
  });

  it('pre-releases only for a pre-release; non-version tags never', () => {
    expect(previousRelease('v1.2.0-rc.2', tags)).toBe('v1.2.0-rc.1');
    expect(previousRelease('v2.0.0-beta.12', tags)).toBe('v2.0.0-beta.11');
    expect(previousRelease('v2.0.0-rc.1', tags)).toBe('v2.0.0-beta.11');
    expect(previousRelease('staging', tags)).toBeUndefined();
  });

  it('semver precedence: 1.0.0-alpha < 1.0.0-alpha.1 < 1.0.0-alpha.beta < 1.0.0-beta < 1.0.0-beta.2 < 1.0.0-beta.11 < 1.0.0-rc.1 < 1.0.0', () => {
    const order = [
      '1.0.0-alpha',
      '1.0.0-alpha.1',
      '1.0.0-alpha.beta',
      '1.0.0-beta',
      '1.0.0-beta.2',
      '1.0.0-beta.11',
      '1.0.0-rc.1',
      '1.0.0',
    ];
    const shuffled = [...order].reverse().map((t) => tagVersion(t)!);
    expect(shuffled.sort(compareVersions).map((v) => v.tag)).toEqual(order);
    expect(tagVersion('v1.2')).toBeUndefined();
    expect(tagVersion('v01.2.3')).toBeUndefined();
    expect(tagVersion('1.2.3+build.5')?.core).toEqual([1, 2, 3]);
  });
});
