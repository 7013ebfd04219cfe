import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { FINDING_CODES } from '../../src/judge/findings.js';
import { cli, project, specServer } from '../helpers.js';

// The OASIS SARIF 2.1.0 schema (rtm.5, draft-04) as Microsoft's SARIF SDK ships it. One of its patterns is not
// valid with the u flag (`^[a-zA-Z]{2}-[a-zA-Z]{2}]?$`), hence unicodeRegExp: false.
const require = createRequire(import.meta.url);
const Ajv: typeof import('ajv-draft-04').default = require('ajv-draft-04');
const sarifSchema = require('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json');
const validateSarif = new Ajv({ allErrors: true, strict: false, validateFormats: false, unicodeRegExp: false }).compile(
  sarifSchema,
);

const spec = {
  name: 'files',
  tools: [
    { name: 'small', description: 'Reads one file.', inputSchema: { type: 'object' } },
    {
      name: 'large',
      description: 'Reads many files. '.repeat(40),
      inputSchema: { type: 'object', properties: { path: { type: 'string', description: 'x'.repeat(300) } } },
    },
  ],
};

function sarifOf(stdout: string) {
  const log = JSON.parse(stdout);
  const valid = validateSarif(log);
  return { log, valid, errors: validateSarif.errors };
}

describe('--reporter sarif', () => {
  it('one result per finding, on the budget.json line to edit, valid SARIF 2.1.0', async () => {
    const budget = `{
  "servers": { "files": ${JSON.stringify(specServer('spec.json'))} },
  "limits": {
    "toolBytes": 400,
    "descriptionChars": 500
  }
}
`;
    const dir = project({ 'spec.json': spec, 'budget.json': budget });
    const json = JSON.parse((await cli(dir, ['check', '--json'])).stdout);
    const run = await cli(dir, ['check', '--reporter', 'sarif']);
    expect(run.code).toBe(1);
    const { log, valid, errors } = sarifOf(run.stdout);
    expect(errors ?? []).toEqual([]);
    expect(valid).toBe(true);
    const [sarifRun] = log.runs;
    expect(sarifRun.tool.driver.name).toBe('mcp-budget');
    expect(sarifRun.tool.driver.rules.map((r: { id: string }) => r.id)).toEqual(FINDING_CODES);
    expect(sarifRun.results.map((r: { ruleId: string }) => r.ruleId)).toEqual(
      json.findings.map((f: { code: string }) => f.code),
    );
    const over = sarifRun.results.find((r: { ruleId: string }) => r.ruleId === 'TOOL_OVER_BUDGET');
    expect(over.level).toBe('error');
    expect(over.ruleIndex).toBe(FINDING_CODES.indexOf('TOOL_OVER_BUDGET'));
    expect(over.properties).toMatchObject({ subject: 'files/large', limit: 400, unit: 'bytes' });
    expect(over.properties.actual).toBe(
      json.findings.find((f: { code: string }) => f.code === 'TOOL_OVER_BUDGET').actual,
    );
    // "toolBytes" is on line 4 of the file as written.
    expect(over.locations[0].physicalLocation).toEqual({
      artifactLocation: { uri: 'budget.json' },
      region: { startLine: 4 },
    });
    // Plain text: the subject as it is; the brackets of the path escaped as SARIF escapes an embedded link's.
    expect(over.message.text).toMatch(/^files\/large: .*\\\[limits\.toolBytes\\\]/s);
    expect(over.message.markdown).toMatch(/^files\/large\\: .*\\\[limits\.toolBytes\\\]/s);
  });

  it('a passing run is a valid log with no results; notices are SARIF notes', async () => {
    const dir = project({ 'spec.json': spec, 'budget.json': { servers: { files: specServer('spec.json') } } });
    const run = await cli(dir, ['check', '--reporter', 'sarif']);
    expect(run.code).toBe(0);
    const { log, valid } = sarifOf(run.stdout);
    expect(valid).toBe(true);
    expect(log.runs[0].results.filter((r: { level: string }) => r.level !== 'note')).toEqual([]);
    const levels = Object.fromEntries(
      log.runs[0].tool.driver.rules.map((r: { id: string; defaultConfiguration: { level: string } }) => [
        r.id,
        r.defaultConfiguration.level,
      ]),
    );
    expect(levels).toMatchObject({
      TOOL_OVER_BUDGET: 'error',
      BUDGET_RAISED: 'warning',
      BINARY_CONTENT: 'note',
      OVERSIZED_OBSOLETE: 'error',
    });
  });
});
