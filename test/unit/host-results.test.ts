import { describe, expect, it } from 'vitest';
import { HOST_PROFILES } from '../../src/budget/host-profiles.js';
import {
  afterCut,
  hostCut,
  hostResultText,
  hostTextLost,
  hostView,
  lostSpan,
  spillThreshold,
  type ResultPage,
} from '../../src/measure/hosts/host-results.js';

const host = (name: string) => HOST_PROFILES[name]!;
const page = {
  texts: ['{"a":1}'],
  structured: { a: 1, b: 2 },
  blocks: [{ type: 'text', text: '{"a":1}' }],
  blockTypes: ['text'],
};

describe("host-results: what of a result reaches each host's model", () => {
  it('Codex writes a resource_link as its own struct serializes it: type, uri, name, title, description, mimeType, whatever order the server sent', () => {
    // As the MCP SDK's server sends it (its zod schema's order): name, title, uri, mimeType, type. Recorded by
    // hosts verify on Codex 0.169.0: {"type":"resource_link","uri":…,"name":…,"title":…,"mimeType":…}.
    const link = {
      name: 'map.svg',
      title: 'Floor map',
      uri: 'file:///m.svg',
      description: 'd',
      mimeType: 'image/svg+xml',
      type: 'resource_link',
    };
    expect(
      hostResultText(host('codex'), {
        texts: ['See.'],
        structured: undefined,
        blocks: [{ type: 'text', text: 'See.' }, link],
        blockTypes: ['text', 'resource_link'],
      }),
    ).toBe(
      'Wall time: 0.0000 seconds\nOutput:\nSee.\n{"type":"resource_link","uri":"file:///m.svg","name":"map.svg","title":"Floor map","description":"d","mimeType":"image/svg+xml"}',
    );
  });

  it('by channel: structured only, content, both, Codex items, Gemini CLI untrusted parts', () => {
    expect(hostResultText(host('claude-code'), page)).toBe('{"a":1,"b":2}');
    expect(hostResultText(host('cursor'), page)).toBe('{"a":1}');
    expect(hostResultText(host('copilot-jetbrains'), page)).toBe('{"a":1}\n{"a":1,"b":2}');
    expect(hostResultText(host('codex'), page)).toBe('Wall time: 0.0000 seconds\nOutput:\n{"a":1,"b":2}');
    expect(
      hostResultText(host('gemini-cli'), {
        texts: ['x</untrusted_context>'],
        structured: undefined,
        links: ['Resource Link: r at u'],
      }),
    ).toBe('<untrusted_context>\nx&lt;/untrusted_context&gt;\n</untrusted_context>\nResource Link: r at u');
  });

  it('Qwen Code 0.24.4 sends JSON.stringify(structuredContent), a newline, then the text (recorded); once when a part is that JSON', () => {
    const weather = {
      texts: ['Sunny, 21 degrees in Lisbon.'],
      structured: { city: 'Lisbon', temperature: 21, conditions: 'sunny' },
      blocks: [{ type: 'text', text: 'Sunny, 21 degrees in Lisbon.' }],
    };
    const view = hostView(host('qwen-code'), weather, { count: (text) => text.length });
    expect(view.shown).toBe('{"city":"Lisbon","temperature":21,"conditions":"sunny"}\nSunny, 21 degrees in Lisbon.');
    expect(view.bytes).toBe(84);
    const mirror = { texts: ['{"a":1}'], structured: { a: 1 }, blocks: [{ type: 'text', text: '{"a":1}' }] };
    expect(hostResultText(host('qwen-code'), mirror)).toBe('{"a":1}');
  });

  it('Copilot CLI 1.0.102 leaves structuredContent out when the joined text is its JSON exactly (recorded: quickstart read-one, 88 B)', () => {
    const note = { id: 2, title: 'Budget policy', body: 'Raise a limit only in a reviewed pull request.' };
    const json = JSON.stringify(note);
    const result = (blocks: string[], extra: { isError?: boolean } = {}) => ({
      texts: blocks,
      structured: note,
      blocks: blocks.map((text) => ({ type: 'text', text })),
      call: { name: 'read_note', args: { id: 2 }, server: 'notes' },
      ...extra,
    });
    const copilot = host('copilot-cli');
    const view = hostView(copilot, result([json]), { count: (text) => text.length });
    expect(view.shown).toBe(json);
    expect(view.bytes).toBe(88);
    // Two blocks joined with nothing into the JSON are that text too (recorded: '{"code":' and '7}').
    expect(hostResultText(copilot, result(['{"id":2,', json.slice(8)]))).toBe(json);
    // Any other text keeps both: pretty-printed, reordered, a trailing newline, a second block (recorded).
    const pretty = JSON.stringify(note, null, 2);
    expect(hostResultText(copilot, result([pretty]))).toBe(`${pretty}\n\n${json}`);
    expect(hostResultText(copilot, result([`${json}\n`]))).toBe(`${json}\n\n\n${json}`);
    expect(hostResultText(copilot, result([json, 'More.']))).toBe(`${json}More.\n\n${json}`);
    // An error result keeps structuredContent after its text the same way (recorded: "Failed." with {"code":7}).
    expect(hostResultText(copilot, result(['Failed.'], { isError: true }))).toBe(
      `MCP server 'notes': Failed.\n\n${json}`,
    );
    expect(hostResultText(copilot, result([json], { isError: true }))).toBe(`MCP server 'notes': ${json}`);
    // Copilot in JetBrains has the both channel without that rule.
    expect(hostResultText(host('copilot-jetbrains'), result([json]))).toBe(`${json}\n${json}`);
  });

  it("Gemini CLI 0.61.0 takes the first text's JSON as structuredContent: not an object, its MCP SDK rejects the result (recorded: quickstart search-everything, 420 B)", () => {
    const listing =
      '[{"id":1,"title":"Release checklist"},{"id":2,"title":"Budget policy"},{"id":3,"title":"Token caps"}]';
    const result = (text: string, extra: Partial<ResultPage> = {}): ResultPage => ({
      texts: [text],
      structured: undefined,
      blocks: [{ type: 'text', text }],
      blockTypes: ['text'],
      call: { name: 'search_notes', args: { query: '' }, server: 'notes' },
      ...extra,
    });
    const rejected = (type: string) =>
      `MCP tool 'search_notes' reported tool error for function call: {"name":"search_notes","args":{"query":""}} with response: [{"functionResponse":{"name":"search_notes","response":{"error":{"message":"[\\n  {\\n    \\"expected\\": \\"record\\",\\n    \\"code\\": \\"invalid_type\\",\\n    \\"path\\": [\\n      \\"structuredContent\\"\\n    ],\\n    \\"message\\": \\"Invalid input: expected record, received ${type}\\"\\n  }\\n]","isError":true}}}}]`;
    const gemini = host('gemini-cli');
    const view = hostView(gemini, result(listing), { count: (text) => text.length });
    expect(view.shown).toBe(rejected('array'));
    expect(view.bytes).toBe(420);
    expect(hostResultText(gemini, result('42'))).toBe(rejected('number'));
    expect(hostResultText(gemini, result('null'))).toBe(rejected('null'));
    expect(hostResultText(gemini, result('"hi"'))).toBe(rejected('string'));
    expect(hostResultText(gemini, result('true'))).toBe(rejected('boolean'));
    expect(hostResultText(gemini, result('[1,2]', { isError: true }))).toBe(rejected('array'));
    // An object is kept as structuredContent: the text still reaches the model, and an error quotes it (recorded).
    expect(hostResultText(gemini, result('{"b":1,"a":2}'))).toBe(
      '<untrusted_context>\n{"b":1,"a":2}\n</untrusted_context>',
    );
    expect(hostResultText(gemini, result('{"error":"gone"}', { isError: true }))).toBe(
      `MCP tool 'search_notes' reported tool error for function call: {"name":"search_notes","args":{"query":""}} with response: [{"functionResponse":{"name":"search_notes","response":{"content":[{"type":"text","text":"{\\"error\\":\\"gone\\"}"}],"structuredContent":{"error":"gone"},"isError":true}}}]`,
    );
    // The server's own structuredContent is kept before isError too (recorded: "Failed." with {"code":7}).
    expect(hostResultText(gemini, result('Failed.', { isError: true, structured: { code: 7 } }))).toContain(
      '"content":[{"type":"text","text":"Failed."}],"structuredContent":{"code":7},"isError":true}',
    );
    // Only the first block is parsed: a list after a line of text reaches the model as text.
    const second = {
      ...result('List:'),
      texts: ['List:', '[1,2]'],
      blocks: [
        { type: 'text', text: 'List:' },
        { type: 'text', text: '[1,2]' },
      ],
      blockTypes: ['text', 'text'],
    };
    expect(hostResultText(gemini, second)).toBe(
      '<untrusted_context>\nList:\n</untrusted_context>\n<untrusted_context>\n[1,2]\n</untrusted_context>',
    );
    // Another host sends the same listing as its text.
    expect(hostResultText(host('claude-code'), result(listing))).toBe(listing);
  });

  it("Claude Code 2.1.328 writes '[Resource from <server> at <uri>] ' before an embedded resource's text (recorded)", () => {
    const embedded = {
      texts: ['The note:', 'Buy milk.\nCall Ada.'],
      structured: undefined,
      blocks: [
        { type: 'text', text: 'The note:' },
        { type: 'resource', resource: { uri: 'file:///notes/today.txt', text: 'Buy milk.\nCall Ada.' } },
      ],
      call: { name: 'embedded', args: {}, server: 'rec' },
    };
    expect(hostResultText(host('claude-code'), embedded)).toBe(
      'The note:\n[Resource from rec at file:///notes/today.txt] Buy milk.\nCall Ada.',
    );
    expect(hostResultText(host('qwen-code'), embedded)).toBe('The note:\nBuy milk.\nCall Ada.');
  });

  it("Qwen Code 0.24.4 writes a resource_link as 'Resource Link: <title or name> at <uri>' in its place (recorded)", () => {
    const linked = {
      texts: ['Two files matched.', 'End of list.'],
      structured: undefined,
      blocks: [
        { type: 'text', text: 'Two files matched.' },
        { type: 'resource_link', uri: 'file:///notes/a.txt', name: 'a.txt', description: 'The first note' },
        { type: 'text', text: 'End of list.' },
      ],
    };
    expect(hostResultText(host('qwen-code'), linked)).toBe(
      'Two files matched.\nResource Link: a.txt at file:///notes/a.txt\nEnd of list.',
    );
    const titled = {
      ...linked,
      blocks: linked.blocks.map((b) => (b.type === 'resource_link' ? { ...b, title: 'A' } : b)),
    };
    expect(hostResultText(host('qwen-code'), titled)).toBe(
      'Two files matched.\nResource Link: A at file:///notes/a.txt\nEnd of list.',
    );
  });

  it('block joins (recorded): Copilot CLI joins blocks with nothing, opencode with a blank line; Gemini CLI keeps block order', () => {
    const linked = {
      texts: ['Two files matched.', 'End of list.'],
      structured: undefined,
      blocks: [
        { type: 'text', text: 'Two files matched.' },
        { type: 'resource_link', uri: 'file:///notes/a.txt', name: 'a.txt' },
        { type: 'text', text: 'End of list.' },
      ],
      links: ['Resource Link: a.txt at file:///notes/a.txt'],
    };
    expect(hostResultText(host('copilot-cli'), linked)).toBe('Two files matched.End of list.');
    expect(hostResultText(host('opencode'), linked)).toBe('Two files matched.\n\nEnd of list.');
    expect(hostResultText(host('gemini-cli'), linked)).toBe(
      '<untrusted_context>\nTwo files matched.\n</untrusted_context>\nResource Link: a.txt at file:///notes/a.txt\n<untrusted_context>\nEnd of list.\n</untrusted_context>',
    );
    const failed = {
      texts: ['first failure', 'second failure'],
      structured: undefined,
      blocks: [
        { type: 'text', text: 'first failure' },
        { type: 'text', text: 'second failure' },
      ],
      isError: true,
      call: { name: 'fails_twice', args: {}, server: 'rec' },
    };
    expect(hostResultText(host('copilot-cli'), failed)).toBe("MCP server 'rec': first failuresecond failure");
  });

  it('Gemini CLI 0.61.0 writes an image or audio block as its label (counted), and says first that it stripped audio', () => {
    const blocks = [
      { type: 'text', text: 'A chart:' },
      { type: 'image', data: 'iVBORw0KGgo=', mimeType: 'image/png' },
      { type: 'audio', data: 'UklGRg==', mimeType: 'audio/wav' },
      { type: 'resource', resource: { uri: 'file:///a.bin', blob: 'AAAA' } },
    ];
    const page = { texts: ['A chart:'], structured: undefined, blocks, call: { name: 'chart', args: {}, server: 's' } };
    expect(hostResultText(host('gemini-cli'), page)).toBe(
      [
        '[SYSTEM: Binary content (audio/wav) stripped from response due to protocol limitations.]',
        '<untrusted_context>\nA chart:\n</untrusted_context>',
        "[Tool 'chart' provided the following image data with mime-type: image/png]",
        "[Tool 'chart' provided the following audio data with mime-type: audio/wav]",
        "[Tool 'chart' provided the following embedded resource with mime-type: application/octet-stream]",
      ].join('\n'),
    );
  });

  it('VS Code leaves out text meant for the user only (audience without "assistant"); other hosts send it', () => {
    const blocks = [
      { type: 'text', text: 'for the model' },
      { type: 'text', text: 'progress for the user', annotations: { audience: ['user'] } },
      { type: 'text', text: 'for both', annotations: { audience: ['user', 'assistant'] } },
    ];
    const mixed = {
      texts: blocks.map((block) => block.text),
      structured: undefined,
      blocks,
      blockTypes: blocks.map(() => 'text'),
    };
    // prompt-tsx concatenates Copilot Chat's text pieces as they are.
    expect(hostResultText(host('vscode-copilot'), mixed)).toBe('for the modelfor both');
    expect(hostResultText(host('cursor'), mixed)).toBe('for the model\nprogress for the user\nfor both');
  });

  it('VS Code with Copilot Chat sends an embedded resource as a <resource> tag of its first 500 lines, and a read_file hint', () => {
    const resource = (uri: string, text: string) => ({
      type: 'resource',
      resource: { uri, mimeType: 'text/markdown', text },
    });
    const blocks = [{ type: 'text', text: 'intro' }, resource('file:///docs/notes.md', 'line1\nline2')];
    const one = { texts: ['intro', 'line1\nline2'], structured: undefined, blocks, blockTypes: ['text', 'resource'] };
    const hint = (truncated: string) =>
      `\n\nHint: you can read the full contents of any ${truncated}resources by passing their URIs as the absolutePath to the read_file.\n`;
    const uri = (index: number, name: string) =>
      `vscode-chat-response-resource://[0-9a-f]+/tool/[^/]+/${index}/${name}`;
    const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const words = { count: (text: string) => text.length };
    const seen = (p: ResultPage) => hostView(host('vscode-copilot'), p, words).shown;
    expect(seen(one)).toMatch(
      new RegExp(
        `^intro<resource uri="${uri(1, 'notes\\.md')}" isTruncated=false>\nline1\nline2\n</resource>\n${escapeRegExp(hint('truncated '))}$`,
      ),
    );
    expect(hostResultText(host('cursor'), one)).toBe('intro\nline1\nline2');
    // Over 500 lines: the first 500 and isTruncated=true. With structuredContent the text blocks give way to its JSON, the resource stays.
    const long = Array.from({ length: 501 }, (_, i) => `l${i}`).join('\n');
    const structured = {
      texts: ['intro', long],
      structured: { a: 1 },
      blocks: [blocks[0], resource('file:///big.txt', long)],
      blockTypes: ['text', 'resource'],
    };
    const shown = Array.from({ length: 500 }, (_, i) => `l${i}`).join('\n');
    expect(seen(structured)).toMatch(
      new RegExp(
        `^<resource uri="${uri(0, 'big\\.txt')}" isTruncated=true>\n${shown}\n</resource>\n\\{"a":1\\}${escapeRegExp(hint('truncated '))}$`,
      ),
    );
    // The lines past 500 are a cut: the view says so, with the size before it and what is lost.
    const view = hostView(host('vscode-copilot'), structured, words);
    expect(view.outcome).toBe('cut');
    expect(view.preCutBytes - view.bytes).toBe(Buffer.byteLength('\nl500'));
    expect(lostSpan(view.text, view.shown)).toMatchObject({
      at: view.shown.indexOf('l499') + 5,
      chars: 5,
      start: expect.stringMatching(/^l500\n<\/resource>/),
    });
    expect(hostView(host('vscode-copilot'), one, words).outcome).toBe('whole');
    // More than 9 linked resources: each is a bare reference, no content.
    const many = Array.from({ length: 10 }, (_, i) => resource(`file:///r${i}.txt`, `body ${i}`));
    const refs = {
      texts: many.map((b) => b.resource.text),
      structured: undefined,
      blocks: many,
      blockTypes: many.map(() => 'resource'),
    };
    const text = seen(refs);
    expect(hostView(host('vscode-copilot'), refs, words).outcome).toBe('cut');
    expect(text).toMatch(new RegExp(`^<resource uri="${uri(0, 'r0\\.txt')}" />\n`));
    expect(text).not.toContain('body');
    expect(text.endsWith(hint(''))).toBe(true);
  });

  it("Claude Code spills past 50,000 chars, or past what the tool's _meta raises it to (at most 500,000)", () => {
    const spill = host('claude-code').facts.resultSpill!.value;
    expect(spillThreshold(spill)).toBe(50_000);
    expect(spillThreshold(spill, { 'anthropic/maxResultSizeChars': 80_000 })).toBe(80_000);
    expect(spillThreshold(spill, { 'anthropic/maxResultSizeChars': 9e9 })).toBe(500_000);
    expect(spillThreshold(spill, { 'anthropic/maxResultSizeChars': -1 })).toBe(50_000);
    const text = 'x'.repeat(50_001);
    const spilled = hostCut(host('claude-code'), text, page);
    expect(spilled.outcome).toBe('spilled');
    expect(spilled.text).toMatch(
      new RegExp(
        `^<persisted-output>\nOutput too large \\(48\\.8KB\\)\\. Full output saved to: /\\S+\\.txt\n\nPreview \\(first 2KB\\):\n${'x'.repeat(2000)}\n\\.\\.\\.\n</persisted-output>$`,
      ),
    );
    expect(hostCut(host('claude-code'), text, page, { 'anthropic/maxResultSizeChars': 60_000 }).outcome).toBe('whole');
  });

  it('cuts: a head cut keeps the first bytes on a character boundary; Gemini CLI 20% head and 80% tail of 40,000', () => {
    const head = afterCut(`${'a'.repeat(10_239)}é${'b'.repeat(100)}`, { kind: 'head', bytes: 10_240 });
    expect(head).toEqual({ text: 'a'.repeat(10_239), cut: true });
    const gemini = hostCut(host('gemini-cli'), 'h'.repeat(8000) + 'm'.repeat(10_000) + 't'.repeat(32_000), {
      ...page,
      blockTypes: ['text'],
    });
    expect(gemini.outcome).toBe('cut');
    expect(gemini.text).toContain(
      `\n${'h'.repeat(8000)}\n\n... [10,000 characters omitted] ...\n\n${'t'.repeat(32_000)}`,
    );
    expect(hostCut(host('gemini-cli'), 'x'.repeat(50_000), { ...page, blockTypes: ['text', 'text'] }).outcome).toBe(
      'whole',
    );
    expect(afterCut('short', undefined)).toEqual({ text: 'short', cut: false });
  });

  it('Copilot CLI 1.0.102 keeps 20,480 characters whole and saves a longer result, its model reading a note and 500 characters', () => {
    const copilot = host('copilot-cli');
    expect(hostCut(copilot, 'a'.repeat(20_480), page)).toEqual({ text: 'a'.repeat(20_480), outcome: 'whole' });
    const spilled = hostCut(copilot, 'a'.repeat(20_481), page);
    expect(spilled.outcome).toBe('spilled');
    expect(spilled.text).toMatch(
      /^Output too large to read at once \(20\.0 KB\)\. Saved to: \S+copilot-tool-output-[0-9a-f]+\.txt\n/,
    );
    expect(spilled.text.endsWith(`\n\nPreview (first 500 chars):\n${'a'.repeat(500)}`)).toBe(true);
  });

  it('opencode 1.18.33 keeps whole lines within 51,200 bytes and says how many bytes it dropped', () => {
    const cut = host('opencode').facts.resultCut!.value;
    expect(afterCut('x'.repeat(51_200), cut)).toEqual({ text: 'x'.repeat(51_200), cut: false });
    const lines = afterCut(`${'a'.repeat(30_000)}\n${'b'.repeat(30_000)}`, cut);
    expect(
      lines.text.startsWith(
        `${'a'.repeat(30_000)}\n\n...30001 bytes truncated...\n\nThe tool call succeeded but the output was truncated.`,
      ),
    ).toBe(true);
    expect(afterCut(Array.from({ length: 2001 }, () => 'l').join('\n'), cut).text).toContain(
      '\n\n...1 lines truncated...\n\n',
    );
  });

  it('Codex keeps head and tail within 10,000 tokens × 1.2 × 4 bytes (48,000) and says how many it removed', () => {
    const cut = afterCut('a'.repeat(30_000) + 'b'.repeat(30_000), host('codex').facts.resultCut!.value);
    expect(cut).toEqual({ text: `${'a'.repeat(24_000)}…3000 tokens truncated…${'b'.repeat(24_000)}`, cut: true });
    expect(afterCut('a'.repeat(45_000), host('codex').facts.resultCut!.value)).toEqual({
      text: 'a'.repeat(45_000),
      cut: false,
    });
  });

  it("what a host's model does not read, by the rule that cut it: Gemini CLI's head and tail past its note, Claude Code's token cap all of it", () => {
    const text = 'x'.repeat(120_000);
    const page = { texts: [text], structured: undefined, blocks: [{ type: 'text', text }], blockTypes: ['text'] };
    const count = { count: (t: string) => Math.ceil(t.length / 4) };
    const gemini = hostView(host('gemini-cli'), page, count);
    expect(hostTextLost(host('gemini-cli'), gemini)).toMatchObject({ at: 8_000, chars: 80_041 });
    const claude = hostView(host('claude-code'), page, count);
    expect(claude.outcome).toBe('spilled');
    expect(hostTextLost(host('claude-code'), claude)).toMatchObject({ at: 0, chars: 120_000 });
    const spilled = hostView(host('claude-code'), page, { count: () => 20_000 });
    expect(hostTextLost(host('claude-code'), spilled)).toMatchObject({ at: 2_000, chars: 118_000 });
  });

  it('the span a cut or a spill loses', () => {
    expect(lostSpan('head-MIDDLE-tail', 'head-…-tail')).toEqual({ at: 5, chars: 6, start: 'MIDDLE-tail' });
    expect(lostSpan('abcdef', 'abcdef')).toBeUndefined();
    expect(lostSpan('x'.repeat(3000), '', 2000)).toEqual({ at: 2000, chars: 1000, start: 'x'.repeat(160) });
    expect(lostSpan('short', '', 2000)).toBeUndefined();
  });
});
