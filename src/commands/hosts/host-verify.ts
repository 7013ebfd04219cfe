import type { HostProfile } from '../../budget/host-profiles.js';
import { hostToolPayload } from '../../measure/hosts/host-payload.js';
import { hostView, type ResultPage } from '../../measure/hosts/host-results.js';
import type { WireTool } from '../../servers/list-tools.js';
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
  kind: 'definition' | 'result';
  server: string;
  /** The tool's MCP name (a definition) or the fixture's name (a result). */
  subject: string;
  figure: 'bytes' | 'text' | 'sent';
  predicted: number | null;
  sent: number | null;
  at?: number;
  predictedExcerpt?: string;
  sentExcerpt?: string;
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

/** One line of a difference, every text from a server or a host with its controls shown (never sent raw). */
export function describeDifference(difference: HostDifference, show: (text: string) => string): string {
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
