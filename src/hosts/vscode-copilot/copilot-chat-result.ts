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

/** A stand-in for the session's URI of a usual length (its hex is the permalink's authority; the real one is per chat). */
const SESSION_RESOURCE = 'vscode-chat-session://local/MDEyMzQ1NjctODlhYi1jZGVmLTAxMjMtNDU2Nzg5YWJjZGVm';
/** A stand-in for the model's tool call id as VS Code keeps it. */
const CALL_ID = 'call_0123456789abcdefABCDEFGH__vscode-1796160000000';

type Block = {
  type?: unknown;
  text?: unknown;
  mimeType?: unknown;
  resource?: { uri?: unknown; text?: unknown; blob?: unknown; mimeType?: unknown };
  annotations?: { audience?: unknown };
};

/** getAttachableImageExtension: these image types are sent as images (not counted), not as linked resources. */
const ATTACHABLE_IMAGE = /^image\/(png|jpe?g|gif|webp)$/i;

/**
 * The result as Copilot Chat writes it; `cut` false gives each resource's every line (the text before the host's cut:
 * the same tags, so what the cut loses is the lines alone).
 */
export function copilotChatResult(
  profile: HostProfile,
  page: { texts: string[]; structured: unknown; blocks: unknown[] },
  format: EmbeddedResourceText,
  cut = true,
): string {
  const userOnlyLeftOut = profile.facts.userOnlyLeftOut?.value === true;
  const structured =
    page.structured === undefined || page.structured === null ? undefined : JSON.stringify(page.structured);
  const blocks = page.blocks as Block[];
  const forModel = (block: Block) => {
    const audience = Array.isArray(block?.annotations?.audience)
      ? (block.annotations.audience as unknown[])
      : undefined;
    return !userOnlyLeftOut || audience === undefined || audience.includes('assistant');
  };
  const linked = blocks.filter((block) => forModel(block) && isLinked(block)).length;
  let next = 0; // page.texts holds one entry per text block and per embedded text resource, in block order
  let modelParts = 0; // the permalink's index is the number of parts already in VS Code's result for the model
  const parts: string[] = [];
  for (const block of blocks) {
    const text =
      (block?.type === 'text' && typeof block.text === 'string') ||
      (block?.type === 'resource' && typeof block.resource?.text === 'string')
        ? page.texts[next++]
        : undefined;
    if (!forModel(block)) continue;
    if (block?.type === 'text') {
      if (structured !== undefined || text === undefined) continue;
      parts.push(text);
      modelParts++;
    } else if (block?.type === 'resource' && block.resource) {
      if (!isLinked(block)) {
        modelParts++;
        continue;
      }
      const body =
        text ??
        (typeof block.resource.blob === 'string' ? Buffer.from(block.resource.blob, 'base64').toString('utf8') : '');
      parts.push(
        resourceTag(
          permalink(modelParts, String(block.resource.uri ?? '')),
          body,
          linked > format.inlineMax ? undefined : format.previewLines,
          cut,
        ),
      );
      modelParts++;
    } else if (block?.type === 'image' || block?.type === 'audio' || block?.type === 'resource_link') {
      // A linked resource_link's content is read from the server (resources/read) when the prompt is built: not measured here.
      modelParts++;
    }
  }
  if (structured !== undefined) parts.push(structured);
  const hint =
    linked > 0
      ? `\n\nHint: you can read the full contents of any ${linked > format.inlineMax ? '' : 'truncated '}resources by passing their URIs as the absolutePath to the read_file.\n`
      : '';
  // prompt-tsx (materialized.ts): sibling text pieces are concatenated as they are; only a TextChunk (the bare tag)
  // starts on a new line.
  return (
    parts.reduce(
      (out, part) =>
        part.startsWith('<resource ') && part.endsWith(' />') && out && !out.endsWith('\n')
          ? `${out}\n${part}`
          : out + part,
      '',
    ) + hint
  );
}

function isLinked(block: Block): boolean {
  if (block?.type === 'resource')
    return !(
      typeof block.resource?.mimeType === 'string' &&
      ATTACHABLE_IMAGE.test(block.resource.mimeType) &&
      'blob' in block.resource
    );
  return (
    block?.type === 'resource_link' && !(typeof block.mimeType === 'string' && ATTACHABLE_IMAGE.test(block.mimeType))
  );
}

/** ChatResponseResource.createUri: the session's URI in hex as authority, /tool/{call}/{index}/{basename}. */
function permalink(index: number, uri: string): string {
  const basename = uri
    .replace(/[?#].*$/, '')
    .split('/')
    .filter(Boolean)
    .pop();
  return `vscode-chat-response-resource://${Buffer.from(SESSION_RESOURCE).toString('hex')}/tool/${CALL_ID}/${index}${basename ? `/${encodeURIComponent(basename)}` : ''}`;
}

/** Copilot Chat's Tag element: attributes as JSON values; children, a line break, the closing tag and a line break. */
function resourceTag(uri: string, text: string, previewLines: number | undefined, cut: boolean): string {
  const lines = text.split(/\r?\n/g);
  if (previewLines === undefined && cut) return `<resource uri=${JSON.stringify(uri)} />`;
  const truncated = previewLines !== undefined && lines.length > previewLines;
  return `<resource uri=${JSON.stringify(uri)} isTruncated=${truncated}>\n${(cut ? lines.slice(0, previewLines) : lines).join('\n')}\n</resource>\n`;
}
