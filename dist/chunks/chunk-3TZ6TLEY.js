import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  SANDBOX_LAYERS,
  UNPRIVILEGED_UID,
  WHAT_A_MISSING_LAYER_LEAVES_OPEN,
  buildServerEnvironment,
  bwrapArguments,
  expandVariables,
  planSandbox,
  probeConfinement,
  resolveCommand
} from "./chunk-JL77OF72.js";
import {
  require_ucs2length
} from "./chunk-LEJ6JWSO.js";
import {
  require_equal
} from "./chunk-QTJ6MSOD.js";
import {
  __toESM
} from "./chunk-HANBNIMK.js";

// src/errors.ts
var UsageError = class extends Error {
  name = "UsageError";
  exitCode = 2;
};
var ConfigError = class extends UsageError {
  constructor(file, problems) {
    super(`${file}: ${problems.length === 1 ? problems[0] : `
  - ${problems.join("\n  - ")}`}`);
    this.file = file;
    this.problems = problems;
  }
  file;
  problems;
  name = "ConfigError";
};
function isUsageError(error) {
  return error instanceof UsageError;
}

// src/report/finding-catalog.ts
var FINDING_CATALOG = {
  // definitions
  TOOL_OVER_BUDGET: { severity: "error", meaning: "one tool definition exceeds `toolBytes`/`toolTokens`", action: "shorten the description or schema (`explain` shows where the bytes go), or raise the limit in a reviewed PR" },
  TOTAL_OVER_BUDGET: { severity: "error", meaning: "all definitions plus instructions exceed `totalBytes`/`totalTokens`", action: "shrink the heaviest tools (`measure`)" },
  DESCRIPTION_TOO_LONG: { severity: "error", meaning: "a description is longer than `descriptionChars`; hosts cut the rest silently", action: "shorten it; move detail to parameter descriptions" },
  INSTRUCTIONS_TOO_LONG: { severity: "error", meaning: "server instructions longer than `descriptionChars`", action: "shorten them" },
  NAME_TOO_LONG: { severity: "error", meaning: "`mcp__server__tool` longer than `nameChars`", action: "shorten the tool or server name" },
  DUPLICATE_TOOL_NAME: { severity: "error", meaning: "two tools share a name (in one server, or across servers)", action: "rename" },
  TOO_MANY_TOOLS: { severity: "error", meaning: "more tools than `toolCount`", action: "merge or remove tools" },
  TOOLS_LIST_UNSTABLE: { severity: "warning (error with `stability.toolsList`)", meaning: "two tools/list answers differ (order, timestamps, random ids); the message names the tool and the JSON path", action: "make tools/list deterministic: hosts cache the prompt prefix, and definitions come first" },
  INVALID_INPUT_SCHEMA: { severity: "error", meaning: 'an `inputSchema` ajv cannot compile, whose type is not `"object"`, or that cannot check a fixture\'s arguments (a `$ref` back to the value it checks)', action: "fix the schema" },
  // ratchet
  OVERSIZED_GREW: { severity: "error", meaning: "a known-oversized subject grew past its entry", action: "bring it back down; raising the entry is a reviewed decision" },
  OVERSIZED_STALE: { severity: "error (or warning with `ratchet.stale`)", meaning: "it shrank beyond `minDelta`, or fits the general limit again", action: "`npx mcp-budget update` and commit budget.json" },
  OVERSIZED_OBSOLETE: { severity: "like stale", meaning: "the entry's tool, server or fixture is gone", action: "`npx mcp-budget update` and commit" },
  GROWTH_OVER_BUDGET: { severity: "error (warning when growth is accepted)", meaning: "against the base branch, a tool or the total grew past a `growth` gate (percent or absolute)", action: "shrink it, or accept the growth in review: raise the gate in budget.json, or label the pull request `mcp-budget: accept growth`" },
  BUDGET_RAISED: { severity: "warning (error with `raises: fail`)", meaning: "against the base branch, a change to budget.json (or an imported server config) that lets more through or lets a server reach more: a limit raised or removed, a new oversized entry, hidden tools, a looser ratchet, a widened sandbox… (one line each, old → new)", action: "review it: this is the line to approve" },
  // results
  RESULT_OVER_BUDGET: { severity: "error", meaning: "a fixture result exceeds its token or byte ceiling (also: a result over the message cap, measured in bytes only)", action: "project fields, bound the page, add a cursor" },
  PAGE_OVER_BUDGET: { severity: "error", meaning: "one page of a cursor walk exceeds the ceiling", action: "budget the page size in tokens" },
  ARGUMENTS_INVALID: { severity: "error", meaning: "fixture arguments do not match the tool's `inputSchema`, or a `fromFixture` cursor is missing", action: "update the fixture" },
  OUTPUT_SCHEMA_MISMATCH: { severity: "error", meaning: "`structuredContent` does not match the tool's `outputSchema`, or the `outputSchema` cannot be used", action: "fix the result or the schema" },
  MISSING_STRUCTURED_CONTENT: { severity: "error", meaning: "the tool declares an `outputSchema` but returned no `structuredContent`", action: "return it" },
  PAGINATION_DUPLICATE: { severity: "error", meaning: "a record (by `key`) came back on two pages", action: "keyset cursors, not shifting offsets" },
  PAGINATION_GAP: { severity: "error", meaning: "the result states a `total` the walk did not reach", action: "make every record reachable" },
  PAGINATION_LOOP: { severity: "error", meaning: "a cursor repeated, an empty page claimed more, or the walk passed `maxPages` (also for `tools/list`)", action: "make cursors advance and end" },
  TRUNCATION_NOT_IN_BAND: { severity: "error", meaning: "the `hasMore` flag disagrees with the cursor, or a cursor promised records that did not exist", action: "say truncation in the result itself" },
  EXPECTATION_FAILED: { severity: "error", meaning: "`expect` did not hold (or a fixture without `expect` returned an error); shows what came back", action: "fix the tool or the fixture" },
  TOOL_NOT_FOUND: { severity: "error", meaning: "a fixture names a tool or server that does not exist", action: "correct the fixture" },
  PRETTY_PRINTED_TEXT: { severity: "warning", meaning: "a text block is indented JSON; states the tokens a compact mirror saves", action: "`JSON.stringify(value)` without indentation" },
  STRING_WRAPPED_STRUCTURED: { severity: "warning", meaning: '`structuredContent` is `{"result": "<json string>"}`: the payload sent again, escaped', action: "return the object itself" },
  RESULT_UNSTABLE: { severity: "warning", meaning: "a fixture's size varied between `runs`", action: "add `normalize` rules" },
  BINARY_CONTENT: { severity: "notice", meaning: "base64 payloads (images, audio, blobs) in a result, in bytes", action: "—" },
  // hosts
  HOST_DESCRIPTION_CUT: { severity: "error", meaning: "a host in `hosts` cuts this description (or the server instructions) at its limit, silently", action: "shorten it below the cut; the essential part first" },
  HOST_NAME_TOO_LONG: { severity: "error", meaning: "the name a host in `hosts` gives the tool (its prefix included) is over that host's limit", action: "shorten the tool or server name" },
  HOST_TOO_MANY_TOOLS: { severity: "error", meaning: "more tools than a host in `hosts` accepts (VS Code Copilot 128, Cursor 40, Gemini 512…)", action: "merge or remove tools, or offer them in groups" },
  HOST_SCHEMA_STRIPPED: { severity: "warning", meaning: "an input schema uses a keyword a host in `hosts` drops or rewrites (`$defs`/`$ref` for Gemini, a root-level `anyOf` for Claude Code)", action: "inline the definitions; keep the root a plain object" },
  HOST_RESULT_OVER_CAP: { severity: "error", meaning: "what a host in `hosts` receives of a fixture result (its result channel) is over its token cap", action: "page the result and project the fields the model needs" },
  HOST_OVER_BUDGET: { severity: "error", meaning: "a host's own figure is over its `hostLimits` entry: session-start tokens, one tool as that host sends it, or one result as its model receives it", action: "shrink it as that host counts it, or raise the limit in a reviewed PR" },
  TRUNCATED_BY_HOST: { severity: "error", meaning: "a host's cut of a fixture result (Codex's head and tail, Copilot CLI's head) loses the cursor to the next page", action: "keep results under the cut, or put the cursor where the cut keeps it" },
  // servers
  SERVER_START_FAILED: { severity: "error", meaning: "command not found, exited before the handshake (or, as a warning, an imported server skipped as unresolvable)", action: "run the command by hand" },
  SERVER_TIMEOUT: { severity: "error", meaning: "no answer within `timeouts.startupMs`/`requestMs`/`totalMs`", action: "fix the server or raise the timeout" },
  SERVER_CRASHED: { severity: "error", meaning: "the server exited during listing or a call (exit code or signal and its last stderr lines are shown)", action: "fix the crash" },
  PROTOCOL_ERROR: { severity: "error", meaning: "invalid JSON-RPC on stdout, an error answer to `tools/list`, a malformed tools list, or a server that stopped reading its input", action: "fix the server" },
  SANDBOX_UNAVAILABLE: { severity: "warning (error with `sandbox.require`, exit 3)", meaning: "a sandbox layer (pid, mount, user, network) could not be had here; the message names each and what it leaves open (with `require`, the server was not started)", action: "see [Sandbox](#sandbox)" },
  STDOUT_NOISE: { severity: "warning", meaning: "the server printed non-JSON-RPC lines on stdout (skipped, first lines shown)", action: "log to stderr" }
};

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
    "./budget.schema.json": "./budget.schema.json",
    "./report.schema.json": "./report.schema.json",
    "./package.json": "./package.json"
  },
  types: "./dist/types/index.d.ts",
  files: [
    "dist",
    "!dist/action.js",
    "budget.schema.json",
    "report.schema.json",
    "hosts",
    "action.yml",
    "README.md",
    "examples/hooks/pre-push"
  ],
  engines: {
    node: ">=20"
  },
  scripts: {
    build: "node scripts/build.mjs",
    typecheck: "tsc --noEmit",
    test: "vitest run",
    bench: "node scripts/bench.mjs",
    example: "node dist/cli.js check --config examples/quickstart/budget.json"
  },
  license: "MIT",
  devDependencies: {
    "@actions/core": "3.0.1",
    "@modelcontextprotocol/client": "2.4.0",
    "@modelcontextprotocol/server": "2.4.0",
    "@modelcontextprotocol/server-filesystem": "2026.8.31",
    "@modelcontextprotocol/server-memory": "2026.8.31",
    "@notionhq/notion-mcp-server": "2.5.2",
    "@playwright/mcp": "0.0.83",
    "@types/node": "20.19.43",
    ajv: "8.20.0",
    esbuild: "0.28.2",
    "fast-check": "4.11.0",
    "gpt-tokenizer": "4.0.0",
    "js-tiktoken": "1.0.21",
    "jsonc-parser": "3.3.1",
    "smol-toml": "1.9.1",
    typescript: "7.0.2",
    vite: "8.3.8",
    vitest: "4.1.12",
    zod: "4.6.7"
  }
};

// src/version.ts
var VERSION = package_default.version;

// src/shell/node-crypto.ts
import { createRequire } from "node:module";
var loaded;
function nodeCrypto() {
  return loaded ??= createRequire(import.meta.url)("node:crypto");
}

// src/commands/shard.ts
function parseShard(text) {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count) throw new UsageError(`--shard takes i/n with 1 <= i <= n, got ${JSON.stringify(text)}`);
  return { index, count };
}
function inShard(server, shard) {
  let hash = 2166136261;
  for (const byte of Buffer.from(server, "utf8")) hash = Math.imul(hash ^ byte, 16777619) >>> 0;
  return hash % shard.count === shard.index - 1;
}
function budgetDigest(text) {
  return nodeCrypto().createHash("sha256").update(text).digest("hex");
}

// src/commands/commands.ts
import { existsSync as existsSync4 } from "node:fs";
import path11 from "node:path";

// src/budget/budget-file.ts
import { open, realpath, rename, rm, stat } from "node:fs/promises";
import path from "node:path";

// node_modules/jsonc-parser/lib/esm/impl/scanner.js
function createScanner(text, ignoreTrivia = false) {
  const len = text.length;
  let pos = 0, value = "", tokenOffset = 0, token = 16, lineNumber = 0, lineStartOffset = 0, tokenLineStartOffset = 0, prevTokenLineStartOffset = 0, scanError = 0;
  function scanHexDigits(count, exact) {
    let digits = 0;
    let value2 = 0;
    while (digits < count || !exact) {
      let ch = text.charCodeAt(pos);
      if (ch >= 48 && ch <= 57) {
        value2 = value2 * 16 + ch - 48;
      } else if (ch >= 65 && ch <= 70) {
        value2 = value2 * 16 + ch - 65 + 10;
      } else if (ch >= 97 && ch <= 102) {
        value2 = value2 * 16 + ch - 97 + 10;
      } else {
        break;
      }
      pos++;
      digits++;
    }
    if (digits < count) {
      value2 = -1;
    }
    return value2;
  }
  function setPosition(newPosition) {
    pos = newPosition;
    value = "";
    tokenOffset = 0;
    token = 16;
    scanError = 0;
  }
  function scanNumber() {
    let start = pos;
    if (text.charCodeAt(pos) === 48) {
      pos++;
    } else {
      pos++;
      while (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
      }
    }
    if (pos < text.length && text.charCodeAt(pos) === 46) {
      pos++;
      if (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
        while (pos < text.length && isDigit(text.charCodeAt(pos))) {
          pos++;
        }
      } else {
        scanError = 3;
        return text.substring(start, pos);
      }
    }
    let end = pos;
    if (pos < text.length && (text.charCodeAt(pos) === 69 || text.charCodeAt(pos) === 101)) {
      pos++;
      if (pos < text.length && text.charCodeAt(pos) === 43 || text.charCodeAt(pos) === 45) {
        pos++;
      }
      if (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
        while (pos < text.length && isDigit(text.charCodeAt(pos))) {
          pos++;
        }
        end = pos;
      } else {
        scanError = 3;
      }
    }
    return text.substring(start, end);
  }
  function scanString() {
    let result = "", start = pos;
    while (true) {
      if (pos >= len) {
        result += text.substring(start, pos);
        scanError = 2;
        break;
      }
      const ch = text.charCodeAt(pos);
      if (ch === 34) {
        result += text.substring(start, pos);
        pos++;
        break;
      }
      if (ch === 92) {
        result += text.substring(start, pos);
        pos++;
        if (pos >= len) {
          scanError = 2;
          break;
        }
        const ch2 = text.charCodeAt(pos++);
        switch (ch2) {
          case 34:
            result += '"';
            break;
          case 92:
            result += "\\";
            break;
          case 47:
            result += "/";
            break;
          case 98:
            result += "\b";
            break;
          case 102:
            result += "\f";
            break;
          case 110:
            result += "\n";
            break;
          case 114:
            result += "\r";
            break;
          case 116:
            result += "	";
            break;
          case 117:
            const ch3 = scanHexDigits(4, true);
            if (ch3 >= 0) {
              result += String.fromCharCode(ch3);
            } else {
              scanError = 4;
            }
            break;
          default:
            scanError = 5;
        }
        start = pos;
        continue;
      }
      if (ch >= 0 && ch <= 31) {
        if (isLineBreak(ch)) {
          result += text.substring(start, pos);
          scanError = 2;
          break;
        } else {
          scanError = 6;
        }
      }
      pos++;
    }
    return result;
  }
  function scanNext() {
    value = "";
    scanError = 0;
    tokenOffset = pos;
    lineStartOffset = lineNumber;
    prevTokenLineStartOffset = tokenLineStartOffset;
    if (pos >= len) {
      tokenOffset = len;
      return token = 17;
    }
    let code = text.charCodeAt(pos);
    if (isWhiteSpace(code)) {
      do {
        pos++;
        value += String.fromCharCode(code);
        code = text.charCodeAt(pos);
      } while (isWhiteSpace(code));
      return token = 15;
    }
    if (isLineBreak(code)) {
      pos++;
      value += String.fromCharCode(code);
      if (code === 13 && text.charCodeAt(pos) === 10) {
        pos++;
        value += "\n";
      }
      lineNumber++;
      tokenLineStartOffset = pos;
      return token = 14;
    }
    switch (code) {
      // tokens: []{}:,
      case 123:
        pos++;
        return token = 1;
      case 125:
        pos++;
        return token = 2;
      case 91:
        pos++;
        return token = 3;
      case 93:
        pos++;
        return token = 4;
      case 58:
        pos++;
        return token = 6;
      case 44:
        pos++;
        return token = 5;
      // strings
      case 34:
        pos++;
        value = scanString();
        return token = 10;
      // comments
      case 47:
        const start = pos - 1;
        if (text.charCodeAt(pos + 1) === 47) {
          pos += 2;
          while (pos < len) {
            if (isLineBreak(text.charCodeAt(pos))) {
              break;
            }
            pos++;
          }
          value = text.substring(start, pos);
          return token = 12;
        }
        if (text.charCodeAt(pos + 1) === 42) {
          pos += 2;
          const safeLength = len - 1;
          let commentClosed = false;
          while (pos < safeLength) {
            const ch = text.charCodeAt(pos);
            if (ch === 42 && text.charCodeAt(pos + 1) === 47) {
              pos += 2;
              commentClosed = true;
              break;
            }
            pos++;
            if (isLineBreak(ch)) {
              if (ch === 13 && text.charCodeAt(pos) === 10) {
                pos++;
              }
              lineNumber++;
              tokenLineStartOffset = pos;
            }
          }
          if (!commentClosed) {
            pos++;
            scanError = 1;
          }
          value = text.substring(start, pos);
          return token = 13;
        }
        value += String.fromCharCode(code);
        pos++;
        return token = 16;
      // numbers
      case 45:
        value += String.fromCharCode(code);
        pos++;
        if (pos === len || !isDigit(text.charCodeAt(pos))) {
          return token = 16;
        }
      // found a minus, followed by a number so
      // we fall through to proceed with scanning
      // numbers
      case 48:
      case 49:
      case 50:
      case 51:
      case 52:
      case 53:
      case 54:
      case 55:
      case 56:
      case 57:
        value += scanNumber();
        return token = 11;
      // literals and unknown symbols
      default:
        while (pos < len && isUnknownContentCharacter(code)) {
          pos++;
          code = text.charCodeAt(pos);
        }
        if (tokenOffset !== pos) {
          value = text.substring(tokenOffset, pos);
          switch (value) {
            case "true":
              return token = 8;
            case "false":
              return token = 9;
            case "null":
              return token = 7;
          }
          return token = 16;
        }
        value += String.fromCharCode(code);
        pos++;
        return token = 16;
    }
  }
  function isUnknownContentCharacter(code) {
    if (isWhiteSpace(code) || isLineBreak(code)) {
      return false;
    }
    switch (code) {
      case 125:
      case 93:
      case 123:
      case 91:
      case 34:
      case 58:
      case 44:
      case 47:
        return false;
    }
    return true;
  }
  function scanNextNonTrivia() {
    let result;
    do {
      result = scanNext();
    } while (result >= 12 && result <= 15);
    return result;
  }
  return {
    setPosition,
    getPosition: () => pos,
    scan: ignoreTrivia ? scanNextNonTrivia : scanNext,
    getToken: () => token,
    getTokenValue: () => value,
    getTokenOffset: () => tokenOffset,
    getTokenLength: () => pos - tokenOffset,
    getTokenStartLine: () => lineStartOffset,
    getTokenStartCharacter: () => tokenOffset - prevTokenLineStartOffset,
    getTokenError: () => scanError
  };
}
function isWhiteSpace(ch) {
  return ch === 32 || ch === 9;
}
function isLineBreak(ch) {
  return ch === 10 || ch === 13;
}
function isDigit(ch) {
  return ch >= 48 && ch <= 57;
}
var CharacterCodes;
(function(CharacterCodes2) {
  CharacterCodes2[CharacterCodes2["lineFeed"] = 10] = "lineFeed";
  CharacterCodes2[CharacterCodes2["carriageReturn"] = 13] = "carriageReturn";
  CharacterCodes2[CharacterCodes2["space"] = 32] = "space";
  CharacterCodes2[CharacterCodes2["_0"] = 48] = "_0";
  CharacterCodes2[CharacterCodes2["_1"] = 49] = "_1";
  CharacterCodes2[CharacterCodes2["_2"] = 50] = "_2";
  CharacterCodes2[CharacterCodes2["_3"] = 51] = "_3";
  CharacterCodes2[CharacterCodes2["_4"] = 52] = "_4";
  CharacterCodes2[CharacterCodes2["_5"] = 53] = "_5";
  CharacterCodes2[CharacterCodes2["_6"] = 54] = "_6";
  CharacterCodes2[CharacterCodes2["_7"] = 55] = "_7";
  CharacterCodes2[CharacterCodes2["_8"] = 56] = "_8";
  CharacterCodes2[CharacterCodes2["_9"] = 57] = "_9";
  CharacterCodes2[CharacterCodes2["a"] = 97] = "a";
  CharacterCodes2[CharacterCodes2["b"] = 98] = "b";
  CharacterCodes2[CharacterCodes2["c"] = 99] = "c";
  CharacterCodes2[CharacterCodes2["d"] = 100] = "d";
  CharacterCodes2[CharacterCodes2["e"] = 101] = "e";
  CharacterCodes2[CharacterCodes2["f"] = 102] = "f";
  CharacterCodes2[CharacterCodes2["g"] = 103] = "g";
  CharacterCodes2[CharacterCodes2["h"] = 104] = "h";
  CharacterCodes2[CharacterCodes2["i"] = 105] = "i";
  CharacterCodes2[CharacterCodes2["j"] = 106] = "j";
  CharacterCodes2[CharacterCodes2["k"] = 107] = "k";
  CharacterCodes2[CharacterCodes2["l"] = 108] = "l";
  CharacterCodes2[CharacterCodes2["m"] = 109] = "m";
  CharacterCodes2[CharacterCodes2["n"] = 110] = "n";
  CharacterCodes2[CharacterCodes2["o"] = 111] = "o";
  CharacterCodes2[CharacterCodes2["p"] = 112] = "p";
  CharacterCodes2[CharacterCodes2["q"] = 113] = "q";
  CharacterCodes2[CharacterCodes2["r"] = 114] = "r";
  CharacterCodes2[CharacterCodes2["s"] = 115] = "s";
  CharacterCodes2[CharacterCodes2["t"] = 116] = "t";
  CharacterCodes2[CharacterCodes2["u"] = 117] = "u";
  CharacterCodes2[CharacterCodes2["v"] = 118] = "v";
  CharacterCodes2[CharacterCodes2["w"] = 119] = "w";
  CharacterCodes2[CharacterCodes2["x"] = 120] = "x";
  CharacterCodes2[CharacterCodes2["y"] = 121] = "y";
  CharacterCodes2[CharacterCodes2["z"] = 122] = "z";
  CharacterCodes2[CharacterCodes2["A"] = 65] = "A";
  CharacterCodes2[CharacterCodes2["B"] = 66] = "B";
  CharacterCodes2[CharacterCodes2["C"] = 67] = "C";
  CharacterCodes2[CharacterCodes2["D"] = 68] = "D";
  CharacterCodes2[CharacterCodes2["E"] = 69] = "E";
  CharacterCodes2[CharacterCodes2["F"] = 70] = "F";
  CharacterCodes2[CharacterCodes2["G"] = 71] = "G";
  CharacterCodes2[CharacterCodes2["H"] = 72] = "H";
  CharacterCodes2[CharacterCodes2["I"] = 73] = "I";
  CharacterCodes2[CharacterCodes2["J"] = 74] = "J";
  CharacterCodes2[CharacterCodes2["K"] = 75] = "K";
  CharacterCodes2[CharacterCodes2["L"] = 76] = "L";
  CharacterCodes2[CharacterCodes2["M"] = 77] = "M";
  CharacterCodes2[CharacterCodes2["N"] = 78] = "N";
  CharacterCodes2[CharacterCodes2["O"] = 79] = "O";
  CharacterCodes2[CharacterCodes2["P"] = 80] = "P";
  CharacterCodes2[CharacterCodes2["Q"] = 81] = "Q";
  CharacterCodes2[CharacterCodes2["R"] = 82] = "R";
  CharacterCodes2[CharacterCodes2["S"] = 83] = "S";
  CharacterCodes2[CharacterCodes2["T"] = 84] = "T";
  CharacterCodes2[CharacterCodes2["U"] = 85] = "U";
  CharacterCodes2[CharacterCodes2["V"] = 86] = "V";
  CharacterCodes2[CharacterCodes2["W"] = 87] = "W";
  CharacterCodes2[CharacterCodes2["X"] = 88] = "X";
  CharacterCodes2[CharacterCodes2["Y"] = 89] = "Y";
  CharacterCodes2[CharacterCodes2["Z"] = 90] = "Z";
  CharacterCodes2[CharacterCodes2["asterisk"] = 42] = "asterisk";
  CharacterCodes2[CharacterCodes2["backslash"] = 92] = "backslash";
  CharacterCodes2[CharacterCodes2["closeBrace"] = 125] = "closeBrace";
  CharacterCodes2[CharacterCodes2["closeBracket"] = 93] = "closeBracket";
  CharacterCodes2[CharacterCodes2["colon"] = 58] = "colon";
  CharacterCodes2[CharacterCodes2["comma"] = 44] = "comma";
  CharacterCodes2[CharacterCodes2["dot"] = 46] = "dot";
  CharacterCodes2[CharacterCodes2["doubleQuote"] = 34] = "doubleQuote";
  CharacterCodes2[CharacterCodes2["minus"] = 45] = "minus";
  CharacterCodes2[CharacterCodes2["openBrace"] = 123] = "openBrace";
  CharacterCodes2[CharacterCodes2["openBracket"] = 91] = "openBracket";
  CharacterCodes2[CharacterCodes2["plus"] = 43] = "plus";
  CharacterCodes2[CharacterCodes2["slash"] = 47] = "slash";
  CharacterCodes2[CharacterCodes2["formFeed"] = 12] = "formFeed";
  CharacterCodes2[CharacterCodes2["tab"] = 9] = "tab";
})(CharacterCodes || (CharacterCodes = {}));

// node_modules/jsonc-parser/lib/esm/impl/string-intern.js
var cachedSpaces = new Array(20).fill(0).map((_, index) => {
  return " ".repeat(index);
});
var maxCachedValues = 200;
var cachedBreakLinesWithSpaces = {
  " ": {
    "\n": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\n" + " ".repeat(index);
    }),
    "\r": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\r" + " ".repeat(index);
    }),
    "\r\n": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\r\n" + " ".repeat(index);
    })
  },
  "	": {
    "\n": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\n" + "	".repeat(index);
    }),
    "\r": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\r" + "	".repeat(index);
    }),
    "\r\n": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\r\n" + "	".repeat(index);
    })
  }
};
var supportedEols = ["\n", "\r", "\r\n"];

// node_modules/jsonc-parser/lib/esm/impl/format.js
function format(documentText, range, options) {
  let initialIndentLevel;
  let formatText;
  let formatTextStart;
  let rangeStart;
  let rangeEnd;
  if (range) {
    rangeStart = range.offset;
    rangeEnd = rangeStart + range.length;
    formatTextStart = rangeStart;
    while (formatTextStart > 0 && !isEOL(documentText, formatTextStart - 1)) {
      formatTextStart--;
    }
    let endOffset = rangeEnd;
    while (endOffset < documentText.length && !isEOL(documentText, endOffset)) {
      endOffset++;
    }
    formatText = documentText.substring(formatTextStart, endOffset);
    initialIndentLevel = computeIndentLevel(formatText, options);
  } else {
    formatText = documentText;
    initialIndentLevel = 0;
    formatTextStart = 0;
    rangeStart = 0;
    rangeEnd = documentText.length;
  }
  const eol = getEOL(options, documentText);
  const eolFastPathSupported = supportedEols.includes(eol);
  let numberLineBreaks = 0;
  let indentLevel = 0;
  let indentValue;
  if (options.insertSpaces) {
    indentValue = cachedSpaces[options.tabSize || 4] ?? repeat(cachedSpaces[1], options.tabSize || 4);
  } else {
    indentValue = "	";
  }
  const indentType = indentValue === "	" ? "	" : " ";
  let scanner = createScanner(formatText, false);
  let hasError = false;
  function newLinesAndIndent() {
    if (numberLineBreaks > 1) {
      return repeat(eol, numberLineBreaks) + repeat(indentValue, initialIndentLevel + indentLevel);
    }
    const amountOfSpaces = indentValue.length * (initialIndentLevel + indentLevel);
    if (!eolFastPathSupported || amountOfSpaces > cachedBreakLinesWithSpaces[indentType][eol].length) {
      return eol + repeat(indentValue, initialIndentLevel + indentLevel);
    }
    if (amountOfSpaces <= 0) {
      return eol;
    }
    return cachedBreakLinesWithSpaces[indentType][eol][amountOfSpaces];
  }
  function scanNext() {
    let token = scanner.scan();
    numberLineBreaks = 0;
    while (token === 15 || token === 14) {
      if (token === 14 && options.keepLines) {
        numberLineBreaks += 1;
      } else if (token === 14) {
        numberLineBreaks = 1;
      }
      token = scanner.scan();
    }
    hasError = token === 16 || scanner.getTokenError() !== 0;
    return token;
  }
  const editOperations = [];
  function addEdit(text, startOffset, endOffset) {
    if (!hasError && (!range || startOffset < rangeEnd && endOffset > rangeStart) && documentText.substring(startOffset, endOffset) !== text) {
      editOperations.push({ offset: startOffset, length: endOffset - startOffset, content: text });
    }
  }
  let firstToken = scanNext();
  if (options.keepLines && numberLineBreaks > 0) {
    addEdit(repeat(eol, numberLineBreaks), 0, 0);
  }
  if (firstToken !== 17) {
    let firstTokenStart = scanner.getTokenOffset() + formatTextStart;
    let initialIndent = indentValue.length * initialIndentLevel < 20 && options.insertSpaces ? cachedSpaces[indentValue.length * initialIndentLevel] : repeat(indentValue, initialIndentLevel);
    addEdit(initialIndent, formatTextStart, firstTokenStart);
  }
  while (firstToken !== 17) {
    let firstTokenEnd = scanner.getTokenOffset() + scanner.getTokenLength() + formatTextStart;
    let secondToken = scanNext();
    let replaceContent = "";
    let needsLineBreak = false;
    while (numberLineBreaks === 0 && (secondToken === 12 || secondToken === 13)) {
      let commentTokenStart = scanner.getTokenOffset() + formatTextStart;
      addEdit(cachedSpaces[1], firstTokenEnd, commentTokenStart);
      firstTokenEnd = scanner.getTokenOffset() + scanner.getTokenLength() + formatTextStart;
      needsLineBreak = secondToken === 12;
      replaceContent = needsLineBreak ? newLinesAndIndent() : "";
      secondToken = scanNext();
    }
    if (secondToken === 2) {
      if (firstToken !== 1) {
        indentLevel--;
      }
      ;
      if (options.keepLines && numberLineBreaks > 0 || !options.keepLines && firstToken !== 1) {
        replaceContent = newLinesAndIndent();
      } else if (options.keepLines) {
        replaceContent = cachedSpaces[1];
      }
    } else if (secondToken === 4) {
      if (firstToken !== 3) {
        indentLevel--;
      }
      ;
      if (options.keepLines && numberLineBreaks > 0 || !options.keepLines && firstToken !== 3) {
        replaceContent = newLinesAndIndent();
      } else if (options.keepLines) {
        replaceContent = cachedSpaces[1];
      }
    } else {
      switch (firstToken) {
        case 3:
        case 1:
          indentLevel++;
          if (options.keepLines && numberLineBreaks > 0 || !options.keepLines) {
            replaceContent = newLinesAndIndent();
          } else {
            replaceContent = cachedSpaces[1];
          }
          break;
        case 5:
          if (options.keepLines && numberLineBreaks > 0 || !options.keepLines) {
            replaceContent = newLinesAndIndent();
          } else {
            replaceContent = cachedSpaces[1];
          }
          break;
        case 12:
          replaceContent = newLinesAndIndent();
          break;
        case 13:
          if (numberLineBreaks > 0) {
            replaceContent = newLinesAndIndent();
          } else if (!needsLineBreak) {
            replaceContent = cachedSpaces[1];
          }
          break;
        case 6:
          if (options.keepLines && numberLineBreaks > 0) {
            replaceContent = newLinesAndIndent();
          } else if (!needsLineBreak) {
            replaceContent = cachedSpaces[1];
          }
          break;
        case 10:
          if (options.keepLines && numberLineBreaks > 0) {
            replaceContent = newLinesAndIndent();
          } else if (secondToken === 6 && !needsLineBreak) {
            replaceContent = "";
          }
          break;
        case 7:
        case 8:
        case 9:
        case 11:
        case 2:
        case 4:
          if (options.keepLines && numberLineBreaks > 0) {
            replaceContent = newLinesAndIndent();
          } else {
            if ((secondToken === 12 || secondToken === 13) && !needsLineBreak) {
              replaceContent = cachedSpaces[1];
            } else if (secondToken !== 5 && secondToken !== 17) {
              hasError = true;
            }
          }
          break;
        case 16:
          hasError = true;
          break;
      }
      if (numberLineBreaks > 0 && (secondToken === 12 || secondToken === 13)) {
        replaceContent = newLinesAndIndent();
      }
    }
    if (secondToken === 17) {
      if (options.keepLines && numberLineBreaks > 0) {
        replaceContent = newLinesAndIndent();
      } else {
        replaceContent = options.insertFinalNewline ? eol : "";
      }
    }
    const secondTokenStart = scanner.getTokenOffset() + formatTextStart;
    addEdit(replaceContent, firstTokenEnd, secondTokenStart);
    firstToken = secondToken;
  }
  return editOperations;
}
function repeat(s, count) {
  let result = "";
  for (let i = 0; i < count; i++) {
    result += s;
  }
  return result;
}
function computeIndentLevel(content, options) {
  let i = 0;
  let nChars = 0;
  const tabSize = options.tabSize || 4;
  while (i < content.length) {
    let ch = content.charAt(i);
    if (ch === cachedSpaces[1]) {
      nChars++;
    } else if (ch === "	") {
      nChars += tabSize;
    } else {
      break;
    }
    i++;
  }
  return Math.floor(nChars / tabSize);
}
function getEOL(options, text) {
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i);
    if (ch === "\r") {
      if (i + 1 < text.length && text.charAt(i + 1) === "\n") {
        return "\r\n";
      }
      return "\r";
    } else if (ch === "\n") {
      return "\n";
    }
  }
  return options && options.eol || "\n";
}
function isEOL(text, offset) {
  return "\r\n".indexOf(text.charAt(offset)) !== -1;
}

// node_modules/jsonc-parser/lib/esm/impl/parser.js
var ParseOptions;
(function(ParseOptions2) {
  ParseOptions2.DEFAULT = {
    allowTrailingComma: false
  };
})(ParseOptions || (ParseOptions = {}));
function parse(text, errors = [], options = ParseOptions.DEFAULT) {
  let currentProperty = null;
  let currentParent = [];
  const previousParents = [];
  function onValue(value) {
    if (Array.isArray(currentParent)) {
      currentParent.push(value);
    } else if (currentProperty !== null) {
      currentParent[currentProperty] = value;
    }
  }
  const visitor = {
    onObjectBegin: () => {
      const object = {};
      onValue(object);
      previousParents.push(currentParent);
      currentParent = object;
      currentProperty = null;
    },
    onObjectProperty: (name) => {
      currentProperty = name;
    },
    onObjectEnd: () => {
      currentParent = previousParents.pop();
    },
    onArrayBegin: () => {
      const array = [];
      onValue(array);
      previousParents.push(currentParent);
      currentParent = array;
      currentProperty = null;
    },
    onArrayEnd: () => {
      currentParent = previousParents.pop();
    },
    onLiteralValue: onValue,
    onError: (error, offset, length) => {
      errors.push({ error, offset, length });
    }
  };
  visit(text, visitor, options);
  return currentParent[0];
}
function parseTree(text, errors = [], options = ParseOptions.DEFAULT) {
  let currentParent = { type: "array", offset: -1, length: -1, children: [], parent: void 0 };
  function ensurePropertyComplete(endOffset) {
    if (currentParent.type === "property") {
      currentParent.length = endOffset - currentParent.offset;
      currentParent = currentParent.parent;
    }
  }
  function onValue(valueNode) {
    currentParent.children.push(valueNode);
    return valueNode;
  }
  const visitor = {
    onObjectBegin: (offset) => {
      currentParent = onValue({ type: "object", offset, length: -1, parent: currentParent, children: [] });
    },
    onObjectProperty: (name, offset, length) => {
      currentParent = onValue({ type: "property", offset, length: -1, parent: currentParent, children: [] });
      currentParent.children.push({ type: "string", value: name, offset, length, parent: currentParent });
    },
    onObjectEnd: (offset, length) => {
      ensurePropertyComplete(offset + length);
      currentParent.length = offset + length - currentParent.offset;
      currentParent = currentParent.parent;
      ensurePropertyComplete(offset + length);
    },
    onArrayBegin: (offset, length) => {
      currentParent = onValue({ type: "array", offset, length: -1, parent: currentParent, children: [] });
    },
    onArrayEnd: (offset, length) => {
      currentParent.length = offset + length - currentParent.offset;
      currentParent = currentParent.parent;
      ensurePropertyComplete(offset + length);
    },
    onLiteralValue: (value, offset, length) => {
      onValue({ type: getNodeType(value), offset, length, parent: currentParent, value });
      ensurePropertyComplete(offset + length);
    },
    onSeparator: (sep, offset, length) => {
      if (currentParent.type === "property") {
        if (sep === ":") {
          currentParent.colonOffset = offset;
        } else if (sep === ",") {
          ensurePropertyComplete(offset);
        }
      }
    },
    onError: (error, offset, length) => {
      errors.push({ error, offset, length });
    }
  };
  visit(text, visitor, options);
  const result = currentParent.children[0];
  if (result) {
    delete result.parent;
  }
  return result;
}
function findNodeAtLocation(root, path12) {
  if (!root) {
    return void 0;
  }
  let node = root;
  for (let segment of path12) {
    if (typeof segment === "string") {
      if (node.type !== "object" || !Array.isArray(node.children)) {
        return void 0;
      }
      let found = false;
      for (const propertyNode of node.children) {
        if (Array.isArray(propertyNode.children) && propertyNode.children[0].value === segment && propertyNode.children.length === 2) {
          node = propertyNode.children[1];
          found = true;
          break;
        }
      }
      if (!found) {
        return void 0;
      }
    } else {
      const index = segment;
      if (node.type !== "array" || index < 0 || !Array.isArray(node.children) || index >= node.children.length) {
        return void 0;
      }
      node = node.children[index];
    }
  }
  return node;
}
function visit(text, visitor, options = ParseOptions.DEFAULT) {
  const _scanner = createScanner(text, false);
  const _jsonPath = [];
  let suppressedCallbacks = 0;
  function toNoArgVisit(visitFunction) {
    return visitFunction ? () => suppressedCallbacks === 0 && visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
  }
  function toOneArgVisit(visitFunction) {
    return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
  }
  function toOneArgVisitWithPath(visitFunction) {
    return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice()) : () => true;
  }
  function toBeginVisit(visitFunction) {
    return visitFunction ? () => {
      if (suppressedCallbacks > 0) {
        suppressedCallbacks++;
      } else {
        let cbReturn = visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice());
        if (cbReturn === false) {
          suppressedCallbacks = 1;
        }
      }
    } : () => true;
  }
  function toEndVisit(visitFunction) {
    return visitFunction ? () => {
      if (suppressedCallbacks > 0) {
        suppressedCallbacks--;
      }
      if (suppressedCallbacks === 0) {
        visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter());
      }
    } : () => true;
  }
  const onObjectBegin = toBeginVisit(visitor.onObjectBegin), onObjectProperty = toOneArgVisitWithPath(visitor.onObjectProperty), onObjectEnd = toEndVisit(visitor.onObjectEnd), onArrayBegin = toBeginVisit(visitor.onArrayBegin), onArrayEnd = toEndVisit(visitor.onArrayEnd), onLiteralValue = toOneArgVisitWithPath(visitor.onLiteralValue), onSeparator = toOneArgVisit(visitor.onSeparator), onComment = toNoArgVisit(visitor.onComment), onError = toOneArgVisit(visitor.onError);
  const disallowComments = options && options.disallowComments;
  const allowTrailingComma = options && options.allowTrailingComma;
  function scanNext() {
    while (true) {
      const token = _scanner.scan();
      switch (_scanner.getTokenError()) {
        case 4:
          handleError(
            14
            /* ParseErrorCode.InvalidUnicode */
          );
          break;
        case 5:
          handleError(
            15
            /* ParseErrorCode.InvalidEscapeCharacter */
          );
          break;
        case 3:
          handleError(
            13
            /* ParseErrorCode.UnexpectedEndOfNumber */
          );
          break;
        case 1:
          if (!disallowComments) {
            handleError(
              11
              /* ParseErrorCode.UnexpectedEndOfComment */
            );
          }
          break;
        case 2:
          handleError(
            12
            /* ParseErrorCode.UnexpectedEndOfString */
          );
          break;
        case 6:
          handleError(
            16
            /* ParseErrorCode.InvalidCharacter */
          );
          break;
      }
      switch (token) {
        case 12:
        case 13:
          if (disallowComments) {
            handleError(
              10
              /* ParseErrorCode.InvalidCommentToken */
            );
          } else {
            onComment();
          }
          break;
        case 16:
          handleError(
            1
            /* ParseErrorCode.InvalidSymbol */
          );
          break;
        case 15:
        case 14:
          break;
        default:
          return token;
      }
    }
  }
  function handleError(error, skipUntilAfter = [], skipUntil = []) {
    onError(error);
    if (skipUntilAfter.length + skipUntil.length > 0) {
      let token = _scanner.getToken();
      while (token !== 17) {
        if (skipUntilAfter.indexOf(token) !== -1) {
          scanNext();
          break;
        } else if (skipUntil.indexOf(token) !== -1) {
          break;
        }
        token = scanNext();
      }
    }
  }
  function parseString(isValue) {
    const value = _scanner.getTokenValue();
    if (isValue) {
      onLiteralValue(value);
    } else {
      onObjectProperty(value);
      _jsonPath.push(value);
    }
    scanNext();
    return true;
  }
  function parseLiteral() {
    switch (_scanner.getToken()) {
      case 11:
        const tokenValue = _scanner.getTokenValue();
        let value = Number(tokenValue);
        if (isNaN(value)) {
          handleError(
            2
            /* ParseErrorCode.InvalidNumberFormat */
          );
          value = 0;
        }
        onLiteralValue(value);
        break;
      case 7:
        onLiteralValue(null);
        break;
      case 8:
        onLiteralValue(true);
        break;
      case 9:
        onLiteralValue(false);
        break;
      default:
        return false;
    }
    scanNext();
    return true;
  }
  function parseProperty() {
    if (_scanner.getToken() !== 10) {
      handleError(3, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]);
      return false;
    }
    parseString(false);
    if (_scanner.getToken() === 6) {
      onSeparator(":");
      scanNext();
      if (!parseValue()) {
        handleError(4, [], [
          2,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
    } else {
      handleError(5, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]);
    }
    _jsonPath.pop();
    return true;
  }
  function parseObject() {
    onObjectBegin();
    scanNext();
    let needsComma = false;
    while (_scanner.getToken() !== 2 && _scanner.getToken() !== 17) {
      if (_scanner.getToken() === 5) {
        if (!needsComma) {
          handleError(4, [], []);
        }
        onSeparator(",");
        scanNext();
        if (_scanner.getToken() === 2 && allowTrailingComma) {
          break;
        }
      } else if (needsComma) {
        handleError(6, [], []);
      }
      if (!parseProperty()) {
        handleError(4, [], [
          2,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
      needsComma = true;
    }
    onObjectEnd();
    if (_scanner.getToken() !== 2) {
      handleError(7, [
        2
        /* SyntaxKind.CloseBraceToken */
      ], []);
    } else {
      scanNext();
    }
    return true;
  }
  function parseArray() {
    onArrayBegin();
    scanNext();
    let isFirstElement = true;
    let needsComma = false;
    while (_scanner.getToken() !== 4 && _scanner.getToken() !== 17) {
      if (_scanner.getToken() === 5) {
        if (!needsComma) {
          handleError(4, [], []);
        }
        onSeparator(",");
        scanNext();
        if (_scanner.getToken() === 4 && allowTrailingComma) {
          break;
        }
      } else if (needsComma) {
        handleError(6, [], []);
      }
      if (isFirstElement) {
        _jsonPath.push(0);
        isFirstElement = false;
      } else {
        _jsonPath[_jsonPath.length - 1]++;
      }
      if (!parseValue()) {
        handleError(4, [], [
          4,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
      needsComma = true;
    }
    onArrayEnd();
    if (!isFirstElement) {
      _jsonPath.pop();
    }
    if (_scanner.getToken() !== 4) {
      handleError(8, [
        4
        /* SyntaxKind.CloseBracketToken */
      ], []);
    } else {
      scanNext();
    }
    return true;
  }
  function parseValue() {
    switch (_scanner.getToken()) {
      case 3:
        return parseArray();
      case 1:
        return parseObject();
      case 10:
        return parseString(true);
      default:
        return parseLiteral();
    }
  }
  scanNext();
  if (_scanner.getToken() === 17) {
    if (options.allowEmptyContent) {
      return true;
    }
    handleError(4, [], []);
    return false;
  }
  if (!parseValue()) {
    handleError(4, [], []);
    return false;
  }
  if (_scanner.getToken() !== 17) {
    handleError(9, [], []);
  }
  return true;
}
function getNodeType(value) {
  switch (typeof value) {
    case "boolean":
      return "boolean";
    case "number":
      return "number";
    case "string":
      return "string";
    case "object": {
      if (!value) {
        return "null";
      } else if (Array.isArray(value)) {
        return "array";
      }
      return "object";
    }
    default:
      return "null";
  }
}

// node_modules/jsonc-parser/lib/esm/impl/edit.js
function setProperty(text, originalPath, value, options) {
  const path12 = originalPath.slice();
  const errors = [];
  const root = parseTree(text, errors);
  let parent = void 0;
  let lastSegment = void 0;
  while (path12.length > 0) {
    lastSegment = path12.pop();
    parent = findNodeAtLocation(root, path12);
    if (parent === void 0 && value !== void 0) {
      if (typeof lastSegment === "string") {
        value = { [lastSegment]: value };
      } else {
        value = [value];
      }
    } else {
      break;
    }
  }
  if (!parent) {
    if (value === void 0) {
      throw new Error("Can not delete in empty document");
    }
    return withFormatting(text, { offset: root ? root.offset : 0, length: root ? root.length : 0, content: JSON.stringify(value) }, options);
  } else if (parent.type === "object" && typeof lastSegment === "string" && Array.isArray(parent.children)) {
    const existing = findNodeAtLocation(parent, [lastSegment]);
    if (existing !== void 0) {
      if (value === void 0) {
        if (!existing.parent) {
          throw new Error("Malformed AST");
        }
        const propertyIndex = parent.children.indexOf(existing.parent);
        let removeBegin;
        let removeEnd = existing.parent.offset + existing.parent.length;
        if (propertyIndex > 0) {
          let previous = parent.children[propertyIndex - 1];
          removeBegin = previous.offset + previous.length;
        } else {
          removeBegin = parent.offset + 1;
          if (parent.children.length > 1) {
            let next = parent.children[1];
            removeEnd = next.offset;
          }
        }
        return withFormatting(text, { offset: removeBegin, length: removeEnd - removeBegin, content: "" }, options);
      } else {
        return withFormatting(text, { offset: existing.offset, length: existing.length, content: JSON.stringify(value) }, options);
      }
    } else {
      if (value === void 0) {
        return [];
      }
      const newProperty = `${JSON.stringify(lastSegment)}: ${JSON.stringify(value)}`;
      const index = options.getInsertionIndex ? options.getInsertionIndex(parent.children.map((p) => p.children[0].value)) : parent.children.length;
      let edit;
      if (index > 0) {
        let previous = parent.children[index - 1];
        edit = { offset: previous.offset + previous.length, length: 0, content: "," + newProperty };
      } else if (parent.children.length === 0) {
        edit = { offset: parent.offset + 1, length: 0, content: newProperty };
      } else {
        edit = { offset: parent.offset + 1, length: 0, content: newProperty + "," };
      }
      return withFormatting(text, edit, options);
    }
  } else if (parent.type === "array" && typeof lastSegment === "number" && Array.isArray(parent.children)) {
    const insertIndex = lastSegment;
    if (insertIndex === -1) {
      const newProperty = `${JSON.stringify(value)}`;
      let edit;
      if (parent.children.length === 0) {
        edit = { offset: parent.offset + 1, length: 0, content: newProperty };
      } else {
        const previous = parent.children[parent.children.length - 1];
        edit = { offset: previous.offset + previous.length, length: 0, content: "," + newProperty };
      }
      return withFormatting(text, edit, options);
    } else if (value === void 0 && parent.children.length >= 0) {
      const removalIndex = lastSegment;
      const toRemove = parent.children[removalIndex];
      let edit;
      if (parent.children.length === 1) {
        edit = { offset: parent.offset + 1, length: parent.length - 2, content: "" };
      } else if (parent.children.length - 1 === removalIndex) {
        let previous = parent.children[removalIndex - 1];
        let offset = previous.offset + previous.length;
        let parentEndOffset = parent.offset + parent.length;
        edit = { offset, length: parentEndOffset - 2 - offset, content: "" };
      } else {
        edit = { offset: toRemove.offset, length: parent.children[removalIndex + 1].offset - toRemove.offset, content: "" };
      }
      return withFormatting(text, edit, options);
    } else if (value !== void 0) {
      let edit;
      const newProperty = `${JSON.stringify(value)}`;
      if (!options.isArrayInsertion && parent.children.length > lastSegment) {
        const toModify = parent.children[lastSegment];
        edit = { offset: toModify.offset, length: toModify.length, content: newProperty };
      } else if (parent.children.length === 0 || lastSegment === 0) {
        edit = { offset: parent.offset + 1, length: 0, content: parent.children.length === 0 ? newProperty : newProperty + "," };
      } else {
        const index = lastSegment > parent.children.length ? parent.children.length : lastSegment;
        const previous = parent.children[index - 1];
        edit = { offset: previous.offset + previous.length, length: 0, content: "," + newProperty };
      }
      return withFormatting(text, edit, options);
    } else {
      throw new Error(`Can not ${value === void 0 ? "remove" : options.isArrayInsertion ? "insert" : "modify"} Array index ${insertIndex} as length is not sufficient`);
    }
  } else {
    throw new Error(`Can not add ${typeof lastSegment !== "number" ? "index" : "property"} to parent of type ${parent.type}`);
  }
}
function withFormatting(text, edit, options) {
  if (!options.formattingOptions) {
    return [edit];
  }
  let newText = applyEdit(text, edit);
  let begin = edit.offset;
  let end = edit.offset + edit.content.length;
  if (edit.length === 0 || edit.content.length === 0) {
    while (begin > 0 && !isEOL(newText, begin - 1)) {
      begin--;
    }
    while (end < newText.length && !isEOL(newText, end)) {
      end++;
    }
  }
  const edits = format(newText, { offset: begin, length: end - begin }, { ...options.formattingOptions, keepLines: false });
  for (let i = edits.length - 1; i >= 0; i--) {
    const edit2 = edits[i];
    newText = applyEdit(newText, edit2);
    begin = Math.min(begin, edit2.offset);
    end = Math.max(end, edit2.offset + edit2.length);
    end += edit2.content.length - edit2.length;
  }
  const editLength = text.length - (newText.length - end) - begin;
  return [{ offset: begin, length: editLength, content: newText.substring(begin, end) }];
}
function applyEdit(text, edit) {
  return text.substring(0, edit.offset) + edit.content + text.substring(edit.offset + edit.length);
}

// node_modules/jsonc-parser/lib/esm/main.js
var ScanError;
(function(ScanError2) {
  ScanError2[ScanError2["None"] = 0] = "None";
  ScanError2[ScanError2["UnexpectedEndOfComment"] = 1] = "UnexpectedEndOfComment";
  ScanError2[ScanError2["UnexpectedEndOfString"] = 2] = "UnexpectedEndOfString";
  ScanError2[ScanError2["UnexpectedEndOfNumber"] = 3] = "UnexpectedEndOfNumber";
  ScanError2[ScanError2["InvalidUnicode"] = 4] = "InvalidUnicode";
  ScanError2[ScanError2["InvalidEscapeCharacter"] = 5] = "InvalidEscapeCharacter";
  ScanError2[ScanError2["InvalidCharacter"] = 6] = "InvalidCharacter";
})(ScanError || (ScanError = {}));
var SyntaxKind;
(function(SyntaxKind2) {
  SyntaxKind2[SyntaxKind2["OpenBraceToken"] = 1] = "OpenBraceToken";
  SyntaxKind2[SyntaxKind2["CloseBraceToken"] = 2] = "CloseBraceToken";
  SyntaxKind2[SyntaxKind2["OpenBracketToken"] = 3] = "OpenBracketToken";
  SyntaxKind2[SyntaxKind2["CloseBracketToken"] = 4] = "CloseBracketToken";
  SyntaxKind2[SyntaxKind2["CommaToken"] = 5] = "CommaToken";
  SyntaxKind2[SyntaxKind2["ColonToken"] = 6] = "ColonToken";
  SyntaxKind2[SyntaxKind2["NullKeyword"] = 7] = "NullKeyword";
  SyntaxKind2[SyntaxKind2["TrueKeyword"] = 8] = "TrueKeyword";
  SyntaxKind2[SyntaxKind2["FalseKeyword"] = 9] = "FalseKeyword";
  SyntaxKind2[SyntaxKind2["StringLiteral"] = 10] = "StringLiteral";
  SyntaxKind2[SyntaxKind2["NumericLiteral"] = 11] = "NumericLiteral";
  SyntaxKind2[SyntaxKind2["LineCommentTrivia"] = 12] = "LineCommentTrivia";
  SyntaxKind2[SyntaxKind2["BlockCommentTrivia"] = 13] = "BlockCommentTrivia";
  SyntaxKind2[SyntaxKind2["LineBreakTrivia"] = 14] = "LineBreakTrivia";
  SyntaxKind2[SyntaxKind2["Trivia"] = 15] = "Trivia";
  SyntaxKind2[SyntaxKind2["Unknown"] = 16] = "Unknown";
  SyntaxKind2[SyntaxKind2["EOF"] = 17] = "EOF";
})(SyntaxKind || (SyntaxKind = {}));
var parse2 = parse;
var parseTree2 = parseTree;
var findNodeAtLocation2 = findNodeAtLocation;
var ParseErrorCode;
(function(ParseErrorCode2) {
  ParseErrorCode2[ParseErrorCode2["InvalidSymbol"] = 1] = "InvalidSymbol";
  ParseErrorCode2[ParseErrorCode2["InvalidNumberFormat"] = 2] = "InvalidNumberFormat";
  ParseErrorCode2[ParseErrorCode2["PropertyNameExpected"] = 3] = "PropertyNameExpected";
  ParseErrorCode2[ParseErrorCode2["ValueExpected"] = 4] = "ValueExpected";
  ParseErrorCode2[ParseErrorCode2["ColonExpected"] = 5] = "ColonExpected";
  ParseErrorCode2[ParseErrorCode2["CommaExpected"] = 6] = "CommaExpected";
  ParseErrorCode2[ParseErrorCode2["CloseBraceExpected"] = 7] = "CloseBraceExpected";
  ParseErrorCode2[ParseErrorCode2["CloseBracketExpected"] = 8] = "CloseBracketExpected";
  ParseErrorCode2[ParseErrorCode2["EndOfFileExpected"] = 9] = "EndOfFileExpected";
  ParseErrorCode2[ParseErrorCode2["InvalidCommentToken"] = 10] = "InvalidCommentToken";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfComment"] = 11] = "UnexpectedEndOfComment";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfString"] = 12] = "UnexpectedEndOfString";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfNumber"] = 13] = "UnexpectedEndOfNumber";
  ParseErrorCode2[ParseErrorCode2["InvalidUnicode"] = 14] = "InvalidUnicode";
  ParseErrorCode2[ParseErrorCode2["InvalidEscapeCharacter"] = 15] = "InvalidEscapeCharacter";
  ParseErrorCode2[ParseErrorCode2["InvalidCharacter"] = 16] = "InvalidCharacter";
})(ParseErrorCode || (ParseErrorCode = {}));
function printParseErrorCode(code) {
  switch (code) {
    case 1:
      return "InvalidSymbol";
    case 2:
      return "InvalidNumberFormat";
    case 3:
      return "PropertyNameExpected";
    case 4:
      return "ValueExpected";
    case 5:
      return "ColonExpected";
    case 6:
      return "CommaExpected";
    case 7:
      return "CloseBraceExpected";
    case 8:
      return "CloseBracketExpected";
    case 9:
      return "EndOfFileExpected";
    case 10:
      return "InvalidCommentToken";
    case 11:
      return "UnexpectedEndOfComment";
    case 12:
      return "UnexpectedEndOfString";
    case 13:
      return "UnexpectedEndOfNumber";
    case 14:
      return "InvalidUnicode";
    case 15:
      return "InvalidEscapeCharacter";
    case 16:
      return "InvalidCharacter";
  }
  return "<unknown ParseErrorCode>";
}
function modify(text, path12, value, options) {
  return setProperty(text, path12, value, options);
}
function applyEdits(text, edits) {
  let sortedEdits = edits.slice(0).sort((a, b) => {
    const diff = a.offset - b.offset;
    if (diff === 0) {
      return a.length - b.length;
    }
    return diff;
  });
  let lastModifiedOffset = text.length;
  for (let i = sortedEdits.length - 1; i >= 0; i--) {
    let e = sortedEdits[i];
    if (e.offset + e.length <= lastModifiedOffset) {
      text = applyEdit(text, e);
    } else {
      throw new Error("Overlapping edit");
    }
    lastModifiedOffset = e.offset;
  }
  return text;
}

// src/budget/budget-file.ts
var FORMAT = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: "\n" } };
function editJson(text, edits) {
  let out = text;
  for (const edit of edits) out = applyEdits(out, modify(out, edit.path, edit.value, FORMAT));
  return out.endsWith("\n") ? out : out + "\n";
}
function lineFinder(text) {
  const tree = parseTree2(text);
  const lineStarts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) lineStarts.push(i + 1);
  return (budgetPath) => {
    if (!tree) return void 0;
    for (let depth = budgetPath.length; depth >= 0; depth--) {
      const node = findNodeAtLocation2(tree, budgetPath.slice(0, depth));
      if (!node) continue;
      const at = node.parent?.type === "property" ? node.parent.offset : node.offset;
      let low = 0;
      let high = lineStarts.length - 1;
      while (low < high) {
        const middle = low + high + 1 >> 1;
        if (lineStarts[middle] <= at) low = middle;
        else high = middle - 1;
      }
      return low + 1;
    }
    return void 0;
  };
}
async function writeFileAtomic(file, content) {
  const target = await realpath(file).catch(() => file);
  const mode = await stat(target).then((s) => s.mode, () => 420);
  if ((mode & 146) === 0) throw new UsageError(`${file} is read-only; make it writable to let update change it`);
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${nodeCrypto().randomBytes(6).toString("hex")}.tmp`);
  const handle = await open(temp, "wx", mode);
  try {
    await handle.writeFile(content, "utf8");
    await handle.sync();
    await handle.close();
    await rename(temp, target);
  } catch (error) {
    await handle.close().catch(() => void 0);
    await rm(temp, { force: true });
    throw error;
  }
}

// src/budget/config.ts
import { readFile } from "node:fs/promises";
import path2 from "node:path";

// budget.schema.json
var budget_schema_default = {
  $schema: "http://json-schema.org/draft-07/schema#",
  $id: "https://unpkg.com/mcp-budget/budget.schema.json",
  title: "mcp-budget budget.json",
  description: "Budgets for the tool definitions and tool results of MCP servers. Raise a limit only in a reviewed pull request.",
  type: "object",
  additionalProperties: false,
  properties: {
    $schema: { type: "string" },
    tokenizer: {
      description: "Tokenizer that token limits are counted with.",
      enum: ["o200k_base", "cl100k_base"],
      default: "o200k_base"
    },
    mcpConfig: {
      description: "Server config files to import servers from (.mcp.json, .vscode/mcp.json, .cursor/mcp.json, .codex/config.toml). Entries in `servers` override imported ones by name.",
      oneOf: [
        { type: "string", minLength: 1 },
        { type: "array", items: { type: "string", minLength: 1 }, minItems: 1 }
      ]
    },
    servers: {
      description: "Servers to measure, by name: the shape of .mcp.json `mcpServers` entries.",
      type: "object",
      propertyNames: { pattern: "^[A-Za-z0-9_.-]+$" },
      additionalProperties: { $ref: "#/definitions/server" }
    },
    limits: { $ref: "#/definitions/limits" },
    oversized: {
      description: "The ratchet: known-oversized tools (`server/tool`) and results (`fixture:name`) with their own ceilings. They may shrink, never grow.",
      type: "object",
      propertyNames: { pattern: "^(fixture:.+|[^/]+/.+)$" },
      additionalProperties: {
        type: "object",
        additionalProperties: false,
        minProperties: 1,
        properties: {
          bytes: { type: "integer", minimum: 0 },
          tokens: { type: "integer", minimum: 0 },
          chars: { type: "integer", minimum: 0, description: "A tool's description length (over descriptionChars)." }
        }
      }
    },
    fixtures: {
      description: "Tool calls to make with checked-in arguments, and what their results may cost.",
      type: "array",
      items: { $ref: "#/definitions/fixture" }
    },
    sandbox: { $ref: "#/definitions/sandbox" },
    timeouts: { $ref: "#/definitions/timeouts" },
    clientCapabilities: { $ref: "#/definitions/clientCapabilities" },
    hostToolName: {
      description: "How a host shows a tool's name to the model; `nameChars` is checked on this. {server} and {tool} are replaced.",
      type: "string",
      default: "mcp__{server}__{tool}"
    },
    hosts: {
      description: "Hosts whose view to count and check (profiles in hosts/*.json): definitions as each host sends them, its cuts and caps, what of each result survives.",
      type: "array",
      uniqueItems: true,
      items: { enum: ["anthropic-api", "claude-code", "claude-desktop", "codex", "copilot-cli", "copilot-jetbrains", "cursor", "gemini-cli", "openai-api", "vscode-copilot"] }
    },
    hostLimits: {
      description: "Limits on a host's own figures (host name -> limits): sessionStartTokens (all servers), toolTokens (one tool as the host sends it), resultTokens (one fixture result as its model receives it).",
      type: "object",
      propertyNames: { enum: ["anthropic-api", "claude-code", "claude-desktop", "codex", "copilot-cli", "copilot-jetbrains", "cursor", "gemini-cli", "openai-api", "vscode-copilot"] },
      additionalProperties: {
        type: "object",
        additionalProperties: false,
        properties: {
          sessionStartTokens: { type: "integer", minimum: 0 },
          toolTokens: { type: "integer", minimum: 0 },
          resultTokens: { type: "integer", minimum: 0 }
        }
      }
    },
    stability: {
      description: "tools/list must return the same bytes every time: hosts cache the prompt prefix, and tool definitions come first.",
      type: "object",
      additionalProperties: false,
      properties: {
        toolsList: { enum: ["warning", "error"], default: "warning", description: "Severity of TOOLS_LIST_UNSTABLE (two listings in one session differ)." },
        restart: { type: "boolean", default: false, description: "Also list once more after restarting the server (costs one more start)." }
      }
    },
    growth: {
      description: "Growth gates against the base branch (--base, the Action on pull requests). Past one: GROWTH_OVER_BUDGET.",
      type: "object",
      additionalProperties: false,
      properties: {
        toolPercent: { type: "number", minimum: 0, description: "Largest growth of one tool definition, in percent of its bytes at the base." },
        toolBytes: { type: "integer", minimum: 0 },
        toolTokens: { type: "integer", minimum: 0 },
        totalPercent: { type: "number", minimum: 0, description: "Largest growth of all definitions and instructions together, in percent." },
        totalBytes: { type: "integer", minimum: 0 },
        totalTokens: { type: "integer", minimum: 0 }
      }
    },
    ratchet: {
      type: "object",
      additionalProperties: false,
      properties: {
        minDelta: {
          description: "Shrinkage smaller than this does not make an oversized entry stale (keeps 1-byte changes from churning budget.json).",
          type: "object",
          additionalProperties: false,
          properties: {
            bytes: { type: "integer", minimum: 0, default: 64 },
            tokens: { type: "integer", minimum: 0, default: 16 },
            chars: { type: "integer", minimum: 0, default: 16 }
          }
        },
        stale: {
          description: "Whether an oversized entry that shrank (or whose subject is gone) fails the check.",
          enum: ["error", "warning"],
          default: "error"
        }
      }
    }
  },
  definitions: {
    limits: {
      description: "All optional; a limit that is not set is not checked.",
      type: "object",
      additionalProperties: false,
      properties: {
        toolBytes: { type: "integer", minimum: 0, description: "UTF-8 bytes of one tool definition (JSON.stringify of the tool as sent)." },
        toolTokens: { type: "integer", minimum: 0, description: "Tokens of one tool definition." },
        totalBytes: { type: "integer", minimum: 0, description: "Bytes of all tool definitions plus instructions (of all servers at top level, of one server in a server's limits)." },
        totalTokens: { type: "integer", minimum: 0, description: "Tokens of all tool definitions plus instructions." },
        descriptionChars: { type: "integer", minimum: 0, description: "Characters of a tool description and of server instructions (Claude Code cuts both at 2,048)." },
        nameChars: { type: "integer", minimum: 1, description: "Characters of a tool name as a host shows it (hostToolName); 64 at every major model API." },
        toolCount: { type: "integer", minimum: 0, description: "Number of tools (of all servers at top level, of one server in a server's limits)." },
        resultTokens: { type: "integer", minimum: 0, description: "Tokens of every fixture result (each page of a walk)." },
        resultBytes: { type: "integer", minimum: 0, description: "Wire bytes of every fixture result (each page of a walk)." }
      }
    },
    sandbox: {
      type: "object",
      additionalProperties: false,
      properties: {
        network: { enum: ["none", "host"], description: "`none` (default): stdio servers run in their own network namespace where the platform allows it." },
        passEnv: { type: "array", items: { type: "string", pattern: "^[A-Za-z_][A-Za-z0-9_]*$" }, description: "Names of caller environment variables the server may see." },
        require: { type: "boolean", description: "Refuse to start the server when any sandbox layer (pid, mount, user, network) cannot be had, instead of warning." },
        writable: { type: "array", items: { type: "string", minLength: 1 }, description: "Paths (relative to budget.json) the server may write. Everything else is read-only; its own HOME and TMPDIR are always writable." },
        readable: { type: "array", items: { type: "string", minLength: 1 }, description: "Paths (relative to budget.json) shown to the server although the sandbox hides them by default: the repository's .git, the caller's HOME, the runner's temporary files." }
      }
    },
    timeouts: {
      type: "object",
      additionalProperties: false,
      properties: {
        startupMs: { type: "integer", minimum: 1, description: "Spawn to a completed initialize handshake. Default 30000." },
        requestMs: { type: "integer", minimum: 1, description: "One request. Default 30000." },
        totalMs: { type: "integer", minimum: 1, description: "Everything for one server. Default 120000." }
      }
    },
    clientCapabilities: {
      description: "Capabilities mcp-budget declares in the handshake: servers may list different tools to different clients.",
      type: "object"
    },
    server: {
      type: "object",
      additionalProperties: false,
      properties: {
        type: { enum: ["stdio", "http", "streamable-http", "sse"] },
        command: { type: "string", minLength: 1 },
        args: { type: "array", items: { type: "string" } },
        env: { type: "object", additionalProperties: { type: "string" } },
        cwd: { type: "string" },
        url: { type: "string", minLength: 1 },
        headers: { type: "object", additionalProperties: { type: "string" } },
        ready: { type: "string", description: "For a server mcp-budget starts and reaches by url: a regular expression its stdout or stderr prints when ready." },
        limits: { $ref: "#/definitions/limits" },
        sandbox: { $ref: "#/definitions/sandbox" },
        timeouts: { $ref: "#/definitions/timeouts" },
        clientCapabilities: { $ref: "#/definitions/clientCapabilities" },
        enabledTools: { type: "array", items: { type: "string" } },
        disabledTools: { type: "array", items: { type: "string" } }
      },
      anyOf: [{ required: ["command"] }, { required: ["url"] }]
    },
    fixture: {
      type: "object",
      additionalProperties: false,
      required: ["name", "server", "tool"],
      properties: {
        name: { type: "string", pattern: "^[A-Za-z0-9_.:-]+$" },
        server: { type: "string" },
        tool: { type: "string" },
        arguments: { type: "object" },
        maxTokens: { type: "integer", minimum: 0, description: "Tokens of the result (of each page, for a walk)." },
        maxBytes: { type: "integer", minimum: 0, description: "Wire bytes of the result (of each page, for a walk)." },
        runs: { type: "integer", minimum: 1, maximum: 20, description: "Call this many times; the largest result counts and a size that varies is reported." },
        normalize: {
          description: "Replace nondeterministic text (timestamps, ids) before counting.",
          type: "array",
          items: {
            type: "object",
            additionalProperties: false,
            required: ["pattern"],
            properties: {
              pattern: { type: "string" },
              flags: { type: "string", pattern: "^[imsu]*$" },
              replacement: { type: "string" }
            }
          }
        },
        paginate: {
          type: "object",
          additionalProperties: false,
          required: ["cursorArgument", "nextCursor"],
          properties: {
            cursorArgument: { type: "string", description: "Argument the cursor is passed back in." },
            nextCursor: { type: "string", description: "JSON pointer to the next cursor in the result." },
            items: { type: "string", description: "JSON pointer to the array of records on a page." },
            key: { type: "string", description: "Property (or JSON pointer within a record) that identifies a record." },
            total: { type: "string", description: "JSON pointer to a stated total number of records." },
            hasMore: { type: "string", description: "JSON pointer to a truncation flag." },
            maxPages: { type: "integer", minimum: 1, description: "Give up (PAGINATION_LOOP) after this many pages. Default 100." }
          }
        },
        expect: {
          type: "object",
          additionalProperties: false,
          properties: {
            isError: { type: "boolean" },
            textIncludes: { type: "string" }
          }
        }
      }
    }
  }
};

// src/budget/json-depth.ts
function offsetPastDepth(text, limit) {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > limit) return i;
    } else if (c === 125 || c === 93) depth--;
  }
  return void 0;
}
var MAX_MESSAGE_DEPTH = 256;

// src/report/findings.ts
var FINDING_CODES = Object.keys(FINDING_CATALOG);
var SERVER_FAILURE_CODES = /* @__PURE__ */ new Set([
  "SANDBOX_UNAVAILABLE",
  "SERVER_START_FAILED",
  "SERVER_TIMEOUT",
  "SERVER_CRASHED",
  "PROTOCOL_ERROR"
]);
function formatPath(path12) {
  let out = "";
  for (const segment of path12) {
    if (typeof segment === "number") out += `[${segment}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(segment)) out += out ? `.${segment}` : segment;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}

// src/budget/generated/budget-validator.js
var func3_module = __toESM(require_ucs2length(), 1);
var func0_module = __toESM(require_equal(), 1);
var validate = validate10;
var schema11 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://unpkg.com/mcp-budget/budget.schema.json", "title": "mcp-budget budget.json", "description": "Budgets for the tool definitions and tool results of MCP servers. Raise a limit only in a reviewed pull request.", "type": "object", "additionalProperties": false, "properties": { "$schema": { "type": "string" }, "tokenizer": { "description": "Tokenizer that token limits are counted with.", "enum": ["o200k_base", "cl100k_base"], "default": "o200k_base" }, "mcpConfig": { "description": "Server config files to import servers from (.mcp.json, .vscode/mcp.json, .cursor/mcp.json, .codex/config.toml). Entries in `servers` override imported ones by name.", "oneOf": [{ "type": "string", "minLength": 1 }, { "type": "array", "items": { "type": "string", "minLength": 1 }, "minItems": 1 }] }, "servers": { "description": "Servers to measure, by name: the shape of .mcp.json `mcpServers` entries.", "type": "object", "propertyNames": { "pattern": "^[A-Za-z0-9_.-]+$" }, "additionalProperties": { "$ref": "#/definitions/server" } }, "limits": { "$ref": "#/definitions/limits" }, "oversized": { "description": "The ratchet: known-oversized tools (`server/tool`) and results (`fixture:name`) with their own ceilings. They may shrink, never grow.", "type": "object", "propertyNames": { "pattern": "^(fixture:.+|[^/]+/.+)$" }, "additionalProperties": { "type": "object", "additionalProperties": false, "minProperties": 1, "properties": { "bytes": { "type": "integer", "minimum": 0 }, "tokens": { "type": "integer", "minimum": 0 }, "chars": { "type": "integer", "minimum": 0, "description": "A tool's description length (over descriptionChars)." } } } }, "fixtures": { "description": "Tool calls to make with checked-in arguments, and what their results may cost.", "type": "array", "items": { "$ref": "#/definitions/fixture" } }, "sandbox": { "$ref": "#/definitions/sandbox" }, "timeouts": { "$ref": "#/definitions/timeouts" }, "clientCapabilities": { "$ref": "#/definitions/clientCapabilities" }, "hostToolName": { "description": "How a host shows a tool's name to the model; `nameChars` is checked on this. {server} and {tool} are replaced.", "type": "string", "default": "mcp__{server}__{tool}" }, "hosts": { "description": "Hosts whose view to count and check (profiles in hosts/*.json): definitions as each host sends them, its cuts and caps, what of each result survives.", "type": "array", "uniqueItems": true, "items": { "enum": ["anthropic-api", "claude-code", "claude-desktop", "codex", "copilot-cli", "copilot-jetbrains", "cursor", "gemini-cli", "openai-api", "vscode-copilot"] } }, "hostLimits": { "description": "Limits on a host's own figures (host name -> limits): sessionStartTokens (all servers), toolTokens (one tool as the host sends it), resultTokens (one fixture result as its model receives it).", "type": "object", "propertyNames": { "enum": ["anthropic-api", "claude-code", "claude-desktop", "codex", "copilot-cli", "copilot-jetbrains", "cursor", "gemini-cli", "openai-api", "vscode-copilot"] }, "additionalProperties": { "type": "object", "additionalProperties": false, "properties": { "sessionStartTokens": { "type": "integer", "minimum": 0 }, "toolTokens": { "type": "integer", "minimum": 0 }, "resultTokens": { "type": "integer", "minimum": 0 } } } }, "stability": { "description": "tools/list must return the same bytes every time: hosts cache the prompt prefix, and tool definitions come first.", "type": "object", "additionalProperties": false, "properties": { "toolsList": { "enum": ["warning", "error"], "default": "warning", "description": "Severity of TOOLS_LIST_UNSTABLE (two listings in one session differ)." }, "restart": { "type": "boolean", "default": false, "description": "Also list once more after restarting the server (costs one more start)." } } }, "growth": { "description": "Growth gates against the base branch (--base, the Action on pull requests). Past one: GROWTH_OVER_BUDGET.", "type": "object", "additionalProperties": false, "properties": { "toolPercent": { "type": "number", "minimum": 0, "description": "Largest growth of one tool definition, in percent of its bytes at the base." }, "toolBytes": { "type": "integer", "minimum": 0 }, "toolTokens": { "type": "integer", "minimum": 0 }, "totalPercent": { "type": "number", "minimum": 0, "description": "Largest growth of all definitions and instructions together, in percent." }, "totalBytes": { "type": "integer", "minimum": 0 }, "totalTokens": { "type": "integer", "minimum": 0 } } }, "ratchet": { "type": "object", "additionalProperties": false, "properties": { "minDelta": { "description": "Shrinkage smaller than this does not make an oversized entry stale (keeps 1-byte changes from churning budget.json).", "type": "object", "additionalProperties": false, "properties": { "bytes": { "type": "integer", "minimum": 0, "default": 64 }, "tokens": { "type": "integer", "minimum": 0, "default": 16 }, "chars": { "type": "integer", "minimum": 0, "default": 16 } } }, "stale": { "description": "Whether an oversized entry that shrank (or whose subject is gone) fails the check.", "enum": ["error", "warning"], "default": "error" } } } }, "definitions": { "limits": { "description": "All optional; a limit that is not set is not checked.", "type": "object", "additionalProperties": false, "properties": { "toolBytes": { "type": "integer", "minimum": 0, "description": "UTF-8 bytes of one tool definition (JSON.stringify of the tool as sent)." }, "toolTokens": { "type": "integer", "minimum": 0, "description": "Tokens of one tool definition." }, "totalBytes": { "type": "integer", "minimum": 0, "description": "Bytes of all tool definitions plus instructions (of all servers at top level, of one server in a server's limits)." }, "totalTokens": { "type": "integer", "minimum": 0, "description": "Tokens of all tool definitions plus instructions." }, "descriptionChars": { "type": "integer", "minimum": 0, "description": "Characters of a tool description and of server instructions (Claude Code cuts both at 2,048)." }, "nameChars": { "type": "integer", "minimum": 1, "description": "Characters of a tool name as a host shows it (hostToolName); 64 at every major model API." }, "toolCount": { "type": "integer", "minimum": 0, "description": "Number of tools (of all servers at top level, of one server in a server's limits)." }, "resultTokens": { "type": "integer", "minimum": 0, "description": "Tokens of every fixture result (each page of a walk)." }, "resultBytes": { "type": "integer", "minimum": 0, "description": "Wire bytes of every fixture result (each page of a walk)." } } }, "sandbox": { "type": "object", "additionalProperties": false, "properties": { "network": { "enum": ["none", "host"], "description": "`none` (default): stdio servers run in their own network namespace where the platform allows it." }, "passEnv": { "type": "array", "items": { "type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]*$" }, "description": "Names of caller environment variables the server may see." }, "require": { "type": "boolean", "description": "Refuse to start the server when any sandbox layer (pid, mount, user, network) cannot be had, instead of warning." }, "writable": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Paths (relative to budget.json) the server may write. Everything else is read-only; its own HOME and TMPDIR are always writable." }, "readable": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Paths (relative to budget.json) shown to the server although the sandbox hides them by default: the repository's .git, the caller's HOME, the runner's temporary files." } } }, "timeouts": { "type": "object", "additionalProperties": false, "properties": { "startupMs": { "type": "integer", "minimum": 1, "description": "Spawn to a completed initialize handshake. Default 30000." }, "requestMs": { "type": "integer", "minimum": 1, "description": "One request. Default 30000." }, "totalMs": { "type": "integer", "minimum": 1, "description": "Everything for one server. Default 120000." } } }, "clientCapabilities": { "description": "Capabilities mcp-budget declares in the handshake: servers may list different tools to different clients.", "type": "object" }, "server": { "type": "object", "additionalProperties": false, "properties": { "type": { "enum": ["stdio", "http", "streamable-http", "sse"] }, "command": { "type": "string", "minLength": 1 }, "args": { "type": "array", "items": { "type": "string" } }, "env": { "type": "object", "additionalProperties": { "type": "string" } }, "cwd": { "type": "string" }, "url": { "type": "string", "minLength": 1 }, "headers": { "type": "object", "additionalProperties": { "type": "string" } }, "ready": { "type": "string", "description": "For a server mcp-budget starts and reaches by url: a regular expression its stdout or stderr prints when ready." }, "limits": { "$ref": "#/definitions/limits" }, "sandbox": { "$ref": "#/definitions/sandbox" }, "timeouts": { "$ref": "#/definitions/timeouts" }, "clientCapabilities": { "$ref": "#/definitions/clientCapabilities" }, "enabledTools": { "type": "array", "items": { "type": "string" } }, "disabledTools": { "type": "array", "items": { "type": "string" } } }, "anyOf": [{ "required": ["command"] }, { "required": ["url"] }] }, "fixture": { "type": "object", "additionalProperties": false, "required": ["name", "server", "tool"], "properties": { "name": { "type": "string", "pattern": "^[A-Za-z0-9_.:-]+$" }, "server": { "type": "string" }, "tool": { "type": "string" }, "arguments": { "type": "object" }, "maxTokens": { "type": "integer", "minimum": 0, "description": "Tokens of the result (of each page, for a walk)." }, "maxBytes": { "type": "integer", "minimum": 0, "description": "Wire bytes of the result (of each page, for a walk)." }, "runs": { "type": "integer", "minimum": 1, "maximum": 20, "description": "Call this many times; the largest result counts and a size that varies is reported." }, "normalize": { "description": "Replace nondeterministic text (timestamps, ids) before counting.", "type": "array", "items": { "type": "object", "additionalProperties": false, "required": ["pattern"], "properties": { "pattern": { "type": "string" }, "flags": { "type": "string", "pattern": "^[imsu]*$" }, "replacement": { "type": "string" } } } }, "paginate": { "type": "object", "additionalProperties": false, "required": ["cursorArgument", "nextCursor"], "properties": { "cursorArgument": { "type": "string", "description": "Argument the cursor is passed back in." }, "nextCursor": { "type": "string", "description": "JSON pointer to the next cursor in the result." }, "items": { "type": "string", "description": "JSON pointer to the array of records on a page." }, "key": { "type": "string", "description": "Property (or JSON pointer within a record) that identifies a record." }, "total": { "type": "string", "description": "JSON pointer to a stated total number of records." }, "hasMore": { "type": "string", "description": "JSON pointer to a truncation flag." }, "maxPages": { "type": "integer", "minimum": 1, "description": "Give up (PAGINATION_LOOP) after this many pages. Default 100." } } }, "expect": { "type": "object", "additionalProperties": false, "properties": { "isError": { "type": "boolean" }, "textIncludes": { "type": "string" } } } } } } };
var schema13 = { "description": "All optional; a limit that is not set is not checked.", "type": "object", "additionalProperties": false, "properties": { "toolBytes": { "type": "integer", "minimum": 0, "description": "UTF-8 bytes of one tool definition (JSON.stringify of the tool as sent)." }, "toolTokens": { "type": "integer", "minimum": 0, "description": "Tokens of one tool definition." }, "totalBytes": { "type": "integer", "minimum": 0, "description": "Bytes of all tool definitions plus instructions (of all servers at top level, of one server in a server's limits)." }, "totalTokens": { "type": "integer", "minimum": 0, "description": "Tokens of all tool definitions plus instructions." }, "descriptionChars": { "type": "integer", "minimum": 0, "description": "Characters of a tool description and of server instructions (Claude Code cuts both at 2,048)." }, "nameChars": { "type": "integer", "minimum": 1, "description": "Characters of a tool name as a host shows it (hostToolName); 64 at every major model API." }, "toolCount": { "type": "integer", "minimum": 0, "description": "Number of tools (of all servers at top level, of one server in a server's limits)." }, "resultTokens": { "type": "integer", "minimum": 0, "description": "Tokens of every fixture result (each page of a walk)." }, "resultBytes": { "type": "integer", "minimum": 0, "description": "Wire bytes of every fixture result (each page of a walk)." } } };
var schema18 = { "type": "object", "additionalProperties": false, "required": ["name", "server", "tool"], "properties": { "name": { "type": "string", "pattern": "^[A-Za-z0-9_.:-]+$" }, "server": { "type": "string" }, "tool": { "type": "string" }, "arguments": { "type": "object" }, "maxTokens": { "type": "integer", "minimum": 0, "description": "Tokens of the result (of each page, for a walk)." }, "maxBytes": { "type": "integer", "minimum": 0, "description": "Wire bytes of the result (of each page, for a walk)." }, "runs": { "type": "integer", "minimum": 1, "maximum": 20, "description": "Call this many times; the largest result counts and a size that varies is reported." }, "normalize": { "description": "Replace nondeterministic text (timestamps, ids) before counting.", "type": "array", "items": { "type": "object", "additionalProperties": false, "required": ["pattern"], "properties": { "pattern": { "type": "string" }, "flags": { "type": "string", "pattern": "^[imsu]*$" }, "replacement": { "type": "string" } } } }, "paginate": { "type": "object", "additionalProperties": false, "required": ["cursorArgument", "nextCursor"], "properties": { "cursorArgument": { "type": "string", "description": "Argument the cursor is passed back in." }, "nextCursor": { "type": "string", "description": "JSON pointer to the next cursor in the result." }, "items": { "type": "string", "description": "JSON pointer to the array of records on a page." }, "key": { "type": "string", "description": "Property (or JSON pointer within a record) that identifies a record." }, "total": { "type": "string", "description": "JSON pointer to a stated total number of records." }, "hasMore": { "type": "string", "description": "JSON pointer to a truncation flag." }, "maxPages": { "type": "integer", "minimum": 1, "description": "Give up (PAGINATION_LOOP) after this many pages. Default 100." } } }, "expect": { "type": "object", "additionalProperties": false, "properties": { "isError": { "type": "boolean" }, "textIncludes": { "type": "string" } } } } };
var schema14 = { "type": "object", "additionalProperties": false, "properties": { "network": { "enum": ["none", "host"], "description": "`none` (default): stdio servers run in their own network namespace where the platform allows it." }, "passEnv": { "type": "array", "items": { "type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]*$" }, "description": "Names of caller environment variables the server may see." }, "require": { "type": "boolean", "description": "Refuse to start the server when any sandbox layer (pid, mount, user, network) cannot be had, instead of warning." }, "writable": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Paths (relative to budget.json) the server may write. Everything else is read-only; its own HOME and TMPDIR are always writable." }, "readable": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Paths (relative to budget.json) shown to the server although the sandbox hides them by default: the repository's .git, the caller's HOME, the runner's temporary files." } } };
var func2 = Object.prototype.hasOwnProperty;
var func3 = func3_module.default.default ?? func3_module.default;
var func0 = func0_module.default.default ?? func0_module.default;
var pattern0 = new RegExp("^[A-Za-z0-9_.-]+$", "u");
var pattern2 = new RegExp("^(fixture:.+|[^/]+/.+)$", "u");
var pattern3 = new RegExp("^[A-Za-z0-9_.:-]+$", "u");
var pattern4 = new RegExp("^[imsu]*$", "u");
var pattern1 = new RegExp("^[A-Za-z_][A-Za-z0-9_]*$", "u");
var schema12 = { "type": "object", "additionalProperties": false, "properties": { "type": { "enum": ["stdio", "http", "streamable-http", "sse"] }, "command": { "type": "string", "minLength": 1 }, "args": { "type": "array", "items": { "type": "string" } }, "env": { "type": "object", "additionalProperties": { "type": "string" } }, "cwd": { "type": "string" }, "url": { "type": "string", "minLength": 1 }, "headers": { "type": "object", "additionalProperties": { "type": "string" } }, "ready": { "type": "string", "description": "For a server mcp-budget starts and reaches by url: a regular expression its stdout or stderr prints when ready." }, "limits": { "$ref": "#/definitions/limits" }, "sandbox": { "$ref": "#/definitions/sandbox" }, "timeouts": { "$ref": "#/definitions/timeouts" }, "clientCapabilities": { "$ref": "#/definitions/clientCapabilities" }, "enabledTools": { "type": "array", "items": { "type": "string" } }, "disabledTools": { "type": "array", "items": { "type": "string" } } }, "anyOf": [{ "required": ["command"] }, { "required": ["url"] }] };
function validate11(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  const _errs1 = errors;
  let valid0 = false;
  const _errs2 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.command === void 0) {
      const err0 = { instancePath, schemaPath: "#/anyOf/0/required", keyword: "required", params: { missingProperty: "command" }, message: "must have required property 'command'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
  }
  var _valid0 = _errs2 === errors;
  valid0 = valid0 || _valid0;
  if (!valid0) {
    const _errs3 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.url === void 0) {
        const err1 = { instancePath, schemaPath: "#/anyOf/1/required", keyword: "required", params: { missingProperty: "url" }, message: "must have required property 'url'" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    var _valid0 = _errs3 === errors;
    valid0 = valid0 || _valid0;
  }
  if (!valid0) {
    const err2 = { instancePath, schemaPath: "#/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  } else {
    errors = _errs1;
    if (vErrors !== null) {
      if (_errs1) {
        vErrors.length = _errs1;
      } else {
        vErrors = null;
      }
    }
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!func2.call(schema12.properties, key0)) {
        const err3 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.type !== void 0) {
      let data0 = data.type;
      if (!(data0 === "stdio" || data0 === "http" || data0 === "streamable-http" || data0 === "sse")) {
        const err4 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/enum", keyword: "enum", params: { allowedValues: schema12.properties.type.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.command !== void 0) {
      let data1 = data.command;
      if (typeof data1 === "string") {
        if (func3(data1) < 1) {
          const err5 = { instancePath: instancePath + "/command", schemaPath: "#/properties/command/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = { instancePath: instancePath + "/command", schemaPath: "#/properties/command/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.args !== void 0) {
      let data2 = data.args;
      if (Array.isArray(data2)) {
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (typeof data2[i0] !== "string") {
            const err7 = { instancePath: instancePath + "/args/" + i0, schemaPath: "#/properties/args/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
      } else {
        const err8 = { instancePath: instancePath + "/args", schemaPath: "#/properties/args/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.env !== void 0) {
      let data4 = data.env;
      if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
        for (const key1 in data4) {
          if (typeof data4[key1] !== "string") {
            const err9 = { instancePath: instancePath + "/env/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/env/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
      } else {
        const err10 = { instancePath: instancePath + "/env", schemaPath: "#/properties/env/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.cwd !== void 0) {
      if (typeof data.cwd !== "string") {
        const err11 = { instancePath: instancePath + "/cwd", schemaPath: "#/properties/cwd/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.url !== void 0) {
      let data7 = data.url;
      if (typeof data7 === "string") {
        if (func3(data7) < 1) {
          const err12 = { instancePath: instancePath + "/url", schemaPath: "#/properties/url/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      } else {
        const err13 = { instancePath: instancePath + "/url", schemaPath: "#/properties/url/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.headers !== void 0) {
      let data8 = data.headers;
      if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
        for (const key2 in data8) {
          if (typeof data8[key2] !== "string") {
            const err14 = { instancePath: instancePath + "/headers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/headers/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        }
      } else {
        const err15 = { instancePath: instancePath + "/headers", schemaPath: "#/properties/headers/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.ready !== void 0) {
      if (typeof data.ready !== "string") {
        const err16 = { instancePath: instancePath + "/ready", schemaPath: "#/properties/ready/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.limits !== void 0) {
      let data11 = data.limits;
      if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
        for (const key3 in data11) {
          if (!func2.call(schema13.properties, key3)) {
            const err17 = { instancePath: instancePath + "/limits", schemaPath: "#/definitions/limits/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
        if (data11.toolBytes !== void 0) {
          let data12 = data11.toolBytes;
          if (!(typeof data12 == "number" && (!(data12 % 1) && !isNaN(data12)))) {
            const err18 = { instancePath: instancePath + "/limits/toolBytes", schemaPath: "#/definitions/limits/properties/toolBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
          if (typeof data12 == "number") {
            if (data12 < 0 || isNaN(data12)) {
              const err19 = { instancePath: instancePath + "/limits/toolBytes", schemaPath: "#/definitions/limits/properties/toolBytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
          }
        }
        if (data11.toolTokens !== void 0) {
          let data13 = data11.toolTokens;
          if (!(typeof data13 == "number" && (!(data13 % 1) && !isNaN(data13)))) {
            const err20 = { instancePath: instancePath + "/limits/toolTokens", schemaPath: "#/definitions/limits/properties/toolTokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
          if (typeof data13 == "number") {
            if (data13 < 0 || isNaN(data13)) {
              const err21 = { instancePath: instancePath + "/limits/toolTokens", schemaPath: "#/definitions/limits/properties/toolTokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
          }
        }
        if (data11.totalBytes !== void 0) {
          let data14 = data11.totalBytes;
          if (!(typeof data14 == "number" && (!(data14 % 1) && !isNaN(data14)))) {
            const err22 = { instancePath: instancePath + "/limits/totalBytes", schemaPath: "#/definitions/limits/properties/totalBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
          if (typeof data14 == "number") {
            if (data14 < 0 || isNaN(data14)) {
              const err23 = { instancePath: instancePath + "/limits/totalBytes", schemaPath: "#/definitions/limits/properties/totalBytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
          }
        }
        if (data11.totalTokens !== void 0) {
          let data15 = data11.totalTokens;
          if (!(typeof data15 == "number" && (!(data15 % 1) && !isNaN(data15)))) {
            const err24 = { instancePath: instancePath + "/limits/totalTokens", schemaPath: "#/definitions/limits/properties/totalTokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
          if (typeof data15 == "number") {
            if (data15 < 0 || isNaN(data15)) {
              const err25 = { instancePath: instancePath + "/limits/totalTokens", schemaPath: "#/definitions/limits/properties/totalTokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err25];
              } else {
                vErrors.push(err25);
              }
              errors++;
            }
          }
        }
        if (data11.descriptionChars !== void 0) {
          let data16 = data11.descriptionChars;
          if (!(typeof data16 == "number" && (!(data16 % 1) && !isNaN(data16)))) {
            const err26 = { instancePath: instancePath + "/limits/descriptionChars", schemaPath: "#/definitions/limits/properties/descriptionChars/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
          if (typeof data16 == "number") {
            if (data16 < 0 || isNaN(data16)) {
              const err27 = { instancePath: instancePath + "/limits/descriptionChars", schemaPath: "#/definitions/limits/properties/descriptionChars/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err27];
              } else {
                vErrors.push(err27);
              }
              errors++;
            }
          }
        }
        if (data11.nameChars !== void 0) {
          let data17 = data11.nameChars;
          if (!(typeof data17 == "number" && (!(data17 % 1) && !isNaN(data17)))) {
            const err28 = { instancePath: instancePath + "/limits/nameChars", schemaPath: "#/definitions/limits/properties/nameChars/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
          if (typeof data17 == "number") {
            if (data17 < 1 || isNaN(data17)) {
              const err29 = { instancePath: instancePath + "/limits/nameChars", schemaPath: "#/definitions/limits/properties/nameChars/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
              if (vErrors === null) {
                vErrors = [err29];
              } else {
                vErrors.push(err29);
              }
              errors++;
            }
          }
        }
        if (data11.toolCount !== void 0) {
          let data18 = data11.toolCount;
          if (!(typeof data18 == "number" && (!(data18 % 1) && !isNaN(data18)))) {
            const err30 = { instancePath: instancePath + "/limits/toolCount", schemaPath: "#/definitions/limits/properties/toolCount/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err30];
            } else {
              vErrors.push(err30);
            }
            errors++;
          }
          if (typeof data18 == "number") {
            if (data18 < 0 || isNaN(data18)) {
              const err31 = { instancePath: instancePath + "/limits/toolCount", schemaPath: "#/definitions/limits/properties/toolCount/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err31];
              } else {
                vErrors.push(err31);
              }
              errors++;
            }
          }
        }
        if (data11.resultTokens !== void 0) {
          let data19 = data11.resultTokens;
          if (!(typeof data19 == "number" && (!(data19 % 1) && !isNaN(data19)))) {
            const err32 = { instancePath: instancePath + "/limits/resultTokens", schemaPath: "#/definitions/limits/properties/resultTokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
          if (typeof data19 == "number") {
            if (data19 < 0 || isNaN(data19)) {
              const err33 = { instancePath: instancePath + "/limits/resultTokens", schemaPath: "#/definitions/limits/properties/resultTokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err33];
              } else {
                vErrors.push(err33);
              }
              errors++;
            }
          }
        }
        if (data11.resultBytes !== void 0) {
          let data20 = data11.resultBytes;
          if (!(typeof data20 == "number" && (!(data20 % 1) && !isNaN(data20)))) {
            const err34 = { instancePath: instancePath + "/limits/resultBytes", schemaPath: "#/definitions/limits/properties/resultBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
          if (typeof data20 == "number") {
            if (data20 < 0 || isNaN(data20)) {
              const err35 = { instancePath: instancePath + "/limits/resultBytes", schemaPath: "#/definitions/limits/properties/resultBytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err35];
              } else {
                vErrors.push(err35);
              }
              errors++;
            }
          }
        }
      } else {
        const err36 = { instancePath: instancePath + "/limits", schemaPath: "#/definitions/limits/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
        }
        errors++;
      }
    }
    if (data.sandbox !== void 0) {
      let data21 = data.sandbox;
      if (data21 && typeof data21 == "object" && !Array.isArray(data21)) {
        for (const key4 in data21) {
          if (!(key4 === "network" || key4 === "passEnv" || key4 === "require" || key4 === "writable" || key4 === "readable")) {
            const err37 = { instancePath: instancePath + "/sandbox", schemaPath: "#/definitions/sandbox/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          }
        }
        if (data21.network !== void 0) {
          let data22 = data21.network;
          if (!(data22 === "none" || data22 === "host")) {
            const err38 = { instancePath: instancePath + "/sandbox/network", schemaPath: "#/definitions/sandbox/properties/network/enum", keyword: "enum", params: { allowedValues: schema14.properties.network.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err38];
            } else {
              vErrors.push(err38);
            }
            errors++;
          }
        }
        if (data21.passEnv !== void 0) {
          let data23 = data21.passEnv;
          if (Array.isArray(data23)) {
            const len1 = data23.length;
            for (let i1 = 0; i1 < len1; i1++) {
              let data24 = data23[i1];
              if (typeof data24 === "string") {
                if (!pattern1.test(data24)) {
                  const err39 = { instancePath: instancePath + "/sandbox/passEnv/" + i1, schemaPath: "#/definitions/sandbox/properties/passEnv/items/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z_][A-Za-z0-9_]*$" }, message: 'must match pattern "^[A-Za-z_][A-Za-z0-9_]*$"' };
                  if (vErrors === null) {
                    vErrors = [err39];
                  } else {
                    vErrors.push(err39);
                  }
                  errors++;
                }
              } else {
                const err40 = { instancePath: instancePath + "/sandbox/passEnv/" + i1, schemaPath: "#/definitions/sandbox/properties/passEnv/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err40];
                } else {
                  vErrors.push(err40);
                }
                errors++;
              }
            }
          } else {
            const err41 = { instancePath: instancePath + "/sandbox/passEnv", schemaPath: "#/definitions/sandbox/properties/passEnv/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err41];
            } else {
              vErrors.push(err41);
            }
            errors++;
          }
        }
        if (data21.require !== void 0) {
          if (typeof data21.require !== "boolean") {
            const err42 = { instancePath: instancePath + "/sandbox/require", schemaPath: "#/definitions/sandbox/properties/require/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err42];
            } else {
              vErrors.push(err42);
            }
            errors++;
          }
        }
        if (data21.writable !== void 0) {
          let data26 = data21.writable;
          if (Array.isArray(data26)) {
            const len2 = data26.length;
            for (let i2 = 0; i2 < len2; i2++) {
              let data27 = data26[i2];
              if (typeof data27 === "string") {
                if (func3(data27) < 1) {
                  const err43 = { instancePath: instancePath + "/sandbox/writable/" + i2, schemaPath: "#/definitions/sandbox/properties/writable/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err43];
                  } else {
                    vErrors.push(err43);
                  }
                  errors++;
                }
              } else {
                const err44 = { instancePath: instancePath + "/sandbox/writable/" + i2, schemaPath: "#/definitions/sandbox/properties/writable/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err44];
                } else {
                  vErrors.push(err44);
                }
                errors++;
              }
            }
          } else {
            const err45 = { instancePath: instancePath + "/sandbox/writable", schemaPath: "#/definitions/sandbox/properties/writable/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err45];
            } else {
              vErrors.push(err45);
            }
            errors++;
          }
        }
        if (data21.readable !== void 0) {
          let data28 = data21.readable;
          if (Array.isArray(data28)) {
            const len3 = data28.length;
            for (let i3 = 0; i3 < len3; i3++) {
              let data29 = data28[i3];
              if (typeof data29 === "string") {
                if (func3(data29) < 1) {
                  const err46 = { instancePath: instancePath + "/sandbox/readable/" + i3, schemaPath: "#/definitions/sandbox/properties/readable/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err46];
                  } else {
                    vErrors.push(err46);
                  }
                  errors++;
                }
              } else {
                const err47 = { instancePath: instancePath + "/sandbox/readable/" + i3, schemaPath: "#/definitions/sandbox/properties/readable/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err47];
                } else {
                  vErrors.push(err47);
                }
                errors++;
              }
            }
          } else {
            const err48 = { instancePath: instancePath + "/sandbox/readable", schemaPath: "#/definitions/sandbox/properties/readable/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err48];
            } else {
              vErrors.push(err48);
            }
            errors++;
          }
        }
      } else {
        const err49 = { instancePath: instancePath + "/sandbox", schemaPath: "#/definitions/sandbox/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err49];
        } else {
          vErrors.push(err49);
        }
        errors++;
      }
    }
    if (data.timeouts !== void 0) {
      let data30 = data.timeouts;
      if (data30 && typeof data30 == "object" && !Array.isArray(data30)) {
        for (const key5 in data30) {
          if (!(key5 === "startupMs" || key5 === "requestMs" || key5 === "totalMs")) {
            const err50 = { instancePath: instancePath + "/timeouts", schemaPath: "#/definitions/timeouts/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err50];
            } else {
              vErrors.push(err50);
            }
            errors++;
          }
        }
        if (data30.startupMs !== void 0) {
          let data31 = data30.startupMs;
          if (!(typeof data31 == "number" && (!(data31 % 1) && !isNaN(data31)))) {
            const err51 = { instancePath: instancePath + "/timeouts/startupMs", schemaPath: "#/definitions/timeouts/properties/startupMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err51];
            } else {
              vErrors.push(err51);
            }
            errors++;
          }
          if (typeof data31 == "number") {
            if (data31 < 1 || isNaN(data31)) {
              const err52 = { instancePath: instancePath + "/timeouts/startupMs", schemaPath: "#/definitions/timeouts/properties/startupMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
              if (vErrors === null) {
                vErrors = [err52];
              } else {
                vErrors.push(err52);
              }
              errors++;
            }
          }
        }
        if (data30.requestMs !== void 0) {
          let data32 = data30.requestMs;
          if (!(typeof data32 == "number" && (!(data32 % 1) && !isNaN(data32)))) {
            const err53 = { instancePath: instancePath + "/timeouts/requestMs", schemaPath: "#/definitions/timeouts/properties/requestMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err53];
            } else {
              vErrors.push(err53);
            }
            errors++;
          }
          if (typeof data32 == "number") {
            if (data32 < 1 || isNaN(data32)) {
              const err54 = { instancePath: instancePath + "/timeouts/requestMs", schemaPath: "#/definitions/timeouts/properties/requestMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
              if (vErrors === null) {
                vErrors = [err54];
              } else {
                vErrors.push(err54);
              }
              errors++;
            }
          }
        }
        if (data30.totalMs !== void 0) {
          let data33 = data30.totalMs;
          if (!(typeof data33 == "number" && (!(data33 % 1) && !isNaN(data33)))) {
            const err55 = { instancePath: instancePath + "/timeouts/totalMs", schemaPath: "#/definitions/timeouts/properties/totalMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err55];
            } else {
              vErrors.push(err55);
            }
            errors++;
          }
          if (typeof data33 == "number") {
            if (data33 < 1 || isNaN(data33)) {
              const err56 = { instancePath: instancePath + "/timeouts/totalMs", schemaPath: "#/definitions/timeouts/properties/totalMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
              if (vErrors === null) {
                vErrors = [err56];
              } else {
                vErrors.push(err56);
              }
              errors++;
            }
          }
        }
      } else {
        const err57 = { instancePath: instancePath + "/timeouts", schemaPath: "#/definitions/timeouts/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err57];
        } else {
          vErrors.push(err57);
        }
        errors++;
      }
    }
    if (data.clientCapabilities !== void 0) {
      let data34 = data.clientCapabilities;
      if (!(data34 && typeof data34 == "object" && !Array.isArray(data34))) {
        const err58 = { instancePath: instancePath + "/clientCapabilities", schemaPath: "#/definitions/clientCapabilities/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err58];
        } else {
          vErrors.push(err58);
        }
        errors++;
      }
    }
    if (data.enabledTools !== void 0) {
      let data35 = data.enabledTools;
      if (Array.isArray(data35)) {
        const len4 = data35.length;
        for (let i4 = 0; i4 < len4; i4++) {
          if (typeof data35[i4] !== "string") {
            const err59 = { instancePath: instancePath + "/enabledTools/" + i4, schemaPath: "#/properties/enabledTools/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err59];
            } else {
              vErrors.push(err59);
            }
            errors++;
          }
        }
      } else {
        const err60 = { instancePath: instancePath + "/enabledTools", schemaPath: "#/properties/enabledTools/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err60];
        } else {
          vErrors.push(err60);
        }
        errors++;
      }
    }
    if (data.disabledTools !== void 0) {
      let data37 = data.disabledTools;
      if (Array.isArray(data37)) {
        const len5 = data37.length;
        for (let i5 = 0; i5 < len5; i5++) {
          if (typeof data37[i5] !== "string") {
            const err61 = { instancePath: instancePath + "/disabledTools/" + i5, schemaPath: "#/properties/disabledTools/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err61];
            } else {
              vErrors.push(err61);
            }
            errors++;
          }
        }
      } else {
        const err62 = { instancePath: instancePath + "/disabledTools", schemaPath: "#/properties/disabledTools/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err62];
        } else {
          vErrors.push(err62);
        }
        errors++;
      }
    }
  } else {
    const err63 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err63];
    } else {
      vErrors.push(err63);
    }
    errors++;
  }
  validate11.errors = vErrors;
  return errors === 0;
}
function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!func2.call(schema11.properties, key0)) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.$schema !== void 0) {
      if (typeof data.$schema !== "string") {
        const err1 = { instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.tokenizer !== void 0) {
      let data1 = data.tokenizer;
      if (!(data1 === "o200k_base" || data1 === "cl100k_base")) {
        const err2 = { instancePath: instancePath + "/tokenizer", schemaPath: "#/properties/tokenizer/enum", keyword: "enum", params: { allowedValues: schema11.properties.tokenizer.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.mcpConfig !== void 0) {
      let data2 = data.mcpConfig;
      const _errs6 = errors;
      let valid1 = false;
      let passing0 = null;
      const _errs7 = errors;
      if (typeof data2 === "string") {
        if (func3(data2) < 1) {
          const err3 = { instancePath: instancePath + "/mcpConfig", schemaPath: "#/properties/mcpConfig/oneOf/0/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = { instancePath: instancePath + "/mcpConfig", schemaPath: "#/properties/mcpConfig/oneOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      var _valid0 = _errs7 === errors;
      if (_valid0) {
        valid1 = true;
        passing0 = 0;
      }
      const _errs9 = errors;
      if (Array.isArray(data2)) {
        if (data2.length < 1) {
          const err5 = { instancePath: instancePath + "/mcpConfig", schemaPath: "#/properties/mcpConfig/oneOf/1/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data3 = data2[i0];
          if (typeof data3 === "string") {
            if (func3(data3) < 1) {
              const err6 = { instancePath: instancePath + "/mcpConfig/" + i0, schemaPath: "#/properties/mcpConfig/oneOf/1/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
          } else {
            const err7 = { instancePath: instancePath + "/mcpConfig/" + i0, schemaPath: "#/properties/mcpConfig/oneOf/1/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
      } else {
        const err8 = { instancePath: instancePath + "/mcpConfig", schemaPath: "#/properties/mcpConfig/oneOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      var _valid0 = _errs9 === errors;
      if (_valid0 && valid1) {
        valid1 = false;
        passing0 = [passing0, 1];
      } else {
        if (_valid0) {
          valid1 = true;
          passing0 = 1;
        }
      }
      if (!valid1) {
        const err9 = { instancePath: instancePath + "/mcpConfig", schemaPath: "#/properties/mcpConfig/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      } else {
        errors = _errs6;
        if (vErrors !== null) {
          if (_errs6) {
            vErrors.length = _errs6;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.servers !== void 0) {
      let data4 = data.servers;
      if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
        for (const key1 in data4) {
          const _errs15 = errors;
          if (typeof key1 === "string") {
            if (!pattern0.test(key1)) {
              const err10 = { instancePath: instancePath + "/servers", schemaPath: "#/properties/servers/propertyNames/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9_.-]+$" }, message: 'must match pattern "^[A-Za-z0-9_.-]+$"', propertyName: key1 };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
          }
          var valid4 = _errs15 === errors;
          if (!valid4) {
            const err11 = { instancePath: instancePath + "/servers", schemaPath: "#/properties/servers/propertyNames", keyword: "propertyNames", params: { propertyName: key1 }, message: "property name must be valid" };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        for (const key2 in data4) {
          if (!validate11(data4[key2], { instancePath: instancePath + "/servers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data4, parentDataProperty: key2, rootData })) {
            vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err12 = { instancePath: instancePath + "/servers", schemaPath: "#/properties/servers/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.limits !== void 0) {
      let data6 = data.limits;
      if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
        for (const key3 in data6) {
          if (!func2.call(schema13.properties, key3)) {
            const err13 = { instancePath: instancePath + "/limits", schemaPath: "#/definitions/limits/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
        if (data6.toolBytes !== void 0) {
          let data7 = data6.toolBytes;
          if (!(typeof data7 == "number" && (!(data7 % 1) && !isNaN(data7)))) {
            const err14 = { instancePath: instancePath + "/limits/toolBytes", schemaPath: "#/definitions/limits/properties/toolBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
          if (typeof data7 == "number") {
            if (data7 < 0 || isNaN(data7)) {
              const err15 = { instancePath: instancePath + "/limits/toolBytes", schemaPath: "#/definitions/limits/properties/toolBytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
          }
        }
        if (data6.toolTokens !== void 0) {
          let data8 = data6.toolTokens;
          if (!(typeof data8 == "number" && (!(data8 % 1) && !isNaN(data8)))) {
            const err16 = { instancePath: instancePath + "/limits/toolTokens", schemaPath: "#/definitions/limits/properties/toolTokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
          if (typeof data8 == "number") {
            if (data8 < 0 || isNaN(data8)) {
              const err17 = { instancePath: instancePath + "/limits/toolTokens", schemaPath: "#/definitions/limits/properties/toolTokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
          }
        }
        if (data6.totalBytes !== void 0) {
          let data9 = data6.totalBytes;
          if (!(typeof data9 == "number" && (!(data9 % 1) && !isNaN(data9)))) {
            const err18 = { instancePath: instancePath + "/limits/totalBytes", schemaPath: "#/definitions/limits/properties/totalBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
          if (typeof data9 == "number") {
            if (data9 < 0 || isNaN(data9)) {
              const err19 = { instancePath: instancePath + "/limits/totalBytes", schemaPath: "#/definitions/limits/properties/totalBytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
          }
        }
        if (data6.totalTokens !== void 0) {
          let data10 = data6.totalTokens;
          if (!(typeof data10 == "number" && (!(data10 % 1) && !isNaN(data10)))) {
            const err20 = { instancePath: instancePath + "/limits/totalTokens", schemaPath: "#/definitions/limits/properties/totalTokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
          if (typeof data10 == "number") {
            if (data10 < 0 || isNaN(data10)) {
              const err21 = { instancePath: instancePath + "/limits/totalTokens", schemaPath: "#/definitions/limits/properties/totalTokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
          }
        }
        if (data6.descriptionChars !== void 0) {
          let data11 = data6.descriptionChars;
          if (!(typeof data11 == "number" && (!(data11 % 1) && !isNaN(data11)))) {
            const err22 = { instancePath: instancePath + "/limits/descriptionChars", schemaPath: "#/definitions/limits/properties/descriptionChars/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
          if (typeof data11 == "number") {
            if (data11 < 0 || isNaN(data11)) {
              const err23 = { instancePath: instancePath + "/limits/descriptionChars", schemaPath: "#/definitions/limits/properties/descriptionChars/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
          }
        }
        if (data6.nameChars !== void 0) {
          let data12 = data6.nameChars;
          if (!(typeof data12 == "number" && (!(data12 % 1) && !isNaN(data12)))) {
            const err24 = { instancePath: instancePath + "/limits/nameChars", schemaPath: "#/definitions/limits/properties/nameChars/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
          if (typeof data12 == "number") {
            if (data12 < 1 || isNaN(data12)) {
              const err25 = { instancePath: instancePath + "/limits/nameChars", schemaPath: "#/definitions/limits/properties/nameChars/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
              if (vErrors === null) {
                vErrors = [err25];
              } else {
                vErrors.push(err25);
              }
              errors++;
            }
          }
        }
        if (data6.toolCount !== void 0) {
          let data13 = data6.toolCount;
          if (!(typeof data13 == "number" && (!(data13 % 1) && !isNaN(data13)))) {
            const err26 = { instancePath: instancePath + "/limits/toolCount", schemaPath: "#/definitions/limits/properties/toolCount/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
          if (typeof data13 == "number") {
            if (data13 < 0 || isNaN(data13)) {
              const err27 = { instancePath: instancePath + "/limits/toolCount", schemaPath: "#/definitions/limits/properties/toolCount/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err27];
              } else {
                vErrors.push(err27);
              }
              errors++;
            }
          }
        }
        if (data6.resultTokens !== void 0) {
          let data14 = data6.resultTokens;
          if (!(typeof data14 == "number" && (!(data14 % 1) && !isNaN(data14)))) {
            const err28 = { instancePath: instancePath + "/limits/resultTokens", schemaPath: "#/definitions/limits/properties/resultTokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
          if (typeof data14 == "number") {
            if (data14 < 0 || isNaN(data14)) {
              const err29 = { instancePath: instancePath + "/limits/resultTokens", schemaPath: "#/definitions/limits/properties/resultTokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err29];
              } else {
                vErrors.push(err29);
              }
              errors++;
            }
          }
        }
        if (data6.resultBytes !== void 0) {
          let data15 = data6.resultBytes;
          if (!(typeof data15 == "number" && (!(data15 % 1) && !isNaN(data15)))) {
            const err30 = { instancePath: instancePath + "/limits/resultBytes", schemaPath: "#/definitions/limits/properties/resultBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err30];
            } else {
              vErrors.push(err30);
            }
            errors++;
          }
          if (typeof data15 == "number") {
            if (data15 < 0 || isNaN(data15)) {
              const err31 = { instancePath: instancePath + "/limits/resultBytes", schemaPath: "#/definitions/limits/properties/resultBytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err31];
              } else {
                vErrors.push(err31);
              }
              errors++;
            }
          }
        }
      } else {
        const err32 = { instancePath: instancePath + "/limits", schemaPath: "#/definitions/limits/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
    }
    if (data.oversized !== void 0) {
      let data16 = data.oversized;
      if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
        for (const key4 in data16) {
          const _errs42 = errors;
          if (typeof key4 === "string") {
            if (!pattern2.test(key4)) {
              const err33 = { instancePath: instancePath + "/oversized", schemaPath: "#/properties/oversized/propertyNames/pattern", keyword: "pattern", params: { pattern: "^(fixture:.+|[^/]+/.+)$" }, message: 'must match pattern "^(fixture:.+|[^/]+/.+)$"', propertyName: key4 };
              if (vErrors === null) {
                vErrors = [err33];
              } else {
                vErrors.push(err33);
              }
              errors++;
            }
          }
          var valid8 = _errs42 === errors;
          if (!valid8) {
            const err34 = { instancePath: instancePath + "/oversized", schemaPath: "#/properties/oversized/propertyNames", keyword: "propertyNames", params: { propertyName: key4 }, message: "property name must be valid" };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
        }
        for (const key5 in data16) {
          let data17 = data16[key5];
          if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
            if (Object.keys(data17).length < 1) {
              const err35 = { instancePath: instancePath + "/oversized/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/oversized/additionalProperties/minProperties", keyword: "minProperties", params: { limit: 1 }, message: "must NOT have fewer than 1 properties" };
              if (vErrors === null) {
                vErrors = [err35];
              } else {
                vErrors.push(err35);
              }
              errors++;
            }
            for (const key6 in data17) {
              if (!(key6 === "bytes" || key6 === "tokens" || key6 === "chars")) {
                const err36 = { instancePath: instancePath + "/oversized/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/oversized/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err36];
                } else {
                  vErrors.push(err36);
                }
                errors++;
              }
            }
            if (data17.bytes !== void 0) {
              let data18 = data17.bytes;
              if (!(typeof data18 == "number" && (!(data18 % 1) && !isNaN(data18)))) {
                const err37 = { instancePath: instancePath + "/oversized/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/bytes", schemaPath: "#/properties/oversized/additionalProperties/properties/bytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err37];
                } else {
                  vErrors.push(err37);
                }
                errors++;
              }
              if (typeof data18 == "number") {
                if (data18 < 0 || isNaN(data18)) {
                  const err38 = { instancePath: instancePath + "/oversized/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/bytes", schemaPath: "#/properties/oversized/additionalProperties/properties/bytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                  if (vErrors === null) {
                    vErrors = [err38];
                  } else {
                    vErrors.push(err38);
                  }
                  errors++;
                }
              }
            }
            if (data17.tokens !== void 0) {
              let data19 = data17.tokens;
              if (!(typeof data19 == "number" && (!(data19 % 1) && !isNaN(data19)))) {
                const err39 = { instancePath: instancePath + "/oversized/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/tokens", schemaPath: "#/properties/oversized/additionalProperties/properties/tokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err39];
                } else {
                  vErrors.push(err39);
                }
                errors++;
              }
              if (typeof data19 == "number") {
                if (data19 < 0 || isNaN(data19)) {
                  const err40 = { instancePath: instancePath + "/oversized/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/tokens", schemaPath: "#/properties/oversized/additionalProperties/properties/tokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                  if (vErrors === null) {
                    vErrors = [err40];
                  } else {
                    vErrors.push(err40);
                  }
                  errors++;
                }
              }
            }
            if (data17.chars !== void 0) {
              let data20 = data17.chars;
              if (!(typeof data20 == "number" && (!(data20 % 1) && !isNaN(data20)))) {
                const err41 = { instancePath: instancePath + "/oversized/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/chars", schemaPath: "#/properties/oversized/additionalProperties/properties/chars/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err41];
                } else {
                  vErrors.push(err41);
                }
                errors++;
              }
              if (typeof data20 == "number") {
                if (data20 < 0 || isNaN(data20)) {
                  const err42 = { instancePath: instancePath + "/oversized/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/chars", schemaPath: "#/properties/oversized/additionalProperties/properties/chars/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                  if (vErrors === null) {
                    vErrors = [err42];
                  } else {
                    vErrors.push(err42);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err43 = { instancePath: instancePath + "/oversized/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/oversized/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err43];
            } else {
              vErrors.push(err43);
            }
            errors++;
          }
        }
      } else {
        const err44 = { instancePath: instancePath + "/oversized", schemaPath: "#/properties/oversized/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err44];
        } else {
          vErrors.push(err44);
        }
        errors++;
      }
    }
    if (data.fixtures !== void 0) {
      let data21 = data.fixtures;
      if (Array.isArray(data21)) {
        const len1 = data21.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data22 = data21[i1];
          if (data22 && typeof data22 == "object" && !Array.isArray(data22)) {
            if (data22.name === void 0) {
              const err45 = { instancePath: instancePath + "/fixtures/" + i1, schemaPath: "#/definitions/fixture/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
              if (vErrors === null) {
                vErrors = [err45];
              } else {
                vErrors.push(err45);
              }
              errors++;
            }
            if (data22.server === void 0) {
              const err46 = { instancePath: instancePath + "/fixtures/" + i1, schemaPath: "#/definitions/fixture/required", keyword: "required", params: { missingProperty: "server" }, message: "must have required property 'server'" };
              if (vErrors === null) {
                vErrors = [err46];
              } else {
                vErrors.push(err46);
              }
              errors++;
            }
            if (data22.tool === void 0) {
              const err47 = { instancePath: instancePath + "/fixtures/" + i1, schemaPath: "#/definitions/fixture/required", keyword: "required", params: { missingProperty: "tool" }, message: "must have required property 'tool'" };
              if (vErrors === null) {
                vErrors = [err47];
              } else {
                vErrors.push(err47);
              }
              errors++;
            }
            for (const key7 in data22) {
              if (!func2.call(schema18.properties, key7)) {
                const err48 = { instancePath: instancePath + "/fixtures/" + i1, schemaPath: "#/definitions/fixture/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err48];
                } else {
                  vErrors.push(err48);
                }
                errors++;
              }
            }
            if (data22.name !== void 0) {
              let data23 = data22.name;
              if (typeof data23 === "string") {
                if (!pattern3.test(data23)) {
                  const err49 = { instancePath: instancePath + "/fixtures/" + i1 + "/name", schemaPath: "#/definitions/fixture/properties/name/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9_.:-]+$" }, message: 'must match pattern "^[A-Za-z0-9_.:-]+$"' };
                  if (vErrors === null) {
                    vErrors = [err49];
                  } else {
                    vErrors.push(err49);
                  }
                  errors++;
                }
              } else {
                const err50 = { instancePath: instancePath + "/fixtures/" + i1 + "/name", schemaPath: "#/definitions/fixture/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err50];
                } else {
                  vErrors.push(err50);
                }
                errors++;
              }
            }
            if (data22.server !== void 0) {
              if (typeof data22.server !== "string") {
                const err51 = { instancePath: instancePath + "/fixtures/" + i1 + "/server", schemaPath: "#/definitions/fixture/properties/server/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err51];
                } else {
                  vErrors.push(err51);
                }
                errors++;
              }
            }
            if (data22.tool !== void 0) {
              if (typeof data22.tool !== "string") {
                const err52 = { instancePath: instancePath + "/fixtures/" + i1 + "/tool", schemaPath: "#/definitions/fixture/properties/tool/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err52];
                } else {
                  vErrors.push(err52);
                }
                errors++;
              }
            }
            if (data22.arguments !== void 0) {
              let data26 = data22.arguments;
              if (!(data26 && typeof data26 == "object" && !Array.isArray(data26))) {
                const err53 = { instancePath: instancePath + "/fixtures/" + i1 + "/arguments", schemaPath: "#/definitions/fixture/properties/arguments/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err53];
                } else {
                  vErrors.push(err53);
                }
                errors++;
              }
            }
            if (data22.maxTokens !== void 0) {
              let data27 = data22.maxTokens;
              if (!(typeof data27 == "number" && (!(data27 % 1) && !isNaN(data27)))) {
                const err54 = { instancePath: instancePath + "/fixtures/" + i1 + "/maxTokens", schemaPath: "#/definitions/fixture/properties/maxTokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err54];
                } else {
                  vErrors.push(err54);
                }
                errors++;
              }
              if (typeof data27 == "number") {
                if (data27 < 0 || isNaN(data27)) {
                  const err55 = { instancePath: instancePath + "/fixtures/" + i1 + "/maxTokens", schemaPath: "#/definitions/fixture/properties/maxTokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                  if (vErrors === null) {
                    vErrors = [err55];
                  } else {
                    vErrors.push(err55);
                  }
                  errors++;
                }
              }
            }
            if (data22.maxBytes !== void 0) {
              let data28 = data22.maxBytes;
              if (!(typeof data28 == "number" && (!(data28 % 1) && !isNaN(data28)))) {
                const err56 = { instancePath: instancePath + "/fixtures/" + i1 + "/maxBytes", schemaPath: "#/definitions/fixture/properties/maxBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err56];
                } else {
                  vErrors.push(err56);
                }
                errors++;
              }
              if (typeof data28 == "number") {
                if (data28 < 0 || isNaN(data28)) {
                  const err57 = { instancePath: instancePath + "/fixtures/" + i1 + "/maxBytes", schemaPath: "#/definitions/fixture/properties/maxBytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                  if (vErrors === null) {
                    vErrors = [err57];
                  } else {
                    vErrors.push(err57);
                  }
                  errors++;
                }
              }
            }
            if (data22.runs !== void 0) {
              let data29 = data22.runs;
              if (!(typeof data29 == "number" && (!(data29 % 1) && !isNaN(data29)))) {
                const err58 = { instancePath: instancePath + "/fixtures/" + i1 + "/runs", schemaPath: "#/definitions/fixture/properties/runs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err58];
                } else {
                  vErrors.push(err58);
                }
                errors++;
              }
              if (typeof data29 == "number") {
                if (data29 > 20 || isNaN(data29)) {
                  const err59 = { instancePath: instancePath + "/fixtures/" + i1 + "/runs", schemaPath: "#/definitions/fixture/properties/runs/maximum", keyword: "maximum", params: { comparison: "<=", limit: 20 }, message: "must be <= 20" };
                  if (vErrors === null) {
                    vErrors = [err59];
                  } else {
                    vErrors.push(err59);
                  }
                  errors++;
                }
                if (data29 < 1 || isNaN(data29)) {
                  const err60 = { instancePath: instancePath + "/fixtures/" + i1 + "/runs", schemaPath: "#/definitions/fixture/properties/runs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                  if (vErrors === null) {
                    vErrors = [err60];
                  } else {
                    vErrors.push(err60);
                  }
                  errors++;
                }
              }
            }
            if (data22.normalize !== void 0) {
              let data30 = data22.normalize;
              if (Array.isArray(data30)) {
                const len2 = data30.length;
                for (let i2 = 0; i2 < len2; i2++) {
                  let data31 = data30[i2];
                  if (data31 && typeof data31 == "object" && !Array.isArray(data31)) {
                    if (data31.pattern === void 0) {
                      const err61 = { instancePath: instancePath + "/fixtures/" + i1 + "/normalize/" + i2, schemaPath: "#/definitions/fixture/properties/normalize/items/required", keyword: "required", params: { missingProperty: "pattern" }, message: "must have required property 'pattern'" };
                      if (vErrors === null) {
                        vErrors = [err61];
                      } else {
                        vErrors.push(err61);
                      }
                      errors++;
                    }
                    for (const key8 in data31) {
                      if (!(key8 === "pattern" || key8 === "flags" || key8 === "replacement")) {
                        const err62 = { instancePath: instancePath + "/fixtures/" + i1 + "/normalize/" + i2, schemaPath: "#/definitions/fixture/properties/normalize/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key8 }, message: "must NOT have additional properties" };
                        if (vErrors === null) {
                          vErrors = [err62];
                        } else {
                          vErrors.push(err62);
                        }
                        errors++;
                      }
                    }
                    if (data31.pattern !== void 0) {
                      if (typeof data31.pattern !== "string") {
                        const err63 = { instancePath: instancePath + "/fixtures/" + i1 + "/normalize/" + i2 + "/pattern", schemaPath: "#/definitions/fixture/properties/normalize/items/properties/pattern/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err63];
                        } else {
                          vErrors.push(err63);
                        }
                        errors++;
                      }
                    }
                    if (data31.flags !== void 0) {
                      let data33 = data31.flags;
                      if (typeof data33 === "string") {
                        if (!pattern4.test(data33)) {
                          const err64 = { instancePath: instancePath + "/fixtures/" + i1 + "/normalize/" + i2 + "/flags", schemaPath: "#/definitions/fixture/properties/normalize/items/properties/flags/pattern", keyword: "pattern", params: { pattern: "^[imsu]*$" }, message: 'must match pattern "^[imsu]*$"' };
                          if (vErrors === null) {
                            vErrors = [err64];
                          } else {
                            vErrors.push(err64);
                          }
                          errors++;
                        }
                      } else {
                        const err65 = { instancePath: instancePath + "/fixtures/" + i1 + "/normalize/" + i2 + "/flags", schemaPath: "#/definitions/fixture/properties/normalize/items/properties/flags/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err65];
                        } else {
                          vErrors.push(err65);
                        }
                        errors++;
                      }
                    }
                    if (data31.replacement !== void 0) {
                      if (typeof data31.replacement !== "string") {
                        const err66 = { instancePath: instancePath + "/fixtures/" + i1 + "/normalize/" + i2 + "/replacement", schemaPath: "#/definitions/fixture/properties/normalize/items/properties/replacement/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err66];
                        } else {
                          vErrors.push(err66);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err67 = { instancePath: instancePath + "/fixtures/" + i1 + "/normalize/" + i2, schemaPath: "#/definitions/fixture/properties/normalize/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                      vErrors = [err67];
                    } else {
                      vErrors.push(err67);
                    }
                    errors++;
                  }
                }
              } else {
                const err68 = { instancePath: instancePath + "/fixtures/" + i1 + "/normalize", schemaPath: "#/definitions/fixture/properties/normalize/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err68];
                } else {
                  vErrors.push(err68);
                }
                errors++;
              }
            }
            if (data22.paginate !== void 0) {
              let data35 = data22.paginate;
              if (data35 && typeof data35 == "object" && !Array.isArray(data35)) {
                if (data35.cursorArgument === void 0) {
                  const err69 = { instancePath: instancePath + "/fixtures/" + i1 + "/paginate", schemaPath: "#/definitions/fixture/properties/paginate/required", keyword: "required", params: { missingProperty: "cursorArgument" }, message: "must have required property 'cursorArgument'" };
                  if (vErrors === null) {
                    vErrors = [err69];
                  } else {
                    vErrors.push(err69);
                  }
                  errors++;
                }
                if (data35.nextCursor === void 0) {
                  const err70 = { instancePath: instancePath + "/fixtures/" + i1 + "/paginate", schemaPath: "#/definitions/fixture/properties/paginate/required", keyword: "required", params: { missingProperty: "nextCursor" }, message: "must have required property 'nextCursor'" };
                  if (vErrors === null) {
                    vErrors = [err70];
                  } else {
                    vErrors.push(err70);
                  }
                  errors++;
                }
                for (const key9 in data35) {
                  if (!(key9 === "cursorArgument" || key9 === "nextCursor" || key9 === "items" || key9 === "key" || key9 === "total" || key9 === "hasMore" || key9 === "maxPages")) {
                    const err71 = { instancePath: instancePath + "/fixtures/" + i1 + "/paginate", schemaPath: "#/definitions/fixture/properties/paginate/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key9 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err71];
                    } else {
                      vErrors.push(err71);
                    }
                    errors++;
                  }
                }
                if (data35.cursorArgument !== void 0) {
                  if (typeof data35.cursorArgument !== "string") {
                    const err72 = { instancePath: instancePath + "/fixtures/" + i1 + "/paginate/cursorArgument", schemaPath: "#/definitions/fixture/properties/paginate/properties/cursorArgument/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err72];
                    } else {
                      vErrors.push(err72);
                    }
                    errors++;
                  }
                }
                if (data35.nextCursor !== void 0) {
                  if (typeof data35.nextCursor !== "string") {
                    const err73 = { instancePath: instancePath + "/fixtures/" + i1 + "/paginate/nextCursor", schemaPath: "#/definitions/fixture/properties/paginate/properties/nextCursor/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err73];
                    } else {
                      vErrors.push(err73);
                    }
                    errors++;
                  }
                }
                if (data35.items !== void 0) {
                  if (typeof data35.items !== "string") {
                    const err74 = { instancePath: instancePath + "/fixtures/" + i1 + "/paginate/items", schemaPath: "#/definitions/fixture/properties/paginate/properties/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err74];
                    } else {
                      vErrors.push(err74);
                    }
                    errors++;
                  }
                }
                if (data35.key !== void 0) {
                  if (typeof data35.key !== "string") {
                    const err75 = { instancePath: instancePath + "/fixtures/" + i1 + "/paginate/key", schemaPath: "#/definitions/fixture/properties/paginate/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err75];
                    } else {
                      vErrors.push(err75);
                    }
                    errors++;
                  }
                }
                if (data35.total !== void 0) {
                  if (typeof data35.total !== "string") {
                    const err76 = { instancePath: instancePath + "/fixtures/" + i1 + "/paginate/total", schemaPath: "#/definitions/fixture/properties/paginate/properties/total/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err76];
                    } else {
                      vErrors.push(err76);
                    }
                    errors++;
                  }
                }
                if (data35.hasMore !== void 0) {
                  if (typeof data35.hasMore !== "string") {
                    const err77 = { instancePath: instancePath + "/fixtures/" + i1 + "/paginate/hasMore", schemaPath: "#/definitions/fixture/properties/paginate/properties/hasMore/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err77];
                    } else {
                      vErrors.push(err77);
                    }
                    errors++;
                  }
                }
                if (data35.maxPages !== void 0) {
                  let data42 = data35.maxPages;
                  if (!(typeof data42 == "number" && (!(data42 % 1) && !isNaN(data42)))) {
                    const err78 = { instancePath: instancePath + "/fixtures/" + i1 + "/paginate/maxPages", schemaPath: "#/definitions/fixture/properties/paginate/properties/maxPages/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                      vErrors = [err78];
                    } else {
                      vErrors.push(err78);
                    }
                    errors++;
                  }
                  if (typeof data42 == "number") {
                    if (data42 < 1 || isNaN(data42)) {
                      const err79 = { instancePath: instancePath + "/fixtures/" + i1 + "/paginate/maxPages", schemaPath: "#/definitions/fixture/properties/paginate/properties/maxPages/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                      if (vErrors === null) {
                        vErrors = [err79];
                      } else {
                        vErrors.push(err79);
                      }
                      errors++;
                    }
                  }
                }
              } else {
                const err80 = { instancePath: instancePath + "/fixtures/" + i1 + "/paginate", schemaPath: "#/definitions/fixture/properties/paginate/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err80];
                } else {
                  vErrors.push(err80);
                }
                errors++;
              }
            }
            if (data22.expect !== void 0) {
              let data43 = data22.expect;
              if (data43 && typeof data43 == "object" && !Array.isArray(data43)) {
                for (const key10 in data43) {
                  if (!(key10 === "isError" || key10 === "textIncludes")) {
                    const err81 = { instancePath: instancePath + "/fixtures/" + i1 + "/expect", schemaPath: "#/definitions/fixture/properties/expect/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key10 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err81];
                    } else {
                      vErrors.push(err81);
                    }
                    errors++;
                  }
                }
                if (data43.isError !== void 0) {
                  if (typeof data43.isError !== "boolean") {
                    const err82 = { instancePath: instancePath + "/fixtures/" + i1 + "/expect/isError", schemaPath: "#/definitions/fixture/properties/expect/properties/isError/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                    if (vErrors === null) {
                      vErrors = [err82];
                    } else {
                      vErrors.push(err82);
                    }
                    errors++;
                  }
                }
                if (data43.textIncludes !== void 0) {
                  if (typeof data43.textIncludes !== "string") {
                    const err83 = { instancePath: instancePath + "/fixtures/" + i1 + "/expect/textIncludes", schemaPath: "#/definitions/fixture/properties/expect/properties/textIncludes/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err83];
                    } else {
                      vErrors.push(err83);
                    }
                    errors++;
                  }
                }
              } else {
                const err84 = { instancePath: instancePath + "/fixtures/" + i1 + "/expect", schemaPath: "#/definitions/fixture/properties/expect/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err84];
                } else {
                  vErrors.push(err84);
                }
                errors++;
              }
            }
          } else {
            const err85 = { instancePath: instancePath + "/fixtures/" + i1, schemaPath: "#/definitions/fixture/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err85];
            } else {
              vErrors.push(err85);
            }
            errors++;
          }
        }
      } else {
        const err86 = { instancePath: instancePath + "/fixtures", schemaPath: "#/properties/fixtures/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err86];
        } else {
          vErrors.push(err86);
        }
        errors++;
      }
    }
    if (data.sandbox !== void 0) {
      let data46 = data.sandbox;
      if (data46 && typeof data46 == "object" && !Array.isArray(data46)) {
        for (const key11 in data46) {
          if (!(key11 === "network" || key11 === "passEnv" || key11 === "require" || key11 === "writable" || key11 === "readable")) {
            const err87 = { instancePath: instancePath + "/sandbox", schemaPath: "#/definitions/sandbox/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key11 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err87];
            } else {
              vErrors.push(err87);
            }
            errors++;
          }
        }
        if (data46.network !== void 0) {
          let data47 = data46.network;
          if (!(data47 === "none" || data47 === "host")) {
            const err88 = { instancePath: instancePath + "/sandbox/network", schemaPath: "#/definitions/sandbox/properties/network/enum", keyword: "enum", params: { allowedValues: schema14.properties.network.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err88];
            } else {
              vErrors.push(err88);
            }
            errors++;
          }
        }
        if (data46.passEnv !== void 0) {
          let data48 = data46.passEnv;
          if (Array.isArray(data48)) {
            const len3 = data48.length;
            for (let i3 = 0; i3 < len3; i3++) {
              let data49 = data48[i3];
              if (typeof data49 === "string") {
                if (!pattern1.test(data49)) {
                  const err89 = { instancePath: instancePath + "/sandbox/passEnv/" + i3, schemaPath: "#/definitions/sandbox/properties/passEnv/items/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z_][A-Za-z0-9_]*$" }, message: 'must match pattern "^[A-Za-z_][A-Za-z0-9_]*$"' };
                  if (vErrors === null) {
                    vErrors = [err89];
                  } else {
                    vErrors.push(err89);
                  }
                  errors++;
                }
              } else {
                const err90 = { instancePath: instancePath + "/sandbox/passEnv/" + i3, schemaPath: "#/definitions/sandbox/properties/passEnv/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err90];
                } else {
                  vErrors.push(err90);
                }
                errors++;
              }
            }
          } else {
            const err91 = { instancePath: instancePath + "/sandbox/passEnv", schemaPath: "#/definitions/sandbox/properties/passEnv/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err91];
            } else {
              vErrors.push(err91);
            }
            errors++;
          }
        }
        if (data46.require !== void 0) {
          if (typeof data46.require !== "boolean") {
            const err92 = { instancePath: instancePath + "/sandbox/require", schemaPath: "#/definitions/sandbox/properties/require/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err92];
            } else {
              vErrors.push(err92);
            }
            errors++;
          }
        }
        if (data46.writable !== void 0) {
          let data51 = data46.writable;
          if (Array.isArray(data51)) {
            const len4 = data51.length;
            for (let i4 = 0; i4 < len4; i4++) {
              let data52 = data51[i4];
              if (typeof data52 === "string") {
                if (func3(data52) < 1) {
                  const err93 = { instancePath: instancePath + "/sandbox/writable/" + i4, schemaPath: "#/definitions/sandbox/properties/writable/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err93];
                  } else {
                    vErrors.push(err93);
                  }
                  errors++;
                }
              } else {
                const err94 = { instancePath: instancePath + "/sandbox/writable/" + i4, schemaPath: "#/definitions/sandbox/properties/writable/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err94];
                } else {
                  vErrors.push(err94);
                }
                errors++;
              }
            }
          } else {
            const err95 = { instancePath: instancePath + "/sandbox/writable", schemaPath: "#/definitions/sandbox/properties/writable/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err95];
            } else {
              vErrors.push(err95);
            }
            errors++;
          }
        }
        if (data46.readable !== void 0) {
          let data53 = data46.readable;
          if (Array.isArray(data53)) {
            const len5 = data53.length;
            for (let i5 = 0; i5 < len5; i5++) {
              let data54 = data53[i5];
              if (typeof data54 === "string") {
                if (func3(data54) < 1) {
                  const err96 = { instancePath: instancePath + "/sandbox/readable/" + i5, schemaPath: "#/definitions/sandbox/properties/readable/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err96];
                  } else {
                    vErrors.push(err96);
                  }
                  errors++;
                }
              } else {
                const err97 = { instancePath: instancePath + "/sandbox/readable/" + i5, schemaPath: "#/definitions/sandbox/properties/readable/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err97];
                } else {
                  vErrors.push(err97);
                }
                errors++;
              }
            }
          } else {
            const err98 = { instancePath: instancePath + "/sandbox/readable", schemaPath: "#/definitions/sandbox/properties/readable/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err98];
            } else {
              vErrors.push(err98);
            }
            errors++;
          }
        }
      } else {
        const err99 = { instancePath: instancePath + "/sandbox", schemaPath: "#/definitions/sandbox/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err99];
        } else {
          vErrors.push(err99);
        }
        errors++;
      }
    }
    if (data.timeouts !== void 0) {
      let data55 = data.timeouts;
      if (data55 && typeof data55 == "object" && !Array.isArray(data55)) {
        for (const key12 in data55) {
          if (!(key12 === "startupMs" || key12 === "requestMs" || key12 === "totalMs")) {
            const err100 = { instancePath: instancePath + "/timeouts", schemaPath: "#/definitions/timeouts/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key12 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err100];
            } else {
              vErrors.push(err100);
            }
            errors++;
          }
        }
        if (data55.startupMs !== void 0) {
          let data56 = data55.startupMs;
          if (!(typeof data56 == "number" && (!(data56 % 1) && !isNaN(data56)))) {
            const err101 = { instancePath: instancePath + "/timeouts/startupMs", schemaPath: "#/definitions/timeouts/properties/startupMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err101];
            } else {
              vErrors.push(err101);
            }
            errors++;
          }
          if (typeof data56 == "number") {
            if (data56 < 1 || isNaN(data56)) {
              const err102 = { instancePath: instancePath + "/timeouts/startupMs", schemaPath: "#/definitions/timeouts/properties/startupMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
              if (vErrors === null) {
                vErrors = [err102];
              } else {
                vErrors.push(err102);
              }
              errors++;
            }
          }
        }
        if (data55.requestMs !== void 0) {
          let data57 = data55.requestMs;
          if (!(typeof data57 == "number" && (!(data57 % 1) && !isNaN(data57)))) {
            const err103 = { instancePath: instancePath + "/timeouts/requestMs", schemaPath: "#/definitions/timeouts/properties/requestMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err103];
            } else {
              vErrors.push(err103);
            }
            errors++;
          }
          if (typeof data57 == "number") {
            if (data57 < 1 || isNaN(data57)) {
              const err104 = { instancePath: instancePath + "/timeouts/requestMs", schemaPath: "#/definitions/timeouts/properties/requestMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
              if (vErrors === null) {
                vErrors = [err104];
              } else {
                vErrors.push(err104);
              }
              errors++;
            }
          }
        }
        if (data55.totalMs !== void 0) {
          let data58 = data55.totalMs;
          if (!(typeof data58 == "number" && (!(data58 % 1) && !isNaN(data58)))) {
            const err105 = { instancePath: instancePath + "/timeouts/totalMs", schemaPath: "#/definitions/timeouts/properties/totalMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err105];
            } else {
              vErrors.push(err105);
            }
            errors++;
          }
          if (typeof data58 == "number") {
            if (data58 < 1 || isNaN(data58)) {
              const err106 = { instancePath: instancePath + "/timeouts/totalMs", schemaPath: "#/definitions/timeouts/properties/totalMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
              if (vErrors === null) {
                vErrors = [err106];
              } else {
                vErrors.push(err106);
              }
              errors++;
            }
          }
        }
      } else {
        const err107 = { instancePath: instancePath + "/timeouts", schemaPath: "#/definitions/timeouts/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err107];
        } else {
          vErrors.push(err107);
        }
        errors++;
      }
    }
    if (data.clientCapabilities !== void 0) {
      let data59 = data.clientCapabilities;
      if (!(data59 && typeof data59 == "object" && !Array.isArray(data59))) {
        const err108 = { instancePath: instancePath + "/clientCapabilities", schemaPath: "#/definitions/clientCapabilities/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err108];
        } else {
          vErrors.push(err108);
        }
        errors++;
      }
    }
    if (data.hostToolName !== void 0) {
      if (typeof data.hostToolName !== "string") {
        const err109 = { instancePath: instancePath + "/hostToolName", schemaPath: "#/properties/hostToolName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err109];
        } else {
          vErrors.push(err109);
        }
        errors++;
      }
    }
    if (data.hosts !== void 0) {
      let data61 = data.hosts;
      if (Array.isArray(data61)) {
        const len6 = data61.length;
        for (let i6 = 0; i6 < len6; i6++) {
          let data62 = data61[i6];
          if (!(data62 === "anthropic-api" || data62 === "claude-code" || data62 === "claude-desktop" || data62 === "codex" || data62 === "copilot-cli" || data62 === "copilot-jetbrains" || data62 === "cursor" || data62 === "gemini-cli" || data62 === "openai-api" || data62 === "vscode-copilot")) {
            const err110 = { instancePath: instancePath + "/hosts/" + i6, schemaPath: "#/properties/hosts/items/enum", keyword: "enum", params: { allowedValues: schema11.properties.hosts.items.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err110];
            } else {
              vErrors.push(err110);
            }
            errors++;
          }
        }
        let i7 = data61.length;
        let j0;
        if (i7 > 1) {
          outer0:
            for (; i7--; ) {
              for (j0 = i7; j0--; ) {
                if (func0(data61[i7], data61[j0])) {
                  const err111 = { instancePath: instancePath + "/hosts", schemaPath: "#/properties/hosts/uniqueItems", keyword: "uniqueItems", params: { i: i7, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i7 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err111];
                  } else {
                    vErrors.push(err111);
                  }
                  errors++;
                  break outer0;
                }
              }
            }
        }
      } else {
        const err112 = { instancePath: instancePath + "/hosts", schemaPath: "#/properties/hosts/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err112];
        } else {
          vErrors.push(err112);
        }
        errors++;
      }
    }
    if (data.hostLimits !== void 0) {
      let data63 = data.hostLimits;
      if (data63 && typeof data63 == "object" && !Array.isArray(data63)) {
        for (const key13 in data63) {
          const _errs147 = errors;
          if (!(key13 === "anthropic-api" || key13 === "claude-code" || key13 === "claude-desktop" || key13 === "codex" || key13 === "copilot-cli" || key13 === "copilot-jetbrains" || key13 === "cursor" || key13 === "gemini-cli" || key13 === "openai-api" || key13 === "vscode-copilot")) {
            const err113 = { instancePath: instancePath + "/hostLimits", schemaPath: "#/properties/hostLimits/propertyNames/enum", keyword: "enum", params: { allowedValues: schema11.properties.hostLimits.propertyNames.enum }, message: "must be equal to one of the allowed values", propertyName: key13 };
            if (vErrors === null) {
              vErrors = [err113];
            } else {
              vErrors.push(err113);
            }
            errors++;
          }
          var valid34 = _errs147 === errors;
          if (!valid34) {
            const err114 = { instancePath: instancePath + "/hostLimits", schemaPath: "#/properties/hostLimits/propertyNames", keyword: "propertyNames", params: { propertyName: key13 }, message: "property name must be valid" };
            if (vErrors === null) {
              vErrors = [err114];
            } else {
              vErrors.push(err114);
            }
            errors++;
          }
        }
        for (const key14 in data63) {
          let data64 = data63[key14];
          if (data64 && typeof data64 == "object" && !Array.isArray(data64)) {
            for (const key15 in data64) {
              if (!(key15 === "sessionStartTokens" || key15 === "toolTokens" || key15 === "resultTokens")) {
                const err115 = { instancePath: instancePath + "/hostLimits/" + key14.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/hostLimits/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key15 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err115];
                } else {
                  vErrors.push(err115);
                }
                errors++;
              }
            }
            if (data64.sessionStartTokens !== void 0) {
              let data65 = data64.sessionStartTokens;
              if (!(typeof data65 == "number" && (!(data65 % 1) && !isNaN(data65)))) {
                const err116 = { instancePath: instancePath + "/hostLimits/" + key14.replace(/~/g, "~0").replace(/\//g, "~1") + "/sessionStartTokens", schemaPath: "#/properties/hostLimits/additionalProperties/properties/sessionStartTokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err116];
                } else {
                  vErrors.push(err116);
                }
                errors++;
              }
              if (typeof data65 == "number") {
                if (data65 < 0 || isNaN(data65)) {
                  const err117 = { instancePath: instancePath + "/hostLimits/" + key14.replace(/~/g, "~0").replace(/\//g, "~1") + "/sessionStartTokens", schemaPath: "#/properties/hostLimits/additionalProperties/properties/sessionStartTokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                  if (vErrors === null) {
                    vErrors = [err117];
                  } else {
                    vErrors.push(err117);
                  }
                  errors++;
                }
              }
            }
            if (data64.toolTokens !== void 0) {
              let data66 = data64.toolTokens;
              if (!(typeof data66 == "number" && (!(data66 % 1) && !isNaN(data66)))) {
                const err118 = { instancePath: instancePath + "/hostLimits/" + key14.replace(/~/g, "~0").replace(/\//g, "~1") + "/toolTokens", schemaPath: "#/properties/hostLimits/additionalProperties/properties/toolTokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err118];
                } else {
                  vErrors.push(err118);
                }
                errors++;
              }
              if (typeof data66 == "number") {
                if (data66 < 0 || isNaN(data66)) {
                  const err119 = { instancePath: instancePath + "/hostLimits/" + key14.replace(/~/g, "~0").replace(/\//g, "~1") + "/toolTokens", schemaPath: "#/properties/hostLimits/additionalProperties/properties/toolTokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                  if (vErrors === null) {
                    vErrors = [err119];
                  } else {
                    vErrors.push(err119);
                  }
                  errors++;
                }
              }
            }
            if (data64.resultTokens !== void 0) {
              let data67 = data64.resultTokens;
              if (!(typeof data67 == "number" && (!(data67 % 1) && !isNaN(data67)))) {
                const err120 = { instancePath: instancePath + "/hostLimits/" + key14.replace(/~/g, "~0").replace(/\//g, "~1") + "/resultTokens", schemaPath: "#/properties/hostLimits/additionalProperties/properties/resultTokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err120];
                } else {
                  vErrors.push(err120);
                }
                errors++;
              }
              if (typeof data67 == "number") {
                if (data67 < 0 || isNaN(data67)) {
                  const err121 = { instancePath: instancePath + "/hostLimits/" + key14.replace(/~/g, "~0").replace(/\//g, "~1") + "/resultTokens", schemaPath: "#/properties/hostLimits/additionalProperties/properties/resultTokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                  if (vErrors === null) {
                    vErrors = [err121];
                  } else {
                    vErrors.push(err121);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err122 = { instancePath: instancePath + "/hostLimits/" + key14.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/hostLimits/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err122];
            } else {
              vErrors.push(err122);
            }
            errors++;
          }
        }
      } else {
        const err123 = { instancePath: instancePath + "/hostLimits", schemaPath: "#/properties/hostLimits/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err123];
        } else {
          vErrors.push(err123);
        }
        errors++;
      }
    }
    if (data.stability !== void 0) {
      let data68 = data.stability;
      if (data68 && typeof data68 == "object" && !Array.isArray(data68)) {
        for (const key16 in data68) {
          if (!(key16 === "toolsList" || key16 === "restart")) {
            const err124 = { instancePath: instancePath + "/stability", schemaPath: "#/properties/stability/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key16 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err124];
            } else {
              vErrors.push(err124);
            }
            errors++;
          }
        }
        if (data68.toolsList !== void 0) {
          let data69 = data68.toolsList;
          if (!(data69 === "warning" || data69 === "error")) {
            const err125 = { instancePath: instancePath + "/stability/toolsList", schemaPath: "#/properties/stability/properties/toolsList/enum", keyword: "enum", params: { allowedValues: schema11.properties.stability.properties.toolsList.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err125];
            } else {
              vErrors.push(err125);
            }
            errors++;
          }
        }
        if (data68.restart !== void 0) {
          if (typeof data68.restart !== "boolean") {
            const err126 = { instancePath: instancePath + "/stability/restart", schemaPath: "#/properties/stability/properties/restart/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err126];
            } else {
              vErrors.push(err126);
            }
            errors++;
          }
        }
      } else {
        const err127 = { instancePath: instancePath + "/stability", schemaPath: "#/properties/stability/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err127];
        } else {
          vErrors.push(err127);
        }
        errors++;
      }
    }
    if (data.growth !== void 0) {
      let data71 = data.growth;
      if (data71 && typeof data71 == "object" && !Array.isArray(data71)) {
        for (const key17 in data71) {
          if (!(key17 === "toolPercent" || key17 === "toolBytes" || key17 === "toolTokens" || key17 === "totalPercent" || key17 === "totalBytes" || key17 === "totalTokens")) {
            const err128 = { instancePath: instancePath + "/growth", schemaPath: "#/properties/growth/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key17 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err128];
            } else {
              vErrors.push(err128);
            }
            errors++;
          }
        }
        if (data71.toolPercent !== void 0) {
          let data72 = data71.toolPercent;
          if (typeof data72 == "number") {
            if (data72 < 0 || isNaN(data72)) {
              const err129 = { instancePath: instancePath + "/growth/toolPercent", schemaPath: "#/properties/growth/properties/toolPercent/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err129];
              } else {
                vErrors.push(err129);
              }
              errors++;
            }
          } else {
            const err130 = { instancePath: instancePath + "/growth/toolPercent", schemaPath: "#/properties/growth/properties/toolPercent/type", keyword: "type", params: { type: "number" }, message: "must be number" };
            if (vErrors === null) {
              vErrors = [err130];
            } else {
              vErrors.push(err130);
            }
            errors++;
          }
        }
        if (data71.toolBytes !== void 0) {
          let data73 = data71.toolBytes;
          if (!(typeof data73 == "number" && (!(data73 % 1) && !isNaN(data73)))) {
            const err131 = { instancePath: instancePath + "/growth/toolBytes", schemaPath: "#/properties/growth/properties/toolBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err131];
            } else {
              vErrors.push(err131);
            }
            errors++;
          }
          if (typeof data73 == "number") {
            if (data73 < 0 || isNaN(data73)) {
              const err132 = { instancePath: instancePath + "/growth/toolBytes", schemaPath: "#/properties/growth/properties/toolBytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err132];
              } else {
                vErrors.push(err132);
              }
              errors++;
            }
          }
        }
        if (data71.toolTokens !== void 0) {
          let data74 = data71.toolTokens;
          if (!(typeof data74 == "number" && (!(data74 % 1) && !isNaN(data74)))) {
            const err133 = { instancePath: instancePath + "/growth/toolTokens", schemaPath: "#/properties/growth/properties/toolTokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err133];
            } else {
              vErrors.push(err133);
            }
            errors++;
          }
          if (typeof data74 == "number") {
            if (data74 < 0 || isNaN(data74)) {
              const err134 = { instancePath: instancePath + "/growth/toolTokens", schemaPath: "#/properties/growth/properties/toolTokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err134];
              } else {
                vErrors.push(err134);
              }
              errors++;
            }
          }
        }
        if (data71.totalPercent !== void 0) {
          let data75 = data71.totalPercent;
          if (typeof data75 == "number") {
            if (data75 < 0 || isNaN(data75)) {
              const err135 = { instancePath: instancePath + "/growth/totalPercent", schemaPath: "#/properties/growth/properties/totalPercent/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err135];
              } else {
                vErrors.push(err135);
              }
              errors++;
            }
          } else {
            const err136 = { instancePath: instancePath + "/growth/totalPercent", schemaPath: "#/properties/growth/properties/totalPercent/type", keyword: "type", params: { type: "number" }, message: "must be number" };
            if (vErrors === null) {
              vErrors = [err136];
            } else {
              vErrors.push(err136);
            }
            errors++;
          }
        }
        if (data71.totalBytes !== void 0) {
          let data76 = data71.totalBytes;
          if (!(typeof data76 == "number" && (!(data76 % 1) && !isNaN(data76)))) {
            const err137 = { instancePath: instancePath + "/growth/totalBytes", schemaPath: "#/properties/growth/properties/totalBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err137];
            } else {
              vErrors.push(err137);
            }
            errors++;
          }
          if (typeof data76 == "number") {
            if (data76 < 0 || isNaN(data76)) {
              const err138 = { instancePath: instancePath + "/growth/totalBytes", schemaPath: "#/properties/growth/properties/totalBytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err138];
              } else {
                vErrors.push(err138);
              }
              errors++;
            }
          }
        }
        if (data71.totalTokens !== void 0) {
          let data77 = data71.totalTokens;
          if (!(typeof data77 == "number" && (!(data77 % 1) && !isNaN(data77)))) {
            const err139 = { instancePath: instancePath + "/growth/totalTokens", schemaPath: "#/properties/growth/properties/totalTokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err139];
            } else {
              vErrors.push(err139);
            }
            errors++;
          }
          if (typeof data77 == "number") {
            if (data77 < 0 || isNaN(data77)) {
              const err140 = { instancePath: instancePath + "/growth/totalTokens", schemaPath: "#/properties/growth/properties/totalTokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err140];
              } else {
                vErrors.push(err140);
              }
              errors++;
            }
          }
        }
      } else {
        const err141 = { instancePath: instancePath + "/growth", schemaPath: "#/properties/growth/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err141];
        } else {
          vErrors.push(err141);
        }
        errors++;
      }
    }
    if (data.ratchet !== void 0) {
      let data78 = data.ratchet;
      if (data78 && typeof data78 == "object" && !Array.isArray(data78)) {
        for (const key18 in data78) {
          if (!(key18 === "minDelta" || key18 === "stale")) {
            const err142 = { instancePath: instancePath + "/ratchet", schemaPath: "#/properties/ratchet/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key18 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err142];
            } else {
              vErrors.push(err142);
            }
            errors++;
          }
        }
        if (data78.minDelta !== void 0) {
          let data79 = data78.minDelta;
          if (data79 && typeof data79 == "object" && !Array.isArray(data79)) {
            for (const key19 in data79) {
              if (!(key19 === "bytes" || key19 === "tokens" || key19 === "chars")) {
                const err143 = { instancePath: instancePath + "/ratchet/minDelta", schemaPath: "#/properties/ratchet/properties/minDelta/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key19 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err143];
                } else {
                  vErrors.push(err143);
                }
                errors++;
              }
            }
            if (data79.bytes !== void 0) {
              let data80 = data79.bytes;
              if (!(typeof data80 == "number" && (!(data80 % 1) && !isNaN(data80)))) {
                const err144 = { instancePath: instancePath + "/ratchet/minDelta/bytes", schemaPath: "#/properties/ratchet/properties/minDelta/properties/bytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err144];
                } else {
                  vErrors.push(err144);
                }
                errors++;
              }
              if (typeof data80 == "number") {
                if (data80 < 0 || isNaN(data80)) {
                  const err145 = { instancePath: instancePath + "/ratchet/minDelta/bytes", schemaPath: "#/properties/ratchet/properties/minDelta/properties/bytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                  if (vErrors === null) {
                    vErrors = [err145];
                  } else {
                    vErrors.push(err145);
                  }
                  errors++;
                }
              }
            }
            if (data79.tokens !== void 0) {
              let data81 = data79.tokens;
              if (!(typeof data81 == "number" && (!(data81 % 1) && !isNaN(data81)))) {
                const err146 = { instancePath: instancePath + "/ratchet/minDelta/tokens", schemaPath: "#/properties/ratchet/properties/minDelta/properties/tokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err146];
                } else {
                  vErrors.push(err146);
                }
                errors++;
              }
              if (typeof data81 == "number") {
                if (data81 < 0 || isNaN(data81)) {
                  const err147 = { instancePath: instancePath + "/ratchet/minDelta/tokens", schemaPath: "#/properties/ratchet/properties/minDelta/properties/tokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                  if (vErrors === null) {
                    vErrors = [err147];
                  } else {
                    vErrors.push(err147);
                  }
                  errors++;
                }
              }
            }
            if (data79.chars !== void 0) {
              let data82 = data79.chars;
              if (!(typeof data82 == "number" && (!(data82 % 1) && !isNaN(data82)))) {
                const err148 = { instancePath: instancePath + "/ratchet/minDelta/chars", schemaPath: "#/properties/ratchet/properties/minDelta/properties/chars/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err148];
                } else {
                  vErrors.push(err148);
                }
                errors++;
              }
              if (typeof data82 == "number") {
                if (data82 < 0 || isNaN(data82)) {
                  const err149 = { instancePath: instancePath + "/ratchet/minDelta/chars", schemaPath: "#/properties/ratchet/properties/minDelta/properties/chars/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                  if (vErrors === null) {
                    vErrors = [err149];
                  } else {
                    vErrors.push(err149);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err150 = { instancePath: instancePath + "/ratchet/minDelta", schemaPath: "#/properties/ratchet/properties/minDelta/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err150];
            } else {
              vErrors.push(err150);
            }
            errors++;
          }
        }
        if (data78.stale !== void 0) {
          let data83 = data78.stale;
          if (!(data83 === "error" || data83 === "warning")) {
            const err151 = { instancePath: instancePath + "/ratchet/stale", schemaPath: "#/properties/ratchet/properties/stale/enum", keyword: "enum", params: { allowedValues: schema11.properties.ratchet.properties.stale.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err151];
            } else {
              vErrors.push(err151);
            }
            errors++;
          }
        }
      } else {
        const err152 = { instancePath: instancePath + "/ratchet", schemaPath: "#/properties/ratchet/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err152];
        } else {
          vErrors.push(err152);
        }
        errors++;
      }
    }
  } else {
    const err153 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err153];
    } else {
      vErrors.push(err153);
    }
    errors++;
  }
  validate10.errors = vErrors;
  return errors === 0;
}

// src/budget/config.ts
async function loadBudget(file, shown2 = file) {
  let text;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if (error.code === "ENOENT") {
      throw new ConfigError(shown2, [
        'not found. Create one with `npx mcp-budget init --server "<command that starts your server>"` (or `npx mcp-budget init` to import servers from .mcp.json), or pass --config <file>.'
      ]);
    }
    throw new ConfigError(shown2, [`cannot be read: ${error.message}`]);
  }
  return { file, dir: path2.dirname(path2.resolve(file)), text, config: parseBudget(shown2, text) };
}
var MAX_BUDGET_DEPTH = 64;
function parseBudget(file, original) {
  const text = original.charCodeAt(0) === 65279 ? original.slice(1) : original;
  const tooDeep = offsetPastDepth(text, MAX_BUDGET_DEPTH);
  if (tooDeep !== void 0) throw new ConfigError(file, [`${lineColumn(text, tooDeep)}: nested deeper than ${MAX_BUDGET_DEPTH} levels`]);
  const errors = [];
  const tree = parseTree2(text, errors, { disallowComments: true, allowTrailingComma: false });
  if (errors.length > 0 || !tree) {
    throw new ConfigError(
      file,
      errors.slice(0, 5).map((e) => `${lineColumn(text, e.offset)}: invalid JSON (${printParseErrorCode(e.error)})`)
    );
  }
  const structural = structuralProblems(tree, text);
  if (structural.length > 0) throw new ConfigError(file, structural);
  const value = parse2(text, [], { disallowComments: true, allowTrailingComma: false });
  if (!validate(value)) throw new ConfigError(file, describeSchemaErrors(validate.errors ?? []));
  const config = value;
  const problems = crossCheck(config);
  if (problems.length > 0) throw new ConfigError(file, problems);
  return config;
}
function structuralProblems(tree, text) {
  const problems = [];
  const stack = [{ node: tree, path: [] }];
  while (stack.length > 0 && problems.length < 10) {
    const { node, path: at } = stack.pop();
    const where = (segments, offset) => `${jsonPathOf(segments)} (${lineColumn(text, offset)})`;
    if (node.type === "object") {
      const keys = /* @__PURE__ */ new Set();
      for (const property of node.children ?? []) {
        const [keyNode, valueNode] = property.children ?? [];
        const key = String(keyNode?.value);
        if (key === "__proto__") problems.push(`${where([...at, key], property.offset)}: the key "__proto__" is not allowed`);
        else if (keys.has(key)) problems.push(`${where([...at, key], property.offset)}: "${key}" is written twice; keep one`);
        keys.add(key);
        if (valueNode) stack.push({ node: valueNode, path: [...at, key] });
      }
    } else if (node.type === "array") {
      (node.children ?? []).forEach((child, index) => stack.push({ node: child, path: [...at, index] }));
    } else if (node.type === "number" && !Number.isFinite(node.value)) {
      problems.push(`${where(at, node.offset)}: ${text.slice(node.offset, node.offset + node.length)} is too large to be a number`);
    }
  }
  return problems;
}
function jsonPathOf(segments) {
  const rendered = formatPath(segments);
  return rendered === "" ? "$" : rendered.startsWith("[") ? `$${rendered}` : `$.${rendered}`;
}
function crossCheck(config) {
  const problems = [];
  const seen = /* @__PURE__ */ new Set();
  (config.fixtures ?? []).forEach((fixture, index) => {
    if (seen.has(fixture.name)) problems.push(`$.fixtures[${index}].name: "${fixture.name}" is used by two fixtures`);
    seen.add(fixture.name);
    for (const rule of fixture.normalize ?? []) {
      try {
        new RegExp(rule.pattern, rule.flags);
      } catch (error) {
        problems.push(`$.fixtures[${index}].normalize: ${error.message}`);
      }
    }
  });
  for (const [name, server] of Object.entries(config.servers ?? {})) {
    if (server.ready !== void 0) {
      try {
        new RegExp(server.ready);
      } catch (error) {
        problems.push(`$.servers.${name}.ready: ${error.message}`);
      }
    }
  }
  return problems;
}
function describeSchemaErrors(errors) {
  const specific = errors.filter((e) => e.keyword !== "anyOf" && e.keyword !== "oneOf");
  const misspelt = new Set(specific.filter((e) => e.keyword === "additionalProperties").map((e) => e.instancePath));
  const chosen = (specific.length > 0 ? specific : errors).filter((e) => !(e.keyword === "required" && misspelt.has(e.instancePath)));
  const lines = chosen.map((e) => {
    const at = jsonPath(e.instancePath);
    switch (e.keyword) {
      case "additionalProperties": {
        const unknown = e.params.additionalProperty;
        const allowed = Object.keys(schemaForInstance(e.instancePath)?.properties ?? {});
        const near = allowed.find((key) => editDistance(key.toLowerCase(), unknown.toLowerCase()) <= 2);
        return `${at}: unknown key "${unknown}"${near ? ` (did you mean "${near}"?)` : allowed.length ? ` (expected one of: ${allowed.join(", ")})` : ""}`;
      }
      case "enum":
        return `${at}: must be one of ${e.params.allowedValues.map((v) => JSON.stringify(v)).join(", ")}`;
      case "required":
        return `${at}: missing "${e.params.missingProperty}"`;
      case "propertyNames":
        return `${at}: invalid key "${e.params.propertyName}"`;
      default:
        return `${at}: ${e.message ?? e.keyword}`;
    }
  });
  return [...new Set(lines)];
}
function jsonPath(pointer) {
  const segments = pointer.split("/").slice(1).map((raw) => raw.replace(/~1/g, "/").replace(/~0/g, "~"));
  const rendered = formatPath(segments.map((segment) => /^\d+$/.test(segment) ? Number(segment) : segment));
  return rendered === "" ? "$" : rendered.startsWith("[") ? `$${rendered}` : `$.${rendered}`;
}
function schemaForInstance(instancePath) {
  const resolve = (node2) => node2?.$ref ? resolve(budget_schema_default.definitions[node2.$ref.replace("#/definitions/", "")]) : node2;
  let node = resolve(budget_schema_default);
  for (const raw of instancePath.split("/").slice(1)) {
    const segment = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    const next = node?.properties?.[segment] ?? (typeof node?.additionalProperties === "object" ? node.additionalProperties : void 0) ?? node?.items;
    node = resolve(next);
  }
  return node;
}
function editDistance(a, b) {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length];
}
function lineColumn(text, offset) {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf("\n"); i !== -1 && i < offset; i = text.indexOf("\n", i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return `line ${line}, column ${offset - lineStart + 1}`;
}

// src/judge/limits.ts
function limitFor(config, server, name) {
  const own2 = server === void 0 ? void 0 : config.servers?.[server]?.limits?.[name];
  if (own2 !== void 0) return { value: own2, path: ["servers", server, "limits", name] };
  const top = config.limits?.[name];
  return top === void 0 ? void 0 : { value: top, path: ["limits", name] };
}

// src/judge/ceilings.ts
var UNITS = ["bytes", "tokens", "chars"];
function oversizedKey(subject) {
  return subject.kind === "tool" ? `${subject.server}/${subject.tool}` : `fixture:${subject.fixture.name}`;
}
function ceilingInForce(config, subject, unit) {
  const key = oversizedKey(subject);
  const entry = config.oversized && Object.hasOwn(config.oversized, key) ? config.oversized[key]?.[unit] : void 0;
  if (entry !== void 0) return { value: entry, path: ["oversized", key, unit], source: "oversized" };
  return generalCeiling(config, subject, unit);
}
function generalCeiling(config, subject, unit) {
  if (subject.kind === "tool") {
    const limit = limitFor(config, subject.server, unit === "bytes" ? "toolBytes" : unit === "tokens" ? "toolTokens" : "descriptionChars");
    return limit && { ...limit, source: "limit" };
  }
  if (unit === "chars") return void 0;
  const { fixture, index } = subject;
  const own2 = unit === "bytes" ? "maxBytes" : "maxTokens";
  const candidates = [];
  if (fixture[own2] !== void 0) candidates.push({ value: fixture[own2], path: ["fixtures", index, own2], source: "limit" });
  const general = limitFor(config, fixture.server, unit === "bytes" ? "resultBytes" : "resultTokens");
  if (general) candidates.push({ ...general, source: "limit" });
  return candidates.sort((a, b) => a.value - b.value)[0];
}
function fixtureSubject(config, name) {
  const index = (config.fixtures ?? []).findIndex((fixture) => fixture.name === name);
  return index === -1 ? void 0 : { kind: "fixture", fixture: config.fixtures[index], index };
}

// src/report/format.ts
var NUMBER;
function fmt(n) {
  if (Number.isSafeInteger(n)) return (n < 0 ? "-" : "") + String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ",");
  return (NUMBER ??= new Intl.NumberFormat("en-US")).format(n);
}
function over(actual, limit) {
  return `${fmt(actual)} > ${fmt(limit)} (+${fmt(actual - limit)})`;
}

// src/judge/changes.ts
var percentOf = (delta, before) => before > 0 ? delta / before * 100 : void 0;
function compareWithBase(base, head, ref, source) {
  const figures = (report) => {
    const tools = /* @__PURE__ */ new Map();
    for (const server of report.servers) {
      if (!server.ok) continue;
      for (const tool of server.tools) tools.set(`${server.name}/${tool.name}`, { bytes: tool.bytes, tokens: tool.tokens, descriptionChars: tool.descriptionChars, ...tool.digest ? { digest: tool.digest } : {} });
    }
    for (const fixture of report.fixtures) {
      if (fixture.pages.length === 0 || fixture.skipped !== void 0) continue;
      tools.set(`fixture:${fixture.name}`, { bytes: Math.max(...fixture.pages.map((p) => p.wireBytes)), tokens: Math.max(...fixture.pages.map((p) => p.tokens)) });
    }
    return tools;
  };
  const before = figures(base);
  const after = figures(head);
  const subjects = [];
  for (const subject of /* @__PURE__ */ new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(subject);
    const now = after.get(subject);
    const deltaBytes = (now?.bytes ?? 0) - (was?.bytes ?? 0);
    const deltaTokens = (now?.tokens ?? 0) - (was?.tokens ?? 0);
    const kind = !was ? "new" : !now ? "removed" : deltaBytes > 0 ? "grew" : deltaBytes < 0 ? "shrank" : was.digest !== now.digest ? "changed" : "unchanged";
    const strip = (f) => f && { bytes: f.bytes, tokens: f.tokens, ...f.descriptionChars === void 0 ? {} : { descriptionChars: f.descriptionChars } };
    subjects.push({ subject, kind, ...was ? { before: strip(was) } : {}, ...now ? { after: strip(now) } : {}, deltaBytes, deltaTokens });
  }
  const rank = (change2) => change2.kind === "unchanged" ? 1 : 0;
  subjects.sort((a, b) => rank(a) - rank(b) || b.deltaBytes - a.deltaBytes || a.subject.localeCompare(b.subject));
  const serverFigures = (report) => new Map(report.servers.filter((s) => s.ok).map((s) => [s.name, { bytes: s.totals.bytes, tokens: s.totals.tokens }]));
  const baseServers = serverFigures(base);
  const headServers = serverFigures(head);
  const servers = [.../* @__PURE__ */ new Set([...baseServers.keys(), ...headServers.keys()])].map((name) => {
    const was = baseServers.get(name);
    const now = headServers.get(name);
    const deltaBytes = (now?.bytes ?? 0) - (was?.bytes ?? 0);
    const percent = was ? percentOf(deltaBytes, was.bytes) : void 0;
    return { name, ...was ? { before: was } : {}, ...now ? { after: now } : {}, deltaBytes, deltaTokens: (now?.tokens ?? 0) - (was?.tokens ?? 0), ...percent === void 0 ? {} : { percent } };
  });
  const totalBefore = { bytes: base.totals.bytes, tokens: base.totals.tokens };
  const totalAfter = { bytes: head.totals.bytes, tokens: head.totals.tokens };
  const totalPercent = percentOf(totalAfter.bytes - totalBefore.bytes, totalBefore.bytes);
  return {
    ref,
    source,
    subjects,
    servers,
    total: { before: totalBefore, after: totalAfter, deltaBytes: totalAfter.bytes - totalBefore.bytes, deltaTokens: totalAfter.tokens - totalBefore.tokens, ...totalPercent === void 0 ? {} : { percent: totalPercent } }
  };
}
function growthFindings(config, table, accepted) {
  const gates = config.growth;
  if (!gates) return [];
  const severity = accepted ? "warning" : "error";
  const findings = [];
  const gate = (subject, what, before, after, limits, path12) => {
    const deltaBytes = after.bytes - before.bytes;
    const deltaTokens = after.tokens - before.tokens;
    const percent = percentOf(deltaBytes, before.bytes);
    const over2 = [];
    if (limits.percent !== void 0 && percent !== void 0 && percent > limits.percent) over2.push(["Percent", limits.percent, Math.round(percent), void 0, `${Math.round(percent)}% > ${limits.percent}%`]);
    if (limits.bytes !== void 0 && deltaBytes > limits.bytes) over2.push(["Bytes", limits.bytes, deltaBytes, "bytes", `+${fmt(deltaBytes)} > +${fmt(limits.bytes)} bytes`]);
    if (limits.tokens !== void 0 && deltaTokens > limits.tokens) over2.push(["Tokens", limits.tokens, deltaTokens, "tokens", `+${fmt(deltaTokens)} > +${fmt(limits.tokens)} tokens`]);
    for (const [key, limit, actual, unit, text] of over2) {
      findings.push({
        code: "GROWTH_OVER_BUDGET",
        severity,
        subject,
        limit,
        actual,
        ...unit ? { unit } : {},
        path: path12(key),
        message: `${what} grew ${fmt(before.bytes)} → ${fmt(after.bytes)} bytes against ${table.ref}: ${text}${accepted ? " (growth accepted in review)" : ""}`,
        fix: 'shrink it back, or accept the growth in review: raise the gate in budget.json, or label the pull request "mcp-budget: accept growth"'
      });
    }
  };
  for (const change2 of table.subjects) {
    if (change2.kind !== "grew" && change2.kind !== "changed" || !change2.before || !change2.after || change2.subject.startsWith("fixture:")) continue;
    gate(change2.subject, `tool ${change2.subject}`, change2.before, change2.after, { percent: gates.toolPercent, bytes: gates.toolBytes, tokens: gates.toolTokens }, (key) => ["growth", `tool${key}`]);
  }
  gate("total", "all tool definitions and instructions", table.total.before, table.total.after, { percent: gates.totalPercent, bytes: gates.totalBytes, tokens: gates.totalTokens }, (key) => ["growth", `total${key}`]);
  return findings;
}

// src/commands/base-measurement.ts
import { spawn as spawn2 } from "node:child_process";
import { chmodSync, existsSync as existsSync3, realpathSync as realpathSync2 } from "node:fs";
import { mkdtemp, rm as rm2 } from "node:fs/promises";
import os3 from "node:os";
import path10 from "node:path";

// src/budget/git-base.ts
import { execFile } from "node:child_process";
import { lstatSync, readlinkSync, realpathSync } from "node:fs";
import path3 from "node:path";
function git(cwd, args) {
  return new Promise((resolve) => {
    execFile("git", args, { cwd, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => resolve({ ok: !error, stdout, stderr }));
  });
}
async function readBaseBudget(cwd, budgetFile, ref) {
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
    const absolute = path3.resolve(cwd, file);
    return path3.relative(top, path3.join(realpathSync(path3.dirname(absolute)), path3.basename(absolute))).split(path3.sep).join("/");
  };
  const relative = inRepository(budgetFile);
  const tree = (await git(cwd, ["ls-tree", sha, "--", relative])).stdout;
  const shown2 = await git(cwd, ["show", `${sha}:${relative}`]);
  const headLink = lstatSync(path3.resolve(cwd, budgetFile), { throwIfNoEntry: false })?.isSymbolicLink() ? readlinkSync(path3.resolve(cwd, budgetFile)) : void 0;
  const baseIsLink = tree.startsWith("120000 ");
  let text = shown2.ok ? shown2.stdout : void 0;
  if (baseIsLink && text !== void 0) {
    const target = await git(cwd, ["show", `${sha}:${path3.posix.join(path3.posix.dirname(relative), text.trim())}`]);
    text = target.ok ? target.stdout : void 0;
  }
  return {
    ref,
    mergeBase: sha,
    text,
    symlink: { base: baseIsLink ? shown2.stdout.trim() : void 0, head: headLink },
    readText: async (file) => {
      const at = await git(cwd, ["show", `${sha}:${inRepository(file)}`]);
      if (!at.ok) throw new Error(`not in ${ref} at the merge base ${sha.slice(0, 12)}`);
      return at.stdout;
    }
  };
}

// src/report/report.ts
var EXIT = { ok: 0, overBudget: 1, usage: 2, server: 3 };
function exitCodeFor(report) {
  const errors = report.findings.filter((finding) => finding.severity === "error");
  if (errors.some((finding) => SERVER_FAILURE_CODES.has(finding.code))) return EXIT.server;
  return errors.length > 0 ? EXIT.overBudget : EXIT.ok;
}

// src/judge/check-definitions.ts
var RAISE_ADVICE = "or raise it in budget.json in a reviewed pull request";
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
            message: `tool definition is ${over(tool[unit], limit.value)} ${unit}`,
            fix: `shorten its description or input schema (see \`npx mcp-budget explain ${subject}\`), or list it in oversized (${JSON.stringify(subject)}: { "${unit}": ${tool[unit]} }) at today's size in a reviewed pull request`
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
          message: `description is ${over(tool.descriptionChars, description.value)} chars; hosts cut what is past the limit without telling the model`,
          fix: `shorten the description (move detail into parameter descriptions or the docs), or list it in oversized (${JSON.stringify(subject)}: { "chars": ${tool.descriptionChars} }) at today's length in a reviewed pull request`
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
          message: `"${tool.hostName}" is ${over(tool.hostName.length, name.value)} chars as the host shows it`,
          fix: "shorten the tool name (or the server name); model APIs reject function names over 64 chars"
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
        message: `server instructions are ${over(server.instructions.chars, instructions.value)} chars; hosts cut the rest`,
        fix: "shorten the instructions passed to the server constructor"
      });
    }
    if (config.servers?.[server.name]?.limits) findings.push(...checkTotals(config, server.name, [server]));
  }
  findings.push(...checkTotals(config, void 0, measured), ...duplicateNames(measured));
  return findings;
}
function checkTotals(config, server, servers) {
  const findings = [];
  const scope = server ?? "total";
  const own2 = (name) => {
    const limit = limitFor(config, server, name);
    return server !== void 0 && limit?.path[0] !== "servers" ? void 0 : limit;
  };
  const sums = {
    bytes: servers.reduce((sum, s) => sum + s.totals.bytes, 0),
    tokens: servers.reduce((sum, s) => sum + s.totals.tokens, 0),
    tools: servers.reduce((sum, s) => sum + s.totals.tools, 0)
  };
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
        message: `${server ? "this server's" : "all"} tool definitions and instructions are ${over(sums[unit], limit.value)} ${unit}`,
        fix: `shrink the largest tools (\`npx mcp-budget measure\` lists them heaviest first) ${RAISE_ADVICE}`
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
      message: `${fmt(sums.tools)} tools > ${fmt(count.value)}; hosts cap tools per request (Cursor 40, Windsurf 100, OpenAI 128)`,
      fix: "merge or remove tools, or disable some by default"
    });
  }
  return findings;
}
function duplicateNames(servers) {
  const owners = /* @__PURE__ */ new Map();
  for (const server of servers) {
    for (const tool of server.tools) owners.set(tool.name, [...owners.get(tool.name) ?? [], server.name]);
  }
  const findings = [];
  for (const [name, where] of owners) {
    if (where.length < 2) continue;
    const within2 = new Set(where).size < where.length;
    findings.push({
      code: "DUPLICATE_TOOL_NAME",
      severity: "error",
      subject: within2 ? `${where[0]}/${name}` : name,
      message: within2 ? `server "${where[0]}" lists tool "${name}" more than once` : `tool "${name}" is defined by servers ${[...new Set(where)].map((s) => `"${s}"`).join(" and ")}; hosts that do not prefix names cannot tell them apart`,
      fix: within2 ? "list each tool once" : "give the tools distinct names"
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
      const where = walk ? `page ${i + 1}` : "result";
      if (page.tooLarge) {
        const limit = ceilingInForce(config, subject, "bytes")?.value;
        findings.push({
          code,
          severity: "error",
          subject: key,
          actual: page.wireBytes,
          unit: "bytes",
          ...limit === void 0 ? {} : { limit },
          message: `${where} is ${fmt(page.wireBytes)} bytes, over mcp-budget's message cap; it was measured in bytes only, not kept or tokenized`,
          fix: "return a bounded page (projection, a token-budgeted page size and a cursor) instead of everything at once"
        });
        return;
      }
      for (const unit of ["tokens", "bytes"]) {
        const ceiling = ceilingInForce(config, subject, unit);
        const figure = unit === "bytes" ? page.wireBytes : page.tokens;
        if (!ceiling || ceiling.source === "oversized" || figure <= ceiling.value) continue;
        findings.push({
          code,
          severity: "error",
          subject: key,
          limit: ceiling.value,
          actual: figure,
          unit,
          path: ceiling.path,
          message: `${where} is ${fmt(figure)} ${unit} > ${fmt(ceiling.value)} (+${fmt(figure - ceiling.value)})${unit === "tokens" ? ` (text ${fmt(page.textTokens)}, structured ${fmt(page.structuredTokens)})` : ""}`,
          fix: `project the fields the model needs and page the rest (see \`npx mcp-budget explain ${key}\`), or list it in oversized at today's size in a reviewed pull request`
        });
      }
    });
  }
  return findings;
}

// src/judge/contract-findings.ts
function contractFindings(config, measurement) {
  const findings = [];
  for (const server of measurement.servers) {
    findings.push(...serverFindings(config, server));
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
      message: `fixture names server "${fixture.server}", which is not configured`,
      fix: `add "${fixture.server}" to servers (or mcpConfig), or correct the fixture`
    });
  });
  for (const skipped of measurement.skippedServers) {
    findings.push({
      code: "SERVER_START_FAILED",
      severity: "warning",
      subject: skipped.server,
      message: `skipped: ${skipped.reason} (declared in ${skipped.origin})`,
      fix: `declare "${skipped.server}" in budget.json servers with values mcp-budget can use; it overrides the imported entry`
    });
  }
  return findings;
}
function serverFindings(config, server) {
  const findings = [];
  const subject = server.name;
  if (server.failure) findings.push(failureFinding(subject, server.failure));
  const stopped = server.listStopped;
  if (stopped) {
    findings.push({
      code: "PAGINATION_LOOP",
      severity: "error",
      subject,
      message: stopped.reason === "max-pages" ? `tools/list still returned a next cursor after ${stopped.page} pages; stopped there` : `tools/list returned cursor ${JSON.stringify(stopped.cursor)} a second time (page ${stopped.page}); stopped there`,
      fix: "make tools/list return no nextCursor on its last page, and never repeat a cursor"
    });
  }
  for (const change2 of server.listingChanges ?? []) {
    findings.push({
      code: "TOOLS_LIST_UNSTABLE",
      severity: config.stability?.toolsList === "error" ? "error" : "warning",
      subject: `${subject}/${change2.tool}`,
      path: ["stability"],
      message: `${change2.when === "session" ? "a second tools/list in the same session" : "a listing after a restart"} differs from the first at ${change2.path}: hosts cache the prompt prefix, and tool definitions come first, so every session pays for it again`,
      fix: "make tools/list deterministic: stable order, no timestamps or random ids in names, descriptions or schemas"
    });
  }
  for (const tool of server.tools) {
    if (tool.inputSchemaError === void 0) continue;
    findings.push({
      code: "INVALID_INPUT_SCHEMA",
      severity: "error",
      subject: `${subject}/${tool.name}`,
      message: `inputSchema ${tool.inputSchemaError}`,
      fix: 'send a valid JSON Schema object with "type": "object"; hosts reject or silently drop tools whose schema they cannot read'
    });
  }
  if (server.stdoutNoise) {
    const { lines, first } = server.stdoutNoise;
    findings.push({
      code: "STDOUT_NOISE",
      severity: "warning",
      subject,
      actual: lines,
      message: `printed ${lines} line(s) on stdout that are not JSON-RPC (skipped); stdout belongs to the protocol. First: ${first.map((line) => JSON.stringify(line)).join(", ")}`,
      fix: "log to stderr instead of stdout"
    });
  }
  if (server.sandbox?.missing?.length) {
    findings.push({
      code: "SANDBOX_UNAVAILABLE",
      severity: "warning",
      subject,
      message: `ran without its full sandbox: ${server.sandbox.reason}`,
      fix: "install bubblewrap (apt-get install bubblewrap) and allow user namespaces, or set sandbox.require to true to refuse instead",
      path: ["sandbox"]
    });
  }
  return findings;
}
function failureFinding(subject, failure) {
  const stderr = failure.stderr ? `
last stderr lines:
${failure.stderr}` : "";
  const { code } = failure;
  return {
    code,
    severity: "error",
    subject,
    message: `${failure.phase}: ${failure.detail}${stderr}`,
    ...code === "SANDBOX_UNAVAILABLE" ? { path: ["sandbox", "require"] } : {},
    fix: failure.fix ?? (code === "SERVER_TIMEOUT" ? "make the server answer in time, or raise timeouts in budget.json" : code === "SANDBOX_UNAVAILABLE" ? "install bubblewrap (apt-get install bubblewrap) and allow user namespaces (see the README's security section), or set sandbox.require to false" : `run the server's command by hand to see why it fails (\`npx mcp-budget measure\` shows the same error)`)
  };
}
function fixtureFindings(config, report) {
  const index = (config.fixtures ?? []).findIndex((fixture2) => fixture2.name === report.name);
  const fixture = config.fixtures?.[index];
  const subject = `fixture:${report.name}`;
  const at = (...rest) => ["fixtures", index, ...rest];
  if (report.skippedBecause === "input-schema-unusable") {
    return [{ code: "INVALID_INPUT_SCHEMA", severity: "error", subject, message: report.skipped ?? "", fix: "make the inputSchema checkable: no $ref may lead back to the value it is checking" }];
  }
  if (report.skippedBecause) {
    const notListed = report.skippedBecause === "tool-not-listed";
    return [{
      code: notListed ? "TOOL_NOT_FOUND" : "ARGUMENTS_INVALID",
      severity: "error",
      subject,
      path: at(notListed ? "tool" : "arguments"),
      message: report.skipped ?? "",
      fix: {
        "tool-not-listed": "correct the fixture's tool name or remove the fixture",
        "cursor-not-available": "reference a fixture that walks pages and runs earlier on the same server",
        "arguments-do-not-match": "update the fixture's arguments to the tool's current schema"
      }[report.skippedBecause]
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
      path: at("normalize"),
      message: `the result's size varies between runs (${report.runs.map(fmt).join(", ")} tokens); the largest counts`,
      fix: "add normalize rules for timestamps and ids so the figure is repeatable"
    });
  }
  if (fixture && report.answer) findings.push(...expectationFindings(fixture, report, subject, at("expect")));
  const seen = /* @__PURE__ */ new Set();
  report.pages.forEach((page, i) => {
    for (const finding of shapeFindings(subject, report.tool, page.shape ?? {})) {
      if (seen.has(finding.code)) continue;
      seen.add(finding.code);
      findings.push(report.pages.length > 1 ? { ...finding, message: `page ${i + 1}: ${finding.message}` } : finding);
    }
  });
  return findings;
}
function walkFindings(subject, fixture, walk) {
  const paginate = fixture?.paginate;
  const findings = [];
  const fail = (code, message, fix) => findings.push({ code, severity: "error", subject, message, fix });
  for (const { page, flag, cursor } of walk.flagMismatches) {
    fail("TRUNCATION_NOT_IN_BAND", `page ${page}: ${paginate?.hasMore} is ${JSON.stringify(flag)} but the next cursor is ${cursor ? "present" : "absent"}`, "set the truncation flag exactly when a next cursor is returned");
  }
  if (walk.emptyLastPage !== void 0) {
    fail(
      "TRUNCATION_NOT_IN_BAND",
      `page ${walk.emptyLastPage - 1} returned a next cursor, but page ${walk.emptyLastPage} was empty and last: the cursor promised records that did not exist`,
      "return no next cursor on the page that holds the last record"
    );
  }
  const stopped = walk.stopped;
  if (stopped?.reason === "empty-page-with-cursor") fail("PAGINATION_LOOP", `page ${stopped.page} is empty yet returns a next cursor; stopped (a client would walk forever)`, "never return a next cursor with an empty page");
  if (stopped?.reason === "cursor-repeated") fail("PAGINATION_LOOP", `page ${stopped.page} returned cursor ${JSON.stringify(stopped.cursor)} a second time; stopped`, "make every cursor advance");
  if (stopped?.reason === "max-pages") fail("PAGINATION_LOOP", `still returning a next cursor after ${stopped.page} pages (paginate.maxPages); stopped`, "end the walk, or raise paginate.maxPages if the data really is that long");
  if (walk.repeatedCount > 0) {
    fail(
      "PAGINATION_DUPLICATE",
      `${walk.repeatedCount} record(s) came back more than once: ${walk.repeatedRecords.join(", ")}${walk.repeatedCount > walk.repeatedRecords.length ? ", …" : ""}`,
      "make the cursor encode the position after the last record returned (keyset), not an offset that shifts"
    );
  }
  if (walk.completed && walk.statedTotal !== void 0 && paginate?.key !== void 0 && walk.distinctRecords < walk.statedTotal) {
    fail(
      "PAGINATION_GAP",
      `the result states ${walk.statedTotal} records but the walk returned ${walk.distinctRecords} distinct ones`,
      "make every record reachable through the cursor; a page cut by a token budget must resume where it stopped"
    );
  }
  return findings;
}
function expectationFindings(fixture, report, subject, path12) {
  const answer = report.answer;
  const expect = fixture.expect ?? {};
  const wantError = expect.isError ?? false;
  const problems = [];
  if (report.isError !== wantError) {
    problems.push(wantError ? "expected an error result, got success" : `expected success, got ${answer.rpcError !== void 0 ? `JSON-RPC error ${answer.rpcError}` : "isError: true"}`);
  }
  if (answer.textIncludes === false) problems.push(`expected the text to include ${JSON.stringify(expect.textIncludes)}`);
  if (problems.length === 0) return [];
  return [{
    code: "EXPECTATION_FAILED",
    severity: "error",
    subject,
    path: path12,
    message: `${problems.join("; ")}. It returned: ${JSON.stringify(answer.preview)}`,
    fix: fixture.expect ? "fix the tool, or the fixture's expect if the behaviour changed on purpose" : `fix the tool or the fixture's arguments; a fixture without "expect" must succeed`
  }];
}
function shapeFindings(subject, tool, shape) {
  const findings = [];
  if (shape.structuredMissing) {
    findings.push({
      code: "MISSING_STRUCTURED_CONTENT",
      severity: "error",
      subject,
      message: `tool "${tool}" declares an outputSchema but the result has no structuredContent`,
      fix: "return structuredContent that conforms to the outputSchema (clients such as the MCP SDK reject this result)"
    });
  }
  if (shape.outputSchemaError !== void 0) {
    findings.push({ code: "OUTPUT_SCHEMA_MISMATCH", severity: "error", subject, message: `outputSchema of "${tool}" cannot be used: ${shape.outputSchemaError}`, fix: "send a valid JSON Schema as outputSchema" });
  }
  if (shape.outputMismatch !== void 0) {
    findings.push({
      code: "OUTPUT_SCHEMA_MISMATCH",
      severity: "error",
      subject,
      message: `structuredContent does not match the outputSchema of "${tool}": ${shape.outputMismatch}`,
      fix: "make the result conform to the outputSchema, or correct the schema"
    });
  }
  if (shape.prettyPrinted) {
    findings.push({
      code: "PRETTY_PRINTED_TEXT",
      severity: "warning",
      subject,
      actual: shape.prettyPrinted.tokens,
      unit: "tokens",
      message: `a text block is pretty-printed JSON; the compact form would save ${fmt(shape.prettyPrinted.tokens)} tokens (${fmt(shape.prettyPrinted.chars)} chars)`,
      fix: "serialize with JSON.stringify(value) instead of JSON.stringify(value, null, 2)"
    });
  }
  if (shape.stringWrapped) {
    const { key, tokens, escapingTokens } = shape.stringWrapped;
    findings.push({
      code: "STRING_WRAPPED_STRUCTURED",
      severity: "warning",
      subject,
      actual: tokens,
      unit: "tokens",
      message: `structuredContent.${key} is a JSON document inside a string: ${fmt(tokens)} tokens for an escaped copy of the payload (${fmt(escapingTokens)} of them escaping), on top of the text block`,
      fix: "return the object itself as structuredContent (and its compact JSON as the text block), not a string of JSON"
    });
  }
  if (shape.binary) {
    findings.push({
      code: "BINARY_CONTENT",
      severity: "notice",
      subject,
      actual: shape.binary.bytes,
      unit: "bytes",
      message: `${fmt(shape.binary.bytes)} bytes of base64 payload (${Object.entries(shape.binary.blocks).map(([type, n]) => `${n} ${type}`).join(", ")}); not counted as text tokens, hosts bill images and audio by their own rules`
    });
  }
  return findings;
}

// hosts/anthropic-api.json
var anthropic_api_default = {
  name: "anthropic-api",
  title: "Anthropic API",
  facts: {
    definitionFormat: {
      value: "anthropic",
      source: "docs.anthropic.com tool use: tools[] with name, description, input_schema",
      checked: "2026-11-30"
    },
    toolName: {
      value: "{tool}",
      source: "the integrator names the tool",
      checked: "2026-11-30"
    },
    maxNameChars: {
      value: 128,
      source: "claude-code#96152: tools.custom.name <= 128",
      checked: "2026-11-30"
    },
    fixedOverheadTokens: {
      value: 328,
      source: "mcp-context-cost METHODOLOGY: one minimal tool measured at +328 tokens of tool-use system prompt on a 2026 model (docs table: 159–530)",
      checked: "2026-11-30"
    },
    resultChannel: {
      value: "content",
      source: "whatever the integrator puts in tool_result; content assumed",
      checked: "2026-11-30"
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
      source: 'docs/mcp.md "For MCP server authors" (Claude Code docs)',
      checked: "2026-11-30"
    },
    toolName: {
      value: "mcp__{server}__{tool}",
      source: "claude-code#16425, #20830 (names are mcp__<server>__<tool>)",
      checked: "2026-11-30"
    },
    maxNameChars: {
      value: 128,
      source: "claude-code#96152 (tools.custom.name <= 128 error at v2.1.280)",
      checked: "2026-11-30"
    },
    descriptionCut: {
      value: 2048,
      source: "docs/mcp.md; claude-code#41593 (v2.1.84 WoH=2048), #87650 (v2.1.234 Tpe=2048)",
      checked: "2026-11-30"
    },
    instructionsCut: {
      value: 2048,
      source: 'docs/mcp.md "For MCP server authors": tool descriptions and server instructions truncated at 2 KB each',
      checked: "2026-11-30"
    },
    resultChannel: {
      value: "structured-only",
      source: "claude-code#55677 (v2.1.126), #79944 (v2.1.280 marker test): only JSON.stringify(structuredContent) when present",
      checked: "2026-11-30"
    },
    resultCut: {
      value: {
        kind: "tokens",
        limit: 25e3
      },
      source: "Claude Code docs: default MAX_MCP_OUTPUT_TOKENS 25,000; warning above 10,000",
      checked: "2026-11-30"
    },
    deferredLoading: {
      value: true,
      source: 'docs/mcp.md "Scale with MCP tool search": tool search on by default; at session start only tool names and server instructions are sent',
      checked: "2026-11-30"
    },
    strippedSchemaKeywords: {
      value: [
        "anyOf@root",
        "oneOf@root",
        "allOf@root"
      ],
      source: 'docs/mcp.md "Tool input schemas with a root-level combinator": flattened, with a sentence prepended to the description (skipped before v2.1.195)',
      checked: "2026-11-30"
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
      source: "same Anthropic tools[] rendering as the Anthropic API (claude-code#66519 error texts)",
      checked: "2026-11-30"
    },
    toolName: {
      value: "{tool}",
      source: "Claude Desktop sends MCP tools under their own names (claude-code#26406 reports) (re-check)",
      checked: "2026-11-30"
    },
    resultCut: {
      value: {
        kind: "bytes",
        limit: 1048576
      },
      source: 'strickvl/mcp-beeminder#2; claude-code#66519 ("Maximum size is 1MB")',
      checked: "2026-11-30"
    },
    resultChannel: {
      value: "content",
      source: "no report of structuredContent-only rendering; content blocks assumed (re-check)",
      checked: "2026-11-30"
    }
  }
};

// hosts/codex.json
var codex_default = {
  name: "codex",
  title: "Codex CLI",
  facts: {
    definitionFormat: {
      value: "openai",
      source: "hmarr/openai-chat-tokens: function definitions rewritten into a TypeScript namespace block",
      checked: "2026-11-30"
    },
    toolName: {
      value: "{server}__{tool}",
      source: "openai/codex: MCP tools are qualified as <server>__<tool> (re-check the exact delimiter against codex-rs before relying on it)",
      checked: "2026-11-30"
    },
    maxNameChars: {
      value: 64,
      source: "OpenAI API function names ^[a-zA-Z0-9_-]{1,64}$",
      checked: "2026-11-30"
    },
    maxTools: {
      value: 128,
      source: "OpenAI API: at most 128 tools",
      checked: "2026-11-30"
    },
    resultChannel: {
      value: "content",
      source: "Codex forwards content blocks of MCP results",
      checked: "2026-11-30"
    },
    resultCut: {
      value: {
        kind: "head-tail",
        bytes: 10240,
        lines: 256
      },
      source: "openai/codex since v0.56: every tool output capped at 10 KiB or 256 lines, head + tail with markers",
      checked: "2026-11-30"
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
      source: "Copilot CLI sends function tools",
      checked: "2026-11-30"
    },
    resultChannel: {
      value: "content",
      source: "content blocks (github/copilot-cli#1732)",
      checked: "2026-11-30"
    },
    resultCut: {
      value: {
        kind: "head",
        bytes: 10240
      },
      source: "github/copilot-cli#1732: MCP tool responses truncated to 10 KB",
      checked: "2026-11-30"
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
      source: "Copilot for JetBrains sends function tools",
      checked: "2026-11-30"
    },
    maxTools: {
      value: 128,
      source: "microsoft/copilot-intellij-feedback#1842: same 128 limit",
      checked: "2026-11-30"
    },
    resultChannel: {
      value: "both",
      source: "microsoft/copilot-intellij-feedback#2058: shows both content and structuredContent to the model",
      checked: "2026-11-30"
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
      source: "Cursor sends function tools to its models (OpenAI-style)",
      checked: "2026-11-30"
    },
    maxTools: {
      value: 40,
      source: "2025 Cursor docs quoted in bun913/mcp-testrail#6 and getsentry/sentry-mcp-stdio#3: only the first 40 tools are sent (current docs publish no number)",
      checked: "2026-11-30"
    },
    maxNameChars: {
      value: 60,
      source: "Cursor: server name + tool name <= 60 chars (Snowflake-Labs/mcp#77)",
      checked: "2026-11-30"
    },
    toolName: {
      value: "{server}_{tool}",
      source: "Cursor combines server and tool name (Snowflake-Labs/mcp#77)",
      checked: "2026-11-30"
    },
    resultChannel: {
      value: "content",
      source: "no report of structuredContent rendering; content assumed (re-check)",
      checked: "2026-11-30"
    }
  }
};

// hosts/gemini-cli.json
var gemini_cli_default = {
  name: "gemini-cli",
  title: "Gemini CLI",
  facts: {
    definitionFormat: {
      value: "gemini",
      source: "Gemini API function declarations (OpenAPI 3.0 subset)",
      checked: "2026-11-30"
    },
    toolName: {
      value: "mcp_{server}_{tool}",
      source: "gemini-cli: MCP tools renamed mcp_{server}_{tool}",
      checked: "2026-11-30"
    },
    maxNameChars: {
      value: 64,
      source: "gemini-cli: names sanitized and truncated to 64 (63 + digest on collision)",
      checked: "2026-11-30"
    },
    maxTools: {
      value: 512,
      source: 'Gemini API: "At most 512 function declarations"',
      checked: "2026-11-30"
    },
    resultChannel: {
      value: "content",
      source: "gemini-cli forwards content blocks",
      checked: "2026-11-30"
    },
    strippedSchemaKeywords: {
      value: [
        "$defs",
        "$ref"
      ],
      source: "gemini-cli#13326: a schema with $defs once made the tools invisible; Gemini declarations are an OpenAPI 3.0 subset",
      checked: "2026-11-30"
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
      source: "OpenAI function calling; definitions rewritten into a TypeScript namespace block (hmarr/openai-chat-tokens)",
      checked: "2026-11-30"
    },
    toolName: {
      value: "{tool}",
      source: "the integrator names the function",
      checked: "2026-11-30"
    },
    maxNameChars: {
      value: 64,
      source: "OpenAI API: name ^[a-zA-Z0-9_-]{1,64}$ (mcpconform profiles/openai.json, verified 2026-06-07)",
      checked: "2026-11-30"
    },
    maxTools: {
      value: 128,
      source: "OpenAI API: at most 128 tools (mcpconform profiles/openai.json)",
      checked: "2026-11-30"
    },
    descriptionCut: {
      value: 1024,
      source: "OpenAI API: description <= 1024 chars (mcpconform profiles/openai.json)",
      checked: "2026-11-30"
    },
    resultChannel: {
      value: "content",
      source: "whatever the integrator sends; content assumed",
      checked: "2026-11-30"
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
      source: "VS Code Copilot sends tools as functions to its models",
      checked: "2026-11-30"
    },
    maxTools: {
      value: 128,
      source: 'microsoft/vscode-copilot-release#11653, #13065: "You may not include more than 128 tools in your request"',
      checked: "2026-11-30"
    },
    toolName: {
      value: "mcp_{server}_{tool}",
      source: "VS Code Copilot MCP tool naming (microsoft/vscode#294055) (re-check)",
      checked: "2026-11-30"
    },
    maxNameChars: {
      value: 64,
      source: "OpenAI-compatible function names <= 64",
      checked: "2026-11-30"
    },
    resultChannel: {
      value: "structured-only",
      source: "shared notes: Claude Code and VS Code send only compact structuredContent when present (independent measurement)",
      checked: "2026-11-30"
    }
  }
};

// src/budget/host-profiles.ts
var HOST_PROFILES = Object.fromEntries(
  [anthropic_api_default, claude_code_default, claude_desktop_default, codex_default, copilot_cli_default, copilot_jetbrains_default, cursor_default, gemini_cli_default, openai_api_default, vscode_copilot_default].map((profile) => [profile.name, profile])
);

// src/judge/host-findings.ts
function hostFindings(config, servers, fixtures) {
  const findings = [];
  for (const host of config.hosts ?? []) {
    const profile = HOST_PROFILES[host];
    const { facts } = profile;
    const source = (fact) => fact ? ` (${fact.source}; checked ${fact.checked})` : "";
    let toolCount = 0;
    for (const server of servers) {
      const view = server.hosts?.find((h) => h.host === host);
      if (!view) continue;
      toolCount += view.tools;
      const byName = /* @__PURE__ */ new Map();
      for (const tool of server.tools) if (!byName.has(tool.name)) byName.set(tool.name, tool);
      for (const tool of view.perTool) {
        const subject = `${server.name}/${tool.name}`;
        const original = byName.get(tool.name);
        if (tool.descriptionCut && facts.descriptionCut) {
          findings.push({
            code: "HOST_DESCRIPTION_CUT",
            severity: "error",
            subject,
            limit: facts.descriptionCut.value,
            actual: original?.descriptionChars,
            unit: "chars",
            path: ["hosts"],
            message: `${profile.title} cuts this description at ${fmt(facts.descriptionCut.value)} chars, silently: the model reads ${fmt(facts.descriptionCut.value)} of ${fmt(original?.descriptionChars ?? 0)}${source(facts.descriptionCut)}`,
            fix: "shorten the description below the cut; put the essential part first"
          });
        }
        if (tool.strippedKeywords?.length) {
          findings.push({
            code: "HOST_SCHEMA_STRIPPED",
            severity: "warning",
            subject,
            path: ["hosts"],
            message: `${profile.title} drops or rewrites ${tool.strippedKeywords.map((k) => JSON.stringify(k)).join(", ")} in this input schema: the model may not see the tool as written${source(facts.strippedSchemaKeywords)}`,
            fix: "inline the definitions and avoid a root-level combinator: a flat object schema reads the same everywhere"
          });
        }
        if (facts.maxNameChars && tool.hostName.length > facts.maxNameChars.value) {
          findings.push({
            code: "HOST_NAME_TOO_LONG",
            severity: "error",
            subject,
            limit: facts.maxNameChars.value,
            actual: tool.hostName.length,
            unit: "chars",
            path: ["hosts"],
            message: `${profile.title} names it "${tool.hostName}" (${tool.hostName.length} chars), over its ${facts.maxNameChars.value}${source(facts.maxNameChars)}`,
            fix: "shorten the tool or the server name"
          });
        }
      }
      if (view.instructionsCut && facts.instructionsCut) {
        findings.push({
          code: "HOST_DESCRIPTION_CUT",
          severity: "error",
          subject: server.name,
          limit: facts.instructionsCut.value,
          actual: server.instructions?.chars,
          unit: "chars",
          path: ["hosts"],
          message: `${profile.title} cuts the server instructions at ${fmt(facts.instructionsCut.value)} chars${source(facts.instructionsCut)}`,
          fix: "shorten the instructions below the cut"
        });
      }
    }
    const limits = config.hostLimits?.[host];
    const sessionStart = servers.reduce((sum, server) => sum + (server.hosts?.find((h) => h.host === host)?.sessionStartTokens ?? 0), 0);
    if (limits?.sessionStartTokens !== void 0 && sessionStart > limits.sessionStartTokens) {
      findings.push({
        code: "HOST_OVER_BUDGET",
        severity: "error",
        subject: "total",
        limit: limits.sessionStartTokens,
        actual: sessionStart,
        unit: "tokens",
        path: ["hostLimits", host, "sessionStartTokens"],
        message: `in ${profile.title}, every session starts with ${fmt(sessionStart)} tokens of these servers > ${fmt(limits.sessionStartTokens)} (+${fmt(sessionStart - limits.sessionStartTokens)})`,
        fix: "shrink the heaviest tools as this host sends them (`npx mcp-budget measure`)"
      });
    }
    for (const server of servers) {
      for (const tool of server.hosts?.find((h) => h.host === host)?.perTool ?? []) {
        if (limits?.toolTokens !== void 0 && tool.tokens > limits.toolTokens) {
          findings.push({
            code: "HOST_OVER_BUDGET",
            severity: "error",
            subject: `${server.name}/${tool.name}`,
            limit: limits.toolTokens,
            actual: tool.tokens,
            unit: "tokens",
            path: ["hostLimits", host, "toolTokens"],
            message: `as ${profile.title} sends it, this tool is ${fmt(tool.tokens)} tokens > ${fmt(limits.toolTokens)}`,
            fix: "shorten its description or input schema"
          });
        }
      }
    }
    for (const fixture of fixtures) {
      const view = fixture.hosts?.find((h) => h.host === host);
      if (view && limits?.resultTokens !== void 0 && view.tokens > limits.resultTokens) {
        findings.push({
          code: "HOST_OVER_BUDGET",
          severity: "error",
          subject: `fixture:${fixture.name}`,
          limit: limits.resultTokens,
          actual: view.tokens,
          unit: "tokens",
          path: ["hostLimits", host, "resultTokens"],
          message: `${profile.title}'s model receives ${fmt(view.tokens)} tokens of this result > ${fmt(limits.resultTokens)}`,
          fix: "page the result and project the fields the model needs"
        });
      }
    }
    if (facts.maxTools && toolCount > facts.maxTools.value) {
      findings.push({
        code: "HOST_TOO_MANY_TOOLS",
        severity: "error",
        subject: "total",
        limit: facts.maxTools.value,
        actual: toolCount,
        unit: "tools",
        path: ["hosts"],
        message: `${fmt(toolCount)} tools, and ${profile.title} accepts at most ${fmt(facts.maxTools.value)}${source(facts.maxTools)}`,
        fix: "merge or remove tools, or let users enable them in groups"
      });
    }
    for (const fixture of fixtures) {
      const view = fixture.hosts?.find((h) => h.host === host);
      if (!view) continue;
      const subject = `fixture:${fixture.name}`;
      const cut = facts.resultCut?.value;
      if (cut?.kind === "tokens" && view.tokens > cut.limit) {
        findings.push({
          code: "HOST_RESULT_OVER_CAP",
          severity: "error",
          subject,
          limit: cut.limit,
          actual: view.tokens,
          unit: "tokens",
          path: ["hosts"],
          message: `${profile.title} receives ${fmt(view.tokens)} tokens of this result, over its cap of ${fmt(cut.limit)}${source(facts.resultCut)}`,
          fix: "page the result and project the fields the model needs"
        });
      }
      if (view.lost.length > 0) {
        findings.push({
          code: "TRUNCATED_BY_HOST",
          severity: "error",
          subject,
          path: ["hosts"],
          message: `${profile.title}'s cut of this result loses ${view.lost.join(", ")}: the model can neither go on nor know there was more${source(facts.resultCut)}`,
          fix: 'keep results under the cut, or put the cursor and a "more" notice where the cut keeps them (the start or the end)'
        });
      }
    }
  }
  return findings;
}

// src/judge/ratchet.ts
var DEFAULT_MIN_DELTA = { bytes: 64, tokens: 16, chars: 16 };
var UPDATE_COMMAND = "npx mcp-budget update";
function judgeOversized(config, servers, fixtures) {
  const minDelta = { ...DEFAULT_MIN_DELTA, ...config.ratchet?.minDelta };
  return Object.entries(config.oversized ?? {}).map(([key, entry]) => {
    const state = subjectState(config, key, servers, fixtures);
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
        message: `oversized entry for ${state.why}`,
        fix: `run \`${UPDATE_COMMAND}\` and commit budget.json (it removes the entry)`
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
          message: `known-oversized ${describe(key)} grew: ${fmt(actual)} > ${fmt(ceiling)} ${unit} (+${fmt(actual - ceiling)}); oversized entries may shrink, never grow`,
          fix: `bring it back to ${fmt(ceiling)} ${unit} or less; raising the entry is a decision for a reviewed pull request`
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
          message: target === void 0 ? `${describe(key)} is now ${fmt(actual)} ${unit} and fits the general limit of ${fmt(state.general[unit])}: the oversized entry (${fmt(ceiling)}) is no longer needed` : `${describe(key)} shrank to ${fmt(actual)} ${unit} (entry says ${fmt(ceiling)}, -${fmt(ceiling - actual)}): lower the entry so it cannot grow back`,
          fix: `run \`${UPDATE_COMMAND}\` and commit budget.json`
        });
      }
    }
  }
  return findings;
}
function describe(key) {
  return key.startsWith("fixture:") ? `result of ${key}` : `tool ${key}`;
}
function subjectState(config, key, servers, fixtures) {
  if (key.startsWith("fixture:")) {
    const name = key.slice("fixture:".length);
    if (!fixtureSubject(config, name)) return { kind: "gone", why: `fixture "${name}", which budget.json no longer defines` };
    const report = fixtures.find((f) => f.name === name);
    if (!report || report.skipped !== void 0 || report.pages.length === 0) return { kind: "unknown" };
    const largest = (unit) => Math.max(...report.pages.map((page) => page[unit]));
    const subject2 = fixtureSubject(config, name);
    return {
      kind: "measured",
      figures: { bytes: largest("wireBytes"), tokens: largest("tokens") },
      general: { bytes: generalCeiling(config, subject2, "bytes")?.value, tokens: generalCeiling(config, subject2, "tokens")?.value }
    };
  }
  const slash = key.indexOf("/");
  const serverName = key.slice(0, slash);
  const toolName = key.slice(slash + 1);
  const server = servers.find((s) => s.name === serverName);
  if (!server) return { kind: "gone", why: `server "${serverName}", which is no longer configured` };
  if (!server.ok) return { kind: "unknown" };
  const tool = server.tools.find((t) => t.name === toolName);
  if (!tool) return { kind: "gone", why: `tool "${toolName}", which server "${serverName}" no longer lists` };
  const subject = { kind: "tool", server: serverName, tool: toolName };
  return {
    kind: "measured",
    figures: { bytes: tool.bytes, tokens: tool.tokens, chars: tool.descriptionChars },
    general: { bytes: generalCeiling(config, subject, "bytes")?.value, tokens: generalCeiling(config, subject, "tokens")?.value, chars: generalCeiling(config, subject, "chars")?.value }
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

// src/judge/judge.ts
function judge(config, measurement, configFile) {
  annotateCeilings(config, measurement);
  const verdicts = judgeOversized(config, measurement.servers, measurement.fixtures);
  const findings = [...contractFindings(config, measurement), ...checkDefinitions(config, measurement.servers), ...checkResults(config, measurement.fixtures), ...hostFindings(config, measurement.servers, measurement.fixtures), ...ratchetFindings(config, verdicts)];
  return { report: buildReport(measurement, sortFindings(findings), configFile), verdicts };
}
function judgeContracts(config, measurement, configFile) {
  return buildReport(measurement, sortFindings(contractFindings(config, measurement)), configFile);
}
function buildReport(measurement, findings, configFile) {
  const measured = measurement.servers.filter((server) => server.ok);
  const report = {
    schemaVersion: 1,
    ok: false,
    tokenizer: measurement.tokenizer,
    ...measurement.cache ? { cache: measurement.cache } : {},
    ...configFile ? { config: configFile } : {},
    servers: measurement.servers,
    fixtures: measurement.fixtures,
    totals: {
      servers: measurement.servers.length,
      tools: measured.reduce((sum, s) => sum + s.totals.tools, 0),
      bytes: measured.reduce((sum, s) => sum + s.totals.bytes, 0),
      tokens: measured.reduce((sum, s) => sum + s.totals.tokens, 0)
    },
    findings,
    ...measurement.skippedServers.length > 0 ? { skippedServers: measurement.skippedServers } : {}
  };
  report.ok = exitCodeFor(report) === 0;
  return report;
}
function annotateCeilings(config, measurement) {
  const both = (subject) => {
    const ceiling = {};
    for (const unit of UNITS) {
      const value = ceilingInForce(config, subject, unit)?.value;
      if (value !== void 0) ceiling[unit] = value;
    }
    return ceiling;
  };
  for (const server of measurement.servers) {
    for (const tool of server.tools) tool.ceiling = both({ kind: "tool", server: server.name, tool: tool.name });
  }
  for (const report of measurement.fixtures) {
    const subject = fixtureSubject(config, report.name);
    if (subject) report.ceiling = both(subject);
  }
}
var SEVERITY_ORDER = { error: 0, warning: 1, notice: 2 };
function sortFindings(findings) {
  return findings.map((finding, order) => ({ finding, order })).sort((a, b) => SEVERITY_ORDER[a.finding.severity] - SEVERITY_ORDER[b.finding.severity] || a.order - b.order).map(({ finding }) => finding);
}

// src/measure/measure-all.ts
import os2 from "node:os";

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
function differingPath(a, b, at) {
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) {
    return JSON.stringify(a) === JSON.stringify(b) ? void 0 : at || "/";
  }
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  for (const key of /* @__PURE__ */ new Set([...keysA, ...keysB])) {
    const inner = differingPath(a[key], b[key], `${at}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`);
    if (inner) return inner;
  }
  return keysA.join() === keysB.join() ? void 0 : `${at || "/"} (key order)`;
}

// src/servers/server-failure.ts
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
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    for (const key of [...new Set(parsed.searchParams.keys())]) parsed.searchParams.set(key, "***");
    return parsed.toString().replace(/%2A%2A%2A/g, "***");
  } catch {
    return "(an invalid url)";
  }
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

// src/servers/list-tools.ts
var MAX_LIST_PAGES = 100;
async function listTools(session, maxPages = MAX_LIST_PAGES) {
  const name = session.options.name;
  const tools = [];
  let stopped;
  const seenCursors = /* @__PURE__ */ new Set();
  let cursor;
  let pages = 0;
  do {
    if (pages >= maxPages) {
      stopped = { page: pages, reason: "max-pages" };
      break;
    }
    const wire = await session.request("tools/list", cursor === void 0 ? {} : { cursor }, "list");
    pages += 1;
    const message = wire.message;
    if (!message || message.error !== void 0) {
      const detail = wire.tooLarge ? `tools/list page of ${wire.bytes} bytes exceeds the message cap` : `tools/list answered with an error: ${JSON.stringify(message?.error)}`;
      throw new ServerFailure("PROTOCOL_ERROR", name, "list", detail, session.stderr.lines());
    }
    const page = message.result;
    if (!Array.isArray(page.tools) || page.tools.some((tool) => typeof tool?.name !== "string")) {
      throw new ServerFailure("PROTOCOL_ERROR", name, "list", 'tools/list result has no valid "tools" array', session.stderr.lines());
    }
    tools.push(...page.tools);
    const next = page.nextCursor;
    cursor = typeof next === "string" && next !== "" ? next : void 0;
    if (cursor !== void 0 && seenCursors.has(cursor)) {
      stopped = { page: pages, reason: "cursor-repeated", cursor };
      break;
    }
    if (cursor !== void 0) seenCursors.add(cursor);
  } while (cursor !== void 0);
  return { tools, pages, ...stopped ? { stopped } : {} };
}

// src/measure/measure-definitions.ts
var DEFAULT_HOST_TOOL_NAME = "mcp__{server}__{tool}";
function measureTool(tool, server, tokenizer, hostToolName) {
  const json = JSON.stringify(tool);
  const description = typeof tool.description === "string" ? tool.description : "";
  return {
    name: tool.name,
    // What the model reads, fingerprinted: a changed description is listed in a pull request even at equal size.
    digest: nodeCrypto().createHash("sha256").update(json).digest("hex").slice(0, 16),
    bytes: Buffer.byteLength(json, "utf8"),
    tokens: tokenizer.count(json),
    descriptionChars: charCount(description),
    hostName: hostToolName.replaceAll("{server}", server).replaceAll("{tool}", tool.name)
  };
}
function measureText(text, tokenizer) {
  return { chars: charCount(text), bytes: Buffer.byteLength(text, "utf8"), tokens: tokenizer.count(text) };
}
function charCount(text) {
  return text.length;
}

// src/measure/host-payload.ts
function hostToolPayload(profile, server, tool) {
  const name = (profile.facts.toolName?.value ?? "mcp__{server}__{tool}").replaceAll("{server}", server).replaceAll("{tool}", tool.name);
  const full = typeof tool.description === "string" ? tool.description : "";
  const cut = profile.facts.descriptionCut?.value;
  const description = cut !== void 0 && full.length > cut ? full.slice(0, cut) : full;
  const schema = tool.inputSchema ?? { type: "object" };
  const format2 = profile.facts.definitionFormat.value;
  const payload = format2 === "anthropic" ? { name, description, input_schema: schema } : format2 === "openai" ? { type: "function", function: { name, description, parameters: schema } } : { name, description, parameters: schema };
  return { name, json: JSON.stringify(payload), descriptionCut: description.length < full.length };
}
function strippedKeywords(profile, schema) {
  const stripped = profile.facts.strippedSchemaKeywords?.value ?? [];
  const found = /* @__PURE__ */ new Set();
  const visit2 = (node, root) => {
    if (typeof node !== "object" || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (stripped.includes(key) || root && stripped.includes(`${key}@root`)) found.add(key);
      visit2(value, false);
    }
  };
  visit2(schema, true);
  return [...found];
}
function hostResultText(profile, texts, structured) {
  const channel = profile.facts.resultChannel?.value ?? "content";
  const text = texts.join("\n");
  const json = structured === void 0 ? void 0 : JSON.stringify(structured);
  if (channel === "structured-only") return json ?? text;
  if (channel === "both") return json === void 0 ? text : `${text}
${json}`;
  return text;
}
function afterCut(text, cut) {
  if (!cut) return { text, cut: false };
  if (cut.kind === "head-tail") {
    const lines = text.split("\n");
    const bytes = Buffer.byteLength(text);
    if (bytes <= cut.bytes && lines.length <= cut.lines) return { text, cut: false };
    const headLines = lines.slice(0, Math.floor(cut.lines / 2)).join("\n");
    const tailLines = lines.slice(-Math.floor(cut.lines / 2)).join("\n");
    const half = Math.floor(cut.bytes / 2);
    const head = Buffer.from(headLines).subarray(0, half).toString("utf8");
    const tailBuffer = Buffer.from(tailLines);
    const tail = tailBuffer.subarray(Math.max(0, tailBuffer.length - half)).toString("utf8");
    return { text: `${head}
[… truncated …]
${tail}`, cut: true };
  }
  if (cut.kind === "head" || cut.kind === "bytes") {
    const limit = cut.bytes ?? cut.limit ?? Infinity;
    if (Buffer.byteLength(text) <= limit) return { text, cut: false };
    return { text: Buffer.from(text).subarray(0, limit).toString("utf8"), cut: true };
  }
  return { text, cut: false };
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
  const [withTools, without] = await Promise.all([count({ ...base, tools }), count(base)]);
  return withTools - without;
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

// src/measure/interruptible.ts
import vm from "node:vm";

// src/measure/bpe-count.ts
var MeasuringTimedOut = class extends Error {
  name = "MeasuringTimedOut";
};
var SHORT_PIECE = 256;
var encoder = new TextEncoder();
function countTokensExactly(core, text, deadline) {
  let count = 0;
  let pieces = 0;
  for (const [piece] of text.matchAll(core.tokenSplitRegex)) {
    if (deadline !== void 0 && (++pieces & 1023) === 0 && Date.now() > deadline) throw new MeasuringTimedOut();
    if (core.getBpeRankFromString(piece) !== void 0) count += 1;
    else if (piece.length <= SHORT_PIECE) count += core.bytePairEncode(piece).length;
    else count += mergeCount(core, encoder.encode(piece), deadline);
  }
  return count;
}
function mergeCount(core, bytes, deadline) {
  const n = bytes.length;
  if (n <= 1) return n;
  const NONE = -1;
  const next = new Int32Array(n);
  const prev = new Int32Array(n);
  const rank = new Int32Array(n);
  const heap = new Int32Array(n);
  const position = new Int32Array(n).fill(NONE);
  let size = 0;
  for (let i = 0; i < n; i++) {
    next[i] = i + 1 < n ? i + 1 : NONE;
    prev[i] = i - 1;
  }
  const endOf = (part) => next[part] === NONE ? n : next[part];
  const mergedRank = (part) => next[part] === NONE ? void 0 : core.getBpeRankFromBytes(bytes.subarray(part, endOf(next[part])));
  const before = (a, b) => rank[a] < rank[b] || rank[a] === rank[b] && a < b;
  const place = (slot, part) => {
    heap[slot] = part;
    position[part] = slot;
  };
  const siftUp = (slot) => {
    const part = heap[slot];
    while (slot > 0) {
      const parent = slot - 1 >> 1;
      if (!before(part, heap[parent])) break;
      place(slot, heap[parent]);
      slot = parent;
    }
    place(slot, part);
  };
  const siftDown = (slot) => {
    const part = heap[slot];
    for (; ; ) {
      const left = 2 * slot + 1;
      if (left >= size) break;
      const right = left + 1;
      const child = right < size && before(heap[right], heap[left]) ? right : left;
      if (!before(heap[child], part)) break;
      place(slot, heap[child]);
      slot = child;
    }
    place(slot, part);
  };
  const remove = (part) => {
    const slot = position[part];
    if (slot === NONE) return;
    position[part] = NONE;
    const last = heap[--size];
    if (slot === size) return;
    place(slot, last);
    siftUp(slot);
    siftDown(position[last]);
  };
  const update = (part) => {
    const found = mergedRank(part);
    if (found === void 0) return remove(part);
    rank[part] = found;
    if (position[part] === NONE) {
      place(size, part);
      size += 1;
      siftUp(size - 1);
    } else {
      siftUp(position[part]);
      siftDown(position[part]);
    }
  };
  for (let i = 0; i < n - 1; i++) update(i);
  let parts = n;
  let merges = 0;
  while (size > 0) {
    if (deadline !== void 0 && (++merges & 4095) === 0 && Date.now() > deadline) throw new MeasuringTimedOut();
    const part = heap[0];
    const absorbed = next[part];
    remove(absorbed);
    next[part] = next[absorbed];
    if (next[absorbed] !== NONE) prev[next[absorbed]] = part;
    parts -= 1;
    update(part);
    if (prev[part] !== NONE) update(prev[part]);
  }
  return parts;
}

// src/measure/interruptible.ts
function interruptible(call) {
  let context;
  return (deadline, ...args) => {
    context ??= { sandbox: vm.createContext({ call, args: [] }), script: new vm.Script("call(...args)") };
    const { sandbox, script } = context;
    sandbox.args = args;
    try {
      return script.runInContext(sandbox, { timeout: Math.max(1, (deadline ?? Date.now() + 6e4) - Date.now()) });
    } catch (error) {
      if (error.code === "ERR_SCRIPT_EXECUTION_TIMEOUT") throw new MeasuringTimedOut();
      throw error;
    } finally {
      sandbox.args = [];
    }
  };
}

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
  (schemas, loaded2) => schemas.map((schema) => {
    if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return { ok: false, error: "is not a JSON object" };
    const known = compiled.get(schema);
    if (known) return known;
    const result = compileFresh(schema, loaded2);
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
var validateWithin = interruptible((validate2, value) => validate2(value));
function checkValue(validate2, value, deadline) {
  try {
    return validateWithin(deadline, validate2, value) ? { valid: true } : { valid: false, errors: describeValidationErrors(validate2) };
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return { unusable: `checking a value with it never ends (${error.message}): a $ref leads back to the value it is checking` };
  }
}
function describeValidationErrors(validate2, max = 3) {
  const errors = validate2.errors ?? [];
  const shown2 = errors.slice(0, max).map((e) => `${e.instancePath || "(root)"} ${e.message ?? e.keyword}`);
  return shown2.join("; ") + (errors.length > max ? `; and ${errors.length - max} more` : "");
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
  sent(message) {
    if ("method" in message && "id" in message) this.methodsById.set(message.id, message.method);
  }
  /** Records a parsed message; returns what is wrong with it as JSON-RPC, if anything. */
  received(message, bytes) {
    const problem = jsonRpcProblem(message);
    if (problem) return problem;
    const candidate = message;
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
  ledger = new WireLedger();
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
  start() {
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
  takeResponse(method) {
    return this.ledger.takeResponse(method);
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
    let parsed;
    try {
      parsed = JSON.parse(text);
    } catch {
      this.events.onProtocolViolation?.(`response body is not JSON: ${text.slice(0, 200)}`);
      return;
    }
    for (const message of Array.isArray(parsed) ? parsed : [parsed]) {
      const bytes = Array.isArray(parsed) ? Buffer.byteLength(JSON.stringify(message)) : Buffer.byteLength(text);
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
  const encoder2 = new TextEncoder();
  let at = 0;
  return new ReadableStream(
    {
      pull(controller) {
        if (at >= text.length) return controller.close();
        let end = Math.min(at + PIECE_CHARS, text.length);
        if (end < text.length && /[\ud800-\udbff]/.test(text[end - 1])) end -= 1;
        controller.enqueue(encoder2.encode(text.slice(at, end)));
        at = end;
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
  ledger = new WireLedger();
  closed = false;
  unread;
  async start() {
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
  /** The last response to a request of this method; requests per server are sequential, so it is the one awaited. */
  takeResponse(method) {
    return this.ledger.takeResponse(method);
  }
  finish() {
    if (this.closed) return;
    this.closed = true;
    this.onclose?.();
  }
  onData(chunk) {
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

// src/servers/process-group.ts
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
var liveGroups = /* @__PURE__ */ new Set();
function spawnGroup(command, args, options) {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ["pipe", "pipe", "pipe"],
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
  const exitedInTime = await within(group.exit, graceMs);
  if (!exitedInTime) await delay(0);
  signalGroup(pgid, "SIGKILL");
  for (let waited = 0, step = 1; groupAlive(pgid) && waited < 2e3; waited += step, step = Math.min(step * 2, 20)) await delay(step);
  await within(group.exit, 500);
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
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat2 = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat2.slice(stat2.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) === pgid && fields[0] !== "Z" && (Number(fields[6]) & PF_EXITING) === 0) members.push(Number(entry));
    } catch {
    }
  }
  return members;
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
async function within(promise, ms) {
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

// src/servers/server-launch.ts
import path5 from "node:path";

// src/servers/package-runner.ts
import { existsSync } from "node:fs";
import path4 from "node:path";
function packageFetchedAtStart(command, args, projectDir) {
  const runner = path4.basename(command).replace(/\.(cmd|exe)$/, "");
  let rest = args;
  if (runner === "pnpm" && (args[0] === "dlx" || args[0] === "exec")) rest = args.slice(1);
  else if (runner !== "npx" && runner !== "bunx" && runner !== "uvx" && runner !== "pnpx") return void 0;
  const noInstall = rest.includes("--no-install") || rest.includes("--offline") || rest.includes("--prefer-offline");
  if (noInstall || runner === "pnpm" && args[0] === "exec") return void 0;
  const spec = rest.find((arg) => !arg.startsWith("-"));
  if (!spec) return void 0;
  if (runner === "uvx") return spec;
  const name = spec.replace(/^(@[^/]+\/[^@]+|[^@]+)@.*$/, "$1");
  for (let dir = projectDir; ; dir = path4.dirname(dir)) {
    if (existsSync(path4.join(dir, "node_modules", name, "package.json"))) return void 0;
    if (path4.dirname(dir) === dir) return spec;
  }
}

// src/servers/server-launch.ts
async function launch(options, stderr) {
  const { name, server } = options;
  const cwd = path5.resolve(options.baseDir, server.cwd ?? ".");
  const network = options.sandbox.network === "host" || server.url ? "host" : "none";
  const confinement = await probeConfinement();
  const wanted = SANDBOX_LAYERS.filter((layer) => layer !== "network" || network === "none");
  const offered = confinement.layers;
  const missing = wanted.filter((layer) => !offered.includes(layer));
  if (options.sandbox.require && missing.length > 0) {
    throw new ServerFailure("SANDBOX_UNAVAILABLE", name, "start", `not started: sandbox.require is true and ${describeMissing(missing, confinement.reason)}`);
  }
  const dropsToNobody = confinement.method === "bwrap" && !!confinement.setpriv;
  const environment = await buildServerEnvironment(server.env, server.expanded === true, options.sandbox, options.callerEnv, dropsToNobody ? UNPRIVILEGED_UID : void 0);
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
      `install it as a dev dependency (npm install --save-dev ${fetched}) so it runs from node_modules, or give this server the network in budget.json: "sandbox": { "network": "host" }`
    );
  }
  const declared = (paths) => (paths ?? []).map((p) => path5.resolve(options.baseDir, p));
  const command = confine(
    confinement,
    network,
    resolved,
    args,
    () => planSandbox({
      network,
      projectDir: options.baseDir,
      cwd,
      home: environment.home,
      command: resolved,
      args,
      readable: declared(options.sandbox.readable),
      writable: declared(options.sandbox.writable),
      callerEnv: options.callerEnv
    })
  );
  const layers = wanted.filter((layer) => !missing.includes(layer));
  const sandbox = {
    network: network === "host" ? "host" : layers.includes("network") ? "none" : "unavailable",
    method: confinement.method,
    layers,
    missing,
    ...missing.length > 0 ? { reason: describeMissing(missing, confinement.reason) } : {},
    ...server.url ? { shared: "started to be reached by url, so it shares the host network" } : {},
    envFromCaller: environment.fromCaller,
    envUnresolved: environment.unresolved
  };
  const group = spawnGroup(command.command, command.args, { env: environment.env, cwd });
  group.child.stderr.on("data", (chunk) => stderr.push(chunk));
  return { group, sandbox, dispose: environment.dispose };
}
function confine(confinement, network, command, args, plan) {
  if (confinement.method === "bwrap") {
    return { command: confinement.bwrap, args: [...bwrapArguments(plan(), confinement), command, ...args] };
  }
  if (confinement.method === "unshare" && network === "none") {
    const script = confinement.ip ? `${confinement.ip} link set lo up 2>/dev/null; exec "$0" "$@"` : 'exec "$0" "$@"';
    return { command: "unshare", args: [...confinement.unshareArgs, "--", "/bin/sh", "-c", script, command, ...args] };
  }
  return { command, args };
}
function describeMissing(missing, reason) {
  const consequences = missing.map((layer) => WHAT_A_MISSING_LAYER_LEAVES_OPEN[layer]).join("; ");
  return `no ${missing.join(", ")} isolation${reason ? ` (${reason})` : ""}: ${consequences}`;
}
async function waitUntilReady(name, server, group, stderr, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  const pattern = server.ready === void 0 ? void 0 : new RegExp(server.ready);
  let matched = false;
  const watchers = [];
  if (pattern) {
    const watch = (stream) => {
      let pending = "";
      const onData = (chunk) => {
        pending += chunk.toString();
        const lines = pending.split("\n");
        pending = lines.pop().slice(-MAX_READY_LINE);
        if (lines.some((line) => pattern.test(line.slice(-MAX_READY_LINE))) || pattern.test(pending)) matched = true;
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
      if (pattern ? matched : await answers(server.url)) return;
      await delay(50);
    }
    const what = pattern ? `printed no line matching ready ${JSON.stringify(server.ready)}` : `${shownUrl(server.url)} did not answer`;
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
  static async open(options) {
    const { name, server } = options;
    const stderr = new StderrTail();
    const launched = server.command ? await launch(options, stderr) : void 0;
    let session;
    const events = {
      onNoise: (line) => session?.recordNoise(line),
      onProtocolViolation: (detail) => session?.recordViolation(detail)
    };
    try {
      const sdk = await import("./dist-M6FZL6AJ.js");
      const { Client } = sdk;
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
    await session.handshake();
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
      const wire2 = this.transport.takeResponse(method);
      if (wire2 && !this.violation) return wire2;
      await this.settle(error);
      throw this.classify(error, phase);
    } finally {
      this.abortOnViolation = void 0;
    }
    const wire = this.transport.takeResponse(method);
    if (!wire) throw new ServerFailure("PROTOCOL_ERROR", this.options.name, phase, "response not seen on the wire", this.stderr.lines());
    return wire;
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
      await this.client.connect(this.transport, { timeout: this.options.timeouts.startupMs, signal: abort.signal });
    } catch (error) {
      await this.settle(error);
      const failure = this.classify(error, "start");
      await this.close();
      throw failure;
    } finally {
      clearTimeout(timer);
      this.abortOnViolation = void 0;
    }
  }
  /**
   * A write to a server that already exited fails (EPIPE) before its exit and its last stderr lines are read. A
   * failure is judged only once the process has had a moment to end and say why, so the report names the cause.
   * A timeout is no such failure: the server is still there, silent, and waiting for it to exit only delays the verdict.
   */
  async settle(error) {
    if (!this.launched || this.violation || this.deadlinePassed || isTimeout(error) && !this.exitInfo) return;
    const exited = await within(this.launched.group.exit, SETTLE_MS);
    if (exited) await within(this.launched.group.closed, SETTLE_MS);
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
    const exit = this.exitInfo;
    if (exit) {
      const how = exit.signal ? `was killed by ${exit.signal}` : `exited with code ${exit.code}`;
      return phase === "start" ? new ServerFailure("SERVER_START_FAILED", name, phase, `${how} before answering initialize`, stderr) : new ServerFailure("SERVER_CRASHED", name, phase, how, stderr);
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
      const answer = `${shownUrl(this.options.server.url)} answered HTTP ${http.status}${http.statusText ? ` ${http.statusText}` : ""}${http.text ? `: ${http.text}` : ""}`;
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

// src/measure/json-pointer.ts
function getPointer(document, pointer) {
  if (pointer === "" || pointer === "/") return pointer === "" ? document : document?.[""];
  if (!pointer.startsWith("/")) return document?.[pointer];
  let node = document;
  for (const raw of pointer.slice(1).split("/")) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (node === null || typeof node !== "object") return void 0;
    node = Array.isArray(node) ? node[Number(key)] : node[key];
  }
  return node;
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

// src/measure/measure-result.ts
function makeNormalizer(rules, deadline) {
  if (!rules || rules.length === 0) return void 0;
  const compiled2 = (rules ?? []).map((rule) => ({
    regex: new RegExp(rule.pattern, `g${(rule.flags ?? "").replace("g", "")}`),
    replacement: rule.replacement ?? "<normalized>"
  }));
  const apply = interruptible((text) => compiled2.reduce((out, rule) => out.replace(rule.regex, rule.replacement), text));
  return (text) => apply(deadline, text);
}
function measureResult(wire, tokenizer, normalizer) {
  const normalize = normalizer ?? ((text) => text);
  if (wire.tooLarge || !wire.message) {
    return {
      wireBytes: wire.bytes,
      textTokens: 0,
      structuredTokens: 0,
      tokens: 0,
      isError: false,
      tooLarge: true,
      content: {},
      binaryBytes: 0,
      texts: [],
      structured: void 0,
      payload: void 0
    };
  }
  const message = wire.message;
  let wireBytes = wire.bytes;
  if (normalizer) {
    const serialized = JSON.stringify(message);
    wireBytes += Buffer.byteLength(normalize(serialized)) - Buffer.byteLength(serialized);
  }
  if (message.error !== void 0 || !message.result) {
    const error = message.error ?? {};
    const text = normalize(typeof error.message === "string" ? error.message : JSON.stringify(message.error));
    const tokens = tokenizer.count(text);
    return {
      wireBytes,
      textTokens: tokens,
      structuredTokens: 0,
      tokens,
      isError: true,
      rpcError: error,
      tooLarge: false,
      content: {},
      binaryBytes: 0,
      texts: [text],
      structured: void 0,
      payload: void 0
    };
  }
  const result = message.result;
  const blocks = Array.isArray(result.content) ? result.content : [];
  const content = {};
  const texts = [];
  let binaryBytes = 0;
  for (const block of blocks) {
    const type = typeof block?.type === "string" ? block.type : "unknown";
    content[type] = (content[type] ?? 0) + 1;
    if (type === "text" && typeof block.text === "string") texts.push(normalize(block.text));
    if (typeof block.data === "string") binaryBytes += block.data.length;
    if (type === "resource" && typeof block.resource?.text === "string") texts.push(normalize(block.resource.text));
    if (type === "resource" && typeof block.resource?.blob === "string") binaryBytes += block.resource.blob.length;
  }
  const textTokens = texts.reduce((sum, text) => sum + tokenizer.count(text), 0);
  const structured = result.structuredContent;
  const structuredTokens = structured === void 0 ? 0 : tokenizer.count(normalize(JSON.stringify(structured)));
  return {
    wireBytes,
    textTokens,
    structuredTokens,
    tokens: Math.max(textTokens, structuredTokens),
    isError: result.isError === true,
    tooLarge: false,
    content,
    binaryBytes,
    texts,
    structured,
    payload: structured ?? parseJson(texts[0])
  };
}
function parseJson(text) {
  if (text === void 0) return void 0;
  try {
    return JSON.parse(text);
  } catch {
    return void 0;
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
    const parsed = parseJson(text);
    if (parsed === void 0 || typeof parsed !== "object" || parsed === null) continue;
    const compact = JSON.stringify(parsed);
    if (compact.length >= text.length || !/\n\s/.test(text)) continue;
    const saving = tokenizer.count(text) - tokenizer.count(compact);
    if (saving <= 0) continue;
    shape.prettyPrinted = { tokens: saving, chars: text.length - compact.length };
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
function stringWrappedJson(structured) {
  if (typeof structured !== "object" || structured === null || Array.isArray(structured)) return void 0;
  for (const [key, value] of Object.entries(structured)) {
    if (typeof value !== "string" || value.length < 2 || !/^\s*[[{]/.test(value)) continue;
    const parsed = parseJson(value);
    if (typeof parsed === "object" && parsed !== null) return { key, value: parsed };
  }
  return void 0;
}

// src/measure/run-fixtures.ts
async function runFixtures(session, fixtures, tools, tokenizer, config) {
  const reports = [];
  const cursors = /* @__PURE__ */ new Map();
  for (const fixture of fixtures) reports.push(await runFixture(session, fixture, tools, tokenizer, cursors, config.hosts ?? []));
  return reports;
}
async function runFixture(session, fixture, tools, tokenizer, cursors, hosts) {
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
  const call = async (args, page) => {
    const phase = `call ${fixture.name}${fixture.paginate ? ` page ${page}` : ""}`;
    const wire = await session.request("tools/call", { name: tool.name, arguments: args }, phase);
    return measureResult(wire, tokenizer, normalize);
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
    preview: preview2(firstText),
    ...fixture.expect?.textIncludes !== void 0 ? { textIncludes: firstText.includes(fixture.expect.textIncludes) } : {}
  };
  if (hosts.length > 0) report.hosts = hostResults(hosts, pages, cursorsOfWalk, tokenizer);
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
function preview2(text) {
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}
function resolveArguments(args, cursors) {
  let error;
  const visit2 = (value) => {
    if (Array.isArray(value)) return value.map(visit2);
    if (typeof value !== "object" || value === null) return value;
    const reference = value;
    if (typeof reference.fromFixture === "string") {
      const page = typeof reference.page === "number" ? reference.page : 1;
      const cursor = cursors.get(reference.fromFixture)?.[page - 1];
      if (cursor === void 0) error ??= `no cursor from page ${page} of fixture "${reference.fromFixture}" (it must walk pages and run earlier, on the same server)`;
      return cursor;
    }
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, visit2(inner)]));
  };
  const resolved = visit2(args);
  return error ? { error } : { args: resolved };
}
function hostResults(hosts, pages, walkCursors, tokenizer) {
  return hosts.map((host) => {
    const profile = HOST_PROFILES[host];
    const seen = pages.map((page, i) => {
      const text = hostResultText(profile, page.texts, page.structured);
      const after = afterCut(text, profile.facts.resultCut?.value);
      const cursor = walkCursors[i];
      const lost = after.cut && cursor !== void 0 && text.includes(cursor) && !after.text.includes(cursor) ? [`the cursor of page ${i + 1}`] : [];
      return { tokens: tokenizer.count(text), bytes: Buffer.byteLength(text), cut: after.cut, lost };
    });
    const largest = seen.reduce((a, b) => b.tokens > a.tokens ? b : a);
    return { host, tokens: largest.tokens, bytes: largest.bytes, cut: seen.some((page) => page.cut), lost: seen.flatMap((page) => page.lost) };
  });
}

// src/measure/measure-server.ts
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
    onSpawned: context.onSpawned
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
    ok: false,
    transport: server.config.url ? "http" : "stdio",
    clientCapabilities,
    instructions: null,
    tools: [],
    totals: { tools: 0, bytes: 0, tokens: 0 },
    listPages: 0,
    durationMs: 0
  };
  let fixtureReports = [];
  let session;
  let listed;
  try {
    session = await ServerSession.open(options);
    report.sandbox = session.sandbox;
    report.protocolVersion = session.protocolVersion;
    report.serverInfo = session.client.getServerVersion();
    const hasTools = session.client.getServerCapabilities()?.tools !== void 0;
    const listing = hasTools ? await listTools(session) : { tools: [], pages: 0 };
    if (listing.stopped) report.listStopped = listing.stopped;
    if (hasTools) recordListingChange(report, "session", listing.tools, (await listTools(session)).tools);
    listed = { all: listing.tools, tools: filterTools(listing.tools, server), pages: listing.pages, instructions: session.client.getInstructions() };
    if (fixtures.length > 0) {
      await loadSchemaCompiler();
      fixtureReports = await runFixtures(session, fixtures, listed.tools, await tokenizerWithin(), config);
    }
  } catch (caught) {
    const error = caught instanceof MeasuringTimedOut ? countingFailure(server.name, "call fixtures", options.timeouts.totalMs) : caught;
    if (!(error instanceof ServerFailure)) throw error;
    report.failure = failureReport(error);
  }
  const closing = session?.close();
  try {
    if (listed) {
      const tokenizer = await tokenizerWithin(config.hosts?.length ? void 0 : [...listed.tools.map((tool) => JSON.stringify(tool)), ...listed.instructions ? [listed.instructions] : []]);
      const hostToolName = config.hostToolName ?? DEFAULT_HOST_TOOL_NAME;
      report.tools = listed.tools.map((tool) => measureTool(tool, server.name, tokenizer, hostToolName));
      report.instructions = listed.instructions ? measureText(listed.instructions, tokenizer) : null;
      report.listPages = listed.pages;
      if (config.hosts?.length) report.hosts = hostDefinitions(config.hosts, server.name, listed.tools, listed.instructions, tokenizer);
      if (report.hosts && context.anthropic) await addAnthropicCounts(report.hosts, context.anthropic, server.name, listed.tools, listed.instructions, context.remembered);
      report.totals = {
        tools: report.tools.length,
        bytes: report.tools.reduce((sum, t) => sum + t.bytes, 0) + (report.instructions?.bytes ?? 0),
        tokens: report.tools.reduce((sum, t) => sum + t.tokens, 0) + (report.instructions?.tokens ?? 0)
      };
      const problems = await inputSchemaProblems(listed.tools, context.compilingSchemas, deadline);
      problems.forEach((problem, i) => {
        if (problem) report.tools[i].inputSchemaError = problem;
      });
      report.ok = true;
    }
  } catch (error) {
    if (!(error instanceof MeasuringTimedOut)) throw error;
    const failure = countingFailure(server.name, "list", options.timeouts.totalMs);
    report.tools = [];
    report.totals = { tools: 0, bytes: 0, tokens: 0 };
    report.failure = failureReport(failure);
  } finally {
    await closing;
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
    if (session?.unreportedViolation && !report.failure) {
      const failure = new ServerFailure("PROTOCOL_ERROR", server.name, "list", session.unreportedViolation, session.stderr.lines());
      report.failure = failureReport(failure);
    }
    report.durationMs = Date.now() - started;
  }
  return { report, fixtures: fixtureReports };
}
function failureReport(failure) {
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
function recordListingChange(report, when, first, again) {
  const difference = firstListingDifference(first, again);
  if (difference) (report.listingChanges ??= []).push({ when, tool: difference.tool, path: difference.path });
}
function countingFailure(server, phase, totalMs) {
  const what = phase === "list" ? "counting and checking its tool definitions (token counts, schema compiles)" : "measuring its fixture results (schema checks, normalize rules, token counts)";
  return new ServerFailure("SERVER_TIMEOUT", server, phase, `${what} did not finish within timeouts.totalMs (${totalMs} ms); no count is guessed`);
}
function hostDefinitions(hosts, server, tools, instructions, tokenizer) {
  return hosts.map((host) => {
    const profile = HOST_PROFILES[host];
    const perTool = tools.map((tool) => {
      const payload = hostToolPayload(profile, server, tool);
      const stripped = strippedKeywords(profile, tool.inputSchema);
      return { name: tool.name, hostName: payload.name, bytes: Buffer.byteLength(payload.json), tokens: tokenizer.count(payload.json), descriptionCut: payload.descriptionCut, ...stripped.length > 0 ? { strippedKeywords: stripped } : {} };
    });
    const cut = profile.facts.instructionsCut?.value;
    const shownInstructions = instructions === void 0 ? "" : cut !== void 0 ? instructions.slice(0, cut) : instructions;
    const tokens = perTool.reduce((sum, tool) => sum + tool.tokens, 0);
    const definitions = profile.facts.deferredLoading?.value ? tokenizer.count(perTool.map((tool) => tool.hostName).join("\n")) : tokens;
    return {
      host,
      tools: perTool.length,
      bytes: perTool.reduce((sum, tool) => sum + tool.bytes, 0),
      tokens,
      perTool,
      instructionsCut: cut !== void 0 && (instructions?.length ?? 0) > cut,
      sessionStartTokens: definitions + tokenizer.count(shownInstructions) + (profile.facts.fixedOverheadTokens?.value ?? 0)
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
import { existsSync as existsSync2, mkdirSync, readFileSync as readFileSync2, renameSync, writeFileSync } from "node:fs";
import os from "node:os";
import path6 from "node:path";

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

// src/measure/count-cache.ts
var COUNTER_VERSION = `gpt-tokenizer@${package_default3.version}+heap-merge-1`;
var FILE_STEM = "token-counts";
var MAX_ENTRIES = 1e5;
var CountCache = class _CountCache {
  constructor(file, encoding, counterVersion, entries) {
    this.file = file;
    this.encoding = encoding;
    this.counterVersion = counterVersion;
    this.entries = entries;
  }
  file;
  encoding;
  counterVersion;
  entries;
  added = 0;
  hits = 0;
  misses = 0;
  /** The cache next to the project's node_modules (node_modules/.cache/mcp-budget), else the user's cache dir. */
  static open(projectDir, encoding, env, counterVersion = COUNTER_VERSION) {
    const stem = encoding === "schema-compiles" ? encoding : `${FILE_STEM}.${encoding.replace(/[^A-Za-z0-9_.-]/g, "_")}`;
    const file = path6.join(cacheDirectory(projectDir, env), `${stem}.json`);
    let entries = /* @__PURE__ */ new Map();
    try {
      const stored = JSON.parse(readFileSync2(file, "utf8"));
      if (stored.format === 1 && stored.entries && typeof stored.entries === "object") {
        entries = new Map(Object.entries(stored.entries).filter((entry) => Number.isInteger(entry[1]) && entry[1] >= 0));
      }
    } catch {
    }
    return new _CountCache(file, encoding, counterVersion, entries);
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
  }
  stats() {
    return { file: this.file, warm: this.hits > 0 && this.misses === 0, hits: this.hits, misses: this.misses };
  }
  /** Written whole through a temporary file: a reader sees the old cache or the new one. The newest entries stay. */
  save() {
    if (this.added === 0) return;
    const kept = [...this.entries].slice(-MAX_ENTRIES);
    try {
      mkdirSync(path6.dirname(this.file), { recursive: true });
      const temp = `${this.file}.${process.pid}.tmp`;
      writeFileSync(temp, JSON.stringify({ format: 1, entries: Object.fromEntries(kept) }));
      renameSync(temp, this.file);
    } catch {
    }
  }
};
function cacheDirectory(projectDir, env) {
  for (let dir = path6.resolve(projectDir); ; dir = path6.dirname(dir)) {
    if (existsSync2(path6.join(dir, "node_modules"))) return path6.join(dir, "node_modules", ".cache", "mcp-budget");
    if (path6.dirname(dir) === dir) break;
  }
  const base = env.XDG_CACHE_HOME || path6.join(env.HOME || os.homedir(), ".cache");
  return path6.join(base, "mcp-budget");
}

// src/measure/tokens.ts
var loading = /* @__PURE__ */ new Map();
function loadTokenizer(name) {
  let pending = loading.get(name);
  if (!pending) {
    pending = importEncoding(name).then((encoding) => {
      const core = encoding.default.bytePairEncodingCoreProcessor;
      return { name, count: (text, deadline) => text.length === 0 ? 0 : countTokensExactly(core, text, deadline) };
    });
    loading.set(name, pending);
  }
  return pending;
}
function importEncoding(name) {
  switch (name) {
    case "o200k_base":
      return import("./o200k_base-V6GAC5QH.js");
    case "cl100k_base":
      return import("./cl100k_base-BKAXY7XZ.js");
  }
}

// src/measure/measure-all.ts
async function measureAll(config, servers, baseDir, options, allServers = servers) {
  const tokenizerName = config.tokenizer ?? "o200k_base";
  const cacheProject = options.cacheProject ?? baseDir;
  let tokenizer;
  const startTokenizer = () => tokenizer ??= loadTokenizer(tokenizerName);
  const cache = options.cache === false ? void 0 : CountCache.open(cacheProject, tokenizerName, options.callerEnv);
  const claudeCounts = options.anthropic && options.cache !== false ? CountCache.open(cacheProject, `anthropic:${options.anthropic.model}`, options.callerEnv) : void 0;
  const compilingSchemas = options.cache === false ? void 0 : CountCache.open(cacheProject, "schema-compiles", options.callerEnv, SCHEMA_COMPILER_VERSION);
  const counted = async (texts) => {
    if (!cache) return startTokenizer();
    if (texts && texts.every((text) => cache.has(text))) return cachedOnly(cache, tokenizerName);
    return caching(cache, await startTokenizer());
  };
  const context = {
    config,
    baseDir,
    callerEnv: options.callerEnv,
    tokenizer: counted,
    ...options.anthropic ? { anthropic: options.anthropic, remembered: claudeCounts ?? /* @__PURE__ */ new Map() } : {},
    ...compilingSchemas ? { compilingSchemas } : {},
    maxMessageBytes: options.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES,
    clientVersion: VERSION,
    capabilitiesOverride: options.capabilities,
    // While the first servers boot: node:crypto (every count and digest hashes), and on a cold cache the tokenizer
    // and ajv. A warm run may need neither of those.
    onSpawned: () => {
      setImmediate(nodeCrypto);
      if (!cache || cache.isEmpty) setImmediate(startTokenizer);
      if (!compilingSchemas || compilingSchemas.isEmpty || (config.fixtures?.length ?? 0) > 0) setImmediate(() => void prepareSchemaCompiler().catch(() => void 0));
    }
  };
  const outcomes = await mapConcurrent(servers, options.concurrency ?? os2.availableParallelism(), async (server) => {
    options.onProgress?.({ kind: "start", server: server.name });
    const fixtures = (config.fixtures ?? []).filter((fixture) => fixture.server === server.name);
    const outcome = await measureServer(server, fixtures, context);
    options.onProgress?.({ kind: "done", server: server.name, ok: outcome.report.ok && !outcome.report.failure, tools: outcome.report.tools.length, durationMs: outcome.report.durationMs });
    return outcome;
  });
  cache?.save();
  claudeCounts?.save();
  compilingSchemas?.save();
  return {
    tokenizer: tokenizerName,
    ...cache ? { cache: cache.stats() } : {},
    servers: outcomes.map((outcome) => outcome.report),
    fixtures: outcomes.flatMap((outcome) => outcome.fixtures),
    configured: allServers.map((server) => server.name),
    skippedServers: []
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
import path8 from "node:path";

// src/servers/mcp-config.ts
import { readFileSync as readFileSync3 } from "node:fs";
import { readFile as readFile2 } from "node:fs/promises";
import path7 from "node:path";
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
  const format2 = detectFormat(file);
  const document = format2 === "codex" ? await parseTomlFile(file, text) : parseJsonFile(file, text);
  const entries = format2 === "codex" ? document.mcp_servers : format2 === "vscode" ? document.servers ?? document.mcpServers : document.mcpServers;
  if (entries === void 0) return { format: format2, servers: [], unresolved: [] };
  if (typeof entries !== "object" || entries === null || Array.isArray(entries)) {
    throw new ConfigError(file, [`${format2 === "codex" ? "mcp_servers" : format2 === "vscode" ? "servers" : "mcpServers"} must be an object of servers by name`]);
  }
  const result = { format: format2, servers: [], unresolved: [] };
  for (const [name, raw] of Object.entries(entries)) {
    try {
      const server = format2 === "codex" ? fromCodex(raw, callerEnv) : fromJson(format2, raw, workspace, callerEnv);
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
  const value = parse2(text, errors, { allowTrailingComma: true });
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
function fromJson(format2, raw, workspace, callerEnv) {
  if (raw.disabled === true) return void 0;
  if (raw.headersHelper !== void 0) throw new Unresolvable("headersHelper runs a command to make headers; mcp-budget does not run it");
  const expand = (text) => expandForFormat(format2, text, workspace, callerEnv);
  const type = raw.type === "http" || raw.type === "streamable-http" || raw.type === "sse" || raw.type === "stdio" ? raw.type : void 0;
  if (type === "sse") throw new Unresolvable("the deprecated SSE transport is not measured; serve Streamable HTTP");
  const server = {};
  if (type) server.type = type;
  if (typeof raw.command === "string") server.command = expand(raw.command);
  if (Array.isArray(raw.args)) server.args = raw.args.map((arg) => expand(String(arg)));
  if (typeof raw.cwd === "string") server.cwd = expand(raw.cwd);
  if (typeof raw.url === "string") server.url = expand(raw.url);
  if (isStringRecord(raw.headers)) server.headers = mapValues(raw.headers, expand);
  const env = {};
  if (typeof raw.envFile === "string") Object.assign(env, readEnvFile(expand(raw.envFile), workspace));
  if (isStringRecord(raw.env)) Object.assign(env, mapValues(raw.env, expand));
  if (Object.keys(env).length > 0) server.env = env;
  if (!server.command && !server.url) throw new Error('has neither "command" nor "url"');
  server.expanded = true;
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
  if (Object.keys(env).length > 0) server.env = env;
  const headers = isStringRecord(raw.http_headers) ? { ...raw.http_headers } : {};
  if (isStringRecord(raw.env_http_headers)) {
    for (const [header, variable] of Object.entries(raw.env_http_headers)) {
      const value = callerEnv[variable];
      if (value === void 0) throw new Unresolvable(`header ${header} needs environment variable ${variable}, which is not set`);
      headers[header] = value;
    }
  }
  if (typeof raw.bearer_token_env_var === "string") {
    const token = callerEnv[raw.bearer_token_env_var];
    if (token === void 0) throw new Unresolvable(`bearer_token_env_var ${raw.bearer_token_env_var} is not set`);
    headers.Authorization = `Bearer ${token}`;
  }
  if (Object.keys(headers).length > 0) server.headers = headers;
  if (Array.isArray(raw.enabled_tools)) server.enabledTools = raw.enabled_tools.map(String);
  if (Array.isArray(raw.disabled_tools)) server.disabledTools = raw.disabled_tools.map(String);
  if (!server.command && !server.url) throw new Error('has neither "command" nor "url"');
  server.expanded = true;
  return server;
}
function expandForFormat(format2, text, workspace, callerEnv) {
  if (format2 === "claude") {
    const unresolved = /* @__PURE__ */ new Set();
    const expanded = expandVariables(text, callerEnv, /* @__PURE__ */ new Set(), unresolved);
    const [missing] = unresolved;
    if (missing !== void 0) throw new Unresolvable(`\${${missing}} is not set in the environment and has no default`);
    return expanded;
  }
  return text.replace(/\$\{([^}]+)\}/g, (match, expression) => {
    if (expression === "workspaceFolder") return workspace;
    if (expression === "workspaceFolderBasename") return path7.basename(workspace);
    if (expression === "userHome") return callerEnv.HOME ?? "";
    if (expression === "pathSeparator" || expression === "/") return path7.sep;
    if (expression.startsWith("env:")) return callerEnv[expression.slice(4)] ?? "";
    if (expression.startsWith("input:")) throw new Unresolvable(`${match} would prompt for input; mcp-budget never prompts (set the value in budget.json servers instead)`);
    throw new Unresolvable(`${match} is not a variable mcp-budget can resolve`);
  });
}
function readEnvFile(file, workspace) {
  const absolute = path7.resolve(workspace, file);
  const relative = path7.relative(workspace, absolute);
  if (relative.startsWith("..") || path7.isAbsolute(relative)) {
    throw new Unresolvable(`envFile ${file} is outside the repository; mcp-budget reads only files the project checks in`);
  }
  let text;
  try {
    text = readFileSync3(absolute, "utf8");
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
function isStringRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === "string");
}
function mapValues(record, fn) {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, fn(value)]));
}

// src/servers/server-sources.ts
async function resolveServers(config, baseDir, callerEnv, budgetFileName = "budget.json", readText) {
  const byName = /* @__PURE__ */ new Map();
  const unresolved = [];
  const files = config.mcpConfig === void 0 ? [] : Array.isArray(config.mcpConfig) ? config.mcpConfig : [config.mcpConfig];
  for (const file of files) {
    const imported = await importMcpConfig(path8.resolve(baseDir, file), baseDir, callerEnv, readText);
    for (const server of imported.servers) byName.set(server.name, { name: server.name, config: server.config, origin: file });
    unresolved.push(...imported.unresolved.filter((u) => !Object.hasOwn(config.servers ?? {}, u.server)).map((u) => ({ ...u, origin: file })));
  }
  for (const [name, server] of Object.entries(config.servers ?? {})) {
    byName.set(name, { name, config: server, origin: budgetFileName });
  }
  const skipped = new Set(unresolved.map((u) => u.server));
  return { servers: [...byName.values()].filter((s) => !skipped.has(s.name) || s.origin === budgetFileName), unresolved };
}

// src/commands/report-file.ts
import { readFile as readFile3 } from "node:fs/promises";
import path9 from "node:path";

// report.schema.json
var report_schema_default = {
  $schema: "http://json-schema.org/draft-07/schema#",
  $id: "https://github.com/mcp-budget/mcp-budget/report.schema.json",
  title: "mcp-budget JSON report (check --json, --output, the Action's report output)",
  type: "object",
  required: ["schemaVersion", "ok", "tokenizer", "servers", "fixtures", "totals", "findings"],
  properties: {
    schemaVersion: { const: 1 },
    ok: { type: "boolean" },
    tokenizer: { enum: ["o200k_base", "cl100k_base"] },
    config: { type: "string" },
    servers: { type: "array", items: { $ref: "#/definitions/server" } },
    fixtures: { type: "array", items: { $ref: "#/definitions/fixture" } },
    totals: {
      type: "object",
      required: ["servers", "tools", "bytes", "tokens"],
      properties: {
        servers: { $ref: "#/definitions/count" },
        tools: { $ref: "#/definitions/count" },
        bytes: { $ref: "#/definitions/count" },
        tokens: { $ref: "#/definitions/count" }
      }
    },
    findings: { type: "array", items: { $ref: "#/definitions/finding" } },
    cache: { type: "object", required: ["warm", "hits", "misses"] },
    base: { type: "object", required: ["ref", "source"], properties: { ref: { type: "string" }, source: { enum: ["measured", "report"] }, error: { type: "string" }, cache: { type: "object", required: ["warm", "hits", "misses"] } } },
    changes: { type: "object", required: ["ref", "subjects", "servers", "total"] },
    skippedServers: { type: "array", items: { type: "object", required: ["server", "reason", "origin"], properties: { server: { type: "string" }, reason: { type: "string" }, origin: { type: "string" } } } },
    shard: {
      type: "object",
      required: ["index", "count", "budgetSha256"],
      properties: { index: { type: "integer", minimum: 1 }, count: { type: "integer", minimum: 1 }, budgetSha256: { type: "string", pattern: "^[0-9a-f]{64}$" } }
    }
  },
  definitions: {
    count: { type: "integer", minimum: 0 },
    ceiling: { type: "object", properties: { bytes: { type: "number" }, tokens: { type: "number" }, chars: { type: "number" } }, additionalProperties: false },
    server: {
      type: "object",
      required: ["name", "ok", "transport", "tools", "totals", "listPages", "durationMs"],
      properties: {
        name: { type: "string" },
        ok: { type: "boolean" },
        transport: { enum: ["stdio", "http"] },
        protocolVersion: { type: "string" },
        serverInfo: { type: "object" },
        clientCapabilities: { type: "object" },
        instructions: { oneOf: [{ type: "null" }, { type: "object", required: ["chars", "bytes", "tokens"] }] },
        tools: {
          type: "array",
          items: {
            type: "object",
            required: ["name", "bytes", "tokens", "descriptionChars", "hostName"],
            properties: {
              name: { type: "string" },
              bytes: { $ref: "#/definitions/count" },
              tokens: { $ref: "#/definitions/count" },
              descriptionChars: { $ref: "#/definitions/count" },
              hostName: { type: "string" },
              digest: { type: "string" },
              ceiling: { $ref: "#/definitions/ceiling" },
              inputSchemaError: { type: "string" }
            }
          }
        },
        totals: { type: "object", required: ["tools", "bytes", "tokens"] },
        listPages: { $ref: "#/definitions/count" },
        sandbox: { type: "object", required: ["network"] },
        failure: { type: "object", required: ["code", "phase", "detail"], properties: { code: { enum: ["SERVER_START_FAILED", "SERVER_TIMEOUT", "SERVER_CRASHED", "PROTOCOL_ERROR", "SANDBOX_UNAVAILABLE"] }, fix: { type: "string" } } },
        stdoutNoise: { type: "object", required: ["lines", "first"], properties: { lines: { $ref: "#/definitions/count" }, first: { type: "array", items: { type: "string" } } } },
        listStopped: { type: "object", required: ["page", "reason"], properties: { page: { $ref: "#/definitions/count" }, reason: { enum: ["cursor-repeated", "max-pages"] }, cursor: { type: "string" } } },
        listingChanges: { type: "array", items: { type: "object", required: ["when", "tool", "path"], properties: { when: { enum: ["session", "restart"] }, tool: { type: "string" }, path: { type: "string" } } } },
        durationMs: { type: "number" }
      }
    },
    fixture: {
      type: "object",
      required: ["name", "server", "tool", "isError", "wireBytes", "textTokens", "structuredTokens", "tokens", "pages"],
      properties: {
        name: { type: "string" },
        server: { type: "string" },
        tool: { type: "string" },
        isError: { type: "boolean" },
        wireBytes: { $ref: "#/definitions/count" },
        textTokens: { $ref: "#/definitions/count" },
        structuredTokens: { $ref: "#/definitions/count" },
        tokens: { $ref: "#/definitions/count" },
        content: { type: "object" },
        pages: {
          type: "array",
          items: {
            type: "object",
            required: ["wireBytes", "textTokens", "structuredTokens", "tokens"],
            properties: {
              wireBytes: { $ref: "#/definitions/count" },
              textTokens: { $ref: "#/definitions/count" },
              structuredTokens: { $ref: "#/definitions/count" },
              tokens: { $ref: "#/definitions/count" },
              items: { $ref: "#/definitions/count" },
              tooLarge: { type: "boolean" },
              shape: {
                type: "object",
                properties: {
                  structuredMissing: { const: true },
                  outputSchemaError: { type: "string" },
                  outputMismatch: { type: "string" },
                  prettyPrinted: { type: "object", required: ["tokens", "chars"] },
                  stringWrapped: { type: "object", required: ["key", "tokens", "escapingTokens"] },
                  binary: { type: "object", required: ["bytes", "blocks"] }
                }
              }
            }
          }
        },
        runs: { type: "array", items: { type: "number" } },
        skipped: { type: "string" },
        skippedBecause: { enum: ["tool-not-listed", "cursor-not-available", "arguments-do-not-match", "input-schema-unusable"] },
        answer: { type: "object", required: ["preview"], properties: { rpcError: { type: ["integer", "null"] }, preview: { type: "string" }, textIncludes: { type: "boolean" } } },
        walk: {
          type: "object",
          required: ["flagMismatches", "repeatedRecords", "repeatedCount", "distinctRecords", "completed"],
          properties: {
            stopped: { type: "object", required: ["page", "reason"], properties: { reason: { enum: ["empty-page-with-cursor", "cursor-repeated", "max-pages"] } } },
            flagMismatches: { type: "array", items: { type: "object", required: ["page", "cursor"] } },
            emptyLastPage: { $ref: "#/definitions/count" },
            repeatedRecords: { type: "array", items: { type: "string" } },
            repeatedCount: { $ref: "#/definitions/count" },
            distinctRecords: { $ref: "#/definitions/count" },
            statedTotal: { type: "number" },
            completed: { type: "boolean" }
          }
        },
        ceiling: { $ref: "#/definitions/ceiling" }
      }
    },
    finding: {
      type: "object",
      required: ["code", "severity", "subject", "message"],
      properties: {
        code: { type: "string", pattern: "^[A-Z_]+$" },
        severity: { enum: ["error", "warning", "notice"] },
        subject: { type: "string" },
        limit: { type: "number" },
        actual: { type: "number" },
        unit: { enum: ["bytes", "tokens", "chars", "tools"] },
        message: { type: "string" },
        fix: { type: "string" },
        path: { type: "string" },
        pathSegments: { type: "array", items: { type: ["string", "integer"] } }
      }
    }
  }
};

// src/commands/report-file.ts
async function readReportFile(file, cwd, purpose) {
  let report;
  try {
    report = JSON.parse(await readFile3(path9.resolve(cwd, file), "utf8"));
  } catch (error) {
    throw new UsageError(`${purpose}: cannot read ${file}: ${error.message}`);
  }
  await loadSchemaCompiler();
  const compiled2 = compileSchema(report_schema_default);
  if (!compiled2.ok) throw new Error(`report.schema.json does not compile: ${compiled2.error}`);
  if (!compiled2.validate(report)) {
    const error = compiled2.validate.errors?.[0];
    throw new UsageError(`${purpose}: ${file} is not an mcp-budget report (report.schema.json): ${error?.instancePath || "$"} ${error?.message ?? ""}`.trim());
  }
  return report;
}

// src/commands/base-measurement.ts
async function baseFiguresFor(loaded2, base, options) {
  if (options.baseReport) {
    return { ref: options.baseReport, source: "report", report: await readReportFile(options.baseReport, options.cwd, "--base-report") };
  }
  if (!base) return void 0;
  const figures = { ref: base.ref, source: "measured" };
  const scratch = await mkdtemp(path10.join(os3.tmpdir(), "mcp-budget-base-"));
  chmodSync(scratch, 493);
  const tree = path10.join(scratch, "tree");
  const top = realpathSync2((await git(loaded2.dir, ["rev-parse", "--show-toplevel"])).stdout.trim());
  try {
    const added = await git(top, ["worktree", "add", "--detach", "--quiet", tree, base.mergeBase]);
    if (!added.ok) return { ...figures, error: `could not check out the merge base: ${added.stderr.trim()}` };
    const budgetFile = path10.join(tree, path10.relative(top, realpathSync2(loaded2.file)));
    if (!existsSync3(budgetFile)) return { ...figures, error: `there is no ${path10.basename(loaded2.file)} at the merge base` };
    if (options.baseSetup) {
      const setup = await shell(options.baseSetup, path10.dirname(budgetFile), options.callerEnv);
      if (setup.code !== 0) return { ...figures, error: `--base-setup exited with ${setup.code}: ${setup.tail}` };
    }
    const baseBudget = await loadBudget(budgetFile, `${path10.basename(loaded2.file)} at ${base.ref}`);
    const { servers } = await resolveServers(baseBudget.config, baseBudget.dir, options.callerEnv);
    const measurement = await measureAll(baseBudget.config, servers, baseBudget.dir, { ...options, onProgress: void 0, cacheProject: loaded2.dir });
    return { ...figures, report: judgeContracts(baseBudget.config, measurement) };
  } catch (error) {
    return { ...figures, error: error.message };
  } finally {
    await git(top, ["worktree", "remove", "--force", tree]);
    await rm2(scratch, { recursive: true, force: true });
  }
}
function shell(command, cwd, env) {
  return new Promise((resolve) => {
    const child = spawn2("sh", ["-c", command], { cwd, env, stdio: ["ignore", "ignore", "pipe"] });
    let tail = "";
    child.stderr.on("data", (chunk) => tail = (tail + chunk.toString()).slice(-2e3));
    const timer = setTimeout(() => child.kill("SIGKILL"), 15 * 6e4);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? 1, tail: tail.trim().split("\n").slice(-5).join("\n") });
    });
    child.on("error", (error) => resolve({ code: 1, tail: error.message }));
  });
}

// src/judge/init-budget.ts
var DEFAULT_LIMITS = {
  toolBytes: 4e3,
  toolTokens: 1e3,
  totalBytes: 16e4,
  totalTokens: 4e4,
  descriptionChars: 2048,
  nameChars: 64,
  toolCount: 100,
  resultTokens: 2e4
};
var SCHEMA_REFERENCE = "./node_modules/mcp-budget/budget.schema.json";
var DEFAULT_HEADROOM_PERCENT = 10;
function withHeadroom(today, headroomPercent) {
  return Math.ceil(today * (1 + headroomPercent / 100));
}
function initialBudget(base, measurement, headroomPercent = DEFAULT_HEADROOM_PERCENT) {
  const measured = measurement.servers.filter((server) => server.ok);
  const limits = { ...DEFAULT_LIMITS };
  const relaxed = [];
  const relax = (limit, actual) => {
    const current = limits[limit];
    if (actual > current) {
      relaxed.push({ limit, from: current, to: actual });
      limits[limit] = actual;
    }
  };
  const tools = measured.flatMap((server) => server.tools);
  limits.totalBytes = withHeadroom(measured.reduce((sum, s) => sum + s.totals.bytes, 0), headroomPercent);
  limits.totalTokens = withHeadroom(measured.reduce((sum, s) => sum + s.totals.tokens, 0), headroomPercent);
  relax("toolCount", tools.length);
  relax("descriptionChars", Math.max(0, ...measured.map((s) => s.instructions?.chars ?? 0)));
  relax("nameChars", Math.max(0, ...tools.map((t) => t.hostName.length)));
  const oversized = {};
  for (const server of measured) {
    for (const tool of server.tools) {
      const entry = {};
      if (tool.bytes > limits.toolBytes) entry.bytes = tool.bytes;
      if (tool.tokens > limits.toolTokens) entry.tokens = tool.tokens;
      if (tool.descriptionChars > limits.descriptionChars) entry.chars = tool.descriptionChars;
      if (Object.keys(entry).length > 0) oversized[`${server.name}/${tool.name}`] = entry;
    }
  }
  const config = {
    $schema: SCHEMA_REFERENCE,
    tokenizer: measurement.tokenizer,
    ...base.mcpConfig !== void 0 ? { mcpConfig: base.mcpConfig } : {},
    ...base.servers !== void 0 ? { servers: base.servers } : {},
    limits,
    ...Object.keys(oversized).length > 0 ? { oversized } : {}
  };
  return { config, relaxed };
}
function tightenedTotals(config, measurement, headroomPercent = DEFAULT_HEADROOM_PERCENT) {
  const measured = measurement.servers.filter((server) => server.ok);
  if (measured.length !== measurement.servers.length) return [];
  const today = { totalBytes: measured.reduce((sum, s) => sum + s.totals.bytes, 0), totalTokens: measured.reduce((sum, s) => sum + s.totals.tokens, 0) };
  const changes = [];
  for (const limit of ["totalBytes", "totalTokens"]) {
    const current = config.limits?.[limit];
    const target = withHeadroom(today[limit], headroomPercent);
    if (current !== void 0 && target < current) changes.push({ limit, from: current, to: target });
  }
  return changes;
}

// src/servers/command-line.ts
function splitCommandLine(line) {
  const words = [];
  let current = "";
  let inWord = false;
  let quote;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quote) {
      if (char === quote) quote = void 0;
      else if (char === "\\" && quote === '"' && i + 1 < line.length) current += line[++i];
      else current += char;
    } else if (char === '"' || char === "'") {
      quote = char;
      inWord = true;
    } else if (char === "\\" && i + 1 < line.length) {
      current += line[++i];
      inWord = true;
    } else if (/\s/.test(char)) {
      if (inWord) words.push(current);
      current = "";
      inWord = false;
    } else {
      current += char;
      inWord = true;
    }
  }
  if (inWord) words.push(current);
  return words;
}

// src/judge/budget-raises.ts
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
  const severity = policy === "fail" ? "error" : "warning";
  const loosenings = [
    ...limitLoosenings(base, head),
    ...oversizedLoosenings(base, head),
    ...fixtureLoosenings(base, head),
    ...measurementChanges(base, head),
    ...serverLoosenings(base, head, context),
    ...symlinkChange(context.symlink)
  ];
  return loosenings.map((loosening) => ({
    code: "BUDGET_RAISED",
    severity,
    subject: loosening.subject,
    ...loosening.from === void 0 ? {} : { limit: loosening.from },
    ...loosening.to === void 0 ? {} : { actual: loosening.to },
    path: loosening.path,
    message: loosening.message,
    fix: policy === "fail" ? "loosening the budget needs a separate approval here: revert this line, or get it approved and run with raises: allow" : "review this line: loosening the budget is the decision this pull request asks for"
  }));
}
var looser = (before, after) => before !== void 0 && (after === void 0 || after > before);
var shown = (value) => value === void 0 ? "none" : fmt(value);
var change = (before, after) => after === void 0 ? `removed (was ${shown(before)}): nothing is checked there any more` : `raised ${shown(before)} → ${fmt(after)}${before !== void 0 ? ` (+${fmt(after - before)})` : ""}`;
var own = (record, key) => record && Object.hasOwn(record, key) ? record[key] : void 0;
function limitLoosenings(base, head) {
  const out = [];
  for (const name of LIMIT_NAMES) {
    const before = base.limits?.[name];
    const after = head.limits?.[name];
    if (looser(before, after)) out.push({ subject: "limits", path: after === void 0 ? ["limits"] : ["limits", name], from: before, to: after, message: `limits.${name} ${change(before, after)}` });
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
      const path12 = headOwn !== void 0 ? ["servers", server, "limits", name] : ["servers", server];
      out.push({ subject: server, path: path12, from: before, to: after, message: `${name} as it applies to server "${server}" ${change(before, after)}` });
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
        out.push({ subject: key, path: ["oversized", key, unit], to: after, message: `new oversized entry: ${key} may be ${fmt(after)} ${unit}` });
      } else if (after > before[unit]) {
        out.push({ subject: key, path: ["oversized", key, unit], from: before[unit], to: after, message: `oversized["${key}"].${unit} ${change(before[unit], after)}` });
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
      out.push({ subject: `fixture:${before.name}`, path: ["fixtures"], message: `fixture "${before.name}" removed: its result is no longer measured or checked` });
      continue;
    }
    const { fixture: after, index } = found;
    for (const ceiling of ["maxTokens", "maxBytes"]) {
      if (looser(before[ceiling], after[ceiling])) {
        out.push({ subject: `fixture:${after.name}`, path: after[ceiling] === void 0 ? ["fixtures", index] : ["fixtures", index, ceiling], from: before[ceiling], to: after[ceiling], message: `fixtures["${after.name}"].${ceiling} ${change(before[ceiling], after[ceiling])}` });
      }
    }
    if (JSON.stringify(before.normalize ?? []) !== JSON.stringify(after.normalize ?? [])) {
      out.push({ subject: `fixture:${after.name}`, path: ["fixtures", index, "normalize"], message: `fixtures["${after.name}"].normalize changed: ${JSON.stringify(before.normalize ?? [])} → ${JSON.stringify(after.normalize ?? [])} (it rewrites the result before counting)` });
    }
  }
  return out;
}
function measurementChanges(base, head) {
  const out = [];
  const setting = (key, fallback, why) => {
    const before = base[key] ?? fallback;
    const after = head[key] ?? fallback;
    if (before !== after) out.push({ subject: key, path: [key], message: `${key} changed: ${JSON.stringify(before)} → ${JSON.stringify(after)} (${why})` });
  };
  setting("tokenizer", "o200k_base", "the same text counts differently");
  setting("hostToolName", "mcp__{server}__{tool}", "nameChars is checked on this name");
  for (const unit of ["bytes", "tokens", "chars"]) {
    const before = base.ratchet?.minDelta?.[unit] ?? DEFAULT_MIN_DELTA[unit];
    const after = head.ratchet?.minDelta?.[unit] ?? DEFAULT_MIN_DELTA[unit];
    if (after > before) out.push({ subject: "ratchet", path: ["ratchet", "minDelta", unit], from: before, to: after, message: `ratchet.minDelta.${unit} ${change(before, after)}: a tool may shrink this much and grow back unseen` });
  }
  if ((base.ratchet?.stale ?? "error") === "error" && head.ratchet?.stale === "warning") {
    out.push({ subject: "ratchet", path: ["ratchet", "stale"], message: 'ratchet.stale changed: "error" → "warning" (a stale oversized entry no longer fails)' });
  }
  for (const key of ["toolPercent", "toolBytes", "toolTokens", "totalPercent", "totalBytes", "totalTokens"]) {
    const before = base.growth?.[key];
    const after = head.growth?.[key];
    if (looser(before, after)) out.push({ subject: "growth", path: after === void 0 ? ["growth"] : ["growth", key], from: before, to: after, message: `growth.${key} ${change(before, after)}` });
  }
  const droppedHosts = (base.hosts ?? []).filter((host) => !(head.hosts ?? []).includes(host));
  if (droppedHosts.length > 0) out.push({ subject: "hosts", path: ["hosts"], message: `hosts no longer checks ${droppedHosts.map((h) => JSON.stringify(h)).join(", ")}` });
  for (const [host, limits] of Object.entries(base.hostLimits ?? {})) {
    for (const [key, before] of Object.entries(limits)) {
      const after = own(head.hostLimits, host)?.[key];
      if (looser(before, after)) out.push({ subject: host, path: after === void 0 ? ["hostLimits", host] : ["hostLimits", host, key], from: before, to: after, message: `hostLimits["${host}"].${key} ${change(before, after)}` });
    }
  }
  if (base.stability?.toolsList === "error" && head.stability?.toolsList !== "error") {
    out.push({ subject: "stability", path: ["stability"], message: 'stability.toolsList changed: "error" → "warning" (an unstable tools/list no longer fails)' });
  }
  const beforeImports = JSON.stringify([base.mcpConfig ?? []].flat());
  const afterImports = JSON.stringify([head.mcpConfig ?? []].flat());
  if (beforeImports !== afterImports) out.push({ subject: "mcpConfig", path: ["mcpConfig"], message: `mcpConfig changed: ${beforeImports} → ${afterImports} (which servers are measured)` });
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
    if (!headServers.has(server)) out.push({ subject: server, path: own(head.servers, server) ? ["servers"] : ["mcpConfig"], message: `server "${server}" is no longer measured (it was at the base)` });
  }
  for (const [server, after] of headServers) {
    const before = baseServers.get(server) ?? {};
    out.push(...toolFilterLoosenings(server, before, after, where(server)));
    out.push(...sandboxWidenings(server, [...where(server), "sandbox"], { ...base.sandbox, ...before.sandbox }, { ...head.sandbox, ...after.sandbox }, true));
    out.push(...reachWidenings(server, before, after, where(server)));
  }
  return out;
}
function symlinkChange(symlink) {
  if (!symlink?.head || symlink.head === symlink.base) return [];
  return [{ subject: "budget.json", path: [], message: `the budget file is now a symbolic link to ${JSON.stringify(symlink.head)} (was ${symlink.base ? JSON.stringify(symlink.base) : "a file"}): the diff shows the link, not the limits that are checked` }];
}
function toolFilterLoosenings(server, before, after, at) {
  const out = [];
  const hidden = (after.disabledTools ?? []).filter((tool) => !(before.disabledTools ?? []).includes(tool));
  if (hidden.length > 0) out.push({ subject: server, path: at.length > 1 ? [...at, "disabledTools"] : at, message: `disabledTools of "${server}" now hides ${hidden.map((t) => JSON.stringify(t)).join(", ")} from measurement` });
  if (after.enabledTools && (!before.enabledTools || before.enabledTools.some((tool) => !after.enabledTools.includes(tool)))) {
    out.push({ subject: server, path: at.length > 1 ? [...at, "enabledTools"] : at, message: `enabledTools of "${server}" now measures only ${JSON.stringify(after.enabledTools)} (was ${before.enabledTools ? JSON.stringify(before.enabledTools) : "every tool"})` });
  }
  return out;
}
function sandboxWidenings(subject, path12, before, after, perServer = false) {
  const out = [];
  const where = perServer ? `the sandbox of "${subject}"` : "the sandbox";
  if ((before?.network ?? "none") !== "host" && after?.network === "host") out.push({ subject, path: [...path12, "network"], message: `${where}: network "${before?.network ?? "none"}" → "host" (the server may reach the network)` });
  if (before?.require === true && after?.require !== true) out.push({ subject, path: [...path12], message: `${where}: require true → ${after?.require ?? "unset"} (the server may run without its sandbox)` });
  for (const key of ["passEnv", "writable", "readable"]) {
    const added = (after?.[key] ?? []).filter((item) => !(before?.[key] ?? []).includes(item));
    const what = key === "passEnv" ? "may read these variables of the job" : key === "writable" ? "may write" : "may read";
    if (added.length > 0) out.push({ subject, path: [...path12, key], message: `${where}: ${key} adds ${added.map((a) => JSON.stringify(a)).join(", ")} (the server ${what})` });
  }
  return out;
}
function reachWidenings(server, before, after, at) {
  const out = [];
  for (const key of ["env", "headers"]) {
    const changed = Object.entries(after[key] ?? {}).filter(([name, value]) => own(before[key], name) !== value).map(([name]) => name);
    if (changed.length > 0) out.push({ subject: server, path: at.length > 1 ? [...at, key] : at, message: `${key} of "${server}" sets ${changed.map((n) => JSON.stringify(n)).join(", ")} (new or changed values reach the server)` });
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

// src/commands/commands.ts
async function measureBudget(loaded2, context) {
  void probeConfinement();
  const { servers, unresolved } = await resolveServers(loaded2.config, loaded2.dir, context.callerEnv, path11.basename(loaded2.file));
  if (servers.length === 0 && unresolved.length === 0) {
    throw new UsageError(`${path11.basename(loaded2.file)} declares no servers: add "servers", or "mcpConfig" naming a file with them`);
  }
  const shard = context.shard;
  const measured = shard ? servers.filter((server) => inShard(server.name, shard)) : servers;
  const measurement = await measureAll(loaded2.config, measured, loaded2.dir, context, servers);
  measurement.skippedServers = shard ? unresolved.filter((skipped) => inShard(skipped.server, shard)) : unresolved;
  return measurement;
}
async function checkCommand(configFile, context) {
  const loaded2 = await loadBudget(path11.resolve(context.cwd, configFile), configFile);
  if (context.stale) loaded2.config.ratchet = { ...loaded2.config.ratchet, stale: context.stale };
  const base = context.base ? await readBaseBudget(context.cwd, configFile, context.base) : void 0;
  const againstBase = base ? await judgeAgainstBase(configFile, loaded2, base, context) : void 0;
  const measurement = await measureBudget(loaded2, context);
  if (context.shard) {
    const report2 = { ...judgeContracts(loaded2.config, measurement, configFile), shard: { ...context.shard, budgetSha256: budgetDigest(loaded2.text) } };
    return { report: report2, exitCode: exitCodeFor(report2), budget: { file: configFile, text: loaded2.text } };
  }
  const judged = verdict(configFile, loaded2, measurement, againstBase);
  if (!base && !context.baseReport) return judged;
  const figures = await baseFiguresFor(loaded2, base, context);
  if (!figures) return judged;
  if (!figures.report) {
    judged.report.base = { ref: figures.ref, source: figures.source, error: figures.error ?? "no figures" };
    return judged;
  }
  const changes = compareWithBase(figures.report, judged.report, figures.ref, figures.source);
  const findings = sortFindings([...judged.report.findings, ...growthFindings(loaded2.config, changes, context.acceptGrowth === true)]);
  const stats = figures.source === "measured" ? figures.report.cache : void 0;
  const cache = stats ? { cache: { warm: stats.warm, hits: stats.hits, misses: stats.misses } } : {};
  const report = { ...buildReport(measurement, findings, configFile), base: { ref: figures.ref, source: figures.source, ...cache }, changes };
  return { ...judged, report, exitCode: exitCodeFor(report) };
}
async function judgeAgainstBase(configFile, loaded2, base, context) {
  const baseConfig = base.text === void 0 ? void 0 : tryParse(configFile, base.text);
  if (!baseConfig) {
    return {
      findings: [{
        code: "BUDGET_RAISED",
        severity: context.raises === "fail" ? "error" : "notice",
        subject: configFile,
        message: base.text === void 0 ? `${configFile} is new in this change (not at ${base.ref}): every limit in it is new` : `${configFile} at ${base.ref} is not valid, so raises cannot be judged`
      }]
    };
  }
  const name = path11.basename(configFile);
  const resolved = async (config, readText) => {
    try {
      const { servers } = await resolveServers(config, loaded2.dir, context.callerEnv, name, readText);
      return new Map(servers.map((server) => [server.name, server.config]));
    } catch {
      return void 0;
    }
  };
  const [baseServers, headServers] = await Promise.all([resolved(baseConfig, base.readText), resolved(loaded2.config)]);
  const findings = budgetRaises(baseConfig, loaded2.config, context.raises ?? "allow", {
    ...baseServers && headServers ? { servers: { base: baseServers, head: headServers } } : {},
    symlink: base.symlink
  });
  return { findings, figures: baseFigures(baseConfig) };
}
function verdict(configFile, loaded2, measurement, againstBase) {
  const budget = { file: configFile, text: loaded2.text };
  const { report } = judge(loaded2.config, measurement, configFile);
  if (!againstBase) return { report, exitCode: exitCodeFor(report), budget };
  const withRaises = buildReport(measurement, sortFindings([...report.findings, ...againstBase.findings]), configFile);
  return { report: withRaises, exitCode: exitCodeFor(withRaises), budget, ...againstBase.figures ? { baseFigures: againstBase.figures } : {} };
}
function tryParse(file, text) {
  try {
    return parseBudget(file, text);
  } catch {
    return void 0;
  }
}
async function measureCommand(configFile, serverSpecs, context) {
  const file = path11.resolve(context.cwd, configFile);
  let loaded2;
  if (context.configGiven && serverSpecs.length === 0 && !existsSync4(file)) throw new UsageError(`${configFile}: not found (named with --config)`);
  if (serverSpecs.length > 0 || !existsSync4(file)) {
    const config = serversWithoutBudget(serverSpecs, context.cwd);
    loaded2 = { file, dir: context.cwd, text: "", config };
  } else {
    loaded2 = await loadBudget(file, configFile);
  }
  const measurement = await measureBudget(loaded2, context);
  const report = loaded2.text ? judge(loaded2.config, measurement, configFile).report : judgeContracts(loaded2.config, measurement);
  return { report, exitCode: exitCodeFor(report), ...loaded2.text ? { budget: { file: configFile, text: loaded2.text } } : {} };
}
async function updateCommand(configFile, context) {
  const file = path11.resolve(context.cwd, configFile);
  const loaded2 = await loadBudget(file, configFile);
  const measurement = await measureBudget(loaded2, context);
  const { verdicts } = judge(loaded2.config, measurement, configFile);
  const tightened = tightenedOversized(verdicts);
  const changes = [...tightened].map(([key, to]) => ({ key, from: loaded2.config.oversized[key], to }));
  const totals = tightenedTotals(loaded2.config, measurement, context.headroom);
  let text = loaded2.text;
  if (changes.length > 0 || totals.length > 0) {
    text = editJson(loaded2.text, [...budgetEdits(changes), ...totals.map((total) => ({ path: ["limits", total.limit], value: total.to }))]);
    const config = parseBudget(configFile, text);
    if (!context.dryRun) await writeFileAtomic(file, text);
    const after = judge(config, measurement, configFile).report;
    return { report: after, exitCode: exitCodeFor(after), budget: { file: configFile, text }, changes, totals, ...context.dryRun ? {} : { wrote: configFile } };
  }
  const { report } = judge(loaded2.config, measurement, configFile);
  return { report, exitCode: exitCodeFor(report), budget: { file: configFile, text }, changes };
}
async function initCommand(configFile, serverSpecs, context) {
  const file = path11.resolve(context.cwd, configFile);
  if (existsSync4(file) && !context.force && !context.dryRun) {
    throw new UsageError(`${configFile} already exists; run \`npx mcp-budget check\`, or \`init --force\` to start over`);
  }
  const base = serversWithoutBudget(serverSpecs, context.cwd);
  const loaded2 = { file, dir: path11.dirname(file), text: "", config: base };
  const measurement = await measureBudget(loaded2, context);
  const failed = judgeContracts(base, measurement);
  if (exitCodeFor(failed) !== 0) return { report: failed, exitCode: exitCodeFor(failed) };
  const { config, relaxed } = initialBudget(base, measurement, context.headroom);
  const text = JSON.stringify(config, null, 2) + "\n";
  parseBudget(configFile, text);
  if (!context.dryRun) await writeFileAtomic(file, text);
  const { report } = judge(config, measurement, configFile);
  return { report, exitCode: exitCodeFor(report), budget: { file: configFile, text }, relaxed, ...context.dryRun ? { proposed: text } : { wrote: configFile } };
}
function budgetEdits(changes) {
  const edits = [];
  for (const { key, from, to } of changes) {
    if (to === void 0) {
      edits.push({ path: ["oversized", key], value: void 0 });
      continue;
    }
    for (const unit of UNITS) {
      if (from[unit] !== to[unit]) edits.push({ path: ["oversized", key, unit], value: to[unit] });
    }
  }
  return edits;
}
function serversWithoutBudget(serverSpecs, cwd) {
  if (serverSpecs.length > 0) return { servers: serversFromSpecs(serverSpecs, cwd) };
  const found = KNOWN_MCP_CONFIGS.filter((candidate) => existsSync4(path11.join(cwd, candidate)));
  if (found.length === 0) {
    throw new UsageError(
      `no servers to measure: pass --server "<command that starts your server>" (repeatable), or check in one of ${KNOWN_MCP_CONFIGS.join(", ")}`
    );
  }
  return { mcpConfig: found.length === 1 ? found[0] : found };
}
function serversFromSpecs(specs, cwd) {
  const servers = {};
  for (const spec of specs) {
    const named = /^([A-Za-z0-9_.-]+)=(.+)$/s.exec(spec);
    const body = named ? named[2] : spec;
    if (/^https?:\/\//.test(body)) {
      const url = new URL(body);
      servers[named ? named[1] : url.hostname.replace(/[^A-Za-z0-9_.-]/g, "-")] = { url: body };
      continue;
    }
    const [command, ...args] = splitCommandLine(body);
    if (!command) throw new UsageError(`--server needs a command, got ${JSON.stringify(spec)}`);
    const base = named ? named[1] : nameFromCommand(command, args, cwd);
    let name = base;
    for (let n = 2; servers[name]; n++) name = `${base}-${n}`;
    servers[name] = args.length > 0 ? { command, args } : { command };
  }
  return servers;
}
function nameFromCommand(command, args, cwd) {
  const subject = args.find((arg) => !arg.startsWith("-") && arg !== "run" && arg !== "exec") ?? command;
  const segments = subject.replace(/@[\d^~.]+.*$/, "").split(/[\\/]/).filter((segment) => segment && segment !== "." && segment !== "..");
  const generic = /^(index|server|main|cli|dist|build|lib|src|out|bin|app)$/;
  const stems = segments.map((segment) => segment.replace(/\.(m?[jt]s|c[jt]s|py)$/, ""));
  const name = [...stems].reverse().find((stem) => !generic.test(stem)) ?? (cwd ? path11.basename(cwd) : void 0) ?? stems.at(-1) ?? "server";
  return name.replace(/[^A-Za-z0-9_.-]/g, "-") || "server";
}
function lineFinder2(budget) {
  return budget?.text ? lineFinder(budget.text) : void 0;
}

export {
  UsageError,
  ConfigError,
  isUsageError,
  FINDING_CATALOG,
  formatPath,
  loadBudget,
  fmt,
  readBaseBudget,
  HOST_PROFILES,
  ServerFailure,
  listTools,
  hostToolPayload,
  hostResultText,
  afterCut,
  loadSchemaCompiler,
  killAllGroupsSync,
  DEFAULT_MAX_MESSAGE_BYTES,
  ServerSession,
  makeNormalizer,
  measureResult,
  sessionOptionsFor,
  loadTokenizer,
  VERSION,
  resolveServers,
  readReportFile,
  parseShard,
  budgetDigest,
  checkCommand,
  judgeAgainstBase,
  verdict,
  measureCommand,
  updateCommand,
  initCommand,
  lineFinder2 as lineFinder
};
