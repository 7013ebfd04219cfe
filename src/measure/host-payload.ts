import type { HostProfile, ResultCut } from '../budget/host-profiles.js';
import type { WireTool } from '../servers/list-tools.js';

/**
 * A tool as a host sends it to its model: the host's name for it (prefix and all), the description as the host
 * cuts it, and the input schema in the host's request format. Fields a host does not send (title, annotations,
 * outputSchema, icons, _meta) are not in it.
 */
export function hostToolPayload(profile: HostProfile, server: string, tool: WireTool): { name: string; json: string; descriptionCut: boolean } {
  const name = (profile.facts.toolName?.value ?? 'mcp__{server}__{tool}').replaceAll('{server}', server).replaceAll('{tool}', tool.name);
  const full = typeof tool.description === 'string' ? tool.description : '';
  const cut = profile.facts.descriptionCut?.value;
  const description = cut !== undefined && full.length > cut ? full.slice(0, cut) : full;
  const schema = tool.inputSchema ?? { type: 'object' };
  const format = profile.facts.definitionFormat.value;
  const payload =
    format === 'anthropic'
      ? { name, description, input_schema: schema }
      : format === 'openai'
        ? { type: 'function', function: { name, description, parameters: schema } }
        : { name, description, parameters: schema };
  return { name, json: JSON.stringify(payload), descriptionCut: description.length < full.length };
}

/** The schema keywords of `schema` the host drops or rewrites (`$defs` anywhere, `anyOf@root` at the root only). */
export function strippedKeywords(profile: HostProfile, schema: unknown): string[] {
  const stripped = profile.facts.strippedSchemaKeywords?.value ?? [];
  const found = new Set<string>();
  const visit = (node: unknown, root: boolean) => {
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (stripped.includes(key) || (root && stripped.includes(`${key}@root`))) found.add(key);
      visit(value, false);
    }
  };
  visit(schema, true);
  return [...found];
}

/** What of a result reaches the model, by the host's channel: structuredContent only, both copies, or the text. */
export function hostResultText(profile: HostProfile, texts: string[], structured: unknown): string {
  const channel = profile.facts.resultChannel?.value ?? 'content';
  const text = texts.join('\n');
  const json = structured === undefined ? undefined : JSON.stringify(structured);
  if (channel === 'structured-only') return json ?? text;
  if (channel === 'both') return json === undefined ? text : `${text}\n${json}`;
  return text;
}

/** The text after the host's cut: Codex keeps head and tail (10 KiB or 256 lines), Copilot CLI the head. */
export function afterCut(text: string, cut: ResultCut | undefined): { text: string; cut: boolean } {
  if (!cut) return { text, cut: false };
  if (cut.kind === 'head-tail') {
    const lines = text.split('\n');
    const bytes = Buffer.byteLength(text);
    if (bytes <= cut.bytes && lines.length <= cut.lines) return { text, cut: false };
    const headLines = lines.slice(0, Math.floor(cut.lines / 2)).join('\n');
    const tailLines = lines.slice(-Math.floor(cut.lines / 2)).join('\n');
    const half = Math.floor(cut.bytes / 2);
    const head = Buffer.from(headLines).subarray(0, half).toString('utf8');
    const tailBuffer = Buffer.from(tailLines);
    const tail = tailBuffer.subarray(Math.max(0, tailBuffer.length - half)).toString('utf8');
    return { text: `${head}\n[… truncated …]\n${tail}`, cut: true };
  }
  if (cut.kind === 'head' || cut.kind === 'bytes') {
    const limit = cut.bytes ?? cut.limit ?? Infinity;
    if (Buffer.byteLength(text) <= limit) return { text, cut: false };
    return { text: Buffer.from(text).subarray(0, limit).toString('utf8'), cut: true };
  }
  return { text, cut: false };
}
