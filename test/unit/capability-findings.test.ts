import { said } from './said.js';
import { describe, expect, it } from 'vitest';
import { capabilityFindings } from '../../src/judge/capability-findings.js';
import { figures, server } from './measured.js';

const hidden = {
  declared: { roots: {} },
  count: 3,
  tools: [
    { name: 'ask_user', bytes: 1409 },
    { name: 'sample', bytes: 300 },
  ],
};

describe('capability-findings: tools a richer client would be sent', () => {
  it("a warning with the count, pointing at the server's block when budget.json declares it", () => {
    const findings = capabilityFindings(
      { servers: { s: { command: 's' } } },
      server('s', [], { hiddenByCapabilities: hidden }),
    );
    expect(figures(findings)).toEqual([
      { code: 'CAPABILITY_HIDDEN_TOOLS', subject: 's', severity: 'warning', actual: 3, path: ['servers', 's'] },
    ]);
    expect(said(findings)[0]!.message).toContain('the client capabilities declared (roots) hide 3 tool(s)');
    expect(said(findings)[0]!.message).toContain('ask_user (1,409 B), sample (300 B) and 1 more');
  });

  it('a server from an imported file points at the top level; nothing hidden, nothing said', () => {
    expect(
      capabilityFindings({}, server('s', [], { hiddenByCapabilities: { ...hidden, declared: {} } }))[0]!.path,
    ).toEqual([]);
    expect(
      capabilityFindings({}, server('s', [], { hiddenByCapabilities: { declared: {}, count: 0, tools: [] } })),
    ).toEqual([]);
    expect(capabilityFindings({}, server('s'))).toEqual([]);
  });
});
