import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  nodeCrypto
} from "./chunk-CCW25KA5.js";
import {
  userError
} from "./chunk-2TKON5YV.js";

// src/measure/concurrency.ts
import os from "node:os";
function defaultConcurrency() {
  return os.availableParallelism();
}
function startSlots(limit) {
  let free = Math.max(1, limit);
  const waiting = [];
  const take = async () => {
    if (free > 0) free--;
    else await new Promise((resolve) => waiting.push(resolve));
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      const next = waiting.shift();
      if (next) next();
      else free++;
    };
  };
  const holding = async (work) => {
    const release = await take();
    try {
      return await work();
    } finally {
      release();
    }
  };
  return { take, holding };
}
var MEASURED_PER_START_SLOT = 2;
async function mapAdmitted(items, limit, task) {
  const slots = startSlots(limit);
  const measured = startSlots(MEASURED_PER_START_SLOT * Math.max(1, limit));
  return Promise.all(
    items.map(async (item, index) => {
      const done = await measured.take();
      try {
        const release = await slots.take();
        try {
          return await task(item, index, { started: release, holding: slots.holding });
        } finally {
          release();
        }
      } finally {
        done();
      }
    })
  );
}

// src/commands/shard.ts
function parseShard(text) {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count) throw userError("SHARD_FORM", { given: text });
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

export {
  defaultConcurrency,
  mapAdmitted,
  parseShard,
  shardPlan,
  budgetDigest
};
