import { HOST_PROFILES } from '../budget/host-profiles.js';
import type { WireTool } from '../servers/list-tools.js';
import { hostToolPayload } from './hosts/host-payload.js';
import type { HostDefinitions } from './measurement.js';
import type { RememberedCounts } from './host-definitions.js';

/**
 * Exact Claude counts, when asked for (--anthropic-count, ANTHROPIC_API_KEY): Anthropic's token-counting
 * endpoint (POST /v1/messages/count_tokens -> { input_tokens }) counts a request with the server's tools and
 * the same request without them; the difference is what the tools cost a Claude model, tool-use prompt included.
 * Answers are cached by content hash like every other count, and a failure is reported, never guessed.
 */
export interface AnthropicCounting {
  apiKey: string;
  model: string;
  /** https://api.anthropic.com, or a stand-in (tests use one on loopback). */
  baseUrl: string;
}

const MESSAGE = [{ role: 'user', content: 'x' }];

export async function anthropicToolTokens(
  counting: AnthropicCounting,
  tools: unknown[],
  system: string | undefined,
  cached: (key: string) => number | undefined,
  remember: (key: string, count: number) => void,
): Promise<number> {
  const count = async (body: Record<string, unknown>): Promise<number> => {
    const key = JSON.stringify(body);
    const known = cached(key);
    if (known !== undefined) return known;
    const response = await fetch(`${counting.baseUrl.replace(/\/$/, '')}/v1/messages/count_tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': counting.apiKey, 'anthropic-version': '2023-06-01' },
      body: key,
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok)
      throw new Error(
        `Anthropic token counting answered HTTP ${response.status}: ${(await response.text()).slice(0, 200)}`,
      );
    const { input_tokens: tokens } = (await response.json()) as { input_tokens?: unknown };
    if (!Number.isInteger(tokens)) throw new Error('Anthropic token counting answered without input_tokens');
    remember(key, tokens as number);
    return tokens as number;
  };
  const base = { model: counting.model, messages: MESSAGE, ...(system ? { system } : {}) };
  const [withTools, without] = await Promise.all([count({ ...base, tools }), count(base)]);
  return withTools - without;
}

/** Each view of a host that sends the Anthropic format: its tools' exact Claude count, or why there is none. */
export async function addAnthropicCounts(
  views: HostDefinitions[],
  counting: AnthropicCounting,
  server: string,
  tools: WireTool[],
  instructions: string | undefined,
  remembered: RememberedCounts | undefined,
): Promise<void> {
  for (const view of views) {
    const profile = HOST_PROFILES[view.host]!;
    if (profile.facts.definitionFormat.value !== 'anthropic') continue;
    const payloads = tools.map((tool) => JSON.parse(hostToolPayload(profile, server, tool).json) as unknown);
    try {
      view.anthropicTokens = await anthropicToolTokens(
        counting,
        payloads,
        instructions,
        (key) => remembered?.get(key),
        (key, count) => remembered?.set(key, count),
      );
    } catch (error) {
      view.anthropicError = (error as Error).message;
    }
  }
}
