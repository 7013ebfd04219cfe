// explain for a name that is not exactly a tool's: the tools it could mean, closest first.
import { describe, expect, it } from 'vitest';
import { cli, project, specServer } from '../helpers.js';

describe('explain, for a name that is not <server>/<tool>', () => {
  it('explain get_issue lists the tools it could mean, with their servers', async () => {
    const tools = {
      tools: [
        { name: 'get_issue', description: 'A.', inputSchema: { type: 'object' } },
        { name: 'get_issues', description: 'B.', inputSchema: { type: 'object' } },
        { name: 'list_pulls', description: 'C.', inputSchema: { type: 'object' } },
      ],
    };
    const dir = project({ 'spec.json': tools, 'budget.json': { servers: { github: specServer('spec.json') } } });
    const run = await cli(dir, ['explain', 'get_issue']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      'explain takes <server>/<tool>, prompt:<server>/<name>, resource:<server>/<uri> or fixture:<name>; "get_issue" could be: github/get_issue, github/get_issues',
    );
    expect(run.stderr).not.toContain('list_pulls');
  });
});

describe('explain, for a tool name that matches no tool exactly', () => {
  const tools = {
    tools: ['github_get_issue', 'get_issues', 'issue_read', 'list_pulls', 'get_pull'].map((name) => ({
      name,
      description: 'A.',
      inputSchema: { type: 'object' },
    })),
  };

  it('explain get_issue lists the closest names: containing it, a typo away, sharing a word', async () => {
    const dir = project({ 'spec.json': tools, 'budget.json': { servers: { github: specServer('spec.json') } } });
    const run = await cli(dir, ['explain', 'get_issue']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      '"get_issue" could be: github/get_issues, github/github_get_issue, github/issue_read\n',
    );
  });

  it('explain github/get_isue names the closest tools first, not the first 20 it lists', async () => {
    const dir = project({ 'spec.json': tools, 'budget.json': { servers: { github: specServer('spec.json') } } });
    const run = await cli(dir, ['explain', 'github/get_isue']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('server "github" lists no tool "get_isue"; the closest: "get_issues"\n');
  });
});
