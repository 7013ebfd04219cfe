import { accessSync, constants, statSync } from 'node:fs';
import os from 'node:os';
import { userError } from '../user-error-words.js';

/**
 * The temporary directory a run makes its folders in (each server's HOME, the run lock, the base's worktree):
 * TMPDIR (`os.tmpdir()`) when this user can write it, else the first of /tmp and /var/tmp that can be. A run does
 * not need TMPDIR itself, only somewhere to write: a TMPDIR that is missing or read-only (a container's, a
 * mistyped one) used to end the run with a stack trace. Only when none can be written is it an error, naming them.
 */
export interface TempDirChoice {
  dir: string;
  /** TMPDIR could not be written: which it was and why; `dir` is where the run went instead. */
  unusable?: { dir: string; why: string };
}

const FALLBACKS = ['/tmp', '/var/tmp'];

let chosen: { named: string; choice: TempDirChoice } | undefined;

function choose(): TempDirChoice | { failed: { tmpdir: string; why: string } } {
  const named = os.tmpdir();
  if (chosen?.named === named) return chosen.choice;
  const why = unwritable(named);
  if (why === undefined) return (chosen = { named, choice: { dir: named } }).choice;
  const instead = FALLBACKS.find((dir) => dir !== named && unwritable(dir) === undefined);
  if (instead === undefined) return { failed: { tmpdir: named, why } };
  return (chosen = { named, choice: { dir: instead, unusable: { dir: named, why } } }).choice;
}

/** Where this run makes its temporary folders; a usage error (exit 2) when no temporary directory can be written. */
export function runTempDir(): string {
  const choice = choose();
  if ('failed' in choice) throw userError('NO_TEMP_DIR', { ...choice.failed, fallbacks: FALLBACKS });
  return choice.dir;
}

/** What to tell the user when TMPDIR was passed over (or none can be written: the run says so when it needs one). */
export function tempDirNote(): string | undefined {
  const choice = choose();
  if ('failed' in choice || !choice.unusable) return undefined;
  return `TMPDIR ${choice.unusable.dir} cannot be written (${choice.unusable.why}); temporary folders are made in ${choice.dir} instead (set TMPDIR to a directory this user can write, or unset it)`;
}

function unwritable(dir: string): string | undefined {
  try {
    if (!statSync(dir).isDirectory()) return 'not a directory';
    accessSync(dir, constants.W_OK | constants.X_OK);
    return undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return 'no such directory';
    if (code === 'ENOTDIR') return 'not a directory';
    if (code === 'EACCES' || code === 'EPERM') return 'not writable by this user';
    if (code === 'EROFS') return 'a read-only file system';
    return (error as Error).message;
  }
}
