import anthropicApi from '../../hosts/anthropic-api.json' with { type: 'json' };
import claudeCode from '../../hosts/claude-code.json' with { type: 'json' };
import claudeDesktop from '../../hosts/claude-desktop.json' with { type: 'json' };
import codex from '../../hosts/codex.json' with { type: 'json' };
import copilotCli from '../../hosts/copilot-cli.json' with { type: 'json' };
import copilotJetbrains from '../../hosts/copilot-jetbrains.json' with { type: 'json' };
import cursor from '../../hosts/cursor.json' with { type: 'json' };
import geminiCli from '../../hosts/gemini-cli.json' with { type: 'json' };
import openaiApi from '../../hosts/openai-api.json' with { type: 'json' };
import vscodeCopilot from '../../hosts/vscode-copilot.json' with { type: 'json' };

/** One fact about a host, with where it comes from and when it was checked: a profile is data, fixed by a PR. */
export interface Fact<T> {
  value: T;
  source: string;
  checked: string;
}

export type ResultCut = { kind: 'tokens'; limit: number } | { kind: 'bytes' | 'head'; limit?: number; bytes?: number } | { kind: 'head-tail'; bytes: number; lines: number };

export interface HostProfile {
  name: string;
  title: string;
  facts: {
    definitionFormat: Fact<'anthropic' | 'openai' | 'gemini'>;
    toolName?: Fact<string>;
    maxNameChars?: Fact<number>;
    descriptionCut?: Fact<number>;
    instructionsCut?: Fact<number>;
    maxTools?: Fact<number>;
    resultChannel?: Fact<'structured-only' | 'both' | 'content'>;
    resultCut?: Fact<ResultCut>;
    fixedOverheadTokens?: Fact<number>;
    /** Tool search: at session start only tool names (and instructions) are sent; definitions load on use. */
    deferredLoading?: Fact<boolean>;
    /** Schema keywords the host drops or rewrites; `name@root` only at the schema's root. */
    strippedSchemaKeywords?: Fact<string[]>;
  };
}

/** The profiles that ship with this version (hosts/*.json), by the names budget.json's `hosts` uses. */
export const HOST_PROFILES: Record<string, HostProfile> = Object.fromEntries(
  [anthropicApi, claudeCode, claudeDesktop, codex, copilotCli, copilotJetbrains, cursor, geminiCli, openaiApi, vscodeCopilot].map((profile) => [profile.name, profile as HostProfile]),
);
