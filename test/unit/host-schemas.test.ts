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

  it('Codex resolves a local $ref, and a cyclic one without looping', () => {
    const schema = {
      type: 'object',
      properties: { node: { $ref: '#/$defs/node' } },
      $defs: { node: { type: 'object', properties: { next: { $ref: '#/$defs/node' } } } },
    };
    const rewritten = JSON.stringify(codexParameters(schema));
    expect(rewritten).toMatch(/^\{"type":"object","properties":\{"node":\{"type":"object","properties":\{"next":/);
    expect(rewritten).not.toContain('$ref');
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
