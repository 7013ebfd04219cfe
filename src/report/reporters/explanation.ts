import type { Explanation, ExplainPart } from '../../measure/explain.js';
import { fmt } from '../../text/format.js';
import { table } from './table.js';
import { configOption } from '../../text/config-option.js';
import { withControlsShown } from '../../text/untrusted.js';

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** "head 29.9%, base 29.0%, body 23.5%": the ranked shares, then a table with nested fields and repeats. */
export function renderExplanation(untrusted: Explanation, configFile?: string): string {
  const explanation = withControlsShown(untrusted);
  const out: string[] = [];
  const over = explanation.records && explanation.records > 1 ? `, summed over ${explanation.records} records` : '';
  out.push(`${explanation.subject}: ${fmt(explanation.bytes)} bytes, ${fmt(explanation.tokens)} tokens${over}`);
  if (explanation.note) out.push(explanation.note);
  if (explanation.walk && explanation.pages) {
    out.push(
      `walked ${fmt(explanation.walk.pages)} page${explanation.walk.pages === 1 ? '' : 's'} (as check measures them): ${fmt(explanation.walk.wireBytes)} bytes, ${fmt(explanation.walk.tokens)} tokens in all`,
    );
    for (const page of explanation.pages)
      out.push(
        `  page ${page.page}: ${fmt(page.wireBytes)} bytes, ${fmt(page.tokens)} tokens${page.items === undefined ? '' : `, ${fmt(page.items)} record${page.items === 1 ? '' : 's'}`}`,
      );
  }
  if (explanation.parts.length === 0) return `${out.join('\n')}\n`;
  out.push(
    explanation.parts
      .slice(0, 6)
      .map((part) => `${part.label} ${percent(part.share)}`)
      .join(', '),
    '',
  );
  const rows: string[][] = [];
  const walk = (parts: ExplainPart[], indent: string) => {
    for (const part of parts) {
      const repeated = part.repeated
        ? `identical in ${part.repeated.records} of ${part.repeated.of} records (${fmt(part.repeated.bytesEach)} bytes each)`
        : part.unreferenced
          ? 'nothing refers to it'
          : '';
      rows.push([`${indent}${part.label}`, percent(part.share), fmt(part.tokens), fmt(part.bytes), repeated]);
      if (part.children) walk(part.children, `${indent}  `);
    }
  };
  walk(explanation.parts, '');
  out.push(...table(['field', 'share', 'tokens', 'bytes', 'repeats'], rows, [false, true, true, true, false]));
  const repeats = collectRepeats(explanation.parts).filter((part) => part.repeated!.records > 1);
  if (repeats.length > 0) {
    out.push('', 'Repeated nested objects (projection removes these):');
    for (const part of repeats.slice(0, 5))
      out.push(
        `  ${part.label}: identical in ${part.repeated!.records} of ${part.repeated!.of} records, ${fmt(part.repeated!.bytesEach)} bytes each`,
      );
  }
  const unreferenced = collect(explanation.parts, (part) => part.unreferenced === true);
  if (unreferenced.length > 0) {
    const bytes = unreferenced.reduce((sum, part) => sum + part.bytes, 0);
    out.push(
      '',
      `Definitions nothing refers to: ${unreferenced.length}, ${fmt(bytes)} bytes (npx mcp-budget suggest ${explanation.subject}${configOption(configFile)} proposes dropping them)`,
    );
  }
  return `${out.join('\n')}\n`;
}

function collect(parts: ExplainPart[], keep: (part: ExplainPart) => boolean): ExplainPart[] {
  return parts.flatMap((part) => [...(keep(part) ? [part] : []), ...collect(part.children ?? [], keep)]);
}

function collectRepeats(parts: ExplainPart[]): ExplainPart[] {
  return parts
    .flatMap((part) => [...(part.repeated ? [part] : []), ...collectRepeats(part.children ?? [])])
    .sort((a, b) => b.bytes - a.bytes);
}
