import { said } from './said.js';
import { describe, expect, it } from 'vitest';
import type { ContractChange } from '../../src/judge/contracts/contract-changes.js';
import { nextVersion, releaseBump, requiredBump, semverFindings } from '../../src/judge/contracts/semver.js';
import { figures } from './measured.js';

const removed: ContractChange = { subject: 's/a', change: 'tool removed', class: 'breaking', bump: 'major' };
const added: ContractChange = { subject: 's/b', change: 'tool added', class: 'compatible', bump: 'minor' };

describe("semver: the bump the tools' changes need, and a release that is too small", () => {
  it('the bump: from 1.0.0 a breaking change is a major release; releases are read from x.y.z', () => {
    expect(requiredBump([removed], '1.4.2')).toBe('major');
    expect(requiredBump([added], undefined)).toBe('minor');
    expect(requiredBump([], '1.0.0')).toBe('none');
    expect(releaseBump('1.4.2', '1.5.0')).toBe('minor');
    expect(releaseBump('v1.4.2', '2.0.0-rc.1')).toBe('major');
    expect(releaseBump('2.0.0', '1.9.0')).toBe('downgrade');
    expect(releaseBump('1.4.2', '1.4.2')).toBe('none');
    expect(releaseBump('1.4.2', 'latest')).toBeUndefined();
    expect(nextVersion('1.4.2', 'major')).toBe('2.0.0');
    expect(nextVersion('1.4.2', 'minor')).toBe('1.5.0');
    expect(nextVersion('1.4.2', 'patch')).toBe('1.4.3');
    expect(nextVersion('1.4.2', 'none')).toBeUndefined();
  });

  it('a breaking change per the policy, and a release smaller than the changes need', () => {
    const findings = semverFindings(
      [removed, added],
      { manifest: 'package.json', base: '1.2.0', head: '1.3.0' },
      'warning',
    );
    expect(figures(findings)).toEqual([
      { code: 'BREAKING_CHANGE', subject: 's/a', severity: 'warning', path: ['breakingChanges'] },
      { code: 'SEMVER_BUMP_TOO_SMALL', subject: 'package.json', severity: 'error', path: ['breakingChanges'] },
    ]);
    expect(said(findings)[1]!.message).toBe(
      "version 1.2.0 → 1.3.0 is a minor release, but the tools' changes need a major one",
    );
    expect(said(findings)[0]!.fix).toBe(
      'keep it compatible (add, deprecate, then remove), or release it as a major version (2.0.0)',
    );
  });

  it("below 1.0.0, as npm's caret reads it: under 0.y.z the minor is the breaking bump, under 0.0.z every release may break", () => {
    const patch: ContractChange = {
      subject: 's/c',
      change: 'description or schema edited',
      class: 'cosmetic',
      bump: 'patch',
    };
    expect([requiredBump([removed], '0.3.1'), requiredBump([added], '0.3.1'), requiredBump([patch], '0.3.1')]).toEqual([
      'minor',
      'patch',
      'patch',
    ]);
    expect([requiredBump([removed], '0.0.3'), requiredBump([added], '0.0.3'), requiredBump([], '0.0.3')]).toEqual([
      'patch',
      'patch',
      'none',
    ]);
    // ^0.0.3 is =0.0.3: 0.0.4 already is a breaking release.
    const zeroZero = semverFindings([removed], { manifest: 'package.json', base: '0.0.3', head: '0.0.4' }, 'warning');
    expect(said(zeroZero).map((f) => [f.code, f.fix])).toEqual([
      [
        'BREAKING_CHANGE',
        'keep it compatible (add, deprecate, then remove), or release it as a new version (0.0.4: under 0.0.z every release may break)',
      ],
    ]);
    const zeroY = semverFindings([removed], { manifest: 'package.json', base: '0.3.1', head: '0.3.2' }, 'warning');
    expect(said(zeroY).map((f) => [f.code, f.message, f.fix])).toEqual([
      [
        'BREAKING_CHANGE',
        'tool removed (breaks callers written against the base)',
        'keep it compatible (add, deprecate, then remove), or release it as a minor version (0.4.0: under 0.y.z the minor is the breaking one)',
      ],
      [
        'SEMVER_BUMP_TOO_SMALL',
        "version 0.3.1 → 0.3.2 is a patch release, but the tools' changes need a minor one (under 0.y.z the minor is the breaking one)",
        'release 0.4.0, or make the changes compatible',
      ],
    ]);
    expect(semverFindings([removed], { base: '0.3.1', head: '0.4.0' }, 'warning').map((f) => f.code)).toEqual([
      'BREAKING_CHANGE',
    ]);
    expect(semverFindings([added], { base: '0.3.1', head: '0.3.2' }, 'warning')).toEqual([]);
  });

  it('a major release covers it; no release leaves the breaking change alone; a downgrade never covers; off is silent', () => {
    expect(
      semverFindings([removed], { base: '1.2.0', head: '2.0.0' }, 'error').map((f) => `${f.code} ${f.severity}`),
    ).toEqual(['BREAKING_CHANGE error']);
    expect(semverFindings([removed], { base: '1.2.0', head: '1.2.0' }, 'error').map((f) => f.code)).toEqual([
      'BREAKING_CHANGE',
    ]);
    expect(semverFindings([added], { base: '2.0.0', head: '1.9.0' }, 'warning').map((f) => f.code)).toEqual([
      'SEMVER_BUMP_TOO_SMALL',
    ]);
    expect(semverFindings([removed], { base: '1.2.0', head: '1.3.0' }, 'off')).toEqual([]);
  });
});
