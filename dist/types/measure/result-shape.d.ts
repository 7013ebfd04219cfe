import type { ResultShape } from './measurement.js';
import type { WireTool } from '../servers/list-tools.js';
import { type MeasuredResult } from './measure-result.js';
import type { Tokenizer } from './tokens.js';
/**
 * What one successful result's form costs or breaks: structuredContent against the declared outputSchema, and
 * tokens its text could save. Figures only; judge/contract-findings.ts decides what each means.
 */
export declare function resultShape(tool: WireTool, result: MeasuredResult, tokenizer: Tokenizer, deadline: number | undefined): ResultShape | undefined;
