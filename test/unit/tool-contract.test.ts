import { describe, expect, it } from 'vitest';
import { toolContract } from '../../src/measure/tool-contract.js';

describe('tool-contract: what callers rely on, from the top level of the schemas', () => {
  it('required, types sorted and deduplicated, enum and const values as JSON', () => {
    const contract = toolContract({
      name: 'search',
      inputSchema: { type: 'object', properties: { q: { type: 'string' }, n: { type: ['integer', 'null', 'integer'] }, state: { enum: ['open', 'closed', 'open'] }, kind: { const: 1 }, any: {} }, required: ['q', 42] },
      outputSchema: { type: 'object', properties: { items: { type: 'array' } }, required: ['items'] },
    });
    expect(contract).toEqual({
      inputs: { q: { required: true, types: ['string'] }, n: { required: false, types: ['integer', 'null'] }, state: { required: false, values: ['"closed"', '"open"'] }, kind: { required: false, values: ['1'] }, any: { required: false } },
      outputs: { items: { required: true, types: ['array'] } },
    });
  });
  it('no schema is no parameters; a parameter named __proto__ is a parameter', () => {
    expect(toolContract({ name: 't' })).toEqual({ inputs: {} });
    expect(Object.keys(toolContract({ name: 't', inputSchema: JSON.parse('{"type":"object","properties":{"__proto__":{"type":"string"}}}') }).inputs)).toEqual(['__proto__']);
  });
});
