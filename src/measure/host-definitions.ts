import { HOST_PROFILES } from '../budget/host-profiles.js';
import type { WireTool } from '../servers/list-tools.js';
import { deferredListing, hostInstructions, hostToolPayload, strippedKeywords } from './hosts/host-payload.js';
import { lostSpan } from './hosts/host-results.js';
import { deferredByDefault } from './hosts/host-deferral.js';
import type { HostDefinitions, ServerReport } from './measurement.js';
import type { Tokenizer } from './tokens.js';

/** Exact Claude counts kept between runs (the count cache's claude key space). */
export interface RememberedCounts {
  get(key: string): number | undefined;
  set(key: string, count: number): void;
}

/** Each host's view of the definitions: its payload, counted with the budget's tokenizer. */
export function hostDefinitions(
  hosts: string[],
  server: string,
  tools: WireTool[],
  instructions: string | undefined,
  tokenizer: Tokenizer,
  serverInfo: ServerReport['serverInfo'],
  advertisesResources: boolean,
  models: Record<string, string> = {},
): HostDefinitions[] {
  return hosts.map((host) => {
    const profile = HOST_PROFILES[host]!;
    const model = models[host];
    const perTool = tools.map((tool) => {
      const payload = hostToolPayload(profile, server, tool, serverInfo);
      const stripped = strippedKeywords(profile, tool.inputSchema);
      return {
        name: tool.name,
        hostName: payload.name,
        ...(payload.unshortened ? { unshortened: payload.unshortened } : {}),
        bytes: Buffer.byteLength(payload.json),
        tokens: tokenizer.count(payload.json),
        descriptionCut: payload.descriptionCut,
        ...(payload.descriptionCut
          ? {
              descriptionLost: lostSpan(
                String(tool.description),
                String(tool.description).slice(0, payload.keptChars),
              )!,
            }
          : {}),
        ...(stripped.length > 0 ? { strippedKeywords: stripped } : {}),
      };
    });
    const shownInstructions = hostInstructions(profile, server, instructions);
    const tokens = perTool.reduce((sum, tool) => sum + tool.tokens, 0);
    // Decided by the model where the host decides by it; by the session's tool count later (deferralSide).
    const deferred = deferredByDefault(profile, model);
    const listed = perTool.map((tool, index) => ({ hostName: tool.hostName, description: tools[index]!.description }));
    const listing = deferred || profile.facts.deferral ? tokenizer.count(deferredListing(profile, server, listed)) : 0;
    const definitions = deferred ? listing : tokens;
    const besides = tokenizer.count(shownInstructions.text) + (profile.facts.fixedOverheadTokens?.value ?? 0);
    // Prompts and resources themselves are never loaded at start (recorded); a host's resource tools are.
    const resourceTools = advertisesResources ? profile.facts.resourceTools?.value : undefined;
    return {
      host,
      ...(model !== undefined ? { model } : {}),
      tools: perTool.length,
      bytes: perTool.reduce((sum, tool) => sum + tool.bytes, 0),
      tokens,
      perTool,
      instructionsCut: shownInstructions.cut,
      sessionStartTokens: definitions + besides,
      // Both sides of a threshold the host decides by count or model: the session's side is decided with all servers.
      ...(profile.facts.deferral
        ? { sessionStartUpFront: tokens + besides, sessionStartDeferred: listing + besides }
        : {}),
      ...(resourceTools
        ? {
            resourceToolsTokens: deferred
              ? tokenizer.count(resourceTools.map((t) => t.name).join('\n'))
              : resourceTools.reduce((sum, t) => sum + tokenizer.count(JSON.stringify(t)), 0),
          }
        : {}),
    };
  });
}
