import type { Finding } from '../findings.js';
import type { MeasuredRun } from '../../measure/measurement.js';

/**
 * MEASURED_TOOLS_HIDDEN: tools the base measured that the head no longer measures because its declared client
 * capabilities hide them. Hosts that declare more still send them to their model: a change that takes tools out
 * of measurement fails, like any figure that is no longer had.
 */
export function hiddenAgainstBase(base: MeasuredRun, head: MeasuredRun): Finding[] {
  const findings: Finding[] = [];
  for (const server of head.servers) {
    const hidden = server.hiddenByCapabilities;
    if (!server.ok || !hidden || hidden.count === 0) continue;
    const before = base.servers.find((candidate) => candidate.name === server.name && candidate.ok);
    if (!before) continue;
    const measured = new Map(before.tools.map((tool) => [tool.name, tool.bytes]));
    const lost = hidden.tools.filter(
      (tool) => measured.has(tool.name) && !server.tools.some((kept) => kept.name === tool.name),
    );
    if (lost.length === 0) continue;
    const bytes = lost.reduce((sum, tool) => sum + measured.get(tool.name)!, 0);
    findings.push({
      code: 'MEASURED_TOOLS_HIDDEN',
      severity: 'error',
      subject: server.name,
      actual: bytes,
      unit: 'bytes',
      args: { tools: lost.map((tool) => ({ name: tool.name, bytes: measured.get(tool.name)! })) },
    });
  }
  return findings;
}
