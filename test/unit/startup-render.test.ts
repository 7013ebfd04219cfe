// Issue 52, the first turn: the start-up figures in the text summary and the markdown summary.
import { describe, expect, it } from 'vitest';
import { reportedFinding } from '../../src/judge/finding-render.js';
import { hostFindings } from '../../src/judge/host-findings.js';
import { startupReport } from '../../src/measure/measurement.js';
import { renderMarkdown } from '../../src/report/reporters/markdown.js';
import { renderText } from '../../src/report/reporters/text.js';
import { report, server } from './measured.js';

describe('start-up in the summaries', () => {
  it('the text summary says each server is ready in how long, over how many starts, on this machine', () => {
    const one = server('quick', [], { startup: startupReport([412]) });
    const three = server('slow', [], { startup: startupReport([6_300, 6_100, 6_500]) });
    const text = renderText(report([one, three]), { command: 'check', color: false });
    expect(text).toContain('· ready in 412 ms (1 start, this machine)');
    expect(text).toContain('· ready in 6,300 ms median, 6,500 ms slowest (3 starts, this machine)');
  });

  it('the markdown summary: a table of starts, median, slowest and the hosts whose first turn misses it; a hostile name inert', () => {
    const hostile = 'slow|`x`\u001b[2J';
    const slow = server(hostile, [], { startup: startupReport([12_000, 11_000]) });
    const quick = server('quick', [], { startup: startupReport([300]) });
    const findings = hostFindings({ hosts: ['codex', 'qwen-code'] }, [slow, quick], []).map((f) => reportedFinding(f));
    const markdown = renderMarkdown({ ...report([slow, quick]), findings }, { command: 'check', color: false });
    const table = markdown.slice(markdown.indexOf('**Start-up**'));
    const rows = table.split('\n').filter((line) => line.startsWith('| '));
    expect(rows[0]).toBe('| server | starts | median | slowest | first turn misses it on |');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatch(/^\| slow\\\|.* \| 2 \| 11,500 ms \| 12,000 ms \| codex, qwen-code \|$/);
    expect(rows[1]).not.toContain('\u001b');
    // One quick start, no host missing it: in the JSON and the text, not the summary's table.
    expect(markdown).not.toContain('| quick |');
  });

  it('no server with more than one start nor a warning: no start-up table', () => {
    const markdown = renderMarkdown(report([server('quick', [], { startup: startupReport([300]) })]), {
      command: 'check',
      color: false,
    });
    expect(markdown).not.toContain('**Start-up**');
  });
});
