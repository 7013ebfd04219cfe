import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { UsageError } from '../errors.js';
import { validate } from '../report/generated/report-validator.js';
import type { Report } from '../report/report.js';

/** A JSON report read back (a shard, a saved base): checked against the published schema, never trusted by a cast. */
export async function readReportFile(file: string, cwd: string, purpose: string): Promise<Report> {
  let report: unknown;
  try {
    report = JSON.parse(await readFile(path.resolve(cwd, file), 'utf8'));
  } catch (error) {
    throw new UsageError(`${purpose}: cannot read ${file}: ${(error as Error).message}`);
  }
  // A validator generated at build time: reading a report back loads no schema compiler.
  if (!validate(report)) {
    const error = validate.errors?.[0];
    throw new UsageError(`${purpose}: ${file} is not an mcp-budget report (report.schema.json): ${error?.instancePath || '$'} ${error?.message ?? ''}`.trim());
  }
  return report as unknown as Report;
}
