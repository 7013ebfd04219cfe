// BEFORE: a pass-through pull request server. Every field GitHub returns goes to the model, every time.
import { McpServer } from '@modelcontextprotocol/server';
import { StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import * as z from 'zod';
import { pullRequests } from '../pull-requests.mjs';

const prs = pullRequests();
const server = new McpServer({ name: 'prs-before', version: '1.0.0' });

server.registerTool(
  'list_pull_requests',
  {
    description: 'List pull requests of the repository.',
    inputSchema: z.object({ state: z.enum(['open', 'closed', 'all']).default('open') }),
  },
  async ({ state }) => {
    const selected = prs.filter((pr) => state === 'all' || pr.state === state);
    return { content: [{ type: 'text', text: JSON.stringify(selected) }] };
  },
);

server.registerTool(
  'get_pull_request',
  {
    description: 'Get one pull request by number.',
    inputSchema: z.object({ number: z.number().int() }),
  },
  async ({ number }) => {
    const pr = prs.find((p) => p.number === number);
    if (!pr) return { content: [{ type: 'text', text: `Pull request #${number} not found.` }], isError: true };
    return { content: [{ type: 'text', text: JSON.stringify(pr) }] };
  },
);

await server.connect(new StdioServerTransport());
