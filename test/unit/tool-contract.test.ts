import { describe, expect, it } from 'vitest';
import { toolContract } from '../../src/measure/tool-contract.js';

describe('tool-contract: what callers rely on, the schemas as listed and their top level', () => {
  it('required, types sorted and deduplicated, enum and const values as JSON', () => {
    const wire = {
      name: 'search',
      inputSchema: {
        type: 'object',
        properties: {
          q: { type: 'string' },
          n: { type: ['integer', 'null', 'integer'] },
          state: { enum: ['open', 'closed', 'open'] },
          kind: { const: 1 },
          any: {},
        },
        required: ['q', 42],
      },
      outputSchema: { type: 'object', properties: { items: { type: 'array' } }, required: ['items'] },
      annotations: { readOnlyHint: true },
    };
    const contract = toolContract(wire);
    expect(contract).toEqual({
      inputs: {
        q: { required: true, types: ['string'] },
        n: { required: false, types: ['integer', 'null'] },
        state: { required: false, values: ['"closed"', '"open"'] },
        kind: { required: false, values: ['1'] },
        any: { required: false },
      },
      outputs: { items: { required: true, types: ['array'] } },
      // The schemas as listed, for the comparison at every depth against the base.
      schemas: {
        input: wire.inputSchema,
        output: wire.outputSchema,
        annotations: wire.annotations,
        rest: expect.stringMatching(/^[0-9a-f]{16}$/),
      },
    });
  });
  it('no schema is no parameters; a parameter named __proto__ is a parameter', () => {
    expect(toolContract({ name: 't' })).toEqual({ inputs: {}, schemas: { rest: expect.any(String) } });
    // The members besides the schemas, whatever their order: only their content is fingerprinted.
    expect(toolContract({ name: 't', description: 'd', title: 'T' }).schemas?.rest).toBe(
      toolContract({ name: 'u', title: 'T', description: 'd' }).schemas?.rest,
    );
    expect(
      Object.keys(
        toolContract({
          name: 't',
          inputSchema: JSON.parse('{"type":"object","properties":{"__proto__":{"type":"string"}}}'),
        }).inputs,
      ),
    ).toEqual(['__proto__']);
  });
});
