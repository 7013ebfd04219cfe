/**
 * Client capabilities to declare in the handshake. Servers may list more tools to a client that can answer
 * sampling, elicitation or roots requests, so `all` shows the largest tool list a server offers.
 */
export const CAPABILITY_PRESETS = {
  none: {},
  all: {
    roots: { listChanged: true },
    sampling: {},
    elicitation: { form: {}, url: {} },
    tasks: { list: {}, cancel: {}, requests: { sampling: { createMessage: {} }, elicitation: { create: {} } } },
  },
} as const satisfies Record<string, Record<string, unknown>>;
