import type { Fixture } from '../budget/budget-config.js';
import type { WireResponse } from '../servers/wire-ledger.js';
import type { ServerSession } from '../servers/server-session.js';
import type { SurfaceField, SurfaceListing } from './listed-surface.js';
import { answerPreview, measureResult, type MeasuredResult } from './measure-result.js';
import type { Normalizer } from './result-normalizer.js';
import type { Tokenizer } from './tokens.js';
import type { FixtureReport } from './measurement.js';
import { linkedUris, readLinked } from './linked-resources.js';

/** What a prompt or resource fixture asks: the method, its params, and the subject it names. */
interface SurfaceCall {
  method: 'prompts/get' | 'resources/read';
  params: Record<string, unknown>;
  /** The prompt's name or the resource's URI. */
  target: string;
}

type SurfaceSkip = { because: 'prompt-not-listed' | 'resource-not-read' | 'arguments-do-not-match'; message: string };

/**
 * One prompt or resource fixture: checked, asked for (`runs` times; the largest answer counts), measured. The
 * report has the shape of a tool fixture's, so ceilings, the ratchet, `update` and the PR view hold it as they
 * hold a result (`fixture:<name>`). Host views are not claimed: hosts put prompts and resources in the context on
 * use, each its own way, and no profile records how.
 */
export async function runSurfaceFixture(
  session: ServerSession,
  fixture: Fixture,
  listed: Partial<Record<SurfaceField, SurfaceListing>>,
  tokenizer: Tokenizer,
  normalize: Normalizer | undefined,
): Promise<FixtureReport> {
  const call = surfaceCall(fixture);
  const report: FixtureReport = {
    name: fixture.name,
    server: fixture.server,
    ...(fixture.prompt !== undefined ? { prompt: call.target } : { resource: call.target }),
    isError: false,
    wireBytes: 0,
    textTokens: 0,
    structuredTokens: 0,
    tokens: 0,
    content: {},
    pages: [],
  };
  const skip = ({ because, message }: SurfaceSkip): FixtureReport => ({
    ...report,
    skipped: message,
    skippedBecause: because,
  });
  const problem = promptProblem(fixture, listed, fixture.server);
  if (problem) return skip(problem);
  if (fixture.resource !== undefined && !listed.resources)
    return skip({
      because: 'resource-not-read',
      message: `server "${fixture.server}" advertises no resources capability, so it has no resource ${JSON.stringify(fixture.resource)}`,
    });
  let chosen: MeasuredResult | undefined;
  const runTotals: number[] = [];
  for (let run = 0; run < (fixture.runs ?? 1); run++) {
    const wire = await session.request(call.method, call.params, `call ${fixture.name}`);
    const refused = errorAnswer(wire);
    if (refused !== undefined && call.method === 'resources/read' && fixture.expect?.isError !== true) {
      return skip({
        because: 'resource-not-read',
        message: `resources/read of ${JSON.stringify(call.target)} on server "${fixture.server}" answered the error ${refused}: no figure`,
      });
    }
    const measured = measureSurfaceAnswer(call, wire, tokenizer, normalize);
    runTotals.push(measured.tokens);
    if (!chosen || measured.tokens > chosen.tokens) chosen = measured;
  }
  const page = chosen!;
  Object.assign(report, {
    isError: page.isError,
    wireBytes: page.wireBytes,
    textTokens: page.textTokens,
    structuredTokens: page.structuredTokens,
    tokens: page.tokens,
    content: page.content,
    pages: [
      {
        wireBytes: page.wireBytes,
        textTokens: page.textTokens,
        structuredTokens: page.structuredTokens,
        tokens: page.tokens,
        ...(page.tooLarge ? { tooLarge: true } : {}),
      },
    ],
    answer: {
      ...(page.rpcError ? { rpcError: page.rpcError.code ?? null } : {}),
      preview: answerPreview(page.texts.join('\n')),
      ...(fixture.expect?.textIncludes !== undefined
        ? { textIncludes: page.texts.join('\n').includes(fixture.expect.textIncludes) }
        : {}),
    },
    ...(runTotals.length > 1 ? { runs: runTotals } : {}),
  });
  // A prompt's message can link a resource, as a tool result can: the linked payload is measured the same way.
  const uris = linkedUris([page]);
  if (uris.length > 0) report.linked = await readLinked(session, uris, `call ${fixture.name}`, tokenizer);
  return report;
}

function surfaceCall(fixture: Fixture): SurfaceCall {
  if (fixture.prompt !== undefined)
    return {
      method: 'prompts/get',
      params: { name: fixture.prompt, ...(fixture.arguments ? { arguments: fixture.arguments } : {}) },
      target: fixture.prompt,
    };
  return { method: 'resources/read', params: { uri: fixture.resource! }, target: fixture.resource! };
}

/**
 * A prompt is checked against prompts/list before it is asked for, as a tool is against its inputSchema: one the
 * server does not list, or a required argument left out, is said and the request is not made. A resource is only
 * known by reading it (a template's URIs are listed nowhere), so its check is the read's own answer.
 */
function promptProblem(
  fixture: Fixture,
  listed: Partial<Record<SurfaceField, SurfaceListing>>,
  server: string,
): SurfaceSkip | undefined {
  if (fixture.prompt === undefined) return undefined;
  const entry = listed.prompts;
  if (!entry)
    return {
      because: 'prompt-not-listed',
      message: `server "${server}" advertises no prompts capability, so it has no prompt "${fixture.prompt}"`,
    };
  // A list that answered with an error (LISTING_FAILED) cannot say the prompt is missing: ask for it.
  if (!('listing' in entry)) return undefined;
  const prompt = entry.listing.items.find((item) => item.name === fixture.prompt);
  if (!prompt) {
    const names = entry.listing.items.map((item) => JSON.stringify(String(item.name)));
    return {
      because: 'prompt-not-listed',
      message: `server "${server}" lists no prompt ${JSON.stringify(fixture.prompt)}${names.length ? ` (it lists ${names.slice(0, 10).join(', ')}${names.length > 10 ? `, and ${names.length - 10} more` : ''})` : ' (its prompts/list is empty)'}`,
    };
  }
  const declared = Array.isArray(prompt.arguments)
    ? (prompt.arguments as Array<{ name?: unknown; required?: unknown }>)
    : [];
  const given = Object.keys(fixture.arguments ?? {});
  const missing = declared
    .filter((arg) => arg.required === true && typeof arg.name === 'string' && !given.includes(arg.name))
    .map((arg) => String(arg.name));
  const known = new Set(declared.map((arg) => arg.name));
  const unknown = given.filter((name) => !known.has(name));
  if (missing.length === 0 && unknown.length === 0) return undefined;
  const parts = [
    ...(missing.length
      ? [
          `required argument${missing.length > 1 ? 's' : ''} ${missing.map((name) => JSON.stringify(name)).join(', ')} missing`,
        ]
      : []),
    ...(unknown.length ? [`${unknown.map((name) => JSON.stringify(name)).join(', ')} not declared`] : []),
  ];
  return {
    because: 'arguments-do-not-match',
    message: `arguments do not match prompt ${JSON.stringify(fixture.prompt)} as prompts/list declares it: ${parts.join('; ')}; the request was not made`,
  };
}

/**
 * The answer measured like a tool result. What the model reads: a prompt's messages (each message's content: text,
 * embedded resource text; base64 in bytes only), a read's contents (text; a blob in bytes only). The bytes are
 * the raw response as it crossed the wire, normalization applied to them as it is to a tool result's.
 */
function measureSurfaceAnswer(
  call: SurfaceCall,
  wire: WireResponse,
  tokenizer: Tokenizer,
  normalize: Normalizer | undefined,
): MeasuredResult {
  const result = wire.message?.result;
  if (!wire.message || wire.tooLarge || !result) return measureResult(wire, tokenizer, normalize);
  const content =
    call.method === 'prompts/get'
      ? (Array.isArray(result.messages) ? result.messages : []).flatMap((message: unknown) => {
          const inner = (message as { content?: unknown } | null)?.content;
          return Array.isArray(inner) ? inner : inner === undefined ? [] : [inner];
        })
      : (Array.isArray(result.contents) ? result.contents : []).map((resource: unknown) => ({
          type: 'resource',
          resource,
        }));
  const measured = measureResult({ ...wire, message: { ...wire.message, result: { content } } }, tokenizer, normalize);
  const serialized = JSON.stringify(wire.message);
  const wireBytes = normalize
    ? wire.bytes + Buffer.byteLength(normalize(serialized)) - Buffer.byteLength(serialized)
    : wire.bytes;
  return { ...measured, wireBytes };
}

/** A read or get that answered with a JSON-RPC error: what it said, short and quoted (it is the server's text). */
function errorAnswer(wire: WireResponse): string | undefined {
  const error = wire.message?.error as { code?: unknown; message?: unknown } | undefined;
  if (error === undefined) return undefined;
  const said = typeof error.message === 'string' ? error.message : JSON.stringify(error);
  return `${typeof error.code === 'number' ? `${error.code} ` : ''}${JSON.stringify(said.length > 200 ? `${said.slice(0, 200)}…` : said)}`;
}
