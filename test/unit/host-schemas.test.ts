import { describe, expect, it } from 'vitest';
import { codexParameters, geminiCliParameters, WAIT_FOR_PREVIOUS } from '../../src/measure/hosts/host-schemas.js';

describe('host-schemas: input schemas as Codex and Gemini CLI rewrite them', () => {
  it('Codex keeps its subset, in its order, properties sorted; a boolean schema becomes a string', () => {
    const schema = {
      $schema: 'x',
      title: 'T',
      type: 'object',
      properties: { b: { type: 'integer', minimum: 1, description: 'n' }, a: true },
      required: ['b'],
      additionalProperties: false,
    };
    expect(JSON.stringify(codexParameters(schema))).toBe(
      '{"type":"object","properties":{"a":{"type":"string"},"b":{"type":"integer","description":"n"}},"required":["b"],"additionalProperties":false}',
    );
  });

  it('Codex 0.169.0 keeps $ref unresolved beside $defs, and minItems (recorded); it does not loop on a cyclic $ref', () => {
    const schema = {
      type: 'object',
      properties: {
        item: { $ref: '#/$defs/Item' },
        more: { type: 'array', items: { $ref: '#/$defs/Item' }, minItems: 1, maxItems: 3 },
      },
      required: ['item'],
      $defs: { Item: { type: 'object', properties: { id: { type: 'string', format: 'uuid' } }, required: ['id'] } },
    };
    expect(JSON.stringify(codexParameters(schema))).toBe(
      '{"type":"object","properties":{"item":{"$ref":"#/$defs/Item"},"more":{"type":"array","items":{"$ref":"#/$defs/Item"},"minItems":1}},"required":["item"],"$defs":{"Item":{"type":"object","properties":{"id":{"type":"string"}},"required":["id"]}}}',
    );
    const cyclic = {
      type: 'object',
      properties: { node: { $ref: '#/$defs/node' } },
      $defs: { node: { type: 'object', properties: { next: { $ref: '#/$defs/node' } } } },
    };
    expect(JSON.stringify(codexParameters(cyclic))).toBe(
      '{"type":"object","properties":{"node":{"$ref":"#/$defs/node"}},"$defs":{"node":{"type":"object","properties":{"next":{"$ref":"#/$defs/node"}}}}}',
    );
  });

  it('Codex 0.169.0 infers a type only from a keyword that implies one, keeps anyOf, oneOf and allOf (recorded)', () => {
    const schema = {
      properties: {
        p: { format: 'date' },
        q: { minimum: 1 },
        r: {},
        s: { const: 'k' },
        t: { oneOf: [{ type: 'integer' }] },
        u: true,
        g: { not: { type: 'string' } },
        h: { type: 'array', prefixItems: [{ type: 'string' }] },
      },
    };
    expect(JSON.stringify(codexParameters(schema))).toBe(
      '{"type":"object","properties":{"g":{},"h":{"type":"array","items":{"type":"string"}},"p":{"type":"string"},"q":{"type":"number"},"r":{},"s":{"type":"string","enum":["k"]},"t":{"oneOf":[{"type":"integer"}]},"u":{"type":"string"}}}',
    );
  });

  it('Gemini CLI: [T, "null"] becomes T and nullable; the root object gains wait_for_previous', () => {
    expect(
      geminiCliParameters({
        type: 'object',
        properties: {
          when: { type: ['string', 'null'] },
          tags: { type: 'array', items: { type: ['null', 'integer'] } },
        },
      }),
    ).toEqual({
      type: 'object',
      properties: {
        when: { type: 'string', nullable: true },
        tags: { type: 'array', items: { type: 'integer', nullable: true } },
        wait_for_previous: WAIT_FOR_PREVIOUS,
      },
    });
    expect(geminiCliParameters(undefined)).toEqual({
      type: 'object',
      properties: { wait_for_previous: WAIT_FOR_PREVIOUS },
    });
    expect(geminiCliParameters({ type: 'string' })).toEqual({ type: 'string' });
  });
});
