import type { Paginate } from '../budget/budget-config.js';
import { fmt } from '../text/format.js';
import { getPointer } from '../measure/json-pointer.js';
import { largestFitting } from '../measure/largest-fitting.js';
import { keepRecords, recordCopies, recordCount, writeCopy } from './records.js';

type Result = Record<string, unknown>;
type Block = { type?: unknown; text?: unknown };

export interface CutRequest {
  /** Whether a candidate result, as it would go on the wire, is within every ceiling. */
  fits(result: Result): boolean;
  /** What the result is held to, as the note says it: "this server's limit of 2,000 tokens". */
  limit: string;
  /** How far over the result is, as a fraction of the limit kept (0.04 = it is 25x the limit): the first guess. */
  share: number;
  /** The paginated shape a fixture declares for this tool. */
  paginate?: Paginate;
  /** Top-level keys left out before cutting (they did not fit beside a marker), as the marker names them. */
  dropped?: string[];
  /**
   * The tool declares an outputSchema: structuredContent must still satisfy it, so the note never goes there, and a
   * cut that cannot keep structuredContent is sent as an error result (clients check the schema only on success).
   */
  outputSchema?: boolean;
  /** The tool's page-size parameter (pageSizeParameter): only then does the note suggest a smaller page. */
  pageSize?: string;
  /** The page's next cursor: a cut that shows no whole record still says where the next page starts. */
  next?: { value: string; total: number };
}

export interface Cut {
  result: Result;
  how: 'records' | 'text';
  /** Records, or characters of text, sent and there were. */
  kept: number;
  total: number;
}

/**
 * An oversized result cut in-band, never silently: at a record boundary when it carries records (every copy of them
 * alike, with `truncated: true` and a note that says how to get the rest), otherwise its text is cut and a marker
 * says where and why. Returns only a candidate measured to fit, or a bare marker when nothing of the result can.
 */
export function cutResult(result: Result, request: CutRequest): Cut {
  const { kept, dropped } = withoutExtras(result, request);
  const next = nextCursor(kept, request);
  const held = { ...request, dropped, ...(next === undefined ? {} : { next }) };
  if (dropped.length > 0) {
    // Without what did not fit, the rest may fit whole: then only that is left out, and said.
    const blocks = Array.isArray(kept.content) ? (kept.content as Block[]) : [];
    const whole = {
      ...kept,
      content: [
        ...blocks,
        {
          type: 'text',
          text: `[mcp-budget guard: not sent: ${dropped.join(', ')}, to keep this result within ${request.limit}.]`,
        },
      ],
    };
    if (request.fits(whole)) return { result: whole, how: 'text', kept: textLength(blocks), total: textLength(blocks) };
  }
  return cutRecords(kept, held) ?? cutText(kept, held);
}

/** What a tool result is made of; anything else (`_meta`, a vendor's key) goes only if it fits beside a marker. */
const PARTS = new Set(['content', 'structuredContent', 'isError', 'resultType']);

function withoutExtras(result: Result, request: CutRequest): { kept: Result; dropped: string[] } {
  const extras = Object.keys(result).filter((key) => !PARTS.has(key));
  if (extras.length === 0) return { kept: result, dropped: [] };
  const withExtras = Object.fromEntries(
    Object.entries(result).filter(([key]) => !PARTS.has(key) || key === 'isError' || key === 'resultType'),
  );
  if (request.fits({ ...withExtras, content: [marker(0, 0, request, extras)] })) return { kept: result, dropped: [] };
  return {
    kept: Object.fromEntries(Object.entries(result).filter(([key]) => PARTS.has(key))),
    dropped: extras.map((key) => `"${key}"`),
  };
}

/** The page's next cursor, when a fixture declares the tool paginated and the page has one. */
function nextCursor(result: Result, request: CutRequest): { value: string; total: number } | undefined {
  if (!request.paginate) return undefined;
  const copy = recordCopies(result, request.paginate.items)[0];
  const next = copy ? getPointer(copy.value, request.paginate.nextCursor) : undefined;
  if (next === undefined || next === null || next === '') return undefined;
  return { value: typeof next === 'string' ? next : JSON.stringify(next), total: recordCount(copy!) };
}

/**
 * A result the guard cannot cut in place (not an object, or a multi-round result whose parts only make sense whole)
 * and that is over the limit: a complete result that says so, as an error the model reads.
 */
export function withheld(what: string, request: Pick<CutRequest, 'limit'>): Result {
  return {
    content: [
      {
        type: 'text',
        text: `[mcp-budget guard: result withheld: ${what} was over ${request.limit}. Ask for a narrower part to see it.]`,
      },
    ],
    isError: true,
  };
}

function cutRecords(result: Result, request: CutRequest): Cut | undefined {
  const copies = recordCopies(result, request.paginate?.items);
  if (copies.length === 0) return undefined;
  const total = Math.max(...copies.map(recordCount));
  const next = request.paginate ? getPointer(copies[0]!.value, request.paginate.nextCursor) : undefined;
  const hasNext = next !== undefined && next !== null && next !== '';
  const candidate = (kept: number): Result => {
    const note = recordsNote(kept, total, request, hasNext);
    const content = Array.isArray(result.content) ? [...(result.content as Block[])] : [];
    let structured = result.structuredContent;
    let unnoted = false;
    let noted = false;
    for (const copy of copies) {
      const strict = copy.where === 'structured' && request.outputSchema === true;
      const { value, noted: here } = keepRecords(copy, kept, strict ? undefined : note);
      noted ||= here;
      unnoted ||= !here && !strict;
      if (copy.where === 'structured') structured = value;
      else content[copy.where] = { ...content[copy.where], text: writeCopy(copy, value) };
    }
    // A bare array has no room for the flag, so it goes in a block of its own, as JSON the model reads beside it.
    if (unnoted || !noted) content.push({ type: 'text', text: JSON.stringify({ truncated: true, note }) });
    return { ...result, content, ...(structured === undefined ? {} : { structuredContent: structured }) };
  };
  const kept = largestFitting(total, (n) => request.fits(candidate(n)), total * request.share);
  // Not one whole record fits: the first part of the first one, cut with a marker, tells the model more than nothing.
  return kept === undefined || kept === 0 ? undefined : { result: candidate(kept), how: 'records', kept, total };
}

/** The cursor a cut page still carries points past every record of the page, shown or not: the note says so. */
function recordsNote(
  kept: number,
  total: number,
  { limit, paginate, dropped, pageSize }: CutRequest,
  hasNext: boolean,
): string {
  const shown = `mcp-budget guard: ${fmt(kept)} of ${fmt(total)} records shown; the other ${fmt(total - kept)} were cut to keep this result within ${limit}.${dropped && dropped.length > 0 ? ` Not sent either: ${dropped.join(', ')}.` : ''}`;
  const narrower = `Ask for fewer records at a time (${smallerPage(pageSize)}a narrower query or a filter) to see them`;
  if (!paginate) return `${shown} ${narrower}.`;
  const cursor = hasNext
    ? `; the next cursor in this result continues after all ${fmt(total)} records, not after the ${fmt(kept)} shown`
    : '';
  return `${shown} ${narrower}, and page with \`${paginate.cursorArgument}\`${cursor}.`;
}

function cutText(result: Result, request: CutRequest): Cut {
  const blocks = Array.isArray(result.content) ? (result.content as Block[]) : [];
  const isText = (block: Block) => block?.type === 'text' && typeof block.text === 'string';
  const total = blocks.reduce((sum, block) => sum + (isText(block) ? (block.text as string).length : 0), 0);
  const others = blocks.filter((block) => !isText(block)).length;
  const { structuredContent: _structured, content: _content, ...rest } = result;
  // What cannot be cut with a marker (images, resources, a structured copy) is sent whole or not at all.
  const withStructured =
    result.structuredContent !== undefined && request.fits({ ...result, content: [marker(0, total, request, [])] });
  const withOthers =
    others > 0 &&
    request.fits({
      ...(withStructured ? result : rest),
      content: [...blocks.filter((block) => !isText(block)), marker(0, total, request, [])],
    });
  const dropped = [
    ...(request.dropped ?? []),
    ...(result.structuredContent !== undefined && !withStructured ? ['structuredContent'] : []),
    ...(others > 0 && !withOthers ? [`${others} non-text content block${others === 1 ? '' : 's'}`] : []),
  ];
  const candidate = (kept: number): Result => {
    const content: Block[] = [];
    let left = kept;
    for (const block of blocks) {
      if (!isText(block)) {
        if (withOthers) content.push(block);
        continue;
      }
      const text = block.text as string;
      if (left >= text.length) content.push(block);
      else if (left > 0) content.push({ ...block, text: text.slice(0, safeEnd(text, left)) });
      left = Math.max(0, left - text.length);
    }
    content.push(marker(kept, total, request, dropped));
    const lost = request.outputSchema === true && result.structuredContent !== undefined && !withStructured;
    return { ...(withStructured ? result : rest), content, ...(lost ? { isError: true } : {}) };
  };
  const kept = largestFitting(total, (n) => request.fits(candidate(n)), total * request.share);
  if (kept === undefined) {
    const everything = [
      ...(request.dropped ?? []),
      ...(result.structuredContent !== undefined ? ['structuredContent'] : []),
      ...(others > 0 ? [`${others} non-text content block${others === 1 ? '' : 's'}`] : []),
    ];
    const full = { ...rest, content: [marker(0, total, request, everything)] };
    // A limit too small for the whole marker still gets a result that says it was withheld, never an empty one.
    const short = {
      ...rest,
      content: [{ type: 'text', text: `[mcp-budget guard: result withheld: over ${request.limit}]` }],
    };
    const lost = request.outputSchema === true && result.structuredContent !== undefined ? { isError: true } : {};
    return { result: { ...(request.fits(full) ? full : short), ...lost }, how: 'text', kept: 0, total };
  }
  return { result: candidate(kept), how: 'text', kept, total };
}

/** `a smaller "per_page", `: what the tool takes to return less, when its input schema has it; else nothing. */
const smallerPage = (pageSize: string | undefined) =>
  pageSize === undefined ? '' : `a smaller ${JSON.stringify(pageSize)}, `;

/** Names of a page-size parameter, as tools spell them (case, `-` and `_` aside). */
const PAGE_SIZE_NAMES = new Set([
  'pagesize',
  'perpage',
  'limit',
  'pagelimit',
  'maxresults',
  'maxitems',
  'maxrecords',
  'count',
  'size',
  'top',
  'first',
  'last',
  'take',
  'numresults',
  'resultsperpage',
]);

/**
 * The parameter a tool's input schema takes for how many records to return (`per_page`, `limit`, `pageSize`…), a
 * number or an integer; undefined when it has none, and then no note suggests a smaller page.
 */
export function pageSizeParameter(inputSchema: unknown): string | undefined {
  const properties =
    typeof inputSchema === 'object' && inputSchema !== null
      ? (inputSchema as { properties?: unknown }).properties
      : undefined;
  if (typeof properties !== 'object' || properties === null) return undefined;
  return Object.entries(properties as Record<string, unknown>).find(([name, schema]) => {
    if (!PAGE_SIZE_NAMES.has(name.toLowerCase().replace(/[-_]/g, ''))) return false;
    const type = typeof schema === 'object' && schema !== null ? (schema as { type?: unknown }).type : undefined;
    const types = Array.isArray(type) ? type : [type];
    return types.some((t) => t === 'integer' || t === 'number');
  })?.[0];
}

function marker(
  kept: number,
  total: number,
  { limit, paginate, next, pageSize }: CutRequest,
  dropped: string[],
): Block {
  const also = dropped.length > 0 ? ` Not sent either: ${dropped.join(', ')}.` : '';
  const page =
    paginate && next
      ? ` The next page starts with \`${paginate.cursorArgument}\`: ${JSON.stringify(next.value)} (it continues after all ${fmt(next.total)} records of this page).`
      : '';
  return {
    type: 'text',
    text: `[mcp-budget guard: the result was cut here, after ${fmt(kept)} of ${fmt(total)} characters of text, to keep it within ${limit}.${also} The rest was not sent; ask for a narrower part (a range, a filter${pageSize === undefined ? '' : `, a smaller ${JSON.stringify(pageSize)}`}) to see it.${page}]`,
  };
}

function textLength(blocks: Block[]): number {
  return blocks.reduce(
    (sum, block) => sum + (block?.type === 'text' && typeof block.text === 'string' ? block.text.length : 0),
    0,
  );
}

/** A cut never splits a surrogate pair: half of one is not text. */
function safeEnd(text: string, end: number): number {
  const code = text.charCodeAt(end - 1);
  return code >= 0xd800 && code <= 0xdbff ? end - 1 : end;
}
