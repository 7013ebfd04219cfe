// A repository whose server reads dist/spec.json, built from spec.json and never committed (as a project's dist/
// is): the base's tree has no dist/ until its setup builds it.
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { git, project, sizedTool, SPEC_SERVER } from '../helpers.js';

/** The build: spec.json copied to dist/spec.json. */
export function buildSpec(dir: string): void {
  mkdirSync(path.join(dir, 'dist'), { recursive: true });
  copyFileSync(path.join(dir, 'spec.json'), path.join(dir, 'dist', 'spec.json'));
}

/** main: A 300 B, B 500 B, a 50% growth gate, committed with `.gitignore` as given; then built. */
export function builtSpecRepository(gitignore: string): string {
  const budget = {
    servers: { s: { command: process.execPath, args: [SPEC_SERVER, 'dist/spec.json'] } },
    growth: { toolPercent: 50 },
  };
  const dir = project({
    '.gitignore': gitignore,
    'spec.json': { tools: [sizedTool('A', 300), sizedTool('B', 500)] },
    'budget.json': budget,
  });
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '.');
  git(dir, 'commit', '-q', '-m', 'base');
  buildSpec(dir);
  return dir;
}
