import { type RecordedReading } from './host-module.js';
/**
 * How the requests of a host that speaks OpenAI Chat Completions are read, given the prefix it puts before a server's
 * tool names: its `tools[]` functions, and the `<function>{declaration}</function>` entries of a tool_search answer
 * (Qwen Code's deferred tools).
 */
export declare function chatCompletionsReading(prefixOf: (server: string) => string): RecordedReading;
