// The scenario tests' one look at the machine's processes, from /proc (Linux): which are running, and which belong to
// one server. Pids a server reports are its own namespace's, so a server's processes are found from outside by the
// HOME every one of them inherited.
import { readdirSync, readFileSync } from 'node:fs';

/** Every process /proc lists now (a kernel thread, a zombie, one of another user included). */
export function allPids(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number);
}

/** Processes still running (not zombies) with this HOME in their environment: a server and everything it started. */
export function processesWithHome(home: string): number[] {
  return allPids().filter((pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return (
        stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z' &&
        readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0').includes(`HOME=${home}`)
      );
    } catch {
      // ended while we looked, or not ours to read
      return false;
    }
  });
}
