import { fmt } from '../text/format.js';
import { closestNames } from '../text/closest-names.js';
import path from 'node:path';
import { loadBudget, type LoadedBudget } from '../budget/config.js';
import type { Fixture } from '../budget/budget-config.js';
import { listSurface, SURFACE_LISTS, type ListedKind } from '../measure/listed-surface.js';
import type { WireTool } from '../servers/list-tools.js';
import { EXIT } from '../exit-codes.js';
import { explainDefinition, explainResult, explainWalk, type Explanation } from '../measure/explain.js';
import { walkCursor, type Walk } from '../measure/cursor-walk.js';
import { DEFINITION_FORMAT_WORDS, HOST_PROFILES, type HostProfile } from '../budget/host-profiles.js';
import { hostToolPayload } from '../measure/hosts/host-payload.js';
import { hostView } from '../measure/hosts/host-results.js';
import { listTools } from '../servers/list-tools.js';
import { loadSchemaCompiler } from '../measure/schema-compiler.js';
import { measureResult, precountResult, type MeasuredResult } from '../measure/measure-result.js';
import { makeNormalizer, normalizingOnce } from '../measure/result-normalizer.js';
import type { ServerSession } from '../servers/server-session.js';
import { resolveBudgetServers } from '../servers/server-sources.js';
import { ServerFailure } from '../servers/server-failure.js';
import { countedView, loadTokenizer, type Tokenizer } from '../measure/tokens.js';
import type { CommandContext } from './command-context.js';
import { openServerSession } from './server-session-for.js';
import { userError } from '../user-error-words.js';

export type ExplainOutcome =
  | { explanation: Explanation; exitCode: typeof EXIT.ok }
  | { failure: ServerFailure; exitCode: typeof EXIT.server };

/**
 * `explain server/tool` or `explain fixture:name`: starts that one server and breaks the subject down.
 * Its phases: what the subject names (refused before any server starts), the tool as the server lists it, then the
 * tool's definition (as a host sends it, with --host) or the fixture's result (as a host's model receives it).
 */
export async function explainCommand(
  configFile: string,
  subject: string,
  context: CommandContext,
): Promise<ExplainOutcome> {
  const loaded = await loadBudget(path.resolve(context.cwd, configFile), configFile);
  const listed = /^(prompt|resource|skill):([^/]+)\/(.+)$/s.exec(subject);
  if (listed)
    return explainListed(loaded, configFile, subject, listed[1] as ListedKind, listed[2]!, listed[3]!, context);
  const { fixture, serverName, toolName } = await explainedTarget(loaded, configFile, subject, context);
  const server = await namedServer(loaded, configFile, serverName, context);
  const tokenizer = loadTokenizer(loaded.config.tokenizer ?? 'o200k_base');
  let session: ServerSession | undefined;
  try {
    session = await openServerSession(loaded, server, context, tokenizer);
    const tool = await listedTool(session, serverName, toolName);
    const profile = context.host === undefined ? undefined : HOST_PROFILES[context.host];
    if (context.host !== undefined && !profile)
      throw userError('NOT_ONE_OF', { name: '--host', allowed: Object.keys(HOST_PROFILES) });
    if (!fixture && profile) {
      // What this host sends: its own request format, its name for the tool, the description as it cuts it.
      const payload = hostToolPayload(profile, serverName, tool, session.client.getServerVersion());
      const explanation = await countedView(await tokenizer, (counting) =>
        explainDefinition(subject, JSON.parse(payload.json), counting),
      );
      const format = profile.facts.definitionFormat;
      explanation.note = `${profile.title} sends this as ${DEFINITION_FORMAT_WORDS[format.value]} named "${payload.name}"${payload.unshortened ? ` (shortened from "${payload.unshortened}")` : ''}${payload.descriptionCut ? `; it cuts the description at ${fmt(payload.keptChars)} chars` : ''} (${format.source})`;
      return { explanation, exitCode: EXIT.ok };
    }
    if (!fixture)
      return {
        explanation: await countedView(await tokenizer, (counting) => explainDefinition(subject, tool, counting)),
        exitCode: EXIT.ok,
      };
    return {
      explanation: await explainFixture(subject, fixture, tool, session, tokenizer, profile),
      exitCode: EXIT.ok,
    };
  } catch (error) {
    if (error instanceof ServerFailure) return { failure: error, exitCode: EXIT.server };
    throw error;
  } finally {
    await session?.close();
  }
}

/**
 * What `explain` is asked for: a tool by `server/tool`, or the tool a `fixture:name` calls. A subject of neither
 * form, a fixture that does not exist or does not call a tool, is a usage error before any server starts.
 */
async function explainedTarget(
  loaded: LoadedBudget,
  configFile: string,
  subject: string,
  context: CommandContext,
): Promise<{ fixture: Fixture | undefined; serverName: string; toolName: string }> {
  const fixture = subject.startsWith('fixture:')
    ? loaded.config.fixtures?.find((f) => f.name === subject.slice(8))
    : undefined;
  if (subject.startsWith('fixture:') && !fixture)
    throw userError('EXPLAIN_NO_FIXTURE', {
      file: configFile,
      fixture: subject.slice(8),
      fixtures: (loaded.config.fixtures ?? []).map((f) => f.name),
    });
  if (fixture && fixture.tool === undefined) {
    throw userError('EXPLAIN_FIXTURE_NOT_TOOL', {
      fixture: fixture.name,
      server: fixture.server,
      ...(fixture.prompt !== undefined ? { prompt: fixture.prompt } : { resource: fixture.resource }),
    });
  }
  const slash = subject.indexOf('/');
  if (!fixture && slash <= 0)
    throw userError('EXPLAIN_SUBJECT_FORM', { subject, candidates: await toolsNamed(loaded, subject, context) });
  const serverName = fixture ? fixture.server : subject.slice(0, slash);
  // A fixture here calls a tool: one that asks for a prompt or reads a resource was refused above.
  const toolName = fixture ? (fixture.tool ?? '') : subject.slice(slash + 1);
  return { fixture, serverName, toolName };
}

/** The tool as the server lists it, or a usage error that names the closest names it lists. */
async function listedTool(session: ServerSession, serverName: string, toolName: string): Promise<WireTool> {
  const { tools } = await listTools(session);
  await loadSchemaCompiler();
  const tool = tools.find((t) => t.name === toolName);
  if (!tool) {
    const closest = closestNames(
      toolName,
      tools.map((t) => t.name),
    );
    throw userError('EXPLAIN_NO_TOOL', {
      server: serverName,
      tool: toolName,
      closest,
      tools: tools.map((t) => t.name),
    });
  }
  return tool;
}

/** A fixture's result as check measures it: a paged fixture walks its cursor to the end, each page counted. */
async function explainFixture(
  subject: string,
  fixture: Fixture,
  tool: WireTool,
  session: ServerSession,
  tokenizer: Promise<Tokenizer>,
  profile: HostProfile | undefined,
): Promise<Explanation> {
  if (JSON.stringify(fixture.arguments ?? {}).includes('"fromFixture"')) {
    throw userError('EXPLAIN_CURSOR_FIXTURE');
  }
  const normalize = makeNormalizer(fixture.normalize);
  const call = async (args: Record<string, unknown>, page: number) => {
    const wire = await session.request(
      'tools/call',
      { name: fixture.tool ?? '', arguments: args },
      `call ${fixture.name}${fixture.paginate ? ` page ${page}` : ''}`,
    );
    // Counted yielding first: a large result takes seconds to count, and a signal must not wait for it.
    const normalizeOnce = normalizingOnce(normalize);
    const counted = await precountResult(wire, await tokenizer, normalizeOnce);
    return measureResult(wire, counted, normalizeOnce, session.era === 'modern');
  };
  const walk = fixture.paginate ? await walkCursor(fixture.paginate, fixture.arguments ?? {}, call) : undefined;
  const result = walk ? walk.pages[0]! : await call(fixture.arguments ?? {}, 1);
  if (profile) return hostResultExplanation(subject, fixture, tool, profile, result, walk, tokenizer);
  if (walk)
    return countedView(await tokenizer, (counting) =>
      explainWalk(subject, walk.pages, walk.itemsPerPage, counting, fixture.paginate?.items),
    );
  return countedView(await tokenizer, (counting) => explainResult(subject, result.payload, result.texts, counting));
}

/** What this host's model receives of a fixture's result: its result channel, then its cut. */
async function hostResultExplanation(
  subject: string,
  fixture: Fixture,
  tool: WireTool,
  profile: HostProfile,
  result: MeasuredResult,
  walk: Walk | undefined,
  loading: Promise<Tokenizer>,
): Promise<Explanation> {
  // Every count made first, yielding (countedView): a large result takes seconds, and a signal must not wait for it.
  return countedView(await loading, (tokenizer) =>
    hostResultView(subject, fixture, tool, profile, result, walk, tokenizer),
  );
}

/** hostResultExplanation with its counts known. */
function hostResultView(
  subject: string,
  fixture: Fixture,
  tool: WireTool,
  profile: HostProfile,
  result: MeasuredResult,
  walk: Walk | undefined,
  tokenizer: Tokenizer,
): Explanation {
  // What this host's model receives, by the rule check applies (hostView): its result channel, then its cut, its
  // token cap counted on the text as check counts it.
  const view = hostView(
    profile,
    { ...result, call: { name: fixture.tool ?? '', args: fixture.arguments ?? {}, server: fixture.server } },
    tokenizer,
    tool._meta as Record<string, unknown> | undefined,
  );
  const { text } = view;
  const after = { text: view.shown, cut: view.outcome !== 'whole' };
  const resultCut = profile.facts.resultCut;
  const capped =
    view.outcome === 'spilled' &&
    resultCut?.value.kind === 'tokens' &&
    resultCut.value.saved === true &&
    view.preCutTokens > resultCut.value.limit;
  const how = capped
    ? `, ${fmt(view.preCutTokens)} tokens, over its cap of ${fmt(resultCut.value.kind === 'tokens' ? resultCut.value.limit : 0)} tokens: saved to a file, the model reads a note naming it (${resultCut.source})`
    : view.outcome === 'spilled'
      ? `, saved to a file: the model reads a reference and a ${profile.facts.resultSpill!.value.previewChars}-character preview (${profile.facts.resultSpill!.source})`
      : after.cut
        ? `, cut to ${Buffer.byteLength(after.text)} (${profile.facts.resultCut!.source})`
        : ', not cut';
  let payload: unknown;
  try {
    payload = JSON.parse(after.text);
  } catch {
    payload = undefined;
  }
  const explanation = explainResult(subject, payload, [after.text], tokenizer);
  if (walk)
    ({ pages: explanation.pages, walk: explanation.walk } = explainWalk(
      subject,
      walk.pages,
      walk.itemsPerPage,
      tokenizer,
      fixture.paginate?.items,
    ));
  explanation.note = `${walk ? `page 1 of ${walk.pages.length}: ` : ''}${profile.title} receives ${profile.facts.resultChannel?.value === 'structured-only' ? 'structuredContent only, when present' : profile.facts.resultChannel?.value === 'both' ? 'both copies' : profile.facts.resultChannel?.value === 'structured-else-content-items' ? 'structuredContent when present, else each content block as an input_text item' : profile.facts.resultChannel?.value === 'structured-first-parts' ? 'the structuredContent JSON first, then the content blocks' : 'the text blocks'}: ${Buffer.byteLength(text)} bytes${how}`;
  return explanation;
}

/** The budget's server of that name, or a usage error that names the servers it has. */
async function namedServer(loaded: LoadedBudget, configFile: string, serverName: string, context: CommandContext) {
  const { servers } = await resolveBudgetServers(loaded, context.callerEnv);
  const server = servers.find((s) => s.name === serverName);
  if (!server)
    throw userError('EXPLAIN_NO_SERVER', { server: serverName, file: configFile, servers: servers.map((s) => s.name) });
  return server;
}

/** `explain prompt:server/name`, `resource:server/uri` or `skill:server/uri`: the item as its list sent it, member by member. */
async function explainListed(
  loaded: LoadedBudget,
  configFile: string,
  subject: string,
  kind: ListedKind,
  serverName: string,
  name: string,
  context: CommandContext,
): Promise<ExplainOutcome> {
  const server = await namedServer(loaded, configFile, serverName, context);
  const tokenizer = loadTokenizer(loaded.config.tokenizer ?? 'o200k_base');
  let session: ServerSession | undefined;
  try {
    session = await openServerSession(loaded, server, context, tokenizer);
    const surface = await listSurface(session);
    const lists = SURFACE_LISTS.filter((list) => list.kind === kind);
    const items = lists.flatMap((list) => {
      const entry = surface[list.field];
      return entry && 'listing' in entry
        ? entry.listing.items.map((item) => ({ id: String(item[list.id]), item }))
        : [];
    });
    const found = items.find((candidate) => candidate.id === name);
    if (!found)
      throw userError('EXPLAIN_NOT_LISTED', {
        server: serverName,
        kind,
        name,
        listed: items.map((candidate) => candidate.id),
      });
    return {
      explanation: await countedView(await tokenizer, (counting) =>
        explainDefinition(subject, found.item as WireTool, counting),
      ),
      exitCode: EXIT.ok,
    };
  } catch (error) {
    if (error instanceof ServerFailure) return { failure: error, exitCode: EXIT.server };
    throw error;
  } finally {
    await session?.close();
  }
}

/**
 * `explain get_issue`, a tool's name without its server: the closest tool names of every server (containing it, a
 * typo away, sharing a word), as the subjects explain takes. Servers that fail to start are passed over: this only helps to name the subject.
 */
async function toolsNamed(
  loaded: Awaited<ReturnType<typeof loadBudget>>,
  name: string,
  context: CommandContext,
): Promise<string[]> {
  if (name === '' || name.startsWith('fixture:')) return [];
  const { servers } = await resolveBudgetServers(loaded, context.callerEnv);
  const tokenizer = loadTokenizer(loaded.config.tokenizer ?? 'o200k_base');
  const candidates: string[] = [];
  for (const server of servers) {
    let session: ServerSession | undefined;
    try {
      session = await openServerSession(loaded, server, context, tokenizer);
      const { tools } = await listTools(session);
      for (const closest of closestNames(
        name,
        tools.map((tool) => tool.name),
      ))
        candidates.push(`${server.name}/${closest}`);
    } catch {
      // not started: nothing to offer from it
    } finally {
      await session?.close();
    }
  }
  return candidates;
}
