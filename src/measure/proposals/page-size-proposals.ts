import type { Fixture } from '../../budget/budget-config.js';
import { HOST_PROFILES, type HostProfile } from '../../budget/host-profiles.js';
import { largestFitting } from '../largest-fitting.js';
import { hostCut, hostResultText, hostView } from '../hosts/host-results.js';
import { getPointer, withPointer } from '../json-pointer.js';
import { parseJson, type MeasuredResult } from '../measure-result.js';
import { reserialize, type Result, type ResultChange } from './result-change.js';
import type { Tokenizer } from '../tokens.js';

/**
 * A paged fixture (`paginate` with `items`) whose first page a host cuts or spills: the model loses the records past
 * the cut and the cursor with them. For each such host, the largest page that host passes whole, cursor included:
 * guessed from the page's measured cost per record as the host reads it, then found by making pages of the first n
 * records (the page's own cursor kept) and reading each as the host does. Smaller pages mean more calls: a choice.
 */
export function pageSizeProposals(change: ResultChange, fixture: Fixture, hosts: HostProfile[]): void {
  const paginate = fixture.paginate;
  if (!paginate?.items) return;
  const { result, tokenizer } = change;
  const blocks = Array.isArray(result.content) ? result.content : [];
  const firstText = blocks.find((block) => block?.type === 'text' && typeof block.text === 'string')?.text as
    | string
    | undefined;
  const payload = result.structuredContent ?? parseJson(firstText);
  const records = getPointer(payload, paginate.items);
  const next = getPointer(payload, paginate.nextCursor);
  if (!Array.isArray(records) || records.length < 2 || next === undefined || next === null || next === '') return;
  const raw = typeof next === 'string' ? next : JSON.stringify(next);
  // As a host's text holds it: bare, or escaped inside a JSON string.
  const holdsCursor = (text: string) => text.includes(raw) || text.includes(JSON.stringify(raw).slice(1, -1));
  const toolMeta = change.tool?._meta as Record<string, unknown> | undefined;
  const pages = new Map<number, MeasuredResult>();
  // Probes need only what each host reads of a page and whether it passes whole: its parts, uncounted.
  const pageOf = (n: number) =>
    pages.get(n) ?? pages.set(n, change.parts(firstRecords(result, paginate.items!, n))).get(n)!;
  const fitting = new Map<number, Array<{ profile: HostProfile; perRecord: number }>>();
  for (const profile of hosts.length > 0 ? hosts : Object.values(HOST_PROFILES)) {
    const view = (n: number) => hostView(profile, pageOf(n), tokenizer, toolMeta);
    const passes = (n: number) => {
      const page = pageOf(n);
      const text = hostResultText(profile, page);
      const after = hostCut(profile, text, page, toolMeta);
      return after.outcome === 'whole' && holdsCursor(after.text) && !overCap(profile, text, tokenizer);
    };
    const now = view(records.length);
    // A host that never shows the cursor (it reads the other copy) is not helped by a smaller page.
    if (!holdsCursor(now.text) || passes(records.length)) continue;
    const empty = view(0);
    const perRecordBytes = (now.preCutBytes - empty.preCutBytes) / records.length;
    const room = roomOf(profile);
    const guess =
      room === undefined || perRecordBytes <= 0 ? records.length / 2 : (room - empty.preCutBytes) / perRecordBytes;
    const size = largestFitting(records.length, passes, guess);
    if (size === undefined || size < 1) continue;
    const perRecord = Math.round((now.preCutTokens - empty.preCutTokens) / records.length);
    fitting.set(size, [...(fitting.get(size) ?? []), { profile, perRecord }]);
  }
  for (const [size, fits] of fitting) {
    const titles = fits.map(({ profile }) => profile.title).join(', ');
    change.propose(firstRecords(result, paginate.items, size), {
      kind: 'page-size-for-host-cut',
      lossless: false,
      change: `return at most ${size} records a page (page 1 has ${records.length}): ${titles} then ${fits.length > 1 ? 'pass' : 'passes'} the page whole, next cursor intact (a record costs about ${fits[0]!.perRecord} tokens as ${fits[0]!.profile.title} reads it)`,
      loses: `nothing of the records, but the model makes more calls: ${size} records a call instead of ${records.length}`,
    });
  }
}

/** The page with only its first n records, in structuredContent and in every text block that carries them. */
function firstRecords(result: Result, pointer: string, n: number): Result {
  const cut = (value: unknown) => {
    const records = getPointer(value, pointer);
    return Array.isArray(records) ? withPointer(value, pointer, records.slice(0, n)) : value;
  };
  const content = result.content?.map((block) => {
    const parsed = block?.type === 'text' && typeof block.text === 'string' ? parseJson(block.text) : undefined;
    return parsed !== undefined && Array.isArray(getPointer(parsed, pointer))
      ? { ...block, text: reserialize(block.text as string, cut(parsed)) }
      : block;
  });
  return {
    ...result,
    ...(content ? { content } : {}),
    ...(result.structuredContent !== undefined ? { structuredContent: cut(result.structuredContent) } : {}),
  };
}

/** Claude Code fails a call over its token cap (MAX_MCP_OUTPUT_TOKENS) rather than cutting it. */
function overCap(profile: HostProfile, text: string, tokenizer: Tokenizer): boolean {
  const cut = profile.facts.resultCut?.value;
  return cut?.kind === 'tokens' && tokenizer.count(text) > cut.limit;
}

/** Roughly how many bytes a host passes whole: only the first guess of the search, which measures every answer. */
function roomOf(profile: HostProfile): number | undefined {
  const spill = profile.facts.resultSpill?.value.chars ?? Infinity;
  const cut = profile.facts.resultCut?.value;
  const bytes =
    cut?.kind === 'tokens'
      ? cut.limit * 4
      : cut?.kind === 'token-budget-middle'
        ? cut.tokens * cut.bytesPerToken
        : cut?.kind === 'chars-head-tail'
          ? cut.chars
          : cut?.kind === 'head-tail' || cut?.kind === 'lines-head'
            ? cut.bytes
            : cut
              ? (cut.bytes ?? cut.limit ?? Infinity)
              : Infinity;
  const room = Math.min(spill, bytes);
  return Number.isFinite(room) ? room : undefined;
}
