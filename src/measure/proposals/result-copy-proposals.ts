import { HOST_PROFILES, type HostProfile, type ResultChannel } from '../../budget/host-profiles.js';
import { parseJson } from '../measure-result.js';
import type { ResultChange } from './result-change.js';

/** Which copy of a result each host's model reads when both are sent (src/hosts/<name>/profile.json resultChannel). */
const READS: Record<ResultChannel, 'structured' | 'text' | 'both'> = {
  'structured-only': 'structured',
  'structured-else-content-items': 'structured',
  both: 'both',
  content: 'text',
  'content-untrusted-parts': 'text',
  // Qwen Code reads the JSON and the text parts, the JSON once when a text part is that very string.
  'structured-first-parts': 'both',
};

/**
 * A result that sends structuredContent and a text block holding the same JSON: the copy a host ignores is paid for
 * on the wire and, by hosts that read both, twice in context. Dropping the text copy is lossless where every host
 * reads structuredContent, and a choice where some read only text (their model would get nothing). Dropping
 * structuredContent leaves every host the same JSON as text; it is not proposed for a tool that declares an
 * outputSchema, which obliges it to send structuredContent.
 */
export function copyProposals(change: ResultChange, hosts: HostProfile[]): void {
  const { result, tool } = change;
  const structured = result.structuredContent;
  if (structured === undefined || structured === null) return;
  const blocks = Array.isArray(result.content) ? result.content : [];
  const mirror = blocks.findIndex(
    (block) => block?.type === 'text' && typeof block.text === 'string' && sameJson(parseJson(block.text), structured),
  );
  if (mirror < 0) return;
  const judges = hosts.length > 0 ? hosts : Object.values(HOST_PROFILES);
  const named = hosts.length > 0 ? '' : ' (no `hosts` in budget.json: every shipped host profile asked)';
  const reading = (copy: 'structured' | 'text' | 'both') =>
    judges.filter((profile) => READS[profile.facts.resultChannel?.value ?? 'content'] === copy);
  const [readsStructured, readsText, readsBoth] = [reading('structured'), reading('text'), reading('both')];
  const titles = (profiles: HostProfile[]) => profiles.map((profile) => profile.title).join(', ');
  const twice = readsBoth.length > 0 ? `; ${titles(readsBoth)} ${verb(readsBoth, 'reads', 'read')} both copies` : '';
  if (readsStructured.length + readsBoth.length > 0) {
    change.propose(
      { ...result, content: blocks.filter((_, i) => i !== mirror) },
      {
        kind: 'structured-and-text-copies',
        lossless: readsText.length === 0,
        change: `drop the text block that repeats structuredContent: ${readsStructured.length > 0 ? `${titles(readsStructured)} ${verb(readsStructured, 'reads', 'read')} only structuredContent` : 'no host reads the text alone'}${twice}${readsText.length === 0 ? ' (clients without structuredContent support, which the specification keeps the text copy for, would get nothing)' : ''}`,
        ...(readsText.length > 0
          ? {
              loses: `the whole result for ${titles(readsText)}, which ${verb(readsText, 'reads', 'read')} only the text${named}`,
            }
          : {}),
      },
    );
  }
  if (readsText.length + readsBoth.length > 0 && tool?.outputSchema === undefined) {
    const { structuredContent: _dropped, ...rest } = result;
    change.propose(rest, {
      kind: 'structured-and-text-copies',
      lossless: true,
      change: `drop structuredContent, the same JSON as the text block: ${readsText.length > 0 ? `${titles(readsText)} ${verb(readsText, 'reads', 'read')} only the text` : 'no host reads it alone'}${twice}${readsStructured.length > 0 ? `; ${titles(readsStructured)} then ${verb(readsStructured, 'reads', 'read')} the text instead` : ''}`,
    });
  }
}

const verb = (profiles: HostProfile[], one: string, many: string) => (profiles.length === 1 ? one : many);

/** The same JSON value, whatever the order of object keys. */
function sameJson(a: unknown, b: unknown): boolean {
  return a !== undefined && canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  return `{${Object.keys(value)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
    .join(',')}}`;
}
