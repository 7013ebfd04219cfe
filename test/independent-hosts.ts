import { createHash } from 'node:crypto';

/**
 * Each host's request entry for one tool, built a second time from the hosts' own source and sharing no code with
 * mcp-budget (src/measure/host-*.ts): read from openai/codex (mcp_tool.rs, codex-mcp/src/mcp_tool_names.rs; its schema
 * rewrite as Codex 0.169.0 was recorded sending it), google-gemini/gemini-cli (packages/core/src/tools/tools.ts, mcp-client.ts,
 * mcp-tool.ts), microsoft/vscode (mcpServer.ts) and Claude Code's docs. Simplest faithful reading, no sharing.
 */
type Tool = { name: string; description?: unknown; inputSchema?: unknown };
type Obj = Record<string, unknown>;
const obj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const copy = <T>(v: T): T => JSON.parse(JSON.stringify(v));

/**
 * The MCP TypeScript SDK's ToolSchema parse (zod: the shape `type`, `properties`, `required`, then the caught-all keys
 * in their order), which Claude Code and Gemini CLI run on every listed tool (recorded: hosts/recordings).
 */
function sdkParsed(schema: unknown): unknown {
  if (!obj(schema)) return schema;
  const { type, properties, required, ...rest } = schema;
  return JSON.parse(JSON.stringify({ type, properties, required, ...rest }));
}

/** Claude Code 2.1.328 as recorded (hosts/recordings): loaded through tool search, cut past 16,384 + "… [truncated]". */
export function claudeCodeEntry(server: string, tool: Tool): string {
  const full = typeof tool.description === 'string' ? tool.description : '';
  const description = full.length > 16_384 ? `${full.slice(0, 16_384)}… [truncated]` : full;
  return JSON.stringify({
    name: `mcp__${server.replace(/[^A-Za-z0-9_-]/g, '_')}__${tool.name}`,
    description,
    input_schema: sdkParsed(tool.inputSchema ?? { type: 'object' }),
    defer_loading: true,
  });
}

export function vscodeEntry(serverLabel: string, tool: Tool): string {
  const prefix =
    'mcp_' +
    serverLabel
      .toLowerCase()
      .replace(/[^a-z0-9_.-]+/g, '_')
      .slice(0, 18 - 'mcp_'.length - 1) +
    '_';
  let schema = tool.inputSchema ?? { type: 'object' };
  if (obj(schema) && !schema.properties) schema = { ...schema, properties: {} };
  const description = typeof tool.description === 'string' && tool.description ? tool.description : '<empty>';
  return JSON.stringify({
    type: 'function',
    function: { name: prefix + tool.name.replace(/[^a-z0-9_-]/gi, '_'), description, parameters: schema },
  });
}

export function geminiName(server: string, tool: string): string {
  let name = `mcp_${server}_${tool}`.replace(/[^a-zA-Z0-9_\-.:]/g, '_');
  if (name.length > 63) name = `${name.slice(0, 30)}...${name.slice(-30)}`;
  return name;
}

export function geminiEntry(server: string, tool: Tool): string {
  const fix = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(fix);
    if (!obj(v)) return v;
    const out: Obj = { ...v };
    if (Array.isArray(out.type) && out.type.length === 2 && out.type.includes('null')) {
      const other = out.type.find((t) => t !== 'null');
      if (typeof other === 'string') {
        out.type = other;
        out.nullable = true;
      }
    }
    for (const k of Object.keys(out)) out[k] = fix(out[k]);
    return out;
  };
  let schema = fix(sdkParsed(tool.inputSchema ?? { type: 'object', properties: {} }));
  if (obj(schema) && schema.type === 'object' && (schema.properties === undefined || obj(schema.properties))) {
    const wait = {
      type: 'boolean',
      description:
        'Set to true to wait for all previously requested tools in this turn to complete before starting. Set to false (or omit) to run in parallel. Use true when this tool depends on the output of previous tools.',
    };
    schema = { ...schema, properties: { ...((schema.properties as Obj) ?? {}), wait_for_previous: wait } };
  }
  return JSON.stringify({
    name: geminiName(server, tool.name),
    description: tool.description ?? '',
    parametersJsonSchema: schema,
  });
}

export function codexName(server: string, tool: string): string {
  const clean = (s: string) => s.replace(/[^A-Za-z0-9_]/g, '_');
  const ns = clean(`mcp__${server}__`);
  const name = ns + clean(tool);
  if (Buffer.byteLength(name) <= 64) return name;
  const hash = createHash('sha1').update(`${server}\0mcp__${server}__\0\0${tool}\0${tool}`).digest('hex').slice(0, 12);
  return `${ns + clean(tool).slice(0, 64 - ns.length - 13)}_${hash}`;
}

/**
 * Codex 0.169.0 as recorded (hosts/recordings/codex@0.169.0.json and probe runs): `$ref` stays unresolved, a boolean
 * schema is a string, const a one-value enum, a type only where a keyword implies one, then serde's view of its
 * struct: $ref, type, description, enum, items, minItems, properties (sorted), required, additionalProperties,
 * anyOf, oneOf, allOf, $defs, definitions.
 */
function codexSchema(input: unknown): unknown {
  const implied = (m: Obj): string | undefined =>
    ['properties', 'required', 'additionalProperties'].some((k) => k in m)
      ? 'object'
      : ['items', 'prefixItems'].some((k) => k in m)
        ? 'array'
        : ['enum', 'format'].some((k) => k in m)
          ? 'string'
          : ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'].some((k) => k in m)
            ? 'number'
            : undefined;
  const walk = (node: unknown): unknown => {
    if (typeof node === 'boolean') return { type: 'string' };
    if (Array.isArray(node)) return node.map(walk);
    if (!obj(node)) return node;
    const m: Obj = { ...node };
    for (const k of ['items', 'additionalProperties']) if (typeof m[k] === 'object' && m[k] !== null) m[k] = walk(m[k]);
    if (typeof m.items === 'boolean') m.items = walk(m.items);
    for (const k of ['prefixItems', 'anyOf', 'oneOf', 'allOf'])
      if (Array.isArray(m[k])) m[k] = (m[k] as unknown[]).map(walk);
    for (const k of ['properties', '$defs', 'definitions'])
      if (obj(m[k])) m[k] = Object.fromEntries(Object.entries(m[k] as Obj).map(([n, v]) => [n, walk(v)]));
    if ('const' in m) {
      m.enum = [m.const];
      delete m.const;
    }
    const known = ['string', 'number', 'boolean', 'integer', 'object', 'array', 'null'];
    let types = (Array.isArray(m.type) ? m.type : [m.type]).filter((t): t is string => known.includes(t as string));
    if (types.length === 0) {
      const one = implied(m);
      if (!one) return m;
      types = [one];
    }
    m.type = types.length === 1 ? types[0] : types;
    if (types.includes('object') && !('properties' in m)) m.properties = {};
    if (types.includes('array') && !('items' in m)) m.items = { type: 'string' };
    return m;
  };
  const sorted = (map: Obj) =>
    Object.fromEntries(
      Object.keys(map)
        .sort()
        .map((k) => [k, keep(map[k])]),
    );
  const keep = (n: unknown): unknown => {
    if (!obj(n)) return n;
    const o: Obj = {};
    if (typeof n.$ref === 'string') o.$ref = n.$ref;
    if (n.type != null) o.type = n.type;
    if (typeof n.description === 'string') o.description = n.description;
    if (Array.isArray(n.enum)) o.enum = n.enum;
    if (n.items != null) o.items = keep(n.items);
    if (typeof n.minItems === 'number') o.minItems = n.minItems;
    if (obj(n.properties)) o.properties = sorted(n.properties);
    if (Array.isArray(n.required)) o.required = n.required;
    if (n.additionalProperties !== undefined && n.additionalProperties !== null)
      o.additionalProperties =
        typeof n.additionalProperties === 'boolean' ? n.additionalProperties : keep(n.additionalProperties);
    for (const k of ['anyOf', 'oneOf', 'allOf']) if (Array.isArray(n[k])) o[k] = (n[k] as unknown[]).map(keep);
    for (const k of ['$defs', 'definitions']) if (obj(n[k])) o[k] = sorted(n[k] as Obj);
    return o;
  };
  return keep(walk(copy(input)));
}

export function codexEntry(server: string, tool: Tool): string {
  const schema: Obj = obj(tool.inputSchema) ? { ...tool.inputSchema } : { type: 'object' };
  if (schema.properties == null) schema.properties = {};
  // Codex 0.169.0 as recorded: inside the server's `mcp__<server>` namespace, the bare name, deferred behind tool_search.
  const name = codexName(server, tool.name);
  const prefix = `mcp__${server.replace(/[^A-Za-z0-9_]/g, '_')}__`;
  return JSON.stringify({
    type: 'function',
    name: name.startsWith(prefix) ? name.slice(prefix.length) : name,
    description: typeof tool.description === 'string' ? tool.description : '',
    strict: false,
    defer_loading: true,
    parameters: codexSchema(schema),
  });
}
