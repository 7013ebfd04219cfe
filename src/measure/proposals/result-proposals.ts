import type { Fixture } from '../../budget/budget-config.js';
import { readsJsonFile } from '../result-shape.js';
import type { HostProfile } from '../../budget/host-profiles.js';
import type { WireTool } from '../../servers/list-tools.js';
import type { WireResponse } from '../../servers/wire-ledger.js';
import { hostView } from '../hosts/host-results.js';
import { measureResult, parseJson, type MeasuredResult, type Normalizer } from '../measure-result.js';
import { pageSizeProposals } from './page-size-proposals.js';
import { saving, type Proposal } from './proposals.js';
import { copyProposals } from './result-copy-proposals.js';
import { projectionProposals } from './projection-proposals.js';
import type { Tokenizer } from '../tokens.js';
import { type Result, type ResultChange, reserialize } from './result-change.js';

/** Records this many or more make a field that never varies worth stating once. */
const MIN_RECORDS = 3;

/**
 * Every proposal for one fixture's result, each measured by changing the result as the server would send it and
 * measuring it again as `check` does (wire bytes of the re-serialized message, tokens the larger copy), and, with
 * `hosts`, as each host's model reads it (its channel, then its cut or spill).
 */
export function resultProposals(
  fixture: Fixture,
  wire: WireResponse,
  tokenizer: Tokenizer,
  normalizer?: Normalizer,
  hosts: HostProfile[] = [],
  tool?: WireTool,
  tools: WireTool[] = [],
): Proposal[] {
  const message = wire.message;
  const result = message?.result as Result | undefined;
  if (!message || !result) return [];
  const proposals: Proposal[] = [];
  const change = resultChange(`fixture:${fixture.name}`, wire, result, proposals, {
    tokenizer,
    normalizer,
    hosts,
    tool,
  });
  formatProposals(change, fixture);
  copyProposals(change, hosts);
  projectionProposals(change, tools);
  pageSizeProposals(change, fixture, hosts);
  return proposals;
}

/** How each change to the result is measured (as `check` does, and as each host reads it) and kept when it saves. */
function resultChange(
  subject: string,
  wire: WireResponse,
  result: Result,
  proposals: Proposal[],
  by: { tokenizer: Tokenizer; normalizer: Normalizer | undefined; hosts: HostProfile[]; tool: WireTool | undefined },
): ResultChange {
  const { tokenizer, normalizer, hosts, tool } = by;
  // resultProposals read the result from this message: it is there.
  const message = wire.message!;
  const toolMeta = tool?._meta as Record<string, unknown> | undefined;
  const views = (measured: MeasuredResult) => hosts.map((profile) => hostView(profile, measured, tokenizer, toolMeta));
  const before = measureResult(wire, tokenizer, normalizer);
  let viewsBefore: ReturnType<typeof views> | undefined;
  const measure = (changed: Result, counter: Tokenizer = tokenizer) => {
    const changedMessage = { ...message, result: changed as Record<string, unknown> };
    // The server serializes with JSON.stringify: the bytes it would send are today's plus the serialized difference.
    const bytes =
      wire.bytes + Buffer.byteLength(JSON.stringify(changedMessage)) - Buffer.byteLength(JSON.stringify(message));
    return measureResult({ bytes, message: changedMessage }, counter, normalizer);
  };
  const parts = (changed: Result) => measure(changed, { name: tokenizer.name, count: () => 0 });
  const propose: ResultChange['propose'] = (changed, rest) => {
    const after = measure(changed);
    const saves = saving(
      { bytes: before.wireBytes, tokens: before.tokens },
      { bytes: after.wireBytes, tokens: after.tokens },
    );
    if (!saves) return;
    viewsBefore ??= views(before);
    const viewsAfter = views(after);
    const perHost = hosts.map((profile, i) => ({
      host: profile.name,
      bytes: viewsBefore![i]!.bytes - viewsAfter[i]!.bytes,
      tokens: viewsBefore![i]!.tokens - viewsAfter[i]!.tokens,
    }));
    proposals.push({ subject, ...rest, saves, ...(perHost.length > 0 ? { hosts: perHost } : {}) });
  };
  return { result, before, tool, tokenizer, measure, parts, propose };
}

/** What the result's own form offers: JSON text sent compact, the object unwrapped from a string, constant fields. */
function formatProposals(change: ResultChange, fixture: Fixture): void {
  const { result, propose } = change;
  const blocks = Array.isArray(result.content) ? result.content : [];
  const compacted = blocks.map((block) => {
    const parsed = block?.type === 'text' && typeof block.text === 'string' ? parseJson(block.text) : undefined;
    return parsed !== undefined && typeof parsed === 'object' && JSON.stringify(parsed) !== block.text
      ? { ...block, text: JSON.stringify(parsed) }
      : block;
  });
  // A JSON file read verbatim is the file: its compact form is another text than the one on disk.
  const file =
    readsJsonFile(fixture.arguments) &&
    compacted.some((block, i) => block !== blocks[i] && JSON.stringify(result.structuredContent) !== block.text);
  if (compacted.some((block, i) => block !== blocks[i]))
    propose(
      { ...result, content: compacted },
      {
        kind: 'compact-json-text',
        lossless: !file,
        change: 'send JSON text compact: JSON.stringify(value), without indentation',
        ...(file ? { loses: 'the file as it is (its indentation and lines, which a model editing it needs)' } : {}),
      },
    );
  const unwrapped = unwrap(result.structuredContent);
  if (unwrapped !== undefined)
    propose(
      { ...result, structuredContent: unwrapped },
      {
        kind: 'unwrap-string-result',
        lossless: true,
        change: 'return the object itself as structuredContent, not a JSON string inside {"result": …}',
      },
    );
  const constant = constantFields(result);
  if (constant)
    propose(constant.result, {
      kind: 'constant-fields',
      lossless: false,
      change: `drop ${constant.fields.map((f) => `"${f}"`).join(', ')} from each of the ${constant.records} records: the value never varies (state it once, or not at all)`,
      loses: 'nothing the records differ in; the value itself unless stated once',
    });
}

/** `{"result": "<json object>"}` (one key, a string that parses to an object or array): the parsed value. */
function unwrap(structured: unknown): unknown {
  if (typeof structured !== 'object' || structured === null || Array.isArray(structured)) return undefined;
  const entries = Object.entries(structured);
  if (entries.length !== 1 || typeof entries[0]![1] !== 'string') return undefined;
  const parsed = parseJson(entries[0]![1]);
  return typeof parsed === 'object' && parsed !== null ? parsed : undefined;
}

/**
 * The largest array of records in the payload and the fields whose value is the same in every record, removed
 * wherever the records are sent (structuredContent and a JSON text copy alike).
 */
function constantFields(result: Result): { result: Result; fields: string[]; records: number } | undefined {
  const blocks = Array.isArray(result.content) ? result.content : [];
  const textIndex = blocks.findIndex(
    (block) => block?.type === 'text' && typeof block.text === 'string' && typeof parseJson(block.text) === 'object',
  );
  const textPayload = textIndex >= 0 ? parseJson(blocks[textIndex]!.text as string) : undefined;
  const records = largestRecordArray(result.structuredContent ?? textPayload);
  if (!records || records.length < MIN_RECORDS) return undefined;
  const fields = Object.keys(records[0]!).filter((field) => {
    const value = JSON.stringify(records[0]![field]);
    return records.every((record) => Object.hasOwn(record, field) && JSON.stringify(record[field]) === value);
  });
  if (fields.length === 0) return undefined;
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      const isTarget =
        value.length === records.length &&
        value.every((item, i) => JSON.stringify(item) === JSON.stringify(records[i]));
      return isTarget
        ? value.map((record) =>
            Object.fromEntries(Object.entries(record as object).filter(([key]) => !fields.includes(key))),
          )
        : value.map(strip);
    }
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, strip(item)]));
  };
  const content =
    textIndex < 0
      ? result.content
      : blocks.map((block, i) =>
          i === textIndex
            ? {
                ...block,
                text:
                  JSON.stringify(strip(textPayload)) === JSON.stringify(textPayload)
                    ? block.text
                    : reserialize(block.text as string, strip(textPayload)),
              }
            : block,
        );
  return {
    result: {
      ...result,
      ...(content ? { content } : {}),
      ...(result.structuredContent !== undefined ? { structuredContent: strip(result.structuredContent) } : {}),
    },
    fields,
    records: records.length,
  };
}

function largestRecordArray(value: unknown): Array<Record<string, unknown>> | undefined {
  let best: Array<Record<string, unknown>> | undefined;
  const visit = (node: unknown) => {
    if (Array.isArray(node)) {
      if (
        node.length > 0 &&
        node.every((item) => typeof item === 'object' && item !== null && !Array.isArray(item)) &&
        node.length > (best?.length ?? 0)
      )
        best = node as Array<Record<string, unknown>>;
      node.forEach(visit);
    } else if (typeof node === 'object' && node !== null) {
      Object.values(node).forEach(visit);
    }
  };
  visit(value);
  return best;
}
