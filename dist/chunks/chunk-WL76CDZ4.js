import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/judge/limits.ts
function configuredServer(config, server) {
  if (config.servers && Object.hasOwn(config.servers, server)) return server;
  const at = server.lastIndexOf("@");
  return at > 0 && config.servers?.[server.slice(0, at)]?.variants ? server.slice(0, at) : server;
}
var FALLS_BACK_TO = {
  promptBytes: "toolBytes",
  promptTokens: "toolTokens",
  resourceBytes: "toolBytes",
  resourceTokens: "toolTokens",
  skillBytes: "toolBytes",
  skillTokens: "toolTokens"
};
function limitInForce(config, server, name) {
  const fallback = FALLS_BACK_TO[name];
  return limitFor(config, server, name) ?? (fallback === void 0 ? void 0 : limitFor(config, server, fallback));
}
function limitFor(config, server, name) {
  const configured = server === void 0 ? void 0 : configuredServer(config, server);
  const own = configured === void 0 ? void 0 : config.servers?.[configured]?.limits?.[name];
  if (own !== void 0) return { value: own, path: ["servers", configured, "limits", name] };
  const top = config.limits?.[name];
  return top === void 0 ? void 0 : { value: top, path: ["limits", name] };
}

export {
  configuredServer,
  limitInForce,
  limitFor
};
