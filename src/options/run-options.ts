import { defaultConcurrency } from '../measure/concurrency.js';
import type { CommandContext } from '../commands/command-context.js';
import { parseShard } from '../commands/shard.js';
import { CAPABILITY_PRESETS } from '../servers/capabilities.js';
import { oneOf, wholeNumber } from './option-values.js';
import { userError } from '../user-error-words.js';

/**
 * Where one run's options are read from: the CLI's parsed flags or the Action's inputs. `text` answers a string
 * option ('' or undefined when not given), `flag` a boolean one; `label` names it in an error as the user wrote it
 * (`--concurrency`, `input concurrency`).
 */
export interface OptionSource {
  text(flag: string): string | undefined;
  flag(flag: string): boolean;
  label(flag: string): string;
}

/** The options of the run that the CLI and the Action share, checked once, the same way, with the same messages. */
export function runOptions(
  source: OptionSource,
  env: Record<string, string | undefined>,
): Omit<CommandContext, 'cwd' | 'callerEnv'> {
  const given = (flag: string) => {
    const value = source.text(flag);
    return value === undefined || value === '' ? undefined : value;
  };
  const unmeasuredBase = given('unmeasured-base');
  const capabilities = given('capabilities');
  const shard = given('shard');
  const baseReport = given('base-report');
  const baseSetup = given('base-setup');
  const setup = given('setup');
  return {
    raises: oneOf(source.label('raises'), given('raises') ?? 'allow', ['allow', 'fail'] as const),
    concurrency: wholeNumber(source.label('concurrency'), given('concurrency'), 1) ?? defaultConcurrency(),
    ...(baseReport ? { baseReport } : {}),
    ...(baseSetup ? { baseSetup } : {}),
    ...(setup ? { setup } : {}),
    ...(unmeasuredBase
      ? { unmeasuredBase: oneOf(source.label('unmeasured-base'), unmeasuredBase, ['error', 'warning'] as const) }
      : {}),
    ...(source.flag('no-cache') ? { cache: false } : {}),
    ...(source.flag('anthropic-count')
      ? { anthropic: anthropicCounting(env, given('anthropic-model'), source.label('anthropic-count')) }
      : {}),
    ...(shard ? { shard: parseShard(shard) } : {}),
    ...(capabilities
      ? {
          capabilities:
            CAPABILITY_PRESETS[
              oneOf(
                source.label('capabilities'),
                capabilities,
                Object.keys(CAPABILITY_PRESETS) as Array<keyof typeof CAPABILITY_PRESETS>,
              )
            ],
        }
      : {}),
    ...(given('starts') ? { starts: startsOf(source.label('starts'), given('starts')) } : {}),
    ...(given('max-message-bytes')
      ? { maxMessageBytes: wholeNumber(source.label('max-message-bytes'), given('max-message-bytes'), 1024)! }
      : {}),
  };
}

/** The most starts a run takes: each is a whole server start, one after another. */
export const MAX_STARTS = 20;

/** 1 to MAX_STARTS; every value outside (0, 21, 1.5, abc) names both bounds. */
function startsOf(label: string, text: string | undefined): number {
  const starts = Number(text);
  if (!Number.isInteger(starts) || starts < 1 || starts > MAX_STARTS)
    throw userError('NOT_WHOLE_NUMBER', { name: label, minimum: 1, maximum: MAX_STARTS });
  return starts;
}

function anthropicCounting(env: Record<string, string | undefined>, model: string | undefined, label: string) {
  const apiKey = env.ANTHROPIC_API_KEY;
  if (!apiKey) throw userError('NEEDS_API_KEY', { option: label });
  return {
    apiKey,
    model: model ?? 'claude-sonnet-4-6',
    baseUrl: env.ANTHROPIC_BASE_URL ?? 'https://api.anthropic.com',
  };
}
