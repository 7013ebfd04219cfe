import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  measureAll
} from "./chunk-NRIXATFC.js";
import {
  shardPlan
} from "./chunk-MY2LJSFD.js";
import {
  policed
} from "./chunk-INDIQ6ST.js";
import {
  assertServerPlaces,
  probeConfinement
} from "./chunk-LYTVLWCL.js";
import {
  userError
} from "./chunk-2TKON5YV.js";

// src/commands/budget-servers.ts
import path from "node:path";
async function measureBudgetServers(loaded, resolved, context, trusted) {
  void probeConfinement();
  const { unresolved } = resolved;
  assertServerPlaces(resolved.servers, loaded, context.callerEnv);
  const servers = policed(resolved.servers, loaded.config, trusted);
  if (servers.length === 0 && unresolved.length === 0) {
    throw userError("NO_SERVERS_DECLARED", { file: path.basename(loaded.file) });
  }
  const shard = context.shard;
  const plan = shard ? shardPlan(
    [...servers.map((server) => server.name), ...unresolved.map((skipped) => skipped.server)],
    shard.count,
    context.shardTimes
  ) : void 0;
  const mine = (name) => !plan || plan.get(name) === shard.index;
  const measured = servers.filter((server) => mine(server.name));
  const measurement = await measureAll(loaded.config, measured, loaded.dir, context, servers);
  return { ...measurement, skippedServers: unresolved.filter((skipped) => mine(skipped.server)) };
}

export {
  measureBudgetServers
};
