import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A host is one module: its facts, its own transforms, its program and how its recorded requests are read live in
 * `src/hosts/<name>/`, and `src/hosts/registry.ts` lists them. Adding a host is adding a folder and a registry line:
 * no other file of `src/` names a host.
 */
const SRC = path.resolve(import.meta.dirname, '..', '..', 'src');
const HOSTS_DIR = path.join(SRC, 'hosts');
const ROOT_PROFILES = path.resolve(import.meta.dirname, '..', '..', 'hosts');

const hostNames = (): string[] =>
  fs.existsSync(HOSTS_DIR)
    ? fs
        .readdirSync(HOSTS_DIR, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : fs
        .readdirSync(ROOT_PROFILES)
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.replace(/\.json$/, ''));

/**
 * A project's MCP config files are read by their format (`.cursor/mcp.json`, Codex's `config.toml`): which file a
 * project keeps its servers in, not what a host sends its model.
 */
const CONFIG_FORMATS = path.join(SRC, 'servers', 'mcp-config.ts');

/** Code of `src/` outside `src/hosts/` (and the config formats), comments out, with each line's file. */
function codeOutsideHosts(): Array<{ file: string; line: string }> {
  const out: Array<{ file: string; line: string }> = [];
  for (const entry of fs.readdirSync(SRC, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !file.endsWith('.ts') || file.startsWith(`${HOSTS_DIR}${path.sep}`)) continue;
    if (file === CONFIG_FORMATS) continue;
    if (file.includes(`${path.sep}generated${path.sep}`)) continue;
    const code = fs
      .readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    for (const line of code.split('\n')) out.push({ file: path.relative(SRC, file), line });
  }
  return out;
}

describe('a host is one module', () => {
  it('no file of src/ outside src/hosts/ names a host or imports a profile: the host lives in its folder', () => {
    const names = hostNames();
    expect(names.length).toBeGreaterThan(10);
    const naming = codeOutsideHosts().filter(({ line }) =>
      names.some(
        (name) =>
          line.includes(`'${name}'`) ||
          line.includes(`"${name}"`) ||
          new RegExp(`^\\s*${name}:`).test(line) ||
          line.includes(`hosts/${name}.json`),
      ),
    );
    expect(naming.map(({ file, line }) => `${file}: ${line.trim()}`)).toEqual([]);
  });

  it('every folder of src/hosts/ is in the registry under its own name, with its profile, and nothing else is', async () => {
    const { HOST_MODULES } = await import('../../src/hosts/registry.js');
    expect(Object.keys(HOST_MODULES).sort()).toEqual(hostNames().sort());
    for (const [name, module] of Object.entries(HOST_MODULES)) {
      expect(module.profile.name).toBe(name);
      if (module.program) expect(module.program.profile).toBe(name);
    }
  });

  it('the exports the rest of the code calls stay where they were: profiles, programs, names, schemas', async () => {
    const profiles = await import('../../src/budget/host-profiles.js');
    const programs = await import('../../src/commands/hosts/host-programs.js');
    const { HOST_MODULES } = await import('../../src/hosts/registry.js');
    expect(Object.keys(profiles.HOST_PROFILES).sort()).toEqual(Object.keys(HOST_MODULES).sort());
    expect(Object.keys(programs.HOST_PROGRAMS).sort()).toEqual([
      'claude-code',
      'codex',
      'copilot-cli',
      'gemini-cli',
      'opencode',
      'qwen-code',
    ]);
    expect(programs.HOST_PROGRAMS.codex!.callName('my-server', 'a.b')).toBe('mcp__my_server__a_b');
  });

  it("the shared engine holds no host's own result form: error wordings and saved-file notes live in the host's folder", async () => {
    const { HOST_PROFILES } = await import('../../src/budget/host-profiles.js');
    // The forms the profiles name (errorResult, resultSpill.format): each is its host's, written in its folder.
    const forms = Object.values(HOST_PROFILES).flatMap((profile) => [
      ...(profile.facts.errorResult ? [profile.facts.errorResult.value] : []),
      ...(profile.facts.resultSpill?.value.format ? [profile.facts.resultSpill.value.format] : []),
    ]);
    expect(forms.length).toBeGreaterThan(5);
    const engine = codeOutsideHosts().filter(({ file }) => file.startsWith(`measure${path.sep}hosts${path.sep}`));
    expect(
      engine
        .filter(({ line }) => forms.some((form) => line.includes(`'${form}'`)))
        .map(({ file, line }) => `${file}: ${line.trim()}`),
    ).toEqual([]);
  });
});
