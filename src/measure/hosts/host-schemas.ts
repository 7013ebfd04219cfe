/**
 * Input schemas as two hosts rewrite them before their model sees them: each lives in its host's folder
 * (`src/hosts/codex/`, `src/hosts/gemini-cli/`); here Codex's rewrite runs under the current work's deadline.
 */
import { codexParameters as codexRewrite } from '../../hosts/codex/codex-schema.js';
import { workStep } from '../work-deadline.js';

export { geminiCliParameters, WAIT_FOR_PREVIOUS } from '../../hosts/gemini-cli/gemini-schema.js';

/** Codex's parse_tool_input_schema as its 0.169.0 binary sends it (recorded), a step of the deadline per schema node. */
export function codexParameters(schema: unknown): ReturnType<typeof codexRewrite> {
  return codexRewrite(schema, workStep);
}
