import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { baseProvenance, baseUnmeasuredFindings, type BaseOutcome } from '../../src/judge/base/base-provenance.js';
import { setupAdvice } from '../../src/budget/setup-advice.js';
import { failedServer, report } from './measured.js';
import { said } from './said.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
function project(packageJson: object | undefined): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'setup-advice-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, '.git'));
  if (packageJson) writeFileSync(path.join(dir, 'package.json'), JSON.stringify(packageJson));
  mkdirSync(path.join(dir, 'mcp'));
  return dir;
}

describe('setup-advice: the --base-setup a BASE_UNMEASURED fix names is one the project can run', () => {
  it('npm run build only where package.json has a build script, read from the budget folder up', () => {
    expect(setupAdvice(project({ scripts: { build: 'tsc' } }))).toBe('npm ci && npm run build');
    expect(setupAdvice(path.join(project({ scripts: { build: 'tsc' } }), 'mcp'))).toBe('npm ci && npm run build');
    expect(setupAdvice(project({ name: 'weather', scripts: { test: 'vitest' } }))).toBe('npm ci');
    expect(setupAdvice(project(undefined))).toBe('npm ci && npm run build');
  });

  it('the finding says the advised command', () => {
    const outcome: BaseOutcome = {
      ref: 'main',
      commit: '0123456789',
      source: 'measured',
      report: report([failedServer('proj')]),
    };
    const [finding] = said(
      baseUnmeasuredFindings(
        baseProvenance(outcome, ['proj']),
        outcome,
        {},
        { setupGiven: false, configFile: 'budget.json', setupCommand: 'npm ci' },
      ),
    );
    expect(finding!.fix).toContain('--base-setup "npm ci" (Action input base-setup)');
    expect(finding!.fix).not.toContain('npm run build');
  });
});
