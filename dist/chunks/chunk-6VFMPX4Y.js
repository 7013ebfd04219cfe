import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import { __m6_sessionOptionsFor as sessionOptionsFor } from "./cli-start-580920F0.js";
import { __m7_VERSION as VERSION } from "./cli-start-580920F0.js";
import { __m10_DEFAULT_MAX_MESSAGE_BYTES as DEFAULT_MAX_MESSAGE_BYTES, __m10_ServerSession as ServerSession } from "./cli-start-580920F0.js";

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
