import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  sessionOptionsFor
} from "./chunk-WW27EMXN.js";
import {
  VERSION
} from "./chunk-FY3BZNSC.js";
import {
  DEFAULT_MAX_MESSAGE_BYTES,
  ServerSession
} from "./chunk-I57BBHVV.js";

// src/commands/server-session-for.ts
function openServerSession(loaded, server, context, tokenizer) {
  return ServerSession.open(
    sessionOptionsFor(server, {
      config: loaded.config,
      baseDir: loaded.dir,
      callerEnv: context.callerEnv,
      tokenizer: () => tokenizer,
      maxMessageBytes: context.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES,
      clientVersion: VERSION,
      capabilitiesOverride: context.capabilities
    })
  );
}

export {
  openServerSession
};
