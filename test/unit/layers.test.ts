import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What may import what: the pipeline's order, bottom first. A file may import its own folder or any folder below it,
 * never one above (a renderer never defines what a measurement is; a server launcher never knows what a finding is).
 */
const LAYERS = [
  'shell',
  'exit-codes.ts',
  'errors.ts',
  'version.ts',
  'text',
  'user-error-words.ts',
  'hosts',
  'budget',
  'servers',
  'measure',
  'judge',
  'guard',
  'report',
  'commands',
  'options',
  'cli',
  'action',
  'index.ts',
];

/**
 * The rooms of a layer: its sub-folders, bottom first. A room belongs to its folder's layer (the layer rule holds it
 * as it holds the folder), and among one folder's rooms imports run down this list: `judge/base/` compares contracts
 * with `judge/contracts/`, which never knows there is a base. The folder's own files are in no room: they compose the
 * rooms and hold the types the rooms share, so both directions are theirs (a ring is still caught). A sub-folder not
 * listed here is unplaced.
 */
const ROOMS: Record<string, readonly string[]> = {
  servers: ['sandbox'],
  measure: ['hosts', 'proposals', 'explore', 'sessions'],
  judge: ['contracts', 'base'],
  report: ['reporters'],
  commands: ['base', 'hosts'],
  cli: ['commands'],
};

/**
 * Folders whose sub-folders are side-by-side rooms, each placed by being there: `hosts/<name>/` is one host (its
 * profile, its own rules, its program), and a host never imports another host; all may use the folder's own files
 * (the registry, the module type, what several hosts share).
 */
const PEER_ROOMS = new Set(['hosts']);

const SRC = path.resolve(import.meta.dirname, '..', '..', 'src');

/** Source files by path relative to src/, generated code left out (it imports nothing of ours). */
function sources(dir = SRC): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !file.endsWith('.ts') || file.includes(`${path.sep}generated${path.sep}`)) continue;
    files.set(path.relative(SRC, file).split(path.sep).join('/'), fs.readFileSync(file, 'utf8'));
  }
  return files;
}

/** Relative imports of one file (static, re-exports, dynamic), as paths relative to src/; imports out of src/ dropped. */
function importsOf(file: string, text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const out: string[] = [];
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)'(\.{1,2}\/[^']+)'/g)) {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1]!)).replace(/\.js$/, '.ts');
    if (!target.startsWith('..')) out.push(target);
  }
  return out;
}

const layerOf = (file: string): number => LAYERS.indexOf(file.split('/')[0]!);

/** The file's room in its folder: undefined for a folder's own files, -1 for a sub-folder no one placed. */
function roomOf(file: string): number | undefined {
  const [folder, room, ...rest] = file.split('/');
  if (rest.length === 0) return undefined;
  return PEER_ROOMS.has(folder!) ? 0 : (ROOMS[folder!] ?? []).indexOf(room!);
}

/** An import from one peer room into another (one host's folder into another's). */
function crossesPeers(file: string, target: string): boolean {
  const [folder, room, ...rest] = file.split('/');
  const [targetFolder, targetRoom, ...targetRest] = target.split('/');
  return (
    PEER_ROOMS.has(folder!) &&
    folder === targetFolder &&
    rest.length > 0 &&
    targetRest.length > 0 &&
    room !== targetRoom
  );
}

/** An import from one room of a folder into a room listed above it. */
function climbsRooms(file: string, target: string): boolean {
  const [from, to] = [roomOf(file), roomOf(target)];
  return file.split('/')[0] === target.split('/')[0] && from !== undefined && to !== undefined && to > from;
}

/** Imports that climb the pipeline, and import cycles between files (each as the files in it). */
export function houseRules(files: Map<string, string>): { unplaced: string[]; upward: string[]; cycles: string[][] } {
  const graph = new Map<string, string[]>();
  const unplaced: string[] = [];
  const upward: string[] = [];
  for (const [file, text] of files) {
    if (layerOf(file) < 0 || roomOf(file) === -1) unplaced.push(file);
    const targets = importsOf(file, text).filter((target) => files.has(target));
    graph.set(file, targets);
    for (const target of targets)
      if (layerOf(target) > layerOf(file) || climbsRooms(file, target) || crossesPeers(file, target))
        upward.push(`${file} -> ${target}`);
  }
  return { unplaced, upward, cycles: cyclesOf(graph) };
}

/** Tarjan's strongly connected components with more than one file (or a file importing itself). */
function cyclesOf(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)!.includes(node)) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/**
 * The three fronts (the CLI, the Action, the API) stand side by side on the option model below them (`options/`)
 * and the process wiring every entry point shares (`commands/process-cleanup.ts`): none imports another.
 */
const FRONTS = ['cli', 'action', 'index.ts'];

export function frontsCrossing(files: Map<string, string>): string[] {
  const front = (file: string) => FRONTS.indexOf(file.split('/')[0]!);
  return [...files].flatMap(([file, text]) =>
    importsOf(file, text)
      .filter((target) => files.has(target) && front(file) >= 0 && front(target) >= 0 && front(file) !== front(target))
      .map((target) => `${file} -> ${target}`),
  );
}

describe('the house: imports run down the pipeline', () => {
  it('the CLI, the Action and the API import no front but their own: the option model they share is below them', () => {
    expect(frontsCrossing(sources())).toEqual([]);
  });

  it('the fronts rule sees a front importing another', () => {
    const files = new Map([
      ['cli/options.ts', ''],
      ['commands/process-cleanup.ts', ''],
      ['options/option-table.ts', ''],
      [
        'action/action.ts',
        "import { a } from '../cli/options.js';\nimport { b } from '../commands/process-cleanup.js';",
      ],
      ['index.ts', "import { c } from './options/option-table.js';\nimport { d } from './cli/options.js';"],
    ]);
    expect(frontsCrossing(files)).toEqual(['action/action.ts -> cli/options.ts', 'index.ts -> cli/options.ts']);
  });

  it('every source file sits in a known layer, no import climbs the pipeline, and no files import each other in a ring', () => {
    const rules = houseRules(sources());
    expect(rules.unplaced).toEqual([]);
    expect(rules.upward).toEqual([]);
    expect(rules.cycles).toEqual([]);
  });

  it("every room is in its folder's layer, and an import between the rooms of one folder runs down their order", () => {
    const files = new Map([
      ['judge/findings.ts', ''],
      ['judge/judge.ts', "import { b } from './base/against-base.js';"],
      [
        'judge/base/against-base.ts',
        "import { c } from '../contracts/semver.js';\nimport type { Finding } from '../findings.js';",
      ],
      ['judge/contracts/semver.ts', "import type { Edit } from '../base/edit-raises.js';"],
      ['judge/base/edit-raises.ts', "import { t } from '../../measure/hosts/host-names.js';"],
      ['measure/hosts/host-names.ts', "import { x } from '../../judge/findings.js';"],
      ['judge/stray/x.ts', ''],
    ]);
    expect(houseRules(files)).toEqual({
      unplaced: ['judge/stray/x.ts'],
      upward: [
        'judge/contracts/semver.ts -> judge/base/edit-raises.ts',
        'measure/hosts/host-names.ts -> judge/findings.ts',
      ],
      cycles: [],
    });
  });

  it('a host is a room of hosts/ by being there: it uses the registry and the shared files, never another host, nothing above', () => {
    const files = new Map([
      ['hosts/host-module.ts', ''],
      ['hosts/registry.ts', "import { a } from './codex/index.js';\nimport { b } from './new-host/index.js';"],
      ['hosts/codex/index.ts', "import type { M } from '../host-module.js';\nimport { s } from './codex-schema.js';"],
      ['hosts/codex/codex-schema.ts', ''],
      ['hosts/new-host/index.ts', "import { n } from '../codex/index.js';\nimport { w } from '../../measure/x.js';"],
      ['measure/x.ts', "import { r } from '../hosts/registry.js';"],
      ['budget/host-profiles.ts', "import { r } from '../hosts/registry.js';"],
    ]);
    expect(houseRules(files)).toEqual({
      unplaced: [],
      upward: ['hosts/new-host/index.ts -> hosts/codex/index.ts', 'hosts/new-host/index.ts -> measure/x.ts'],
      cycles: [['hosts/new-host/index.ts', 'hosts/registry.ts', 'measure/x.ts']],
    });
  });

  it('the rule sees a climb, a type-only climb, a dynamic import and a ring', () => {
    const files = new Map([
      ['budget/config.ts', "import type { Finding } from '../judge/findings.js';\nexport const a = 1;"],
      [
        'judge/findings.ts',
        "import { a } from '../budget/config.js';\n// import { x } from '../report/x.js';\nexport type Finding = {};",
      ],
      ['servers/launch.ts', "const m = await import('../measure/count.js');"],
      ['measure/count.ts', "export { b } from './tokens.js';"],
      ['measure/tokens.ts', "import { c } from './count.js';"],
      ['report/x.ts', ''],
      ['stray.ts', ''],
    ]);
    expect(houseRules(files)).toEqual({
      unplaced: ['stray.ts'],
      upward: ['budget/config.ts -> judge/findings.ts', 'servers/launch.ts -> measure/count.ts'],
      cycles: [
        ['budget/config.ts', 'judge/findings.ts'],
        ['measure/count.ts', 'measure/tokens.ts'],
      ],
    });
  });
});
