import { citation, descriptionCutOf, HOST_PROFILES } from '../budget/host-profiles.js';
import type { UnconvertedFinding as Finding } from './findings.js';
import { fmt } from '../text/format.js';
import type { LostText } from '../measure/measurement.js';
import type { Report } from './report.js';

/**
 * What the model stops seeing in this pull request: a description the base sent whole that now runs past a host's
 * cut, or a fixture result the base delivered whole that the host now cuts or spills, each with the text lost.
 * Only where the base measured the same host: a host the base did not view has no "before" to compare.
 */
export function hostCrossings(base: Pick<Report, 'servers' | 'fixtures'>, head: Pick<Report, 'servers' | 'fixtures'>): Finding[] {
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
          code: 'HOST_CUT_CROSSED', host: profile.name, severity: 'warning', subject: `${server.name}/${tool.name}`, limit: cut?.value, actual: tool.descriptionLost.at + tool.descriptionLost.chars, unit: 'chars', path: ['hosts'],
          message: `this change moves the description past ${profile.title}'s ${fmt(cut?.value ?? 0)}-character cut: its model no longer reads ${lost(tool.descriptionLost)}${citation(cut)}`,
          fix: 'shorten the description, or move what it now loses before the cut',
        });
      }
    }
  }
  for (const fixture of head.fixtures) {
    const before = base.fixtures.find((f) => f.name === fixture.name);
    for (const view of fixture.hosts ?? []) {
      const was = before?.hosts?.find((h) => h.host === view.host);
      if (!was || view.outcome === 'whole' || was.outcome !== 'whole' || !view.textLost) continue;
      const profile = HOST_PROFILES[view.host]!;
      const fact = view.outcome === 'spilled' ? profile.facts.resultSpill : profile.facts.resultCut;
      findings.push({
        code: 'HOST_CUT_CROSSED', host: profile.name, severity: 'warning', subject: `fixture:${fixture.name}`, actual: view.preCutTokens, unit: 'tokens', path: ['hosts'],
        message: `this change makes ${profile.title} ${view.outcome === 'spilled' ? 'save this result to a file' : 'cut this result'} (${fmt(was.preCutTokens)} → ${fmt(view.preCutTokens)} tokens): its model no longer reads ${lost(view.textLost)}${view.lost.length > 0 ? `, including ${view.lost.join(', ')}` : ''}${citation(fact)}`,
        fix: 'page the result or project fewer fields, so it fits the host as it did',
      });
    }
  }
  return findings;
}

/** "3,012 chars from char 2,048: "…"", the start quoted as JSON so no server text can break the line. */
function lost(text: LostText): string {
  const quoted = JSON.stringify(text.start);
  return `${fmt(text.chars)} chars from char ${fmt(text.at)}, starting ${quoted}${text.chars > text.start.length ? ' …' : ''}`;
}
