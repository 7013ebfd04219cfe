import type { Finding } from '../report/findings.js';
import type { WireTool } from '../servers/list-tools.js';
import { type MeasuredResult } from './measure-result.js';
import type { Tokenizer } from './tokens.js';
/** Checks one successful result against the tool's declared contract and for avoidable token waste. */
export declare function checkResultContract(subject: string, tool: WireTool, result: MeasuredResult, tokenizer: Tokenizer): Finding[];
