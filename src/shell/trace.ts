import { writeFileSync } from 'node:fs';

/**
 * MCP_BUDGET_TRACE=<file>: each phase of a run marked with its monotonic time (ms since the process started) and the
 * CPU this process alone has used so far (user + system, its servers' not included), written as JSON lines on exit.
 * `npm run bench` reads them back into its per-phase table. Unset, a mark costs one check of a constant.
 */
const file = process.env.MCP_BUDGET_TRACE || undefined;
const marks: string[] | undefined = file ? [] : undefined;

if (file) {
  process.on('exit', () => {
    mark('exit');
    writeFileSync(file, `${marks!.join('\n')}\n`);
  });
}

/** Records that `phase` was reached, for one server when `server` is given. */
export function mark(phase: string, server?: string): void {
  if (!marks) return;
  const at = performance.now();
  const cpu = process.cpuUsage();
  marks.push(
    JSON.stringify({
      phase,
      ...(server === undefined ? {} : { server }),
      ms: Math.round(at * 100) / 100,
      cpuMs: (cpu.user + cpu.system) / 1000,
    }),
  );
}

/** Whether a trace is being written: for marks that need a little work to place (a listener on a stream). */
export const tracing = marks !== undefined;
