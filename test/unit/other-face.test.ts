import { describe, expect, it } from 'vitest';
import { measureTool } from '../../src/measure/measure-definitions.js';
import type { ServerReport } from '../../src/measure/measurement.js';
import { addFaceTools } from '../../src/measure/other-face.js';
import { o200k } from './tokenizer.js';

const tool = (name: string, description: string) => ({ name, description, inputSchema: { type: 'object' } });
const measure = { tokenizer: o200k, hostServerName: 's', hostToolName: '{server}__{tool}' };

function reportOf(tools: ReturnType<typeof tool>[]): ServerReport {
  const measured = tools.map((t) => measureTool(t, 's', o200k, measure.hostToolName));
  return {
    name: 's',
    ok: true,
    transport: 'stdio',
    clientCapabilities: {},
    instructions: null,
    tools: measured,
    totals: {
      tools: measured.length,
      bytes: measured.reduce((sum, t) => sum + t.bytes, 0),
      tokens: measured.reduce((sum, t) => sum + t.tokens, 0),
    },
    listPages: 1,
    durationMs: 0,
  };
}

describe('other-face: every face judged, and each host views the larger one', () => {
  it("the hosts' views are built from each tool's larger face and the tools only that face lists", async () => {
    const small = tool('search', 'Finds.');
    const large = tool('search', 'Finds things. '.repeat(200));
    const plain = tool('read', 'Reads a file.');
    const hidden = tool('sample', 'Asks the client model. '.repeat(20));
    const shorter = tool('read', 'Reads.');
    const session = [small, plain];
    const report = reportOf(session);
    const viewed = await addFaceTools(report, [large, shorter, hidden], 'capabilities', measure, session);
    // search: the face's larger one; read: the session's (the face's is smaller); sample: only the face lists it.
    expect(viewed).toEqual([large, plain, hidden]);
    expect(report.tools.map((t) => [t.name, t.face])).toEqual([
      ['search', 'capabilities'],
      ['read', undefined],
      ['sample', 'capabilities'],
    ]);
  });

  it('a face no larger anywhere leaves the views as they were', async () => {
    const session = [tool('search', 'Finds things. '.repeat(20))];
    const report = reportOf(session);
    expect(await addFaceTools(report, [tool('search', 'Finds.')], 'legacy', measure, session)).toEqual(session);
  });
});
