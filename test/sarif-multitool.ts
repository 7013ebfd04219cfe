import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, tempDir } from './helpers.js';

/**
 * Microsoft's SARIF multitool, the validator whose GitHub rules (GH1001…) say what code scanning rejects or
 * mishandles. It is a 100 MB native build, so it is installed once into .tmp/tools at a pinned version rather than
 * into every checkout's node_modules.
 */
const VERSION = '5.7.0';
const PREFIX = path.join(ROOT, '.tmp', 'tools', `sarif-multitool-${VERSION}`);
const PLATFORM_PACKAGE = `@microsoft/sarif-multitool-${process.platform}`;

export function sarifMultitool(): string {
  const binary = path.join(PREFIX, 'node_modules', PLATFORM_PACKAGE, 'Sarif.Multitool');
  if (!existsSync(binary)) {
    mkdirSync(PREFIX, { recursive: true });
    writeFileSync(path.join(PREFIX, 'package.json'), '{"private":true}\n');
    execFileSync(
      'npm',
      ['install', '--no-save', '--no-audit', '--no-fund', '--ignore-scripts', `@microsoft/sarif-multitool@${VERSION}`],
      { cwd: PREFIX, stdio: 'pipe' },
    );
  }
  // Its own postinstall only sets the execute bit; scripts are not run here.
  chmodSync(binary, 0o755);
  return binary;
}

export interface MultitoolFinding {
  ruleId: string;
  level: string;
  message: string;
}

/** Validates a SARIF text with the SARIF rules and the GitHub ingestion rules; returns every finding it reports. */
export function validateForGitHub(sarif: string): MultitoolFinding[] {
  const dir = tempDir('sarif-validate-');
  const input = path.join(dir, 'input.sarif');
  const output = path.join(dir, 'validation.sarif');
  writeFileSync(input, sarif);
  try {
    execFileSync(
      sarifMultitool(),
      ['validate', input, '--rule-kind', 'Sarif;Gh', '--output', output, '--log', 'ForceOverwrite'],
      {
        stdio: 'pipe',
        env: { ...process.env, DOTNET_SYSTEM_GLOBALIZATION_INVARIANT: '1', DOTNET_CLI_TELEMETRY_OPTOUT: '1' },
        timeout: 120_000,
      },
    );
  } catch (error) {
    // It exits 1 when it found errors; the log says which.
    if (!existsSync(output)) throw error;
  }
  const log = JSON.parse(readFileSync(output, 'utf8')) as {
    runs: Array<{
      results?: Array<{
        ruleId: string;
        level?: string;
        message: { text?: string; arguments?: string[]; id?: string };
      }>;
    }>;
  };
  return (log.runs[0]?.results ?? []).map((r) => ({
    ruleId: r.ruleId,
    level: r.level ?? 'warning',
    message: r.message.text ?? `${r.message.id}: ${(r.message.arguments ?? []).join(' | ')}`,
  }));
}
