import { describe, expect, it } from 'vitest';
import { editDistance, nearName } from '../../src/text/near-name.js';

describe('near-name: the one "did you mean" rule of budget keys and CLI options', () => {
  it('counts inserts, deletes and substitutions', () => {
    expect(editDistance('', '')).toBe(0);
    expect(editDistance('limits', 'limits')).toBe(0);
    expect(editDistance('limit', 'limits')).toBe(1);
    expect(editDistance('lmiits', 'limits')).toBe(2);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('abc', '')).toBe(3);
  });

  it('names the first name within two edits, as the user spelled it, and nothing past that', () => {
    expect(nearName('--confg', ['base', 'config'], (name) => `--${name}`)).toBe('config');
    expect(nearName('toolbytes', ['toolTokens', 'toolBytes'], (key) => key.toLowerCase())).toBe('toolBytes');
    expect(nearName('--reporterz', ['reporter'], (name) => `--${name}`)).toBe('reporter');
    expect(nearName('--xyz', ['config'], (name) => `--${name}`)).toBeUndefined();
  });
});
