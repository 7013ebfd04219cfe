// A small MCP server to try mcp-budget on: three note tools, one of them with a long description.
import { McpServer } from '@modelcontextprotocol/server';
import { StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import * as z from 'zod';

const notes = [
  { id: 1, title: 'Release checklist', body: 'Bump the version, build dist/, tag, publish.' },
  { id: 2, title: 'Budget policy', body: 'Raise a limit only in a reviewed pull request.' },
  { id: 3, title: 'Token caps', body: 'Claude Code cuts a tool result at 25,000 tokens.' },
];

const server = new McpServer(
  { name: 'quickstart-notes', version: '1.0.0' },
  { instructions: 'Notes for the team. Search before you read a note in full.' },
);

server.registerTool(
  'search_notes',
  {
    description:
      'Search the team notes by words in the title or body. Returns id and title of each match, most recent first. ' +
      'Use read_note with an id to get the whole body. Matching is case-insensitive and ignores punctuation. ' +
      'An empty query lists every note. Results are never paginated because the notebook is small; if that ever ' +
      'changes this tool will grow a cursor argument and a next_cursor field, documented here. Examples: ' +
      '"release", "budget policy", "tokens". Do not pass regular expressions: they are matched as plain words.',
    inputSchema: z.object({ query: z.string().describe('Words to look for; empty lists all notes') }),
  },
  async ({ query }) => {
    const words = query.toLowerCase().split(/\W+/).filter(Boolean);
    const hits = notes.filter((n) => words.every((w) => `${n.title} ${n.body}`.toLowerCase().includes(w)));
    return { content: [{ type: 'text', text: JSON.stringify(hits.map(({ id, title }) => ({ id, title }))) }] };
  },
);

server.registerTool(
  'read_note',
  {
    description: 'Read one note in full.',
    inputSchema: z.object({ id: z.number().int().describe('Note id from search_notes') }),
    outputSchema: z.object({ id: z.number(), title: z.string(), body: z.string() }),
  },
  async ({ id }) => {
    const note = notes.find((n) => n.id === id);
    if (!note)
      return { content: [{ type: 'text', text: `No note ${id}; use search_notes to find ids.` }], isError: true };
    return { content: [{ type: 'text', text: JSON.stringify(note) }], structuredContent: note };
  },
);

server.registerTool(
  'add_note',
  {
    description: 'Add a note.',
    inputSchema: z.object({ title: z.string(), body: z.string() }),
  },
  async ({ title, body }) => {
    const note = { id: notes.length + 1, title, body };
    notes.push(note);
    return { content: [{ type: 'text', text: JSON.stringify({ id: note.id }) }] };
  },
);

await server.connect(new StdioServerTransport());
