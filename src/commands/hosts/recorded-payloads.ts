import type { RecordedRequest } from './model-stand-in.js';
import { showControls } from '../../text/untrusted.js';

import { HOST_MODULES } from '../../hosts/registry.js';

type Json = Record<string, unknown>;
const asArray = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);

/** The host's requests to its model proper (not count_tokens, not a model listing), in order, as its module reads them. */
function modelRequests(host: string, requests: RecordedRequest[]): Json[] {
  const path = HOST_MODULES[host]?.recorded?.requestPath;
  if (!path) return [];
  return requests
    .filter((request) => path.test(request.path) && typeof request.body === 'object' && request.body !== null)
    .map((request) => request.body as Json);
}

/**
 * Each of `server`'s tools as the host last sent it, by the tool's MCP name, serialized compactly (how each host's
 * requests are read is its module's `recorded`: Claude Code's tools[] entry, the function inside Codex's
 * `mcp__<server>` namespace, Gemini CLI's function declaration, a Chat Completions function or tool_search answer).
 */
export function recordedEntries(host: string, requests: RecordedRequest[], server: string): Map<string, string> {
  const entries = new Map<string, string>();
  const reading = HOST_MODULES[host]?.recorded;
  if (reading) for (const body of modelRequests(host, requests)) reading.entries(body, server, entries);
  return entries;
}

/** What the model received of each MCP tool call, in call order, from the host's last request (tool search left out). */
export function recordedResults(host: string, requests: RecordedRequest[]): string[] {
  const last = modelRequests(host, requests).at(-1);
  const reading = HOST_MODULES[host]?.recorded;
  return last && reading ? reading.results(last) : [];
}

/**
 * The parts of a recorded text that depend on the machine and the moment, each replaced by one placeholder: a
 * saved file's path, Codex's wall time, the count in Codex's truncation marker.
 */
export function withoutMachineParts(text: string): string {
  return text
    .replace(/\/[^\s"'`]*\/(tool-results|tool-outputs|tool-output)\/[^\s"'`]+?(?=\.?(\s|$|"|'))/g, '<saved file>')
    .replace(/\/[^\s"'`]*\/\d+-copilot-tool-output-[0-9a-f]+\.txt/g, '<saved file>')
    .replace(/Wall time: \d+\.\d+ seconds/g, 'Wall time: <t> seconds')
    .replace(/…\d+ tokens truncated…/g, '…<n> tokens truncated…');
}

/** What a recording keeps: each tool's entry as sent, and each result as the model received it, machine parts out. */
export interface RecordedRun {
  entries: Record<string, string>;
  results: string[];
  /** Whether the first request already held the server's definitions (false: deferred behind tool search). */
  upFront: boolean;
}

export function summarizeRun(host: string, requests: RecordedRequest[], server: string): RecordedRun {
  // The first request that offers any tool (Gemini CLI first asks a router model, with none).
  const first = modelRequests(host, requests).find((body) => asArray(body.tools).length > 0);
  const upFront =
    first !== undefined &&
    recordedEntries(
      host,
      [{ method: 'POST', path: requests.find((r) => r.body === first)!.path, body: first, raw: '' }],
      server,
    ).size > 0;
  return {
    entries: Object.fromEntries([...recordedEntries(host, requests, server)].sort(([a], [b]) => a.localeCompare(b))),
    results: recordedResults(host, requests).map(withoutMachineParts),
    upFront,
  };
}

/** A committed recording: one host version's runs of the recorded fixture set. */
export interface HostRecordingFile {
  host: string;
  pkg: string;
  version: string;
  recorded: string;
  runs: Record<string, RecordedRun>;
}

/** What changed between two recordings of one run, one line each (tool entries, results, deferral). */
export function recordingChanges(was: RecordedRun | undefined, now: RecordedRun): string[] {
  if (!was) return ['new run: nothing committed to compare with'];
  const lines: string[] = [];
  if (was.upFront !== now.upFront)
    lines.push(`definitions ${now.upFront ? 'now sent up front' : 'now deferred behind tool search'}`);
  for (const key of new Set([...Object.keys(was.entries), ...Object.keys(now.entries)])) {
    const before = was.entries[key];
    const after = now.entries[key];
    if (before === after) continue;
    // The host's copy of a server's tool name: one line, its controls shown, never sent to the terminal.
    const name = showControls(key);
    lines.push(
      before === undefined
        ? `tool ${name}: now sent (${Buffer.byteLength(after!)} B)`
        : after === undefined
          ? `tool ${name}: no longer sent`
          : `tool ${name}: ${Buffer.byteLength(before)} B → ${Buffer.byteLength(after)} B as sent`,
    );
  }
  now.results.forEach((result, index) => {
    const before = was.results[index];
    if (before !== result)
      lines.push(
        `result ${index + 1}: ${before === undefined ? 'new' : `${Buffer.byteLength(before)} B → ${Buffer.byteLength(result)} B as received`}`,
      );
  });
  return lines;
}
