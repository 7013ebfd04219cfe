import type { Growth, Phase, PhaseState } from './tool-search.js';

/** One host's view of a worst case: whole, cut or spilled, and what its model reads. */
export interface ExploredHostView {
  host: string;
  outcome: 'whole' | 'cut' | 'spilled';
  tokens: number;
  bytes: number;
  /** budget.json's hostLimits.<host>.resultTokens, and whether what the model reads is over it. */
  limit?: number;
  over?: boolean;
}

/** A tool searched: its largest result found and the arguments that gave it, against the budget's result limits. */
export interface ExploredTool {
  server: string;
  tool: string;
  /** Why it could be called: the server marks it read-only, or budget.json's explore.allow names it. */
  because: 'read-only' | 'allowed';
  calls: number;
  /** Arguments the inputSchema refused, never sent. */
  refused: number;
  worst?: {
    arguments: Record<string, unknown>;
    wireBytes: number;
    tokens: number;
    isError: boolean;
    hosts?: ExploredHostView[];
  };
  /**
   * The ceilings its fixture would be held to, as check holds it (the server's resultTokens/resultBytes, or, where
   * budget.json already has the fixture --write names, its own maxTokens/maxBytes or oversized entry), each with
   * where it is written (`limits.resultTokens`, `oversized["fixture:…"].tokens`); `over`: those the worst case passes.
   */
  limits?: Array<{ unit: 'tokens' | 'bytes'; value: number; at: string }>;
  over?: string[];
  growth?: Growth;
  phases: Record<Phase, PhaseState>;
  /** The server failed during the search (a timeout, an exit): the search of this tool ended there. */
  stopped?: string;
}

export interface SkippedTool {
  server: string;
  tool: string;
  skipped: string;
}

export type ExploreEntry = ExploredTool | SkippedTool;

export interface ExploreReport {
  tools: ExploreEntry[];
  /** The time budget of the whole search (--time), and how long it took. */
  timeSeconds: number;
  elapsedMs: number;
  /** Servers that could not be started or listed: nothing of them was searched. */
  failures: Array<{ server: string; code: string; detail: string }>;
  /**
   * Read-only tools not named on the command line, called only for what their answers reveal (ids, names, paths
   * for the named tools' mined values): the plain call, the defaults and the largest guess, never searched.
   */
  minedFrom?: Array<{ server: string; tool: string; calls: number }>;
  /** Servers whose own timeouts.totalMs ended their session, and so their search, before --time did. */
  endedBy?: Array<{ server: string; totalMs: number }>;
  /** --write: the fixtures added or updated in budget.json. */
  wrote?: { file: string; fixtures: string[]; notWritten?: Array<{ server: string; tool: string; why: string }> };
}

export const isSkipped = (entry: ExploreEntry): entry is SkippedTool => 'skipped' in entry;
