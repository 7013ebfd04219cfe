// What a new user gets before the package is on the registry: a tarball (`npm pack` in a clone) or a git install,
// each with its LICENSE and its types, and a clone whose committed dist/ the test setup leaves alone.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  realpathSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as distSetup from '../dist-setup.js';
import { project, ROOT, runCommand, runNode, SPEC_SERVER, tempDir } from '../helpers.js';

const npmEnv = (cache: string) => ({
  ...process.env,
  npm_config_cache: cache,
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
});

/** A checkout of this repository's build inputs and packed files, sharing node_modules (the build reads esbuild, tsc). */
function checkout(): string {
  const dir = tempDir('mcp-budget-clone-');
  for (const entry of [
    'src',
    'scripts',
    'dist',
    'hosts',
    'examples',
    'docs',
    'budget.schema.json',
    'report.schema.json',
    'package.json',
    'package-lock.json',
    'tsconfig.json',
    'README.md',
    'action.yml',
    'LICENSE',
    '.gitignore',
  ]) {
    if (existsSync(path.join(ROOT, entry))) cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  }
  symlinkSync(realpathSync(path.join(ROOT, 'node_modules')), path.join(dir, 'node_modules'));
  return dir;
}

function touchAll(dir: string, when: Date): void {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) touchAll(file, when);
    utimesSync(file, when, when);
  }
}

describe('the package a new user installs', () => {
  it('has an MIT LICENSE that matches package.json, and the tarball carries it', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    expect(pkg.license).toBe('MIT');
    const license = readFileSync(path.join(ROOT, 'LICENSE'), 'utf8');
    expect(license).toMatch(/^MIT License\n/);
    expect(license).toContain('Permission is hereby granted, free of charge');
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
        cwd: ROOT,
        env: npmEnv(tempDir()),
        encoding: 'utf8',
      }),
    );
    const files = packed.files.map((file: { path: string }) => file.path);
    expect(files).toContain('LICENSE');
    expect(files).toContain('dist/types/index.d.ts');
    // The README links its reference pages relatively: each one it links is in the tarball beside it.
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const linked = [...readme.matchAll(/\]\(((?:docs|examples)\/[^)#\s]+)/g)].map((match) => match[1]!);
    expect(linked.length).toBeGreaterThan(10);
    for (const file of linked) expect(files, file).toContain(file);
  });

  it('ignores the tarball npm pack writes', () => {
    expect(readFileSync(path.join(ROOT, '.gitignore'), 'utf8').split('\n')).toContain('*.tgz');
  });
});

describe('a clone whose files git wrote in any order', () => {
  it('keeps the committed dist/ when src/ is newer on disk but the same in content, and rebuilds when a source changes', () => {
    const dir = checkout();
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: dir, stdio: 'ignore' });
    expect(distSetup.distIsCurrent(dir)).toBe(true);
    // git wrote src/ after dist/: every input is newer than dist/cli.js, nothing in them changed.
    touchAll(path.join(dir, 'src'), new Date(Date.now() + 60_000));
    utimesSync(path.join(dir, 'package.json'), new Date(Date.now() + 60_000), new Date(Date.now() + 60_000));
    expect(distSetup.distIsCurrent(dir)).toBe(true);
    writeFileSync(
      path.join(dir, 'src', 'version.ts'),
      `${readFileSync(path.join(dir, 'src', 'version.ts'), 'utf8')}\n// changed\n`,
    );
    expect(distSetup.distIsCurrent(dir)).toBe(false);
  });

  it('never leaves dist/types or dist/cli.js missing while it builds', async () => {
    const dir = checkout();
    const watched = ['dist/types/index.d.ts', 'dist/types/guard/guard.d.ts', 'dist/cli.js', 'dist/index.js'].map(
      (file) => path.join(dir, file),
    );
    let missing: string[] = [];
    let looks = 0;
    const timer = setInterval(() => {
      looks++;
      missing = missing.concat(watched.filter((file) => !existsSync(file)));
    }, 2);
    const build = await runNode(path.join(dir, 'scripts', 'build.mjs'), [], { cwd: dir });
    clearInterval(timer);
    expect(build.code).toBe(0);
    expect(looks).toBeGreaterThan(20);
    expect(missing).toEqual([]);
    expect(readdirSync(dir).filter((name) => name.startsWith('dist') && name !== 'dist')).toEqual([]);
  });
});

describe('installing before the package is published, as the README says', () => {
  const spec = { tools: [{ name: 'a', description: 'A.', inputSchema: { type: 'object' } }] };

  async function usable(app: string): Promise<void> {
    const installed = path.join(app, 'node_modules', 'mcp-budget');
    for (const file of [
      'LICENSE',
      'dist/cli.js',
      'dist/types/index.d.ts',
      'dist/types/guard/guard.d.ts',
      'budget.schema.json',
    ])
      expect(existsSync(path.join(installed, file)), file).toBe(true);
    const version = await runCommand(path.join(app, 'node_modules', '.bin', 'mcp-budget'), ['--version'], {
      cwd: app,
      env: process.env,
    });
    expect(version.code).toBe(0);
    expect(version.stdout.trim()).toBe(JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version);
    const init = await runCommand(
      path.join(app, 'node_modules', '.bin', 'mcp-budget'),
      ['init', '--server', `${process.execPath} ${SPEC_SERVER} spec.json`],
      { cwd: app, env: process.env },
    );
    expect(init.code, init.stderr).toBe(0);
    expect(JSON.parse(readFileSync(path.join(app, 'budget.json'), 'utf8')).servers).toBeDefined();
  }

  it('from a tarball: npm pack in a clone, npm install -D the .tgz', async () => {
    const clone = checkout();
    const cache = tempDir();
    const packed = execFileSync('npm', ['pack', '--ignore-scripts'], {
      cwd: clone,
      env: npmEnv(cache),
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .pop()!;
    const app = project({ 'package.json': { name: 'app', version: '1.0.0', private: true }, 'spec.json': spec });
    const install = await runCommand('npm', ['install', '--save-dev', '--offline', path.join(clone, packed)], {
      cwd: app,
      env: npmEnv(cache),
    });
    expect(install.code, install.stderr).toBe(0);
    await usable(app);
  });

  // npm prepares a git dependency whose package.json has a `build` script by installing its devDependencies in a
  // temporary clone (pacote's git fetcher; ~1.5 min here): online, as a user's install is. The package itself is the
  // committed dist/, no script builds it.
  it('from git: the committed dist/ is the package, with no prepare step to run', async () => {
    const clone = checkout();
    const pkg = JSON.parse(readFileSync(path.join(clone, 'package.json'), 'utf8'));
    expect(pkg.scripts.prepare).toBeUndefined();
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t.invalid', ...args], {
        cwd: clone,
        stdio: 'ignore',
      });
    git('init', '-q', '-b', 'main');
    git('add', '--', ...readdirSync(clone).filter((name) => name !== 'node_modules'));
    git('commit', '-q', '-m', 'a release');
    const cache = tempDir();
    const app = project({ 'package.json': { name: 'app', version: '1.0.0', private: true }, 'spec.json': spec });
    const install = await runCommand('npm', ['install', '--save-dev', `git+file://${clone}`], {
      cwd: app,
      env: npmEnv(cache),
    });
    expect(install.code, install.stderr).toBe(0);
    await usable(app);
  });
});
