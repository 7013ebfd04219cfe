import { descriptionCutOf, HOST_PROFILES, severityOf, type HostProfile } from '../budget/host-profiles.js';
import type { BudgetConfig } from '../budget/budget-config.js';
import type { Finding } from './findings.js';
import { configurations, configurationSubject } from './configurations.js';
import type { FixtureReport, HostResult, ServerReport } from '../measure/measurement.js';
import { deferralSide } from '../measure/hosts/host-deferral.js';
import { startupFindings } from './startup-findings.js';

/**
 * Findings named by host, from each host's view of the definitions and results: a description or instructions
 * the host cuts, a name over its limit once prefixed (or shortened by the host), more tools than it accepts, a
 * result over its cap or spilled to a file, and a cut that loses the cursor (the model can neither go on nor know
 * there was more). A finding that rests on a fact without a primary source is a warning.
 */
export function hostFindings(config: BudgetConfig, servers: ServerReport[], fixtures: FixtureReport[]): Finding[] {
  const findings: Finding[] = [];
  for (const host of config.hosts ?? []) {
    const profile = HOST_PROFILES[host]!;
    for (const server of servers) findings.push(...definitionFindings(profile, server));
    findings.push(...hostLimitFindings(config, host, servers, fixtures));
    findings.push(...toolCountFindings(config, host, servers));
    findings.push(...startupFindings(config, host, servers));
    for (const fixture of fixtures) findings.push(...resultFindings(profile, fixture));
  }
  return findings;
}

/** What a host does to one server's definitions: descriptions and instructions cut, keywords stripped, names. */
function definitionFindings(profile: HostProfile, server: ServerReport): Finding[] {
  const findings: Finding[] = [];
  const { facts } = profile;
  const host = profile.name;
  const view = server.hosts?.find((h) => h.host === host);
  if (!view) return findings;
  if (view.anthropicError !== undefined) {
    // Said where a person reads the run, not only in the JSON report's host view.
    findings.push({
      code: 'ANTHROPIC_COUNT_FAILED',
      host: profile.name,
      severity: 'warning',
      subject: server.name,
      args: { title: profile.title, error: view.anthropicError },
    });
  }
  // By name, the first of a name as find() would: a server may list tens of thousands of tools.
  const byName = new Map<string, (typeof server.tools)[number]>();
  for (const tool of server.tools) if (!byName.has(tool.name)) byName.set(tool.name, tool);
  for (const tool of view.perTool)
    findings.push(...toolFindings(profile, `${server.name}/${tool.name}`, tool, byName.get(tool.name)));
  if (view.instructionsCut && facts.instructionsCut) {
    findings.push({
      code: 'HOST_DESCRIPTION_CUT',
      host: profile.name,
      severity: severityOf(facts.instructionsCut),
      subject: server.name,
      limit: facts.instructionsCut.value,
      actual: server.instructions?.chars,
      unit: 'chars',
      path: ['hosts'],
      args: {
        kind: 'instructions',
        title: profile.title,
        cut: facts.instructionsCut.value,
        source: facts.instructionsCut,
      },
    });
  }
  return findings;
}

/** What a host does to one tool's definition: its description cut, schema keywords stripped, its name shortened or too long. */
function toolFindings(
  profile: HostProfile,
  subject: string,
  tool: NonNullable<ServerReport['hosts']>[number]['perTool'][number],
  original: ServerReport['tools'][number] | undefined,
): Finding[] {
  const findings: Finding[] = [];
  const { facts } = profile;
  const descriptionCut = descriptionCutOf(profile);
  if (tool.descriptionCut && descriptionCut) {
    findings.push({
      code: 'HOST_DESCRIPTION_CUT',
      host: profile.name,
      severity: severityOf(descriptionCut),
      subject,
      limit: descriptionCut.value,
      actual: original?.descriptionChars,
      unit: 'chars',
      path: ['hosts'],
      args: {
        kind: 'description',
        title: profile.title,
        cut: descriptionCut.value,
        chars: original?.descriptionChars ?? 0,
        source: descriptionCut,
      },
    });
  }
  if (tool.strippedKeywords?.length) {
    findings.push({
      code: 'HOST_SCHEMA_STRIPPED',
      host: profile.name,
      severity: 'warning',
      subject,
      path: ['hosts'],
      // A warning whatever the fact's source: the tool still works, the model reads less of its contract.
      args: { title: profile.title, keywords: tool.strippedKeywords, source: facts.strippedSchemaKeywords },
    });
  }
  if (tool.unshortened) {
    findings.push({
      code: 'HOST_NAME_SHORTENED',
      host: profile.name,
      severity: 'warning',
      subject,
      limit: facts.maxNameChars?.value,
      actual: tool.unshortened.length,
      unit: 'chars',
      path: ['hosts'],
      args: {
        title: profile.title,
        unshortened: tool.unshortened,
        hostName: tool.hostName,
        source: facts.nameOverflow,
      },
    });
  } else if (facts.maxNameChars && tool.hostName.length > facts.maxNameChars.value) {
    findings.push({
      code: 'HOST_NAME_TOO_LONG',
      host: profile.name,
      severity: severityOf(facts.maxNameChars, facts.toolName),
      subject,
      limit: facts.maxNameChars.value,
      actual: tool.hostName.length,
      unit: 'chars',
      path: ['hosts'],
      args: { title: profile.title, hostName: tool.hostName, source: facts.maxNameChars },
    });
  }
  return findings;
}

/** The host's own limits (`hostLimits`): session start per way the servers run together, one tool, one result. */
function hostLimitFindings(
  config: BudgetConfig,
  host: string,
  servers: ServerReport[],
  fixtures: FixtureReport[],
): Finding[] {
  const findings: Finding[] = [];
  const profile = HOST_PROFILES[host]!;
  const limits = config.hostLimits?.[host];
  const viewOf = (server: ServerReport) => server.hosts?.find((h) => h.host === host);
  // Each way the servers are run together (variants are alternatives): which configurations fit this host.
  const runs = configurations(servers);
  for (const run of runs) {
    // The host's resource tools come once per session, whichever servers bring them.
    const resourceTools = Math.max(0, ...run.servers.map((server) => viewOf(server)?.resourceToolsTokens ?? 0));
    // On the side of the host's deferral threshold this run lands on (Copilot CLI past 30 tools: names only).
    const views = run.servers.flatMap((server) => viewOf(server) ?? []);
    const sessionStart = deferralSide(profile, views, config.hostModels?.[host]).sessionStartTokens + resourceTools;
    if (limits?.sessionStartTokens !== undefined && sessionStart > limits.sessionStartTokens) {
      findings.push({
        code: 'HOST_OVER_BUDGET',
        host: profile.name,
        severity: 'error',
        subject: configurationSubject(run),
        limit: limits.sessionStartTokens,
        actual: sessionStart,
        unit: 'tokens',
        path: ['hostLimits', host, 'sessionStartTokens'],
        args: { of: 'session-start', title: profile.title, resourceTools },
      });
    }
  }
  for (const server of servers) {
    for (const tool of server.hosts?.find((h) => h.host === host)?.perTool ?? []) {
      if (limits?.toolTokens !== undefined && tool.tokens > limits.toolTokens) {
        findings.push({
          code: 'HOST_OVER_BUDGET',
          host: profile.name,
          severity: 'error',
          subject: `${server.name}/${tool.name}`,
          limit: limits.toolTokens,
          actual: tool.tokens,
          unit: 'tokens',
          path: ['hostLimits', host, 'toolTokens'],
          args: { of: 'tool', title: profile.title },
        });
      }
    }
  }
  for (const fixture of fixtures) {
    const view = fixture.hosts?.find((h) => h.host === host);
    if (view && limits?.resultTokens !== undefined && view.tokens > limits.resultTokens) {
      findings.push({
        code: 'HOST_OVER_BUDGET',
        host: profile.name,
        severity: 'error',
        subject: `fixture:${fixture.name}`,
        limit: limits.resultTokens,
        actual: view.tokens,
        unit: 'tokens',
        path: ['hostLimits', host, 'resultTokens'],
        args: { of: 'result', title: profile.title },
      });
    }
  }
  return findings;
}

/** More tools than the host accepts, its own built-in tools counted, in each way the servers run together. */
function toolCountFindings(config: BudgetConfig, host: string, servers: ServerReport[]): Finding[] {
  const findings: Finding[] = [];
  const profile = HOST_PROFILES[host]!;
  const { facts } = profile;
  const viewOf = (server: ServerReport) => server.hosts?.find((h) => h.host === host);
  const runs = configurations(servers);
  const reserved = config.hostLimits?.[host]?.reservedTools ?? facts.reservedTools?.value ?? 0;
  for (const run of runs) {
    const count = run.servers.reduce((sum, server) => sum + (viewOf(server)?.tools ?? 0), 0);
    if (facts.maxTools && count + reserved > facts.maxTools.value) {
      findings.push({
        code: 'HOST_TOO_MANY_TOOLS',
        host: profile.name,
        severity: severityOf(facts.maxTools),
        subject: configurationSubject(run),
        limit: facts.maxTools.value - reserved,
        actual: count,
        unit: 'tools',
        path: ['hosts'],
        args: { title: profile.title, count, reserved, max: facts.maxTools.value, source: facts.maxTools },
      });
    }
  }
  return findings;
}

/** What the host makes of one fixture's result: over its cap, spilled to a file, cut, or its cursor lost. */
function resultFindings(profile: HostProfile, fixture: FixtureReport): Finding[] {
  const view = fixture.hosts?.find((h) => h.host === profile.name);
  if (!view) return [];
  const subject = `fixture:${fixture.name}`;
  return [
    overCapFinding(profile, view, subject),
    spilledFinding(profile, view, subject),
    cutFinding(profile, view, subject),
    lostFinding(profile, view, subject),
  ].filter((finding): finding is Finding => finding !== undefined);
}

/** What the host receives of the result is over its token cap, and was not saved to a file instead. */
function overCapFinding(profile: HostProfile, view: HostResult, subject: string): Finding | undefined {
  const cut = profile.facts.resultCut?.value;
  if (cut?.kind !== 'tokens' || view.outcome === 'spilled' || view.preCutTokens <= cut.limit) return undefined;
  return {
    code: 'HOST_RESULT_OVER_CAP',
    host: profile.name,
    severity: severityOf(profile.facts.resultCut),
    subject,
    limit: cut.limit,
    actual: view.preCutTokens,
    unit: 'tokens',
    path: ['hosts'],
    args: { title: profile.title, source: profile.facts.resultCut },
  };
}

/** Saved to a file: over the token cap (Claude Code: the model reads a note, no preview), else over the spill's size. */
function spilledFinding(profile: HostProfile, view: HostResult, subject: string): Finding | undefined {
  if (view.outcome !== 'spilled') return undefined;
  const { facts } = profile;
  const cut = facts.resultCut?.value;
  const figures = { tokens: view.tokens, preCutTokens: view.preCutTokens };
  if (cut?.kind === 'tokens' && cut.saved === true && view.preCutTokens > cut.limit && facts.resultCut)
    return {
      code: 'HOST_RESULT_SPILLED',
      host: profile.name,
      severity: 'warning',
      subject,
      limit: cut.limit,
      unit: 'tokens',
      path: ['hosts'],
      args: { title: profile.title, tokenCap: cut.limit, ...figures, source: facts.resultCut },
    };
  if (!facts.resultSpill) return undefined;
  const spill = facts.resultSpill.value;
  return {
    code: 'HOST_RESULT_SPILLED',
    host: profile.name,
    severity: 'warning',
    subject,
    limit: spill.chars,
    unit: 'chars',
    path: ['hosts'],
    args: { title: profile.title, spill, ...figures, source: facts.resultSpill },
  };
}

/** Cut, with nothing the model needs to go on lost (that is TRUNCATED_BY_HOST). */
function cutFinding(profile: HostProfile, view: HostResult, subject: string): Finding | undefined {
  if (view.outcome !== 'cut' || view.lost.length > 0) return undefined;
  return {
    code: 'HOST_RESULT_CUT',
    host: profile.name,
    severity: 'warning',
    subject,
    limit: view.tokens,
    actual: view.preCutTokens,
    unit: 'tokens',
    path: ['hosts'],
    args: {
      title: profile.title,
      tokens: view.tokens,
      preCutTokens: view.preCutTokens,
      bytes: view.bytes,
      preCutBytes: view.preCutBytes,
      ...(view.textLost ? { textLost: view.textLost } : {}),
      source: profile.facts.resultCut ?? profile.facts.embeddedResourceText,
    },
  };
}

/** What the cut or spill took that the model needs: the cursor, the records past it. */
function lostFinding(profile: HostProfile, view: HostResult, subject: string): Finding | undefined {
  if (view.lost.length === 0) return undefined;
  const { facts } = profile;
  const spilled = view.outcome === 'spilled';
  return {
    code: 'TRUNCATED_BY_HOST',
    host: profile.name,
    severity: severityOf(spilled ? facts.resultSpill : facts.resultCut),
    subject,
    path: ['hosts'],
    args: {
      title: profile.title,
      spilled,
      lost: view.lost,
      source: spilled ? facts.resultSpill : (facts.resultCut ?? facts.embeddedResourceText),
    },
  };
}
