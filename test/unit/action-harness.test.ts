// The runner-like harness follows the runner's rules, so a test through it means what a run on GitHub means.
import { describe, expect, it } from 'vitest';
import { condition, inputEnv, interpolate, MANIFEST, parseFileCommand, type Manifest } from '../runner.js';

describe('the runner-like harness', () => {
  it('INPUT_* as the runner builds them: upper-cased, spaces to _, hyphens kept, defaults for the inputs not given', () => {
    const manifest: Manifest = {
      inputs: { 'my input': { default: 'a' }, 'github-token': { default: '${{ github.token }}' }, plain: {} },
      outputs: {},
      runs: MANIFEST.runs,
    };
    const { env, unexpected } = inputEnv({ plain: 'p', wat: 'w' }, { github: { token: 'ghs_x' } }, manifest);
    expect(env).toEqual({ INPUT_MY_INPUT: 'a', 'INPUT_GITHUB-TOKEN': 'ghs_x', INPUT_PLAIN: 'p', INPUT_WAT: 'w' });
    expect(unexpected).toEqual(['wat']);
  });

  it("action.yml's own defaults reach the Action", () => {
    const { env } = inputEnv({}, { github: { token: 'ghs_y' } });
    expect(env).toMatchObject({
      INPUT_CONFIG: 'budget.json',
      'INPUT_WORKING-DIRECTORY': '.',
      INPUT_RAISES: 'allow',
      'INPUT_FAIL-ON-STALE': 'true',
      'INPUT_GITHUB-TOKEN': 'ghs_y',
      INPUT_MODE: 'check',
    });
  });

  it("expressions and conditions with GitHub's evaluator: status functions, an implicit success()", () => {
    const contexts = {
      matrix: { shard: 3 },
      steps: { budget: { outputs: { report: '/tmp/r.json' } } },
      github: { base_ref: 'main' },
    };
    expect(interpolate('${{ matrix.shard }}/4 on origin/${{ github.base_ref }}', contexts)).toBe('3/4 on origin/main');
    expect(condition("always() && steps.budget.outputs.report != ''", contexts, 'failure')).toBe(true);
    expect(condition("steps.budget.outputs.report != ''", contexts, 'failure')).toBe(false);
    expect(condition(undefined, contexts, 'failure')).toBe(false);
    expect(condition('${{ failure() }}', contexts, 'failure')).toBe(true);
  });

  it('file commands: name=value lines and heredocs', () => {
    expect(parseFileCommand('a=1\nb<<EOF_X\nline 1\nline 2\nEOF_X\nc=x=y\n')).toEqual({
      a: '1',
      b: 'line 1\nline 2',
      c: 'x=y',
    });
  });
});
