import type { WireTool } from '../servers/list-tools.js';
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
export declare function anthropicToolTokens(counting: AnthropicCounting, tools: unknown[], system: string | undefined, cached: (key: string) => number | undefined, remember: (key: string, count: number) => void): Promise<number>;
/** Each view of a host that sends the Anthropic format: its tools' exact Claude count, or why there is none. */
export declare function addAnthropicCounts(views: HostDefinitions[], counting: AnthropicCounting, server: string, tools: WireTool[], instructions: string | undefined, remembered: RememberedCounts | undefined): Promise<void>;
