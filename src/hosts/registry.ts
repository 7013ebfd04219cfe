import { anthropicApi } from './anthropic-api/index.js';
import { claudeCode } from './claude-code/index.js';
import { claudeDesktop } from './claude-desktop/index.js';
import { codex } from './codex/index.js';
import { copilotCli } from './copilot-cli/index.js';
import { copilotJetbrains } from './copilot-jetbrains/index.js';
import { cursor } from './cursor/index.js';
import { geminiCli } from './gemini-cli/index.js';
import type { HostModule, HostProgram } from './host-module.js';
import type { HostProfile } from './host-profile.js';
import { openaiApi } from './openai-api/index.js';
import { opencode } from './opencode/index.js';
import { qwenCode } from './qwen-code/index.js';
import { vscodeCopilot } from './vscode-copilot/index.js';

/**
 * Every host this version knows, one module each (`src/hosts/<name>/`): adding a host is adding its folder and its
 * line here (CONTRIBUTING: How to add a host).
 */
const HOSTS: readonly HostModule[] = [
  anthropicApi,
  claudeCode,
  claudeDesktop,
  codex,
  copilotCli,
  copilotJetbrains,
  cursor,
  geminiCli,
  openaiApi,
  opencode,
  qwenCode,
  vscodeCopilot,
];

/** The hosts by the names budget.json's `hosts` uses. */
export const HOST_MODULES: Record<string, HostModule> = Object.fromEntries(HOSTS.map((h) => [h.profile.name, h]));

/** The profiles that ship with this version, by name. */
export const HOST_PROFILES: Record<string, HostProfile> = Object.fromEntries(
  HOSTS.map((h) => [h.profile.name, h.profile]),
);

/** The hosts whose real program can be recorded and verified, by profile name. */
export const HOST_PROGRAMS: Record<string, HostProgram> = Object.fromEntries(
  HOSTS.flatMap((h) => (h.program ? [[h.profile.name, h.program] as const] : [])),
);

/** The module of the host a profile is of (a profile with changed facts keeps its host's name, rules and program). */
export const hostModuleOf = (profile: Pick<HostProfile, 'name'>): HostModule | undefined => HOST_MODULES[profile.name];

/** The hosts a first budget suggests adding (the report's hint), by name. */
export const SUGGESTED_HOSTS: readonly string[] = [claudeCode, codex, vscodeCopilot, cursor].map((h) => h.profile.name);
