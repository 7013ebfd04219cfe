import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import "./chunk-HANBNIMK.js";

// src/report/generated/report-validator.js
var validate = validate10;
var report_validator_default = validate10;
var schema11 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://github.com/mcp-budget/mcp-budget/report.schema.json", "title": "mcp-budget JSON report (check --json, --output, the Action's report output)", "type": "object", "required": ["schemaVersion", "ok", "tokenizer", "servers", "fixtures", "totals", "findings"], "properties": { "schemaVersion": { "const": 1 }, "ok": { "type": "boolean" }, "tokenizer": { "enum": ["o200k_base", "cl100k_base"] }, "config": { "type": "string" }, "servers": { "type": "array", "items": { "$ref": "#/definitions/server" } }, "fixtures": { "type": "array", "items": { "$ref": "#/definitions/fixture" } }, "totals": { "type": "object", "required": ["servers", "tools", "bytes", "tokens"], "properties": { "servers": { "$ref": "#/definitions/count" }, "tools": { "$ref": "#/definitions/count" }, "bytes": { "$ref": "#/definitions/count" }, "tokens": { "$ref": "#/definitions/count" } } }, "sessions": { "description": "Each session of budget.json on each host in hosts, turn by turn: turn i is the i-th model request of the session on that host; tokens is the servers' share of it (definitions as that host sends them in it, with a deferring host's tool-search answer and the definitions it loaded, and every earlier result as the host keeps it, replayed).", "type": "array", "items": { "type": "object", "required": ["name", "steps", "servers", "hosts"], "properties": { "name": { "type": "string" }, "steps": { "type": "array", "items": { "type": "string" } }, "servers": { "type": "array", "items": { "type": "string" } }, "ceiling": { "type": "object", "required": ["tokens"], "properties": { "tokens": { "$ref": "#/definitions/count" } } }, "hosts": { "type": "array", "items": { "type": "object", "required": ["host", "turns", "total"], "properties": { "host": { "type": "string" }, "turns": { "type": "array", "items": { "type": "object", "required": ["tokens", "definitions", "results", "after"], "properties": { "tokens": { "$ref": "#/definitions/count" }, "definitions": { "$ref": "#/definitions/count" }, "results": { "$ref": "#/definitions/count" }, "cache": { "$ref": "#/definitions/sessionCache" }, "after": { "oneOf": [{ "enum": ["start", "search"] }, { "type": "object", "required": ["step"], "properties": { "step": { "type": "integer", "minimum": 1 }, "page": { "type": "integer", "minimum": 1 } } }] } } } }, "total": { "$ref": "#/definitions/count" }, "loadedBySearch": { "type": "array", "items": { "type": "string" } }, "unmeasured": { "type": "string" }, "cache": { "$ref": "#/definitions/sessionCache" }, "price": { "description": "The session in US dollars at the model's price where a source states one (input, cache write and cache read each at its rate; source names it), else none says why.", "type": "object", "properties": { "model": { "type": "string" }, "none": { "type": "string" }, "source": { "type": "string" }, "usd": { "type": "object", "required": ["input", "write", "read", "total"], "properties": { "input": { "type": "number" }, "write": { "type": "number" }, "read": { "type": "number" }, "total": { "type": "number" } } } } } } } } } } }, "findings": { "type": "array", "items": { "$ref": "#/definitions/finding" } }, "cache": { "type": "object", "required": ["warm", "hits", "misses"] }, "commit": { "type": "string", "description": "The commit this run measured (HEAD), when it ran in a git checkout." }, "base": { "type": "object", "required": ["ref", "source"], "properties": { "ref": { "type": "string" }, "commit": { "type": "string", "description": "The base commit: the merge base measured, or the commit a saved report was made on." }, "source": { "enum": ["measured", "report", "unmeasured"], "description": "unmeasured: no server of the base has figures (see error and servers)." }, "error": { "type": "string" }, "reportNotUsed": { "type": "string", "description": "Why the saved base report given was not used (none of the merge base, or of another commit): the base was measured instead." }, "note": { "type": "string", "description": "A saved report used as given although it names another commit than the merge base." }, "servers": { "type": "array", "description": "Per server of the base: measured at the merge base, read from a saved report, or unmeasured and why.", "items": { "type": "object", "required": ["name", "source"], "properties": { "name": { "type": "string" }, "source": { "enum": ["measured", "report", "unmeasured"] }, "reason": { "type": "string" } } } }, "cache": { "type": "object", "required": ["warm", "hits", "misses"] } } }, "changes": { "type": "object", "required": ["ref", "subjects", "servers", "total"], "properties": { "ref": { "type": "string" }, "source": { "enum": ["measured", "report"] }, "subjects": { "type": "array", "items": { "type": "object", "required": ["subject", "kind", "deltaBytes", "deltaTokens"], "properties": { "subject": { "type": "string" }, "kind": { "type": "string", "pattern": "^[a-z-]+$" }, "before": { "$ref": "#/definitions/figures" }, "after": { "$ref": "#/definitions/figures" }, "deltaBytes": { "type": "integer" }, "deltaTokens": { "type": "integer" } } } }, "servers": { "type": "array", "items": { "type": "object", "required": ["name", "deltaBytes", "deltaTokens"], "properties": { "name": { "type": "string" }, "before": { "$ref": "#/definitions/figures" }, "after": { "$ref": "#/definitions/figures" }, "deltaBytes": { "type": "integer" }, "deltaTokens": { "type": "integer" }, "percent": { "type": "number" } } } }, "total": { "type": "object", "required": ["before", "after", "deltaBytes", "deltaTokens"], "properties": { "before": { "$ref": "#/definitions/figures" }, "after": { "$ref": "#/definitions/figures" }, "deltaBytes": { "type": "integer" }, "deltaTokens": { "type": "integer" }, "percent": { "type": "number" } } } } }, "contracts": { "type": "object", "required": ["suggestedBump", "versions", "changes"], "properties": { "suggestedBump": { "$ref": "#/definitions/bump" }, "versions": { "type": "object", "properties": { "manifest": { "type": "string" }, "base": { "type": "string" }, "head": { "type": "string" } }, "additionalProperties": false }, "changes": { "type": "array", "items": { "type": "object", "required": ["subject", "change", "bump"], "properties": { "subject": { "type": "string" }, "change": { "type": "string" }, "class": { "enum": ["breaking", "compatible", "cosmetic"], "description": "Breaking needs a major release, compatible a minor, cosmetic a patch (below 1.0.0 as npm's caret reads it)." }, "bump": { "$ref": "#/definitions/bump" }, "detail": { "type": "string" }, "path": { "type": "string", "description": "Where in the tool definition, as a JSON path with local $refs expanded (inputSchema.properties.limit.maximum)." }, "from": { "type": "string", "description": "The base's value at path, as JSON text (absent when over 1,000 characters)." }, "to": { "type": "string", "description": "The head's value at path, as JSON text (absent when over 1,000 characters)." } } } }, "unknown": { "type": "array", "items": { "type": "string" } } } }, "fixes": { "type": "array", "items": { "type": "object", "required": ["subject", "proposal"], "properties": { "subject": { "type": "string" }, "proposal": { "type": "object", "required": ["subject", "kind", "lossless", "change", "saves"], "properties": { "subject": { "type": "string" }, "kind": { "type": "string", "pattern": "^[a-z-]+$" }, "lossless": { "type": "boolean" }, "change": { "type": "string" }, "loses": { "type": "string" }, "code": { "type": "string" }, "saves": { "type": "object", "required": ["bytes", "tokens"], "properties": { "bytes": { "type": "integer" }, "tokens": { "type": "integer" } } }, "hosts": { "type": "array", "items": { "type": "object", "required": ["host", "bytes", "tokens"], "properties": { "host": { "type": "string" }, "bytes": { "type": "integer" }, "tokens": { "type": "integer" } } } } } } } } }, "hostSessions": { "description": "Each host's session per way of running the servers (variants are alternatives): whether the servers' definitions go up front or are deferred behind tool search or virtual tools, by the host's rule, how far from its threshold, and the session start on that side.", "type": "array", "items": { "type": "object", "required": ["host", "rule", "deferred", "tools", "sessionStartTokens"], "additionalProperties": false, "properties": { "host": { "type": "string" }, "configuration": { "type": "string", "description": "The variants chosen, when the servers have variants." }, "rule": { "enum": ["always", "tools-over", "model", "none"], "description": "What decides: always (but for the models listed up front), the session's tool count, the model, or nothing (the profile's recorded side)." }, "deferred": { "type": "boolean" }, "tools": { "$ref": "#/definitions/count", "description": "The tools counted against the threshold (the host's own added where it counts them)." }, "threshold": { "$ref": "#/definitions/count" }, "margin": { "type": "integer", "description": "Tools left before the threshold; negative past it." }, "model": { "type": "string", "description": "The model it was decided for: named in budget.json, or the profile's assumedModel." }, "sessionStartTokens": { "$ref": "#/definitions/count" } } } }, "skippedServers": { "type": "array", "items": { "type": "object", "required": ["server", "reason", "origin"], "properties": { "server": { "type": "string" }, "reason": { "type": "string" }, "origin": { "type": "string" }, "variable": { "type": "string" }, "field": { "type": "string" }, "written": { "type": "string" } } } }, "shard": { "type": "object", "required": ["index", "count", "budgetSha256"], "properties": { "index": { "type": "integer", "minimum": 1 }, "count": { "type": "integer", "minimum": 1 }, "budgetSha256": { "type": "string", "pattern": "^[0-9a-f]{64}$" }, "baseCommit": { "type": "string", "description": "With --base: the merge base the shard ran under (its reach); merge --base refuses shards of another." } } } }, "definitions": { "count": { "type": "integer", "minimum": 0 }, "sessionCache": { "description": "Tokens of the servers' share by how the host's model API bills them under its prompt caching: read from the cache, written to it, new input (they sum to the tokens). Absent where no source states the host's caching.", "type": "object", "required": ["read", "write", "input"], "properties": { "read": { "$ref": "#/definitions/count" }, "write": { "$ref": "#/definitions/count" }, "input": { "$ref": "#/definitions/count" } } }, "bump": { "enum": ["major", "minor", "patch", "none"] }, "contract": { "type": "object", "required": ["inputs"], "properties": { "inputs": { "$ref": "#/definitions/fields" }, "outputs": { "$ref": "#/definitions/fields" }, "schemas": { "type": "object", "description": "The tool's schemas and annotations as listed, compared at every depth against the base.", "properties": { "input": {}, "output": {}, "annotations": {}, "rest": { "type": "string", "description": "sha256 (16 hex digits) of the definition's other members but the name." } } } } }, "fields": { "type": "object", "additionalProperties": { "type": "object", "required": ["required"], "properties": { "required": { "type": "boolean" }, "types": { "type": "array", "items": { "type": "string" } }, "values": { "type": "array", "items": { "type": "string" } } } } }, "figures": { "type": "object", "required": ["bytes", "tokens"], "properties": { "bytes": { "$ref": "#/definitions/count" }, "tokens": { "$ref": "#/definitions/count" }, "descriptionChars": { "$ref": "#/definitions/count" } } }, "listing": { "type": "object", "description": "A list a host loads besides tools/list: every page walked, each item measured as JSON.stringify of the object as it crossed the wire. With failed, no figure is claimed.", "required": ["method", "pages", "wireBytes", "bytes", "tokens", "items"], "properties": { "method": { "enum": ["prompts/list", "resources/list", "resources/templates/list", "skills/list"] }, "pages": { "$ref": "#/definitions/count" }, "wireBytes": { "$ref": "#/definitions/count", "description": "UTF-8 bytes of every page's JSON-RPC response on the wire." }, "bytes": { "$ref": "#/definitions/count" }, "tokens": { "$ref": "#/definitions/count" }, "items": { "type": "array", "items": { "type": "object", "required": ["name", "digest", "bytes", "tokens", "descriptionChars"], "properties": { "name": { "type": "string", "description": "A prompt's name, a resource's uri, a template's uriTemplate." }, "digest": { "type": "string" }, "bytes": { "$ref": "#/definitions/count" }, "tokens": { "$ref": "#/definitions/count" }, "descriptionChars": { "$ref": "#/definitions/count" }, "ceiling": { "$ref": "#/definitions/ceiling" } } } }, "stopped": { "type": "object", "required": ["page", "reason"] }, "failed": { "type": "string" }, "failedCode": { "type": "integer" } } }, "ceiling": { "type": "object", "properties": { "bytes": { "type": "number" }, "tokens": { "type": "number" }, "chars": { "type": "number" } }, "additionalProperties": false }, "server": { "type": "object", "required": ["name", "ok", "transport", "tools", "totals", "listPages", "durationMs"], "properties": { "name": { "type": "string" }, "variant": { "type": "object", "required": ["of", "name"], "properties": { "of": { "type": "string" }, "name": { "type": "string" } } }, "ok": { "type": "boolean" }, "transport": { "enum": ["stdio", "http"] }, "protocolVersion": { "type": "string" }, "era": { "enum": ["modern", "legacy"], "description": "The protocol era it was measured in: modern (2026-07-28, server/discover) or legacy (initialize)." }, "supportedVersions": { "type": "array", "items": { "type": "string" }, "description": "server/discover's supportedVersions (modern era)." }, "legacyBecause": { "type": "string", "description": "Why a server offered 2026-07-28 was measured in the legacy era." }, "revision": { "type": "object", "description": "What revision 2026-07-28 asks of results, as the answers kept it (modern era).", "required": ["cacheHints", "resultTypeMissing", "credentials"], "properties": { "cacheHints": { "type": "array", "items": { "type": "object", "required": ["method"], "properties": { "method": { "type": "string" }, "ttlMs": {}, "cacheScope": {}, "listing": { "type": "integer", "description": "Paginated lists: which walk from the first page this page belongs to." }, "page": { "type": "integer" } } } }, "resultTypeMissing": { "type": "array", "items": { "type": "string" } }, "requestEnvelopeBytes": { "type": "integer", "description": "Bytes of the _meta envelope each request carries in this era." }, "credentials": { "type": "boolean" } } }, "parity": { "type": "object", "description": "A dual-era server's legacy face (initialize) where it differs from the modern one.", "required": ["era"], "properties": { "era": { "const": "legacy" }, "protocolVersion": { "type": "string" }, "instructions": { "type": "object", "required": ["modernChars", "legacyChars"], "properties": { "modernChars": { "type": "integer" }, "legacyChars": { "type": "integer" } } }, "tools": { "type": "object", "required": ["tool", "path"], "properties": { "tool": { "type": "string" }, "path": { "type": "string" } } }, "failed": { "type": "string" } } }, "serverInfo": { "type": "object" }, "clientCapabilities": { "type": "object" }, "instructions": { "oneOf": [{ "type": "null" }, { "type": "object", "required": ["chars", "bytes", "tokens"] }] }, "tools": { "type": "array", "items": { "type": "object", "required": ["name", "bytes", "tokens", "descriptionChars", "hostName"], "properties": { "name": { "type": "string" }, "bytes": { "$ref": "#/definitions/count" }, "tokens": { "$ref": "#/definitions/count" }, "descriptionChars": { "$ref": "#/definitions/count" }, "hostName": { "type": "string" }, "digest": { "type": "string" }, "bodyDigest": { "type": "string", "description": "sha256 (16 hex digits) of the definition with its name blanked: equal on both sides of a rename." }, "fields": { "type": "object", "additionalProperties": { "$ref": "#/definitions/count" }, "description": 'Bytes of each top-level member as serialized ("key":value and its comma).' }, "ceiling": { "$ref": "#/definitions/ceiling" }, "inputSchemaError": { "type": "string" }, "inputSchemaLenient": { "type": "object", "required": ["error", "dialect"], "additionalProperties": false, "properties": { "error": { "type": "string" }, "dialect": { "type": "string" } }, "description": "What a strict reading of its inputSchema refused (a meta-schema rule, a pattern invalid with the u flag) that a lenient reading forgives; the schema was compiled leniently and checks arguments." }, "onlyInEra": { "enum": ["legacy"], "description": "Listed only by the initialize face of a dual-era server (the session used server/discover): hosts of that era load it, so it is measured and judged; each total is the larger face's." }, "onlyWithCapabilities": { "const": true, "description": "Listed only to a client declaring roots, sampling, elicitation and tasks, more than budget.json declares (a pull-request run or stability.capabilities): hosts that declare them load it, so it is measured and judged." }, "face": { "enum": ["legacy", "capabilities"], "description": "These figures are another face's definition of the tool, larger than the one the session was listed (or absent from it): legacy, the initialize face of a dual-era server; capabilities, the listing a client declaring roots, sampling, elicitation and tasks gets. Every host that meets the server that way loads it, so the larger definition is judged; each total is the larger face's." }, "listedAfter": { "enum": ["calls"], "description": "Listed only after the fixtures ran (a mid-session change, with or without notifications/tools/list_changed): a host in that conversation loads it, so it is measured and judged with the others." }, "contract": { "$ref": "#/definitions/contract" } } } }, "listsMeasured": { "const": true, "description": "Its prompts, resources and templates were looked for (absent when not advertised); a report from before they were measured lacks it." }, "prompts": { "$ref": "#/definitions/listing", "description": "prompts/list, when the server advertises prompts." }, "resources": { "$ref": "#/definitions/listing", "description": "resources/list, when the server advertises resources." }, "resourceTemplates": { "$ref": "#/definitions/listing", "description": "resources/templates/list, when the server advertises resources." }, "skillsMeasured": { "const": true, "description": "Its skills/list was looked for (absent when the Skills extension is not declared); a report from before skills were measured lacks it." }, "skills": { "$ref": "#/definitions/listing", "description": "skills/list, when the server declares the Skills extension (io.modelcontextprotocol/skills) under its capabilities' extensions: each item is one Skill entry (uri, frontmatter, resources), named by its uri." }, "totals": { "type": "object", "required": ["tools", "bytes", "tokens"], "description": "bytes and tokens: every tool definition, the instructions, and every prompt, resource, resource template and skill listed." }, "listPages": { "$ref": "#/definitions/count" }, "sandbox": { "type": "object", "required": ["network"], "properties": { "route": { "type": "string", "description": "How the layers were had when not directly: bubblewrap through passwordless sudo (a GitHub-hosted runner), and why." } } }, "policy": { "description": "Whose rules set what the server could reach: budget (the checked-in file, no --base), base (the base branch's entry for it) or default (the tightest reach: a server new in the change, or a base without a budget). withheld lists what the budget under review asked for and did not get; refused says why the server was not started; unset names the variables it ran without.", "type": "object", "required": ["source"], "additionalProperties": false, "properties": { "source": { "enum": ["budget", "base", "default"] }, "ref": { "type": "string" }, "withheld": { "type": "array", "items": { "type": "string" } }, "refused": { "type": "string" }, "unset": { "type": "array", "description": "Variables its config gives it that were withheld (an envFile the base did not have): the server ran without them (ENV_VARIABLE_UNSET).", "items": { "type": "object", "required": ["variable", "field", "origin"], "additionalProperties": false, "properties": { "variable": { "type": "string" }, "field": { "type": "string" }, "origin": { "type": "string" } } } } } }, "failure": { "type": "object", "required": ["code", "phase", "detail"], "properties": { "code": { "enum": ["SERVER_START_FAILED", "SERVER_TIMEOUT", "SERVER_CRASHED", "PROTOCOL_ERROR", "SANDBOX_UNAVAILABLE", "SERVER_LIMIT_HIT"] }, "fix": { "type": "string" } } }, "stdoutNoise": { "type": "object", "required": ["lines", "first"], "properties": { "lines": { "$ref": "#/definitions/count" }, "first": { "type": "array", "items": { "type": "string" } } } }, "listStopped": { "type": "object", "required": ["page", "reason"], "properties": { "page": { "$ref": "#/definitions/count" }, "reason": { "enum": ["cursor-repeated", "max-pages"] }, "cursor": { "type": "string" } } }, "hiddenByCapabilities": { "type": "object", "description": "A second listing as the richest client: how many tools the declared client capabilities hide.", "required": ["declared", "count", "tools"], "properties": { "declared": { "type": "object" }, "count": { "$ref": "#/definitions/count" }, "tools": { "type": "array", "items": { "type": "object", "required": ["name", "bytes"], "properties": { "name": { "type": "string" }, "bytes": { "$ref": "#/definitions/count" } } } } } }, "listingChanges": { "type": "array", "items": { "type": "object", "required": ["when", "tool", "path"], "properties": { "when": { "enum": ["session", "restart", "after-calls"] }, "tool": { "type": "string" }, "path": { "type": "string" }, "notified": { "type": "boolean" } } } }, "durationMs": { "type": "number" }, "startup": { "type": "object", "description": "Spawn to tools/list answered (every page), over starts starts: the run's own, and --starts more one after another. Timed on the machine of this run (note): reported, at most a warning (STARTUP_PAST_HOST_WAIT, STARTUP_HOST_NO_WAIT), never a verdict.", "required": ["starts", "medianMs", "slowestMs", "note"], "properties": { "starts": { "type": "integer", "minimum": 1, "description": "Starts that answered tools/list (the figures are theirs)." }, "failedStarts": { "type": "integer", "minimum": 1, "description": "Starts of --starts that did not answer tools/list (exited, or a bound ended them); absent when none failed." }, "medianMs": { "type": "number" }, "slowestMs": { "type": "number" }, "note": { "const": "timed on the machine of this run: a measurement, never a verdict (at most a warning)" } } }, "hosts": { "type": "array", "description": "With budget.json hosts: what each host's model receives of this server's definitions (o200k counts: exact for OpenAI models, an estimate for the others).", "items": { "$ref": "#/definitions/hostDefinitions" } } } }, "hostDefinitions": { "type": "object", "required": ["host", "tools", "bytes", "tokens", "perTool", "instructionsCut", "sessionStartTokens"], "properties": { "host": { "type": "string", "description": "The host profile (src/hosts/<name>/profile.json)." }, "model": { "type": "string", "description": `The model budget.json names for this host ({"host", "model"}); absent: the profile's assumedModel.` }, "tools": { "$ref": "#/definitions/count" }, "bytes": { "$ref": "#/definitions/count" }, "tokens": { "$ref": "#/definitions/count" }, "perTool": { "type": "array", "description": "Every tool's request entry as the host sends it.", "items": { "type": "object", "required": ["name", "hostName", "bytes", "tokens", "descriptionCut"], "properties": { "name": { "type": "string" }, "hostName": { "type": "string", "description": "The name the host's model sees." }, "unshortened": { "type": "string", "description": "The name before the host shortened it (Codex's hash suffix, Gemini CLI's middle ellipsis)." }, "bytes": { "$ref": "#/definitions/count" }, "tokens": { "$ref": "#/definitions/count" }, "descriptionCut": { "type": "boolean" }, "descriptionLost": { "$ref": "#/definitions/lostText" }, "strippedKeywords": { "type": "array", "items": { "type": "string" }, "description": "Schema keywords the host drops or rewrites." } } } }, "instructionsCut": { "type": "boolean" }, "sessionStartTokens": { "$ref": "#/definitions/count", "description": "What this server adds to every session's start: definitions as sent plus instructions as cut, plus the host's documented fixed tool-use overhead; with deferred loading, names and instructions only. No recorded host loads prompts or resources at start." }, "sessionStartUpFront": { "$ref": "#/definitions/count", "description": "For a host with a deferral threshold: this server's session start with its definitions sent up front." }, "sessionStartDeferred": { "$ref": "#/definitions/count", "description": "For a host with a deferral threshold: this server's session start with its definitions held back (tool search, virtual tools): names or the host's listing, and instructions. The session's side is decided over all its servers (the text report's deferral lines)." }, "resourceToolsTokens": { "$ref": "#/definitions/count", "description": "The host's own resource tools (Claude Code: ListMcpResourcesTool, ReadMcpResourceTool, ReadMcpResourceDirTool) this server brings because it advertises resources, as sent at start; added once per session to the session-start figure, not per server." }, "anthropicTokens": { "$ref": "#/definitions/count", "description": "With --anthropic-count, for hosts that send Anthropic tools[]: the exact count for a Claude model." }, "anthropicError": { "type": "string" } } }, "hostResult": { "type": "object", "required": ["host", "tokens", "bytes", "preCutTokens", "preCutBytes", "outcome", "cut", "lost"], "properties": { "host": { "type": "string" }, "tokens": { "$ref": "#/definitions/count", "description": "What the host's model reads, after its cut or spill." }, "bytes": { "$ref": "#/definitions/count" }, "preCutTokens": { "$ref": "#/definitions/count" }, "preCutBytes": { "$ref": "#/definitions/count" }, "outcome": { "enum": ["whole", "cut", "spilled"], "description": "spilled: the host saved the result to a file; the model reads a reference and a preview, not the data." }, "cut": { "type": "boolean" }, "textLost": { "$ref": "#/definitions/lostText", "description": "The largest page's text the model does not read." }, "lost": { "type": "array", "items": { "type": "string" }, "description": "What the cut took that the model needs to go on (the cursor to the next page)." }, "pages": { "type": "array", "description": "A walk of more than one page: what the model receives of each page, in order (the figures above are the largest page's).", "items": { "type": "object", "required": ["tokens", "bytes", "outcome"], "properties": { "tokens": { "$ref": "#/definitions/count" }, "bytes": { "$ref": "#/definitions/count" }, "outcome": { "enum": ["whole", "cut", "spilled"] } }, "additionalProperties": false } } } }, "lostText": { "type": "object", "description": "Text a host's cut keeps from the model: where it starts, how long it is, its first characters.", "required": ["at", "chars", "start"], "properties": { "at": { "$ref": "#/definitions/count" }, "chars": { "$ref": "#/definitions/count" }, "start": { "type": "string" } } }, "fixture": { "type": "object", "required": ["name", "server", "isError", "wireBytes", "textTokens", "structuredTokens", "tokens", "pages"], "oneOf": [{ "required": ["tool"] }, { "required": ["prompt"] }, { "required": ["resource"] }], "properties": { "prompt": { "type": "string", "description": "A prompt fixture: the prompt asked for with prompts/get (its messages measured like a tool result)." }, "resource": { "type": "string", "description": "A resource fixture: the URI read with resources/read (its contents measured like a tool result)." }, "inputRounds": { "type": "array", "description": "input_required rounds before the final answer (revision 2026-07-28), each measured.", "items": { "type": "object", "required": ["wireBytes", "asked"], "properties": { "wireBytes": { "$ref": "#/definitions/count" }, "asked": { "type": "array", "items": { "type": "string" } } } } }, "inputUnanswered": { "type": "array", "items": { "type": "string" }, "description": "Input keys the tool asked for that the fixture's inputResponses does not supply." }, "linked": { "type": "array", "description": "Each resource a resource_link of the result points at, read with resources/read: the raw bytes of the answer and the tokens of its text contents, or why it could not be read.", "items": { "type": "object", "required": ["uri"], "properties": { "uri": { "type": "string" }, "wireBytes": { "$ref": "#/definitions/count" }, "tokens": { "$ref": "#/definitions/count" }, "failed": { "type": "string" } } } }, "name": { "type": "string" }, "server": { "type": "string" }, "tool": { "type": "string" }, "isError": { "type": "boolean" }, "hosts": { "type": "array", "description": "With budget.json hosts: each fixture result as that host's model reads it.", "items": { "$ref": "#/definitions/hostResult" } }, "wireBytes": { "$ref": "#/definitions/count" }, "textTokens": { "$ref": "#/definitions/count" }, "structuredTokens": { "$ref": "#/definitions/count" }, "tokens": { "$ref": "#/definitions/count" }, "content": { "type": "object" }, "pages": { "type": "array", "items": { "type": "object", "required": ["wireBytes", "textTokens", "structuredTokens", "tokens"], "properties": { "wireBytes": { "$ref": "#/definitions/count" }, "envelopeBytes": { "$ref": "#/definitions/count", "description": "Revision 2026-07-28: of wireBytes, what is not the tool's answer (JSON-RPC frame, resultType, _meta)." }, "textTokens": { "$ref": "#/definitions/count" }, "structuredTokens": { "$ref": "#/definitions/count" }, "tokens": { "$ref": "#/definitions/count" }, "items": { "$ref": "#/definitions/count" }, "tooLarge": { "type": "boolean" }, "shape": { "type": "object", "properties": { "structuredMissing": { "const": true }, "outputSchemaError": { "type": "string" }, "outputMismatch": { "type": "string" }, "prettyPrinted": { "type": "object", "required": ["tokens", "chars"], "properties": { "tokens": { "type": "number" }, "chars": { "type": "number" }, "ofStructured": { "type": "boolean", "description": "the text is the result's structuredContent serialized with indentation (not a document the tool carries, such as a file read verbatim)" } } }, "stringWrapped": { "type": "object", "required": ["key", "tokens", "escapingTokens"] }, "binary": { "type": "object", "required": ["bytes", "blocks"] } } } } } }, "runs": { "type": "array", "items": { "type": "number" } }, "skipped": { "type": "string" }, "skippedBecause": { "enum": ["tool-not-listed", "prompt-not-listed", "resource-not-read", "cursor-not-available", "arguments-do-not-match", "input-schema-unusable"] }, "answer": { "type": "object", "required": ["preview"], "properties": { "rpcError": { "type": ["integer", "null"] }, "preview": { "type": "string" }, "textIncludes": { "type": "boolean" } } }, "walk": { "type": "object", "required": ["flagMismatches", "repeatedRecords", "repeatedCount", "distinctRecords", "completed"], "properties": { "stopped": { "type": "object", "required": ["page", "reason"], "properties": { "reason": { "enum": ["empty-page-with-cursor", "cursor-repeated", "max-pages"] } } }, "flagMismatches": { "type": "array", "items": { "type": "object", "required": ["page", "cursor"] } }, "emptyLastPage": { "$ref": "#/definitions/count" }, "repeatedRecords": { "type": "array", "items": { "type": "string" } }, "repeatedCount": { "$ref": "#/definitions/count" }, "distinctRecords": { "$ref": "#/definitions/count" }, "statedTotal": { "type": "number" }, "completed": { "type": "boolean" } } }, "ceiling": { "$ref": "#/definitions/ceiling" } } }, "finding": { "type": "object", "required": ["code", "severity", "subject", "message"], "properties": { "code": { "type": "string", "pattern": "^[A-Z_]+$" }, "severity": { "enum": ["error", "warning", "notice"] }, "subject": { "type": "string" }, "host": { "type": "string" }, "limit": { "type": "number" }, "actual": { "type": "number" }, "unit": { "enum": ["bytes", "tokens", "chars", "tools"] }, "message": { "type": "string" }, "fix": { "type": "string" }, "path": { "type": "string" }, "pathSegments": { "type": "array", "items": { "type": ["string", "integer"] } } } } } };
var schema87 = { "type": "object", "required": ["code", "severity", "subject", "message"], "properties": { "code": { "type": "string", "pattern": "^[A-Z_]+$" }, "severity": { "enum": ["error", "warning", "notice"] }, "subject": { "type": "string" }, "host": { "type": "string" }, "limit": { "type": "number" }, "actual": { "type": "number" }, "unit": { "enum": ["bytes", "tokens", "chars", "tools"] }, "message": { "type": "string" }, "fix": { "type": "string" }, "path": { "type": "string" }, "pathSegments": { "type": "array", "items": { "type": ["string", "integer"] } } } };
var schema92 = { "enum": ["major", "minor", "patch", "none"] };
var schema12 = { "type": "object", "required": ["name", "ok", "transport", "tools", "totals", "listPages", "durationMs"], "properties": { "name": { "type": "string" }, "variant": { "type": "object", "required": ["of", "name"], "properties": { "of": { "type": "string" }, "name": { "type": "string" } } }, "ok": { "type": "boolean" }, "transport": { "enum": ["stdio", "http"] }, "protocolVersion": { "type": "string" }, "era": { "enum": ["modern", "legacy"], "description": "The protocol era it was measured in: modern (2026-07-28, server/discover) or legacy (initialize)." }, "supportedVersions": { "type": "array", "items": { "type": "string" }, "description": "server/discover's supportedVersions (modern era)." }, "legacyBecause": { "type": "string", "description": "Why a server offered 2026-07-28 was measured in the legacy era." }, "revision": { "type": "object", "description": "What revision 2026-07-28 asks of results, as the answers kept it (modern era).", "required": ["cacheHints", "resultTypeMissing", "credentials"], "properties": { "cacheHints": { "type": "array", "items": { "type": "object", "required": ["method"], "properties": { "method": { "type": "string" }, "ttlMs": {}, "cacheScope": {}, "listing": { "type": "integer", "description": "Paginated lists: which walk from the first page this page belongs to." }, "page": { "type": "integer" } } } }, "resultTypeMissing": { "type": "array", "items": { "type": "string" } }, "requestEnvelopeBytes": { "type": "integer", "description": "Bytes of the _meta envelope each request carries in this era." }, "credentials": { "type": "boolean" } } }, "parity": { "type": "object", "description": "A dual-era server's legacy face (initialize) where it differs from the modern one.", "required": ["era"], "properties": { "era": { "const": "legacy" }, "protocolVersion": { "type": "string" }, "instructions": { "type": "object", "required": ["modernChars", "legacyChars"], "properties": { "modernChars": { "type": "integer" }, "legacyChars": { "type": "integer" } } }, "tools": { "type": "object", "required": ["tool", "path"], "properties": { "tool": { "type": "string" }, "path": { "type": "string" } } }, "failed": { "type": "string" } } }, "serverInfo": { "type": "object" }, "clientCapabilities": { "type": "object" }, "instructions": { "oneOf": [{ "type": "null" }, { "type": "object", "required": ["chars", "bytes", "tokens"] }] }, "tools": { "type": "array", "items": { "type": "object", "required": ["name", "bytes", "tokens", "descriptionChars", "hostName"], "properties": { "name": { "type": "string" }, "bytes": { "$ref": "#/definitions/count" }, "tokens": { "$ref": "#/definitions/count" }, "descriptionChars": { "$ref": "#/definitions/count" }, "hostName": { "type": "string" }, "digest": { "type": "string" }, "bodyDigest": { "type": "string", "description": "sha256 (16 hex digits) of the definition with its name blanked: equal on both sides of a rename." }, "fields": { "type": "object", "additionalProperties": { "$ref": "#/definitions/count" }, "description": 'Bytes of each top-level member as serialized ("key":value and its comma).' }, "ceiling": { "$ref": "#/definitions/ceiling" }, "inputSchemaError": { "type": "string" }, "inputSchemaLenient": { "type": "object", "required": ["error", "dialect"], "additionalProperties": false, "properties": { "error": { "type": "string" }, "dialect": { "type": "string" } }, "description": "What a strict reading of its inputSchema refused (a meta-schema rule, a pattern invalid with the u flag) that a lenient reading forgives; the schema was compiled leniently and checks arguments." }, "onlyInEra": { "enum": ["legacy"], "description": "Listed only by the initialize face of a dual-era server (the session used server/discover): hosts of that era load it, so it is measured and judged; each total is the larger face's." }, "onlyWithCapabilities": { "const": true, "description": "Listed only to a client declaring roots, sampling, elicitation and tasks, more than budget.json declares (a pull-request run or stability.capabilities): hosts that declare them load it, so it is measured and judged." }, "face": { "enum": ["legacy", "capabilities"], "description": "These figures are another face's definition of the tool, larger than the one the session was listed (or absent from it): legacy, the initialize face of a dual-era server; capabilities, the listing a client declaring roots, sampling, elicitation and tasks gets. Every host that meets the server that way loads it, so the larger definition is judged; each total is the larger face's." }, "listedAfter": { "enum": ["calls"], "description": "Listed only after the fixtures ran (a mid-session change, with or without notifications/tools/list_changed): a host in that conversation loads it, so it is measured and judged with the others." }, "contract": { "$ref": "#/definitions/contract" } } } }, "listsMeasured": { "const": true, "description": "Its prompts, resources and templates were looked for (absent when not advertised); a report from before they were measured lacks it." }, "prompts": { "$ref": "#/definitions/listing", "description": "prompts/list, when the server advertises prompts." }, "resources": { "$ref": "#/definitions/listing", "description": "resources/list, when the server advertises resources." }, "resourceTemplates": { "$ref": "#/definitions/listing", "description": "resources/templates/list, when the server advertises resources." }, "skillsMeasured": { "const": true, "description": "Its skills/list was looked for (absent when the Skills extension is not declared); a report from before skills were measured lacks it." }, "skills": { "$ref": "#/definitions/listing", "description": "skills/list, when the server declares the Skills extension (io.modelcontextprotocol/skills) under its capabilities' extensions: each item is one Skill entry (uri, frontmatter, resources), named by its uri." }, "totals": { "type": "object", "required": ["tools", "bytes", "tokens"], "description": "bytes and tokens: every tool definition, the instructions, and every prompt, resource, resource template and skill listed." }, "listPages": { "$ref": "#/definitions/count" }, "sandbox": { "type": "object", "required": ["network"], "properties": { "route": { "type": "string", "description": "How the layers were had when not directly: bubblewrap through passwordless sudo (a GitHub-hosted runner), and why." } } }, "policy": { "description": "Whose rules set what the server could reach: budget (the checked-in file, no --base), base (the base branch's entry for it) or default (the tightest reach: a server new in the change, or a base without a budget). withheld lists what the budget under review asked for and did not get; refused says why the server was not started; unset names the variables it ran without.", "type": "object", "required": ["source"], "additionalProperties": false, "properties": { "source": { "enum": ["budget", "base", "default"] }, "ref": { "type": "string" }, "withheld": { "type": "array", "items": { "type": "string" } }, "refused": { "type": "string" }, "unset": { "type": "array", "description": "Variables its config gives it that were withheld (an envFile the base did not have): the server ran without them (ENV_VARIABLE_UNSET).", "items": { "type": "object", "required": ["variable", "field", "origin"], "additionalProperties": false, "properties": { "variable": { "type": "string" }, "field": { "type": "string" }, "origin": { "type": "string" } } } } } }, "failure": { "type": "object", "required": ["code", "phase", "detail"], "properties": { "code": { "enum": ["SERVER_START_FAILED", "SERVER_TIMEOUT", "SERVER_CRASHED", "PROTOCOL_ERROR", "SANDBOX_UNAVAILABLE", "SERVER_LIMIT_HIT"] }, "fix": { "type": "string" } } }, "stdoutNoise": { "type": "object", "required": ["lines", "first"], "properties": { "lines": { "$ref": "#/definitions/count" }, "first": { "type": "array", "items": { "type": "string" } } } }, "listStopped": { "type": "object", "required": ["page", "reason"], "properties": { "page": { "$ref": "#/definitions/count" }, "reason": { "enum": ["cursor-repeated", "max-pages"] }, "cursor": { "type": "string" } } }, "hiddenByCapabilities": { "type": "object", "description": "A second listing as the richest client: how many tools the declared client capabilities hide.", "required": ["declared", "count", "tools"], "properties": { "declared": { "type": "object" }, "count": { "$ref": "#/definitions/count" }, "tools": { "type": "array", "items": { "type": "object", "required": ["name", "bytes"], "properties": { "name": { "type": "string" }, "bytes": { "$ref": "#/definitions/count" } } } } } }, "listingChanges": { "type": "array", "items": { "type": "object", "required": ["when", "tool", "path"], "properties": { "when": { "enum": ["session", "restart", "after-calls"] }, "tool": { "type": "string" }, "path": { "type": "string" }, "notified": { "type": "boolean" } } } }, "durationMs": { "type": "number" }, "startup": { "type": "object", "description": "Spawn to tools/list answered (every page), over starts starts: the run's own, and --starts more one after another. Timed on the machine of this run (note): reported, at most a warning (STARTUP_PAST_HOST_WAIT, STARTUP_HOST_NO_WAIT), never a verdict.", "required": ["starts", "medianMs", "slowestMs", "note"], "properties": { "starts": { "type": "integer", "minimum": 1, "description": "Starts that answered tools/list (the figures are theirs)." }, "failedStarts": { "type": "integer", "minimum": 1, "description": "Starts of --starts that did not answer tools/list (exited, or a bound ended them); absent when none failed." }, "medianMs": { "type": "number" }, "slowestMs": { "type": "number" }, "note": { "const": "timed on the machine of this run: a measurement, never a verdict (at most a warning)" } } }, "hosts": { "type": "array", "description": "With budget.json hosts: what each host's model receives of this server's definitions (o200k counts: exact for OpenAI models, an estimate for the others).", "items": { "$ref": "#/definitions/hostDefinitions" } } } };
function validate12(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.inputs === void 0 && (missing0 = "inputs")) {
        validate12.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
        return false;
      } else {
        if (data.inputs !== void 0) {
          let data0 = data.inputs;
          const _errs1 = errors;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
              for (const key0 in data0) {
                let data1 = data0[key0];
                const _errs5 = errors;
                if (errors === _errs5) {
                  if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                    let missing1;
                    if (data1.required === void 0 && (missing1 = "required")) {
                      validate12.errors = [{ instancePath: instancePath + "/inputs/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/fields/additionalProperties/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                      return false;
                    } else {
                      if (data1.required !== void 0) {
                        const _errs7 = errors;
                        if (typeof data1.required !== "boolean") {
                          validate12.errors = [{ instancePath: instancePath + "/inputs/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/required", schemaPath: "#/definitions/fields/additionalProperties/properties/required/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                          return false;
                        }
                        var valid3 = _errs7 === errors;
                      } else {
                        var valid3 = true;
                      }
                      if (valid3) {
                        if (data1.types !== void 0) {
                          let data3 = data1.types;
                          const _errs9 = errors;
                          if (errors === _errs9) {
                            if (Array.isArray(data3)) {
                              var valid4 = true;
                              const len0 = data3.length;
                              for (let i0 = 0; i0 < len0; i0++) {
                                const _errs11 = errors;
                                if (typeof data3[i0] !== "string") {
                                  validate12.errors = [{ instancePath: instancePath + "/inputs/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/types/" + i0, schemaPath: "#/definitions/fields/additionalProperties/properties/types/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                  return false;
                                }
                                var valid4 = _errs11 === errors;
                                if (!valid4) {
                                  break;
                                }
                              }
                            } else {
                              validate12.errors = [{ instancePath: instancePath + "/inputs/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/types", schemaPath: "#/definitions/fields/additionalProperties/properties/types/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                              return false;
                            }
                          }
                          var valid3 = _errs9 === errors;
                        } else {
                          var valid3 = true;
                        }
                        if (valid3) {
                          if (data1.values !== void 0) {
                            let data5 = data1.values;
                            const _errs13 = errors;
                            if (errors === _errs13) {
                              if (Array.isArray(data5)) {
                                var valid5 = true;
                                const len1 = data5.length;
                                for (let i1 = 0; i1 < len1; i1++) {
                                  const _errs15 = errors;
                                  if (typeof data5[i1] !== "string") {
                                    validate12.errors = [{ instancePath: instancePath + "/inputs/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/values/" + i1, schemaPath: "#/definitions/fields/additionalProperties/properties/values/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                  }
                                  var valid5 = _errs15 === errors;
                                  if (!valid5) {
                                    break;
                                  }
                                }
                              } else {
                                validate12.errors = [{ instancePath: instancePath + "/inputs/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/values", schemaPath: "#/definitions/fields/additionalProperties/properties/values/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                return false;
                              }
                            }
                            var valid3 = _errs13 === errors;
                          } else {
                            var valid3 = true;
                          }
                        }
                      }
                    }
                  } else {
                    validate12.errors = [{ instancePath: instancePath + "/inputs/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/fields/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                    return false;
                  }
                }
                var valid2 = _errs5 === errors;
                if (!valid2) {
                  break;
                }
              }
            } else {
              validate12.errors = [{ instancePath: instancePath + "/inputs", schemaPath: "#/definitions/fields/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
              return false;
            }
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.outputs !== void 0) {
            let data7 = data.outputs;
            const _errs17 = errors;
            const _errs18 = errors;
            if (errors === _errs18) {
              if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
                for (const key1 in data7) {
                  let data8 = data7[key1];
                  const _errs21 = errors;
                  if (errors === _errs21) {
                    if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
                      let missing2;
                      if (data8.required === void 0 && (missing2 = "required")) {
                        validate12.errors = [{ instancePath: instancePath + "/outputs/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/fields/additionalProperties/required", keyword: "required", params: { missingProperty: missing2 }, message: "must have required property '" + missing2 + "'" }];
                        return false;
                      } else {
                        if (data8.required !== void 0) {
                          const _errs23 = errors;
                          if (typeof data8.required !== "boolean") {
                            validate12.errors = [{ instancePath: instancePath + "/outputs/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/required", schemaPath: "#/definitions/fields/additionalProperties/properties/required/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                            return false;
                          }
                          var valid8 = _errs23 === errors;
                        } else {
                          var valid8 = true;
                        }
                        if (valid8) {
                          if (data8.types !== void 0) {
                            let data10 = data8.types;
                            const _errs25 = errors;
                            if (errors === _errs25) {
                              if (Array.isArray(data10)) {
                                var valid9 = true;
                                const len2 = data10.length;
                                for (let i2 = 0; i2 < len2; i2++) {
                                  const _errs27 = errors;
                                  if (typeof data10[i2] !== "string") {
                                    validate12.errors = [{ instancePath: instancePath + "/outputs/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/types/" + i2, schemaPath: "#/definitions/fields/additionalProperties/properties/types/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                  }
                                  var valid9 = _errs27 === errors;
                                  if (!valid9) {
                                    break;
                                  }
                                }
                              } else {
                                validate12.errors = [{ instancePath: instancePath + "/outputs/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/types", schemaPath: "#/definitions/fields/additionalProperties/properties/types/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                return false;
                              }
                            }
                            var valid8 = _errs25 === errors;
                          } else {
                            var valid8 = true;
                          }
                          if (valid8) {
                            if (data8.values !== void 0) {
                              let data12 = data8.values;
                              const _errs29 = errors;
                              if (errors === _errs29) {
                                if (Array.isArray(data12)) {
                                  var valid10 = true;
                                  const len3 = data12.length;
                                  for (let i3 = 0; i3 < len3; i3++) {
                                    const _errs31 = errors;
                                    if (typeof data12[i3] !== "string") {
                                      validate12.errors = [{ instancePath: instancePath + "/outputs/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/values/" + i3, schemaPath: "#/definitions/fields/additionalProperties/properties/values/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                      return false;
                                    }
                                    var valid10 = _errs31 === errors;
                                    if (!valid10) {
                                      break;
                                    }
                                  }
                                } else {
                                  validate12.errors = [{ instancePath: instancePath + "/outputs/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/values", schemaPath: "#/definitions/fields/additionalProperties/properties/values/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                  return false;
                                }
                              }
                              var valid8 = _errs29 === errors;
                            } else {
                              var valid8 = true;
                            }
                          }
                        }
                      }
                    } else {
                      validate12.errors = [{ instancePath: instancePath + "/outputs/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/fields/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                      return false;
                    }
                  }
                  var valid7 = _errs21 === errors;
                  if (!valid7) {
                    break;
                  }
                }
              } else {
                validate12.errors = [{ instancePath: instancePath + "/outputs", schemaPath: "#/definitions/fields/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                return false;
              }
            }
            var valid0 = _errs17 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.schemas !== void 0) {
              let data14 = data.schemas;
              const _errs33 = errors;
              if (errors === _errs33) {
                if (data14 && typeof data14 == "object" && !Array.isArray(data14)) {
                  if (data14.rest !== void 0) {
                    if (typeof data14.rest !== "string") {
                      validate12.errors = [{ instancePath: instancePath + "/schemas/rest", schemaPath: "#/properties/schemas/properties/rest/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                      return false;
                    }
                  }
                } else {
                  validate12.errors = [{ instancePath: instancePath + "/schemas", schemaPath: "#/properties/schemas/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                  return false;
                }
              }
              var valid0 = _errs33 === errors;
            } else {
              var valid0 = true;
            }
          }
        }
      }
    } else {
      validate12.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate12.errors = vErrors;
  return errors === 0;
}
var schema21 = { "type": "object", "description": "A list a host loads besides tools/list: every page walked, each item measured as JSON.stringify of the object as it crossed the wire. With failed, no figure is claimed.", "required": ["method", "pages", "wireBytes", "bytes", "tokens", "items"], "properties": { "method": { "enum": ["prompts/list", "resources/list", "resources/templates/list", "skills/list"] }, "pages": { "$ref": "#/definitions/count" }, "wireBytes": { "$ref": "#/definitions/count", "description": "UTF-8 bytes of every page's JSON-RPC response on the wire." }, "bytes": { "$ref": "#/definitions/count" }, "tokens": { "$ref": "#/definitions/count" }, "items": { "type": "array", "items": { "type": "object", "required": ["name", "digest", "bytes", "tokens", "descriptionChars"], "properties": { "name": { "type": "string", "description": "A prompt's name, a resource's uri, a template's uriTemplate." }, "digest": { "type": "string" }, "bytes": { "$ref": "#/definitions/count" }, "tokens": { "$ref": "#/definitions/count" }, "descriptionChars": { "$ref": "#/definitions/count" }, "ceiling": { "$ref": "#/definitions/ceiling" } } } }, "stopped": { "type": "object", "required": ["page", "reason"] }, "failed": { "type": "string" }, "failedCode": { "type": "integer" } } };
function validate14(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.method === void 0 && (missing0 = "method") || data.pages === void 0 && (missing0 = "pages") || data.wireBytes === void 0 && (missing0 = "wireBytes") || data.bytes === void 0 && (missing0 = "bytes") || data.tokens === void 0 && (missing0 = "tokens") || data.items === void 0 && (missing0 = "items")) {
        validate14.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
        return false;
      } else {
        if (data.method !== void 0) {
          let data0 = data.method;
          const _errs1 = errors;
          if (!(data0 === "prompts/list" || data0 === "resources/list" || data0 === "resources/templates/list" || data0 === "skills/list")) {
            validate14.errors = [{ instancePath: instancePath + "/method", schemaPath: "#/properties/method/enum", keyword: "enum", params: { allowedValues: schema21.properties.method.enum }, message: "must be equal to one of the allowed values" }];
            return false;
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.pages !== void 0) {
            let data1 = data.pages;
            const _errs2 = errors;
            const _errs3 = errors;
            if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)))) {
              validate14.errors = [{ instancePath: instancePath + "/pages", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
              return false;
            }
            if (errors === _errs3) {
              if (typeof data1 == "number") {
                if (data1 < 0 || isNaN(data1)) {
                  validate14.errors = [{ instancePath: instancePath + "/pages", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                  return false;
                }
              }
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.wireBytes !== void 0) {
              let data2 = data.wireBytes;
              const _errs5 = errors;
              const _errs6 = errors;
              if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)))) {
                validate14.errors = [{ instancePath: instancePath + "/wireBytes", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                return false;
              }
              if (errors === _errs6) {
                if (typeof data2 == "number") {
                  if (data2 < 0 || isNaN(data2)) {
                    validate14.errors = [{ instancePath: instancePath + "/wireBytes", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                    return false;
                  }
                }
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.bytes !== void 0) {
                let data3 = data.bytes;
                const _errs8 = errors;
                const _errs9 = errors;
                if (!(typeof data3 == "number" && (!(data3 % 1) && !isNaN(data3)))) {
                  validate14.errors = [{ instancePath: instancePath + "/bytes", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                  return false;
                }
                if (errors === _errs9) {
                  if (typeof data3 == "number") {
                    if (data3 < 0 || isNaN(data3)) {
                      validate14.errors = [{ instancePath: instancePath + "/bytes", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                      return false;
                    }
                  }
                }
                var valid0 = _errs8 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.tokens !== void 0) {
                  let data4 = data.tokens;
                  const _errs11 = errors;
                  const _errs12 = errors;
                  if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)))) {
                    validate14.errors = [{ instancePath: instancePath + "/tokens", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                    return false;
                  }
                  if (errors === _errs12) {
                    if (typeof data4 == "number") {
                      if (data4 < 0 || isNaN(data4)) {
                        validate14.errors = [{ instancePath: instancePath + "/tokens", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                        return false;
                      }
                    }
                  }
                  var valid0 = _errs11 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.items !== void 0) {
                    let data5 = data.items;
                    const _errs14 = errors;
                    if (errors === _errs14) {
                      if (Array.isArray(data5)) {
                        var valid5 = true;
                        const len0 = data5.length;
                        for (let i0 = 0; i0 < len0; i0++) {
                          let data6 = data5[i0];
                          const _errs16 = errors;
                          if (errors === _errs16) {
                            if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
                              let missing1;
                              if (data6.name === void 0 && (missing1 = "name") || data6.digest === void 0 && (missing1 = "digest") || data6.bytes === void 0 && (missing1 = "bytes") || data6.tokens === void 0 && (missing1 = "tokens") || data6.descriptionChars === void 0 && (missing1 = "descriptionChars")) {
                                validate14.errors = [{ instancePath: instancePath + "/items/" + i0, schemaPath: "#/properties/items/items/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                                return false;
                              } else {
                                if (data6.name !== void 0) {
                                  const _errs18 = errors;
                                  if (typeof data6.name !== "string") {
                                    validate14.errors = [{ instancePath: instancePath + "/items/" + i0 + "/name", schemaPath: "#/properties/items/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                  }
                                  var valid6 = _errs18 === errors;
                                } else {
                                  var valid6 = true;
                                }
                                if (valid6) {
                                  if (data6.digest !== void 0) {
                                    const _errs20 = errors;
                                    if (typeof data6.digest !== "string") {
                                      validate14.errors = [{ instancePath: instancePath + "/items/" + i0 + "/digest", schemaPath: "#/properties/items/items/properties/digest/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                      return false;
                                    }
                                    var valid6 = _errs20 === errors;
                                  } else {
                                    var valid6 = true;
                                  }
                                  if (valid6) {
                                    if (data6.bytes !== void 0) {
                                      let data9 = data6.bytes;
                                      const _errs22 = errors;
                                      const _errs23 = errors;
                                      if (!(typeof data9 == "number" && (!(data9 % 1) && !isNaN(data9)))) {
                                        validate14.errors = [{ instancePath: instancePath + "/items/" + i0 + "/bytes", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                        return false;
                                      }
                                      if (errors === _errs23) {
                                        if (typeof data9 == "number") {
                                          if (data9 < 0 || isNaN(data9)) {
                                            validate14.errors = [{ instancePath: instancePath + "/items/" + i0 + "/bytes", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                            return false;
                                          }
                                        }
                                      }
                                      var valid6 = _errs22 === errors;
                                    } else {
                                      var valid6 = true;
                                    }
                                    if (valid6) {
                                      if (data6.tokens !== void 0) {
                                        let data10 = data6.tokens;
                                        const _errs25 = errors;
                                        const _errs26 = errors;
                                        if (!(typeof data10 == "number" && (!(data10 % 1) && !isNaN(data10)))) {
                                          validate14.errors = [{ instancePath: instancePath + "/items/" + i0 + "/tokens", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                          return false;
                                        }
                                        if (errors === _errs26) {
                                          if (typeof data10 == "number") {
                                            if (data10 < 0 || isNaN(data10)) {
                                              validate14.errors = [{ instancePath: instancePath + "/items/" + i0 + "/tokens", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                              return false;
                                            }
                                          }
                                        }
                                        var valid6 = _errs25 === errors;
                                      } else {
                                        var valid6 = true;
                                      }
                                      if (valid6) {
                                        if (data6.descriptionChars !== void 0) {
                                          let data11 = data6.descriptionChars;
                                          const _errs28 = errors;
                                          const _errs29 = errors;
                                          if (!(typeof data11 == "number" && (!(data11 % 1) && !isNaN(data11)))) {
                                            validate14.errors = [{ instancePath: instancePath + "/items/" + i0 + "/descriptionChars", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                            return false;
                                          }
                                          if (errors === _errs29) {
                                            if (typeof data11 == "number") {
                                              if (data11 < 0 || isNaN(data11)) {
                                                validate14.errors = [{ instancePath: instancePath + "/items/" + i0 + "/descriptionChars", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                return false;
                                              }
                                            }
                                          }
                                          var valid6 = _errs28 === errors;
                                        } else {
                                          var valid6 = true;
                                        }
                                        if (valid6) {
                                          if (data6.ceiling !== void 0) {
                                            let data12 = data6.ceiling;
                                            const _errs31 = errors;
                                            const _errs32 = errors;
                                            if (errors === _errs32) {
                                              if (data12 && typeof data12 == "object" && !Array.isArray(data12)) {
                                                const _errs34 = errors;
                                                for (const key0 in data12) {
                                                  if (!(key0 === "bytes" || key0 === "tokens" || key0 === "chars")) {
                                                    validate14.errors = [{ instancePath: instancePath + "/items/" + i0 + "/ceiling", schemaPath: "#/definitions/ceiling/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }];
                                                    return false;
                                                    break;
                                                  }
                                                }
                                                if (_errs34 === errors) {
                                                  if (data12.bytes !== void 0) {
                                                    const _errs35 = errors;
                                                    if (!(typeof data12.bytes == "number")) {
                                                      validate14.errors = [{ instancePath: instancePath + "/items/" + i0 + "/ceiling/bytes", schemaPath: "#/definitions/ceiling/properties/bytes/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                      return false;
                                                    }
                                                    var valid11 = _errs35 === errors;
                                                  } else {
                                                    var valid11 = true;
                                                  }
                                                  if (valid11) {
                                                    if (data12.tokens !== void 0) {
                                                      const _errs37 = errors;
                                                      if (!(typeof data12.tokens == "number")) {
                                                        validate14.errors = [{ instancePath: instancePath + "/items/" + i0 + "/ceiling/tokens", schemaPath: "#/definitions/ceiling/properties/tokens/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                        return false;
                                                      }
                                                      var valid11 = _errs37 === errors;
                                                    } else {
                                                      var valid11 = true;
                                                    }
                                                    if (valid11) {
                                                      if (data12.chars !== void 0) {
                                                        const _errs39 = errors;
                                                        if (!(typeof data12.chars == "number")) {
                                                          validate14.errors = [{ instancePath: instancePath + "/items/" + i0 + "/ceiling/chars", schemaPath: "#/definitions/ceiling/properties/chars/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                          return false;
                                                        }
                                                        var valid11 = _errs39 === errors;
                                                      } else {
                                                        var valid11 = true;
                                                      }
                                                    }
                                                  }
                                                }
                                              } else {
                                                validate14.errors = [{ instancePath: instancePath + "/items/" + i0 + "/ceiling", schemaPath: "#/definitions/ceiling/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                return false;
                                              }
                                            }
                                            var valid6 = _errs31 === errors;
                                          } else {
                                            var valid6 = true;
                                          }
                                        }
                                      }
                                    }
                                  }
                                }
                              }
                            } else {
                              validate14.errors = [{ instancePath: instancePath + "/items/" + i0, schemaPath: "#/properties/items/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                              return false;
                            }
                          }
                          var valid5 = _errs16 === errors;
                          if (!valid5) {
                            break;
                          }
                        }
                      } else {
                        validate14.errors = [{ instancePath: instancePath + "/items", schemaPath: "#/properties/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                        return false;
                      }
                    }
                    var valid0 = _errs14 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.stopped !== void 0) {
                      let data16 = data.stopped;
                      const _errs41 = errors;
                      if (errors === _errs41) {
                        if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
                          let missing2;
                          if (data16.page === void 0 && (missing2 = "page") || data16.reason === void 0 && (missing2 = "reason")) {
                            validate14.errors = [{ instancePath: instancePath + "/stopped", schemaPath: "#/properties/stopped/required", keyword: "required", params: { missingProperty: missing2 }, message: "must have required property '" + missing2 + "'" }];
                            return false;
                          }
                        } else {
                          validate14.errors = [{ instancePath: instancePath + "/stopped", schemaPath: "#/properties/stopped/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                          return false;
                        }
                      }
                      var valid0 = _errs41 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.failed !== void 0) {
                        const _errs43 = errors;
                        if (typeof data.failed !== "string") {
                          validate14.errors = [{ instancePath: instancePath + "/failed", schemaPath: "#/properties/failed/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                          return false;
                        }
                        var valid0 = _errs43 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.failedCode !== void 0) {
                          let data18 = data.failedCode;
                          const _errs45 = errors;
                          if (!(typeof data18 == "number" && (!(data18 % 1) && !isNaN(data18)))) {
                            validate14.errors = [{ instancePath: instancePath + "/failedCode", schemaPath: "#/properties/failedCode/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                            return false;
                          }
                          var valid0 = _errs45 === errors;
                        } else {
                          var valid0 = true;
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate14.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate14.errors = vErrors;
  return errors === 0;
}
function validate20(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.at === void 0 && (missing0 = "at") || data.chars === void 0 && (missing0 = "chars") || data.start === void 0 && (missing0 = "start")) {
        validate20.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
        return false;
      } else {
        if (data.at !== void 0) {
          let data0 = data.at;
          const _errs1 = errors;
          const _errs2 = errors;
          if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)))) {
            validate20.errors = [{ instancePath: instancePath + "/at", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
            return false;
          }
          if (errors === _errs2) {
            if (typeof data0 == "number") {
              if (data0 < 0 || isNaN(data0)) {
                validate20.errors = [{ instancePath: instancePath + "/at", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                return false;
              }
            }
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.chars !== void 0) {
            let data1 = data.chars;
            const _errs4 = errors;
            const _errs5 = errors;
            if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)))) {
              validate20.errors = [{ instancePath: instancePath + "/chars", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
              return false;
            }
            if (errors === _errs5) {
              if (typeof data1 == "number") {
                if (data1 < 0 || isNaN(data1)) {
                  validate20.errors = [{ instancePath: instancePath + "/chars", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                  return false;
                }
              }
            }
            var valid0 = _errs4 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.start !== void 0) {
              const _errs7 = errors;
              if (typeof data.start !== "string") {
                validate20.errors = [{ instancePath: instancePath + "/start", schemaPath: "#/properties/start/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                return false;
              }
              var valid0 = _errs7 === errors;
            } else {
              var valid0 = true;
            }
          }
        }
      }
    } else {
      validate20.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate20.errors = vErrors;
  return errors === 0;
}
function validate19(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.host === void 0 && (missing0 = "host") || data.tools === void 0 && (missing0 = "tools") || data.bytes === void 0 && (missing0 = "bytes") || data.tokens === void 0 && (missing0 = "tokens") || data.perTool === void 0 && (missing0 = "perTool") || data.instructionsCut === void 0 && (missing0 = "instructionsCut") || data.sessionStartTokens === void 0 && (missing0 = "sessionStartTokens")) {
        validate19.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
        return false;
      } else {
        if (data.host !== void 0) {
          const _errs1 = errors;
          if (typeof data.host !== "string") {
            validate19.errors = [{ instancePath: instancePath + "/host", schemaPath: "#/properties/host/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
            return false;
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.model !== void 0) {
            const _errs3 = errors;
            if (typeof data.model !== "string") {
              validate19.errors = [{ instancePath: instancePath + "/model", schemaPath: "#/properties/model/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
              return false;
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.tools !== void 0) {
              let data2 = data.tools;
              const _errs5 = errors;
              const _errs6 = errors;
              if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)))) {
                validate19.errors = [{ instancePath: instancePath + "/tools", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                return false;
              }
              if (errors === _errs6) {
                if (typeof data2 == "number") {
                  if (data2 < 0 || isNaN(data2)) {
                    validate19.errors = [{ instancePath: instancePath + "/tools", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                    return false;
                  }
                }
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.bytes !== void 0) {
                let data3 = data.bytes;
                const _errs8 = errors;
                const _errs9 = errors;
                if (!(typeof data3 == "number" && (!(data3 % 1) && !isNaN(data3)))) {
                  validate19.errors = [{ instancePath: instancePath + "/bytes", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                  return false;
                }
                if (errors === _errs9) {
                  if (typeof data3 == "number") {
                    if (data3 < 0 || isNaN(data3)) {
                      validate19.errors = [{ instancePath: instancePath + "/bytes", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                      return false;
                    }
                  }
                }
                var valid0 = _errs8 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.tokens !== void 0) {
                  let data4 = data.tokens;
                  const _errs11 = errors;
                  const _errs12 = errors;
                  if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)))) {
                    validate19.errors = [{ instancePath: instancePath + "/tokens", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                    return false;
                  }
                  if (errors === _errs12) {
                    if (typeof data4 == "number") {
                      if (data4 < 0 || isNaN(data4)) {
                        validate19.errors = [{ instancePath: instancePath + "/tokens", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                        return false;
                      }
                    }
                  }
                  var valid0 = _errs11 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.perTool !== void 0) {
                    let data5 = data.perTool;
                    const _errs14 = errors;
                    if (errors === _errs14) {
                      if (Array.isArray(data5)) {
                        var valid4 = true;
                        const len0 = data5.length;
                        for (let i0 = 0; i0 < len0; i0++) {
                          let data6 = data5[i0];
                          const _errs16 = errors;
                          if (errors === _errs16) {
                            if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
                              let missing1;
                              if (data6.name === void 0 && (missing1 = "name") || data6.hostName === void 0 && (missing1 = "hostName") || data6.bytes === void 0 && (missing1 = "bytes") || data6.tokens === void 0 && (missing1 = "tokens") || data6.descriptionCut === void 0 && (missing1 = "descriptionCut")) {
                                validate19.errors = [{ instancePath: instancePath + "/perTool/" + i0, schemaPath: "#/properties/perTool/items/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                                return false;
                              } else {
                                if (data6.name !== void 0) {
                                  const _errs18 = errors;
                                  if (typeof data6.name !== "string") {
                                    validate19.errors = [{ instancePath: instancePath + "/perTool/" + i0 + "/name", schemaPath: "#/properties/perTool/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                  }
                                  var valid5 = _errs18 === errors;
                                } else {
                                  var valid5 = true;
                                }
                                if (valid5) {
                                  if (data6.hostName !== void 0) {
                                    const _errs20 = errors;
                                    if (typeof data6.hostName !== "string") {
                                      validate19.errors = [{ instancePath: instancePath + "/perTool/" + i0 + "/hostName", schemaPath: "#/properties/perTool/items/properties/hostName/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                      return false;
                                    }
                                    var valid5 = _errs20 === errors;
                                  } else {
                                    var valid5 = true;
                                  }
                                  if (valid5) {
                                    if (data6.unshortened !== void 0) {
                                      const _errs22 = errors;
                                      if (typeof data6.unshortened !== "string") {
                                        validate19.errors = [{ instancePath: instancePath + "/perTool/" + i0 + "/unshortened", schemaPath: "#/properties/perTool/items/properties/unshortened/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                        return false;
                                      }
                                      var valid5 = _errs22 === errors;
                                    } else {
                                      var valid5 = true;
                                    }
                                    if (valid5) {
                                      if (data6.bytes !== void 0) {
                                        let data10 = data6.bytes;
                                        const _errs24 = errors;
                                        const _errs25 = errors;
                                        if (!(typeof data10 == "number" && (!(data10 % 1) && !isNaN(data10)))) {
                                          validate19.errors = [{ instancePath: instancePath + "/perTool/" + i0 + "/bytes", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                          return false;
                                        }
                                        if (errors === _errs25) {
                                          if (typeof data10 == "number") {
                                            if (data10 < 0 || isNaN(data10)) {
                                              validate19.errors = [{ instancePath: instancePath + "/perTool/" + i0 + "/bytes", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                              return false;
                                            }
                                          }
                                        }
                                        var valid5 = _errs24 === errors;
                                      } else {
                                        var valid5 = true;
                                      }
                                      if (valid5) {
                                        if (data6.tokens !== void 0) {
                                          let data11 = data6.tokens;
                                          const _errs27 = errors;
                                          const _errs28 = errors;
                                          if (!(typeof data11 == "number" && (!(data11 % 1) && !isNaN(data11)))) {
                                            validate19.errors = [{ instancePath: instancePath + "/perTool/" + i0 + "/tokens", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                            return false;
                                          }
                                          if (errors === _errs28) {
                                            if (typeof data11 == "number") {
                                              if (data11 < 0 || isNaN(data11)) {
                                                validate19.errors = [{ instancePath: instancePath + "/perTool/" + i0 + "/tokens", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                return false;
                                              }
                                            }
                                          }
                                          var valid5 = _errs27 === errors;
                                        } else {
                                          var valid5 = true;
                                        }
                                        if (valid5) {
                                          if (data6.descriptionCut !== void 0) {
                                            const _errs30 = errors;
                                            if (typeof data6.descriptionCut !== "boolean") {
                                              validate19.errors = [{ instancePath: instancePath + "/perTool/" + i0 + "/descriptionCut", schemaPath: "#/properties/perTool/items/properties/descriptionCut/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                              return false;
                                            }
                                            var valid5 = _errs30 === errors;
                                          } else {
                                            var valid5 = true;
                                          }
                                          if (valid5) {
                                            if (data6.descriptionLost !== void 0) {
                                              const _errs32 = errors;
                                              if (!validate20(data6.descriptionLost, { instancePath: instancePath + "/perTool/" + i0 + "/descriptionLost", parentData: data6, parentDataProperty: "descriptionLost", rootData })) {
                                                vErrors = vErrors === null ? validate20.errors : vErrors.concat(validate20.errors);
                                                errors = vErrors.length;
                                              }
                                              var valid5 = _errs32 === errors;
                                            } else {
                                              var valid5 = true;
                                            }
                                            if (valid5) {
                                              if (data6.strippedKeywords !== void 0) {
                                                let data14 = data6.strippedKeywords;
                                                const _errs33 = errors;
                                                if (errors === _errs33) {
                                                  if (Array.isArray(data14)) {
                                                    var valid8 = true;
                                                    const len1 = data14.length;
                                                    for (let i1 = 0; i1 < len1; i1++) {
                                                      const _errs35 = errors;
                                                      if (typeof data14[i1] !== "string") {
                                                        validate19.errors = [{ instancePath: instancePath + "/perTool/" + i0 + "/strippedKeywords/" + i1, schemaPath: "#/properties/perTool/items/properties/strippedKeywords/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                        return false;
                                                      }
                                                      var valid8 = _errs35 === errors;
                                                      if (!valid8) {
                                                        break;
                                                      }
                                                    }
                                                  } else {
                                                    validate19.errors = [{ instancePath: instancePath + "/perTool/" + i0 + "/strippedKeywords", schemaPath: "#/properties/perTool/items/properties/strippedKeywords/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                    return false;
                                                  }
                                                }
                                                var valid5 = _errs33 === errors;
                                              } else {
                                                var valid5 = true;
                                              }
                                            }
                                          }
                                        }
                                      }
                                    }
                                  }
                                }
                              }
                            } else {
                              validate19.errors = [{ instancePath: instancePath + "/perTool/" + i0, schemaPath: "#/properties/perTool/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                              return false;
                            }
                          }
                          var valid4 = _errs16 === errors;
                          if (!valid4) {
                            break;
                          }
                        }
                      } else {
                        validate19.errors = [{ instancePath: instancePath + "/perTool", schemaPath: "#/properties/perTool/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                        return false;
                      }
                    }
                    var valid0 = _errs14 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.instructionsCut !== void 0) {
                      const _errs37 = errors;
                      if (typeof data.instructionsCut !== "boolean") {
                        validate19.errors = [{ instancePath: instancePath + "/instructionsCut", schemaPath: "#/properties/instructionsCut/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                        return false;
                      }
                      var valid0 = _errs37 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.sessionStartTokens !== void 0) {
                        let data17 = data.sessionStartTokens;
                        const _errs39 = errors;
                        const _errs40 = errors;
                        if (!(typeof data17 == "number" && (!(data17 % 1) && !isNaN(data17)))) {
                          validate19.errors = [{ instancePath: instancePath + "/sessionStartTokens", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                          return false;
                        }
                        if (errors === _errs40) {
                          if (typeof data17 == "number") {
                            if (data17 < 0 || isNaN(data17)) {
                              validate19.errors = [{ instancePath: instancePath + "/sessionStartTokens", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                              return false;
                            }
                          }
                        }
                        var valid0 = _errs39 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.sessionStartUpFront !== void 0) {
                          let data18 = data.sessionStartUpFront;
                          const _errs42 = errors;
                          const _errs43 = errors;
                          if (!(typeof data18 == "number" && (!(data18 % 1) && !isNaN(data18)))) {
                            validate19.errors = [{ instancePath: instancePath + "/sessionStartUpFront", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                            return false;
                          }
                          if (errors === _errs43) {
                            if (typeof data18 == "number") {
                              if (data18 < 0 || isNaN(data18)) {
                                validate19.errors = [{ instancePath: instancePath + "/sessionStartUpFront", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                return false;
                              }
                            }
                          }
                          var valid0 = _errs42 === errors;
                        } else {
                          var valid0 = true;
                        }
                        if (valid0) {
                          if (data.sessionStartDeferred !== void 0) {
                            let data19 = data.sessionStartDeferred;
                            const _errs45 = errors;
                            const _errs46 = errors;
                            if (!(typeof data19 == "number" && (!(data19 % 1) && !isNaN(data19)))) {
                              validate19.errors = [{ instancePath: instancePath + "/sessionStartDeferred", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                              return false;
                            }
                            if (errors === _errs46) {
                              if (typeof data19 == "number") {
                                if (data19 < 0 || isNaN(data19)) {
                                  validate19.errors = [{ instancePath: instancePath + "/sessionStartDeferred", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                  return false;
                                }
                              }
                            }
                            var valid0 = _errs45 === errors;
                          } else {
                            var valid0 = true;
                          }
                          if (valid0) {
                            if (data.resourceToolsTokens !== void 0) {
                              let data20 = data.resourceToolsTokens;
                              const _errs48 = errors;
                              const _errs49 = errors;
                              if (!(typeof data20 == "number" && (!(data20 % 1) && !isNaN(data20)))) {
                                validate19.errors = [{ instancePath: instancePath + "/resourceToolsTokens", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                return false;
                              }
                              if (errors === _errs49) {
                                if (typeof data20 == "number") {
                                  if (data20 < 0 || isNaN(data20)) {
                                    validate19.errors = [{ instancePath: instancePath + "/resourceToolsTokens", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                    return false;
                                  }
                                }
                              }
                              var valid0 = _errs48 === errors;
                            } else {
                              var valid0 = true;
                            }
                            if (valid0) {
                              if (data.anthropicTokens !== void 0) {
                                let data21 = data.anthropicTokens;
                                const _errs51 = errors;
                                const _errs52 = errors;
                                if (!(typeof data21 == "number" && (!(data21 % 1) && !isNaN(data21)))) {
                                  validate19.errors = [{ instancePath: instancePath + "/anthropicTokens", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                  return false;
                                }
                                if (errors === _errs52) {
                                  if (typeof data21 == "number") {
                                    if (data21 < 0 || isNaN(data21)) {
                                      validate19.errors = [{ instancePath: instancePath + "/anthropicTokens", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                      return false;
                                    }
                                  }
                                }
                                var valid0 = _errs51 === errors;
                              } else {
                                var valid0 = true;
                              }
                              if (valid0) {
                                if (data.anthropicError !== void 0) {
                                  const _errs54 = errors;
                                  if (typeof data.anthropicError !== "string") {
                                    validate19.errors = [{ instancePath: instancePath + "/anthropicError", schemaPath: "#/properties/anthropicError/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                  }
                                  var valid0 = _errs54 === errors;
                                } else {
                                  var valid0 = true;
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate19.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate19.errors = vErrors;
  return errors === 0;
}
function validate11(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.name === void 0 && (missing0 = "name") || data.ok === void 0 && (missing0 = "ok") || data.transport === void 0 && (missing0 = "transport") || data.tools === void 0 && (missing0 = "tools") || data.totals === void 0 && (missing0 = "totals") || data.listPages === void 0 && (missing0 = "listPages") || data.durationMs === void 0 && (missing0 = "durationMs")) {
        validate11.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
        return false;
      } else {
        if (data.name !== void 0) {
          const _errs1 = errors;
          if (typeof data.name !== "string") {
            validate11.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
            return false;
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.variant !== void 0) {
            let data1 = data.variant;
            const _errs3 = errors;
            if (errors === _errs3) {
              if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                let missing1;
                if (data1.of === void 0 && (missing1 = "of") || data1.name === void 0 && (missing1 = "name")) {
                  validate11.errors = [{ instancePath: instancePath + "/variant", schemaPath: "#/properties/variant/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                  return false;
                } else {
                  if (data1.of !== void 0) {
                    const _errs5 = errors;
                    if (typeof data1.of !== "string") {
                      validate11.errors = [{ instancePath: instancePath + "/variant/of", schemaPath: "#/properties/variant/properties/of/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                      return false;
                    }
                    var valid1 = _errs5 === errors;
                  } else {
                    var valid1 = true;
                  }
                  if (valid1) {
                    if (data1.name !== void 0) {
                      const _errs7 = errors;
                      if (typeof data1.name !== "string") {
                        validate11.errors = [{ instancePath: instancePath + "/variant/name", schemaPath: "#/properties/variant/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                        return false;
                      }
                      var valid1 = _errs7 === errors;
                    } else {
                      var valid1 = true;
                    }
                  }
                }
              } else {
                validate11.errors = [{ instancePath: instancePath + "/variant", schemaPath: "#/properties/variant/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                return false;
              }
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.ok !== void 0) {
              const _errs9 = errors;
              if (typeof data.ok !== "boolean") {
                validate11.errors = [{ instancePath: instancePath + "/ok", schemaPath: "#/properties/ok/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                return false;
              }
              var valid0 = _errs9 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.transport !== void 0) {
                let data5 = data.transport;
                const _errs11 = errors;
                if (!(data5 === "stdio" || data5 === "http")) {
                  validate11.errors = [{ instancePath: instancePath + "/transport", schemaPath: "#/properties/transport/enum", keyword: "enum", params: { allowedValues: schema12.properties.transport.enum }, message: "must be equal to one of the allowed values" }];
                  return false;
                }
                var valid0 = _errs11 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.protocolVersion !== void 0) {
                  const _errs12 = errors;
                  if (typeof data.protocolVersion !== "string") {
                    validate11.errors = [{ instancePath: instancePath + "/protocolVersion", schemaPath: "#/properties/protocolVersion/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                    return false;
                  }
                  var valid0 = _errs12 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.era !== void 0) {
                    let data7 = data.era;
                    const _errs14 = errors;
                    if (!(data7 === "modern" || data7 === "legacy")) {
                      validate11.errors = [{ instancePath: instancePath + "/era", schemaPath: "#/properties/era/enum", keyword: "enum", params: { allowedValues: schema12.properties.era.enum }, message: "must be equal to one of the allowed values" }];
                      return false;
                    }
                    var valid0 = _errs14 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.supportedVersions !== void 0) {
                      let data8 = data.supportedVersions;
                      const _errs15 = errors;
                      if (errors === _errs15) {
                        if (Array.isArray(data8)) {
                          var valid2 = true;
                          const len0 = data8.length;
                          for (let i0 = 0; i0 < len0; i0++) {
                            const _errs17 = errors;
                            if (typeof data8[i0] !== "string") {
                              validate11.errors = [{ instancePath: instancePath + "/supportedVersions/" + i0, schemaPath: "#/properties/supportedVersions/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                              return false;
                            }
                            var valid2 = _errs17 === errors;
                            if (!valid2) {
                              break;
                            }
                          }
                        } else {
                          validate11.errors = [{ instancePath: instancePath + "/supportedVersions", schemaPath: "#/properties/supportedVersions/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                          return false;
                        }
                      }
                      var valid0 = _errs15 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.legacyBecause !== void 0) {
                        const _errs19 = errors;
                        if (typeof data.legacyBecause !== "string") {
                          validate11.errors = [{ instancePath: instancePath + "/legacyBecause", schemaPath: "#/properties/legacyBecause/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                          return false;
                        }
                        var valid0 = _errs19 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.revision !== void 0) {
                          let data11 = data.revision;
                          const _errs21 = errors;
                          if (errors === _errs21) {
                            if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
                              let missing2;
                              if (data11.cacheHints === void 0 && (missing2 = "cacheHints") || data11.resultTypeMissing === void 0 && (missing2 = "resultTypeMissing") || data11.credentials === void 0 && (missing2 = "credentials")) {
                                validate11.errors = [{ instancePath: instancePath + "/revision", schemaPath: "#/properties/revision/required", keyword: "required", params: { missingProperty: missing2 }, message: "must have required property '" + missing2 + "'" }];
                                return false;
                              } else {
                                if (data11.cacheHints !== void 0) {
                                  let data12 = data11.cacheHints;
                                  const _errs23 = errors;
                                  if (errors === _errs23) {
                                    if (Array.isArray(data12)) {
                                      var valid4 = true;
                                      const len1 = data12.length;
                                      for (let i1 = 0; i1 < len1; i1++) {
                                        let data13 = data12[i1];
                                        const _errs25 = errors;
                                        if (errors === _errs25) {
                                          if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                                            let missing3;
                                            if (data13.method === void 0 && (missing3 = "method")) {
                                              validate11.errors = [{ instancePath: instancePath + "/revision/cacheHints/" + i1, schemaPath: "#/properties/revision/properties/cacheHints/items/required", keyword: "required", params: { missingProperty: missing3 }, message: "must have required property '" + missing3 + "'" }];
                                              return false;
                                            } else {
                                              if (data13.method !== void 0) {
                                                const _errs27 = errors;
                                                if (typeof data13.method !== "string") {
                                                  validate11.errors = [{ instancePath: instancePath + "/revision/cacheHints/" + i1 + "/method", schemaPath: "#/properties/revision/properties/cacheHints/items/properties/method/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                  return false;
                                                }
                                                var valid5 = _errs27 === errors;
                                              } else {
                                                var valid5 = true;
                                              }
                                              if (valid5) {
                                                if (data13.listing !== void 0) {
                                                  let data15 = data13.listing;
                                                  const _errs29 = errors;
                                                  if (!(typeof data15 == "number" && (!(data15 % 1) && !isNaN(data15)))) {
                                                    validate11.errors = [{ instancePath: instancePath + "/revision/cacheHints/" + i1 + "/listing", schemaPath: "#/properties/revision/properties/cacheHints/items/properties/listing/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                    return false;
                                                  }
                                                  var valid5 = _errs29 === errors;
                                                } else {
                                                  var valid5 = true;
                                                }
                                                if (valid5) {
                                                  if (data13.page !== void 0) {
                                                    let data16 = data13.page;
                                                    const _errs31 = errors;
                                                    if (!(typeof data16 == "number" && (!(data16 % 1) && !isNaN(data16)))) {
                                                      validate11.errors = [{ instancePath: instancePath + "/revision/cacheHints/" + i1 + "/page", schemaPath: "#/properties/revision/properties/cacheHints/items/properties/page/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                      return false;
                                                    }
                                                    var valid5 = _errs31 === errors;
                                                  } else {
                                                    var valid5 = true;
                                                  }
                                                }
                                              }
                                            }
                                          } else {
                                            validate11.errors = [{ instancePath: instancePath + "/revision/cacheHints/" + i1, schemaPath: "#/properties/revision/properties/cacheHints/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                            return false;
                                          }
                                        }
                                        var valid4 = _errs25 === errors;
                                        if (!valid4) {
                                          break;
                                        }
                                      }
                                    } else {
                                      validate11.errors = [{ instancePath: instancePath + "/revision/cacheHints", schemaPath: "#/properties/revision/properties/cacheHints/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                      return false;
                                    }
                                  }
                                  var valid3 = _errs23 === errors;
                                } else {
                                  var valid3 = true;
                                }
                                if (valid3) {
                                  if (data11.resultTypeMissing !== void 0) {
                                    let data17 = data11.resultTypeMissing;
                                    const _errs33 = errors;
                                    if (errors === _errs33) {
                                      if (Array.isArray(data17)) {
                                        var valid6 = true;
                                        const len2 = data17.length;
                                        for (let i2 = 0; i2 < len2; i2++) {
                                          const _errs35 = errors;
                                          if (typeof data17[i2] !== "string") {
                                            validate11.errors = [{ instancePath: instancePath + "/revision/resultTypeMissing/" + i2, schemaPath: "#/properties/revision/properties/resultTypeMissing/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                            return false;
                                          }
                                          var valid6 = _errs35 === errors;
                                          if (!valid6) {
                                            break;
                                          }
                                        }
                                      } else {
                                        validate11.errors = [{ instancePath: instancePath + "/revision/resultTypeMissing", schemaPath: "#/properties/revision/properties/resultTypeMissing/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                        return false;
                                      }
                                    }
                                    var valid3 = _errs33 === errors;
                                  } else {
                                    var valid3 = true;
                                  }
                                  if (valid3) {
                                    if (data11.requestEnvelopeBytes !== void 0) {
                                      let data19 = data11.requestEnvelopeBytes;
                                      const _errs37 = errors;
                                      if (!(typeof data19 == "number" && (!(data19 % 1) && !isNaN(data19)))) {
                                        validate11.errors = [{ instancePath: instancePath + "/revision/requestEnvelopeBytes", schemaPath: "#/properties/revision/properties/requestEnvelopeBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                        return false;
                                      }
                                      var valid3 = _errs37 === errors;
                                    } else {
                                      var valid3 = true;
                                    }
                                    if (valid3) {
                                      if (data11.credentials !== void 0) {
                                        const _errs39 = errors;
                                        if (typeof data11.credentials !== "boolean") {
                                          validate11.errors = [{ instancePath: instancePath + "/revision/credentials", schemaPath: "#/properties/revision/properties/credentials/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                          return false;
                                        }
                                        var valid3 = _errs39 === errors;
                                      } else {
                                        var valid3 = true;
                                      }
                                    }
                                  }
                                }
                              }
                            } else {
                              validate11.errors = [{ instancePath: instancePath + "/revision", schemaPath: "#/properties/revision/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                              return false;
                            }
                          }
                          var valid0 = _errs21 === errors;
                        } else {
                          var valid0 = true;
                        }
                        if (valid0) {
                          if (data.parity !== void 0) {
                            let data21 = data.parity;
                            const _errs41 = errors;
                            if (errors === _errs41) {
                              if (data21 && typeof data21 == "object" && !Array.isArray(data21)) {
                                let missing4;
                                if (data21.era === void 0 && (missing4 = "era")) {
                                  validate11.errors = [{ instancePath: instancePath + "/parity", schemaPath: "#/properties/parity/required", keyword: "required", params: { missingProperty: missing4 }, message: "must have required property '" + missing4 + "'" }];
                                  return false;
                                } else {
                                  if (data21.era !== void 0) {
                                    const _errs43 = errors;
                                    if ("legacy" !== data21.era) {
                                      validate11.errors = [{ instancePath: instancePath + "/parity/era", schemaPath: "#/properties/parity/properties/era/const", keyword: "const", params: { allowedValue: "legacy" }, message: "must be equal to constant" }];
                                      return false;
                                    }
                                    var valid7 = _errs43 === errors;
                                  } else {
                                    var valid7 = true;
                                  }
                                  if (valid7) {
                                    if (data21.protocolVersion !== void 0) {
                                      const _errs44 = errors;
                                      if (typeof data21.protocolVersion !== "string") {
                                        validate11.errors = [{ instancePath: instancePath + "/parity/protocolVersion", schemaPath: "#/properties/parity/properties/protocolVersion/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                        return false;
                                      }
                                      var valid7 = _errs44 === errors;
                                    } else {
                                      var valid7 = true;
                                    }
                                    if (valid7) {
                                      if (data21.instructions !== void 0) {
                                        let data24 = data21.instructions;
                                        const _errs46 = errors;
                                        if (errors === _errs46) {
                                          if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
                                            let missing5;
                                            if (data24.modernChars === void 0 && (missing5 = "modernChars") || data24.legacyChars === void 0 && (missing5 = "legacyChars")) {
                                              validate11.errors = [{ instancePath: instancePath + "/parity/instructions", schemaPath: "#/properties/parity/properties/instructions/required", keyword: "required", params: { missingProperty: missing5 }, message: "must have required property '" + missing5 + "'" }];
                                              return false;
                                            } else {
                                              if (data24.modernChars !== void 0) {
                                                let data25 = data24.modernChars;
                                                const _errs48 = errors;
                                                if (!(typeof data25 == "number" && (!(data25 % 1) && !isNaN(data25)))) {
                                                  validate11.errors = [{ instancePath: instancePath + "/parity/instructions/modernChars", schemaPath: "#/properties/parity/properties/instructions/properties/modernChars/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                  return false;
                                                }
                                                var valid8 = _errs48 === errors;
                                              } else {
                                                var valid8 = true;
                                              }
                                              if (valid8) {
                                                if (data24.legacyChars !== void 0) {
                                                  let data26 = data24.legacyChars;
                                                  const _errs50 = errors;
                                                  if (!(typeof data26 == "number" && (!(data26 % 1) && !isNaN(data26)))) {
                                                    validate11.errors = [{ instancePath: instancePath + "/parity/instructions/legacyChars", schemaPath: "#/properties/parity/properties/instructions/properties/legacyChars/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                    return false;
                                                  }
                                                  var valid8 = _errs50 === errors;
                                                } else {
                                                  var valid8 = true;
                                                }
                                              }
                                            }
                                          } else {
                                            validate11.errors = [{ instancePath: instancePath + "/parity/instructions", schemaPath: "#/properties/parity/properties/instructions/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                            return false;
                                          }
                                        }
                                        var valid7 = _errs46 === errors;
                                      } else {
                                        var valid7 = true;
                                      }
                                      if (valid7) {
                                        if (data21.tools !== void 0) {
                                          let data27 = data21.tools;
                                          const _errs52 = errors;
                                          if (errors === _errs52) {
                                            if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
                                              let missing6;
                                              if (data27.tool === void 0 && (missing6 = "tool") || data27.path === void 0 && (missing6 = "path")) {
                                                validate11.errors = [{ instancePath: instancePath + "/parity/tools", schemaPath: "#/properties/parity/properties/tools/required", keyword: "required", params: { missingProperty: missing6 }, message: "must have required property '" + missing6 + "'" }];
                                                return false;
                                              } else {
                                                if (data27.tool !== void 0) {
                                                  const _errs54 = errors;
                                                  if (typeof data27.tool !== "string") {
                                                    validate11.errors = [{ instancePath: instancePath + "/parity/tools/tool", schemaPath: "#/properties/parity/properties/tools/properties/tool/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                    return false;
                                                  }
                                                  var valid9 = _errs54 === errors;
                                                } else {
                                                  var valid9 = true;
                                                }
                                                if (valid9) {
                                                  if (data27.path !== void 0) {
                                                    const _errs56 = errors;
                                                    if (typeof data27.path !== "string") {
                                                      validate11.errors = [{ instancePath: instancePath + "/parity/tools/path", schemaPath: "#/properties/parity/properties/tools/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                      return false;
                                                    }
                                                    var valid9 = _errs56 === errors;
                                                  } else {
                                                    var valid9 = true;
                                                  }
                                                }
                                              }
                                            } else {
                                              validate11.errors = [{ instancePath: instancePath + "/parity/tools", schemaPath: "#/properties/parity/properties/tools/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                              return false;
                                            }
                                          }
                                          var valid7 = _errs52 === errors;
                                        } else {
                                          var valid7 = true;
                                        }
                                        if (valid7) {
                                          if (data21.failed !== void 0) {
                                            const _errs58 = errors;
                                            if (typeof data21.failed !== "string") {
                                              validate11.errors = [{ instancePath: instancePath + "/parity/failed", schemaPath: "#/properties/parity/properties/failed/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                              return false;
                                            }
                                            var valid7 = _errs58 === errors;
                                          } else {
                                            var valid7 = true;
                                          }
                                        }
                                      }
                                    }
                                  }
                                }
                              } else {
                                validate11.errors = [{ instancePath: instancePath + "/parity", schemaPath: "#/properties/parity/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                return false;
                              }
                            }
                            var valid0 = _errs41 === errors;
                          } else {
                            var valid0 = true;
                          }
                          if (valid0) {
                            if (data.serverInfo !== void 0) {
                              let data31 = data.serverInfo;
                              const _errs60 = errors;
                              if (!(data31 && typeof data31 == "object" && !Array.isArray(data31))) {
                                validate11.errors = [{ instancePath: instancePath + "/serverInfo", schemaPath: "#/properties/serverInfo/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                return false;
                              }
                              var valid0 = _errs60 === errors;
                            } else {
                              var valid0 = true;
                            }
                            if (valid0) {
                              if (data.clientCapabilities !== void 0) {
                                let data32 = data.clientCapabilities;
                                const _errs62 = errors;
                                if (!(data32 && typeof data32 == "object" && !Array.isArray(data32))) {
                                  validate11.errors = [{ instancePath: instancePath + "/clientCapabilities", schemaPath: "#/properties/clientCapabilities/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                  return false;
                                }
                                var valid0 = _errs62 === errors;
                              } else {
                                var valid0 = true;
                              }
                              if (valid0) {
                                if (data.instructions !== void 0) {
                                  let data33 = data.instructions;
                                  const _errs64 = errors;
                                  const _errs65 = errors;
                                  let valid10 = false;
                                  let passing0 = null;
                                  const _errs66 = errors;
                                  if (data33 !== null) {
                                    const err0 = { instancePath: instancePath + "/instructions", schemaPath: "#/properties/instructions/oneOf/0/type", keyword: "type", params: { type: "null" }, message: "must be null" };
                                    if (vErrors === null) {
                                      vErrors = [err0];
                                    } else {
                                      vErrors.push(err0);
                                    }
                                    errors++;
                                  }
                                  var _valid0 = _errs66 === errors;
                                  if (_valid0) {
                                    valid10 = true;
                                    passing0 = 0;
                                  }
                                  const _errs68 = errors;
                                  if (errors === _errs68) {
                                    if (data33 && typeof data33 == "object" && !Array.isArray(data33)) {
                                      let missing7;
                                      if (data33.chars === void 0 && (missing7 = "chars") || data33.bytes === void 0 && (missing7 = "bytes") || data33.tokens === void 0 && (missing7 = "tokens")) {
                                        const err1 = { instancePath: instancePath + "/instructions", schemaPath: "#/properties/instructions/oneOf/1/required", keyword: "required", params: { missingProperty: missing7 }, message: "must have required property '" + missing7 + "'" };
                                        if (vErrors === null) {
                                          vErrors = [err1];
                                        } else {
                                          vErrors.push(err1);
                                        }
                                        errors++;
                                      }
                                    } else {
                                      const err2 = { instancePath: instancePath + "/instructions", schemaPath: "#/properties/instructions/oneOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                                      if (vErrors === null) {
                                        vErrors = [err2];
                                      } else {
                                        vErrors.push(err2);
                                      }
                                      errors++;
                                    }
                                  }
                                  var _valid0 = _errs68 === errors;
                                  if (_valid0 && valid10) {
                                    valid10 = false;
                                    passing0 = [passing0, 1];
                                  } else {
                                    if (_valid0) {
                                      valid10 = true;
                                      passing0 = 1;
                                    }
                                  }
                                  if (!valid10) {
                                    const err3 = { instancePath: instancePath + "/instructions", schemaPath: "#/properties/instructions/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
                                    if (vErrors === null) {
                                      vErrors = [err3];
                                    } else {
                                      vErrors.push(err3);
                                    }
                                    errors++;
                                    validate11.errors = vErrors;
                                    return false;
                                  } else {
                                    errors = _errs65;
                                    if (vErrors !== null) {
                                      if (_errs65) {
                                        vErrors.length = _errs65;
                                      } else {
                                        vErrors = null;
                                      }
                                    }
                                  }
                                  var valid0 = _errs64 === errors;
                                } else {
                                  var valid0 = true;
                                }
                                if (valid0) {
                                  if (data.tools !== void 0) {
                                    let data34 = data.tools;
                                    const _errs70 = errors;
                                    if (errors === _errs70) {
                                      if (Array.isArray(data34)) {
                                        var valid11 = true;
                                        const len3 = data34.length;
                                        for (let i3 = 0; i3 < len3; i3++) {
                                          let data35 = data34[i3];
                                          const _errs72 = errors;
                                          if (errors === _errs72) {
                                            if (data35 && typeof data35 == "object" && !Array.isArray(data35)) {
                                              let missing8;
                                              if (data35.name === void 0 && (missing8 = "name") || data35.bytes === void 0 && (missing8 = "bytes") || data35.tokens === void 0 && (missing8 = "tokens") || data35.descriptionChars === void 0 && (missing8 = "descriptionChars") || data35.hostName === void 0 && (missing8 = "hostName")) {
                                                validate11.errors = [{ instancePath: instancePath + "/tools/" + i3, schemaPath: "#/properties/tools/items/required", keyword: "required", params: { missingProperty: missing8 }, message: "must have required property '" + missing8 + "'" }];
                                                return false;
                                              } else {
                                                if (data35.name !== void 0) {
                                                  const _errs74 = errors;
                                                  if (typeof data35.name !== "string") {
                                                    validate11.errors = [{ instancePath: instancePath + "/tools/" + i3 + "/name", schemaPath: "#/properties/tools/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                    return false;
                                                  }
                                                  var valid12 = _errs74 === errors;
                                                } else {
                                                  var valid12 = true;
                                                }
                                                if (valid12) {
                                                  if (data35.bytes !== void 0) {
                                                    let data37 = data35.bytes;
                                                    const _errs76 = errors;
                                                    const _errs77 = errors;
                                                    if (!(typeof data37 == "number" && (!(data37 % 1) && !isNaN(data37)))) {
                                                      validate11.errors = [{ instancePath: instancePath + "/tools/" + i3 + "/bytes", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                      return false;
                                                    }
                                                    if (errors === _errs77) {
                                                      if (typeof data37 == "number") {
                                                        if (data37 < 0 || isNaN(data37)) {
                                                          validate11.errors = [{ instancePath: instancePath + "/tools/" + i3 + "/bytes", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                          return false;
                                                        }
                                                      }
                                                    }
                                                    var valid12 = _errs76 === errors;
                                                  } else {
                                                    var valid12 = true;
                                                  }
                                                  if (valid12) {
                                                    if (data35.tokens !== void 0) {
                                                      let data38 = data35.tokens;
                                                      const _errs79 = errors;
                                                      const _errs80 = errors;
                                                      if (!(typeof data38 == "number" && (!(data38 % 1) && !isNaN(data38)))) {
                                                        validate11.errors = [{ instancePath: instancePath + "/tools/" + i3 + "/tokens", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                        return false;
                                                      }
                                                      if (errors === _errs80) {
                                                        if (typeof data38 == "number") {
                                                          if (data38 < 0 || isNaN(data38)) {
                                                            validate11.errors = [{ instancePath: instancePath + "/tools/" + i3 + "/tokens", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                            return false;
                                                          }
                                                        }
                                                      }
                                                      var valid12 = _errs79 === errors;
                                                    } else {
                                                      var valid12 = true;
                                                    }
                                                    if (valid12) {
                                                      if (data35.descriptionChars !== void 0) {
                                                        let data39 = data35.descriptionChars;
                                                        const _errs82 = errors;
                                                        const _errs83 = errors;
                                                        if (!(typeof data39 == "number" && (!(data39 % 1) && !isNaN(data39)))) {
                                                          validate11.errors = [{ instancePath: instancePath + "/tools/" + i3 + "/descriptionChars", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                          return false;
                                                        }
                                                        if (errors === _errs83) {
                                                          if (typeof data39 == "number") {
                                                            if (data39 < 0 || isNaN(data39)) {
                                                              validate11.errors = [{ instancePath: instancePath + "/tools/" + i3 + "/descriptionChars", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                              return false;
                                                            }
                                                          }
                                                        }
                                                        var valid12 = _errs82 === errors;
                                                      } else {
                                                        var valid12 = true;
                                                      }
                                                      if (valid12) {
                                                        if (data35.hostName !== void 0) {
                                                          const _errs85 = errors;
                                                          if (typeof data35.hostName !== "string") {
                                                            validate11.errors = [{ instancePath: instancePath + "/tools/" + i3 + "/hostName", schemaPath: "#/properties/tools/items/properties/hostName/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                            return false;
                                                          }
                                                          var valid12 = _errs85 === errors;
                                                        } else {
                                                          var valid12 = true;
                                                        }
                                                        if (valid12) {
                                                          if (data35.digest !== void 0) {
                                                            const _errs87 = errors;
                                                            if (typeof data35.digest !== "string") {
                                                              validate11.errors = [{ instancePath: instancePath + "/tools/" + i3 + "/digest", schemaPath: "#/properties/tools/items/properties/digest/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                              return false;
                                                            }
                                                            var valid12 = _errs87 === errors;
                                                          } else {
                                                            var valid12 = true;
                                                          }
                                                          if (valid12) {
                                                            if (data35.bodyDigest !== void 0) {
                                                              const _errs89 = errors;
                                                              if (typeof data35.bodyDigest !== "string") {
                                                                validate11.errors = [{ instancePath: instancePath + "/tools/" + i3 + "/bodyDigest", schemaPath: "#/properties/tools/items/properties/bodyDigest/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                return false;
                                                              }
                                                              var valid12 = _errs89 === errors;
                                                            } else {
                                                              var valid12 = true;
                                                            }
                                                            if (valid12) {
                                                              if (data35.fields !== void 0) {
                                                                let data43 = data35.fields;
                                                                const _errs91 = errors;
                                                                if (errors === _errs91) {
                                                                  if (data43 && typeof data43 == "object" && !Array.isArray(data43)) {
                                                                    for (const key0 in data43) {
                                                                      let data44 = data43[key0];
                                                                      const _errs94 = errors;
                                                                      const _errs95 = errors;
                                                                      if (!(typeof data44 == "number" && (!(data44 % 1) && !isNaN(data44)))) {
                                                                        validate11.errors = [{ instancePath: instancePath + "/tools/" + i3 + "/fields/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                        return false;
                                                                      }
                                                                      if (errors === _errs95) {
                                                                        if (typeof data44 == "number") {
                                                                          if (data44 < 0 || isNaN(data44)) {
                                                                            validate11.errors = [{ instancePath: instancePath + "/tools/" + i3 + "/fields/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                                            return false;
                                                                          }
                                                                        }
                                                                      }
                                                                      var valid16 = _errs94 === errors;
                                                                      if (!valid16) {
                                                                        break;
                                                                      }
                                                                    }
                                                                  } else {
                                                                    validate11.errors = [{ instancePath: instancePath + "/tools/" + i3 + "/fields", schemaPath: "#/properties/tools/items/properties/fields/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                    return false;
                                                                  }
                                                                }
                                                                var valid12 = _errs91 === errors;
                                                              } else {
                                                                var valid12 = true;
                                                              }
                                                              if (valid12) {
                                                                if (data35.ceiling !== void 0) {
                                                                  let data45 = data35.ceiling;
                                                                  const _errs97 = errors;
                                                                  const _errs98 = errors;
                                                                  if (errors === _errs98) {
                                                                    if (data45 && typeof data45 == "object" && !Array.isArray(data45)) {
                                                                      const _errs100 = errors;
                                                                      for (const key1 in data45) {
                                                                        if (!(key1 === "bytes" || key1 === "tokens" || key1 === "chars")) {
                                                                          validate11.errors = [{ instancePath: instancePath + "/tools/" + i3 + "/ceiling", schemaPath: "#/definitions/ceiling/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" }];
                                                                          return false;
                                                                          break;
                                                                        }
                                                                      }
                                                                      if (_errs100 === errors) {
                                                                        if (data45.bytes !== void 0) {
                                                                          const _errs101 = errors;
                                                                          if (!(typeof data45.bytes == "number")) {
                                                                            validate11.errors = [{ instancePath: instancePath + "/tools/" + i3 + "/ceiling/bytes", schemaPath: "#/definitions/ceiling/properties/bytes/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                                            return false;
                                                                          }
                                                                          var valid19 = _errs101 === errors;
                                                                        } else {
                                                                          var valid19 = true;
                                                                        }
                                                                        if (valid19) {
                                                                          if (data45.tokens !== void 0) {
                                                                            const _errs103 = errors;
                                                                            if (!(typeof data45.tokens == "number")) {
                                                                              validate11.errors = [{ instancePath: instancePath + "/tools/" + i3 + "/ceiling/tokens", schemaPath: "#/definitions/ceiling/properties/tokens/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                                              return false;
                                                                            }
                                                                            var valid19 = _errs103 === errors;
                                                                          } else {
                                                                            var valid19 = true;
                                                                          }
                                                                          if (valid19) {
                                                                            if (data45.chars !== void 0) {
                                                                              const _errs105 = errors;
                                                                              if (!(typeof data45.chars == "number")) {
                                                                                validate11.errors = [{ instancePath: instancePath + "/tools/" + i3 + "/ceiling/chars", schemaPath: "#/definitions/ceiling/properties/chars/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                                                return false;
                                                                              }
                                                                              var valid19 = _errs105 === errors;
                                                                            } else {
                                                                              var valid19 = true;
                                                                            }
                                                                          }
                                                                        }
                                                                      }
                                                                    } else {
                                                                      validate11.errors = [{ instancePath: instancePath + "/tools/" + i3 + "/ceiling", schemaPath: "#/definitions/ceiling/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                      return false;
                                                                    }
                                                                  }
                                                                  var valid12 = _errs97 === errors;
                                                                } else {
                                                                  var valid12 = true;
                                                                }
                                                                if (valid12) {
                                                                  if (data35.inputSchemaError !== void 0) {
                                                                    const _errs107 = errors;
                                                                    if (typeof data35.inputSchemaError !== "string") {
                                                                      validate11.errors = [{ instancePath: instancePath + "/tools/" + i3 + "/inputSchemaError", schemaPath: "#/properties/tools/items/properties/inputSchemaError/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                      return false;
                                                                    }
                                                                    var valid12 = _errs107 === errors;
                                                                  } else {
                                                                    var valid12 = true;
                                                                  }
                                                                  if (valid12) {
                                                                    if (data35.inputSchemaLenient !== void 0) {
                                                                      let data50 = data35.inputSchemaLenient;
                                                                      const _errs109 = errors;
                                                                      if (errors === _errs109) {
                                                                        if (data50 && typeof data50 == "object" && !Array.isArray(data50)) {
                                                                          let missing9;
                                                                          if (data50.error === void 0 && (missing9 = "error") || data50.dialect === void 0 && (missing9 = "dialect")) {
                                                                            validate11.errors = [{ instancePath: instancePath + "/tools/" + i3 + "/inputSchemaLenient", schemaPath: "#/properties/tools/items/properties/inputSchemaLenient/required", keyword: "required", params: { missingProperty: missing9 }, message: "must have required property '" + missing9 + "'" }];
                                                                            return false;
                                                                          } else {
                                                                            const _errs111 = errors;
                                                                            for (const key2 in data50) {
                                                                              if (!(key2 === "error" || key2 === "dialect")) {
                                                                                validate11.errors = [{ instancePath: instancePath + "/tools/" + i3 + "/inputSchemaLenient", schemaPath: "#/properties/tools/items/properties/inputSchemaLenient/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" }];
                                                                                return false;
                                                                                break;
                                                                              }
                                                                            }
                                                                            if (_errs111 === errors) {
                                                                              if (data50.error !== void 0) {
                                                                                const _errs112 = errors;
                                                                                if (typeof data50.error !== "string") {
                                                                                  validate11.errors = [{ instancePath: instancePath + "/tools/" + i3 + "/inputSchemaLenient/error", schemaPath: "#/properties/tools/items/properties/inputSchemaLenient/properties/error/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                  return false;
                                                                                }
                                                                                var valid20 = _errs112 === errors;
                                                                              } else {
                                                                                var valid20 = true;
                                                                              }
                                                                              if (valid20) {
                                                                                if (data50.dialect !== void 0) {
                                                                                  const _errs114 = errors;
                                                                                  if (typeof data50.dialect !== "string") {
                                                                                    validate11.errors = [{ instancePath: instancePath + "/tools/" + i3 + "/inputSchemaLenient/dialect", schemaPath: "#/properties/tools/items/properties/inputSchemaLenient/properties/dialect/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                    return false;
                                                                                  }
                                                                                  var valid20 = _errs114 === errors;
                                                                                } else {
                                                                                  var valid20 = true;
                                                                                }
                                                                              }
                                                                            }
                                                                          }
                                                                        } else {
                                                                          validate11.errors = [{ instancePath: instancePath + "/tools/" + i3 + "/inputSchemaLenient", schemaPath: "#/properties/tools/items/properties/inputSchemaLenient/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                          return false;
                                                                        }
                                                                      }
                                                                      var valid12 = _errs109 === errors;
                                                                    } else {
                                                                      var valid12 = true;
                                                                    }
                                                                    if (valid12) {
                                                                      if (data35.onlyInEra !== void 0) {
                                                                        const _errs116 = errors;
                                                                        if (!(data35.onlyInEra === "legacy")) {
                                                                          validate11.errors = [{ instancePath: instancePath + "/tools/" + i3 + "/onlyInEra", schemaPath: "#/properties/tools/items/properties/onlyInEra/enum", keyword: "enum", params: { allowedValues: schema12.properties.tools.items.properties.onlyInEra.enum }, message: "must be equal to one of the allowed values" }];
                                                                          return false;
                                                                        }
                                                                        var valid12 = _errs116 === errors;
                                                                      } else {
                                                                        var valid12 = true;
                                                                      }
                                                                      if (valid12) {
                                                                        if (data35.onlyWithCapabilities !== void 0) {
                                                                          const _errs117 = errors;
                                                                          if (true !== data35.onlyWithCapabilities) {
                                                                            validate11.errors = [{ instancePath: instancePath + "/tools/" + i3 + "/onlyWithCapabilities", schemaPath: "#/properties/tools/items/properties/onlyWithCapabilities/const", keyword: "const", params: { allowedValue: true }, message: "must be equal to constant" }];
                                                                            return false;
                                                                          }
                                                                          var valid12 = _errs117 === errors;
                                                                        } else {
                                                                          var valid12 = true;
                                                                        }
                                                                        if (valid12) {
                                                                          if (data35.face !== void 0) {
                                                                            let data55 = data35.face;
                                                                            const _errs118 = errors;
                                                                            if (!(data55 === "legacy" || data55 === "capabilities")) {
                                                                              validate11.errors = [{ instancePath: instancePath + "/tools/" + i3 + "/face", schemaPath: "#/properties/tools/items/properties/face/enum", keyword: "enum", params: { allowedValues: schema12.properties.tools.items.properties.face.enum }, message: "must be equal to one of the allowed values" }];
                                                                              return false;
                                                                            }
                                                                            var valid12 = _errs118 === errors;
                                                                          } else {
                                                                            var valid12 = true;
                                                                          }
                                                                          if (valid12) {
                                                                            if (data35.listedAfter !== void 0) {
                                                                              const _errs119 = errors;
                                                                              if (!(data35.listedAfter === "calls")) {
                                                                                validate11.errors = [{ instancePath: instancePath + "/tools/" + i3 + "/listedAfter", schemaPath: "#/properties/tools/items/properties/listedAfter/enum", keyword: "enum", params: { allowedValues: schema12.properties.tools.items.properties.listedAfter.enum }, message: "must be equal to one of the allowed values" }];
                                                                                return false;
                                                                              }
                                                                              var valid12 = _errs119 === errors;
                                                                            } else {
                                                                              var valid12 = true;
                                                                            }
                                                                            if (valid12) {
                                                                              if (data35.contract !== void 0) {
                                                                                const _errs120 = errors;
                                                                                if (!validate12(data35.contract, { instancePath: instancePath + "/tools/" + i3 + "/contract", parentData: data35, parentDataProperty: "contract", rootData })) {
                                                                                  vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
                                                                                  errors = vErrors.length;
                                                                                }
                                                                                var valid12 = _errs120 === errors;
                                                                              } else {
                                                                                var valid12 = true;
                                                                              }
                                                                            }
                                                                          }
                                                                        }
                                                                      }
                                                                    }
                                                                  }
                                                                }
                                                              }
                                                            }
                                                          }
                                                        }
                                                      }
                                                    }
                                                  }
                                                }
                                              }
                                            } else {
                                              validate11.errors = [{ instancePath: instancePath + "/tools/" + i3, schemaPath: "#/properties/tools/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                              return false;
                                            }
                                          }
                                          var valid11 = _errs72 === errors;
                                          if (!valid11) {
                                            break;
                                          }
                                        }
                                      } else {
                                        validate11.errors = [{ instancePath: instancePath + "/tools", schemaPath: "#/properties/tools/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                        return false;
                                      }
                                    }
                                    var valid0 = _errs70 === errors;
                                  } else {
                                    var valid0 = true;
                                  }
                                  if (valid0) {
                                    if (data.listsMeasured !== void 0) {
                                      const _errs121 = errors;
                                      if (true !== data.listsMeasured) {
                                        validate11.errors = [{ instancePath: instancePath + "/listsMeasured", schemaPath: "#/properties/listsMeasured/const", keyword: "const", params: { allowedValue: true }, message: "must be equal to constant" }];
                                        return false;
                                      }
                                      var valid0 = _errs121 === errors;
                                    } else {
                                      var valid0 = true;
                                    }
                                    if (valid0) {
                                      if (data.prompts !== void 0) {
                                        const _errs122 = errors;
                                        if (!validate14(data.prompts, { instancePath: instancePath + "/prompts", parentData: data, parentDataProperty: "prompts", rootData })) {
                                          vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
                                          errors = vErrors.length;
                                        }
                                        var valid0 = _errs122 === errors;
                                      } else {
                                        var valid0 = true;
                                      }
                                      if (valid0) {
                                        if (data.resources !== void 0) {
                                          const _errs123 = errors;
                                          if (!validate14(data.resources, { instancePath: instancePath + "/resources", parentData: data, parentDataProperty: "resources", rootData })) {
                                            vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
                                            errors = vErrors.length;
                                          }
                                          var valid0 = _errs123 === errors;
                                        } else {
                                          var valid0 = true;
                                        }
                                        if (valid0) {
                                          if (data.resourceTemplates !== void 0) {
                                            const _errs124 = errors;
                                            if (!validate14(data.resourceTemplates, { instancePath: instancePath + "/resourceTemplates", parentData: data, parentDataProperty: "resourceTemplates", rootData })) {
                                              vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
                                              errors = vErrors.length;
                                            }
                                            var valid0 = _errs124 === errors;
                                          } else {
                                            var valid0 = true;
                                          }
                                          if (valid0) {
                                            if (data.skillsMeasured !== void 0) {
                                              const _errs125 = errors;
                                              if (true !== data.skillsMeasured) {
                                                validate11.errors = [{ instancePath: instancePath + "/skillsMeasured", schemaPath: "#/properties/skillsMeasured/const", keyword: "const", params: { allowedValue: true }, message: "must be equal to constant" }];
                                                return false;
                                              }
                                              var valid0 = _errs125 === errors;
                                            } else {
                                              var valid0 = true;
                                            }
                                            if (valid0) {
                                              if (data.skills !== void 0) {
                                                const _errs126 = errors;
                                                if (!validate14(data.skills, { instancePath: instancePath + "/skills", parentData: data, parentDataProperty: "skills", rootData })) {
                                                  vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
                                                  errors = vErrors.length;
                                                }
                                                var valid0 = _errs126 === errors;
                                              } else {
                                                var valid0 = true;
                                              }
                                              if (valid0) {
                                                if (data.totals !== void 0) {
                                                  let data64 = data.totals;
                                                  const _errs127 = errors;
                                                  if (errors === _errs127) {
                                                    if (data64 && typeof data64 == "object" && !Array.isArray(data64)) {
                                                      let missing10;
                                                      if (data64.tools === void 0 && (missing10 = "tools") || data64.bytes === void 0 && (missing10 = "bytes") || data64.tokens === void 0 && (missing10 = "tokens")) {
                                                        validate11.errors = [{ instancePath: instancePath + "/totals", schemaPath: "#/properties/totals/required", keyword: "required", params: { missingProperty: missing10 }, message: "must have required property '" + missing10 + "'" }];
                                                        return false;
                                                      }
                                                    } else {
                                                      validate11.errors = [{ instancePath: instancePath + "/totals", schemaPath: "#/properties/totals/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                      return false;
                                                    }
                                                  }
                                                  var valid0 = _errs127 === errors;
                                                } else {
                                                  var valid0 = true;
                                                }
                                                if (valid0) {
                                                  if (data.listPages !== void 0) {
                                                    let data65 = data.listPages;
                                                    const _errs129 = errors;
                                                    const _errs130 = errors;
                                                    if (!(typeof data65 == "number" && (!(data65 % 1) && !isNaN(data65)))) {
                                                      validate11.errors = [{ instancePath: instancePath + "/listPages", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                      return false;
                                                    }
                                                    if (errors === _errs130) {
                                                      if (typeof data65 == "number") {
                                                        if (data65 < 0 || isNaN(data65)) {
                                                          validate11.errors = [{ instancePath: instancePath + "/listPages", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                          return false;
                                                        }
                                                      }
                                                    }
                                                    var valid0 = _errs129 === errors;
                                                  } else {
                                                    var valid0 = true;
                                                  }
                                                  if (valid0) {
                                                    if (data.sandbox !== void 0) {
                                                      let data66 = data.sandbox;
                                                      const _errs132 = errors;
                                                      if (errors === _errs132) {
                                                        if (data66 && typeof data66 == "object" && !Array.isArray(data66)) {
                                                          let missing11;
                                                          if (data66.network === void 0 && (missing11 = "network")) {
                                                            validate11.errors = [{ instancePath: instancePath + "/sandbox", schemaPath: "#/properties/sandbox/required", keyword: "required", params: { missingProperty: missing11 }, message: "must have required property '" + missing11 + "'" }];
                                                            return false;
                                                          } else {
                                                            if (data66.route !== void 0) {
                                                              if (typeof data66.route !== "string") {
                                                                validate11.errors = [{ instancePath: instancePath + "/sandbox/route", schemaPath: "#/properties/sandbox/properties/route/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                return false;
                                                              }
                                                            }
                                                          }
                                                        } else {
                                                          validate11.errors = [{ instancePath: instancePath + "/sandbox", schemaPath: "#/properties/sandbox/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                          return false;
                                                        }
                                                      }
                                                      var valid0 = _errs132 === errors;
                                                    } else {
                                                      var valid0 = true;
                                                    }
                                                    if (valid0) {
                                                      if (data.policy !== void 0) {
                                                        let data68 = data.policy;
                                                        const _errs136 = errors;
                                                        if (errors === _errs136) {
                                                          if (data68 && typeof data68 == "object" && !Array.isArray(data68)) {
                                                            let missing12;
                                                            if (data68.source === void 0 && (missing12 = "source")) {
                                                              validate11.errors = [{ instancePath: instancePath + "/policy", schemaPath: "#/properties/policy/required", keyword: "required", params: { missingProperty: missing12 }, message: "must have required property '" + missing12 + "'" }];
                                                              return false;
                                                            } else {
                                                              const _errs138 = errors;
                                                              for (const key3 in data68) {
                                                                if (!(key3 === "source" || key3 === "ref" || key3 === "withheld" || key3 === "refused" || key3 === "unset")) {
                                                                  validate11.errors = [{ instancePath: instancePath + "/policy", schemaPath: "#/properties/policy/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" }];
                                                                  return false;
                                                                  break;
                                                                }
                                                              }
                                                              if (_errs138 === errors) {
                                                                if (data68.source !== void 0) {
                                                                  let data69 = data68.source;
                                                                  const _errs139 = errors;
                                                                  if (!(data69 === "budget" || data69 === "base" || data69 === "default")) {
                                                                    validate11.errors = [{ instancePath: instancePath + "/policy/source", schemaPath: "#/properties/policy/properties/source/enum", keyword: "enum", params: { allowedValues: schema12.properties.policy.properties.source.enum }, message: "must be equal to one of the allowed values" }];
                                                                    return false;
                                                                  }
                                                                  var valid23 = _errs139 === errors;
                                                                } else {
                                                                  var valid23 = true;
                                                                }
                                                                if (valid23) {
                                                                  if (data68.ref !== void 0) {
                                                                    const _errs140 = errors;
                                                                    if (typeof data68.ref !== "string") {
                                                                      validate11.errors = [{ instancePath: instancePath + "/policy/ref", schemaPath: "#/properties/policy/properties/ref/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                      return false;
                                                                    }
                                                                    var valid23 = _errs140 === errors;
                                                                  } else {
                                                                    var valid23 = true;
                                                                  }
                                                                  if (valid23) {
                                                                    if (data68.withheld !== void 0) {
                                                                      let data71 = data68.withheld;
                                                                      const _errs142 = errors;
                                                                      if (errors === _errs142) {
                                                                        if (Array.isArray(data71)) {
                                                                          var valid24 = true;
                                                                          const len4 = data71.length;
                                                                          for (let i4 = 0; i4 < len4; i4++) {
                                                                            const _errs144 = errors;
                                                                            if (typeof data71[i4] !== "string") {
                                                                              validate11.errors = [{ instancePath: instancePath + "/policy/withheld/" + i4, schemaPath: "#/properties/policy/properties/withheld/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                              return false;
                                                                            }
                                                                            var valid24 = _errs144 === errors;
                                                                            if (!valid24) {
                                                                              break;
                                                                            }
                                                                          }
                                                                        } else {
                                                                          validate11.errors = [{ instancePath: instancePath + "/policy/withheld", schemaPath: "#/properties/policy/properties/withheld/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                          return false;
                                                                        }
                                                                      }
                                                                      var valid23 = _errs142 === errors;
                                                                    } else {
                                                                      var valid23 = true;
                                                                    }
                                                                    if (valid23) {
                                                                      if (data68.refused !== void 0) {
                                                                        const _errs146 = errors;
                                                                        if (typeof data68.refused !== "string") {
                                                                          validate11.errors = [{ instancePath: instancePath + "/policy/refused", schemaPath: "#/properties/policy/properties/refused/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                          return false;
                                                                        }
                                                                        var valid23 = _errs146 === errors;
                                                                      } else {
                                                                        var valid23 = true;
                                                                      }
                                                                      if (valid23) {
                                                                        if (data68.unset !== void 0) {
                                                                          let data74 = data68.unset;
                                                                          const _errs148 = errors;
                                                                          if (errors === _errs148) {
                                                                            if (Array.isArray(data74)) {
                                                                              var valid25 = true;
                                                                              const len5 = data74.length;
                                                                              for (let i5 = 0; i5 < len5; i5++) {
                                                                                let data75 = data74[i5];
                                                                                const _errs150 = errors;
                                                                                if (errors === _errs150) {
                                                                                  if (data75 && typeof data75 == "object" && !Array.isArray(data75)) {
                                                                                    let missing13;
                                                                                    if (data75.variable === void 0 && (missing13 = "variable") || data75.field === void 0 && (missing13 = "field") || data75.origin === void 0 && (missing13 = "origin")) {
                                                                                      validate11.errors = [{ instancePath: instancePath + "/policy/unset/" + i5, schemaPath: "#/properties/policy/properties/unset/items/required", keyword: "required", params: { missingProperty: missing13 }, message: "must have required property '" + missing13 + "'" }];
                                                                                      return false;
                                                                                    } else {
                                                                                      const _errs152 = errors;
                                                                                      for (const key4 in data75) {
                                                                                        if (!(key4 === "variable" || key4 === "field" || key4 === "origin")) {
                                                                                          validate11.errors = [{ instancePath: instancePath + "/policy/unset/" + i5, schemaPath: "#/properties/policy/properties/unset/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" }];
                                                                                          return false;
                                                                                          break;
                                                                                        }
                                                                                      }
                                                                                      if (_errs152 === errors) {
                                                                                        if (data75.variable !== void 0) {
                                                                                          const _errs153 = errors;
                                                                                          if (typeof data75.variable !== "string") {
                                                                                            validate11.errors = [{ instancePath: instancePath + "/policy/unset/" + i5 + "/variable", schemaPath: "#/properties/policy/properties/unset/items/properties/variable/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                            return false;
                                                                                          }
                                                                                          var valid26 = _errs153 === errors;
                                                                                        } else {
                                                                                          var valid26 = true;
                                                                                        }
                                                                                        if (valid26) {
                                                                                          if (data75.field !== void 0) {
                                                                                            const _errs155 = errors;
                                                                                            if (typeof data75.field !== "string") {
                                                                                              validate11.errors = [{ instancePath: instancePath + "/policy/unset/" + i5 + "/field", schemaPath: "#/properties/policy/properties/unset/items/properties/field/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                              return false;
                                                                                            }
                                                                                            var valid26 = _errs155 === errors;
                                                                                          } else {
                                                                                            var valid26 = true;
                                                                                          }
                                                                                          if (valid26) {
                                                                                            if (data75.origin !== void 0) {
                                                                                              const _errs157 = errors;
                                                                                              if (typeof data75.origin !== "string") {
                                                                                                validate11.errors = [{ instancePath: instancePath + "/policy/unset/" + i5 + "/origin", schemaPath: "#/properties/policy/properties/unset/items/properties/origin/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                return false;
                                                                                              }
                                                                                              var valid26 = _errs157 === errors;
                                                                                            } else {
                                                                                              var valid26 = true;
                                                                                            }
                                                                                          }
                                                                                        }
                                                                                      }
                                                                                    }
                                                                                  } else {
                                                                                    validate11.errors = [{ instancePath: instancePath + "/policy/unset/" + i5, schemaPath: "#/properties/policy/properties/unset/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                                    return false;
                                                                                  }
                                                                                }
                                                                                var valid25 = _errs150 === errors;
                                                                                if (!valid25) {
                                                                                  break;
                                                                                }
                                                                              }
                                                                            } else {
                                                                              validate11.errors = [{ instancePath: instancePath + "/policy/unset", schemaPath: "#/properties/policy/properties/unset/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                              return false;
                                                                            }
                                                                          }
                                                                          var valid23 = _errs148 === errors;
                                                                        } else {
                                                                          var valid23 = true;
                                                                        }
                                                                      }
                                                                    }
                                                                  }
                                                                }
                                                              }
                                                            }
                                                          } else {
                                                            validate11.errors = [{ instancePath: instancePath + "/policy", schemaPath: "#/properties/policy/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                            return false;
                                                          }
                                                        }
                                                        var valid0 = _errs136 === errors;
                                                      } else {
                                                        var valid0 = true;
                                                      }
                                                      if (valid0) {
                                                        if (data.failure !== void 0) {
                                                          let data79 = data.failure;
                                                          const _errs159 = errors;
                                                          if (errors === _errs159) {
                                                            if (data79 && typeof data79 == "object" && !Array.isArray(data79)) {
                                                              let missing14;
                                                              if (data79.code === void 0 && (missing14 = "code") || data79.phase === void 0 && (missing14 = "phase") || data79.detail === void 0 && (missing14 = "detail")) {
                                                                validate11.errors = [{ instancePath: instancePath + "/failure", schemaPath: "#/properties/failure/required", keyword: "required", params: { missingProperty: missing14 }, message: "must have required property '" + missing14 + "'" }];
                                                                return false;
                                                              } else {
                                                                if (data79.code !== void 0) {
                                                                  let data80 = data79.code;
                                                                  const _errs161 = errors;
                                                                  if (!(data80 === "SERVER_START_FAILED" || data80 === "SERVER_TIMEOUT" || data80 === "SERVER_CRASHED" || data80 === "PROTOCOL_ERROR" || data80 === "SANDBOX_UNAVAILABLE" || data80 === "SERVER_LIMIT_HIT")) {
                                                                    validate11.errors = [{ instancePath: instancePath + "/failure/code", schemaPath: "#/properties/failure/properties/code/enum", keyword: "enum", params: { allowedValues: schema12.properties.failure.properties.code.enum }, message: "must be equal to one of the allowed values" }];
                                                                    return false;
                                                                  }
                                                                  var valid27 = _errs161 === errors;
                                                                } else {
                                                                  var valid27 = true;
                                                                }
                                                                if (valid27) {
                                                                  if (data79.fix !== void 0) {
                                                                    const _errs162 = errors;
                                                                    if (typeof data79.fix !== "string") {
                                                                      validate11.errors = [{ instancePath: instancePath + "/failure/fix", schemaPath: "#/properties/failure/properties/fix/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                      return false;
                                                                    }
                                                                    var valid27 = _errs162 === errors;
                                                                  } else {
                                                                    var valid27 = true;
                                                                  }
                                                                }
                                                              }
                                                            } else {
                                                              validate11.errors = [{ instancePath: instancePath + "/failure", schemaPath: "#/properties/failure/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                              return false;
                                                            }
                                                          }
                                                          var valid0 = _errs159 === errors;
                                                        } else {
                                                          var valid0 = true;
                                                        }
                                                        if (valid0) {
                                                          if (data.stdoutNoise !== void 0) {
                                                            let data82 = data.stdoutNoise;
                                                            const _errs164 = errors;
                                                            if (errors === _errs164) {
                                                              if (data82 && typeof data82 == "object" && !Array.isArray(data82)) {
                                                                let missing15;
                                                                if (data82.lines === void 0 && (missing15 = "lines") || data82.first === void 0 && (missing15 = "first")) {
                                                                  validate11.errors = [{ instancePath: instancePath + "/stdoutNoise", schemaPath: "#/properties/stdoutNoise/required", keyword: "required", params: { missingProperty: missing15 }, message: "must have required property '" + missing15 + "'" }];
                                                                  return false;
                                                                } else {
                                                                  if (data82.lines !== void 0) {
                                                                    let data83 = data82.lines;
                                                                    const _errs166 = errors;
                                                                    const _errs167 = errors;
                                                                    if (!(typeof data83 == "number" && (!(data83 % 1) && !isNaN(data83)))) {
                                                                      validate11.errors = [{ instancePath: instancePath + "/stdoutNoise/lines", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                      return false;
                                                                    }
                                                                    if (errors === _errs167) {
                                                                      if (typeof data83 == "number") {
                                                                        if (data83 < 0 || isNaN(data83)) {
                                                                          validate11.errors = [{ instancePath: instancePath + "/stdoutNoise/lines", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                                          return false;
                                                                        }
                                                                      }
                                                                    }
                                                                    var valid28 = _errs166 === errors;
                                                                  } else {
                                                                    var valid28 = true;
                                                                  }
                                                                  if (valid28) {
                                                                    if (data82.first !== void 0) {
                                                                      let data84 = data82.first;
                                                                      const _errs169 = errors;
                                                                      if (errors === _errs169) {
                                                                        if (Array.isArray(data84)) {
                                                                          var valid30 = true;
                                                                          const len6 = data84.length;
                                                                          for (let i6 = 0; i6 < len6; i6++) {
                                                                            const _errs171 = errors;
                                                                            if (typeof data84[i6] !== "string") {
                                                                              validate11.errors = [{ instancePath: instancePath + "/stdoutNoise/first/" + i6, schemaPath: "#/properties/stdoutNoise/properties/first/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                              return false;
                                                                            }
                                                                            var valid30 = _errs171 === errors;
                                                                            if (!valid30) {
                                                                              break;
                                                                            }
                                                                          }
                                                                        } else {
                                                                          validate11.errors = [{ instancePath: instancePath + "/stdoutNoise/first", schemaPath: "#/properties/stdoutNoise/properties/first/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                          return false;
                                                                        }
                                                                      }
                                                                      var valid28 = _errs169 === errors;
                                                                    } else {
                                                                      var valid28 = true;
                                                                    }
                                                                  }
                                                                }
                                                              } else {
                                                                validate11.errors = [{ instancePath: instancePath + "/stdoutNoise", schemaPath: "#/properties/stdoutNoise/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                return false;
                                                              }
                                                            }
                                                            var valid0 = _errs164 === errors;
                                                          } else {
                                                            var valid0 = true;
                                                          }
                                                          if (valid0) {
                                                            if (data.listStopped !== void 0) {
                                                              let data86 = data.listStopped;
                                                              const _errs173 = errors;
                                                              if (errors === _errs173) {
                                                                if (data86 && typeof data86 == "object" && !Array.isArray(data86)) {
                                                                  let missing16;
                                                                  if (data86.page === void 0 && (missing16 = "page") || data86.reason === void 0 && (missing16 = "reason")) {
                                                                    validate11.errors = [{ instancePath: instancePath + "/listStopped", schemaPath: "#/properties/listStopped/required", keyword: "required", params: { missingProperty: missing16 }, message: "must have required property '" + missing16 + "'" }];
                                                                    return false;
                                                                  } else {
                                                                    if (data86.page !== void 0) {
                                                                      let data87 = data86.page;
                                                                      const _errs175 = errors;
                                                                      const _errs176 = errors;
                                                                      if (!(typeof data87 == "number" && (!(data87 % 1) && !isNaN(data87)))) {
                                                                        validate11.errors = [{ instancePath: instancePath + "/listStopped/page", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                        return false;
                                                                      }
                                                                      if (errors === _errs176) {
                                                                        if (typeof data87 == "number") {
                                                                          if (data87 < 0 || isNaN(data87)) {
                                                                            validate11.errors = [{ instancePath: instancePath + "/listStopped/page", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                                            return false;
                                                                          }
                                                                        }
                                                                      }
                                                                      var valid31 = _errs175 === errors;
                                                                    } else {
                                                                      var valid31 = true;
                                                                    }
                                                                    if (valid31) {
                                                                      if (data86.reason !== void 0) {
                                                                        let data88 = data86.reason;
                                                                        const _errs178 = errors;
                                                                        if (!(data88 === "cursor-repeated" || data88 === "max-pages")) {
                                                                          validate11.errors = [{ instancePath: instancePath + "/listStopped/reason", schemaPath: "#/properties/listStopped/properties/reason/enum", keyword: "enum", params: { allowedValues: schema12.properties.listStopped.properties.reason.enum }, message: "must be equal to one of the allowed values" }];
                                                                          return false;
                                                                        }
                                                                        var valid31 = _errs178 === errors;
                                                                      } else {
                                                                        var valid31 = true;
                                                                      }
                                                                      if (valid31) {
                                                                        if (data86.cursor !== void 0) {
                                                                          const _errs179 = errors;
                                                                          if (typeof data86.cursor !== "string") {
                                                                            validate11.errors = [{ instancePath: instancePath + "/listStopped/cursor", schemaPath: "#/properties/listStopped/properties/cursor/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                            return false;
                                                                          }
                                                                          var valid31 = _errs179 === errors;
                                                                        } else {
                                                                          var valid31 = true;
                                                                        }
                                                                      }
                                                                    }
                                                                  }
                                                                } else {
                                                                  validate11.errors = [{ instancePath: instancePath + "/listStopped", schemaPath: "#/properties/listStopped/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                  return false;
                                                                }
                                                              }
                                                              var valid0 = _errs173 === errors;
                                                            } else {
                                                              var valid0 = true;
                                                            }
                                                            if (valid0) {
                                                              if (data.hiddenByCapabilities !== void 0) {
                                                                let data90 = data.hiddenByCapabilities;
                                                                const _errs181 = errors;
                                                                if (errors === _errs181) {
                                                                  if (data90 && typeof data90 == "object" && !Array.isArray(data90)) {
                                                                    let missing17;
                                                                    if (data90.declared === void 0 && (missing17 = "declared") || data90.count === void 0 && (missing17 = "count") || data90.tools === void 0 && (missing17 = "tools")) {
                                                                      validate11.errors = [{ instancePath: instancePath + "/hiddenByCapabilities", schemaPath: "#/properties/hiddenByCapabilities/required", keyword: "required", params: { missingProperty: missing17 }, message: "must have required property '" + missing17 + "'" }];
                                                                      return false;
                                                                    } else {
                                                                      if (data90.declared !== void 0) {
                                                                        let data91 = data90.declared;
                                                                        const _errs183 = errors;
                                                                        if (!(data91 && typeof data91 == "object" && !Array.isArray(data91))) {
                                                                          validate11.errors = [{ instancePath: instancePath + "/hiddenByCapabilities/declared", schemaPath: "#/properties/hiddenByCapabilities/properties/declared/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                          return false;
                                                                        }
                                                                        var valid33 = _errs183 === errors;
                                                                      } else {
                                                                        var valid33 = true;
                                                                      }
                                                                      if (valid33) {
                                                                        if (data90.count !== void 0) {
                                                                          let data92 = data90.count;
                                                                          const _errs185 = errors;
                                                                          const _errs186 = errors;
                                                                          if (!(typeof data92 == "number" && (!(data92 % 1) && !isNaN(data92)))) {
                                                                            validate11.errors = [{ instancePath: instancePath + "/hiddenByCapabilities/count", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                            return false;
                                                                          }
                                                                          if (errors === _errs186) {
                                                                            if (typeof data92 == "number") {
                                                                              if (data92 < 0 || isNaN(data92)) {
                                                                                validate11.errors = [{ instancePath: instancePath + "/hiddenByCapabilities/count", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                                                return false;
                                                                              }
                                                                            }
                                                                          }
                                                                          var valid33 = _errs185 === errors;
                                                                        } else {
                                                                          var valid33 = true;
                                                                        }
                                                                        if (valid33) {
                                                                          if (data90.tools !== void 0) {
                                                                            let data93 = data90.tools;
                                                                            const _errs188 = errors;
                                                                            if (errors === _errs188) {
                                                                              if (Array.isArray(data93)) {
                                                                                var valid35 = true;
                                                                                const len7 = data93.length;
                                                                                for (let i7 = 0; i7 < len7; i7++) {
                                                                                  let data94 = data93[i7];
                                                                                  const _errs190 = errors;
                                                                                  if (errors === _errs190) {
                                                                                    if (data94 && typeof data94 == "object" && !Array.isArray(data94)) {
                                                                                      let missing18;
                                                                                      if (data94.name === void 0 && (missing18 = "name") || data94.bytes === void 0 && (missing18 = "bytes")) {
                                                                                        validate11.errors = [{ instancePath: instancePath + "/hiddenByCapabilities/tools/" + i7, schemaPath: "#/properties/hiddenByCapabilities/properties/tools/items/required", keyword: "required", params: { missingProperty: missing18 }, message: "must have required property '" + missing18 + "'" }];
                                                                                        return false;
                                                                                      } else {
                                                                                        if (data94.name !== void 0) {
                                                                                          const _errs192 = errors;
                                                                                          if (typeof data94.name !== "string") {
                                                                                            validate11.errors = [{ instancePath: instancePath + "/hiddenByCapabilities/tools/" + i7 + "/name", schemaPath: "#/properties/hiddenByCapabilities/properties/tools/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                            return false;
                                                                                          }
                                                                                          var valid36 = _errs192 === errors;
                                                                                        } else {
                                                                                          var valid36 = true;
                                                                                        }
                                                                                        if (valid36) {
                                                                                          if (data94.bytes !== void 0) {
                                                                                            let data96 = data94.bytes;
                                                                                            const _errs194 = errors;
                                                                                            const _errs195 = errors;
                                                                                            if (!(typeof data96 == "number" && (!(data96 % 1) && !isNaN(data96)))) {
                                                                                              validate11.errors = [{ instancePath: instancePath + "/hiddenByCapabilities/tools/" + i7 + "/bytes", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                                              return false;
                                                                                            }
                                                                                            if (errors === _errs195) {
                                                                                              if (typeof data96 == "number") {
                                                                                                if (data96 < 0 || isNaN(data96)) {
                                                                                                  validate11.errors = [{ instancePath: instancePath + "/hiddenByCapabilities/tools/" + i7 + "/bytes", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                                                                  return false;
                                                                                                }
                                                                                              }
                                                                                            }
                                                                                            var valid36 = _errs194 === errors;
                                                                                          } else {
                                                                                            var valid36 = true;
                                                                                          }
                                                                                        }
                                                                                      }
                                                                                    } else {
                                                                                      validate11.errors = [{ instancePath: instancePath + "/hiddenByCapabilities/tools/" + i7, schemaPath: "#/properties/hiddenByCapabilities/properties/tools/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                                      return false;
                                                                                    }
                                                                                  }
                                                                                  var valid35 = _errs190 === errors;
                                                                                  if (!valid35) {
                                                                                    break;
                                                                                  }
                                                                                }
                                                                              } else {
                                                                                validate11.errors = [{ instancePath: instancePath + "/hiddenByCapabilities/tools", schemaPath: "#/properties/hiddenByCapabilities/properties/tools/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                return false;
                                                                              }
                                                                            }
                                                                            var valid33 = _errs188 === errors;
                                                                          } else {
                                                                            var valid33 = true;
                                                                          }
                                                                        }
                                                                      }
                                                                    }
                                                                  } else {
                                                                    validate11.errors = [{ instancePath: instancePath + "/hiddenByCapabilities", schemaPath: "#/properties/hiddenByCapabilities/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                    return false;
                                                                  }
                                                                }
                                                                var valid0 = _errs181 === errors;
                                                              } else {
                                                                var valid0 = true;
                                                              }
                                                              if (valid0) {
                                                                if (data.listingChanges !== void 0) {
                                                                  let data97 = data.listingChanges;
                                                                  const _errs197 = errors;
                                                                  if (errors === _errs197) {
                                                                    if (Array.isArray(data97)) {
                                                                      var valid38 = true;
                                                                      const len8 = data97.length;
                                                                      for (let i8 = 0; i8 < len8; i8++) {
                                                                        let data98 = data97[i8];
                                                                        const _errs199 = errors;
                                                                        if (errors === _errs199) {
                                                                          if (data98 && typeof data98 == "object" && !Array.isArray(data98)) {
                                                                            let missing19;
                                                                            if (data98.when === void 0 && (missing19 = "when") || data98.tool === void 0 && (missing19 = "tool") || data98.path === void 0 && (missing19 = "path")) {
                                                                              validate11.errors = [{ instancePath: instancePath + "/listingChanges/" + i8, schemaPath: "#/properties/listingChanges/items/required", keyword: "required", params: { missingProperty: missing19 }, message: "must have required property '" + missing19 + "'" }];
                                                                              return false;
                                                                            } else {
                                                                              if (data98.when !== void 0) {
                                                                                let data99 = data98.when;
                                                                                const _errs201 = errors;
                                                                                if (!(data99 === "session" || data99 === "restart" || data99 === "after-calls")) {
                                                                                  validate11.errors = [{ instancePath: instancePath + "/listingChanges/" + i8 + "/when", schemaPath: "#/properties/listingChanges/items/properties/when/enum", keyword: "enum", params: { allowedValues: schema12.properties.listingChanges.items.properties.when.enum }, message: "must be equal to one of the allowed values" }];
                                                                                  return false;
                                                                                }
                                                                                var valid39 = _errs201 === errors;
                                                                              } else {
                                                                                var valid39 = true;
                                                                              }
                                                                              if (valid39) {
                                                                                if (data98.tool !== void 0) {
                                                                                  const _errs202 = errors;
                                                                                  if (typeof data98.tool !== "string") {
                                                                                    validate11.errors = [{ instancePath: instancePath + "/listingChanges/" + i8 + "/tool", schemaPath: "#/properties/listingChanges/items/properties/tool/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                    return false;
                                                                                  }
                                                                                  var valid39 = _errs202 === errors;
                                                                                } else {
                                                                                  var valid39 = true;
                                                                                }
                                                                                if (valid39) {
                                                                                  if (data98.path !== void 0) {
                                                                                    const _errs204 = errors;
                                                                                    if (typeof data98.path !== "string") {
                                                                                      validate11.errors = [{ instancePath: instancePath + "/listingChanges/" + i8 + "/path", schemaPath: "#/properties/listingChanges/items/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                      return false;
                                                                                    }
                                                                                    var valid39 = _errs204 === errors;
                                                                                  } else {
                                                                                    var valid39 = true;
                                                                                  }
                                                                                  if (valid39) {
                                                                                    if (data98.notified !== void 0) {
                                                                                      const _errs206 = errors;
                                                                                      if (typeof data98.notified !== "boolean") {
                                                                                        validate11.errors = [{ instancePath: instancePath + "/listingChanges/" + i8 + "/notified", schemaPath: "#/properties/listingChanges/items/properties/notified/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                                                        return false;
                                                                                      }
                                                                                      var valid39 = _errs206 === errors;
                                                                                    } else {
                                                                                      var valid39 = true;
                                                                                    }
                                                                                  }
                                                                                }
                                                                              }
                                                                            }
                                                                          } else {
                                                                            validate11.errors = [{ instancePath: instancePath + "/listingChanges/" + i8, schemaPath: "#/properties/listingChanges/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                            return false;
                                                                          }
                                                                        }
                                                                        var valid38 = _errs199 === errors;
                                                                        if (!valid38) {
                                                                          break;
                                                                        }
                                                                      }
                                                                    } else {
                                                                      validate11.errors = [{ instancePath: instancePath + "/listingChanges", schemaPath: "#/properties/listingChanges/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                      return false;
                                                                    }
                                                                  }
                                                                  var valid0 = _errs197 === errors;
                                                                } else {
                                                                  var valid0 = true;
                                                                }
                                                                if (valid0) {
                                                                  if (data.durationMs !== void 0) {
                                                                    const _errs208 = errors;
                                                                    if (!(typeof data.durationMs == "number")) {
                                                                      validate11.errors = [{ instancePath: instancePath + "/durationMs", schemaPath: "#/properties/durationMs/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                                      return false;
                                                                    }
                                                                    var valid0 = _errs208 === errors;
                                                                  } else {
                                                                    var valid0 = true;
                                                                  }
                                                                  if (valid0) {
                                                                    if (data.startup !== void 0) {
                                                                      let data104 = data.startup;
                                                                      const _errs210 = errors;
                                                                      if (errors === _errs210) {
                                                                        if (data104 && typeof data104 == "object" && !Array.isArray(data104)) {
                                                                          let missing20;
                                                                          if (data104.starts === void 0 && (missing20 = "starts") || data104.medianMs === void 0 && (missing20 = "medianMs") || data104.slowestMs === void 0 && (missing20 = "slowestMs") || data104.note === void 0 && (missing20 = "note")) {
                                                                            validate11.errors = [{ instancePath: instancePath + "/startup", schemaPath: "#/properties/startup/required", keyword: "required", params: { missingProperty: missing20 }, message: "must have required property '" + missing20 + "'" }];
                                                                            return false;
                                                                          } else {
                                                                            if (data104.starts !== void 0) {
                                                                              let data105 = data104.starts;
                                                                              const _errs212 = errors;
                                                                              if (!(typeof data105 == "number" && (!(data105 % 1) && !isNaN(data105)))) {
                                                                                validate11.errors = [{ instancePath: instancePath + "/startup/starts", schemaPath: "#/properties/startup/properties/starts/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                                return false;
                                                                              }
                                                                              if (errors === _errs212) {
                                                                                if (typeof data105 == "number") {
                                                                                  if (data105 < 1 || isNaN(data105)) {
                                                                                    validate11.errors = [{ instancePath: instancePath + "/startup/starts", schemaPath: "#/properties/startup/properties/starts/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }];
                                                                                    return false;
                                                                                  }
                                                                                }
                                                                              }
                                                                              var valid40 = _errs212 === errors;
                                                                            } else {
                                                                              var valid40 = true;
                                                                            }
                                                                            if (valid40) {
                                                                              if (data104.failedStarts !== void 0) {
                                                                                let data106 = data104.failedStarts;
                                                                                const _errs214 = errors;
                                                                                if (!(typeof data106 == "number" && (!(data106 % 1) && !isNaN(data106)))) {
                                                                                  validate11.errors = [{ instancePath: instancePath + "/startup/failedStarts", schemaPath: "#/properties/startup/properties/failedStarts/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                                  return false;
                                                                                }
                                                                                if (errors === _errs214) {
                                                                                  if (typeof data106 == "number") {
                                                                                    if (data106 < 1 || isNaN(data106)) {
                                                                                      validate11.errors = [{ instancePath: instancePath + "/startup/failedStarts", schemaPath: "#/properties/startup/properties/failedStarts/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }];
                                                                                      return false;
                                                                                    }
                                                                                  }
                                                                                }
                                                                                var valid40 = _errs214 === errors;
                                                                              } else {
                                                                                var valid40 = true;
                                                                              }
                                                                              if (valid40) {
                                                                                if (data104.medianMs !== void 0) {
                                                                                  const _errs216 = errors;
                                                                                  if (!(typeof data104.medianMs == "number")) {
                                                                                    validate11.errors = [{ instancePath: instancePath + "/startup/medianMs", schemaPath: "#/properties/startup/properties/medianMs/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                                                    return false;
                                                                                  }
                                                                                  var valid40 = _errs216 === errors;
                                                                                } else {
                                                                                  var valid40 = true;
                                                                                }
                                                                                if (valid40) {
                                                                                  if (data104.slowestMs !== void 0) {
                                                                                    const _errs218 = errors;
                                                                                    if (!(typeof data104.slowestMs == "number")) {
                                                                                      validate11.errors = [{ instancePath: instancePath + "/startup/slowestMs", schemaPath: "#/properties/startup/properties/slowestMs/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                                                      return false;
                                                                                    }
                                                                                    var valid40 = _errs218 === errors;
                                                                                  } else {
                                                                                    var valid40 = true;
                                                                                  }
                                                                                  if (valid40) {
                                                                                    if (data104.note !== void 0) {
                                                                                      const _errs220 = errors;
                                                                                      if ("timed on the machine of this run: a measurement, never a verdict (at most a warning)" !== data104.note) {
                                                                                        validate11.errors = [{ instancePath: instancePath + "/startup/note", schemaPath: "#/properties/startup/properties/note/const", keyword: "const", params: { allowedValue: "timed on the machine of this run: a measurement, never a verdict (at most a warning)" }, message: "must be equal to constant" }];
                                                                                        return false;
                                                                                      }
                                                                                      var valid40 = _errs220 === errors;
                                                                                    } else {
                                                                                      var valid40 = true;
                                                                                    }
                                                                                  }
                                                                                }
                                                                              }
                                                                            }
                                                                          }
                                                                        } else {
                                                                          validate11.errors = [{ instancePath: instancePath + "/startup", schemaPath: "#/properties/startup/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                          return false;
                                                                        }
                                                                      }
                                                                      var valid0 = _errs210 === errors;
                                                                    } else {
                                                                      var valid0 = true;
                                                                    }
                                                                    if (valid0) {
                                                                      if (data.hosts !== void 0) {
                                                                        let data110 = data.hosts;
                                                                        const _errs221 = errors;
                                                                        if (errors === _errs221) {
                                                                          if (Array.isArray(data110)) {
                                                                            var valid41 = true;
                                                                            const len9 = data110.length;
                                                                            for (let i9 = 0; i9 < len9; i9++) {
                                                                              const _errs223 = errors;
                                                                              if (!validate19(data110[i9], { instancePath: instancePath + "/hosts/" + i9, parentData: data110, parentDataProperty: i9, rootData })) {
                                                                                vErrors = vErrors === null ? validate19.errors : vErrors.concat(validate19.errors);
                                                                                errors = vErrors.length;
                                                                              }
                                                                              var valid41 = _errs223 === errors;
                                                                              if (!valid41) {
                                                                                break;
                                                                              }
                                                                            }
                                                                          } else {
                                                                            validate11.errors = [{ instancePath: instancePath + "/hosts", schemaPath: "#/properties/hosts/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                            return false;
                                                                          }
                                                                        }
                                                                        var valid0 = _errs221 === errors;
                                                                      } else {
                                                                        var valid0 = true;
                                                                      }
                                                                    }
                                                                  }
                                                                }
                                                              }
                                                            }
                                                          }
                                                        }
                                                      }
                                                    }
                                                  }
                                                }
                                              }
                                            }
                                          }
                                        }
                                      }
                                    }
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate11.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate11.errors = vErrors;
  return errors === 0;
}
var schema49 = { "type": "object", "required": ["name", "server", "isError", "wireBytes", "textTokens", "structuredTokens", "tokens", "pages"], "oneOf": [{ "required": ["tool"] }, { "required": ["prompt"] }, { "required": ["resource"] }], "properties": { "prompt": { "type": "string", "description": "A prompt fixture: the prompt asked for with prompts/get (its messages measured like a tool result)." }, "resource": { "type": "string", "description": "A resource fixture: the URI read with resources/read (its contents measured like a tool result)." }, "inputRounds": { "type": "array", "description": "input_required rounds before the final answer (revision 2026-07-28), each measured.", "items": { "type": "object", "required": ["wireBytes", "asked"], "properties": { "wireBytes": { "$ref": "#/definitions/count" }, "asked": { "type": "array", "items": { "type": "string" } } } } }, "inputUnanswered": { "type": "array", "items": { "type": "string" }, "description": "Input keys the tool asked for that the fixture's inputResponses does not supply." }, "linked": { "type": "array", "description": "Each resource a resource_link of the result points at, read with resources/read: the raw bytes of the answer and the tokens of its text contents, or why it could not be read.", "items": { "type": "object", "required": ["uri"], "properties": { "uri": { "type": "string" }, "wireBytes": { "$ref": "#/definitions/count" }, "tokens": { "$ref": "#/definitions/count" }, "failed": { "type": "string" } } } }, "name": { "type": "string" }, "server": { "type": "string" }, "tool": { "type": "string" }, "isError": { "type": "boolean" }, "hosts": { "type": "array", "description": "With budget.json hosts: each fixture result as that host's model reads it.", "items": { "$ref": "#/definitions/hostResult" } }, "wireBytes": { "$ref": "#/definitions/count" }, "textTokens": { "$ref": "#/definitions/count" }, "structuredTokens": { "$ref": "#/definitions/count" }, "tokens": { "$ref": "#/definitions/count" }, "content": { "type": "object" }, "pages": { "type": "array", "items": { "type": "object", "required": ["wireBytes", "textTokens", "structuredTokens", "tokens"], "properties": { "wireBytes": { "$ref": "#/definitions/count" }, "envelopeBytes": { "$ref": "#/definitions/count", "description": "Revision 2026-07-28: of wireBytes, what is not the tool's answer (JSON-RPC frame, resultType, _meta)." }, "textTokens": { "$ref": "#/definitions/count" }, "structuredTokens": { "$ref": "#/definitions/count" }, "tokens": { "$ref": "#/definitions/count" }, "items": { "$ref": "#/definitions/count" }, "tooLarge": { "type": "boolean" }, "shape": { "type": "object", "properties": { "structuredMissing": { "const": true }, "outputSchemaError": { "type": "string" }, "outputMismatch": { "type": "string" }, "prettyPrinted": { "type": "object", "required": ["tokens", "chars"], "properties": { "tokens": { "type": "number" }, "chars": { "type": "number" }, "ofStructured": { "type": "boolean", "description": "the text is the result's structuredContent serialized with indentation (not a document the tool carries, such as a file read verbatim)" } } }, "stringWrapped": { "type": "object", "required": ["key", "tokens", "escapingTokens"] }, "binary": { "type": "object", "required": ["bytes", "blocks"] } } } } } }, "runs": { "type": "array", "items": { "type": "number" } }, "skipped": { "type": "string" }, "skippedBecause": { "enum": ["tool-not-listed", "prompt-not-listed", "resource-not-read", "cursor-not-available", "arguments-do-not-match", "input-schema-unusable"] }, "answer": { "type": "object", "required": ["preview"], "properties": { "rpcError": { "type": ["integer", "null"] }, "preview": { "type": "string" }, "textIncludes": { "type": "boolean" } } }, "walk": { "type": "object", "required": ["flagMismatches", "repeatedRecords", "repeatedCount", "distinctRecords", "completed"], "properties": { "stopped": { "type": "object", "required": ["page", "reason"], "properties": { "reason": { "enum": ["empty-page-with-cursor", "cursor-repeated", "max-pages"] } } }, "flagMismatches": { "type": "array", "items": { "type": "object", "required": ["page", "cursor"] } }, "emptyLastPage": { "$ref": "#/definitions/count" }, "repeatedRecords": { "type": "array", "items": { "type": "string" } }, "repeatedCount": { "$ref": "#/definitions/count" }, "distinctRecords": { "$ref": "#/definitions/count" }, "statedTotal": { "type": "number" }, "completed": { "type": "boolean" } } }, "ceiling": { "$ref": "#/definitions/ceiling" } } };
var schema53 = { "type": "object", "required": ["host", "tokens", "bytes", "preCutTokens", "preCutBytes", "outcome", "cut", "lost"], "properties": { "host": { "type": "string" }, "tokens": { "$ref": "#/definitions/count", "description": "What the host's model reads, after its cut or spill." }, "bytes": { "$ref": "#/definitions/count" }, "preCutTokens": { "$ref": "#/definitions/count" }, "preCutBytes": { "$ref": "#/definitions/count" }, "outcome": { "enum": ["whole", "cut", "spilled"], "description": "spilled: the host saved the result to a file; the model reads a reference and a preview, not the data." }, "cut": { "type": "boolean" }, "textLost": { "$ref": "#/definitions/lostText", "description": "The largest page's text the model does not read." }, "lost": { "type": "array", "items": { "type": "string" }, "description": "What the cut took that the model needs to go on (the cursor to the next page)." }, "pages": { "type": "array", "description": "A walk of more than one page: what the model receives of each page, in order (the figures above are the largest page's).", "items": { "type": "object", "required": ["tokens", "bytes", "outcome"], "properties": { "tokens": { "$ref": "#/definitions/count" }, "bytes": { "$ref": "#/definitions/count" }, "outcome": { "enum": ["whole", "cut", "spilled"] } }, "additionalProperties": false } } } };
function validate25(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.host === void 0 && (missing0 = "host") || data.tokens === void 0 && (missing0 = "tokens") || data.bytes === void 0 && (missing0 = "bytes") || data.preCutTokens === void 0 && (missing0 = "preCutTokens") || data.preCutBytes === void 0 && (missing0 = "preCutBytes") || data.outcome === void 0 && (missing0 = "outcome") || data.cut === void 0 && (missing0 = "cut") || data.lost === void 0 && (missing0 = "lost")) {
        validate25.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
        return false;
      } else {
        if (data.host !== void 0) {
          const _errs1 = errors;
          if (typeof data.host !== "string") {
            validate25.errors = [{ instancePath: instancePath + "/host", schemaPath: "#/properties/host/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
            return false;
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.tokens !== void 0) {
            let data1 = data.tokens;
            const _errs3 = errors;
            const _errs4 = errors;
            if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)))) {
              validate25.errors = [{ instancePath: instancePath + "/tokens", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
              return false;
            }
            if (errors === _errs4) {
              if (typeof data1 == "number") {
                if (data1 < 0 || isNaN(data1)) {
                  validate25.errors = [{ instancePath: instancePath + "/tokens", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                  return false;
                }
              }
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.bytes !== void 0) {
              let data2 = data.bytes;
              const _errs6 = errors;
              const _errs7 = errors;
              if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)))) {
                validate25.errors = [{ instancePath: instancePath + "/bytes", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                return false;
              }
              if (errors === _errs7) {
                if (typeof data2 == "number") {
                  if (data2 < 0 || isNaN(data2)) {
                    validate25.errors = [{ instancePath: instancePath + "/bytes", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                    return false;
                  }
                }
              }
              var valid0 = _errs6 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.preCutTokens !== void 0) {
                let data3 = data.preCutTokens;
                const _errs9 = errors;
                const _errs10 = errors;
                if (!(typeof data3 == "number" && (!(data3 % 1) && !isNaN(data3)))) {
                  validate25.errors = [{ instancePath: instancePath + "/preCutTokens", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                  return false;
                }
                if (errors === _errs10) {
                  if (typeof data3 == "number") {
                    if (data3 < 0 || isNaN(data3)) {
                      validate25.errors = [{ instancePath: instancePath + "/preCutTokens", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                      return false;
                    }
                  }
                }
                var valid0 = _errs9 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.preCutBytes !== void 0) {
                  let data4 = data.preCutBytes;
                  const _errs12 = errors;
                  const _errs13 = errors;
                  if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)))) {
                    validate25.errors = [{ instancePath: instancePath + "/preCutBytes", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                    return false;
                  }
                  if (errors === _errs13) {
                    if (typeof data4 == "number") {
                      if (data4 < 0 || isNaN(data4)) {
                        validate25.errors = [{ instancePath: instancePath + "/preCutBytes", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                        return false;
                      }
                    }
                  }
                  var valid0 = _errs12 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.outcome !== void 0) {
                    let data5 = data.outcome;
                    const _errs15 = errors;
                    if (!(data5 === "whole" || data5 === "cut" || data5 === "spilled")) {
                      validate25.errors = [{ instancePath: instancePath + "/outcome", schemaPath: "#/properties/outcome/enum", keyword: "enum", params: { allowedValues: schema53.properties.outcome.enum }, message: "must be equal to one of the allowed values" }];
                      return false;
                    }
                    var valid0 = _errs15 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.cut !== void 0) {
                      const _errs16 = errors;
                      if (typeof data.cut !== "boolean") {
                        validate25.errors = [{ instancePath: instancePath + "/cut", schemaPath: "#/properties/cut/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                        return false;
                      }
                      var valid0 = _errs16 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.textLost !== void 0) {
                        const _errs18 = errors;
                        if (!validate20(data.textLost, { instancePath: instancePath + "/textLost", parentData: data, parentDataProperty: "textLost", rootData })) {
                          vErrors = vErrors === null ? validate20.errors : vErrors.concat(validate20.errors);
                          errors = vErrors.length;
                        }
                        var valid0 = _errs18 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.lost !== void 0) {
                          let data8 = data.lost;
                          const _errs19 = errors;
                          if (errors === _errs19) {
                            if (Array.isArray(data8)) {
                              var valid5 = true;
                              const len0 = data8.length;
                              for (let i0 = 0; i0 < len0; i0++) {
                                const _errs21 = errors;
                                if (typeof data8[i0] !== "string") {
                                  validate25.errors = [{ instancePath: instancePath + "/lost/" + i0, schemaPath: "#/properties/lost/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                  return false;
                                }
                                var valid5 = _errs21 === errors;
                                if (!valid5) {
                                  break;
                                }
                              }
                            } else {
                              validate25.errors = [{ instancePath: instancePath + "/lost", schemaPath: "#/properties/lost/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                              return false;
                            }
                          }
                          var valid0 = _errs19 === errors;
                        } else {
                          var valid0 = true;
                        }
                        if (valid0) {
                          if (data.pages !== void 0) {
                            let data10 = data.pages;
                            const _errs23 = errors;
                            if (errors === _errs23) {
                              if (Array.isArray(data10)) {
                                var valid6 = true;
                                const len1 = data10.length;
                                for (let i1 = 0; i1 < len1; i1++) {
                                  let data11 = data10[i1];
                                  const _errs25 = errors;
                                  if (errors === _errs25) {
                                    if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
                                      let missing1;
                                      if (data11.tokens === void 0 && (missing1 = "tokens") || data11.bytes === void 0 && (missing1 = "bytes") || data11.outcome === void 0 && (missing1 = "outcome")) {
                                        validate25.errors = [{ instancePath: instancePath + "/pages/" + i1, schemaPath: "#/properties/pages/items/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                                        return false;
                                      } else {
                                        const _errs27 = errors;
                                        for (const key0 in data11) {
                                          if (!(key0 === "tokens" || key0 === "bytes" || key0 === "outcome")) {
                                            validate25.errors = [{ instancePath: instancePath + "/pages/" + i1, schemaPath: "#/properties/pages/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }];
                                            return false;
                                            break;
                                          }
                                        }
                                        if (_errs27 === errors) {
                                          if (data11.tokens !== void 0) {
                                            let data12 = data11.tokens;
                                            const _errs28 = errors;
                                            const _errs29 = errors;
                                            if (!(typeof data12 == "number" && (!(data12 % 1) && !isNaN(data12)))) {
                                              validate25.errors = [{ instancePath: instancePath + "/pages/" + i1 + "/tokens", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                              return false;
                                            }
                                            if (errors === _errs29) {
                                              if (typeof data12 == "number") {
                                                if (data12 < 0 || isNaN(data12)) {
                                                  validate25.errors = [{ instancePath: instancePath + "/pages/" + i1 + "/tokens", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                  return false;
                                                }
                                              }
                                            }
                                            var valid7 = _errs28 === errors;
                                          } else {
                                            var valid7 = true;
                                          }
                                          if (valid7) {
                                            if (data11.bytes !== void 0) {
                                              let data13 = data11.bytes;
                                              const _errs31 = errors;
                                              const _errs32 = errors;
                                              if (!(typeof data13 == "number" && (!(data13 % 1) && !isNaN(data13)))) {
                                                validate25.errors = [{ instancePath: instancePath + "/pages/" + i1 + "/bytes", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                return false;
                                              }
                                              if (errors === _errs32) {
                                                if (typeof data13 == "number") {
                                                  if (data13 < 0 || isNaN(data13)) {
                                                    validate25.errors = [{ instancePath: instancePath + "/pages/" + i1 + "/bytes", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                    return false;
                                                  }
                                                }
                                              }
                                              var valid7 = _errs31 === errors;
                                            } else {
                                              var valid7 = true;
                                            }
                                            if (valid7) {
                                              if (data11.outcome !== void 0) {
                                                let data14 = data11.outcome;
                                                const _errs34 = errors;
                                                if (!(data14 === "whole" || data14 === "cut" || data14 === "spilled")) {
                                                  validate25.errors = [{ instancePath: instancePath + "/pages/" + i1 + "/outcome", schemaPath: "#/properties/pages/items/properties/outcome/enum", keyword: "enum", params: { allowedValues: schema53.properties.pages.items.properties.outcome.enum }, message: "must be equal to one of the allowed values" }];
                                                  return false;
                                                }
                                                var valid7 = _errs34 === errors;
                                              } else {
                                                var valid7 = true;
                                              }
                                            }
                                          }
                                        }
                                      }
                                    } else {
                                      validate25.errors = [{ instancePath: instancePath + "/pages/" + i1, schemaPath: "#/properties/pages/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                      return false;
                                    }
                                  }
                                  var valid6 = _errs25 === errors;
                                  if (!valid6) {
                                    break;
                                  }
                                }
                              } else {
                                validate25.errors = [{ instancePath: instancePath + "/pages", schemaPath: "#/properties/pages/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                return false;
                              }
                            }
                            var valid0 = _errs23 === errors;
                          } else {
                            var valid0 = true;
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate25.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate25.errors = vErrors;
  return errors === 0;
}
function validate24(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  const _errs1 = errors;
  let valid0 = false;
  let passing0 = null;
  const _errs2 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing0;
    if (data.tool === void 0 && (missing0 = "tool")) {
      const err0 = { instancePath, schemaPath: "#/oneOf/0/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
  }
  var _valid0 = _errs2 === errors;
  if (_valid0) {
    valid0 = true;
    passing0 = 0;
  }
  const _errs3 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing1;
    if (data.prompt === void 0 && (missing1 = "prompt")) {
      const err1 = { instancePath, schemaPath: "#/oneOf/1/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
  }
  var _valid0 = _errs3 === errors;
  if (_valid0 && valid0) {
    valid0 = false;
    passing0 = [passing0, 1];
  } else {
    if (_valid0) {
      valid0 = true;
      passing0 = 1;
    }
    const _errs4 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing2;
      if (data.resource === void 0 && (missing2 = "resource")) {
        const err2 = { instancePath, schemaPath: "#/oneOf/2/required", keyword: "required", params: { missingProperty: missing2 }, message: "must have required property '" + missing2 + "'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    var _valid0 = _errs4 === errors;
    if (_valid0 && valid0) {
      valid0 = false;
      passing0 = [passing0, 2];
    } else {
      if (_valid0) {
        valid0 = true;
        passing0 = 2;
      }
    }
  }
  if (!valid0) {
    const err3 = { instancePath, schemaPath: "#/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
    validate24.errors = vErrors;
    return false;
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
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing3;
      if (data.name === void 0 && (missing3 = "name") || data.server === void 0 && (missing3 = "server") || data.isError === void 0 && (missing3 = "isError") || data.wireBytes === void 0 && (missing3 = "wireBytes") || data.textTokens === void 0 && (missing3 = "textTokens") || data.structuredTokens === void 0 && (missing3 = "structuredTokens") || data.tokens === void 0 && (missing3 = "tokens") || data.pages === void 0 && (missing3 = "pages")) {
        validate24.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing3 }, message: "must have required property '" + missing3 + "'" }];
        return false;
      } else {
        if (data.prompt !== void 0) {
          const _errs5 = errors;
          if (typeof data.prompt !== "string") {
            validate24.errors = [{ instancePath: instancePath + "/prompt", schemaPath: "#/properties/prompt/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
            return false;
          }
          var valid1 = _errs5 === errors;
        } else {
          var valid1 = true;
        }
        if (valid1) {
          if (data.resource !== void 0) {
            const _errs7 = errors;
            if (typeof data.resource !== "string") {
              validate24.errors = [{ instancePath: instancePath + "/resource", schemaPath: "#/properties/resource/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
              return false;
            }
            var valid1 = _errs7 === errors;
          } else {
            var valid1 = true;
          }
          if (valid1) {
            if (data.inputRounds !== void 0) {
              let data2 = data.inputRounds;
              const _errs9 = errors;
              if (errors === _errs9) {
                if (Array.isArray(data2)) {
                  var valid2 = true;
                  const len0 = data2.length;
                  for (let i0 = 0; i0 < len0; i0++) {
                    let data3 = data2[i0];
                    const _errs11 = errors;
                    if (errors === _errs11) {
                      if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
                        let missing4;
                        if (data3.wireBytes === void 0 && (missing4 = "wireBytes") || data3.asked === void 0 && (missing4 = "asked")) {
                          validate24.errors = [{ instancePath: instancePath + "/inputRounds/" + i0, schemaPath: "#/properties/inputRounds/items/required", keyword: "required", params: { missingProperty: missing4 }, message: "must have required property '" + missing4 + "'" }];
                          return false;
                        } else {
                          if (data3.wireBytes !== void 0) {
                            let data4 = data3.wireBytes;
                            const _errs13 = errors;
                            const _errs14 = errors;
                            if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)))) {
                              validate24.errors = [{ instancePath: instancePath + "/inputRounds/" + i0 + "/wireBytes", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                              return false;
                            }
                            if (errors === _errs14) {
                              if (typeof data4 == "number") {
                                if (data4 < 0 || isNaN(data4)) {
                                  validate24.errors = [{ instancePath: instancePath + "/inputRounds/" + i0 + "/wireBytes", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                  return false;
                                }
                              }
                            }
                            var valid3 = _errs13 === errors;
                          } else {
                            var valid3 = true;
                          }
                          if (valid3) {
                            if (data3.asked !== void 0) {
                              let data5 = data3.asked;
                              const _errs16 = errors;
                              if (errors === _errs16) {
                                if (Array.isArray(data5)) {
                                  var valid5 = true;
                                  const len1 = data5.length;
                                  for (let i1 = 0; i1 < len1; i1++) {
                                    const _errs18 = errors;
                                    if (typeof data5[i1] !== "string") {
                                      validate24.errors = [{ instancePath: instancePath + "/inputRounds/" + i0 + "/asked/" + i1, schemaPath: "#/properties/inputRounds/items/properties/asked/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                      return false;
                                    }
                                    var valid5 = _errs18 === errors;
                                    if (!valid5) {
                                      break;
                                    }
                                  }
                                } else {
                                  validate24.errors = [{ instancePath: instancePath + "/inputRounds/" + i0 + "/asked", schemaPath: "#/properties/inputRounds/items/properties/asked/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                  return false;
                                }
                              }
                              var valid3 = _errs16 === errors;
                            } else {
                              var valid3 = true;
                            }
                          }
                        }
                      } else {
                        validate24.errors = [{ instancePath: instancePath + "/inputRounds/" + i0, schemaPath: "#/properties/inputRounds/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                        return false;
                      }
                    }
                    var valid2 = _errs11 === errors;
                    if (!valid2) {
                      break;
                    }
                  }
                } else {
                  validate24.errors = [{ instancePath: instancePath + "/inputRounds", schemaPath: "#/properties/inputRounds/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                  return false;
                }
              }
              var valid1 = _errs9 === errors;
            } else {
              var valid1 = true;
            }
            if (valid1) {
              if (data.inputUnanswered !== void 0) {
                let data7 = data.inputUnanswered;
                const _errs20 = errors;
                if (errors === _errs20) {
                  if (Array.isArray(data7)) {
                    var valid6 = true;
                    const len2 = data7.length;
                    for (let i2 = 0; i2 < len2; i2++) {
                      const _errs22 = errors;
                      if (typeof data7[i2] !== "string") {
                        validate24.errors = [{ instancePath: instancePath + "/inputUnanswered/" + i2, schemaPath: "#/properties/inputUnanswered/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                        return false;
                      }
                      var valid6 = _errs22 === errors;
                      if (!valid6) {
                        break;
                      }
                    }
                  } else {
                    validate24.errors = [{ instancePath: instancePath + "/inputUnanswered", schemaPath: "#/properties/inputUnanswered/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                    return false;
                  }
                }
                var valid1 = _errs20 === errors;
              } else {
                var valid1 = true;
              }
              if (valid1) {
                if (data.linked !== void 0) {
                  let data9 = data.linked;
                  const _errs24 = errors;
                  if (errors === _errs24) {
                    if (Array.isArray(data9)) {
                      var valid7 = true;
                      const len3 = data9.length;
                      for (let i3 = 0; i3 < len3; i3++) {
                        let data10 = data9[i3];
                        const _errs26 = errors;
                        if (errors === _errs26) {
                          if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                            let missing5;
                            if (data10.uri === void 0 && (missing5 = "uri")) {
                              validate24.errors = [{ instancePath: instancePath + "/linked/" + i3, schemaPath: "#/properties/linked/items/required", keyword: "required", params: { missingProperty: missing5 }, message: "must have required property '" + missing5 + "'" }];
                              return false;
                            } else {
                              if (data10.uri !== void 0) {
                                const _errs28 = errors;
                                if (typeof data10.uri !== "string") {
                                  validate24.errors = [{ instancePath: instancePath + "/linked/" + i3 + "/uri", schemaPath: "#/properties/linked/items/properties/uri/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                  return false;
                                }
                                var valid8 = _errs28 === errors;
                              } else {
                                var valid8 = true;
                              }
                              if (valid8) {
                                if (data10.wireBytes !== void 0) {
                                  let data12 = data10.wireBytes;
                                  const _errs30 = errors;
                                  const _errs31 = errors;
                                  if (!(typeof data12 == "number" && (!(data12 % 1) && !isNaN(data12)))) {
                                    validate24.errors = [{ instancePath: instancePath + "/linked/" + i3 + "/wireBytes", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                    return false;
                                  }
                                  if (errors === _errs31) {
                                    if (typeof data12 == "number") {
                                      if (data12 < 0 || isNaN(data12)) {
                                        validate24.errors = [{ instancePath: instancePath + "/linked/" + i3 + "/wireBytes", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                        return false;
                                      }
                                    }
                                  }
                                  var valid8 = _errs30 === errors;
                                } else {
                                  var valid8 = true;
                                }
                                if (valid8) {
                                  if (data10.tokens !== void 0) {
                                    let data13 = data10.tokens;
                                    const _errs33 = errors;
                                    const _errs34 = errors;
                                    if (!(typeof data13 == "number" && (!(data13 % 1) && !isNaN(data13)))) {
                                      validate24.errors = [{ instancePath: instancePath + "/linked/" + i3 + "/tokens", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                      return false;
                                    }
                                    if (errors === _errs34) {
                                      if (typeof data13 == "number") {
                                        if (data13 < 0 || isNaN(data13)) {
                                          validate24.errors = [{ instancePath: instancePath + "/linked/" + i3 + "/tokens", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                          return false;
                                        }
                                      }
                                    }
                                    var valid8 = _errs33 === errors;
                                  } else {
                                    var valid8 = true;
                                  }
                                  if (valid8) {
                                    if (data10.failed !== void 0) {
                                      const _errs36 = errors;
                                      if (typeof data10.failed !== "string") {
                                        validate24.errors = [{ instancePath: instancePath + "/linked/" + i3 + "/failed", schemaPath: "#/properties/linked/items/properties/failed/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                        return false;
                                      }
                                      var valid8 = _errs36 === errors;
                                    } else {
                                      var valid8 = true;
                                    }
                                  }
                                }
                              }
                            }
                          } else {
                            validate24.errors = [{ instancePath: instancePath + "/linked/" + i3, schemaPath: "#/properties/linked/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                            return false;
                          }
                        }
                        var valid7 = _errs26 === errors;
                        if (!valid7) {
                          break;
                        }
                      }
                    } else {
                      validate24.errors = [{ instancePath: instancePath + "/linked", schemaPath: "#/properties/linked/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                      return false;
                    }
                  }
                  var valid1 = _errs24 === errors;
                } else {
                  var valid1 = true;
                }
                if (valid1) {
                  if (data.name !== void 0) {
                    const _errs38 = errors;
                    if (typeof data.name !== "string") {
                      validate24.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                      return false;
                    }
                    var valid1 = _errs38 === errors;
                  } else {
                    var valid1 = true;
                  }
                  if (valid1) {
                    if (data.server !== void 0) {
                      const _errs40 = errors;
                      if (typeof data.server !== "string") {
                        validate24.errors = [{ instancePath: instancePath + "/server", schemaPath: "#/properties/server/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                        return false;
                      }
                      var valid1 = _errs40 === errors;
                    } else {
                      var valid1 = true;
                    }
                    if (valid1) {
                      if (data.tool !== void 0) {
                        const _errs42 = errors;
                        if (typeof data.tool !== "string") {
                          validate24.errors = [{ instancePath: instancePath + "/tool", schemaPath: "#/properties/tool/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                          return false;
                        }
                        var valid1 = _errs42 === errors;
                      } else {
                        var valid1 = true;
                      }
                      if (valid1) {
                        if (data.isError !== void 0) {
                          const _errs44 = errors;
                          if (typeof data.isError !== "boolean") {
                            validate24.errors = [{ instancePath: instancePath + "/isError", schemaPath: "#/properties/isError/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                            return false;
                          }
                          var valid1 = _errs44 === errors;
                        } else {
                          var valid1 = true;
                        }
                        if (valid1) {
                          if (data.hosts !== void 0) {
                            let data19 = data.hosts;
                            const _errs46 = errors;
                            if (errors === _errs46) {
                              if (Array.isArray(data19)) {
                                var valid11 = true;
                                const len4 = data19.length;
                                for (let i4 = 0; i4 < len4; i4++) {
                                  const _errs48 = errors;
                                  if (!validate25(data19[i4], { instancePath: instancePath + "/hosts/" + i4, parentData: data19, parentDataProperty: i4, rootData })) {
                                    vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
                                    errors = vErrors.length;
                                  }
                                  var valid11 = _errs48 === errors;
                                  if (!valid11) {
                                    break;
                                  }
                                }
                              } else {
                                validate24.errors = [{ instancePath: instancePath + "/hosts", schemaPath: "#/properties/hosts/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                return false;
                              }
                            }
                            var valid1 = _errs46 === errors;
                          } else {
                            var valid1 = true;
                          }
                          if (valid1) {
                            if (data.wireBytes !== void 0) {
                              let data21 = data.wireBytes;
                              const _errs49 = errors;
                              const _errs50 = errors;
                              if (!(typeof data21 == "number" && (!(data21 % 1) && !isNaN(data21)))) {
                                validate24.errors = [{ instancePath: instancePath + "/wireBytes", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                return false;
                              }
                              if (errors === _errs50) {
                                if (typeof data21 == "number") {
                                  if (data21 < 0 || isNaN(data21)) {
                                    validate24.errors = [{ instancePath: instancePath + "/wireBytes", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                    return false;
                                  }
                                }
                              }
                              var valid1 = _errs49 === errors;
                            } else {
                              var valid1 = true;
                            }
                            if (valid1) {
                              if (data.textTokens !== void 0) {
                                let data22 = data.textTokens;
                                const _errs52 = errors;
                                const _errs53 = errors;
                                if (!(typeof data22 == "number" && (!(data22 % 1) && !isNaN(data22)))) {
                                  validate24.errors = [{ instancePath: instancePath + "/textTokens", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                  return false;
                                }
                                if (errors === _errs53) {
                                  if (typeof data22 == "number") {
                                    if (data22 < 0 || isNaN(data22)) {
                                      validate24.errors = [{ instancePath: instancePath + "/textTokens", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                      return false;
                                    }
                                  }
                                }
                                var valid1 = _errs52 === errors;
                              } else {
                                var valid1 = true;
                              }
                              if (valid1) {
                                if (data.structuredTokens !== void 0) {
                                  let data23 = data.structuredTokens;
                                  const _errs55 = errors;
                                  const _errs56 = errors;
                                  if (!(typeof data23 == "number" && (!(data23 % 1) && !isNaN(data23)))) {
                                    validate24.errors = [{ instancePath: instancePath + "/structuredTokens", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                    return false;
                                  }
                                  if (errors === _errs56) {
                                    if (typeof data23 == "number") {
                                      if (data23 < 0 || isNaN(data23)) {
                                        validate24.errors = [{ instancePath: instancePath + "/structuredTokens", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                        return false;
                                      }
                                    }
                                  }
                                  var valid1 = _errs55 === errors;
                                } else {
                                  var valid1 = true;
                                }
                                if (valid1) {
                                  if (data.tokens !== void 0) {
                                    let data24 = data.tokens;
                                    const _errs58 = errors;
                                    const _errs59 = errors;
                                    if (!(typeof data24 == "number" && (!(data24 % 1) && !isNaN(data24)))) {
                                      validate24.errors = [{ instancePath: instancePath + "/tokens", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                      return false;
                                    }
                                    if (errors === _errs59) {
                                      if (typeof data24 == "number") {
                                        if (data24 < 0 || isNaN(data24)) {
                                          validate24.errors = [{ instancePath: instancePath + "/tokens", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                          return false;
                                        }
                                      }
                                    }
                                    var valid1 = _errs58 === errors;
                                  } else {
                                    var valid1 = true;
                                  }
                                  if (valid1) {
                                    if (data.content !== void 0) {
                                      let data25 = data.content;
                                      const _errs61 = errors;
                                      if (!(data25 && typeof data25 == "object" && !Array.isArray(data25))) {
                                        validate24.errors = [{ instancePath: instancePath + "/content", schemaPath: "#/properties/content/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                        return false;
                                      }
                                      var valid1 = _errs61 === errors;
                                    } else {
                                      var valid1 = true;
                                    }
                                    if (valid1) {
                                      if (data.pages !== void 0) {
                                        let data26 = data.pages;
                                        const _errs63 = errors;
                                        if (errors === _errs63) {
                                          if (Array.isArray(data26)) {
                                            var valid16 = true;
                                            const len5 = data26.length;
                                            for (let i5 = 0; i5 < len5; i5++) {
                                              let data27 = data26[i5];
                                              const _errs65 = errors;
                                              if (errors === _errs65) {
                                                if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
                                                  let missing6;
                                                  if (data27.wireBytes === void 0 && (missing6 = "wireBytes") || data27.textTokens === void 0 && (missing6 = "textTokens") || data27.structuredTokens === void 0 && (missing6 = "structuredTokens") || data27.tokens === void 0 && (missing6 = "tokens")) {
                                                    validate24.errors = [{ instancePath: instancePath + "/pages/" + i5, schemaPath: "#/properties/pages/items/required", keyword: "required", params: { missingProperty: missing6 }, message: "must have required property '" + missing6 + "'" }];
                                                    return false;
                                                  } else {
                                                    if (data27.wireBytes !== void 0) {
                                                      let data28 = data27.wireBytes;
                                                      const _errs67 = errors;
                                                      const _errs68 = errors;
                                                      if (!(typeof data28 == "number" && (!(data28 % 1) && !isNaN(data28)))) {
                                                        validate24.errors = [{ instancePath: instancePath + "/pages/" + i5 + "/wireBytes", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                        return false;
                                                      }
                                                      if (errors === _errs68) {
                                                        if (typeof data28 == "number") {
                                                          if (data28 < 0 || isNaN(data28)) {
                                                            validate24.errors = [{ instancePath: instancePath + "/pages/" + i5 + "/wireBytes", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                            return false;
                                                          }
                                                        }
                                                      }
                                                      var valid17 = _errs67 === errors;
                                                    } else {
                                                      var valid17 = true;
                                                    }
                                                    if (valid17) {
                                                      if (data27.envelopeBytes !== void 0) {
                                                        let data29 = data27.envelopeBytes;
                                                        const _errs70 = errors;
                                                        const _errs71 = errors;
                                                        if (!(typeof data29 == "number" && (!(data29 % 1) && !isNaN(data29)))) {
                                                          validate24.errors = [{ instancePath: instancePath + "/pages/" + i5 + "/envelopeBytes", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                          return false;
                                                        }
                                                        if (errors === _errs71) {
                                                          if (typeof data29 == "number") {
                                                            if (data29 < 0 || isNaN(data29)) {
                                                              validate24.errors = [{ instancePath: instancePath + "/pages/" + i5 + "/envelopeBytes", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                              return false;
                                                            }
                                                          }
                                                        }
                                                        var valid17 = _errs70 === errors;
                                                      } else {
                                                        var valid17 = true;
                                                      }
                                                      if (valid17) {
                                                        if (data27.textTokens !== void 0) {
                                                          let data30 = data27.textTokens;
                                                          const _errs73 = errors;
                                                          const _errs74 = errors;
                                                          if (!(typeof data30 == "number" && (!(data30 % 1) && !isNaN(data30)))) {
                                                            validate24.errors = [{ instancePath: instancePath + "/pages/" + i5 + "/textTokens", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                            return false;
                                                          }
                                                          if (errors === _errs74) {
                                                            if (typeof data30 == "number") {
                                                              if (data30 < 0 || isNaN(data30)) {
                                                                validate24.errors = [{ instancePath: instancePath + "/pages/" + i5 + "/textTokens", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                                return false;
                                                              }
                                                            }
                                                          }
                                                          var valid17 = _errs73 === errors;
                                                        } else {
                                                          var valid17 = true;
                                                        }
                                                        if (valid17) {
                                                          if (data27.structuredTokens !== void 0) {
                                                            let data31 = data27.structuredTokens;
                                                            const _errs76 = errors;
                                                            const _errs77 = errors;
                                                            if (!(typeof data31 == "number" && (!(data31 % 1) && !isNaN(data31)))) {
                                                              validate24.errors = [{ instancePath: instancePath + "/pages/" + i5 + "/structuredTokens", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                              return false;
                                                            }
                                                            if (errors === _errs77) {
                                                              if (typeof data31 == "number") {
                                                                if (data31 < 0 || isNaN(data31)) {
                                                                  validate24.errors = [{ instancePath: instancePath + "/pages/" + i5 + "/structuredTokens", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                                  return false;
                                                                }
                                                              }
                                                            }
                                                            var valid17 = _errs76 === errors;
                                                          } else {
                                                            var valid17 = true;
                                                          }
                                                          if (valid17) {
                                                            if (data27.tokens !== void 0) {
                                                              let data32 = data27.tokens;
                                                              const _errs79 = errors;
                                                              const _errs80 = errors;
                                                              if (!(typeof data32 == "number" && (!(data32 % 1) && !isNaN(data32)))) {
                                                                validate24.errors = [{ instancePath: instancePath + "/pages/" + i5 + "/tokens", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                return false;
                                                              }
                                                              if (errors === _errs80) {
                                                                if (typeof data32 == "number") {
                                                                  if (data32 < 0 || isNaN(data32)) {
                                                                    validate24.errors = [{ instancePath: instancePath + "/pages/" + i5 + "/tokens", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                                    return false;
                                                                  }
                                                                }
                                                              }
                                                              var valid17 = _errs79 === errors;
                                                            } else {
                                                              var valid17 = true;
                                                            }
                                                            if (valid17) {
                                                              if (data27.items !== void 0) {
                                                                let data33 = data27.items;
                                                                const _errs82 = errors;
                                                                const _errs83 = errors;
                                                                if (!(typeof data33 == "number" && (!(data33 % 1) && !isNaN(data33)))) {
                                                                  validate24.errors = [{ instancePath: instancePath + "/pages/" + i5 + "/items", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                  return false;
                                                                }
                                                                if (errors === _errs83) {
                                                                  if (typeof data33 == "number") {
                                                                    if (data33 < 0 || isNaN(data33)) {
                                                                      validate24.errors = [{ instancePath: instancePath + "/pages/" + i5 + "/items", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                                      return false;
                                                                    }
                                                                  }
                                                                }
                                                                var valid17 = _errs82 === errors;
                                                              } else {
                                                                var valid17 = true;
                                                              }
                                                              if (valid17) {
                                                                if (data27.tooLarge !== void 0) {
                                                                  const _errs85 = errors;
                                                                  if (typeof data27.tooLarge !== "boolean") {
                                                                    validate24.errors = [{ instancePath: instancePath + "/pages/" + i5 + "/tooLarge", schemaPath: "#/properties/pages/items/properties/tooLarge/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                                    return false;
                                                                  }
                                                                  var valid17 = _errs85 === errors;
                                                                } else {
                                                                  var valid17 = true;
                                                                }
                                                                if (valid17) {
                                                                  if (data27.shape !== void 0) {
                                                                    let data35 = data27.shape;
                                                                    const _errs87 = errors;
                                                                    if (errors === _errs87) {
                                                                      if (data35 && typeof data35 == "object" && !Array.isArray(data35)) {
                                                                        if (data35.structuredMissing !== void 0) {
                                                                          const _errs89 = errors;
                                                                          if (true !== data35.structuredMissing) {
                                                                            validate24.errors = [{ instancePath: instancePath + "/pages/" + i5 + "/shape/structuredMissing", schemaPath: "#/properties/pages/items/properties/shape/properties/structuredMissing/const", keyword: "const", params: { allowedValue: true }, message: "must be equal to constant" }];
                                                                            return false;
                                                                          }
                                                                          var valid24 = _errs89 === errors;
                                                                        } else {
                                                                          var valid24 = true;
                                                                        }
                                                                        if (valid24) {
                                                                          if (data35.outputSchemaError !== void 0) {
                                                                            const _errs90 = errors;
                                                                            if (typeof data35.outputSchemaError !== "string") {
                                                                              validate24.errors = [{ instancePath: instancePath + "/pages/" + i5 + "/shape/outputSchemaError", schemaPath: "#/properties/pages/items/properties/shape/properties/outputSchemaError/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                              return false;
                                                                            }
                                                                            var valid24 = _errs90 === errors;
                                                                          } else {
                                                                            var valid24 = true;
                                                                          }
                                                                          if (valid24) {
                                                                            if (data35.outputMismatch !== void 0) {
                                                                              const _errs92 = errors;
                                                                              if (typeof data35.outputMismatch !== "string") {
                                                                                validate24.errors = [{ instancePath: instancePath + "/pages/" + i5 + "/shape/outputMismatch", schemaPath: "#/properties/pages/items/properties/shape/properties/outputMismatch/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                return false;
                                                                              }
                                                                              var valid24 = _errs92 === errors;
                                                                            } else {
                                                                              var valid24 = true;
                                                                            }
                                                                            if (valid24) {
                                                                              if (data35.prettyPrinted !== void 0) {
                                                                                let data39 = data35.prettyPrinted;
                                                                                const _errs94 = errors;
                                                                                if (errors === _errs94) {
                                                                                  if (data39 && typeof data39 == "object" && !Array.isArray(data39)) {
                                                                                    let missing7;
                                                                                    if (data39.tokens === void 0 && (missing7 = "tokens") || data39.chars === void 0 && (missing7 = "chars")) {
                                                                                      validate24.errors = [{ instancePath: instancePath + "/pages/" + i5 + "/shape/prettyPrinted", schemaPath: "#/properties/pages/items/properties/shape/properties/prettyPrinted/required", keyword: "required", params: { missingProperty: missing7 }, message: "must have required property '" + missing7 + "'" }];
                                                                                      return false;
                                                                                    } else {
                                                                                      if (data39.tokens !== void 0) {
                                                                                        const _errs96 = errors;
                                                                                        if (!(typeof data39.tokens == "number")) {
                                                                                          validate24.errors = [{ instancePath: instancePath + "/pages/" + i5 + "/shape/prettyPrinted/tokens", schemaPath: "#/properties/pages/items/properties/shape/properties/prettyPrinted/properties/tokens/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                                                          return false;
                                                                                        }
                                                                                        var valid25 = _errs96 === errors;
                                                                                      } else {
                                                                                        var valid25 = true;
                                                                                      }
                                                                                      if (valid25) {
                                                                                        if (data39.chars !== void 0) {
                                                                                          const _errs98 = errors;
                                                                                          if (!(typeof data39.chars == "number")) {
                                                                                            validate24.errors = [{ instancePath: instancePath + "/pages/" + i5 + "/shape/prettyPrinted/chars", schemaPath: "#/properties/pages/items/properties/shape/properties/prettyPrinted/properties/chars/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                                                            return false;
                                                                                          }
                                                                                          var valid25 = _errs98 === errors;
                                                                                        } else {
                                                                                          var valid25 = true;
                                                                                        }
                                                                                        if (valid25) {
                                                                                          if (data39.ofStructured !== void 0) {
                                                                                            const _errs100 = errors;
                                                                                            if (typeof data39.ofStructured !== "boolean") {
                                                                                              validate24.errors = [{ instancePath: instancePath + "/pages/" + i5 + "/shape/prettyPrinted/ofStructured", schemaPath: "#/properties/pages/items/properties/shape/properties/prettyPrinted/properties/ofStructured/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                                                              return false;
                                                                                            }
                                                                                            var valid25 = _errs100 === errors;
                                                                                          } else {
                                                                                            var valid25 = true;
                                                                                          }
                                                                                        }
                                                                                      }
                                                                                    }
                                                                                  } else {
                                                                                    validate24.errors = [{ instancePath: instancePath + "/pages/" + i5 + "/shape/prettyPrinted", schemaPath: "#/properties/pages/items/properties/shape/properties/prettyPrinted/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                                    return false;
                                                                                  }
                                                                                }
                                                                                var valid24 = _errs94 === errors;
                                                                              } else {
                                                                                var valid24 = true;
                                                                              }
                                                                              if (valid24) {
                                                                                if (data35.stringWrapped !== void 0) {
                                                                                  let data43 = data35.stringWrapped;
                                                                                  const _errs102 = errors;
                                                                                  if (errors === _errs102) {
                                                                                    if (data43 && typeof data43 == "object" && !Array.isArray(data43)) {
                                                                                      let missing8;
                                                                                      if (data43.key === void 0 && (missing8 = "key") || data43.tokens === void 0 && (missing8 = "tokens") || data43.escapingTokens === void 0 && (missing8 = "escapingTokens")) {
                                                                                        validate24.errors = [{ instancePath: instancePath + "/pages/" + i5 + "/shape/stringWrapped", schemaPath: "#/properties/pages/items/properties/shape/properties/stringWrapped/required", keyword: "required", params: { missingProperty: missing8 }, message: "must have required property '" + missing8 + "'" }];
                                                                                        return false;
                                                                                      }
                                                                                    } else {
                                                                                      validate24.errors = [{ instancePath: instancePath + "/pages/" + i5 + "/shape/stringWrapped", schemaPath: "#/properties/pages/items/properties/shape/properties/stringWrapped/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                                      return false;
                                                                                    }
                                                                                  }
                                                                                  var valid24 = _errs102 === errors;
                                                                                } else {
                                                                                  var valid24 = true;
                                                                                }
                                                                                if (valid24) {
                                                                                  if (data35.binary !== void 0) {
                                                                                    let data44 = data35.binary;
                                                                                    const _errs104 = errors;
                                                                                    if (errors === _errs104) {
                                                                                      if (data44 && typeof data44 == "object" && !Array.isArray(data44)) {
                                                                                        let missing9;
                                                                                        if (data44.bytes === void 0 && (missing9 = "bytes") || data44.blocks === void 0 && (missing9 = "blocks")) {
                                                                                          validate24.errors = [{ instancePath: instancePath + "/pages/" + i5 + "/shape/binary", schemaPath: "#/properties/pages/items/properties/shape/properties/binary/required", keyword: "required", params: { missingProperty: missing9 }, message: "must have required property '" + missing9 + "'" }];
                                                                                          return false;
                                                                                        }
                                                                                      } else {
                                                                                        validate24.errors = [{ instancePath: instancePath + "/pages/" + i5 + "/shape/binary", schemaPath: "#/properties/pages/items/properties/shape/properties/binary/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                                        return false;
                                                                                      }
                                                                                    }
                                                                                    var valid24 = _errs104 === errors;
                                                                                  } else {
                                                                                    var valid24 = true;
                                                                                  }
                                                                                }
                                                                              }
                                                                            }
                                                                          }
                                                                        }
                                                                      } else {
                                                                        validate24.errors = [{ instancePath: instancePath + "/pages/" + i5 + "/shape", schemaPath: "#/properties/pages/items/properties/shape/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                        return false;
                                                                      }
                                                                    }
                                                                    var valid17 = _errs87 === errors;
                                                                  } else {
                                                                    var valid17 = true;
                                                                  }
                                                                }
                                                              }
                                                            }
                                                          }
                                                        }
                                                      }
                                                    }
                                                  }
                                                } else {
                                                  validate24.errors = [{ instancePath: instancePath + "/pages/" + i5, schemaPath: "#/properties/pages/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                  return false;
                                                }
                                              }
                                              var valid16 = _errs65 === errors;
                                              if (!valid16) {
                                                break;
                                              }
                                            }
                                          } else {
                                            validate24.errors = [{ instancePath: instancePath + "/pages", schemaPath: "#/properties/pages/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                            return false;
                                          }
                                        }
                                        var valid1 = _errs63 === errors;
                                      } else {
                                        var valid1 = true;
                                      }
                                      if (valid1) {
                                        if (data.runs !== void 0) {
                                          let data45 = data.runs;
                                          const _errs106 = errors;
                                          if (errors === _errs106) {
                                            if (Array.isArray(data45)) {
                                              var valid26 = true;
                                              const len6 = data45.length;
                                              for (let i6 = 0; i6 < len6; i6++) {
                                                const _errs108 = errors;
                                                if (!(typeof data45[i6] == "number")) {
                                                  validate24.errors = [{ instancePath: instancePath + "/runs/" + i6, schemaPath: "#/properties/runs/items/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                  return false;
                                                }
                                                var valid26 = _errs108 === errors;
                                                if (!valid26) {
                                                  break;
                                                }
                                              }
                                            } else {
                                              validate24.errors = [{ instancePath: instancePath + "/runs", schemaPath: "#/properties/runs/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                              return false;
                                            }
                                          }
                                          var valid1 = _errs106 === errors;
                                        } else {
                                          var valid1 = true;
                                        }
                                        if (valid1) {
                                          if (data.skipped !== void 0) {
                                            const _errs110 = errors;
                                            if (typeof data.skipped !== "string") {
                                              validate24.errors = [{ instancePath: instancePath + "/skipped", schemaPath: "#/properties/skipped/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                              return false;
                                            }
                                            var valid1 = _errs110 === errors;
                                          } else {
                                            var valid1 = true;
                                          }
                                          if (valid1) {
                                            if (data.skippedBecause !== void 0) {
                                              let data48 = data.skippedBecause;
                                              const _errs112 = errors;
                                              if (!(data48 === "tool-not-listed" || data48 === "prompt-not-listed" || data48 === "resource-not-read" || data48 === "cursor-not-available" || data48 === "arguments-do-not-match" || data48 === "input-schema-unusable")) {
                                                validate24.errors = [{ instancePath: instancePath + "/skippedBecause", schemaPath: "#/properties/skippedBecause/enum", keyword: "enum", params: { allowedValues: schema49.properties.skippedBecause.enum }, message: "must be equal to one of the allowed values" }];
                                                return false;
                                              }
                                              var valid1 = _errs112 === errors;
                                            } else {
                                              var valid1 = true;
                                            }
                                            if (valid1) {
                                              if (data.answer !== void 0) {
                                                let data49 = data.answer;
                                                const _errs113 = errors;
                                                if (errors === _errs113) {
                                                  if (data49 && typeof data49 == "object" && !Array.isArray(data49)) {
                                                    let missing10;
                                                    if (data49.preview === void 0 && (missing10 = "preview")) {
                                                      validate24.errors = [{ instancePath: instancePath + "/answer", schemaPath: "#/properties/answer/required", keyword: "required", params: { missingProperty: missing10 }, message: "must have required property '" + missing10 + "'" }];
                                                      return false;
                                                    } else {
                                                      if (data49.rpcError !== void 0) {
                                                        let data50 = data49.rpcError;
                                                        const _errs115 = errors;
                                                        if (!(typeof data50 == "number" && (!(data50 % 1) && !isNaN(data50))) && data50 !== null) {
                                                          validate24.errors = [{ instancePath: instancePath + "/answer/rpcError", schemaPath: "#/properties/answer/properties/rpcError/type", keyword: "type", params: { type: schema49.properties.answer.properties.rpcError.type }, message: "must be integer,null" }];
                                                          return false;
                                                        }
                                                        var valid27 = _errs115 === errors;
                                                      } else {
                                                        var valid27 = true;
                                                      }
                                                      if (valid27) {
                                                        if (data49.preview !== void 0) {
                                                          const _errs117 = errors;
                                                          if (typeof data49.preview !== "string") {
                                                            validate24.errors = [{ instancePath: instancePath + "/answer/preview", schemaPath: "#/properties/answer/properties/preview/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                            return false;
                                                          }
                                                          var valid27 = _errs117 === errors;
                                                        } else {
                                                          var valid27 = true;
                                                        }
                                                        if (valid27) {
                                                          if (data49.textIncludes !== void 0) {
                                                            const _errs119 = errors;
                                                            if (typeof data49.textIncludes !== "boolean") {
                                                              validate24.errors = [{ instancePath: instancePath + "/answer/textIncludes", schemaPath: "#/properties/answer/properties/textIncludes/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                              return false;
                                                            }
                                                            var valid27 = _errs119 === errors;
                                                          } else {
                                                            var valid27 = true;
                                                          }
                                                        }
                                                      }
                                                    }
                                                  } else {
                                                    validate24.errors = [{ instancePath: instancePath + "/answer", schemaPath: "#/properties/answer/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                    return false;
                                                  }
                                                }
                                                var valid1 = _errs113 === errors;
                                              } else {
                                                var valid1 = true;
                                              }
                                              if (valid1) {
                                                if (data.walk !== void 0) {
                                                  let data53 = data.walk;
                                                  const _errs121 = errors;
                                                  if (errors === _errs121) {
                                                    if (data53 && typeof data53 == "object" && !Array.isArray(data53)) {
                                                      let missing11;
                                                      if (data53.flagMismatches === void 0 && (missing11 = "flagMismatches") || data53.repeatedRecords === void 0 && (missing11 = "repeatedRecords") || data53.repeatedCount === void 0 && (missing11 = "repeatedCount") || data53.distinctRecords === void 0 && (missing11 = "distinctRecords") || data53.completed === void 0 && (missing11 = "completed")) {
                                                        validate24.errors = [{ instancePath: instancePath + "/walk", schemaPath: "#/properties/walk/required", keyword: "required", params: { missingProperty: missing11 }, message: "must have required property '" + missing11 + "'" }];
                                                        return false;
                                                      } else {
                                                        if (data53.stopped !== void 0) {
                                                          let data54 = data53.stopped;
                                                          const _errs123 = errors;
                                                          if (errors === _errs123) {
                                                            if (data54 && typeof data54 == "object" && !Array.isArray(data54)) {
                                                              let missing12;
                                                              if (data54.page === void 0 && (missing12 = "page") || data54.reason === void 0 && (missing12 = "reason")) {
                                                                validate24.errors = [{ instancePath: instancePath + "/walk/stopped", schemaPath: "#/properties/walk/properties/stopped/required", keyword: "required", params: { missingProperty: missing12 }, message: "must have required property '" + missing12 + "'" }];
                                                                return false;
                                                              } else {
                                                                if (data54.reason !== void 0) {
                                                                  let data55 = data54.reason;
                                                                  if (!(data55 === "empty-page-with-cursor" || data55 === "cursor-repeated" || data55 === "max-pages")) {
                                                                    validate24.errors = [{ instancePath: instancePath + "/walk/stopped/reason", schemaPath: "#/properties/walk/properties/stopped/properties/reason/enum", keyword: "enum", params: { allowedValues: schema49.properties.walk.properties.stopped.properties.reason.enum }, message: "must be equal to one of the allowed values" }];
                                                                    return false;
                                                                  }
                                                                }
                                                              }
                                                            } else {
                                                              validate24.errors = [{ instancePath: instancePath + "/walk/stopped", schemaPath: "#/properties/walk/properties/stopped/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                              return false;
                                                            }
                                                          }
                                                          var valid28 = _errs123 === errors;
                                                        } else {
                                                          var valid28 = true;
                                                        }
                                                        if (valid28) {
                                                          if (data53.flagMismatches !== void 0) {
                                                            let data56 = data53.flagMismatches;
                                                            const _errs126 = errors;
                                                            if (errors === _errs126) {
                                                              if (Array.isArray(data56)) {
                                                                var valid30 = true;
                                                                const len7 = data56.length;
                                                                for (let i7 = 0; i7 < len7; i7++) {
                                                                  let data57 = data56[i7];
                                                                  const _errs128 = errors;
                                                                  if (errors === _errs128) {
                                                                    if (data57 && typeof data57 == "object" && !Array.isArray(data57)) {
                                                                      let missing13;
                                                                      if (data57.page === void 0 && (missing13 = "page") || data57.cursor === void 0 && (missing13 = "cursor")) {
                                                                        validate24.errors = [{ instancePath: instancePath + "/walk/flagMismatches/" + i7, schemaPath: "#/properties/walk/properties/flagMismatches/items/required", keyword: "required", params: { missingProperty: missing13 }, message: "must have required property '" + missing13 + "'" }];
                                                                        return false;
                                                                      }
                                                                    } else {
                                                                      validate24.errors = [{ instancePath: instancePath + "/walk/flagMismatches/" + i7, schemaPath: "#/properties/walk/properties/flagMismatches/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                      return false;
                                                                    }
                                                                  }
                                                                  var valid30 = _errs128 === errors;
                                                                  if (!valid30) {
                                                                    break;
                                                                  }
                                                                }
                                                              } else {
                                                                validate24.errors = [{ instancePath: instancePath + "/walk/flagMismatches", schemaPath: "#/properties/walk/properties/flagMismatches/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                return false;
                                                              }
                                                            }
                                                            var valid28 = _errs126 === errors;
                                                          } else {
                                                            var valid28 = true;
                                                          }
                                                          if (valid28) {
                                                            if (data53.emptyLastPage !== void 0) {
                                                              let data58 = data53.emptyLastPage;
                                                              const _errs130 = errors;
                                                              const _errs131 = errors;
                                                              if (!(typeof data58 == "number" && (!(data58 % 1) && !isNaN(data58)))) {
                                                                validate24.errors = [{ instancePath: instancePath + "/walk/emptyLastPage", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                return false;
                                                              }
                                                              if (errors === _errs131) {
                                                                if (typeof data58 == "number") {
                                                                  if (data58 < 0 || isNaN(data58)) {
                                                                    validate24.errors = [{ instancePath: instancePath + "/walk/emptyLastPage", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                                    return false;
                                                                  }
                                                                }
                                                              }
                                                              var valid28 = _errs130 === errors;
                                                            } else {
                                                              var valid28 = true;
                                                            }
                                                            if (valid28) {
                                                              if (data53.repeatedRecords !== void 0) {
                                                                let data59 = data53.repeatedRecords;
                                                                const _errs133 = errors;
                                                                if (errors === _errs133) {
                                                                  if (Array.isArray(data59)) {
                                                                    var valid32 = true;
                                                                    const len8 = data59.length;
                                                                    for (let i8 = 0; i8 < len8; i8++) {
                                                                      const _errs135 = errors;
                                                                      if (typeof data59[i8] !== "string") {
                                                                        validate24.errors = [{ instancePath: instancePath + "/walk/repeatedRecords/" + i8, schemaPath: "#/properties/walk/properties/repeatedRecords/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                        return false;
                                                                      }
                                                                      var valid32 = _errs135 === errors;
                                                                      if (!valid32) {
                                                                        break;
                                                                      }
                                                                    }
                                                                  } else {
                                                                    validate24.errors = [{ instancePath: instancePath + "/walk/repeatedRecords", schemaPath: "#/properties/walk/properties/repeatedRecords/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                    return false;
                                                                  }
                                                                }
                                                                var valid28 = _errs133 === errors;
                                                              } else {
                                                                var valid28 = true;
                                                              }
                                                              if (valid28) {
                                                                if (data53.repeatedCount !== void 0) {
                                                                  let data61 = data53.repeatedCount;
                                                                  const _errs137 = errors;
                                                                  const _errs138 = errors;
                                                                  if (!(typeof data61 == "number" && (!(data61 % 1) && !isNaN(data61)))) {
                                                                    validate24.errors = [{ instancePath: instancePath + "/walk/repeatedCount", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                    return false;
                                                                  }
                                                                  if (errors === _errs138) {
                                                                    if (typeof data61 == "number") {
                                                                      if (data61 < 0 || isNaN(data61)) {
                                                                        validate24.errors = [{ instancePath: instancePath + "/walk/repeatedCount", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                                        return false;
                                                                      }
                                                                    }
                                                                  }
                                                                  var valid28 = _errs137 === errors;
                                                                } else {
                                                                  var valid28 = true;
                                                                }
                                                                if (valid28) {
                                                                  if (data53.distinctRecords !== void 0) {
                                                                    let data62 = data53.distinctRecords;
                                                                    const _errs140 = errors;
                                                                    const _errs141 = errors;
                                                                    if (!(typeof data62 == "number" && (!(data62 % 1) && !isNaN(data62)))) {
                                                                      validate24.errors = [{ instancePath: instancePath + "/walk/distinctRecords", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                      return false;
                                                                    }
                                                                    if (errors === _errs141) {
                                                                      if (typeof data62 == "number") {
                                                                        if (data62 < 0 || isNaN(data62)) {
                                                                          validate24.errors = [{ instancePath: instancePath + "/walk/distinctRecords", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                                          return false;
                                                                        }
                                                                      }
                                                                    }
                                                                    var valid28 = _errs140 === errors;
                                                                  } else {
                                                                    var valid28 = true;
                                                                  }
                                                                  if (valid28) {
                                                                    if (data53.statedTotal !== void 0) {
                                                                      const _errs143 = errors;
                                                                      if (!(typeof data53.statedTotal == "number")) {
                                                                        validate24.errors = [{ instancePath: instancePath + "/walk/statedTotal", schemaPath: "#/properties/walk/properties/statedTotal/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                                        return false;
                                                                      }
                                                                      var valid28 = _errs143 === errors;
                                                                    } else {
                                                                      var valid28 = true;
                                                                    }
                                                                    if (valid28) {
                                                                      if (data53.completed !== void 0) {
                                                                        const _errs145 = errors;
                                                                        if (typeof data53.completed !== "boolean") {
                                                                          validate24.errors = [{ instancePath: instancePath + "/walk/completed", schemaPath: "#/properties/walk/properties/completed/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                                          return false;
                                                                        }
                                                                        var valid28 = _errs145 === errors;
                                                                      } else {
                                                                        var valid28 = true;
                                                                      }
                                                                    }
                                                                  }
                                                                }
                                                              }
                                                            }
                                                          }
                                                        }
                                                      }
                                                    } else {
                                                      validate24.errors = [{ instancePath: instancePath + "/walk", schemaPath: "#/properties/walk/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                      return false;
                                                    }
                                                  }
                                                  var valid1 = _errs121 === errors;
                                                } else {
                                                  var valid1 = true;
                                                }
                                                if (valid1) {
                                                  if (data.ceiling !== void 0) {
                                                    let data65 = data.ceiling;
                                                    const _errs147 = errors;
                                                    const _errs148 = errors;
                                                    if (errors === _errs148) {
                                                      if (data65 && typeof data65 == "object" && !Array.isArray(data65)) {
                                                        const _errs150 = errors;
                                                        for (const key0 in data65) {
                                                          if (!(key0 === "bytes" || key0 === "tokens" || key0 === "chars")) {
                                                            validate24.errors = [{ instancePath: instancePath + "/ceiling", schemaPath: "#/definitions/ceiling/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }];
                                                            return false;
                                                            break;
                                                          }
                                                        }
                                                        if (_errs150 === errors) {
                                                          if (data65.bytes !== void 0) {
                                                            const _errs151 = errors;
                                                            if (!(typeof data65.bytes == "number")) {
                                                              validate24.errors = [{ instancePath: instancePath + "/ceiling/bytes", schemaPath: "#/definitions/ceiling/properties/bytes/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                              return false;
                                                            }
                                                            var valid36 = _errs151 === errors;
                                                          } else {
                                                            var valid36 = true;
                                                          }
                                                          if (valid36) {
                                                            if (data65.tokens !== void 0) {
                                                              const _errs153 = errors;
                                                              if (!(typeof data65.tokens == "number")) {
                                                                validate24.errors = [{ instancePath: instancePath + "/ceiling/tokens", schemaPath: "#/definitions/ceiling/properties/tokens/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                                return false;
                                                              }
                                                              var valid36 = _errs153 === errors;
                                                            } else {
                                                              var valid36 = true;
                                                            }
                                                            if (valid36) {
                                                              if (data65.chars !== void 0) {
                                                                const _errs155 = errors;
                                                                if (!(typeof data65.chars == "number")) {
                                                                  validate24.errors = [{ instancePath: instancePath + "/ceiling/chars", schemaPath: "#/definitions/ceiling/properties/chars/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                                  return false;
                                                                }
                                                                var valid36 = _errs155 === errors;
                                                              } else {
                                                                var valid36 = true;
                                                              }
                                                            }
                                                          }
                                                        }
                                                      } else {
                                                        validate24.errors = [{ instancePath: instancePath + "/ceiling", schemaPath: "#/definitions/ceiling/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                        return false;
                                                      }
                                                    }
                                                    var valid1 = _errs147 === errors;
                                                  } else {
                                                    var valid1 = true;
                                                  }
                                                }
                                              }
                                            }
                                          }
                                        }
                                      }
                                    }
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate24.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate24.errors = vErrors;
  return errors === 0;
}
function validate29(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.read === void 0 && (missing0 = "read") || data.write === void 0 && (missing0 = "write") || data.input === void 0 && (missing0 = "input")) {
        validate29.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
        return false;
      } else {
        if (data.read !== void 0) {
          let data0 = data.read;
          const _errs1 = errors;
          const _errs2 = errors;
          if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)))) {
            validate29.errors = [{ instancePath: instancePath + "/read", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
            return false;
          }
          if (errors === _errs2) {
            if (typeof data0 == "number") {
              if (data0 < 0 || isNaN(data0)) {
                validate29.errors = [{ instancePath: instancePath + "/read", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                return false;
              }
            }
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.write !== void 0) {
            let data1 = data.write;
            const _errs4 = errors;
            const _errs5 = errors;
            if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)))) {
              validate29.errors = [{ instancePath: instancePath + "/write", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
              return false;
            }
            if (errors === _errs5) {
              if (typeof data1 == "number") {
                if (data1 < 0 || isNaN(data1)) {
                  validate29.errors = [{ instancePath: instancePath + "/write", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                  return false;
                }
              }
            }
            var valid0 = _errs4 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.input !== void 0) {
              let data2 = data.input;
              const _errs7 = errors;
              const _errs8 = errors;
              if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)))) {
                validate29.errors = [{ instancePath: instancePath + "/input", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                return false;
              }
              if (errors === _errs8) {
                if (typeof data2 == "number") {
                  if (data2 < 0 || isNaN(data2)) {
                    validate29.errors = [{ instancePath: instancePath + "/input", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                    return false;
                  }
                }
              }
              var valid0 = _errs7 === errors;
            } else {
              var valid0 = true;
            }
          }
        }
      }
    } else {
      validate29.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate29.errors = vErrors;
  return errors === 0;
}
function validate32(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.bytes === void 0 && (missing0 = "bytes") || data.tokens === void 0 && (missing0 = "tokens")) {
        validate32.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
        return false;
      } else {
        if (data.bytes !== void 0) {
          let data0 = data.bytes;
          const _errs1 = errors;
          const _errs2 = errors;
          if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)))) {
            validate32.errors = [{ instancePath: instancePath + "/bytes", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
            return false;
          }
          if (errors === _errs2) {
            if (typeof data0 == "number") {
              if (data0 < 0 || isNaN(data0)) {
                validate32.errors = [{ instancePath: instancePath + "/bytes", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                return false;
              }
            }
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.tokens !== void 0) {
            let data1 = data.tokens;
            const _errs4 = errors;
            const _errs5 = errors;
            if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)))) {
              validate32.errors = [{ instancePath: instancePath + "/tokens", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
              return false;
            }
            if (errors === _errs5) {
              if (typeof data1 == "number") {
                if (data1 < 0 || isNaN(data1)) {
                  validate32.errors = [{ instancePath: instancePath + "/tokens", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                  return false;
                }
              }
            }
            var valid0 = _errs4 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.descriptionChars !== void 0) {
              let data2 = data.descriptionChars;
              const _errs7 = errors;
              const _errs8 = errors;
              if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)))) {
                validate32.errors = [{ instancePath: instancePath + "/descriptionChars", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                return false;
              }
              if (errors === _errs8) {
                if (typeof data2 == "number") {
                  if (data2 < 0 || isNaN(data2)) {
                    validate32.errors = [{ instancePath: instancePath + "/descriptionChars", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                    return false;
                  }
                }
              }
              var valid0 = _errs7 === errors;
            } else {
              var valid0 = true;
            }
          }
        }
      }
    } else {
      validate32.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate32.errors = vErrors;
  return errors === 0;
}
var pattern0 = new RegExp("^[A-Z_]+$", "u");
var pattern1 = new RegExp("^[a-z-]+$", "u");
var pattern3 = new RegExp("^[0-9a-f]{64}$", "u");
var func2 = Object.prototype.hasOwnProperty;
function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.schemaVersion === void 0 && (missing0 = "schemaVersion") || data.ok === void 0 && (missing0 = "ok") || data.tokenizer === void 0 && (missing0 = "tokenizer") || data.servers === void 0 && (missing0 = "servers") || data.fixtures === void 0 && (missing0 = "fixtures") || data.totals === void 0 && (missing0 = "totals") || data.findings === void 0 && (missing0 = "findings")) {
        validate10.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
        return false;
      } else {
        if (data.schemaVersion !== void 0) {
          const _errs1 = errors;
          if (1 !== data.schemaVersion) {
            validate10.errors = [{ instancePath: instancePath + "/schemaVersion", schemaPath: "#/properties/schemaVersion/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" }];
            return false;
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.ok !== void 0) {
            const _errs2 = errors;
            if (typeof data.ok !== "boolean") {
              validate10.errors = [{ instancePath: instancePath + "/ok", schemaPath: "#/properties/ok/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
              return false;
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.tokenizer !== void 0) {
              let data2 = data.tokenizer;
              const _errs4 = errors;
              if (!(data2 === "o200k_base" || data2 === "cl100k_base")) {
                validate10.errors = [{ instancePath: instancePath + "/tokenizer", schemaPath: "#/properties/tokenizer/enum", keyword: "enum", params: { allowedValues: schema11.properties.tokenizer.enum }, message: "must be equal to one of the allowed values" }];
                return false;
              }
              var valid0 = _errs4 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.config !== void 0) {
                const _errs5 = errors;
                if (typeof data.config !== "string") {
                  validate10.errors = [{ instancePath: instancePath + "/config", schemaPath: "#/properties/config/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                  return false;
                }
                var valid0 = _errs5 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.servers !== void 0) {
                  let data4 = data.servers;
                  const _errs7 = errors;
                  if (errors === _errs7) {
                    if (Array.isArray(data4)) {
                      var valid1 = true;
                      const len0 = data4.length;
                      for (let i0 = 0; i0 < len0; i0++) {
                        const _errs9 = errors;
                        if (!validate11(data4[i0], { instancePath: instancePath + "/servers/" + i0, parentData: data4, parentDataProperty: i0, rootData })) {
                          vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
                          errors = vErrors.length;
                        }
                        var valid1 = _errs9 === errors;
                        if (!valid1) {
                          break;
                        }
                      }
                    } else {
                      validate10.errors = [{ instancePath: instancePath + "/servers", schemaPath: "#/properties/servers/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                      return false;
                    }
                  }
                  var valid0 = _errs7 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.fixtures !== void 0) {
                    let data6 = data.fixtures;
                    const _errs10 = errors;
                    if (errors === _errs10) {
                      if (Array.isArray(data6)) {
                        var valid2 = true;
                        const len1 = data6.length;
                        for (let i1 = 0; i1 < len1; i1++) {
                          const _errs12 = errors;
                          if (!validate24(data6[i1], { instancePath: instancePath + "/fixtures/" + i1, parentData: data6, parentDataProperty: i1, rootData })) {
                            vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
                            errors = vErrors.length;
                          }
                          var valid2 = _errs12 === errors;
                          if (!valid2) {
                            break;
                          }
                        }
                      } else {
                        validate10.errors = [{ instancePath: instancePath + "/fixtures", schemaPath: "#/properties/fixtures/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                        return false;
                      }
                    }
                    var valid0 = _errs10 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.totals !== void 0) {
                      let data8 = data.totals;
                      const _errs13 = errors;
                      if (errors === _errs13) {
                        if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
                          let missing1;
                          if (data8.servers === void 0 && (missing1 = "servers") || data8.tools === void 0 && (missing1 = "tools") || data8.bytes === void 0 && (missing1 = "bytes") || data8.tokens === void 0 && (missing1 = "tokens")) {
                            validate10.errors = [{ instancePath: instancePath + "/totals", schemaPath: "#/properties/totals/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                            return false;
                          } else {
                            if (data8.servers !== void 0) {
                              let data9 = data8.servers;
                              const _errs15 = errors;
                              const _errs16 = errors;
                              if (!(typeof data9 == "number" && (!(data9 % 1) && !isNaN(data9)))) {
                                validate10.errors = [{ instancePath: instancePath + "/totals/servers", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                return false;
                              }
                              if (errors === _errs16) {
                                if (typeof data9 == "number") {
                                  if (data9 < 0 || isNaN(data9)) {
                                    validate10.errors = [{ instancePath: instancePath + "/totals/servers", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                    return false;
                                  }
                                }
                              }
                              var valid3 = _errs15 === errors;
                            } else {
                              var valid3 = true;
                            }
                            if (valid3) {
                              if (data8.tools !== void 0) {
                                let data10 = data8.tools;
                                const _errs18 = errors;
                                const _errs19 = errors;
                                if (!(typeof data10 == "number" && (!(data10 % 1) && !isNaN(data10)))) {
                                  validate10.errors = [{ instancePath: instancePath + "/totals/tools", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                  return false;
                                }
                                if (errors === _errs19) {
                                  if (typeof data10 == "number") {
                                    if (data10 < 0 || isNaN(data10)) {
                                      validate10.errors = [{ instancePath: instancePath + "/totals/tools", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                      return false;
                                    }
                                  }
                                }
                                var valid3 = _errs18 === errors;
                              } else {
                                var valid3 = true;
                              }
                              if (valid3) {
                                if (data8.bytes !== void 0) {
                                  let data11 = data8.bytes;
                                  const _errs21 = errors;
                                  const _errs22 = errors;
                                  if (!(typeof data11 == "number" && (!(data11 % 1) && !isNaN(data11)))) {
                                    validate10.errors = [{ instancePath: instancePath + "/totals/bytes", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                    return false;
                                  }
                                  if (errors === _errs22) {
                                    if (typeof data11 == "number") {
                                      if (data11 < 0 || isNaN(data11)) {
                                        validate10.errors = [{ instancePath: instancePath + "/totals/bytes", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                        return false;
                                      }
                                    }
                                  }
                                  var valid3 = _errs21 === errors;
                                } else {
                                  var valid3 = true;
                                }
                                if (valid3) {
                                  if (data8.tokens !== void 0) {
                                    let data12 = data8.tokens;
                                    const _errs24 = errors;
                                    const _errs25 = errors;
                                    if (!(typeof data12 == "number" && (!(data12 % 1) && !isNaN(data12)))) {
                                      validate10.errors = [{ instancePath: instancePath + "/totals/tokens", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                      return false;
                                    }
                                    if (errors === _errs25) {
                                      if (typeof data12 == "number") {
                                        if (data12 < 0 || isNaN(data12)) {
                                          validate10.errors = [{ instancePath: instancePath + "/totals/tokens", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                          return false;
                                        }
                                      }
                                    }
                                    var valid3 = _errs24 === errors;
                                  } else {
                                    var valid3 = true;
                                  }
                                }
                              }
                            }
                          }
                        } else {
                          validate10.errors = [{ instancePath: instancePath + "/totals", schemaPath: "#/properties/totals/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                          return false;
                        }
                      }
                      var valid0 = _errs13 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.sessions !== void 0) {
                        let data13 = data.sessions;
                        const _errs27 = errors;
                        if (errors === _errs27) {
                          if (Array.isArray(data13)) {
                            var valid8 = true;
                            const len2 = data13.length;
                            for (let i2 = 0; i2 < len2; i2++) {
                              let data14 = data13[i2];
                              const _errs29 = errors;
                              if (errors === _errs29) {
                                if (data14 && typeof data14 == "object" && !Array.isArray(data14)) {
                                  let missing2;
                                  if (data14.name === void 0 && (missing2 = "name") || data14.steps === void 0 && (missing2 = "steps") || data14.servers === void 0 && (missing2 = "servers") || data14.hosts === void 0 && (missing2 = "hosts")) {
                                    validate10.errors = [{ instancePath: instancePath + "/sessions/" + i2, schemaPath: "#/properties/sessions/items/required", keyword: "required", params: { missingProperty: missing2 }, message: "must have required property '" + missing2 + "'" }];
                                    return false;
                                  } else {
                                    if (data14.name !== void 0) {
                                      const _errs31 = errors;
                                      if (typeof data14.name !== "string") {
                                        validate10.errors = [{ instancePath: instancePath + "/sessions/" + i2 + "/name", schemaPath: "#/properties/sessions/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                        return false;
                                      }
                                      var valid9 = _errs31 === errors;
                                    } else {
                                      var valid9 = true;
                                    }
                                    if (valid9) {
                                      if (data14.steps !== void 0) {
                                        let data16 = data14.steps;
                                        const _errs33 = errors;
                                        if (errors === _errs33) {
                                          if (Array.isArray(data16)) {
                                            var valid10 = true;
                                            const len3 = data16.length;
                                            for (let i3 = 0; i3 < len3; i3++) {
                                              const _errs35 = errors;
                                              if (typeof data16[i3] !== "string") {
                                                validate10.errors = [{ instancePath: instancePath + "/sessions/" + i2 + "/steps/" + i3, schemaPath: "#/properties/sessions/items/properties/steps/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                return false;
                                              }
                                              var valid10 = _errs35 === errors;
                                              if (!valid10) {
                                                break;
                                              }
                                            }
                                          } else {
                                            validate10.errors = [{ instancePath: instancePath + "/sessions/" + i2 + "/steps", schemaPath: "#/properties/sessions/items/properties/steps/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                            return false;
                                          }
                                        }
                                        var valid9 = _errs33 === errors;
                                      } else {
                                        var valid9 = true;
                                      }
                                      if (valid9) {
                                        if (data14.servers !== void 0) {
                                          let data18 = data14.servers;
                                          const _errs37 = errors;
                                          if (errors === _errs37) {
                                            if (Array.isArray(data18)) {
                                              var valid11 = true;
                                              const len4 = data18.length;
                                              for (let i4 = 0; i4 < len4; i4++) {
                                                const _errs39 = errors;
                                                if (typeof data18[i4] !== "string") {
                                                  validate10.errors = [{ instancePath: instancePath + "/sessions/" + i2 + "/servers/" + i4, schemaPath: "#/properties/sessions/items/properties/servers/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                  return false;
                                                }
                                                var valid11 = _errs39 === errors;
                                                if (!valid11) {
                                                  break;
                                                }
                                              }
                                            } else {
                                              validate10.errors = [{ instancePath: instancePath + "/sessions/" + i2 + "/servers", schemaPath: "#/properties/sessions/items/properties/servers/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                              return false;
                                            }
                                          }
                                          var valid9 = _errs37 === errors;
                                        } else {
                                          var valid9 = true;
                                        }
                                        if (valid9) {
                                          if (data14.ceiling !== void 0) {
                                            let data20 = data14.ceiling;
                                            const _errs41 = errors;
                                            if (errors === _errs41) {
                                              if (data20 && typeof data20 == "object" && !Array.isArray(data20)) {
                                                let missing3;
                                                if (data20.tokens === void 0 && (missing3 = "tokens")) {
                                                  validate10.errors = [{ instancePath: instancePath + "/sessions/" + i2 + "/ceiling", schemaPath: "#/properties/sessions/items/properties/ceiling/required", keyword: "required", params: { missingProperty: missing3 }, message: "must have required property '" + missing3 + "'" }];
                                                  return false;
                                                } else {
                                                  if (data20.tokens !== void 0) {
                                                    let data21 = data20.tokens;
                                                    const _errs44 = errors;
                                                    if (!(typeof data21 == "number" && (!(data21 % 1) && !isNaN(data21)))) {
                                                      validate10.errors = [{ instancePath: instancePath + "/sessions/" + i2 + "/ceiling/tokens", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                      return false;
                                                    }
                                                    if (errors === _errs44) {
                                                      if (typeof data21 == "number") {
                                                        if (data21 < 0 || isNaN(data21)) {
                                                          validate10.errors = [{ instancePath: instancePath + "/sessions/" + i2 + "/ceiling/tokens", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                          return false;
                                                        }
                                                      }
                                                    }
                                                  }
                                                }
                                              } else {
                                                validate10.errors = [{ instancePath: instancePath + "/sessions/" + i2 + "/ceiling", schemaPath: "#/properties/sessions/items/properties/ceiling/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                return false;
                                              }
                                            }
                                            var valid9 = _errs41 === errors;
                                          } else {
                                            var valid9 = true;
                                          }
                                          if (valid9) {
                                            if (data14.hosts !== void 0) {
                                              let data22 = data14.hosts;
                                              const _errs46 = errors;
                                              if (errors === _errs46) {
                                                if (Array.isArray(data22)) {
                                                  var valid14 = true;
                                                  const len5 = data22.length;
                                                  for (let i5 = 0; i5 < len5; i5++) {
                                                    let data23 = data22[i5];
                                                    const _errs48 = errors;
                                                    if (errors === _errs48) {
                                                      if (data23 && typeof data23 == "object" && !Array.isArray(data23)) {
                                                        let missing4;
                                                        if (data23.host === void 0 && (missing4 = "host") || data23.turns === void 0 && (missing4 = "turns") || data23.total === void 0 && (missing4 = "total")) {
                                                          validate10.errors = [{ instancePath: instancePath + "/sessions/" + i2 + "/hosts/" + i5, schemaPath: "#/properties/sessions/items/properties/hosts/items/required", keyword: "required", params: { missingProperty: missing4 }, message: "must have required property '" + missing4 + "'" }];
                                                          return false;
                                                        } else {
                                                          if (data23.host !== void 0) {
                                                            const _errs50 = errors;
                                                            if (typeof data23.host !== "string") {
                                                              validate10.errors = [{ instancePath: instancePath + "/sessions/" + i2 + "/hosts/" + i5 + "/host", schemaPath: "#/properties/sessions/items/properties/hosts/items/properties/host/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                              return false;
                                                            }
                                                            var valid15 = _errs50 === errors;
                                                          } else {
                                                            var valid15 = true;
                                                          }
                                                          if (valid15) {
                                                            if (data23.turns !== void 0) {
                                                              let data25 = data23.turns;
                                                              const _errs52 = errors;
                                                              if (errors === _errs52) {
                                                                if (Array.isArray(data25)) {
                                                                  var valid16 = true;
                                                                  const len6 = data25.length;
                                                                  for (let i6 = 0; i6 < len6; i6++) {
                                                                    let data26 = data25[i6];
                                                                    const _errs54 = errors;
                                                                    if (errors === _errs54) {
                                                                      if (data26 && typeof data26 == "object" && !Array.isArray(data26)) {
                                                                        let missing5;
                                                                        if (data26.tokens === void 0 && (missing5 = "tokens") || data26.definitions === void 0 && (missing5 = "definitions") || data26.results === void 0 && (missing5 = "results") || data26.after === void 0 && (missing5 = "after")) {
                                                                          validate10.errors = [{ instancePath: instancePath + "/sessions/" + i2 + "/hosts/" + i5 + "/turns/" + i6, schemaPath: "#/properties/sessions/items/properties/hosts/items/properties/turns/items/required", keyword: "required", params: { missingProperty: missing5 }, message: "must have required property '" + missing5 + "'" }];
                                                                          return false;
                                                                        } else {
                                                                          if (data26.tokens !== void 0) {
                                                                            let data27 = data26.tokens;
                                                                            const _errs56 = errors;
                                                                            const _errs57 = errors;
                                                                            if (!(typeof data27 == "number" && (!(data27 % 1) && !isNaN(data27)))) {
                                                                              validate10.errors = [{ instancePath: instancePath + "/sessions/" + i2 + "/hosts/" + i5 + "/turns/" + i6 + "/tokens", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                              return false;
                                                                            }
                                                                            if (errors === _errs57) {
                                                                              if (typeof data27 == "number") {
                                                                                if (data27 < 0 || isNaN(data27)) {
                                                                                  validate10.errors = [{ instancePath: instancePath + "/sessions/" + i2 + "/hosts/" + i5 + "/turns/" + i6 + "/tokens", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                                                  return false;
                                                                                }
                                                                              }
                                                                            }
                                                                            var valid17 = _errs56 === errors;
                                                                          } else {
                                                                            var valid17 = true;
                                                                          }
                                                                          if (valid17) {
                                                                            if (data26.definitions !== void 0) {
                                                                              let data28 = data26.definitions;
                                                                              const _errs59 = errors;
                                                                              const _errs60 = errors;
                                                                              if (!(typeof data28 == "number" && (!(data28 % 1) && !isNaN(data28)))) {
                                                                                validate10.errors = [{ instancePath: instancePath + "/sessions/" + i2 + "/hosts/" + i5 + "/turns/" + i6 + "/definitions", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                                return false;
                                                                              }
                                                                              if (errors === _errs60) {
                                                                                if (typeof data28 == "number") {
                                                                                  if (data28 < 0 || isNaN(data28)) {
                                                                                    validate10.errors = [{ instancePath: instancePath + "/sessions/" + i2 + "/hosts/" + i5 + "/turns/" + i6 + "/definitions", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                                                    return false;
                                                                                  }
                                                                                }
                                                                              }
                                                                              var valid17 = _errs59 === errors;
                                                                            } else {
                                                                              var valid17 = true;
                                                                            }
                                                                            if (valid17) {
                                                                              if (data26.results !== void 0) {
                                                                                let data29 = data26.results;
                                                                                const _errs62 = errors;
                                                                                const _errs63 = errors;
                                                                                if (!(typeof data29 == "number" && (!(data29 % 1) && !isNaN(data29)))) {
                                                                                  validate10.errors = [{ instancePath: instancePath + "/sessions/" + i2 + "/hosts/" + i5 + "/turns/" + i6 + "/results", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                                  return false;
                                                                                }
                                                                                if (errors === _errs63) {
                                                                                  if (typeof data29 == "number") {
                                                                                    if (data29 < 0 || isNaN(data29)) {
                                                                                      validate10.errors = [{ instancePath: instancePath + "/sessions/" + i2 + "/hosts/" + i5 + "/turns/" + i6 + "/results", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                                                      return false;
                                                                                    }
                                                                                  }
                                                                                }
                                                                                var valid17 = _errs62 === errors;
                                                                              } else {
                                                                                var valid17 = true;
                                                                              }
                                                                              if (valid17) {
                                                                                if (data26.cache !== void 0) {
                                                                                  const _errs65 = errors;
                                                                                  if (!validate29(data26.cache, { instancePath: instancePath + "/sessions/" + i2 + "/hosts/" + i5 + "/turns/" + i6 + "/cache", parentData: data26, parentDataProperty: "cache", rootData })) {
                                                                                    vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
                                                                                    errors = vErrors.length;
                                                                                  }
                                                                                  var valid17 = _errs65 === errors;
                                                                                } else {
                                                                                  var valid17 = true;
                                                                                }
                                                                                if (valid17) {
                                                                                  if (data26.after !== void 0) {
                                                                                    let data31 = data26.after;
                                                                                    const _errs66 = errors;
                                                                                    const _errs67 = errors;
                                                                                    let valid21 = false;
                                                                                    let passing0 = null;
                                                                                    const _errs68 = errors;
                                                                                    if (!(data31 === "start" || data31 === "search")) {
                                                                                      const err0 = { instancePath: instancePath + "/sessions/" + i2 + "/hosts/" + i5 + "/turns/" + i6 + "/after", schemaPath: "#/properties/sessions/items/properties/hosts/items/properties/turns/items/properties/after/oneOf/0/enum", keyword: "enum", params: { allowedValues: schema11.properties.sessions.items.properties.hosts.items.properties.turns.items.properties.after.oneOf[0].enum }, message: "must be equal to one of the allowed values" };
                                                                                      if (vErrors === null) {
                                                                                        vErrors = [err0];
                                                                                      } else {
                                                                                        vErrors.push(err0);
                                                                                      }
                                                                                      errors++;
                                                                                    }
                                                                                    var _valid0 = _errs68 === errors;
                                                                                    if (_valid0) {
                                                                                      valid21 = true;
                                                                                      passing0 = 0;
                                                                                    }
                                                                                    const _errs69 = errors;
                                                                                    if (errors === _errs69) {
                                                                                      if (data31 && typeof data31 == "object" && !Array.isArray(data31)) {
                                                                                        let missing6;
                                                                                        if (data31.step === void 0 && (missing6 = "step")) {
                                                                                          const err1 = { instancePath: instancePath + "/sessions/" + i2 + "/hosts/" + i5 + "/turns/" + i6 + "/after", schemaPath: "#/properties/sessions/items/properties/hosts/items/properties/turns/items/properties/after/oneOf/1/required", keyword: "required", params: { missingProperty: missing6 }, message: "must have required property '" + missing6 + "'" };
                                                                                          if (vErrors === null) {
                                                                                            vErrors = [err1];
                                                                                          } else {
                                                                                            vErrors.push(err1);
                                                                                          }
                                                                                          errors++;
                                                                                        } else {
                                                                                          if (data31.step !== void 0) {
                                                                                            let data32 = data31.step;
                                                                                            const _errs71 = errors;
                                                                                            if (!(typeof data32 == "number" && (!(data32 % 1) && !isNaN(data32)))) {
                                                                                              const err2 = { instancePath: instancePath + "/sessions/" + i2 + "/hosts/" + i5 + "/turns/" + i6 + "/after/step", schemaPath: "#/properties/sessions/items/properties/hosts/items/properties/turns/items/properties/after/oneOf/1/properties/step/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                                                                                              if (vErrors === null) {
                                                                                                vErrors = [err2];
                                                                                              } else {
                                                                                                vErrors.push(err2);
                                                                                              }
                                                                                              errors++;
                                                                                            }
                                                                                            if (errors === _errs71) {
                                                                                              if (typeof data32 == "number") {
                                                                                                if (data32 < 1 || isNaN(data32)) {
                                                                                                  const err3 = { instancePath: instancePath + "/sessions/" + i2 + "/hosts/" + i5 + "/turns/" + i6 + "/after/step", schemaPath: "#/properties/sessions/items/properties/hosts/items/properties/turns/items/properties/after/oneOf/1/properties/step/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                                                                                                  if (vErrors === null) {
                                                                                                    vErrors = [err3];
                                                                                                  } else {
                                                                                                    vErrors.push(err3);
                                                                                                  }
                                                                                                  errors++;
                                                                                                }
                                                                                              }
                                                                                            }
                                                                                            var valid22 = _errs71 === errors;
                                                                                          } else {
                                                                                            var valid22 = true;
                                                                                          }
                                                                                          if (valid22) {
                                                                                            if (data31.page !== void 0) {
                                                                                              let data33 = data31.page;
                                                                                              const _errs73 = errors;
                                                                                              if (!(typeof data33 == "number" && (!(data33 % 1) && !isNaN(data33)))) {
                                                                                                const err4 = { instancePath: instancePath + "/sessions/" + i2 + "/hosts/" + i5 + "/turns/" + i6 + "/after/page", schemaPath: "#/properties/sessions/items/properties/hosts/items/properties/turns/items/properties/after/oneOf/1/properties/page/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                                                                                                if (vErrors === null) {
                                                                                                  vErrors = [err4];
                                                                                                } else {
                                                                                                  vErrors.push(err4);
                                                                                                }
                                                                                                errors++;
                                                                                              }
                                                                                              if (errors === _errs73) {
                                                                                                if (typeof data33 == "number") {
                                                                                                  if (data33 < 1 || isNaN(data33)) {
                                                                                                    const err5 = { instancePath: instancePath + "/sessions/" + i2 + "/hosts/" + i5 + "/turns/" + i6 + "/after/page", schemaPath: "#/properties/sessions/items/properties/hosts/items/properties/turns/items/properties/after/oneOf/1/properties/page/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                                                                                                    if (vErrors === null) {
                                                                                                      vErrors = [err5];
                                                                                                    } else {
                                                                                                      vErrors.push(err5);
                                                                                                    }
                                                                                                    errors++;
                                                                                                  }
                                                                                                }
                                                                                              }
                                                                                              var valid22 = _errs73 === errors;
                                                                                            } else {
                                                                                              var valid22 = true;
                                                                                            }
                                                                                          }
                                                                                        }
                                                                                      } else {
                                                                                        const err6 = { instancePath: instancePath + "/sessions/" + i2 + "/hosts/" + i5 + "/turns/" + i6 + "/after", schemaPath: "#/properties/sessions/items/properties/hosts/items/properties/turns/items/properties/after/oneOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                                                                                        if (vErrors === null) {
                                                                                          vErrors = [err6];
                                                                                        } else {
                                                                                          vErrors.push(err6);
                                                                                        }
                                                                                        errors++;
                                                                                      }
                                                                                    }
                                                                                    var _valid0 = _errs69 === errors;
                                                                                    if (_valid0 && valid21) {
                                                                                      valid21 = false;
                                                                                      passing0 = [passing0, 1];
                                                                                    } else {
                                                                                      if (_valid0) {
                                                                                        valid21 = true;
                                                                                        passing0 = 1;
                                                                                      }
                                                                                    }
                                                                                    if (!valid21) {
                                                                                      const err7 = { instancePath: instancePath + "/sessions/" + i2 + "/hosts/" + i5 + "/turns/" + i6 + "/after", schemaPath: "#/properties/sessions/items/properties/hosts/items/properties/turns/items/properties/after/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
                                                                                      if (vErrors === null) {
                                                                                        vErrors = [err7];
                                                                                      } else {
                                                                                        vErrors.push(err7);
                                                                                      }
                                                                                      errors++;
                                                                                      validate10.errors = vErrors;
                                                                                      return false;
                                                                                    } else {
                                                                                      errors = _errs67;
                                                                                      if (vErrors !== null) {
                                                                                        if (_errs67) {
                                                                                          vErrors.length = _errs67;
                                                                                        } else {
                                                                                          vErrors = null;
                                                                                        }
                                                                                      }
                                                                                    }
                                                                                    var valid17 = _errs66 === errors;
                                                                                  } else {
                                                                                    var valid17 = true;
                                                                                  }
                                                                                }
                                                                              }
                                                                            }
                                                                          }
                                                                        }
                                                                      } else {
                                                                        validate10.errors = [{ instancePath: instancePath + "/sessions/" + i2 + "/hosts/" + i5 + "/turns/" + i6, schemaPath: "#/properties/sessions/items/properties/hosts/items/properties/turns/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                        return false;
                                                                      }
                                                                    }
                                                                    var valid16 = _errs54 === errors;
                                                                    if (!valid16) {
                                                                      break;
                                                                    }
                                                                  }
                                                                } else {
                                                                  validate10.errors = [{ instancePath: instancePath + "/sessions/" + i2 + "/hosts/" + i5 + "/turns", schemaPath: "#/properties/sessions/items/properties/hosts/items/properties/turns/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                  return false;
                                                                }
                                                              }
                                                              var valid15 = _errs52 === errors;
                                                            } else {
                                                              var valid15 = true;
                                                            }
                                                            if (valid15) {
                                                              if (data23.total !== void 0) {
                                                                let data34 = data23.total;
                                                                const _errs75 = errors;
                                                                const _errs76 = errors;
                                                                if (!(typeof data34 == "number" && (!(data34 % 1) && !isNaN(data34)))) {
                                                                  validate10.errors = [{ instancePath: instancePath + "/sessions/" + i2 + "/hosts/" + i5 + "/total", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                  return false;
                                                                }
                                                                if (errors === _errs76) {
                                                                  if (typeof data34 == "number") {
                                                                    if (data34 < 0 || isNaN(data34)) {
                                                                      validate10.errors = [{ instancePath: instancePath + "/sessions/" + i2 + "/hosts/" + i5 + "/total", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                                      return false;
                                                                    }
                                                                  }
                                                                }
                                                                var valid15 = _errs75 === errors;
                                                              } else {
                                                                var valid15 = true;
                                                              }
                                                              if (valid15) {
                                                                if (data23.loadedBySearch !== void 0) {
                                                                  let data35 = data23.loadedBySearch;
                                                                  const _errs78 = errors;
                                                                  if (errors === _errs78) {
                                                                    if (Array.isArray(data35)) {
                                                                      var valid24 = true;
                                                                      const len7 = data35.length;
                                                                      for (let i7 = 0; i7 < len7; i7++) {
                                                                        const _errs80 = errors;
                                                                        if (typeof data35[i7] !== "string") {
                                                                          validate10.errors = [{ instancePath: instancePath + "/sessions/" + i2 + "/hosts/" + i5 + "/loadedBySearch/" + i7, schemaPath: "#/properties/sessions/items/properties/hosts/items/properties/loadedBySearch/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                          return false;
                                                                        }
                                                                        var valid24 = _errs80 === errors;
                                                                        if (!valid24) {
                                                                          break;
                                                                        }
                                                                      }
                                                                    } else {
                                                                      validate10.errors = [{ instancePath: instancePath + "/sessions/" + i2 + "/hosts/" + i5 + "/loadedBySearch", schemaPath: "#/properties/sessions/items/properties/hosts/items/properties/loadedBySearch/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                      return false;
                                                                    }
                                                                  }
                                                                  var valid15 = _errs78 === errors;
                                                                } else {
                                                                  var valid15 = true;
                                                                }
                                                                if (valid15) {
                                                                  if (data23.unmeasured !== void 0) {
                                                                    const _errs82 = errors;
                                                                    if (typeof data23.unmeasured !== "string") {
                                                                      validate10.errors = [{ instancePath: instancePath + "/sessions/" + i2 + "/hosts/" + i5 + "/unmeasured", schemaPath: "#/properties/sessions/items/properties/hosts/items/properties/unmeasured/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                      return false;
                                                                    }
                                                                    var valid15 = _errs82 === errors;
                                                                  } else {
                                                                    var valid15 = true;
                                                                  }
                                                                  if (valid15) {
                                                                    if (data23.cache !== void 0) {
                                                                      const _errs84 = errors;
                                                                      if (!validate29(data23.cache, { instancePath: instancePath + "/sessions/" + i2 + "/hosts/" + i5 + "/cache", parentData: data23, parentDataProperty: "cache", rootData })) {
                                                                        vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
                                                                        errors = vErrors.length;
                                                                      }
                                                                      var valid15 = _errs84 === errors;
                                                                    } else {
                                                                      var valid15 = true;
                                                                    }
                                                                    if (valid15) {
                                                                      if (data23.price !== void 0) {
                                                                        let data39 = data23.price;
                                                                        const _errs85 = errors;
                                                                        if (errors === _errs85) {
                                                                          if (data39 && typeof data39 == "object" && !Array.isArray(data39)) {
                                                                            if (data39.model !== void 0) {
                                                                              const _errs87 = errors;
                                                                              if (typeof data39.model !== "string") {
                                                                                validate10.errors = [{ instancePath: instancePath + "/sessions/" + i2 + "/hosts/" + i5 + "/price/model", schemaPath: "#/properties/sessions/items/properties/hosts/items/properties/price/properties/model/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                return false;
                                                                              }
                                                                              var valid25 = _errs87 === errors;
                                                                            } else {
                                                                              var valid25 = true;
                                                                            }
                                                                            if (valid25) {
                                                                              if (data39.none !== void 0) {
                                                                                const _errs89 = errors;
                                                                                if (typeof data39.none !== "string") {
                                                                                  validate10.errors = [{ instancePath: instancePath + "/sessions/" + i2 + "/hosts/" + i5 + "/price/none", schemaPath: "#/properties/sessions/items/properties/hosts/items/properties/price/properties/none/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                  return false;
                                                                                }
                                                                                var valid25 = _errs89 === errors;
                                                                              } else {
                                                                                var valid25 = true;
                                                                              }
                                                                              if (valid25) {
                                                                                if (data39.source !== void 0) {
                                                                                  const _errs91 = errors;
                                                                                  if (typeof data39.source !== "string") {
                                                                                    validate10.errors = [{ instancePath: instancePath + "/sessions/" + i2 + "/hosts/" + i5 + "/price/source", schemaPath: "#/properties/sessions/items/properties/hosts/items/properties/price/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                    return false;
                                                                                  }
                                                                                  var valid25 = _errs91 === errors;
                                                                                } else {
                                                                                  var valid25 = true;
                                                                                }
                                                                                if (valid25) {
                                                                                  if (data39.usd !== void 0) {
                                                                                    let data43 = data39.usd;
                                                                                    const _errs93 = errors;
                                                                                    if (errors === _errs93) {
                                                                                      if (data43 && typeof data43 == "object" && !Array.isArray(data43)) {
                                                                                        let missing7;
                                                                                        if (data43.input === void 0 && (missing7 = "input") || data43.write === void 0 && (missing7 = "write") || data43.read === void 0 && (missing7 = "read") || data43.total === void 0 && (missing7 = "total")) {
                                                                                          validate10.errors = [{ instancePath: instancePath + "/sessions/" + i2 + "/hosts/" + i5 + "/price/usd", schemaPath: "#/properties/sessions/items/properties/hosts/items/properties/price/properties/usd/required", keyword: "required", params: { missingProperty: missing7 }, message: "must have required property '" + missing7 + "'" }];
                                                                                          return false;
                                                                                        } else {
                                                                                          if (data43.input !== void 0) {
                                                                                            const _errs95 = errors;
                                                                                            if (!(typeof data43.input == "number")) {
                                                                                              validate10.errors = [{ instancePath: instancePath + "/sessions/" + i2 + "/hosts/" + i5 + "/price/usd/input", schemaPath: "#/properties/sessions/items/properties/hosts/items/properties/price/properties/usd/properties/input/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                                                              return false;
                                                                                            }
                                                                                            var valid26 = _errs95 === errors;
                                                                                          } else {
                                                                                            var valid26 = true;
                                                                                          }
                                                                                          if (valid26) {
                                                                                            if (data43.write !== void 0) {
                                                                                              const _errs97 = errors;
                                                                                              if (!(typeof data43.write == "number")) {
                                                                                                validate10.errors = [{ instancePath: instancePath + "/sessions/" + i2 + "/hosts/" + i5 + "/price/usd/write", schemaPath: "#/properties/sessions/items/properties/hosts/items/properties/price/properties/usd/properties/write/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                                                                return false;
                                                                                              }
                                                                                              var valid26 = _errs97 === errors;
                                                                                            } else {
                                                                                              var valid26 = true;
                                                                                            }
                                                                                            if (valid26) {
                                                                                              if (data43.read !== void 0) {
                                                                                                const _errs99 = errors;
                                                                                                if (!(typeof data43.read == "number")) {
                                                                                                  validate10.errors = [{ instancePath: instancePath + "/sessions/" + i2 + "/hosts/" + i5 + "/price/usd/read", schemaPath: "#/properties/sessions/items/properties/hosts/items/properties/price/properties/usd/properties/read/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                                                                  return false;
                                                                                                }
                                                                                                var valid26 = _errs99 === errors;
                                                                                              } else {
                                                                                                var valid26 = true;
                                                                                              }
                                                                                              if (valid26) {
                                                                                                if (data43.total !== void 0) {
                                                                                                  const _errs101 = errors;
                                                                                                  if (!(typeof data43.total == "number")) {
                                                                                                    validate10.errors = [{ instancePath: instancePath + "/sessions/" + i2 + "/hosts/" + i5 + "/price/usd/total", schemaPath: "#/properties/sessions/items/properties/hosts/items/properties/price/properties/usd/properties/total/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                                                                    return false;
                                                                                                  }
                                                                                                  var valid26 = _errs101 === errors;
                                                                                                } else {
                                                                                                  var valid26 = true;
                                                                                                }
                                                                                              }
                                                                                            }
                                                                                          }
                                                                                        }
                                                                                      } else {
                                                                                        validate10.errors = [{ instancePath: instancePath + "/sessions/" + i2 + "/hosts/" + i5 + "/price/usd", schemaPath: "#/properties/sessions/items/properties/hosts/items/properties/price/properties/usd/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                                        return false;
                                                                                      }
                                                                                    }
                                                                                    var valid25 = _errs93 === errors;
                                                                                  } else {
                                                                                    var valid25 = true;
                                                                                  }
                                                                                }
                                                                              }
                                                                            }
                                                                          } else {
                                                                            validate10.errors = [{ instancePath: instancePath + "/sessions/" + i2 + "/hosts/" + i5 + "/price", schemaPath: "#/properties/sessions/items/properties/hosts/items/properties/price/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                            return false;
                                                                          }
                                                                        }
                                                                        var valid15 = _errs85 === errors;
                                                                      } else {
                                                                        var valid15 = true;
                                                                      }
                                                                    }
                                                                  }
                                                                }
                                                              }
                                                            }
                                                          }
                                                        }
                                                      } else {
                                                        validate10.errors = [{ instancePath: instancePath + "/sessions/" + i2 + "/hosts/" + i5, schemaPath: "#/properties/sessions/items/properties/hosts/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                        return false;
                                                      }
                                                    }
                                                    var valid14 = _errs48 === errors;
                                                    if (!valid14) {
                                                      break;
                                                    }
                                                  }
                                                } else {
                                                  validate10.errors = [{ instancePath: instancePath + "/sessions/" + i2 + "/hosts", schemaPath: "#/properties/sessions/items/properties/hosts/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                  return false;
                                                }
                                              }
                                              var valid9 = _errs46 === errors;
                                            } else {
                                              var valid9 = true;
                                            }
                                          }
                                        }
                                      }
                                    }
                                  }
                                } else {
                                  validate10.errors = [{ instancePath: instancePath + "/sessions/" + i2, schemaPath: "#/properties/sessions/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                  return false;
                                }
                              }
                              var valid8 = _errs29 === errors;
                              if (!valid8) {
                                break;
                              }
                            }
                          } else {
                            validate10.errors = [{ instancePath: instancePath + "/sessions", schemaPath: "#/properties/sessions/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                            return false;
                          }
                        }
                        var valid0 = _errs27 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.findings !== void 0) {
                          let data48 = data.findings;
                          const _errs103 = errors;
                          if (errors === _errs103) {
                            if (Array.isArray(data48)) {
                              var valid27 = true;
                              const len8 = data48.length;
                              for (let i8 = 0; i8 < len8; i8++) {
                                let data49 = data48[i8];
                                const _errs105 = errors;
                                const _errs106 = errors;
                                if (errors === _errs106) {
                                  if (data49 && typeof data49 == "object" && !Array.isArray(data49)) {
                                    let missing8;
                                    if (data49.code === void 0 && (missing8 = "code") || data49.severity === void 0 && (missing8 = "severity") || data49.subject === void 0 && (missing8 = "subject") || data49.message === void 0 && (missing8 = "message")) {
                                      validate10.errors = [{ instancePath: instancePath + "/findings/" + i8, schemaPath: "#/definitions/finding/required", keyword: "required", params: { missingProperty: missing8 }, message: "must have required property '" + missing8 + "'" }];
                                      return false;
                                    } else {
                                      if (data49.code !== void 0) {
                                        let data50 = data49.code;
                                        const _errs108 = errors;
                                        if (errors === _errs108) {
                                          if (typeof data50 === "string") {
                                            if (!pattern0.test(data50)) {
                                              validate10.errors = [{ instancePath: instancePath + "/findings/" + i8 + "/code", schemaPath: "#/definitions/finding/properties/code/pattern", keyword: "pattern", params: { pattern: "^[A-Z_]+$" }, message: 'must match pattern "^[A-Z_]+$"' }];
                                              return false;
                                            }
                                          } else {
                                            validate10.errors = [{ instancePath: instancePath + "/findings/" + i8 + "/code", schemaPath: "#/definitions/finding/properties/code/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                            return false;
                                          }
                                        }
                                        var valid29 = _errs108 === errors;
                                      } else {
                                        var valid29 = true;
                                      }
                                      if (valid29) {
                                        if (data49.severity !== void 0) {
                                          let data51 = data49.severity;
                                          const _errs110 = errors;
                                          if (!(data51 === "error" || data51 === "warning" || data51 === "notice")) {
                                            validate10.errors = [{ instancePath: instancePath + "/findings/" + i8 + "/severity", schemaPath: "#/definitions/finding/properties/severity/enum", keyword: "enum", params: { allowedValues: schema87.properties.severity.enum }, message: "must be equal to one of the allowed values" }];
                                            return false;
                                          }
                                          var valid29 = _errs110 === errors;
                                        } else {
                                          var valid29 = true;
                                        }
                                        if (valid29) {
                                          if (data49.subject !== void 0) {
                                            const _errs111 = errors;
                                            if (typeof data49.subject !== "string") {
                                              validate10.errors = [{ instancePath: instancePath + "/findings/" + i8 + "/subject", schemaPath: "#/definitions/finding/properties/subject/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                              return false;
                                            }
                                            var valid29 = _errs111 === errors;
                                          } else {
                                            var valid29 = true;
                                          }
                                          if (valid29) {
                                            if (data49.host !== void 0) {
                                              const _errs113 = errors;
                                              if (typeof data49.host !== "string") {
                                                validate10.errors = [{ instancePath: instancePath + "/findings/" + i8 + "/host", schemaPath: "#/definitions/finding/properties/host/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                return false;
                                              }
                                              var valid29 = _errs113 === errors;
                                            } else {
                                              var valid29 = true;
                                            }
                                            if (valid29) {
                                              if (data49.limit !== void 0) {
                                                const _errs115 = errors;
                                                if (!(typeof data49.limit == "number")) {
                                                  validate10.errors = [{ instancePath: instancePath + "/findings/" + i8 + "/limit", schemaPath: "#/definitions/finding/properties/limit/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                  return false;
                                                }
                                                var valid29 = _errs115 === errors;
                                              } else {
                                                var valid29 = true;
                                              }
                                              if (valid29) {
                                                if (data49.actual !== void 0) {
                                                  const _errs117 = errors;
                                                  if (!(typeof data49.actual == "number")) {
                                                    validate10.errors = [{ instancePath: instancePath + "/findings/" + i8 + "/actual", schemaPath: "#/definitions/finding/properties/actual/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                    return false;
                                                  }
                                                  var valid29 = _errs117 === errors;
                                                } else {
                                                  var valid29 = true;
                                                }
                                                if (valid29) {
                                                  if (data49.unit !== void 0) {
                                                    let data56 = data49.unit;
                                                    const _errs119 = errors;
                                                    if (!(data56 === "bytes" || data56 === "tokens" || data56 === "chars" || data56 === "tools")) {
                                                      validate10.errors = [{ instancePath: instancePath + "/findings/" + i8 + "/unit", schemaPath: "#/definitions/finding/properties/unit/enum", keyword: "enum", params: { allowedValues: schema87.properties.unit.enum }, message: "must be equal to one of the allowed values" }];
                                                      return false;
                                                    }
                                                    var valid29 = _errs119 === errors;
                                                  } else {
                                                    var valid29 = true;
                                                  }
                                                  if (valid29) {
                                                    if (data49.message !== void 0) {
                                                      const _errs120 = errors;
                                                      if (typeof data49.message !== "string") {
                                                        validate10.errors = [{ instancePath: instancePath + "/findings/" + i8 + "/message", schemaPath: "#/definitions/finding/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                        return false;
                                                      }
                                                      var valid29 = _errs120 === errors;
                                                    } else {
                                                      var valid29 = true;
                                                    }
                                                    if (valid29) {
                                                      if (data49.fix !== void 0) {
                                                        const _errs122 = errors;
                                                        if (typeof data49.fix !== "string") {
                                                          validate10.errors = [{ instancePath: instancePath + "/findings/" + i8 + "/fix", schemaPath: "#/definitions/finding/properties/fix/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                          return false;
                                                        }
                                                        var valid29 = _errs122 === errors;
                                                      } else {
                                                        var valid29 = true;
                                                      }
                                                      if (valid29) {
                                                        if (data49.path !== void 0) {
                                                          const _errs124 = errors;
                                                          if (typeof data49.path !== "string") {
                                                            validate10.errors = [{ instancePath: instancePath + "/findings/" + i8 + "/path", schemaPath: "#/definitions/finding/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                            return false;
                                                          }
                                                          var valid29 = _errs124 === errors;
                                                        } else {
                                                          var valid29 = true;
                                                        }
                                                        if (valid29) {
                                                          if (data49.pathSegments !== void 0) {
                                                            let data60 = data49.pathSegments;
                                                            const _errs126 = errors;
                                                            if (errors === _errs126) {
                                                              if (Array.isArray(data60)) {
                                                                var valid30 = true;
                                                                const len9 = data60.length;
                                                                for (let i9 = 0; i9 < len9; i9++) {
                                                                  let data61 = data60[i9];
                                                                  const _errs128 = errors;
                                                                  if (typeof data61 !== "string" && !(typeof data61 == "number" && (!(data61 % 1) && !isNaN(data61)))) {
                                                                    validate10.errors = [{ instancePath: instancePath + "/findings/" + i8 + "/pathSegments/" + i9, schemaPath: "#/definitions/finding/properties/pathSegments/items/type", keyword: "type", params: { type: schema87.properties.pathSegments.items.type }, message: "must be string,integer" }];
                                                                    return false;
                                                                  }
                                                                  var valid30 = _errs128 === errors;
                                                                  if (!valid30) {
                                                                    break;
                                                                  }
                                                                }
                                                              } else {
                                                                validate10.errors = [{ instancePath: instancePath + "/findings/" + i8 + "/pathSegments", schemaPath: "#/definitions/finding/properties/pathSegments/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                return false;
                                                              }
                                                            }
                                                            var valid29 = _errs126 === errors;
                                                          } else {
                                                            var valid29 = true;
                                                          }
                                                        }
                                                      }
                                                    }
                                                  }
                                                }
                                              }
                                            }
                                          }
                                        }
                                      }
                                    }
                                  } else {
                                    validate10.errors = [{ instancePath: instancePath + "/findings/" + i8, schemaPath: "#/definitions/finding/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                    return false;
                                  }
                                }
                                var valid27 = _errs105 === errors;
                                if (!valid27) {
                                  break;
                                }
                              }
                            } else {
                              validate10.errors = [{ instancePath: instancePath + "/findings", schemaPath: "#/properties/findings/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                              return false;
                            }
                          }
                          var valid0 = _errs103 === errors;
                        } else {
                          var valid0 = true;
                        }
                        if (valid0) {
                          if (data.cache !== void 0) {
                            let data62 = data.cache;
                            const _errs130 = errors;
                            if (errors === _errs130) {
                              if (data62 && typeof data62 == "object" && !Array.isArray(data62)) {
                                let missing9;
                                if (data62.warm === void 0 && (missing9 = "warm") || data62.hits === void 0 && (missing9 = "hits") || data62.misses === void 0 && (missing9 = "misses")) {
                                  validate10.errors = [{ instancePath: instancePath + "/cache", schemaPath: "#/properties/cache/required", keyword: "required", params: { missingProperty: missing9 }, message: "must have required property '" + missing9 + "'" }];
                                  return false;
                                }
                              } else {
                                validate10.errors = [{ instancePath: instancePath + "/cache", schemaPath: "#/properties/cache/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                return false;
                              }
                            }
                            var valid0 = _errs130 === errors;
                          } else {
                            var valid0 = true;
                          }
                          if (valid0) {
                            if (data.commit !== void 0) {
                              const _errs132 = errors;
                              if (typeof data.commit !== "string") {
                                validate10.errors = [{ instancePath: instancePath + "/commit", schemaPath: "#/properties/commit/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                return false;
                              }
                              var valid0 = _errs132 === errors;
                            } else {
                              var valid0 = true;
                            }
                            if (valid0) {
                              if (data.base !== void 0) {
                                let data64 = data.base;
                                const _errs134 = errors;
                                if (errors === _errs134) {
                                  if (data64 && typeof data64 == "object" && !Array.isArray(data64)) {
                                    let missing10;
                                    if (data64.ref === void 0 && (missing10 = "ref") || data64.source === void 0 && (missing10 = "source")) {
                                      validate10.errors = [{ instancePath: instancePath + "/base", schemaPath: "#/properties/base/required", keyword: "required", params: { missingProperty: missing10 }, message: "must have required property '" + missing10 + "'" }];
                                      return false;
                                    } else {
                                      if (data64.ref !== void 0) {
                                        const _errs136 = errors;
                                        if (typeof data64.ref !== "string") {
                                          validate10.errors = [{ instancePath: instancePath + "/base/ref", schemaPath: "#/properties/base/properties/ref/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                          return false;
                                        }
                                        var valid31 = _errs136 === errors;
                                      } else {
                                        var valid31 = true;
                                      }
                                      if (valid31) {
                                        if (data64.commit !== void 0) {
                                          const _errs138 = errors;
                                          if (typeof data64.commit !== "string") {
                                            validate10.errors = [{ instancePath: instancePath + "/base/commit", schemaPath: "#/properties/base/properties/commit/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                            return false;
                                          }
                                          var valid31 = _errs138 === errors;
                                        } else {
                                          var valid31 = true;
                                        }
                                        if (valid31) {
                                          if (data64.source !== void 0) {
                                            let data67 = data64.source;
                                            const _errs140 = errors;
                                            if (!(data67 === "measured" || data67 === "report" || data67 === "unmeasured")) {
                                              validate10.errors = [{ instancePath: instancePath + "/base/source", schemaPath: "#/properties/base/properties/source/enum", keyword: "enum", params: { allowedValues: schema11.properties.base.properties.source.enum }, message: "must be equal to one of the allowed values" }];
                                              return false;
                                            }
                                            var valid31 = _errs140 === errors;
                                          } else {
                                            var valid31 = true;
                                          }
                                          if (valid31) {
                                            if (data64.error !== void 0) {
                                              const _errs141 = errors;
                                              if (typeof data64.error !== "string") {
                                                validate10.errors = [{ instancePath: instancePath + "/base/error", schemaPath: "#/properties/base/properties/error/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                return false;
                                              }
                                              var valid31 = _errs141 === errors;
                                            } else {
                                              var valid31 = true;
                                            }
                                            if (valid31) {
                                              if (data64.reportNotUsed !== void 0) {
                                                const _errs143 = errors;
                                                if (typeof data64.reportNotUsed !== "string") {
                                                  validate10.errors = [{ instancePath: instancePath + "/base/reportNotUsed", schemaPath: "#/properties/base/properties/reportNotUsed/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                  return false;
                                                }
                                                var valid31 = _errs143 === errors;
                                              } else {
                                                var valid31 = true;
                                              }
                                              if (valid31) {
                                                if (data64.note !== void 0) {
                                                  const _errs145 = errors;
                                                  if (typeof data64.note !== "string") {
                                                    validate10.errors = [{ instancePath: instancePath + "/base/note", schemaPath: "#/properties/base/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                    return false;
                                                  }
                                                  var valid31 = _errs145 === errors;
                                                } else {
                                                  var valid31 = true;
                                                }
                                                if (valid31) {
                                                  if (data64.servers !== void 0) {
                                                    let data71 = data64.servers;
                                                    const _errs147 = errors;
                                                    if (errors === _errs147) {
                                                      if (Array.isArray(data71)) {
                                                        var valid32 = true;
                                                        const len10 = data71.length;
                                                        for (let i10 = 0; i10 < len10; i10++) {
                                                          let data72 = data71[i10];
                                                          const _errs149 = errors;
                                                          if (errors === _errs149) {
                                                            if (data72 && typeof data72 == "object" && !Array.isArray(data72)) {
                                                              let missing11;
                                                              if (data72.name === void 0 && (missing11 = "name") || data72.source === void 0 && (missing11 = "source")) {
                                                                validate10.errors = [{ instancePath: instancePath + "/base/servers/" + i10, schemaPath: "#/properties/base/properties/servers/items/required", keyword: "required", params: { missingProperty: missing11 }, message: "must have required property '" + missing11 + "'" }];
                                                                return false;
                                                              } else {
                                                                if (data72.name !== void 0) {
                                                                  const _errs151 = errors;
                                                                  if (typeof data72.name !== "string") {
                                                                    validate10.errors = [{ instancePath: instancePath + "/base/servers/" + i10 + "/name", schemaPath: "#/properties/base/properties/servers/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                    return false;
                                                                  }
                                                                  var valid33 = _errs151 === errors;
                                                                } else {
                                                                  var valid33 = true;
                                                                }
                                                                if (valid33) {
                                                                  if (data72.source !== void 0) {
                                                                    let data74 = data72.source;
                                                                    const _errs153 = errors;
                                                                    if (!(data74 === "measured" || data74 === "report" || data74 === "unmeasured")) {
                                                                      validate10.errors = [{ instancePath: instancePath + "/base/servers/" + i10 + "/source", schemaPath: "#/properties/base/properties/servers/items/properties/source/enum", keyword: "enum", params: { allowedValues: schema11.properties.base.properties.servers.items.properties.source.enum }, message: "must be equal to one of the allowed values" }];
                                                                      return false;
                                                                    }
                                                                    var valid33 = _errs153 === errors;
                                                                  } else {
                                                                    var valid33 = true;
                                                                  }
                                                                  if (valid33) {
                                                                    if (data72.reason !== void 0) {
                                                                      const _errs154 = errors;
                                                                      if (typeof data72.reason !== "string") {
                                                                        validate10.errors = [{ instancePath: instancePath + "/base/servers/" + i10 + "/reason", schemaPath: "#/properties/base/properties/servers/items/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                        return false;
                                                                      }
                                                                      var valid33 = _errs154 === errors;
                                                                    } else {
                                                                      var valid33 = true;
                                                                    }
                                                                  }
                                                                }
                                                              }
                                                            } else {
                                                              validate10.errors = [{ instancePath: instancePath + "/base/servers/" + i10, schemaPath: "#/properties/base/properties/servers/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                              return false;
                                                            }
                                                          }
                                                          var valid32 = _errs149 === errors;
                                                          if (!valid32) {
                                                            break;
                                                          }
                                                        }
                                                      } else {
                                                        validate10.errors = [{ instancePath: instancePath + "/base/servers", schemaPath: "#/properties/base/properties/servers/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                        return false;
                                                      }
                                                    }
                                                    var valid31 = _errs147 === errors;
                                                  } else {
                                                    var valid31 = true;
                                                  }
                                                  if (valid31) {
                                                    if (data64.cache !== void 0) {
                                                      let data76 = data64.cache;
                                                      const _errs156 = errors;
                                                      if (errors === _errs156) {
                                                        if (data76 && typeof data76 == "object" && !Array.isArray(data76)) {
                                                          let missing12;
                                                          if (data76.warm === void 0 && (missing12 = "warm") || data76.hits === void 0 && (missing12 = "hits") || data76.misses === void 0 && (missing12 = "misses")) {
                                                            validate10.errors = [{ instancePath: instancePath + "/base/cache", schemaPath: "#/properties/base/properties/cache/required", keyword: "required", params: { missingProperty: missing12 }, message: "must have required property '" + missing12 + "'" }];
                                                            return false;
                                                          }
                                                        } else {
                                                          validate10.errors = [{ instancePath: instancePath + "/base/cache", schemaPath: "#/properties/base/properties/cache/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                          return false;
                                                        }
                                                      }
                                                      var valid31 = _errs156 === errors;
                                                    } else {
                                                      var valid31 = true;
                                                    }
                                                  }
                                                }
                                              }
                                            }
                                          }
                                        }
                                      }
                                    }
                                  } else {
                                    validate10.errors = [{ instancePath: instancePath + "/base", schemaPath: "#/properties/base/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                    return false;
                                  }
                                }
                                var valid0 = _errs134 === errors;
                              } else {
                                var valid0 = true;
                              }
                              if (valid0) {
                                if (data.changes !== void 0) {
                                  let data77 = data.changes;
                                  const _errs158 = errors;
                                  if (errors === _errs158) {
                                    if (data77 && typeof data77 == "object" && !Array.isArray(data77)) {
                                      let missing13;
                                      if (data77.ref === void 0 && (missing13 = "ref") || data77.subjects === void 0 && (missing13 = "subjects") || data77.servers === void 0 && (missing13 = "servers") || data77.total === void 0 && (missing13 = "total")) {
                                        validate10.errors = [{ instancePath: instancePath + "/changes", schemaPath: "#/properties/changes/required", keyword: "required", params: { missingProperty: missing13 }, message: "must have required property '" + missing13 + "'" }];
                                        return false;
                                      } else {
                                        if (data77.ref !== void 0) {
                                          const _errs160 = errors;
                                          if (typeof data77.ref !== "string") {
                                            validate10.errors = [{ instancePath: instancePath + "/changes/ref", schemaPath: "#/properties/changes/properties/ref/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                            return false;
                                          }
                                          var valid34 = _errs160 === errors;
                                        } else {
                                          var valid34 = true;
                                        }
                                        if (valid34) {
                                          if (data77.source !== void 0) {
                                            let data79 = data77.source;
                                            const _errs162 = errors;
                                            if (!(data79 === "measured" || data79 === "report")) {
                                              validate10.errors = [{ instancePath: instancePath + "/changes/source", schemaPath: "#/properties/changes/properties/source/enum", keyword: "enum", params: { allowedValues: schema11.properties.changes.properties.source.enum }, message: "must be equal to one of the allowed values" }];
                                              return false;
                                            }
                                            var valid34 = _errs162 === errors;
                                          } else {
                                            var valid34 = true;
                                          }
                                          if (valid34) {
                                            if (data77.subjects !== void 0) {
                                              let data80 = data77.subjects;
                                              const _errs163 = errors;
                                              if (errors === _errs163) {
                                                if (Array.isArray(data80)) {
                                                  var valid35 = true;
                                                  const len11 = data80.length;
                                                  for (let i11 = 0; i11 < len11; i11++) {
                                                    let data81 = data80[i11];
                                                    const _errs165 = errors;
                                                    if (errors === _errs165) {
                                                      if (data81 && typeof data81 == "object" && !Array.isArray(data81)) {
                                                        let missing14;
                                                        if (data81.subject === void 0 && (missing14 = "subject") || data81.kind === void 0 && (missing14 = "kind") || data81.deltaBytes === void 0 && (missing14 = "deltaBytes") || data81.deltaTokens === void 0 && (missing14 = "deltaTokens")) {
                                                          validate10.errors = [{ instancePath: instancePath + "/changes/subjects/" + i11, schemaPath: "#/properties/changes/properties/subjects/items/required", keyword: "required", params: { missingProperty: missing14 }, message: "must have required property '" + missing14 + "'" }];
                                                          return false;
                                                        } else {
                                                          if (data81.subject !== void 0) {
                                                            const _errs167 = errors;
                                                            if (typeof data81.subject !== "string") {
                                                              validate10.errors = [{ instancePath: instancePath + "/changes/subjects/" + i11 + "/subject", schemaPath: "#/properties/changes/properties/subjects/items/properties/subject/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                              return false;
                                                            }
                                                            var valid36 = _errs167 === errors;
                                                          } else {
                                                            var valid36 = true;
                                                          }
                                                          if (valid36) {
                                                            if (data81.kind !== void 0) {
                                                              let data83 = data81.kind;
                                                              const _errs169 = errors;
                                                              if (errors === _errs169) {
                                                                if (typeof data83 === "string") {
                                                                  if (!pattern1.test(data83)) {
                                                                    validate10.errors = [{ instancePath: instancePath + "/changes/subjects/" + i11 + "/kind", schemaPath: "#/properties/changes/properties/subjects/items/properties/kind/pattern", keyword: "pattern", params: { pattern: "^[a-z-]+$" }, message: 'must match pattern "^[a-z-]+$"' }];
                                                                    return false;
                                                                  }
                                                                } else {
                                                                  validate10.errors = [{ instancePath: instancePath + "/changes/subjects/" + i11 + "/kind", schemaPath: "#/properties/changes/properties/subjects/items/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                  return false;
                                                                }
                                                              }
                                                              var valid36 = _errs169 === errors;
                                                            } else {
                                                              var valid36 = true;
                                                            }
                                                            if (valid36) {
                                                              if (data81.before !== void 0) {
                                                                const _errs171 = errors;
                                                                if (!validate32(data81.before, { instancePath: instancePath + "/changes/subjects/" + i11 + "/before", parentData: data81, parentDataProperty: "before", rootData })) {
                                                                  vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
                                                                  errors = vErrors.length;
                                                                }
                                                                var valid36 = _errs171 === errors;
                                                              } else {
                                                                var valid36 = true;
                                                              }
                                                              if (valid36) {
                                                                if (data81.after !== void 0) {
                                                                  const _errs172 = errors;
                                                                  if (!validate32(data81.after, { instancePath: instancePath + "/changes/subjects/" + i11 + "/after", parentData: data81, parentDataProperty: "after", rootData })) {
                                                                    vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
                                                                    errors = vErrors.length;
                                                                  }
                                                                  var valid36 = _errs172 === errors;
                                                                } else {
                                                                  var valid36 = true;
                                                                }
                                                                if (valid36) {
                                                                  if (data81.deltaBytes !== void 0) {
                                                                    let data86 = data81.deltaBytes;
                                                                    const _errs173 = errors;
                                                                    if (!(typeof data86 == "number" && (!(data86 % 1) && !isNaN(data86)))) {
                                                                      validate10.errors = [{ instancePath: instancePath + "/changes/subjects/" + i11 + "/deltaBytes", schemaPath: "#/properties/changes/properties/subjects/items/properties/deltaBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                      return false;
                                                                    }
                                                                    var valid36 = _errs173 === errors;
                                                                  } else {
                                                                    var valid36 = true;
                                                                  }
                                                                  if (valid36) {
                                                                    if (data81.deltaTokens !== void 0) {
                                                                      let data87 = data81.deltaTokens;
                                                                      const _errs175 = errors;
                                                                      if (!(typeof data87 == "number" && (!(data87 % 1) && !isNaN(data87)))) {
                                                                        validate10.errors = [{ instancePath: instancePath + "/changes/subjects/" + i11 + "/deltaTokens", schemaPath: "#/properties/changes/properties/subjects/items/properties/deltaTokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                        return false;
                                                                      }
                                                                      var valid36 = _errs175 === errors;
                                                                    } else {
                                                                      var valid36 = true;
                                                                    }
                                                                  }
                                                                }
                                                              }
                                                            }
                                                          }
                                                        }
                                                      } else {
                                                        validate10.errors = [{ instancePath: instancePath + "/changes/subjects/" + i11, schemaPath: "#/properties/changes/properties/subjects/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                        return false;
                                                      }
                                                    }
                                                    var valid35 = _errs165 === errors;
                                                    if (!valid35) {
                                                      break;
                                                    }
                                                  }
                                                } else {
                                                  validate10.errors = [{ instancePath: instancePath + "/changes/subjects", schemaPath: "#/properties/changes/properties/subjects/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                  return false;
                                                }
                                              }
                                              var valid34 = _errs163 === errors;
                                            } else {
                                              var valid34 = true;
                                            }
                                            if (valid34) {
                                              if (data77.servers !== void 0) {
                                                let data88 = data77.servers;
                                                const _errs177 = errors;
                                                if (errors === _errs177) {
                                                  if (Array.isArray(data88)) {
                                                    var valid37 = true;
                                                    const len12 = data88.length;
                                                    for (let i12 = 0; i12 < len12; i12++) {
                                                      let data89 = data88[i12];
                                                      const _errs179 = errors;
                                                      if (errors === _errs179) {
                                                        if (data89 && typeof data89 == "object" && !Array.isArray(data89)) {
                                                          let missing15;
                                                          if (data89.name === void 0 && (missing15 = "name") || data89.deltaBytes === void 0 && (missing15 = "deltaBytes") || data89.deltaTokens === void 0 && (missing15 = "deltaTokens")) {
                                                            validate10.errors = [{ instancePath: instancePath + "/changes/servers/" + i12, schemaPath: "#/properties/changes/properties/servers/items/required", keyword: "required", params: { missingProperty: missing15 }, message: "must have required property '" + missing15 + "'" }];
                                                            return false;
                                                          } else {
                                                            if (data89.name !== void 0) {
                                                              const _errs181 = errors;
                                                              if (typeof data89.name !== "string") {
                                                                validate10.errors = [{ instancePath: instancePath + "/changes/servers/" + i12 + "/name", schemaPath: "#/properties/changes/properties/servers/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                return false;
                                                              }
                                                              var valid38 = _errs181 === errors;
                                                            } else {
                                                              var valid38 = true;
                                                            }
                                                            if (valid38) {
                                                              if (data89.before !== void 0) {
                                                                const _errs183 = errors;
                                                                if (!validate32(data89.before, { instancePath: instancePath + "/changes/servers/" + i12 + "/before", parentData: data89, parentDataProperty: "before", rootData })) {
                                                                  vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
                                                                  errors = vErrors.length;
                                                                }
                                                                var valid38 = _errs183 === errors;
                                                              } else {
                                                                var valid38 = true;
                                                              }
                                                              if (valid38) {
                                                                if (data89.after !== void 0) {
                                                                  const _errs184 = errors;
                                                                  if (!validate32(data89.after, { instancePath: instancePath + "/changes/servers/" + i12 + "/after", parentData: data89, parentDataProperty: "after", rootData })) {
                                                                    vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
                                                                    errors = vErrors.length;
                                                                  }
                                                                  var valid38 = _errs184 === errors;
                                                                } else {
                                                                  var valid38 = true;
                                                                }
                                                                if (valid38) {
                                                                  if (data89.deltaBytes !== void 0) {
                                                                    let data93 = data89.deltaBytes;
                                                                    const _errs185 = errors;
                                                                    if (!(typeof data93 == "number" && (!(data93 % 1) && !isNaN(data93)))) {
                                                                      validate10.errors = [{ instancePath: instancePath + "/changes/servers/" + i12 + "/deltaBytes", schemaPath: "#/properties/changes/properties/servers/items/properties/deltaBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                      return false;
                                                                    }
                                                                    var valid38 = _errs185 === errors;
                                                                  } else {
                                                                    var valid38 = true;
                                                                  }
                                                                  if (valid38) {
                                                                    if (data89.deltaTokens !== void 0) {
                                                                      let data94 = data89.deltaTokens;
                                                                      const _errs187 = errors;
                                                                      if (!(typeof data94 == "number" && (!(data94 % 1) && !isNaN(data94)))) {
                                                                        validate10.errors = [{ instancePath: instancePath + "/changes/servers/" + i12 + "/deltaTokens", schemaPath: "#/properties/changes/properties/servers/items/properties/deltaTokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                        return false;
                                                                      }
                                                                      var valid38 = _errs187 === errors;
                                                                    } else {
                                                                      var valid38 = true;
                                                                    }
                                                                    if (valid38) {
                                                                      if (data89.percent !== void 0) {
                                                                        const _errs189 = errors;
                                                                        if (!(typeof data89.percent == "number")) {
                                                                          validate10.errors = [{ instancePath: instancePath + "/changes/servers/" + i12 + "/percent", schemaPath: "#/properties/changes/properties/servers/items/properties/percent/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                                          return false;
                                                                        }
                                                                        var valid38 = _errs189 === errors;
                                                                      } else {
                                                                        var valid38 = true;
                                                                      }
                                                                    }
                                                                  }
                                                                }
                                                              }
                                                            }
                                                          }
                                                        } else {
                                                          validate10.errors = [{ instancePath: instancePath + "/changes/servers/" + i12, schemaPath: "#/properties/changes/properties/servers/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                          return false;
                                                        }
                                                      }
                                                      var valid37 = _errs179 === errors;
                                                      if (!valid37) {
                                                        break;
                                                      }
                                                    }
                                                  } else {
                                                    validate10.errors = [{ instancePath: instancePath + "/changes/servers", schemaPath: "#/properties/changes/properties/servers/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                    return false;
                                                  }
                                                }
                                                var valid34 = _errs177 === errors;
                                              } else {
                                                var valid34 = true;
                                              }
                                              if (valid34) {
                                                if (data77.total !== void 0) {
                                                  let data96 = data77.total;
                                                  const _errs191 = errors;
                                                  if (errors === _errs191) {
                                                    if (data96 && typeof data96 == "object" && !Array.isArray(data96)) {
                                                      let missing16;
                                                      if (data96.before === void 0 && (missing16 = "before") || data96.after === void 0 && (missing16 = "after") || data96.deltaBytes === void 0 && (missing16 = "deltaBytes") || data96.deltaTokens === void 0 && (missing16 = "deltaTokens")) {
                                                        validate10.errors = [{ instancePath: instancePath + "/changes/total", schemaPath: "#/properties/changes/properties/total/required", keyword: "required", params: { missingProperty: missing16 }, message: "must have required property '" + missing16 + "'" }];
                                                        return false;
                                                      } else {
                                                        if (data96.before !== void 0) {
                                                          const _errs193 = errors;
                                                          if (!validate32(data96.before, { instancePath: instancePath + "/changes/total/before", parentData: data96, parentDataProperty: "before", rootData })) {
                                                            vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
                                                            errors = vErrors.length;
                                                          }
                                                          var valid39 = _errs193 === errors;
                                                        } else {
                                                          var valid39 = true;
                                                        }
                                                        if (valid39) {
                                                          if (data96.after !== void 0) {
                                                            const _errs194 = errors;
                                                            if (!validate32(data96.after, { instancePath: instancePath + "/changes/total/after", parentData: data96, parentDataProperty: "after", rootData })) {
                                                              vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
                                                              errors = vErrors.length;
                                                            }
                                                            var valid39 = _errs194 === errors;
                                                          } else {
                                                            var valid39 = true;
                                                          }
                                                          if (valid39) {
                                                            if (data96.deltaBytes !== void 0) {
                                                              let data99 = data96.deltaBytes;
                                                              const _errs195 = errors;
                                                              if (!(typeof data99 == "number" && (!(data99 % 1) && !isNaN(data99)))) {
                                                                validate10.errors = [{ instancePath: instancePath + "/changes/total/deltaBytes", schemaPath: "#/properties/changes/properties/total/properties/deltaBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                return false;
                                                              }
                                                              var valid39 = _errs195 === errors;
                                                            } else {
                                                              var valid39 = true;
                                                            }
                                                            if (valid39) {
                                                              if (data96.deltaTokens !== void 0) {
                                                                let data100 = data96.deltaTokens;
                                                                const _errs197 = errors;
                                                                if (!(typeof data100 == "number" && (!(data100 % 1) && !isNaN(data100)))) {
                                                                  validate10.errors = [{ instancePath: instancePath + "/changes/total/deltaTokens", schemaPath: "#/properties/changes/properties/total/properties/deltaTokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                  return false;
                                                                }
                                                                var valid39 = _errs197 === errors;
                                                              } else {
                                                                var valid39 = true;
                                                              }
                                                              if (valid39) {
                                                                if (data96.percent !== void 0) {
                                                                  const _errs199 = errors;
                                                                  if (!(typeof data96.percent == "number")) {
                                                                    validate10.errors = [{ instancePath: instancePath + "/changes/total/percent", schemaPath: "#/properties/changes/properties/total/properties/percent/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                                    return false;
                                                                  }
                                                                  var valid39 = _errs199 === errors;
                                                                } else {
                                                                  var valid39 = true;
                                                                }
                                                              }
                                                            }
                                                          }
                                                        }
                                                      }
                                                    } else {
                                                      validate10.errors = [{ instancePath: instancePath + "/changes/total", schemaPath: "#/properties/changes/properties/total/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                      return false;
                                                    }
                                                  }
                                                  var valid34 = _errs191 === errors;
                                                } else {
                                                  var valid34 = true;
                                                }
                                              }
                                            }
                                          }
                                        }
                                      }
                                    } else {
                                      validate10.errors = [{ instancePath: instancePath + "/changes", schemaPath: "#/properties/changes/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                      return false;
                                    }
                                  }
                                  var valid0 = _errs158 === errors;
                                } else {
                                  var valid0 = true;
                                }
                                if (valid0) {
                                  if (data.contracts !== void 0) {
                                    let data102 = data.contracts;
                                    const _errs201 = errors;
                                    if (errors === _errs201) {
                                      if (data102 && typeof data102 == "object" && !Array.isArray(data102)) {
                                        let missing17;
                                        if (data102.suggestedBump === void 0 && (missing17 = "suggestedBump") || data102.versions === void 0 && (missing17 = "versions") || data102.changes === void 0 && (missing17 = "changes")) {
                                          validate10.errors = [{ instancePath: instancePath + "/contracts", schemaPath: "#/properties/contracts/required", keyword: "required", params: { missingProperty: missing17 }, message: "must have required property '" + missing17 + "'" }];
                                          return false;
                                        } else {
                                          if (data102.suggestedBump !== void 0) {
                                            let data103 = data102.suggestedBump;
                                            const _errs203 = errors;
                                            if (!(data103 === "major" || data103 === "minor" || data103 === "patch" || data103 === "none")) {
                                              validate10.errors = [{ instancePath: instancePath + "/contracts/suggestedBump", schemaPath: "#/definitions/bump/enum", keyword: "enum", params: { allowedValues: schema92.enum }, message: "must be equal to one of the allowed values" }];
                                              return false;
                                            }
                                            var valid40 = _errs203 === errors;
                                          } else {
                                            var valid40 = true;
                                          }
                                          if (valid40) {
                                            if (data102.versions !== void 0) {
                                              let data104 = data102.versions;
                                              const _errs205 = errors;
                                              if (errors === _errs205) {
                                                if (data104 && typeof data104 == "object" && !Array.isArray(data104)) {
                                                  const _errs207 = errors;
                                                  for (const key0 in data104) {
                                                    if (!(key0 === "manifest" || key0 === "base" || key0 === "head")) {
                                                      validate10.errors = [{ instancePath: instancePath + "/contracts/versions", schemaPath: "#/properties/contracts/properties/versions/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }];
                                                      return false;
                                                      break;
                                                    }
                                                  }
                                                  if (_errs207 === errors) {
                                                    if (data104.manifest !== void 0) {
                                                      const _errs208 = errors;
                                                      if (typeof data104.manifest !== "string") {
                                                        validate10.errors = [{ instancePath: instancePath + "/contracts/versions/manifest", schemaPath: "#/properties/contracts/properties/versions/properties/manifest/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                        return false;
                                                      }
                                                      var valid42 = _errs208 === errors;
                                                    } else {
                                                      var valid42 = true;
                                                    }
                                                    if (valid42) {
                                                      if (data104.base !== void 0) {
                                                        const _errs210 = errors;
                                                        if (typeof data104.base !== "string") {
                                                          validate10.errors = [{ instancePath: instancePath + "/contracts/versions/base", schemaPath: "#/properties/contracts/properties/versions/properties/base/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                          return false;
                                                        }
                                                        var valid42 = _errs210 === errors;
                                                      } else {
                                                        var valid42 = true;
                                                      }
                                                      if (valid42) {
                                                        if (data104.head !== void 0) {
                                                          const _errs212 = errors;
                                                          if (typeof data104.head !== "string") {
                                                            validate10.errors = [{ instancePath: instancePath + "/contracts/versions/head", schemaPath: "#/properties/contracts/properties/versions/properties/head/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                            return false;
                                                          }
                                                          var valid42 = _errs212 === errors;
                                                        } else {
                                                          var valid42 = true;
                                                        }
                                                      }
                                                    }
                                                  }
                                                } else {
                                                  validate10.errors = [{ instancePath: instancePath + "/contracts/versions", schemaPath: "#/properties/contracts/properties/versions/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                  return false;
                                                }
                                              }
                                              var valid40 = _errs205 === errors;
                                            } else {
                                              var valid40 = true;
                                            }
                                            if (valid40) {
                                              if (data102.changes !== void 0) {
                                                let data108 = data102.changes;
                                                const _errs214 = errors;
                                                if (errors === _errs214) {
                                                  if (Array.isArray(data108)) {
                                                    var valid43 = true;
                                                    const len13 = data108.length;
                                                    for (let i13 = 0; i13 < len13; i13++) {
                                                      let data109 = data108[i13];
                                                      const _errs216 = errors;
                                                      if (errors === _errs216) {
                                                        if (data109 && typeof data109 == "object" && !Array.isArray(data109)) {
                                                          let missing18;
                                                          if (data109.subject === void 0 && (missing18 = "subject") || data109.change === void 0 && (missing18 = "change") || data109.bump === void 0 && (missing18 = "bump")) {
                                                            validate10.errors = [{ instancePath: instancePath + "/contracts/changes/" + i13, schemaPath: "#/properties/contracts/properties/changes/items/required", keyword: "required", params: { missingProperty: missing18 }, message: "must have required property '" + missing18 + "'" }];
                                                            return false;
                                                          } else {
                                                            if (data109.subject !== void 0) {
                                                              const _errs218 = errors;
                                                              if (typeof data109.subject !== "string") {
                                                                validate10.errors = [{ instancePath: instancePath + "/contracts/changes/" + i13 + "/subject", schemaPath: "#/properties/contracts/properties/changes/items/properties/subject/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                return false;
                                                              }
                                                              var valid44 = _errs218 === errors;
                                                            } else {
                                                              var valid44 = true;
                                                            }
                                                            if (valid44) {
                                                              if (data109.change !== void 0) {
                                                                const _errs220 = errors;
                                                                if (typeof data109.change !== "string") {
                                                                  validate10.errors = [{ instancePath: instancePath + "/contracts/changes/" + i13 + "/change", schemaPath: "#/properties/contracts/properties/changes/items/properties/change/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                  return false;
                                                                }
                                                                var valid44 = _errs220 === errors;
                                                              } else {
                                                                var valid44 = true;
                                                              }
                                                              if (valid44) {
                                                                if (data109.class !== void 0) {
                                                                  let data112 = data109.class;
                                                                  const _errs222 = errors;
                                                                  if (!(data112 === "breaking" || data112 === "compatible" || data112 === "cosmetic")) {
                                                                    validate10.errors = [{ instancePath: instancePath + "/contracts/changes/" + i13 + "/class", schemaPath: "#/properties/contracts/properties/changes/items/properties/class/enum", keyword: "enum", params: { allowedValues: schema11.properties.contracts.properties.changes.items.properties.class.enum }, message: "must be equal to one of the allowed values" }];
                                                                    return false;
                                                                  }
                                                                  var valid44 = _errs222 === errors;
                                                                } else {
                                                                  var valid44 = true;
                                                                }
                                                                if (valid44) {
                                                                  if (data109.bump !== void 0) {
                                                                    let data113 = data109.bump;
                                                                    const _errs223 = errors;
                                                                    if (!(data113 === "major" || data113 === "minor" || data113 === "patch" || data113 === "none")) {
                                                                      validate10.errors = [{ instancePath: instancePath + "/contracts/changes/" + i13 + "/bump", schemaPath: "#/definitions/bump/enum", keyword: "enum", params: { allowedValues: schema92.enum }, message: "must be equal to one of the allowed values" }];
                                                                      return false;
                                                                    }
                                                                    var valid44 = _errs223 === errors;
                                                                  } else {
                                                                    var valid44 = true;
                                                                  }
                                                                  if (valid44) {
                                                                    if (data109.detail !== void 0) {
                                                                      const _errs225 = errors;
                                                                      if (typeof data109.detail !== "string") {
                                                                        validate10.errors = [{ instancePath: instancePath + "/contracts/changes/" + i13 + "/detail", schemaPath: "#/properties/contracts/properties/changes/items/properties/detail/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                        return false;
                                                                      }
                                                                      var valid44 = _errs225 === errors;
                                                                    } else {
                                                                      var valid44 = true;
                                                                    }
                                                                    if (valid44) {
                                                                      if (data109.path !== void 0) {
                                                                        const _errs227 = errors;
                                                                        if (typeof data109.path !== "string") {
                                                                          validate10.errors = [{ instancePath: instancePath + "/contracts/changes/" + i13 + "/path", schemaPath: "#/properties/contracts/properties/changes/items/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                          return false;
                                                                        }
                                                                        var valid44 = _errs227 === errors;
                                                                      } else {
                                                                        var valid44 = true;
                                                                      }
                                                                      if (valid44) {
                                                                        if (data109.from !== void 0) {
                                                                          const _errs229 = errors;
                                                                          if (typeof data109.from !== "string") {
                                                                            validate10.errors = [{ instancePath: instancePath + "/contracts/changes/" + i13 + "/from", schemaPath: "#/properties/contracts/properties/changes/items/properties/from/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                            return false;
                                                                          }
                                                                          var valid44 = _errs229 === errors;
                                                                        } else {
                                                                          var valid44 = true;
                                                                        }
                                                                        if (valid44) {
                                                                          if (data109.to !== void 0) {
                                                                            const _errs231 = errors;
                                                                            if (typeof data109.to !== "string") {
                                                                              validate10.errors = [{ instancePath: instancePath + "/contracts/changes/" + i13 + "/to", schemaPath: "#/properties/contracts/properties/changes/items/properties/to/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                              return false;
                                                                            }
                                                                            var valid44 = _errs231 === errors;
                                                                          } else {
                                                                            var valid44 = true;
                                                                          }
                                                                        }
                                                                      }
                                                                    }
                                                                  }
                                                                }
                                                              }
                                                            }
                                                          }
                                                        } else {
                                                          validate10.errors = [{ instancePath: instancePath + "/contracts/changes/" + i13, schemaPath: "#/properties/contracts/properties/changes/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                          return false;
                                                        }
                                                      }
                                                      var valid43 = _errs216 === errors;
                                                      if (!valid43) {
                                                        break;
                                                      }
                                                    }
                                                  } else {
                                                    validate10.errors = [{ instancePath: instancePath + "/contracts/changes", schemaPath: "#/properties/contracts/properties/changes/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                    return false;
                                                  }
                                                }
                                                var valid40 = _errs214 === errors;
                                              } else {
                                                var valid40 = true;
                                              }
                                              if (valid40) {
                                                if (data102.unknown !== void 0) {
                                                  let data118 = data102.unknown;
                                                  const _errs233 = errors;
                                                  if (errors === _errs233) {
                                                    if (Array.isArray(data118)) {
                                                      var valid46 = true;
                                                      const len14 = data118.length;
                                                      for (let i14 = 0; i14 < len14; i14++) {
                                                        const _errs235 = errors;
                                                        if (typeof data118[i14] !== "string") {
                                                          validate10.errors = [{ instancePath: instancePath + "/contracts/unknown/" + i14, schemaPath: "#/properties/contracts/properties/unknown/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                          return false;
                                                        }
                                                        var valid46 = _errs235 === errors;
                                                        if (!valid46) {
                                                          break;
                                                        }
                                                      }
                                                    } else {
                                                      validate10.errors = [{ instancePath: instancePath + "/contracts/unknown", schemaPath: "#/properties/contracts/properties/unknown/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                      return false;
                                                    }
                                                  }
                                                  var valid40 = _errs233 === errors;
                                                } else {
                                                  var valid40 = true;
                                                }
                                              }
                                            }
                                          }
                                        }
                                      } else {
                                        validate10.errors = [{ instancePath: instancePath + "/contracts", schemaPath: "#/properties/contracts/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                        return false;
                                      }
                                    }
                                    var valid0 = _errs201 === errors;
                                  } else {
                                    var valid0 = true;
                                  }
                                  if (valid0) {
                                    if (data.fixes !== void 0) {
                                      let data120 = data.fixes;
                                      const _errs237 = errors;
                                      if (errors === _errs237) {
                                        if (Array.isArray(data120)) {
                                          var valid47 = true;
                                          const len15 = data120.length;
                                          for (let i15 = 0; i15 < len15; i15++) {
                                            let data121 = data120[i15];
                                            const _errs239 = errors;
                                            if (errors === _errs239) {
                                              if (data121 && typeof data121 == "object" && !Array.isArray(data121)) {
                                                let missing19;
                                                if (data121.subject === void 0 && (missing19 = "subject") || data121.proposal === void 0 && (missing19 = "proposal")) {
                                                  validate10.errors = [{ instancePath: instancePath + "/fixes/" + i15, schemaPath: "#/properties/fixes/items/required", keyword: "required", params: { missingProperty: missing19 }, message: "must have required property '" + missing19 + "'" }];
                                                  return false;
                                                } else {
                                                  if (data121.subject !== void 0) {
                                                    const _errs241 = errors;
                                                    if (typeof data121.subject !== "string") {
                                                      validate10.errors = [{ instancePath: instancePath + "/fixes/" + i15 + "/subject", schemaPath: "#/properties/fixes/items/properties/subject/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                      return false;
                                                    }
                                                    var valid48 = _errs241 === errors;
                                                  } else {
                                                    var valid48 = true;
                                                  }
                                                  if (valid48) {
                                                    if (data121.proposal !== void 0) {
                                                      let data123 = data121.proposal;
                                                      const _errs243 = errors;
                                                      if (errors === _errs243) {
                                                        if (data123 && typeof data123 == "object" && !Array.isArray(data123)) {
                                                          let missing20;
                                                          if (data123.subject === void 0 && (missing20 = "subject") || data123.kind === void 0 && (missing20 = "kind") || data123.lossless === void 0 && (missing20 = "lossless") || data123.change === void 0 && (missing20 = "change") || data123.saves === void 0 && (missing20 = "saves")) {
                                                            validate10.errors = [{ instancePath: instancePath + "/fixes/" + i15 + "/proposal", schemaPath: "#/properties/fixes/items/properties/proposal/required", keyword: "required", params: { missingProperty: missing20 }, message: "must have required property '" + missing20 + "'" }];
                                                            return false;
                                                          } else {
                                                            if (data123.subject !== void 0) {
                                                              const _errs245 = errors;
                                                              if (typeof data123.subject !== "string") {
                                                                validate10.errors = [{ instancePath: instancePath + "/fixes/" + i15 + "/proposal/subject", schemaPath: "#/properties/fixes/items/properties/proposal/properties/subject/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                return false;
                                                              }
                                                              var valid49 = _errs245 === errors;
                                                            } else {
                                                              var valid49 = true;
                                                            }
                                                            if (valid49) {
                                                              if (data123.kind !== void 0) {
                                                                let data125 = data123.kind;
                                                                const _errs247 = errors;
                                                                if (errors === _errs247) {
                                                                  if (typeof data125 === "string") {
                                                                    if (!pattern1.test(data125)) {
                                                                      validate10.errors = [{ instancePath: instancePath + "/fixes/" + i15 + "/proposal/kind", schemaPath: "#/properties/fixes/items/properties/proposal/properties/kind/pattern", keyword: "pattern", params: { pattern: "^[a-z-]+$" }, message: 'must match pattern "^[a-z-]+$"' }];
                                                                      return false;
                                                                    }
                                                                  } else {
                                                                    validate10.errors = [{ instancePath: instancePath + "/fixes/" + i15 + "/proposal/kind", schemaPath: "#/properties/fixes/items/properties/proposal/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                    return false;
                                                                  }
                                                                }
                                                                var valid49 = _errs247 === errors;
                                                              } else {
                                                                var valid49 = true;
                                                              }
                                                              if (valid49) {
                                                                if (data123.lossless !== void 0) {
                                                                  const _errs249 = errors;
                                                                  if (typeof data123.lossless !== "boolean") {
                                                                    validate10.errors = [{ instancePath: instancePath + "/fixes/" + i15 + "/proposal/lossless", schemaPath: "#/properties/fixes/items/properties/proposal/properties/lossless/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                                    return false;
                                                                  }
                                                                  var valid49 = _errs249 === errors;
                                                                } else {
                                                                  var valid49 = true;
                                                                }
                                                                if (valid49) {
                                                                  if (data123.change !== void 0) {
                                                                    const _errs251 = errors;
                                                                    if (typeof data123.change !== "string") {
                                                                      validate10.errors = [{ instancePath: instancePath + "/fixes/" + i15 + "/proposal/change", schemaPath: "#/properties/fixes/items/properties/proposal/properties/change/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                      return false;
                                                                    }
                                                                    var valid49 = _errs251 === errors;
                                                                  } else {
                                                                    var valid49 = true;
                                                                  }
                                                                  if (valid49) {
                                                                    if (data123.loses !== void 0) {
                                                                      const _errs253 = errors;
                                                                      if (typeof data123.loses !== "string") {
                                                                        validate10.errors = [{ instancePath: instancePath + "/fixes/" + i15 + "/proposal/loses", schemaPath: "#/properties/fixes/items/properties/proposal/properties/loses/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                        return false;
                                                                      }
                                                                      var valid49 = _errs253 === errors;
                                                                    } else {
                                                                      var valid49 = true;
                                                                    }
                                                                    if (valid49) {
                                                                      if (data123.code !== void 0) {
                                                                        const _errs255 = errors;
                                                                        if (typeof data123.code !== "string") {
                                                                          validate10.errors = [{ instancePath: instancePath + "/fixes/" + i15 + "/proposal/code", schemaPath: "#/properties/fixes/items/properties/proposal/properties/code/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                          return false;
                                                                        }
                                                                        var valid49 = _errs255 === errors;
                                                                      } else {
                                                                        var valid49 = true;
                                                                      }
                                                                      if (valid49) {
                                                                        if (data123.saves !== void 0) {
                                                                          let data130 = data123.saves;
                                                                          const _errs257 = errors;
                                                                          if (errors === _errs257) {
                                                                            if (data130 && typeof data130 == "object" && !Array.isArray(data130)) {
                                                                              let missing21;
                                                                              if (data130.bytes === void 0 && (missing21 = "bytes") || data130.tokens === void 0 && (missing21 = "tokens")) {
                                                                                validate10.errors = [{ instancePath: instancePath + "/fixes/" + i15 + "/proposal/saves", schemaPath: "#/properties/fixes/items/properties/proposal/properties/saves/required", keyword: "required", params: { missingProperty: missing21 }, message: "must have required property '" + missing21 + "'" }];
                                                                                return false;
                                                                              } else {
                                                                                if (data130.bytes !== void 0) {
                                                                                  let data131 = data130.bytes;
                                                                                  const _errs259 = errors;
                                                                                  if (!(typeof data131 == "number" && (!(data131 % 1) && !isNaN(data131)))) {
                                                                                    validate10.errors = [{ instancePath: instancePath + "/fixes/" + i15 + "/proposal/saves/bytes", schemaPath: "#/properties/fixes/items/properties/proposal/properties/saves/properties/bytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                                    return false;
                                                                                  }
                                                                                  var valid50 = _errs259 === errors;
                                                                                } else {
                                                                                  var valid50 = true;
                                                                                }
                                                                                if (valid50) {
                                                                                  if (data130.tokens !== void 0) {
                                                                                    let data132 = data130.tokens;
                                                                                    const _errs261 = errors;
                                                                                    if (!(typeof data132 == "number" && (!(data132 % 1) && !isNaN(data132)))) {
                                                                                      validate10.errors = [{ instancePath: instancePath + "/fixes/" + i15 + "/proposal/saves/tokens", schemaPath: "#/properties/fixes/items/properties/proposal/properties/saves/properties/tokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                                      return false;
                                                                                    }
                                                                                    var valid50 = _errs261 === errors;
                                                                                  } else {
                                                                                    var valid50 = true;
                                                                                  }
                                                                                }
                                                                              }
                                                                            } else {
                                                                              validate10.errors = [{ instancePath: instancePath + "/fixes/" + i15 + "/proposal/saves", schemaPath: "#/properties/fixes/items/properties/proposal/properties/saves/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                              return false;
                                                                            }
                                                                          }
                                                                          var valid49 = _errs257 === errors;
                                                                        } else {
                                                                          var valid49 = true;
                                                                        }
                                                                        if (valid49) {
                                                                          if (data123.hosts !== void 0) {
                                                                            let data133 = data123.hosts;
                                                                            const _errs263 = errors;
                                                                            if (errors === _errs263) {
                                                                              if (Array.isArray(data133)) {
                                                                                var valid51 = true;
                                                                                const len16 = data133.length;
                                                                                for (let i16 = 0; i16 < len16; i16++) {
                                                                                  let data134 = data133[i16];
                                                                                  const _errs265 = errors;
                                                                                  if (errors === _errs265) {
                                                                                    if (data134 && typeof data134 == "object" && !Array.isArray(data134)) {
                                                                                      let missing22;
                                                                                      if (data134.host === void 0 && (missing22 = "host") || data134.bytes === void 0 && (missing22 = "bytes") || data134.tokens === void 0 && (missing22 = "tokens")) {
                                                                                        validate10.errors = [{ instancePath: instancePath + "/fixes/" + i15 + "/proposal/hosts/" + i16, schemaPath: "#/properties/fixes/items/properties/proposal/properties/hosts/items/required", keyword: "required", params: { missingProperty: missing22 }, message: "must have required property '" + missing22 + "'" }];
                                                                                        return false;
                                                                                      } else {
                                                                                        if (data134.host !== void 0) {
                                                                                          const _errs267 = errors;
                                                                                          if (typeof data134.host !== "string") {
                                                                                            validate10.errors = [{ instancePath: instancePath + "/fixes/" + i15 + "/proposal/hosts/" + i16 + "/host", schemaPath: "#/properties/fixes/items/properties/proposal/properties/hosts/items/properties/host/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                            return false;
                                                                                          }
                                                                                          var valid52 = _errs267 === errors;
                                                                                        } else {
                                                                                          var valid52 = true;
                                                                                        }
                                                                                        if (valid52) {
                                                                                          if (data134.bytes !== void 0) {
                                                                                            let data136 = data134.bytes;
                                                                                            const _errs269 = errors;
                                                                                            if (!(typeof data136 == "number" && (!(data136 % 1) && !isNaN(data136)))) {
                                                                                              validate10.errors = [{ instancePath: instancePath + "/fixes/" + i15 + "/proposal/hosts/" + i16 + "/bytes", schemaPath: "#/properties/fixes/items/properties/proposal/properties/hosts/items/properties/bytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                                              return false;
                                                                                            }
                                                                                            var valid52 = _errs269 === errors;
                                                                                          } else {
                                                                                            var valid52 = true;
                                                                                          }
                                                                                          if (valid52) {
                                                                                            if (data134.tokens !== void 0) {
                                                                                              let data137 = data134.tokens;
                                                                                              const _errs271 = errors;
                                                                                              if (!(typeof data137 == "number" && (!(data137 % 1) && !isNaN(data137)))) {
                                                                                                validate10.errors = [{ instancePath: instancePath + "/fixes/" + i15 + "/proposal/hosts/" + i16 + "/tokens", schemaPath: "#/properties/fixes/items/properties/proposal/properties/hosts/items/properties/tokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                                                return false;
                                                                                              }
                                                                                              var valid52 = _errs271 === errors;
                                                                                            } else {
                                                                                              var valid52 = true;
                                                                                            }
                                                                                          }
                                                                                        }
                                                                                      }
                                                                                    } else {
                                                                                      validate10.errors = [{ instancePath: instancePath + "/fixes/" + i15 + "/proposal/hosts/" + i16, schemaPath: "#/properties/fixes/items/properties/proposal/properties/hosts/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                                      return false;
                                                                                    }
                                                                                  }
                                                                                  var valid51 = _errs265 === errors;
                                                                                  if (!valid51) {
                                                                                    break;
                                                                                  }
                                                                                }
                                                                              } else {
                                                                                validate10.errors = [{ instancePath: instancePath + "/fixes/" + i15 + "/proposal/hosts", schemaPath: "#/properties/fixes/items/properties/proposal/properties/hosts/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                return false;
                                                                              }
                                                                            }
                                                                            var valid49 = _errs263 === errors;
                                                                          } else {
                                                                            var valid49 = true;
                                                                          }
                                                                        }
                                                                      }
                                                                    }
                                                                  }
                                                                }
                                                              }
                                                            }
                                                          }
                                                        } else {
                                                          validate10.errors = [{ instancePath: instancePath + "/fixes/" + i15 + "/proposal", schemaPath: "#/properties/fixes/items/properties/proposal/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                          return false;
                                                        }
                                                      }
                                                      var valid48 = _errs243 === errors;
                                                    } else {
                                                      var valid48 = true;
                                                    }
                                                  }
                                                }
                                              } else {
                                                validate10.errors = [{ instancePath: instancePath + "/fixes/" + i15, schemaPath: "#/properties/fixes/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                return false;
                                              }
                                            }
                                            var valid47 = _errs239 === errors;
                                            if (!valid47) {
                                              break;
                                            }
                                          }
                                        } else {
                                          validate10.errors = [{ instancePath: instancePath + "/fixes", schemaPath: "#/properties/fixes/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                          return false;
                                        }
                                      }
                                      var valid0 = _errs237 === errors;
                                    } else {
                                      var valid0 = true;
                                    }
                                    if (valid0) {
                                      if (data.hostSessions !== void 0) {
                                        let data138 = data.hostSessions;
                                        const _errs273 = errors;
                                        if (errors === _errs273) {
                                          if (Array.isArray(data138)) {
                                            var valid53 = true;
                                            const len17 = data138.length;
                                            for (let i17 = 0; i17 < len17; i17++) {
                                              let data139 = data138[i17];
                                              const _errs275 = errors;
                                              if (errors === _errs275) {
                                                if (data139 && typeof data139 == "object" && !Array.isArray(data139)) {
                                                  let missing23;
                                                  if (data139.host === void 0 && (missing23 = "host") || data139.rule === void 0 && (missing23 = "rule") || data139.deferred === void 0 && (missing23 = "deferred") || data139.tools === void 0 && (missing23 = "tools") || data139.sessionStartTokens === void 0 && (missing23 = "sessionStartTokens")) {
                                                    validate10.errors = [{ instancePath: instancePath + "/hostSessions/" + i17, schemaPath: "#/properties/hostSessions/items/required", keyword: "required", params: { missingProperty: missing23 }, message: "must have required property '" + missing23 + "'" }];
                                                    return false;
                                                  } else {
                                                    const _errs277 = errors;
                                                    for (const key1 in data139) {
                                                      if (!func2.call(schema11.properties.hostSessions.items.properties, key1)) {
                                                        validate10.errors = [{ instancePath: instancePath + "/hostSessions/" + i17, schemaPath: "#/properties/hostSessions/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" }];
                                                        return false;
                                                        break;
                                                      }
                                                    }
                                                    if (_errs277 === errors) {
                                                      if (data139.host !== void 0) {
                                                        const _errs278 = errors;
                                                        if (typeof data139.host !== "string") {
                                                          validate10.errors = [{ instancePath: instancePath + "/hostSessions/" + i17 + "/host", schemaPath: "#/properties/hostSessions/items/properties/host/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                          return false;
                                                        }
                                                        var valid54 = _errs278 === errors;
                                                      } else {
                                                        var valid54 = true;
                                                      }
                                                      if (valid54) {
                                                        if (data139.configuration !== void 0) {
                                                          const _errs280 = errors;
                                                          if (typeof data139.configuration !== "string") {
                                                            validate10.errors = [{ instancePath: instancePath + "/hostSessions/" + i17 + "/configuration", schemaPath: "#/properties/hostSessions/items/properties/configuration/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                            return false;
                                                          }
                                                          var valid54 = _errs280 === errors;
                                                        } else {
                                                          var valid54 = true;
                                                        }
                                                        if (valid54) {
                                                          if (data139.rule !== void 0) {
                                                            let data142 = data139.rule;
                                                            const _errs282 = errors;
                                                            if (!(data142 === "always" || data142 === "tools-over" || data142 === "model" || data142 === "none")) {
                                                              validate10.errors = [{ instancePath: instancePath + "/hostSessions/" + i17 + "/rule", schemaPath: "#/properties/hostSessions/items/properties/rule/enum", keyword: "enum", params: { allowedValues: schema11.properties.hostSessions.items.properties.rule.enum }, message: "must be equal to one of the allowed values" }];
                                                              return false;
                                                            }
                                                            var valid54 = _errs282 === errors;
                                                          } else {
                                                            var valid54 = true;
                                                          }
                                                          if (valid54) {
                                                            if (data139.deferred !== void 0) {
                                                              const _errs283 = errors;
                                                              if (typeof data139.deferred !== "boolean") {
                                                                validate10.errors = [{ instancePath: instancePath + "/hostSessions/" + i17 + "/deferred", schemaPath: "#/properties/hostSessions/items/properties/deferred/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                                return false;
                                                              }
                                                              var valid54 = _errs283 === errors;
                                                            } else {
                                                              var valid54 = true;
                                                            }
                                                            if (valid54) {
                                                              if (data139.tools !== void 0) {
                                                                let data144 = data139.tools;
                                                                const _errs285 = errors;
                                                                const _errs286 = errors;
                                                                if (!(typeof data144 == "number" && (!(data144 % 1) && !isNaN(data144)))) {
                                                                  validate10.errors = [{ instancePath: instancePath + "/hostSessions/" + i17 + "/tools", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                  return false;
                                                                }
                                                                if (errors === _errs286) {
                                                                  if (typeof data144 == "number") {
                                                                    if (data144 < 0 || isNaN(data144)) {
                                                                      validate10.errors = [{ instancePath: instancePath + "/hostSessions/" + i17 + "/tools", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                                      return false;
                                                                    }
                                                                  }
                                                                }
                                                                var valid54 = _errs285 === errors;
                                                              } else {
                                                                var valid54 = true;
                                                              }
                                                              if (valid54) {
                                                                if (data139.threshold !== void 0) {
                                                                  let data145 = data139.threshold;
                                                                  const _errs288 = errors;
                                                                  const _errs289 = errors;
                                                                  if (!(typeof data145 == "number" && (!(data145 % 1) && !isNaN(data145)))) {
                                                                    validate10.errors = [{ instancePath: instancePath + "/hostSessions/" + i17 + "/threshold", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                    return false;
                                                                  }
                                                                  if (errors === _errs289) {
                                                                    if (typeof data145 == "number") {
                                                                      if (data145 < 0 || isNaN(data145)) {
                                                                        validate10.errors = [{ instancePath: instancePath + "/hostSessions/" + i17 + "/threshold", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                                        return false;
                                                                      }
                                                                    }
                                                                  }
                                                                  var valid54 = _errs288 === errors;
                                                                } else {
                                                                  var valid54 = true;
                                                                }
                                                                if (valid54) {
                                                                  if (data139.margin !== void 0) {
                                                                    let data146 = data139.margin;
                                                                    const _errs291 = errors;
                                                                    if (!(typeof data146 == "number" && (!(data146 % 1) && !isNaN(data146)))) {
                                                                      validate10.errors = [{ instancePath: instancePath + "/hostSessions/" + i17 + "/margin", schemaPath: "#/properties/hostSessions/items/properties/margin/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                      return false;
                                                                    }
                                                                    var valid54 = _errs291 === errors;
                                                                  } else {
                                                                    var valid54 = true;
                                                                  }
                                                                  if (valid54) {
                                                                    if (data139.model !== void 0) {
                                                                      const _errs293 = errors;
                                                                      if (typeof data139.model !== "string") {
                                                                        validate10.errors = [{ instancePath: instancePath + "/hostSessions/" + i17 + "/model", schemaPath: "#/properties/hostSessions/items/properties/model/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                        return false;
                                                                      }
                                                                      var valid54 = _errs293 === errors;
                                                                    } else {
                                                                      var valid54 = true;
                                                                    }
                                                                    if (valid54) {
                                                                      if (data139.sessionStartTokens !== void 0) {
                                                                        let data148 = data139.sessionStartTokens;
                                                                        const _errs295 = errors;
                                                                        const _errs296 = errors;
                                                                        if (!(typeof data148 == "number" && (!(data148 % 1) && !isNaN(data148)))) {
                                                                          validate10.errors = [{ instancePath: instancePath + "/hostSessions/" + i17 + "/sessionStartTokens", schemaPath: "#/definitions/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                          return false;
                                                                        }
                                                                        if (errors === _errs296) {
                                                                          if (typeof data148 == "number") {
                                                                            if (data148 < 0 || isNaN(data148)) {
                                                                              validate10.errors = [{ instancePath: instancePath + "/hostSessions/" + i17 + "/sessionStartTokens", schemaPath: "#/definitions/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                                              return false;
                                                                            }
                                                                          }
                                                                        }
                                                                        var valid54 = _errs295 === errors;
                                                                      } else {
                                                                        var valid54 = true;
                                                                      }
                                                                    }
                                                                  }
                                                                }
                                                              }
                                                            }
                                                          }
                                                        }
                                                      }
                                                    }
                                                  }
                                                } else {
                                                  validate10.errors = [{ instancePath: instancePath + "/hostSessions/" + i17, schemaPath: "#/properties/hostSessions/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                  return false;
                                                }
                                              }
                                              var valid53 = _errs275 === errors;
                                              if (!valid53) {
                                                break;
                                              }
                                            }
                                          } else {
                                            validate10.errors = [{ instancePath: instancePath + "/hostSessions", schemaPath: "#/properties/hostSessions/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                            return false;
                                          }
                                        }
                                        var valid0 = _errs273 === errors;
                                      } else {
                                        var valid0 = true;
                                      }
                                      if (valid0) {
                                        if (data.skippedServers !== void 0) {
                                          let data149 = data.skippedServers;
                                          const _errs298 = errors;
                                          if (errors === _errs298) {
                                            if (Array.isArray(data149)) {
                                              var valid58 = true;
                                              const len18 = data149.length;
                                              for (let i18 = 0; i18 < len18; i18++) {
                                                let data150 = data149[i18];
                                                const _errs300 = errors;
                                                if (errors === _errs300) {
                                                  if (data150 && typeof data150 == "object" && !Array.isArray(data150)) {
                                                    let missing24;
                                                    if (data150.server === void 0 && (missing24 = "server") || data150.reason === void 0 && (missing24 = "reason") || data150.origin === void 0 && (missing24 = "origin")) {
                                                      validate10.errors = [{ instancePath: instancePath + "/skippedServers/" + i18, schemaPath: "#/properties/skippedServers/items/required", keyword: "required", params: { missingProperty: missing24 }, message: "must have required property '" + missing24 + "'" }];
                                                      return false;
                                                    } else {
                                                      if (data150.server !== void 0) {
                                                        const _errs302 = errors;
                                                        if (typeof data150.server !== "string") {
                                                          validate10.errors = [{ instancePath: instancePath + "/skippedServers/" + i18 + "/server", schemaPath: "#/properties/skippedServers/items/properties/server/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                          return false;
                                                        }
                                                        var valid59 = _errs302 === errors;
                                                      } else {
                                                        var valid59 = true;
                                                      }
                                                      if (valid59) {
                                                        if (data150.reason !== void 0) {
                                                          const _errs304 = errors;
                                                          if (typeof data150.reason !== "string") {
                                                            validate10.errors = [{ instancePath: instancePath + "/skippedServers/" + i18 + "/reason", schemaPath: "#/properties/skippedServers/items/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                            return false;
                                                          }
                                                          var valid59 = _errs304 === errors;
                                                        } else {
                                                          var valid59 = true;
                                                        }
                                                        if (valid59) {
                                                          if (data150.origin !== void 0) {
                                                            const _errs306 = errors;
                                                            if (typeof data150.origin !== "string") {
                                                              validate10.errors = [{ instancePath: instancePath + "/skippedServers/" + i18 + "/origin", schemaPath: "#/properties/skippedServers/items/properties/origin/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                              return false;
                                                            }
                                                            var valid59 = _errs306 === errors;
                                                          } else {
                                                            var valid59 = true;
                                                          }
                                                          if (valid59) {
                                                            if (data150.variable !== void 0) {
                                                              const _errs308 = errors;
                                                              if (typeof data150.variable !== "string") {
                                                                validate10.errors = [{ instancePath: instancePath + "/skippedServers/" + i18 + "/variable", schemaPath: "#/properties/skippedServers/items/properties/variable/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                return false;
                                                              }
                                                              var valid59 = _errs308 === errors;
                                                            } else {
                                                              var valid59 = true;
                                                            }
                                                            if (valid59) {
                                                              if (data150.field !== void 0) {
                                                                const _errs310 = errors;
                                                                if (typeof data150.field !== "string") {
                                                                  validate10.errors = [{ instancePath: instancePath + "/skippedServers/" + i18 + "/field", schemaPath: "#/properties/skippedServers/items/properties/field/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                  return false;
                                                                }
                                                                var valid59 = _errs310 === errors;
                                                              } else {
                                                                var valid59 = true;
                                                              }
                                                              if (valid59) {
                                                                if (data150.written !== void 0) {
                                                                  const _errs312 = errors;
                                                                  if (typeof data150.written !== "string") {
                                                                    validate10.errors = [{ instancePath: instancePath + "/skippedServers/" + i18 + "/written", schemaPath: "#/properties/skippedServers/items/properties/written/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                    return false;
                                                                  }
                                                                  var valid59 = _errs312 === errors;
                                                                } else {
                                                                  var valid59 = true;
                                                                }
                                                              }
                                                            }
                                                          }
                                                        }
                                                      }
                                                    }
                                                  } else {
                                                    validate10.errors = [{ instancePath: instancePath + "/skippedServers/" + i18, schemaPath: "#/properties/skippedServers/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                    return false;
                                                  }
                                                }
                                                var valid58 = _errs300 === errors;
                                                if (!valid58) {
                                                  break;
                                                }
                                              }
                                            } else {
                                              validate10.errors = [{ instancePath: instancePath + "/skippedServers", schemaPath: "#/properties/skippedServers/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                              return false;
                                            }
                                          }
                                          var valid0 = _errs298 === errors;
                                        } else {
                                          var valid0 = true;
                                        }
                                        if (valid0) {
                                          if (data.shard !== void 0) {
                                            let data157 = data.shard;
                                            const _errs314 = errors;
                                            if (errors === _errs314) {
                                              if (data157 && typeof data157 == "object" && !Array.isArray(data157)) {
                                                let missing25;
                                                if (data157.index === void 0 && (missing25 = "index") || data157.count === void 0 && (missing25 = "count") || data157.budgetSha256 === void 0 && (missing25 = "budgetSha256")) {
                                                  validate10.errors = [{ instancePath: instancePath + "/shard", schemaPath: "#/properties/shard/required", keyword: "required", params: { missingProperty: missing25 }, message: "must have required property '" + missing25 + "'" }];
                                                  return false;
                                                } else {
                                                  if (data157.index !== void 0) {
                                                    let data158 = data157.index;
                                                    const _errs316 = errors;
                                                    if (!(typeof data158 == "number" && (!(data158 % 1) && !isNaN(data158)))) {
                                                      validate10.errors = [{ instancePath: instancePath + "/shard/index", schemaPath: "#/properties/shard/properties/index/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                      return false;
                                                    }
                                                    if (errors === _errs316) {
                                                      if (typeof data158 == "number") {
                                                        if (data158 < 1 || isNaN(data158)) {
                                                          validate10.errors = [{ instancePath: instancePath + "/shard/index", schemaPath: "#/properties/shard/properties/index/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }];
                                                          return false;
                                                        }
                                                      }
                                                    }
                                                    var valid60 = _errs316 === errors;
                                                  } else {
                                                    var valid60 = true;
                                                  }
                                                  if (valid60) {
                                                    if (data157.count !== void 0) {
                                                      let data159 = data157.count;
                                                      const _errs318 = errors;
                                                      if (!(typeof data159 == "number" && (!(data159 % 1) && !isNaN(data159)))) {
                                                        validate10.errors = [{ instancePath: instancePath + "/shard/count", schemaPath: "#/properties/shard/properties/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                        return false;
                                                      }
                                                      if (errors === _errs318) {
                                                        if (typeof data159 == "number") {
                                                          if (data159 < 1 || isNaN(data159)) {
                                                            validate10.errors = [{ instancePath: instancePath + "/shard/count", schemaPath: "#/properties/shard/properties/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }];
                                                            return false;
                                                          }
                                                        }
                                                      }
                                                      var valid60 = _errs318 === errors;
                                                    } else {
                                                      var valid60 = true;
                                                    }
                                                    if (valid60) {
                                                      if (data157.budgetSha256 !== void 0) {
                                                        let data160 = data157.budgetSha256;
                                                        const _errs320 = errors;
                                                        if (errors === _errs320) {
                                                          if (typeof data160 === "string") {
                                                            if (!pattern3.test(data160)) {
                                                              validate10.errors = [{ instancePath: instancePath + "/shard/budgetSha256", schemaPath: "#/properties/shard/properties/budgetSha256/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, message: 'must match pattern "^[0-9a-f]{64}$"' }];
                                                              return false;
                                                            }
                                                          } else {
                                                            validate10.errors = [{ instancePath: instancePath + "/shard/budgetSha256", schemaPath: "#/properties/shard/properties/budgetSha256/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                            return false;
                                                          }
                                                        }
                                                        var valid60 = _errs320 === errors;
                                                      } else {
                                                        var valid60 = true;
                                                      }
                                                      if (valid60) {
                                                        if (data157.baseCommit !== void 0) {
                                                          const _errs322 = errors;
                                                          if (typeof data157.baseCommit !== "string") {
                                                            validate10.errors = [{ instancePath: instancePath + "/shard/baseCommit", schemaPath: "#/properties/shard/properties/baseCommit/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                            return false;
                                                          }
                                                          var valid60 = _errs322 === errors;
                                                        } else {
                                                          var valid60 = true;
                                                        }
                                                      }
                                                    }
                                                  }
                                                }
                                              } else {
                                                validate10.errors = [{ instancePath: instancePath + "/shard", schemaPath: "#/properties/shard/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                return false;
                                              }
                                            }
                                            var valid0 = _errs314 === errors;
                                          } else {
                                            var valid0 = true;
                                          }
                                        }
                                      }
                                    }
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate10.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate10.errors = vErrors;
  return errors === 0;
}
export {
  report_validator_default as default,
  validate
};
