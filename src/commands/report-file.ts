import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MAX_MESSAGE_DEPTH, offsetPastDepth } from '../budget/json-depth.js';
import { UsageError } from '../errors.js';
import type { Report } from '../judge/report.js';

/** A server's message may nest MAX_MESSAGE_DEPTH levels, and the report holds parts of one (serverInfo) a few deeper. */
const MAX_REPORT_DEPTH = MAX_MESSAGE_DEPTH + 16;

/** A JSON report read back (a shard, a saved base): checked against the published schema, never trusted by a cast. */
export async function readReportFile(file: string, cwd: string, purpose: string): Promise<Report> {
  let report: unknown;
  try {
    const text = await readFile(path.resolve(cwd, file), 'utf8');
    // Its free-form objects (serverInfo, clientCapabilities) let a forged report nest without end, and every
    // reporter walks the report recursively: depth is checked on the text, like a server's messages.
    const deep = offsetPastDepth(text, MAX_REPORT_DEPTH);
    if (deep !== undefined) throw new UsageError(`${purpose}: ${file} is not an mcp-budget report (report.schema.json): nested deeper than ${MAX_REPORT_DEPTH} levels at offset ${deep}`);
    report = JSON.parse(text);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`${purpose}: cannot read ${file}: ${(error as Error).message}`);
  }
  // A validator generated at build time: reading a report back loads no schema compiler. It is ~370 KB of code that
  // only merge and saved base reports need, so it is loaded here, not on every run's way to its first server.
  const { validate } = await import('../report/generated/report-validator.js');
  if (!validate(report)) {
    const error = validate.errors?.[0];
    throw new UsageError(`${purpose}: ${file} is not an mcp-budget report (report.schema.json): ${error?.instancePath || '$'} ${error?.message ?? ''}`.trim());
  }
  return report as unknown as Report;
}

