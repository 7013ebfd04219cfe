import type { HostRunSetup } from './host-module.js';
/**
 * The project `settings.json` a Gemini CLI–lineage program reads (Qwen Code is a fork: the same keys), as the
 * harness writes it: the auth type given, no update checks, no statistics, and each server trusted, with the
 * program's own start-up wait key where a run sets one (`waitKey`: Gemini CLI's `timeout`, Qwen Code's
 * `discoveryTimeoutMs`).
 */
export declare function geminiLineageSettings(run: HostRunSetup, authType: string, waitKey: string): string;
