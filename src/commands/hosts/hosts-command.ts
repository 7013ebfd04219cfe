import { HOST_PROFILES, type Fact } from '../../budget/host-profiles.js';

/** One fact of one profile as `mcp-budget hosts` lists it, with its age so a maintainer sees what to re-check. */
export interface HostFactRow {
  host: string;
  fact: string;
  value: unknown;
  source: string;
  version: string;
  checked: string;
  ageDays: number;
  primary: boolean;
}

const DAY_MS = 86_400_000;

/** Every fact of every shipped profile (or of `host`), oldest check first. */
export function hostFacts(now: Date, host?: string): HostFactRow[] {
  const profiles = host === undefined ? Object.values(HOST_PROFILES) : [HOST_PROFILES[host]!];
  const rows = profiles.flatMap((profile) =>
    Object.entries(profile.facts as Record<string, Fact<unknown>>).map(([fact, f]) => ({
      host: profile.name,
      fact,
      value: f.value,
      source: f.source,
      version: f.version,
      checked: f.checked,
      ageDays: Math.floor((now.getTime() - Date.parse(`${f.checked}T00:00:00Z`)) / DAY_MS),
      primary: f.primary !== false,
    })),
  );
  return rows.sort((a, b) => b.ageDays - a.ageDays || a.host.localeCompare(b.host) || a.fact.localeCompare(b.fact));
}

/**
 * Which version a fact was read at, as a line: `read at <version>`, or, for a fact with none to name, what the
 * profile says instead (`not pinned: …` → `no version pinned (…)`, `n/a` → `no version applies (n/a)`).
 */
function readAt(version: string): string {
  const unpinned = /^not pinned\b:?\s*(.*)$/i.exec(version.trim());
  if (unpinned) return `no version pinned${unpinned[1] ? ` (${unpinned[1]})` : ''}`;
  if (/^(n\/a|none|)$/i.test(version.trim()))
    return `no version applies${version.trim() ? ` (${version.trim()})` : ''}`;
  return `read at ${version}`;
}

/** The text listing: a line per fact, then where it was read; second-hand facts marked. */
export function renderHostFacts(rows: HostFactRow[]): string {
  const lines = rows.map((row) => {
    const value = JSON.stringify(row.value);
    const mark = row.primary ? '' : ' [second-hand]';
    return `${row.host} ${row.fact} = ${value.length > 60 ? `${value.slice(0, 57)}...` : value}  (${row.ageDays} days old, checked ${row.checked})${mark}\n    ${readAt(row.version)}\n    ${row.source}`;
  });
  const secondHand = rows.filter((row) => !row.primary).length;
  return `${lines.join('\n')}\n\n${rows.length} facts in ${new Set(rows.map((row) => row.host)).size} profiles; ${secondHand} without a primary source (their findings are warnings).\n`;
}
