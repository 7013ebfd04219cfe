import type { ResultShape } from './measurement.js';
import type { WireTool } from '../servers/list-tools.js';
import { type MeasuredResult } from './measure-result.js';
import type { Tokenizer } from './tokens.js';
/**
 * What one successful result's form costs or breaks: structuredContent against the declared outputSchema, and
 * tokens its text could save. Figures only; judge/contract-findings.ts decides what each means.
 */
export declare function resultShape(tool: WireTool, result: MeasuredResult, tokenizer: Tokenizer, deadline: number | undefined): ResultShape | undefined;
/**
 * A call that reads a JSON file by its path (`read_text_file {"path": "settings.json"}`): the tool's job is the file
 * as it is, indentation and all (a model editing it needs its lines), so a pretty-printed text that is not the
 * tool's own value serialized is the file, and serializing it compactly changes what the model reads.
 */
export declare function readsJsonFile(args: Record<string, unknown> | undefined): boolean;
