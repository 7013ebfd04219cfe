// The programmatic API, as another tool would import it: the built dist/index.js and its type definitions.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers.js';

describe('import { check, measure } from "mcp-budget"', () => {
  it('check gives the report and exit code the CLI gives; measure the same figures', async () => {
    const api = (await import(path.join(ROOT, 'dist', 'index.js'))) as typeof import('../../src/index.js');
    const checked = await api.check({ cwd: ROOT, config: 'examples/quickstart/budget.json' });
    expect(checked.exitCode).toBe(0);
    expect(checked.report.totals).toMatchObject({ tools: 3, bytes: 1601, tokens: 380 });
    const measured = await api.measure({ cwd: ROOT, config: 'examples/quickstart/budget.json' });
    expect(measured.report.servers[0]!.tools.map((tool) => tool.bytes)).toEqual(
      checked.report.servers[0]!.tools.map((tool) => tool.bytes),
    );
    await expect(api.check({ cwd: ROOT, config: 'does/not/exist.json' })).rejects.toBeInstanceOf(api.ConfigError);
    expect(Object.keys(api.FINDING_CATALOG)).toContain('TOOL_OVER_BUDGET');
  });

  it('ships type definitions where package.json says', async () => {
    const manifest = (await import(path.join(ROOT, 'package.json'), { with: { type: 'json' } })).default as {
      types: string;
      exports: Record<string, { types: string }>;
    };
    expect(existsSync(path.join(ROOT, manifest.types))).toBe(true);
    expect(manifest.exports['.']!.types).toBe(manifest.types);
  });
});
