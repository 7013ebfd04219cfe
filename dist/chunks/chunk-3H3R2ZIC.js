import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

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

export {
  CAPABILITY_PRESETS
};
