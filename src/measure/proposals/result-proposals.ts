import type { Fixture } from '../../budget/budget-config.js';
import type { HostProfile } from '../../budget/host-profiles.js';
import type { WireTool } from '../../servers/list-tools.js';
import type { WireResponse } from '../../servers/wire-ledger.js';
import { hostView } from '../hosts/host-results.js';
import { measureResult, type MeasuredResult } from '../measure-result.js';
import type { Normalizer } from '../result-normalizer.js';
import { pageSizeProposals } from './page-size-proposals.js';
import { saving, type Proposal } from './proposals.js';
import { copyProposals } from './result-copy-proposals.js';
import { formatProposals } from './result-format-proposals.js';
import { projectionProposals } from './projection-proposals.js';
import type { Tokenizer } from '../tokens.js';
import type { Result, ResultChange } from './result-change.js';

/**
 * Every proposal for one fixture's result, each measured by changing the result as the server would send it and
 * measuring it again as `check` does (wire bytes of the re-serialized message, tokens the larger copy), and, with
 * `hosts`, as each host's model reads it (its channel, then its cut or spill).
 */
export function resultProposals(
  fixture: Fixture,
  wire: WireResponse,
  tokenizer: Tokenizer,
  normalizer?: Normalizer,
  hosts: HostProfile[] = [],
  tool?: WireTool,
  tools: WireTool[] = [],
): Proposal[] {
  const message = wire.message;
  const result = message?.result as Result | undefined;
  if (!message || !result) return [];
  const proposals: Proposal[] = [];
  const change = resultChange(`fixture:${fixture.name}`, wire, result, proposals, {
    tokenizer,
    normalizer,
    hosts,
    tool,
  });
  formatProposals(change, fixture);
  copyProposals(change, hosts);
  projectionProposals(change, tools);
  pageSizeProposals(change, fixture, hosts);
  return proposals;
}

/** How each change to the result is measured (as `check` does, and as each host reads it) and kept when it saves. */
function resultChange(
  subject: string,
  wire: WireResponse,
  result: Result,
  proposals: Proposal[],
  by: { tokenizer: Tokenizer; normalizer: Normalizer | undefined; hosts: HostProfile[]; tool: WireTool | undefined },
): ResultChange {
  const { tokenizer, normalizer, hosts, tool } = by;
  // resultProposals read the result from this message: it is there.
  const message = wire.message!;
  const toolMeta = tool?._meta as Record<string, unknown> | undefined;
  const views = (measured: MeasuredResult) => hosts.map((profile) => hostView(profile, measured, tokenizer, toolMeta));
  const before = measureResult(wire, tokenizer, normalizer);
  let viewsBefore: ReturnType<typeof views> | undefined;
  const measure = (changed: Result, counter: Tokenizer = tokenizer) => {
    const changedMessage = { ...message, result: changed as Record<string, unknown> };
    // The server serializes with JSON.stringify: the bytes it would send are today's plus the serialized difference.
    const bytes =
      wire.bytes + Buffer.byteLength(JSON.stringify(changedMessage)) - Buffer.byteLength(JSON.stringify(message));
    return measureResult({ bytes, message: changedMessage }, counter, normalizer);
  };
  const parts = (changed: Result) => measure(changed, { name: tokenizer.name, count: () => 0 });
  const propose: ResultChange['propose'] = (changed, rest) => {
    const after = measure(changed);
    const saves = saving(
      { bytes: before.wireBytes, tokens: before.tokens },
      { bytes: after.wireBytes, tokens: after.tokens },
    );
    if (!saves) return;
    viewsBefore ??= views(before);
    const viewsAfter = views(after);
    const perHost = hosts.map((profile, i) => ({
      host: profile.name,
      bytes: viewsBefore![i]!.bytes - viewsAfter[i]!.bytes,
      tokens: viewsBefore![i]!.tokens - viewsAfter[i]!.tokens,
    }));
    proposals.push({ subject, ...rest, saves, ...(perHost.length > 0 ? { hosts: perHost } : {}) });
  };
  return { result, before, tool, tokenizer, measure, parts, propose };
}
