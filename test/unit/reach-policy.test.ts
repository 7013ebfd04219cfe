// An imported envFile on a pull request (issue 46): held to the base's by path and content, its values withheld.
import { describe, expect, it } from 'vitest';
import type { ServerConfig } from '../../src/budget/budget-config.js';
import { underPolicy } from '../../src/servers/reach-policy.js';

const server = (env: Record<string, string>, envFile?: ServerConfig['envFile']): ServerConfig => ({
  command: 'node',
  args: ['s.js'],
  env,
  expanded: true,
  ...(envFile ? { envFile } : {}),
});
const file = (digest: string, names: string[]) => ({ file: '.env.mcp', digest, names });
const run = (head: ServerConfig, base: ServerConfig | undefined) =>
  underPolicy([{ name: 's', config: head, origin: '.vscode/mcp.json' }], undefined, {
    ref: 'main',
    servers: new Map(base ? [['s', base]] : []),
    sandbox: undefined,
  })[0]!;

describe('an imported envFile under the base policy', () => {
  it('a new envFile: its values are withheld and named unset; the entry’s own env stays', () => {
    const got = run(server({ CANARY: 'x', MODE: 'a' }, file('d1', ['CANARY'])), server({ MODE: 'a' }));
    expect(got.config.env).toEqual({ MODE: 'a' });
    expect(got.config.envFile).toBeUndefined();
    expect(got.policy).toMatchObject({
      withheld: ['envFile none → ".env.mcp"'],
      unset: [{ variable: 'CANARY', field: 'envFile', origin: '.vscode/mcp.json' }],
    });
  });

  it('the same path with other content: the base’s own value of a name stands, nothing is unset', () => {
    const got = run(
      server({ CANARY: 'new' }, file('d2', ['CANARY'])),
      server({ CANARY: 'old' }, file('d1', ['CANARY'])),
    );
    expect(got.config.env).toEqual({ CANARY: 'old' });
    expect(got.policy?.withheld).toEqual(['envFile ".env.mcp" (other content) → ".env.mcp"']);
    expect(got.policy?.unset).toBeUndefined();
  });

  it('the same path and content as the base: applied, nothing withheld', () => {
    const got = run(server({ CANARY: 'x' }, file('d1', ['CANARY'])), server({ CANARY: 'x' }, file('d1', ['CANARY'])));
    expect(got.config.env).toEqual({ CANARY: 'x' });
    expect(got.policy?.withheld).toBeUndefined();
  });
});

// A server measured without a value the base did not give it is never a green check in silence (issue 46): a header
// or a passEnv name the change adds is withheld like a `${VAR}` of its env, and named unset.
describe('headers and passEnv under the base policy', () => {
  const remote = (headers: Record<string, string>): ServerConfig => ({
    url: 'http://127.0.0.1:9/mcp',
    headers,
    expanded: true,
    callerVariables: Object.fromEntries(Object.keys(headers).map((name) => [`headers.${name}`, ['TOKEN']])),
  });
  it('a header whose value comes from the job, added by the change: withheld and named unset', () => {
    const got = run(remote({ Authorization: 'Bearer t' }), remote({}));
    expect(got.config.headers).toEqual({});
    expect(got.policy?.unset).toEqual([
      { variable: 'Authorization', field: 'headers.Authorization', origin: '.vscode/mcp.json' },
    ]);
  });
  it('a passEnv name the change adds: not passed, and named unset', () => {
    const head: ServerConfig = { ...server({}), sandbox: { passEnv: ['MODE', 'CANARY'] } };
    const base: ServerConfig = { ...server({}), sandbox: { passEnv: ['MODE'] } };
    const got = run(head, base);
    expect(got.config.sandbox?.passEnv).toEqual(['MODE']);
    expect(got.policy?.unset).toEqual([{ variable: 'CANARY', field: 'sandbox.passEnv', origin: '.vscode/mcp.json' }]);
  });
});
