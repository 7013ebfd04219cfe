import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBudget } from '../../src/budget/config.js';
import { LOADER_VARIABLES, loaderVariableRefusal } from '../../src/budget/loader-variables.js';
import { ConfigError } from '../../src/errors.js';

const NAMES = LOADER_VARIABLES.flatMap((rule) => rule.examples);
const PREFIXES = LOADER_VARIABLES.filter((rule) => rule.name.endsWith('*')).map((rule) => rule.name.slice(0, -1));

function problems(budget: unknown): string[] {
  try {
    parseBudget('budget.json', JSON.stringify(budget));
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('loader and hook variables in budget.json', () => {
  it('every one, in env, in a variant env and in passEnv, is a config error at its JSON path', () => {
    const name = fc.oneof(
      fc.constantFrom(...NAMES),
      fc.tuple(fc.constantFrom(...PREFIXES), fc.stringMatching(/^[A-Z0-9_]{1,12}$/)).map(([p, rest]) => p + rest),
    );
    fc.assert(
      fc.property(name, (variable) => {
        const value =
          variable === 'NODE_OPTIONS' ? '--require ./x.js' : /JAVA/.test(variable) ? '-javaagent:x.jar' : './evil.so';
        const server = {
          command: 'node',
          env: { [variable]: value },
          variants: { v: { env: { [variable]: value } } },
          sandbox: { passEnv: /^[A-Za-z_]\w*$/.test(variable) ? [variable] : [] },
        };
        const found = problems({ servers: { s: server } });
        expect(
          found.some((line) =>
            line.startsWith(
              `$.servers.s.env${/^[A-Za-z_$][\w$]*$/.test(variable) ? `.${variable}` : `[${JSON.stringify(variable)}]`}: `,
            ),
          ),
        ).toBe(true);
        expect(found.some((line) => line.startsWith('$.servers.s.variants.v.env'))).toBe(true);
        if (
          /^[A-Za-z_]\w*$/.test(variable) &&
          !['NODE_OPTIONS', 'JAVA_TOOL_OPTIONS', '_JAVA_OPTIONS', 'JDK_JAVA_OPTIONS'].includes(variable)
        )
          expect(found).toContain(`$.servers.s.sandbox.passEnv[0]: ${loaderVariableRefusal(variable, undefined)}`);
      }),
      { examples: NAMES.map((n) => [n]) },
    );
  });

  it('NODE_OPTIONS is refused only with a hook; the heap size a server needs stays', () => {
    for (const hook of [
      '--require ./x.js',
      '-r ./x.js',
      '--import=./x.mjs',
      '--loader ./l.mjs',
      '--experimental-loader=./l.mjs',
      '--max-old-space-size=512 --env-file=.env',
    ]) {
      expect(loaderVariableRefusal('NODE_OPTIONS', hook), hook).toMatch(/^NODE_OPTIONS with -/);
    }
    expect(loaderVariableRefusal('NODE_OPTIONS', '--max-old-space-size=4096 --enable-source-maps')).toBeUndefined();
    expect(
      problems({
        servers: {
          s: { command: 'node', env: { NODE_OPTIONS: '--max-old-space-size=4096', DEBUG: '1', LDAP_URL: 'x' } },
        },
      }),
    ).toEqual([]);
  });
});
