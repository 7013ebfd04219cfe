import type { ReportedFinding as Finding } from '../../judge/findings.js';
import {
  measuredWords,
  oversizedEntry,
  proposedEntry,
  withMeasured,
  type EntryUnit,
} from '../../judge/finding-words.js';

/**
 * How the text report shows findings, which stay one per unit and subject in the data: one block per subject for
 * the limits one tool (or total, or fixture) passes in several units, and one block per repeated warning (the same
 * code, host and fix for many subjects), with the count and the subjects.
 */
export interface FindingBlock {
  /** Every finding the block stands for, in report order. */
  findings: Finding[];
  /** The same warning for many subjects: shown once, with the subjects listed. */
  repeated: boolean;
}

/** A repeated warning becomes one block from this many subjects on. */
const REPEATED_FROM = 3;

/** A tool's description length is one more unit of the same definition limit. */
const family = (code: Finding['code']): string => (code === 'DESCRIPTION_TOO_LONG' ? 'TOOL_OVER_BUDGET' : code);

export function findingBlocks(findings: Finding[]): FindingBlock[] {
  const blocks: FindingBlock[] = [];
  const byKey = new Map<string, FindingBlock>();
  const repeatedKey = (f: Finding) => `${f.severity}\0${f.code}\0${f.host ?? ''}\0${f.fix ?? ''}`;
  const counts = new Map<string, Set<string>>();
  for (const finding of findings) {
    if (finding.severity === 'error') continue;
    const key = repeatedKey(finding);
    counts.set(key, (counts.get(key) ?? new Set()).add(finding.subject));
  }
  for (const finding of findings) {
    const repeated = finding.severity !== 'error' && (counts.get(repeatedKey(finding))?.size ?? 0) >= REPEATED_FROM;
    const key = repeated
      ? `r\0${repeatedKey(finding)}`
      : `s\0${finding.severity}\0${finding.subject}\0${finding.host ?? ''}\0${family(finding.code)}`;
    const block = byKey.get(key);
    if (block) {
      block.findings.push(finding);
      continue;
    }
    const fresh = { findings: [finding], repeated };
    byKey.set(key, fresh);
    blocks.push(fresh);
  }
  return blocks;
}

const distinct = <T>(values: T[]): T[] => [...new Set(values)];

/**
 * One fix for the findings of a block: where their fixes differ only in what they say per unit (the oversized entry,
 * how far the same measured saving falls short, which the findings carry as data), one fix naming every unit;
 * otherwise each distinct fix once.
 */
export function blockFixes(findings: Finding[]): string[] {
  const fixes = distinct(findings.map((finding) => finding.fix).filter((fix): fix is string => fix !== undefined));
  if (fixes.length < 2) return fixes;
  // The same measured change for every unit (its shortfall aside), or none: else the fixes differ in substance.
  const sameSaving = distinct(
    findings.map(({ measured }) => (measured ? JSON.stringify({ ...measured, shortBy: undefined }) : '')),
  );
  if (sameSaving.length !== 1) return fixes;
  const owns = joinedOwnFixes(findings);
  const lead = findings[0]!;
  if (!lead.measured) return owns;
  const shortBy = findings.map(({ measured }) => measured?.shortBy).filter((short) => short !== undefined);
  const measured = measuredWords(lead.measured, lead, shortBy);
  // One own fix: the measured change joins it on its line; several (a description and a size): said once, after them.
  return owns.length === 1 ? [withMeasured(owns[0], measured)] : [...owns, measured];
}

/** The fix a finding says on its own: without its measured part, which a block says once. */
const ownFixOf = (finding: Finding) => (finding.measured ? finding.ownFix : finding.fix);

/**
 * The findings' own fixes, each once, where those that differ only in the oversized entry they propose for their
 * subject (one unit each) are joined into one naming every unit. The entry is the finding's data (code, subject,
 * unit, actual) as the words render it; a fix that does not say that entry, or says anything else differently
 * (a growth note, another remedy), stays as it is.
 */
export function joinedOwnFixes(findings: Finding[]): string[] {
  const groups = new Map<
    string,
    { fixes: string[]; subject: string; units: EntryUnit[]; around?: readonly [before: string, after: string] }
  >();
  for (const finding of findings) {
    const fix = ownFixOf(finding);
    if (fix === undefined) continue;
    const unit = proposedEntry(finding);
    const entry = unit ? oversizedEntry(finding.subject, [unit]) : undefined;
    const at = entry === undefined ? -1 : fix.indexOf(entry);
    // The fix with its own entry left out: fixes that agree on it, for one subject, differ only in their units.
    const around = at < 0 ? undefined : ([fix.slice(0, at), fix.slice(at + entry!.length)] as const);
    const key = around ? JSON.stringify([finding.subject, ...around]) : JSON.stringify([fix]);
    const group = groups.get(key) ?? { fixes: [], subject: finding.subject, units: [], ...(around ? { around } : {}) };
    groups.set(key, group);
    if (group.fixes.includes(fix)) continue;
    group.fixes.push(fix);
    if (unit) group.units.push(unit);
  }
  return [...groups.values()].flatMap(({ fixes, subject, units, around }) =>
    fixes.length < 2 || !around ? fixes : [`${around[0]}${oversizedEntry(subject, units)}${around[1]}`],
  );
}
