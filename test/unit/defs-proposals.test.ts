import { describe, expect, it } from 'vitest';
import { HOST_PROFILES } from '../../src/budget/host-profiles.js';
import { schemaDefs, sharedDefsProposals, withoutUnusedDefs } from '../../src/measure/proposals/defs-proposals.js';
import { definitionProposals } from '../../src/measure/proposals/definition-proposals.js';
import { explainDefinition } from '../../src/measure/explain.js';
import { hostToolPayload } from '../../src/measure/hosts/host-payload.js';
import { bytesOf, jsonTokens, o200k } from './tokenizer.js';

const defs = {
  richText: {
    type: 'object',
    properties: { text: { type: 'string', description: 'The text of the rich text object, as plain words.' } },
  },
  parent: {
    type: 'object',
    properties: { page_id: { type: 'string', description: 'The parent page.' }, rich: { $ref: '#/$defs/richText' } },
  },
  sortObject: {
    type: 'object',
    properties: { direction: { enum: ['ascending', 'descending'], description: 'Which way to sort the results.' } },
  },
};
const tool = (name: string, properties: Record<string, unknown>) => ({
  name,
  description: `${name}.`,
  inputSchema: { type: 'object', properties, $defs: defs },
});
const search = tool('search', { query: { type: 'string' }, sort: { $ref: '#/$defs/sortObject' } });
const create = tool('create', { parent: { $ref: '#/$defs/parent' } });
const get = tool('get', { id: { type: 'string' } });

describe("$defs: where a schema's definitions go, and the ones nothing refers to", () => {
  it('schemaDefs: the definitions, those nothing outside them refers to; undefined when a reference cannot be told', () => {
    expect(schemaDefs(search.inputSchema)).toEqual({
      key: '$defs',
      names: ['richText', 'parent', 'sortObject'],
      unused: ['richText', 'parent'],
    });
    expect(schemaDefs(create.inputSchema)?.unused).toEqual(['sortObject']);
    expect(schemaDefs({ ...get.inputSchema, properties: { a: { $ref: 'other.json#/x' } } })).toBeUndefined();
    expect(schemaDefs({ type: 'object', definitions: { a: {} }, properties: {} })).toEqual({
      key: 'definitions',
      names: ['a'],
      unused: ['a'],
    });
    const trimmed = withoutUnusedDefs(search.inputSchema, schemaDefs(search.inputSchema)!);
    expect(trimmed).toEqual({ ...search.inputSchema, $defs: { sortObject: defs.sortObject } });
    expect(withoutUnusedDefs(get.inputSchema, schemaDefs(get.inputSchema)!)).toEqual({
      type: 'object',
      properties: get.inputSchema.properties,
    });
  });

  it('explain lists each definition under inputSchema.$defs, those no property refers to (even through another) marked', () => {
    const explained = explainDefinition('s/search', search, o200k);
    const parts = explained.parts[0]!.children!;
    const defsPart = parts.find((p) => p.label === 'inputSchema.$defs')!;
    expect(defsPart.bytes).toBe(Buffer.byteLength(`"$defs":${JSON.stringify(defs)}`));
    expect(Object.fromEntries(defsPart.children!.map((p) => [p.label, p.unreferenced ?? false]))).toEqual({
      'inputSchema.$defs.richText': true,
      'inputSchema.$defs.parent': true,
      'inputSchema.$defs.sortObject': false,
    });
    // parent refers to richText: used through it.
    const created = explainDefinition('s/create', create, o200k).parts[0]!.children!.find(
      (p) => p.label === 'inputSchema.$defs',
    )!;
    expect(created.children!.filter((p) => p.unreferenced).map((p) => p.label)).toEqual([
      'inputSchema.$defs.sortObject',
    ]);
  });

  it('a tool: its unreferenced definitions dropped, lossless, measured on the definition', () => {
    const [proposal] = definitionProposals('s', get, o200k).filter((p) => p.kind === 'unused-defs');
    const { $defs: _gone, ...schema } = get.inputSchema;
    const after = { ...get, inputSchema: schema };
    expect(proposal).toMatchObject({
      subject: 's/get',
      kind: 'unused-defs',
      lossless: true,
      saves: { bytes: bytesOf(get) - bytesOf(after), tokens: jsonTokens(get) - jsonTokens(after) },
    });
    expect(proposal!.change).toBe(
      'drop the 3 "$defs" no property refers to ("richText", "parent", "sortObject"): they are sent on every listing and the model never needs them',
    );
  });

  it("with hosts, a tool's unused definitions dropped say what each host's model receives less, as every other change to a definition does", () => {
    const hosts = [HOST_PROFILES['openai-api']!, HOST_PROFILES.codex!];
    const unused = definitionProposals('s', get, o200k, hosts).filter((proposal) => proposal.kind === 'unused-defs');
    const { $defs: _gone, ...schema } = get.inputSchema;
    const after = { ...get, inputSchema: schema };
    const sent = (profile: (typeof hosts)[number], definition: Parameters<typeof hostToolPayload>[2]) => {
      const json = hostToolPayload(profile, 's', definition).json;
      return { bytes: Buffer.byteLength(json), tokens: o200k.count(json) };
    };
    expect(unused.map((proposal) => proposal.hosts)).toEqual([
      hosts.map((profile) => ({
        host: profile.name,
        bytes: sent(profile, get).bytes - sent(profile, after).bytes,
        tokens: sent(profile, get).tokens - sent(profile, after).tokens,
      })),
    ]);
    expect(unused[0]!.hosts!.every((host) => host.bytes > 0)).toBe(true);
  });

  it('a server: the same definitions repeated in every tool, each kept only where it is used, measured over all tools', () => {
    const tools = [search, create, get];
    const [proposal] = sharedDefsProposals('s', tools, o200k);
    const trimmed = [
      { ...search, inputSchema: { ...search.inputSchema, $defs: { sortObject: defs.sortObject } } },
      { ...create, inputSchema: { ...create.inputSchema, $defs: { richText: defs.richText, parent: defs.parent } } },
      { ...get, inputSchema: { type: 'object', properties: get.inputSchema.properties } },
    ];
    const sum = (list: unknown[], f: (v: unknown) => number) =>
      list.reduce<number>((total, item) => total + f(item), 0);
    expect(proposal).toMatchObject({
      subject: 's',
      kind: 'unused-defs',
      lossless: true,
      saves: {
        bytes: sum(tools, bytesOf) - sum(trimmed, bytesOf),
        tokens: sum(tools, jsonTokens) - sum(trimmed, jsonTokens),
      },
    });
    expect(proposal!.change).toBe(
      'the same 3 "$defs" stand in all 3 tools, and each tool refers to few of them: keep in each tool only those its properties refer to (6 of 9 copies go)',
    );
  });
});
