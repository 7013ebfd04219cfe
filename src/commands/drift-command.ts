import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CommandContext } from './command-context.js';
import { measureCommand } from './measure-command.js';
import { loadBudget } from '../budget/config.js';
import { UsageError } from '../errors.js';
import { compareWithFixtures, type DriftReport } from '../guard/drift.js';
import type { SizeFigures } from '../guard/size-figures.js';
import { SERVER_FAILURE_CODES } from '../judge/findings.js';

/**
 * `mcp-budget drift <figures…>`: the size figures mcp-budget/guard recorded in production against the fixtures'
 * sizes, measured now by the same pipeline as `measure`. Exit 1 when a tool drifted (or could not be compared).
 */
export async function driftCommand(
  configFile: string,
  figureFiles: string[],
  context: CommandContext,
): Promise<{ report: DriftReport; exitCode: number }> {
  if (figureFiles.length === 0)
    throw new UsageError('drift needs the figures files mcp-budget/guard wrote: mcp-budget drift figures.json …');
  const loaded = await loadBudget(path.resolve(context.cwd, configFile), configFile);
  const tokenizer = loaded.config.tokenizer ?? 'o200k_base';
  const figures: SizeFigures[] = [];
  for (const file of figureFiles) {
    const read = await readFigures(path.resolve(context.cwd, file), file);
    if (read.tokenizer !== tokenizer)
      throw new UsageError(
        `drift: ${file} counts with ${read.tokenizer}, ${configFile} with ${tokenizer}: the figures are not comparable`,
      );
    const known = Object.hasOwn(loaded.config.servers ?? {}, read.server) || loaded.config.mcpConfig !== undefined;
    if (!known)
      throw new UsageError(`drift: ${file} is for server "${read.server}", which ${configFile} does not have`);
    figures.push(read);
  }
  const measured = await measureCommand(configFile, [], context);
  const failed = new Set(
    measured.report.findings
      .filter((finding) => SERVER_FAILURE_CODES.has(finding.code))
      .map((finding) => finding.subject),
  );
  const names = new Set((loaded.config.fixtures ?? []).map((fixture) => fixture.name));
  const report = compareWithFixtures(figures, measured.report.fixtures, failed, names);
  return { report, exitCode: report.ok ? 0 : 1 };
}

/** A figures file checked field by field: it comes from a production host, and a cast would trust it. */
async function readFigures(file: string, shown: string): Promise<SizeFigures> {
  let value: unknown;
  try {
    value = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`drift: cannot read ${shown}: ${(error as Error).message}`);
  }
  const problem = figuresProblem(value);
  if (problem) throw new UsageError(`drift: ${shown} is not a figures file of mcp-budget/guard: ${problem}`);
  return value as SizeFigures;
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
