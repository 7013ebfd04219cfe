/**
 * What VS Code with GitHub Copilot Chat gives its model of a tool result whose content has embedded resources.
 *
 * VS Code (mcpLanguageModelToolContribution.ts McpToolImplementation.invoke) passes an embedded resource on as a
 * linked-resource data part whose URI is a `vscode-chat-response-resource:` permalink to the tool result's part;
 * Copilot Chat (toolCalling.tsx McpLinkedResourceToolResult) reads that URI back and writes
 * `<resource uri="…" isTruncated=…>` with the first 500 lines, or only `<resource uri="…" />` when the result links
 * more than 9 resources, and adds a read_file hint after the result. With structuredContent the text blocks give way
 * to its compact JSON (appended last), but resources are still sent.
 */
import type { EmbeddedResourceText, HostProfile } from '../host-profile.js';
/**
 * The result as Copilot Chat writes it; `cut` false gives each resource's every line (the text before the host's cut:
 * the same tags, so what the cut loses is the lines alone).
 */
export declare function copilotChatResult(profile: HostProfile, page: {
    texts: string[];
    structured: unknown;
    blocks: unknown[];
}, format: EmbeddedResourceText, cut?: boolean): string;
