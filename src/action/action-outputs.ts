import { EXIT } from '../exit-codes.js';
import { exitCodeFor } from '../judge/exit-code.js';
import type { Report } from '../judge/report.js';
import { fitComment } from './pr-comment.js';

/** When the sticky comment is posted: `true` is `always`, the default mode of a comment that is asked for. */
export const COMMENT_MODES = ['false', 'true', 'always', 'on-change', 'on-failure'] as const;
export type CommentMode = (typeof COMMENT_MODES)[number];

/**
 * Every output of the Action, from the report alone, so the measuring job and a `workflow_run` job that only
 * comments set the same values. A figure that was not measured (no base) is an empty output, never a zero.
 */
export function actionOutputs(report: Report, markdown: string): Record<string, string> {
  const total = report.changes?.total;
  const counts = { error: 0, warning: 0, notice: 0 };
  for (const finding of report.findings) counts[finding.severity] += 1;
  return {
    ok: String(report.ok),
    'exit-code': String(exitCodeFor(report)),
    'total-bytes': String(report.totals.bytes),
    'total-tokens': String(report.totals.tokens),
    'delta-bytes': total ? String(total.deltaBytes) : '',
    'delta-tokens': total ? String(total.deltaTokens) : '',
    'delta-percent': total?.percent === undefined ? '' : String(Math.round(total.percent * 10) / 10),
    findings: JSON.stringify(counts),
    raised: String(report.findings.some((finding) => finding.code === 'BUDGET_RAISED')),
    'summary-markdown': markdown,
    'comment-body': fitComment(markdown),
  };
}

/**
 * Whether this run creates a comment (`create`), only refreshes one posted earlier (`update`: a comment that
 * showed a failure must not keep showing it once the change is clean), or leaves the pull request alone.
 */
export function commentAction(mode: CommentMode, report: Report): 'create' | 'update' | 'none' {
  if (mode === 'false') return 'none';
  if (mode === 'true' || mode === 'always') return 'create';
  const failed = exitCodeFor(report) !== EXIT.ok;
  if (mode === 'on-failure') return failed ? 'create' : 'update';
  const changed =
    failed ||
    report.base?.error !== undefined ||
    report.findings.some((finding) => finding.code === 'BUDGET_RAISED') ||
    (report.changes?.subjects.some((subject) => subject.kind !== 'unchanged') ?? false);
  return changed ? 'create' : 'update';
}
