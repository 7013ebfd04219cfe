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
  const differences: HostDifference[] = [];
  const known = new Set(predicted.definitions.map((definition) => definition.tool));
  for (const definition of predicted.definitions) {
    const sent = observed.entries.get(definition.tool);
    if (sent === undefined) {
      // A deferring host sends only the definitions its model asked for: an unasked tool was never due.
      if (observed.upFront)
        differences.push({
          kind: 'definition',
          server,
          subject: definition.tool,
          figure: 'sent',
          predicted: definition.bytes,
          sent: null,
        });
      continue;
    }
    const sentBytes = Buffer.byteLength(sent);
    const where = definition.text === undefined ? {} : firstDifference(definition.text, sent);
    if (sentBytes !== definition.bytes)
      differences.push({
        kind: 'definition',
        server,
        subject: definition.tool,
        figure: 'bytes',
        predicted: definition.bytes,
        sent: sentBytes,
        ...where,
      });
    else if (definition.text !== undefined && definition.text !== sent)
      differences.push({
        kind: 'definition',
        server,
        subject: definition.tool,
        figure: 'text',
        predicted: definition.bytes,
        sent: sentBytes,
        ...where,
      });
  }
  for (const name of observed.entries.keys())
    if (!known.has(name))
      differences.push({
        kind: 'definition',
        server,
        subject: name,
        figure: 'sent',
        predicted: null,
        sent: Buffer.byteLength(observed.entries.get(name)!),
      });
  predicted.results.forEach((result, index) => {
    const received = observed.results[index];
    if (received === undefined) {
      differences.push({
        kind: 'result',
        server,
        subject: result.fixture,
        figure: 'sent',
        predicted: result.bytes,
        sent: null,
      });
      return;
    }
    const receivedBytes = Buffer.byteLength(received);
    const sentText = withoutMachineParts(received);
    if (result.text !== undefined) {
      const predictedText = withoutMachineParts(result.text);
      if (predictedText === sentText) return;
      const sameSize = Buffer.byteLength(predictedText) === Buffer.byteLength(sentText);
      differences.push({
        kind: 'result',
        server,
        subject: result.fixture,
        figure: sameSize ? 'text' : 'bytes',
        predicted: result.bytes,
        sent: receivedBytes,
        ...firstDifference(predictedText, sentText),
      });
      return;
    }
    // No text to compare (a result too large to keep): the bytes, unless the host saved it to a file of its own.
    if (result.outcome !== 'spilled' && result.bytes !== receivedBytes)
      differences.push({
        kind: 'result',
        server,
        subject: result.fixture,
        figure: 'bytes',
        predicted: result.bytes,
        sent: receivedBytes,
      });
  });
  for (const extra of observed.results.slice(predicted.results.length))
    differences.push({
      kind: 'result',
      server,
      subject: `result ${predicted.results.length + 1}`,
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
