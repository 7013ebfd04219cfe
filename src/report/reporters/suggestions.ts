import type { Suggestions } from '../../measure/proposals/proposals.js';
import { fmt } from '../../text/format.js';
import { configOption } from '../../text/config-option.js';
import { jsonSafe, showControls } from '../../text/untrusted.js';

/** Proposals as a ranked table: what each saves (measured), whether the model loses anything, and the change. */
export function renderSuggestions(suggestions: Suggestions, configFile?: string): string {
  const out: string[] = [];
  const { proposals } = suggestions;
  // `all` is the scope of a bare `suggest`: said as what it covers, not as a word the user never typed.
  const every = suggestions.scope === 'all';
  const scope = showControls(suggestions.scope);
  out.push(
    proposals.length === 0
      ? `No proposals for ${every ? 'any tool or fixture in the budget' : scope}.`
      : `${fmt(proposals.length)} proposal${proposals.length === 1 ? '' : 's'} for ${every ? 'every tool and fixture in the budget' : scope}, each measured by making the change and counting again${proposals.some((p) => p.sessions) ? ', most saved over a session first' : ''}:`,
    '',
  );
  for (const proposal of proposals) {
    out.push(
      `  ${saved(proposal.saves.tokens)} tok  ${saved(proposal.saves.bytes)} B  ${proposal.lossless ? 'lossless' : 'choice  '}  ${showControls(proposal.subject)}`,
    );
    out.push(
      `      ${showControls(proposal.change)}${proposal.loses ? ` (loses: ${showControls(proposal.loses)})` : ''}`,
    );
    if (proposal.hosts)
      out.push(
        `      as each host's model receives it: ${proposal.hosts.map((h) => `${h.host} ${saved(h.tokens)} tok`).join(', ')}`,
      );
    if (proposal.sessions)
      out.push(
        `      over the sessions: ${proposal.sessions.map((s) => `${showControls(s.session)} on ${s.host} ${saved(s.tokens)} tok`).join(', ')}`,
      );
    if (proposal.code)
      out.push(
        '      the code, as measured:',
        ...proposal.code.split('\n').map((line) => `        ${showControls(line)}`),
      );
  }
  for (const failure of suggestions.failures)
    out.push('', `${failure.code} ${showControls(failure.server)}: ${showControls(failure.detail)}`);
  for (const skipped of suggestions.skipped)
    out.push('', `fixture:${showControls(skipped)}: not replayed (its cursor comes from another fixture)`);
  if (proposals.length > 0)
    out.push(
      '',
      `After a change, \`npx mcp-budget update${configOption(configFile)}\` lowers the budget to the new size.`,
    );
  return `${out.join('\n')}\n`;
}

/** A saving as the size changes: −120 for 120 saved; a change that saves bytes can cost tokens (+3), never "−-3". */
const saved = (amount: number) => (amount < 0 ? `+${fmt(-amount)}` : `−${fmt(amount)}`);

export function renderSuggestionsJson(suggestions: Suggestions): string {
  return `${jsonSafe(JSON.stringify(suggestions, null, 2))}\n`;
}
