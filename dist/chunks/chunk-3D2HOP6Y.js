import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/servers/server-failure.ts
var SERVER_FAILURE_CODES = [
  "SANDBOX_UNAVAILABLE",
  "SERVER_START_FAILED",
  "SERVER_TIMEOUT",
  "SERVER_CRASHED",
  "PROTOCOL_ERROR",
  "SERVER_LIMIT_HIT"
];
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
    const kept = [
      ...key.slice(0, count - Math.ceil(count / 2)).map(({ index }) => index),
      ...lines.map((_, index) => index).slice(tail)
    ];
    const out = [];
    kept.forEach((index, i) => {
      if (i > 0 && index !== kept[i - 1] + 1) out.push("…");
      out.push(lines[index]);
    });
    return out.join("\n");
  }
};

export {
  SERVER_FAILURE_CODES,
  ServerFailure,
  shownUrl,
  shownHttpBody,
  StderrTail
};
