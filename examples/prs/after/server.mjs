// AFTER: the same data, shaped for a model. Projection (no nested user/repo objects), a body preview, pages bounded
// by size with a cursor bound to its query, and a drill-down tool whose body length the caller chooses.
import { McpServer } from '@modelcontextprotocol/server';
import { StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import * as z from 'zod';
import { pullRequests } from '../pull-requests.mjs';

const prs = pullRequests();
const PAGE_BYTES = 6000;
const PREVIEW_CHARS = 160;

const summary = (pr) => ({
  number: pr.number,
  title: pr.title,
  state: pr.state,
  draft: pr.draft,
  author: pr.user.login,
  labels: pr.labels.map((label) => label.name),
  updated_at: pr.updated_at,
  body_preview: pr.body.slice(0, PREVIEW_CHARS),
  body_chars: pr.body.length,
});

const encodeCursor = (state, after) => Buffer.from(JSON.stringify({ state, after })).toString('base64url');
function decodeCursor(cursor) {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

const server = new McpServer({ name: 'prs-after', version: '2.0.0' });

server.registerTool(
  'list_pull_requests',
  {
    description:
      'List pull requests, newest number first, as summaries with a body preview. Pages are size-bounded: pass next_cursor back as cursor (with the same state) for more. Use get_pull_request for a full body.',
    inputSchema: z.object({
      state: z.enum(['open', 'closed', 'all']).default('open'),
      cursor: z.string().optional().describe('next_cursor from the previous page of the same query'),
    }),
    outputSchema: z.object({
      items: z.array(
        z.object({
          number: z.number(),
          title: z.string(),
          state: z.string(),
          draft: z.boolean(),
          author: z.string(),
          labels: z.array(z.string()),
          updated_at: z.string(),
          body_preview: z.string(),
          body_chars: z.number(),
        }),
      ),
      total: z.number(),
      next_cursor: z.string().optional(),
    }),
  },
  async ({ state, cursor }) => {
    const selected = prs.filter((pr) => state === 'all' || pr.state === state);
    let start = 0;
    if (cursor !== undefined) {
      const decoded = decodeCursor(cursor);
      if (!decoded || typeof decoded.after !== 'number') {
        return {
          content: [
            {
              type: 'text',
              text: 'Invalid cursor: pass next_cursor exactly as returned, or omit cursor to start again.',
            },
          ],
          isError: true,
        };
      }
      if (decoded.state !== state) {
        return {
          content: [
            {
              type: 'text',
              text: `This cursor belongs to a different query (state=${decoded.state}); start again without cursor, or pass state=${decoded.state}.`,
            },
          ],
          isError: true,
        };
      }
      start = selected.findIndex((pr) => pr.number > decoded.after);
      if (start === -1) start = selected.length;
    }
    const items = [];
    let bytes = 0;
    for (let i = start; i < selected.length; i++) {
      const item = summary(selected[i]);
      const size = Buffer.byteLength(JSON.stringify(item)) + 1;
      // One record larger than the page budget still ships, alone, so the walk always advances.
      if (items.length > 0 && bytes + size > PAGE_BYTES) break;
      items.push(item);
      bytes += size;
    }
    const last = items.at(-1);
    const more =
      last !== undefined && selected.indexOf(selected.find((pr) => pr.number === last.number)) < selected.length - 1;
    const page = { items, total: selected.length, ...(more ? { next_cursor: encodeCursor(state, last.number) } : {}) };
    return { content: [{ type: 'text', text: JSON.stringify(page) }], structuredContent: page };
  },
);

server.registerTool(
  'get_pull_request',
  {
    description: 'Get one pull request: summary fields plus the body, cut at body_max_chars (default 4000).',
    inputSchema: z.object({
      number: z.number().int(),
      body_max_chars: z.number().int().min(0).max(100000).default(4000),
    }),
  },
  async ({ number, body_max_chars }) => {
    const pr = prs.find((p) => p.number === number);
    if (!pr)
      return {
        content: [{ type: 'text', text: `Pull request #${number} not found; list_pull_requests shows numbers.` }],
        isError: true,
      };
    const { body_preview: _preview, ...fields } = summary(pr);
    const result = {
      ...fields,
      base: pr.base.ref,
      head: pr.head.ref,
      url: pr.html_url,
      body: pr.body.slice(0, body_max_chars),
      body_truncated: pr.body.length > body_max_chars,
    };
    return { content: [{ type: 'text', text: JSON.stringify(result) }] };
  },
);

await server.connect(new StdioServerTransport());
