// GitHub's ubuntu-24.04 runner, simulated: a bubblewrap that fails as AppArmor makes it fail when not run as root,
// and a sudo that asks for no password (a setuid-root program, as the real one is).
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from './helpers.js';

export const onPath = (name: string) =>
  (process.env.PATH ?? '')
    .split(path.delimiter)
    .map((dir) => path.join(dir, name))
    .find((file) => existsSync(file));
export const REAL_BWRAP = onPath('bwrap');
export const HAS_CC = !!onPath('cc');

// Like the real sudo: the command runs in a child as root with every descriptor past stderr closed, and sudo waits for
// it, relaying the signals it gets.
const FAKE_SUDO_C = `#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
static pid_t child;
static void relay(int signal) { if (child > 0) kill(child, signal); }
int main(int argc, char **argv) {
  int i = 1, status;
  while (i < argc && argv[i][0] == '-') { if (strcmp(argv[i++], "--") == 0) break; }
  if (i >= argc) return 1;
  child = fork();
  if (child == 0) {
    if (setgid(0) != 0 || setuid(0) != 0) { perror("sudo"); _exit(1); }
    for (int fd = 3; fd < 1024; fd++) close(fd);
    execvp(argv[i], argv + i);
    perror("sudo");
    _exit(127);
  }
  signal(SIGTERM, relay); signal(SIGINT, relay); signal(SIGHUP, relay);
  while (waitpid(child, &status, 0) < 0) {}
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}
`;

/** A folder of commands put first on PATH: bubblewrap as AppArmor leaves it, and (optionally) passwordless sudo. */
export function runnerBin(withSudo: boolean): string {
  const bin = tempDir('mcp-budget-runner-bin-');
  chmodSync(bin, 0o755);
  writeFileSync(
    path.join(bin, 'bwrap'),
    `#!/bin/sh\nif [ "$(id -u)" != 0 ]; then echo 'bwrap: setting up uid map: Permission denied' >&2; exit 1; fi\nexec ${REAL_BWRAP} "$@"\n`,
    { mode: 0o755 },
  );
  if (withSudo) {
    writeFileSync(path.join(bin, 'sudo.c'), FAKE_SUDO_C);
    execFileSync('cc', ['-o', path.join(bin, 'sudo'), path.join(bin, 'sudo.c')]);
    chmodSync(path.join(bin, 'sudo'), 0o4755);
  }
  return bin;
}

/**
 * PATH with no `name` on it, whatever this machine has installed (GitHub's runners have /usr/bin/sudo): each folder
 * that holds it is replaced by a folder of links to everything else in it, so the rest is found as before.
 */
export function pathWithout(name: string, pathVariable = process.env.PATH ?? ''): string {
  return pathVariable
    .split(path.delimiter)
    .map((dir) => {
      if (!dir || !existsSync(path.join(dir, name))) return dir;
      const view = tempDir(`mcp-budget-path-without-${name}-`);
      chmodSync(view, 0o755);
      for (const entry of readdirSync(dir))
        if (entry !== name) symlinkSync(path.join(path.resolve(dir), entry), path.join(view, entry));
      return view;
    })
    .join(path.delimiter);
}
