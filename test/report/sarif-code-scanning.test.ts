import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FINDING_CODES } from '../../src/judge/findings.js';
import { VERSION } from '../../src/version.js';
import { cli, git, sizedTool, SPEC_SERVER, tempDir } from '../helpers.js';
import { validateForGitHub } from '../sarif-multitool.js';

/**
 * The SARIF a failing check writes, as code scanning takes it: checked by Microsoft's SARIF multitool with its
 * GitHub ingestion rules, with alert identities as upload-sarif forms them, from a package of a monorepo.
 */

// Four tools over limits.toolBytes: four findings whose budget path is the same line.
const spec = {
  name: 'files',
  tools: [
    sizedTool('alpha', 700),
    sizedTool('beta', 800),
    sizedTool('gamma', 900),
    sizedTool('delta', 1000),
    sizedTool('small', 200),
  ],
};

function budgetText(): string {
  return `{
  "servers": {
    "files": { "command": ${JSON.stringify(process.execPath)}, "args": [${JSON.stringify(SPEC_SERVER)}, "spec.json"] },
    "gone": { "command": "/nonexistent/mcp-server-that-is-not-here" }
  },
  "limits": {
    "toolBytes": 600
  }
}
`;
}

/** A repository whose budget lives in packages/mono, checked from there. */
function monorepo(): { root: string; pkg: string } {
  const root = tempDir('sarif-monorepo-');
  const pkg = path.join(root, 'packages', 'mono');
  mkdirSync(pkg, { recursive: true });
  writeFileSync(path.join(pkg, 'spec.json'), JSON.stringify(spec));
  writeFileSync(path.join(pkg, 'budget.json'), budgetText());
  git(root, 'init', '-q');
  git(root, 'add', '-A');
  git(root, 'commit', '-qm', 'base');
  return { root, pkg };
}

interface SarifResult {
  ruleId: string;
  message: { text: string };
  partialFingerprints?: Record<string, string>;
  locations: Array<{ physicalLocation: { artifactLocation: { uri: string }; region?: { startLine?: number } } }>;
  properties: { subject: string };
}

/**
 * The identity code scanning gives an alert: its rule and its partial fingerprints. Where a result brings none,
 * upload-sarif (codeql-action src/fingerprints.ts) adds `primaryLocationLineHash`, a hash of the text of the
 * result's first line: every result on one line of one file gets the same value, so only the rule tells them apart.
 */
function alertIdentity(result: SarifResult, lineText: (uri: string, line: number) => string): string {
  const location = result.locations[0]!.physicalLocation;
  const fingerprints = {
    primaryLocationLineHash: `line:${lineText(location.artifactLocation.uri, location.region?.startLine ?? 1)}`,
    ...result.partialFingerprints,
  };
  return JSON.stringify([result.ruleId, Object.entries(fingerprints).sort()]);
}

describe('SARIF for code scanning', () => {
  it('a failing check from packages/mono of a monorepo passes the multitool GitHub rules, one alert per subject, repository-relative, on the entry line', async () => {
    const { root, pkg } = monorepo();
    const first = await cli(pkg, ['check', '--reporter', 'sarif']);
    expect(first.code).toBe(3);
    const log = JSON.parse(first.stdout);

    const problems = validateForGitHub(first.stdout);
    // Nothing at all: on 356f9a8 it was 57 × GH2012 (no fullDescription on any rule).
    expect(problems).toEqual([]);

    const rules = log.runs[0].tool.driver.rules as Array<{
      id: string;
      fullDescription?: { text: string };
      helpUri?: string;
    }>;
    expect(rules.map((r) => r.id)).toEqual(FINDING_CODES);
    for (const rule of rules) {
      expect(rule.fullDescription?.text, rule.id).toBeTruthy();
      // The code's own page at the release tag of this version (test/unit/findings-catalog.test.ts holds that it exists).
      expect(rule.helpUri, rule.id).toBe(
        `https://github.com/mcp-budget/mcp-budget/blob/v${VERSION}/docs/findings/${rule.id}.md`,
      );
    }

    const results = log.runs[0].results as SarifResult[];
    const over = results.filter((r) => r.ruleId === 'TOOL_OVER_BUDGET');
    expect(over.map((r) => r.properties.subject).sort()).toEqual([
      'files/alpha',
      'files/beta',
      'files/delta',
      'files/gamma',
    ]);
    // Repository-relative wherever the check runs, and on `"toolBytes": 600` (line 7 of the file as written).
    for (const r of over)
      expect(r.locations[0]!.physicalLocation).toEqual({
        artifactLocation: { uri: 'packages/mono/budget.json' },
        region: { startLine: 7 },
      });
    const lines = budgetText().split('\n');
    const lineText = (uri: string, line: number) => (expect(uri).toBe('packages/mono/budget.json'), lines[line - 1]!);
    expect(new Set(over.map((r) => alertIdentity(r, lineText))).size).toBe(4);

    // A finding with no budget path points at its server's entry (line 4), not at line 1.
    const gone = results.find((r) => r.properties.subject === 'gone');
    expect(gone?.ruleId).toBe('SERVER_START_FAILED');
    expect(gone?.locations[0]?.physicalLocation.region?.startLine).toBe(4);

    // The same findings in a second run are the same alerts, and the repository root gives the same SARIF paths.
    const second = JSON.parse(
      (await cli(root, ['check', '--reporter', 'sarif', '--config', 'packages/mono/budget.json'])).stdout,
    );
    const identities = (rs: SarifResult[]) => rs.map((r) => alertIdentity(r, lineText)).sort();
    expect(identities(second.runs[0].results)).toEqual(identities(results));
  });
});
