import { EXIT } from '../exit-codes.js';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CommandContext } from './command-context.js';
import { measureCommand } from './measure-command.js';
import { loadBudget } from '../budget/config.js';
import { compareWithFixtures, mergeRuns, type DriftReport } from '../guard/drift.js';
import type { SizeFigures } from '../guard/size-figures.js';
import { SERVER_FAILURE_CODES } from '../judge/findings.js';
import { userError } from '../user-error-words.js';

/**
 * `mcp-budget drift <figures…>`: the size figures mcp-budget/guard recorded in production against the fixtures'
 * sizes, measured now by the same pipeline as `measure`. Exit 1 when a tool drifted (or could not be compared).
 */
export async function driftCommand(
  configFile: string,
  figureFiles: string[],
  context: CommandContext,
): Promise<{ report: DriftReport; exitCode: number }> {
  if (figureFiles.length === 0) throw userError('DRIFT_NEEDS_FIGURES');
  const loaded = await loadBudget(path.resolve(context.cwd, configFile), configFile);
  const tokenizer = loaded.config.tokenizer ?? 'o200k_base';
  const records: SizeFigures[] = [];
  const ignored: Array<{ file: string; line: number }> = [];
  for (const file of figureFiles) {
    const read = await readFigures(path.resolve(context.cwd, file), file);
    ignored.push(...read.ignored.map((line) => ({ file, line })));
    for (const record of read.records) {
      if (record.tokenizer !== tokenizer)
        throw userError('DRIFT_OTHER_TOKENIZER', {
          file,
          tokenizer: record.tokenizer,
          budget: configFile,
          budgetTokenizer: tokenizer,
        });
      const known = Object.hasOwn(loaded.config.servers ?? {}, record.server) || loaded.config.mcpConfig !== undefined;
      if (!known) throw userError('DRIFT_UNKNOWN_SERVER', { file, server: record.server, budget: configFile });
      records.push(record);
    }
  }
  const { figures, runs } = mergeRuns(records);
  const measured = await measureCommand(configFile, [], context);
  const failed = new Set(
    measured.report.findings
      .filter((finding) => SERVER_FAILURE_CODES.has(finding.code))
      .map((finding) => finding.subject),
  );
  const names = new Set((loaded.config.fixtures ?? []).map((fixture) => fixture.name));
  const compared = compareWithFixtures(figures, measured.report.fixtures, failed, names);
  const report: DriftReport = { ...compared, runs, ...(ignored.length > 0 ? { ignored } : {}) };
  return { report, exitCode: report.ok ? EXIT.ok : EXIT.overBudget };
}

/**
 * A figures file checked field by field: it comes from a production host, and a cast would trust it. Each line is a
 * run's snapshot (a file of an earlier guard: one JSON document); a line that is not whole JSON (a process killed
 * while writing it) is passed over and named, a whole one that is not figures is refused.
 */
async function readFigures(file: string, shown: string): Promise<{ records: SizeFigures[]; ignored: number[] }> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw userError('DRIFT_UNREADABLE', { file: shown, reason: (error as Error).message });
  }
  const whole = parsed(text);
  const lines = whole === undefined ? text.split('\n') : [text];
  const records: SizeFigures[] = [];
  const ignored: number[] = [];
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    const value = whole ?? parsed(line);
    if (value === undefined) return void ignored.push(index + 1);
    const problem = figuresProblem(value);
    const at = whole === undefined ? `${shown}:${index + 1}` : shown;
    if (problem) throw userError('DRIFT_NOT_FIGURES', { at, problem });
    records.push(value as SizeFigures);
  });
  if (records.length === 0) throw userError('DRIFT_NO_FIGURES', { file: shown, unfinished: ignored.length > 0 });
  return { records, ignored };
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function figuresProblem(value: unknown): string | undefined {
  const record = value as Record<string, unknown> | null;
  if (typeof record !== 'object' || record === null) return 'not a JSON object';
  if (record.schemaVersion !== 1) return '$.schemaVersion is not 1';
  if (typeof record.server !== 'string') return '$.server is not a string';
  if (typeof record.tokenizer !== 'string') return '$.tokenizer is not a string';
  if (typeof record.tools !== 'object' || record.tools === null) return '$.tools is not an object';
  for (const [tool, figures] of Object.entries(record.tools as Record<string, Record<string, unknown>>)) {
    const at = `$.tools[${JSON.stringify(tool)}]`;
    if (typeof figures?.count !== 'number' || typeof figures.over !== 'number')
      return `${at}.count or .over is not a number`;
    for (const unit of ['tokens', 'bytes'] as const) {
      const distribution = figures[unit] as Record<string, unknown> | undefined;
      if (!['p50', 'p95', 'max'].every((key) => typeof distribution?.[key] === 'number'))
        return `${at}.${unit} needs p50, p95 and max`;
    }
    if (figures.largestArguments === undefined) return `${at}.largestArguments is missing`;
  }
  return undefined;
}
