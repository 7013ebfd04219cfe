import type { HostProfile } from '../../budget/host-profiles.js';
import { deferredListing, hostInstructions, hostToolPayload } from '../../measure/hosts/host-payload.js';
import { deferredByDefault } from '../../measure/hosts/host-deferral.js';
import { hostView, type ResultPage } from '../../measure/hosts/host-results.js';
import type { WireTool } from '../../servers/list-tools.js';
import { fmt } from '../../text/format.js';
import { withoutMachineParts } from './recorded-payloads.js';

/** What `check` says one host's model receives of one server: each definition and each fixture result. */
export interface PredictedRun {
  /** Each tool: its bytes as the host sends it (the report's perTool figure), and the text where the view has it. */
  definitions: Array<{ tool: string; bytes: number; text?: string }>;
  /** Each tool fixture of the server, in call order: the host view's bytes, and its text where the view has it. */
  results: Array<{ fixture: string; tool: string; bytes: number; outcome: string; text?: string }>;
}

/** What the real host sent its model for that server: each tool's entry by MCP name, each result in call order. */
export interface ObservedRun {
  entries: Map<string, string>;
  results: string[];
  /** Whether the definitions were sent up front (a deferring host sends only the tools its model asked for). */
  upFront: boolean;
}

/**
 * One figure of `check`'s that is not what the host sent. `figure`: `bytes` (the sizes differ), `text` (same bytes,
 * other text), `sent` (one side has it, the other not). Where both texts are known, `at` is the first character
 * that differs and the excerpts are what each side has from there (data from a server and a host: render with care).
 */
export interface HostDifference {
  kind: 'definition' | 'result' | 'session-start';
  server: string;
  /** The tool's MCP name (a definition) or the fixture's name (a result). */
  subject: string;
  figure: 'bytes' | 'text' | 'sent';
  predicted: number | null;
  sent: number | null;
  at?: number;
  predictedExcerpt?: string;
  sentExcerpt?: string;
  /** A session-start difference: the profile fact its prediction rests on (instructionsSent, deferral, …). */
  fact?: string;
}

const EXCERPT = 60;

/** Where two texts first differ, and up to 60 characters of each from a little before there. */
function firstDifference(
  predicted: string,
  sent: string,
): Pick<HostDifference, 'at' | 'predictedExcerpt' | 'sentExcerpt'> {
  let at = 0;
  while (at < predicted.length && at < sent.length && predicted[at] === sent[at]) at++;
  const from = Math.max(0, at - 10);
  return {
    at,
    predictedExcerpt: predicted.slice(from, from + EXCERPT),
    sentExcerpt: sent.slice(from, from + EXCERPT),
  };
}

/**
 * `check`'s figures for one host and server against what the real host sent, definition by definition and result by
 * result. A saved file's path and a wall time are the machine's (withoutMachineParts), not differences.
 */
export function runDifferences(server: string, predicted: PredictedRun, observed: ObservedRun): HostDifference[] {
  return [...definitionDifferences(server, predicted, observed), ...resultDifferences(server, predicted, observed)];
}

/** Each definition predicted against the one sent, then any the host sent that was not predicted. */
function definitionDifferences(server: string, predicted: PredictedRun, observed: ObservedRun): HostDifference[] {
  const differences: HostDifference[] = [];
  const definition = (subject: string, rest: Omit<HostDifference, 'kind' | 'server' | 'subject'>) =>
    differences.push({ kind: 'definition', server, subject, ...rest });
  const known = new Set(predicted.definitions.map((predictedDefinition) => predictedDefinition.tool));
  for (const { tool, bytes, text } of predicted.definitions) {
    const sent = observed.entries.get(tool);
    if (sent === undefined) {
      // A deferring host sends only the definitions its model asked for: an unasked tool was never due.
      if (observed.upFront) definition(tool, { figure: 'sent', predicted: bytes, sent: null });
      continue;
    }
    const sentBytes = Buffer.byteLength(sent);
    const where = text === undefined ? {} : firstDifference(text, sent);
    if (sentBytes !== bytes) definition(tool, { figure: 'bytes', predicted: bytes, sent: sentBytes, ...where });
    else if (text !== undefined && text !== sent)
      definition(tool, { figure: 'text', predicted: bytes, sent: sentBytes, ...where });
  }
  for (const [name, sent] of observed.entries)
    if (!known.has(name)) definition(name, { figure: 'sent', predicted: null, sent: Buffer.byteLength(sent) });
  return differences;
}

/** Each fixture's result as predicted against what the host's model received, in call order, then any extra. */
function resultDifferences(server: string, predicted: PredictedRun, observed: ObservedRun): HostDifference[] {
  const differences: HostDifference[] = [];
  const result = (subject: string, rest: Omit<HostDifference, 'kind' | 'server' | 'subject'>) =>
    differences.push({ kind: 'result', server, subject, ...rest });
  predicted.results.forEach((expected, index) => {
    const received = observed.results[index];
    if (received === undefined)
      return result(expected.fixture, { figure: 'sent', predicted: expected.bytes, sent: null });
    const receivedBytes = Buffer.byteLength(received);
    const sentText = withoutMachineParts(received);
    if (expected.text !== undefined) {
      const predictedText = withoutMachineParts(expected.text);
      if (predictedText === sentText) return;
      const sameSize = Buffer.byteLength(predictedText) === Buffer.byteLength(sentText);
      return result(expected.fixture, {
        figure: sameSize ? 'text' : 'bytes',
        predicted: expected.bytes,
        sent: receivedBytes,
        ...firstDifference(predictedText, sentText),
      });
    }
    // No text to compare (a result too large to keep): the bytes, unless the host saved it to a file of its own.
    if (expected.outcome !== 'spilled' && expected.bytes !== receivedBytes)
      result(expected.fixture, { figure: 'bytes', predicted: expected.bytes, sent: receivedBytes });
  });
  for (const extra of observed.results.slice(predicted.results.length))
    result(`result ${predicted.results.length + 1}`, {
      figure: 'sent',
      predicted: null,
      sent: Buffer.byteLength(extra),
    });
  return differences;
}

/**
 * The texts behind `check`'s figures where it does not keep them: each tool's payload as the profile writes it, and
 * each result as the host view shows it (the same functions `check` counts with).
 */
export function predictedTexts(
  profile: HostProfile,
  server: string,
  tools: WireTool[],
  pages: Array<{ fixture: string; page: ResultPage; toolMeta?: Record<string, unknown> }>,
  tokenizer: { count(text: string): number },
  serverInfo?: { name?: unknown; title?: unknown },
): PredictedRun {
  return {
    definitions: tools.map((tool) => {
      const json = hostToolPayload(profile, server, tool, serverInfo).json;
      return { tool: tool.name, bytes: Buffer.byteLength(json), text: json };
    }),
    results: pages.map(({ fixture, page, toolMeta }) => {
      const view = hostView(profile, page, tokenizer, toolMeta);
      return { fixture, tool: page.call?.name ?? '', bytes: view.bytes, outcome: view.outcome, text: view.shown };
    }),
  };
}

/** What `check` says a host's model receives of one server at session start. */
export interface PredictedStart {
  /** The server's instructions as the host shows them ('' where it sends none), and as the server gave them. */
  instructions: string;
  serverInstructions?: string;
  /** Where the host cuts the instructions (their first `cutAt` characters are kept), when it does. */
  cutAt?: number;
  /** Definitions held back behind tool search (only the listing goes out), or sent up front. */
  deferred: boolean;
  /** What a deferring host lists of the tools where its profile says how (Qwen Code), else undefined. */
  listing?: string;
  /** The profile facts each prediction rests on, named in a difference. */
  facts: { instructions: string; deferral: string; listing?: string };
}

/**
 * check's session start for one host and server: the instructions as the host cuts and frames them, the side of its
 * deferral threshold (by the model it runs: `deferred` where the session's count decides, as deferralSide says), and a
 * deferring host's listing.
 */
export function predictedStart(
  profile: HostProfile,
  server: string,
  tools: WireTool[],
  instructions: string | undefined,
  deferred = deferredByDefault(profile),
  serverInfo?: { name?: unknown; title?: unknown },
): PredictedStart {
  const { facts } = profile;
  const shapedBy = facts.instructionsSent
    ? 'instructionsSent'
    : facts.instructionsWrapper
      ? 'instructionsWrapper'
      : facts.instructionsCut
        ? 'instructionsCut'
        : 'instructionsSent';
  const listed = tools.map((tool) => ({
    hostName: hostToolPayload(profile, server, tool, serverInfo).name,
    description: tool.description,
  }));
  const shown = hostInstructions(profile, server, instructions);
  return {
    instructions: shown.text,
    ...(instructions ? { serverInstructions: instructions } : {}),
    ...(shown.cut && facts.instructionsCut ? { cutAt: facts.instructionsCut.value } : {}),
    deferred,
    ...(deferred && facts.deferredListing ? { listing: deferredListing(profile, server, listed) } : {}),
    facts: {
      instructions: shapedBy,
      deferral: facts.deferral ? 'deferral' : 'deferredLoading',
      ...(facts.deferredListing ? { listing: 'deferredListing' } : {}),
    },
  };
}

/**
 * check's session start against what the host sent its model (`sent`: every request as sent, JSON escapes and all):
 * the instructions as predicted (or none of them where the profile says the host sends none), the definitions on the
 * predicted side of the deferral threshold, and a deferring host's listing. Each difference names the fact it rests on.
 */
export function sessionStartDifferences(
  server: string,
  predicted: PredictedStart,
  observed: { sent: string; upFront: boolean },
): HostDifference[] {
  const differences: HostDifference[] = [];
  const escaped = (text: string) => JSON.stringify(text).slice(1, -1);
  const start = (subject: string, fact: string, rest: Pick<HostDifference, 'figure' | 'predicted' | 'sent'>) =>
    differences.push({ kind: 'session-start', server, subject, ...rest, fact });
  const bytes = (text: string) => Buffer.byteLength(text);
  if (predicted.instructions !== '' && !observed.sent.includes(escaped(predicted.instructions)))
    start('instructions', predicted.facts.instructions, {
      figure: 'sent',
      predicted: bytes(predicted.instructions),
      sent: null,
    });
  // Cut where predicted: a character past the cut must not follow the kept part (a longer copy was sent).
  const past = predicted.serverInstructions?.slice(0, (predicted.cutAt ?? Infinity) + 1);
  if (predicted.cutAt !== undefined && past && observed.sent.includes(escaped(past)))
    start('instructions', 'instructionsCut', { figure: 'bytes', predicted: bytes(predicted.instructions), sent: null });
  // None predicted: the server's own words (their first 60 characters) must not be there in any frame.
  const own = predicted.serverInstructions?.slice(0, 60);
  if (predicted.instructions === '' && own && observed.sent.includes(escaped(own)))
    start('instructions', predicted.facts.instructions, {
      figure: 'sent',
      predicted: null,
      sent: bytes(predicted.serverInstructions!),
    });
  if (predicted.deferred === observed.upFront)
    start('definitions', predicted.facts.deferral, {
      figure: 'sent',
      predicted: predicted.deferred ? 0 : null,
      sent: observed.upFront ? null : 0,
    });
  if (predicted.listing !== undefined && !observed.upFront && !observed.sent.includes(escaped(predicted.listing)))
    start('listing', predicted.facts.listing ?? 'deferredListing', {
      figure: 'sent',
      predicted: bytes(predicted.listing),
      sent: null,
    });
  return differences;
}

/** One line of a difference, every text from a server or a host with its controls shown (never sent raw). */
export function describeDifference(difference: HostDifference, show: (text: string) => string): string {
  if (difference.kind === 'session-start') return describeStart(difference, show);
  const subject = `${difference.kind} ${show(difference.server)}/${show(difference.subject)}`;
  const figures =
    difference.figure === 'sent'
      ? difference.sent === null
        ? `predicted (${difference.predicted} B), not sent`
        : `sent (${difference.sent} B), not predicted`
      : `${difference.figure}: predicted ${difference.predicted} B, sent ${difference.sent} B`;
  const where =
    difference.at === undefined
      ? ''
      : `; first differs at char ${difference.at}: predicted "${show(difference.predictedExcerpt ?? '')}", sent "${show(difference.sentExcerpt ?? '')}"`;
  return `${subject}: ${figures}${where}`;
}

/** A session-start difference: what was predicted and not sent (or sent and not predicted), and the fact named. */
function describeStart(difference: HostDifference, show: (text: string) => string): string {
  const subject = `session start ${show(difference.server)}/${show(difference.subject)}`;
  const figures =
    difference.subject === 'definitions'
      ? difference.sent === null
        ? 'predicted held back behind tool search, sent up front'
        : 'predicted up front, held back behind tool search'
      : difference.sent === null
        ? `predicted (${fmt(difference.predicted ?? 0)} B), not sent`
        : `sent (${fmt(difference.sent)} B), not predicted`;
  return `${subject}: ${figures} (fact: ${difference.fact})`;
}
