import { citation, descriptionCutOf, HOST_PROFILES, severityOf } from '../budget/host-profiles.js';
import type { BudgetConfig } from '../budget/config.js';
import type { Finding } from './findings.js';
import { fmt } from '../text/format.js';
import { configurations, configurationSubject } from './configurations.js';
import type { FixtureReport, HostResult, ServerReport } from '../measure/measurement.js';

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
    const { facts } = profile;
    for (const server of servers) {
      const view = server.hosts?.find((h) => h.host === host);
      if (!view) continue;
      // By name, the first of a name as find() would: a server may list tens of thousands of tools.
      const byName = new Map<string, (typeof server.tools)[number]>();
      for (const tool of server.tools) if (!byName.has(tool.name)) byName.set(tool.name, tool);
      for (const tool of view.perTool) {
        const subject = `${server.name}/${tool.name}`;
        const original = byName.get(tool.name);
        const descriptionCut = descriptionCutOf(profile);
        if (tool.descriptionCut && descriptionCut) {
          findings.push({
            code: 'HOST_DESCRIPTION_CUT', host: profile.name, severity: severityOf(descriptionCut), subject, limit: descriptionCut.value, actual: original?.descriptionChars, unit: 'chars', path: ['hosts'],
            message: `${profile.title} cuts this description at ${fmt(descriptionCut.value)} chars, silently: the model reads ${fmt(descriptionCut.value)} of ${fmt(original?.descriptionChars ?? 0)}${citation(descriptionCut)}`,
            fix: 'shorten the description below the cut; put the essential part first',
          });
        }
        if (tool.strippedKeywords?.length) {
          findings.push({
            code: 'HOST_SCHEMA_STRIPPED', host: profile.name, severity: 'warning', subject, path: ['hosts'],
            // A warning whatever the fact's source: the tool still works, the model reads less of its contract.
            message: `${profile.title} drops or rewrites ${tool.strippedKeywords.map((k) => JSON.stringify(k)).join(', ')} in this input schema: the model may not see the tool as written${citation(facts.strippedSchemaKeywords)}`,
            fix: 'keep to what every host keeps (type, description, enum, items, properties, required, a plain object root); say formats, defaults and bounds in the description',
          });
        }
        if (tool.unshortened) {
          findings.push({
            code: 'HOST_NAME_SHORTENED', host: profile.name, severity: 'warning', subject, limit: facts.maxNameChars?.value, actual: tool.unshortened.length, unit: 'chars', path: ['hosts'],
            message: `${profile.title} would name it "${tool.unshortened}" (${tool.unshortened.length} chars), over its ${facts.maxNameChars?.value ?? ''}, and shows the model "${tool.hostName}" instead${citation(facts.nameOverflow)}`,
            fix: 'shorten the tool or the server name so the model sees the name you chose',
          });
        } else if (facts.maxNameChars && tool.hostName.length > facts.maxNameChars.value) {
          findings.push({
            code: 'HOST_NAME_TOO_LONG', host: profile.name, severity: severityOf(facts.maxNameChars, facts.toolName), subject, limit: facts.maxNameChars.value, actual: tool.hostName.length, unit: 'chars', path: ['hosts'],
            message: `${profile.title} names it "${tool.hostName}" (${tool.hostName.length} chars), over its ${facts.maxNameChars.value}${citation(facts.maxNameChars)}`,
            fix: 'shorten the tool or the server name',
          });
        }
      }
      if (view.instructionsCut && facts.instructionsCut) {
        findings.push({
          code: 'HOST_DESCRIPTION_CUT', host: profile.name, severity: severityOf(facts.instructionsCut), subject: server.name, limit: facts.instructionsCut.value, actual: server.instructions?.chars, unit: 'chars', path: ['hosts'],
          message: `${profile.title} cuts the server instructions at ${fmt(facts.instructionsCut.value)} chars${citation(facts.instructionsCut)}`,
          fix: 'shorten the instructions below the cut',
        });
      }
    }
    const limits = config.hostLimits?.[host];
    const viewOf = (server: ServerReport) => server.hosts?.find((h) => h.host === host);
    // Each way the servers are run together (variants are alternatives): which configurations fit this host.
    const runs = configurations(servers);
    for (const run of runs) {
      const sessionStart = run.servers.reduce((sum, server) => sum + (viewOf(server)?.sessionStartTokens ?? 0), 0);
      if (limits?.sessionStartTokens !== undefined && sessionStart > limits.sessionStartTokens) {
        findings.push({
          code: 'HOST_OVER_BUDGET', host: profile.name, severity: 'error', subject: configurationSubject(run), limit: limits.sessionStartTokens, actual: sessionStart, unit: 'tokens', path: ['hostLimits', host, 'sessionStartTokens'],
          message: `in ${profile.title}, every session starts with ${fmt(sessionStart)} tokens of these servers > ${fmt(limits.sessionStartTokens)} (+${fmt(sessionStart - limits.sessionStartTokens)})`,
          fix: 'shrink the heaviest tools as this host sends them (`npx mcp-budget measure`)',
        });
      }
    }
    for (const server of servers) {
      for (const tool of server.hosts?.find((h) => h.host === host)?.perTool ?? []) {
        if (limits?.toolTokens !== undefined && tool.tokens > limits.toolTokens) {
          findings.push({
            code: 'HOST_OVER_BUDGET', host: profile.name, severity: 'error', subject: `${server.name}/${tool.name}`, limit: limits.toolTokens, actual: tool.tokens, unit: 'tokens', path: ['hostLimits', host, 'toolTokens'],
            message: `as ${profile.title} sends it, this tool is ${fmt(tool.tokens)} tokens > ${fmt(limits.toolTokens)}`,
            fix: 'shorten its description or input schema',
          });
        }
      }
    }
    for (const fixture of fixtures) {
      const view = fixture.hosts?.find((h) => h.host === host);
      if (view && limits?.resultTokens !== undefined && view.tokens > limits.resultTokens) {
        findings.push({
          code: 'HOST_OVER_BUDGET', host: profile.name, severity: 'error', subject: `fixture:${fixture.name}`, limit: limits.resultTokens, actual: view.tokens, unit: 'tokens', path: ['hostLimits', host, 'resultTokens'],
          message: `${profile.title}'s model receives ${fmt(view.tokens)} tokens of this result > ${fmt(limits.resultTokens)}`,
          fix: 'page the result and project the fields the model needs',
        });
      }
    }
    const reserved = config.hostLimits?.[host]?.reservedTools ?? facts.reservedTools?.value ?? 0;
    for (const run of runs) {
      const count = run.servers.reduce((sum, server) => sum + (viewOf(server)?.tools ?? 0), 0);
      if (facts.maxTools && count + reserved > facts.maxTools.value) {
        findings.push({
          code: 'HOST_TOO_MANY_TOOLS', host: profile.name, severity: severityOf(facts.maxTools), subject: configurationSubject(run), limit: facts.maxTools.value - reserved, actual: count, unit: 'tools', path: ['hosts'],
          message: `${fmt(count)} tools${reserved > 0 ? ` and ${fmt(reserved)} of its own (reservedTools)` : ''}, and ${profile.title} accepts at most ${fmt(facts.maxTools.value)}${citation(facts.maxTools)}`,
          fix: 'merge or remove tools, or let users enable them in groups',
        });
      }
    }
    for (const fixture of fixtures) {
      const view = fixture.hosts?.find((h) => h.host === host);
      if (!view) continue;
      const subject = `fixture:${fixture.name}`;
      const cut = facts.resultCut?.value;
      if (cut?.kind === 'tokens' && view.outcome !== 'spilled' && view.preCutTokens > cut.limit) {
        findings.push({
          code: 'HOST_RESULT_OVER_CAP', host: profile.name, severity: severityOf(facts.resultCut), subject, limit: cut.limit, actual: view.preCutTokens, unit: 'tokens', path: ['hosts'],
          message: `${profile.title} receives ${fmt(view.preCutTokens)} tokens of this result, over its cap of ${fmt(cut.limit)}${citation(facts.resultCut)}`,
          fix: 'page the result and project the fields the model needs',
        });
      }
      if (view.outcome === 'spilled' && facts.resultSpill) {
        const spill = facts.resultSpill.value;
        findings.push({
          code: 'HOST_RESULT_SPILLED', host: profile.name, severity: 'warning', subject, limit: spill.chars, unit: 'chars', path: ['hosts'],
          message: `${profile.title} saves this result to a file (over ${fmt(spill.chars)} chars): its model reads a reference and about ${fmt(spill.previewChars)} chars of preview, ${fmt(view.tokens)} of ${fmt(view.preCutTokens)} tokens, and must read the file for the rest${citation(facts.resultSpill)}`,
          fix: spill.perToolMetaKey ? `page the result, or declare _meta["${spill.perToolMetaKey}"] (up to ${fmt(spill.perToolMax ?? spill.chars)}) on a tool whose results must stay inline` : 'page the result',
        });
      }
      if (view.outcome === 'cut' && view.lost.length === 0) {
        findings.push({
          code: 'HOST_RESULT_CUT', host: profile.name, severity: 'warning', subject, limit: view.tokens, actual: view.preCutTokens, unit: 'tokens', path: ['hosts'],
          ...wordsForHOST_RESULT_CUT(profile.title, view, citation(facts.resultCut)),
        });
      }
      if (view.lost.length > 0) {
        findings.push({
          code: 'TRUNCATED_BY_HOST', host: profile.name, severity: severityOf(view.outcome === 'spilled' ? facts.resultSpill : facts.resultCut), subject, path: ['hosts'],
          message: `${profile.title}'s ${view.outcome === 'spilled' ? 'spill of this result to a file' : 'cut of this result'} loses ${view.lost.join(', ')}: the model can neither go on nor know there was more${citation(view.outcome === 'spilled' ? facts.resultSpill : facts.resultCut)}`,
          fix: 'keep results under the cut, or put the cursor and a "more" notice where the cut keeps them (the start or the end)',
        });
      }
    }
  }
  return findings;
}

/**
 * HOST_RESULT_CUT's words: a host cut the result (Codex and Gemini CLI keep its head and tail) and the cursor
 * survived, so nothing fails, but the model reads less than the server sent: what it reads, and what it loses.
 */
function wordsForHOST_RESULT_CUT(title: string, view: HostResult, cited: string): Pick<Finding, 'message' | 'fix'> {
  const lost = view.textLost;
  // The start quoted as JSON, so no server text can break the line (as HOST_CUT_CROSSED quotes it).
  const loses = lost ? ` and loses ${fmt(lost.chars)} chars from char ${fmt(lost.at)}, starting ${JSON.stringify(lost.start)}${lost.chars > lost.start.length ? ' …' : ''}` : '';
  return {
    message: `${title} cuts this result: its model reads ${fmt(view.tokens)} of ${fmt(view.preCutTokens)} tokens (${fmt(view.bytes)} of ${fmt(view.preCutBytes)} bytes)${loses}${cited}`,
    fix: 'page the result or project the fields the model needs, so it fits the cut whole',
  };
}
