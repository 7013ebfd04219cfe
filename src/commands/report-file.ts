import { readFile } from 'node:fs/promises';
import path from 'node:path';
import reportSchema from '../../report.schema.json' with { type: 'json' };
import { UsageError } from '../errors.js';
import { compileSchema, loadSchemaCompiler } from '../measure/schema-compiler.js';
import type { Report } from '../report/report.js';

/** A JSON report read back (a shard, a saved base): checked against the published schema, never trusted by a cast. */
export async function readReportFile(file: string, cwd: string, purpose: string): Promise<Report> {
  let report: unknown;
  try {
    report = JSON.parse(await readFile(path.resolve(cwd, file), 'utf8'));
  } catch (error) {
    throw new UsageError(`${purpose}: cannot read ${file}: ${(error as Error).message}`);
  }
  const depth = nestingOver(report, MAX_REPORT_DEPTH);
  if (depth) throw new UsageError(`${purpose}: ${file} is not an mcp-budget report (report.schema.json): ${depth} is nested more than ${MAX_REPORT_DEPTH} levels deep`);
  await loadSchemaCompiler();
  const compiled = compileSchema(reportSchema);
  if (!compiled.ok) throw new Error(`report.schema.json does not compile: ${compiled.error}`);
  if (!compiled.validate(report)) {
    const error = compiled.validate.errors?.[0];
    throw new UsageError(`${purpose}: ${file} is not an mcp-budget report (report.schema.json): ${error?.instancePath || '$'} ${error?.message ?? ''}`.trim());
  }
  return report as unknown as Report;
}

/**
 * A report is a few levels deep; its free-form objects (serverInfo, clientCapabilities) let a forged one nest without
 * end, and every reporter walks the report recursively. Checked without recursion, before anything else reads it.
 */
export const MAX_REPORT_DEPTH = 256;

function nestingOver(value: unknown, limit: number): string | undefined {
  const stack: Array<{ node: unknown; depth: number; at: string }> = [{ node: value, depth: 0, at: '$' }];
  while (stack.length > 0) {
    const { node, depth, at } = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth > limit) return at;
    for (const [key, child] of Object.entries(node)) if (typeof child === 'object' && child !== null) stack.push({ node: child, depth: depth + 1, at: depth < 4 ? `${at}.${key}` : at });
  }
  return undefined;
}
