import { existsSync } from 'node:fs';

/**
 * The launchers (sudo, bwrap, setpriv, prlimit, unshare, sh) run before the sandbox exists, as the job's user or
 * root, with the job's files in reach. Started with the server's environment, `LD_PRELOAD=./evil.so` from a pull
 * request ran its code in each of them. So they start from this fixed environment, and the server's own is applied
 * by the last program before the server: inside every namespace, after the drop to its uid and the rlimits.
 */
export const LAUNCHER_ENV: Readonly<Record<string, string>> = {
  PATH: '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
};

/** The descriptor the last launcher reads the server's environment from. */
const ENVIRONMENT_FD = 3;

const PERL = ['/usr/bin/perl', '/bin/perl'].find((candidate) => existsSync(candidate));
const ENV_PROGRAM = ['/usr/bin/env', '/bin/env'].find((candidate) => existsSync(candidate));

/**
 * Reads `NAME=value\0…` from the descriptor, closes it, and becomes the server with exactly that environment. perl
 * (essential on Debian and Ubuntu, so on every GitHub runner) because no standard tool sets an environment from a
 * file, and `env -i NAME=value …` left the values in the argv of bubblewrap, readable in /proc/<pid>/cmdline by every
 * local user for as long as the server ran. The script is fixed; it loads no module.
 */
const READ_ENVIRONMENT = [
  `open(my $in, '<&=', ${ENVIRONMENT_FD}) or die "mcp-budget: no environment on descriptor ${ENVIRONMENT_FD}: $!\\n";`,
  'binmode $in; local $/; my $pairs = <$in>; close $in;',
  '%ENV = (); for (split /\\0/, $pairs) { my ($name, $value) = split /=/, $_, 2; $ENV{$name} = $value; }',
].join(' ');
const EXEC_SERVER = 'exec { $ARGV[0] } @ARGV or die "mcp-budget: cannot run $ARGV[0]: $!\\n";';

/**
 * getrlimit(2) and setrlimit(2) by number, where they are known. Linux's UAPI headers (as installed here,
 * linux-libc-dev): asm/unistd_64.h `__NR_getrlimit 97`, `__NR_setrlimit 160` (x86_64), asm-generic/unistd.h
 * `__NR_getrlimit 163`, `__NR_setrlimit 164` (arm64 uses the generic table), asm-generic/resource.h RLIMIT_FSIZE 1,
 * RLIMIT_DATA 2, RLIMIT_NPROC 6 (both architectures take these; mips, sparc and alpha number some differently).
 * Elsewhere prlimit sets them.
 */
const RLIMIT_CALLS: Partial<Record<NodeJS.Architecture, { get: number; set: number }>> = {
  x64: { get: 97, set: 160 },
  arm64: { get: 163, set: 164 },
};
const RESOURCE = { data: 2, nproc: 6, fsize: 1 } as const;

/** The rlimits the server starts under, soft and hard alike (what `prlimit --data=… --nproc=… --fsize=…` sets). */
export interface Rlimits {
  data: number;
  nproc: number;
  fsize: number;
}

/**
 * What the script runs between applying the environment and becoming the server: each rlimit set, soft and hard, to
 * the bound or to the hard limit already in force where that is lower (setrlimit may lower a hard limit, never raise
 * it: a runner at `ulimit -Hu 500` failed every server's start with 1,024 asked). One program fewer per start than
 * prlimit in front of perl (~0.7 ms). A limit that cannot be set stops the start, as prlimit's failure did. Fixed text
 * but for whole numbers.
 */
function settingRlimits(calls: { get: number; set: number }, limits: Rlimits): string {
  return Object.entries(RESOURCE)
    .map(([name, resource]) => {
      const value = limits[name as keyof Rlimits];
      if (!Number.isSafeInteger(value) || value < 0) throw new TypeError(`the ${name} bound ${value} cannot be set`);
      // syscall() passes a string as a buffer it may write to: a variable, never pack()'s read-only result.
      return [
        `my $${name} = "\\0" x 16; syscall(${calls.get}, ${resource}, $${name}) == 0 or die "mcp-budget: cannot read the ${name} bound: $!\\n";`,
        `my (undef, $${name}_hard) = unpack('QQ', $${name}); my $${name}_to = $${name}_hard < ${value} ? $${name}_hard : ${value};`,
        `$${name} = pack('QQ', $${name}_to, $${name}_to); syscall(${calls.set}, ${resource}, $${name}) == 0 or die "mcp-budget: cannot set the ${name} bound: $!\\n";`,
      ].join(' ');
    })
    .join(' ');
}

export interface InsideEnvironment {
  /** What goes right before the server's command. */
  prefix: string[];
  /** The environment, handed over on ENVIRONMENT_FD; undefined when it is in `prefix` (no perl). */
  payload?: Buffer;
  /** The rlimits asked for are set by `prefix` itself (perl, on a known architecture): no prlimit is needed. */
  bounded?: boolean;
}

/**
 * How the server's environment is applied inside. undefined where no launcher runs at all (Windows, no env program):
 * the server is spawned with its environment directly. Without perl, `env -i -- NAME=value …`: the values are then in
 * the argv of the launchers for as long as the server runs (the README says so). With `limits`, perl sets them too on
 * x86_64 and arm64 (`bounded`); elsewhere they are prlimit's to set.
 */
export function applyInside(
  env: Record<string, string>,
  limits?: Rlimits,
  arch: NodeJS.Architecture = process.arch,
): InsideEnvironment | undefined {
  if (process.platform === 'win32' || !ENV_PROGRAM) return undefined;
  const pairs = Object.entries(env).map(([name, value]) => {
    // A name with "=" would be read as a shorter name and a longer value; NUL ends a pair.
    if (name === '' || name.includes('=') || name.includes('\0') || value.includes('\0'))
      throw new TypeError(`the variable name ${JSON.stringify(name)} cannot be set`);
    return `${name}=${value}`;
  });
  if (!PERL) return { prefix: [ENV_PROGRAM, '-i', '--', ...pairs] };
  const calls = RLIMIT_CALLS[arch];
  const bounded = limits !== undefined && calls !== undefined;
  const script = [READ_ENVIRONMENT, ...(bounded ? [settingRlimits(calls, limits)] : []), EXEC_SERVER].join(' ');
  return {
    prefix: [PERL, '-e', script, '--'],
    payload: Buffer.from(pairs.map((pair) => `${pair}\0`).join('')),
    ...(bounded ? { bounded } : {}),
  };
}
