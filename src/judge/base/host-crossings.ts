import { descriptionCutOf, HOST_PROFILES } from '../../budget/host-profiles.js';
import type { Finding } from '../findings.js';
import { configurations } from '../configurations.js';
import { deferralSide } from '../../measure/hosts/host-deferral.js';
import type { HostDefinitions } from '../../measure/measurement.js';
import type { Report } from '../report.js';

/**
 * What the model stops seeing in this pull request: a description the base sent whole that now runs past a host's
 * cut, or a fixture result the base delivered whole that the host now cuts or spills, each with the text lost.
 * Only where the base measured the same host: a host the base did not view has no "before" to compare.
 */
export function hostCrossings(
  base: Pick<Report, 'servers' | 'fixtures'>,
  head: Pick<Report, 'servers' | 'fixtures'>,
): Finding[] {
  const findings: Finding[] = [];
  for (const server of head.servers) {
    const before = base.servers.find((s) => s.name === server.name);
    for (const view of server.hosts ?? []) {
      const was = before?.hosts?.find((h) => h.host === view.host);
      if (!was) continue;
      const profile = HOST_PROFILES[view.host]!;
      const wasCut = new Map(was.perTool.map((tool) => [tool.name, tool.descriptionCut]));
      for (const tool of view.perTool) {
        if (!tool.descriptionCut || !tool.descriptionLost || wasCut.get(tool.name) !== false) continue;
        const cut = descriptionCutOf(profile);
        findings.push({
          code: 'HOST_CUT_CROSSED',
          host: profile.name,
          severity: 'warning',
          subject: `${server.name}/${tool.name}`,
          limit: cut?.value,
          actual: tool.descriptionLost.at + tool.descriptionLost.chars,
          unit: 'chars',
          path: ['hosts'],
          args: {
            kind: 'description',
            title: profile.title,
            source: cut,
            cut: cut?.value ?? 0,
            lost: tool.descriptionLost,
          },
        });
      }
    }
  }
  findings.push(...deferralCrossings(base, head));
  for (const fixture of head.fixtures) {
    const before = base.fixtures.find((f) => f.name === fixture.name);
    for (const view of fixture.hosts ?? []) {
      const was = before?.hosts?.find((h) => h.host === view.host);
      if (!was || view.outcome === 'whole' || was.outcome !== 'whole' || !view.textLost) continue;
      const profile = HOST_PROFILES[view.host]!;
      const fact = view.outcome === 'spilled' ? profile.facts.resultSpill : profile.facts.resultCut;
      findings.push({
        code: 'HOST_CUT_CROSSED',
        host: profile.name,
        severity: 'warning',
        subject: `fixture:${fixture.name}`,
        actual: view.preCutTokens,
        unit: 'tokens',
        path: ['hosts'],
        args: {
          kind: 'result',
          title: profile.title,
          source: fact,
          spilled: view.outcome === 'spilled',
          before: was.preCutTokens,
          lost: view.textLost,
          including: view.lost,
        },
      });
    }
  }
  return findings;
}

/**
 * A host this change tips to the other side of its deferral threshold (Copilot CLI past 30 tools, VS Code past its
 * virtual-tools threshold): the session's definitions are now held back behind tool search, or all sent up front
 * again. Each way of running the servers is a session (variants are alternatives, never summed), held against the
 * same servers at the base.
 */
function deferralCrossings(base: Pick<Report, 'servers'>, head: Pick<Report, 'servers'>): Finding[] {
  const viewsOf = (servers: Report['servers'], host: string): HostDefinitions[] =>
    servers.flatMap((server) => server.hosts?.filter((view) => view.host === host) ?? []);
  const hosts = new Set(head.servers.flatMap((server) => server.hosts?.map((view) => view.host) ?? []));
  const findings: Finding[] = [];
  for (const host of hosts) {
    const profile = HOST_PROFILES[host];
    if (!profile) continue;
    for (const run of configurations(head.servers)) {
      const names = new Set(run.servers.map((server) => server.name));
      const was = viewsOf(
        base.servers.filter((server) => names.has(server.name)),
        host,
      );
      if (was.length === 0) continue;
      const before = deferralSide(profile, was);
      const now = deferralSide(profile, viewsOf(run.servers, host));
      if (before.deferred === now.deferred) continue;
      findings.push({
        code: 'HOST_DEFERRAL_CROSSED',
        host,
        severity: 'warning',
        subject: run.variants.length > 0 ? `${host} (${run.variants.join(', ')})` : host,
        ...(now.threshold !== undefined ? { limit: now.threshold } : {}),
        actual: now.tools,
        unit: 'tools',
        path: ['hosts'],
        args: {
          title: profile.title,
          source: profile.facts.deferral ?? profile.facts.deferredLoading,
          deferred: now.deferred,
          rule: now.rule,
          sessionStartTokens: now.sessionStartTokens,
          before: { tools: before.tools, deferred: before.deferred, sessionStartTokens: before.sessionStartTokens },
          ...(now.model !== undefined ? { model: now.model } : {}),
        },
      });
    }
  }
  return findings;
}
