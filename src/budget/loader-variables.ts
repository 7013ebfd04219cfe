/**
 * Variables that make a program run code it did not ship: the dynamic loader's, glibc's, the shells' and the
 * runtimes' hooks. A server's env applies to the server alone, inside the sandbox (server-launch.ts), so none of them
 * reaches a launcher; they are refused in budget.json and imported configs all the same, because a variable that
 * loads a file from the pull request into every process is never what a measurement needs.
 */
export interface LoaderVariable {
  /** A name, or a prefix ending in `*`. */
  name: string;
  /** What it makes a program do. */
  what: string;
  /** Names it stands for, for the README and the tests. */
  examples: string[];
  /** When only some values are hooks (NODE_OPTIONS --require): the part of the value that is one. */
  hook?: (value: string) => string | undefined;
}

const NODE_HOOKS =
  /(?:^|\s)(-r|--require|--import|--loader|--experimental-loader|--env-file(?:-if-exists)?)(?:[=\s]|$)/;
const JAVA_AGENT = /-javaagent:|-agentpath:|-agentlib:|-XX:OnOutOfMemoryError/;

export const LOADER_VARIABLES: readonly LoaderVariable[] = [
  {
    name: 'LD_*',
    what: "the dynamic loader's: preloads, audits or replaces libraries in every program",
    examples: ['LD_PRELOAD', 'LD_AUDIT', 'LD_LIBRARY_PATH'],
  },
  { name: 'DYLD_*', what: "macOS's dynamic loader's, the same", examples: ['DYLD_INSERT_LIBRARIES'] },
  {
    name: 'GLIBC_TUNABLES',
    what: "glibc's tunables (CVE-2023-4911 ran code through them)",
    examples: ['GLIBC_TUNABLES'],
  },
  { name: 'GCONV_PATH', what: 'glibc loads character-set converters from it', examples: ['GCONV_PATH'] },
  { name: 'LOCPATH', what: 'glibc loads locales from it', examples: ['LOCPATH'] },
  { name: 'NLSPATH', what: 'glibc loads message catalogs from it', examples: ['NLSPATH'] },
  { name: 'MALLOC_*', what: "glibc's allocator hooks and trace files", examples: ['MALLOC_TRACE', 'MALLOC_CHECK_'] },
  { name: 'HOSTALIASES', what: 'glibc reads host names from the file it names', examples: ['HOSTALIASES'] },
  { name: 'RESOLV_HOST_CONF', what: "glibc's resolver reads the file it names", examples: ['RESOLV_HOST_CONF'] },
  { name: 'BASH_ENV', what: 'bash runs the file it names before any script', examples: ['BASH_ENV'] },
  { name: 'ENV', what: 'sh runs the file it names at start', examples: ['ENV'] },
  {
    name: 'BASH_FUNC_*',
    what: 'bash imports functions from it (a command can become one)',
    examples: ['BASH_FUNC_echo%%'],
  },
  {
    name: 'SHELLOPTS',
    what: "bash's options for every script (xtrace with PS4 runs commands)",
    examples: ['SHELLOPTS'],
  },
  { name: 'PS4', what: 'bash expands it for every traced command', examples: ['PS4'] },
  {
    name: 'NODE_OPTIONS',
    what: 'Node preloads the modules its --require, --import or --loader name',
    examples: ['NODE_OPTIONS'],
    hook: (value) => NODE_HOOKS.exec(value)?.[1],
  },
  { name: 'PYTHONSTARTUP', what: 'Python runs the file it names', examples: ['PYTHONSTARTUP'] },
  { name: 'PERL5OPT', what: 'Perl takes options from it (-M loads a module)', examples: ['PERL5OPT'] },
  { name: 'RUBYOPT', what: 'Ruby takes options from it (-r loads a library)', examples: ['RUBYOPT'] },
  {
    name: 'JAVA_TOOL_OPTIONS',
    what: 'the JVM loads the agents it names',
    examples: ['JAVA_TOOL_OPTIONS'],
    hook: (value) => JAVA_AGENT.exec(value)?.[0],
  },
  {
    name: '_JAVA_OPTIONS',
    what: 'the JVM loads the agents it names',
    examples: ['_JAVA_OPTIONS'],
    hook: (value) => JAVA_AGENT.exec(value)?.[0],
  },
  {
    name: 'JDK_JAVA_OPTIONS',
    what: 'the JVM loads the agents it names',
    examples: ['JDK_JAVA_OPTIONS'],
    hook: (value) => JAVA_AGENT.exec(value)?.[0],
  },
];

/** Why `name=value` may not be set for a server, or undefined when it may. */
export function loaderVariableRefusal(name: string, value: string | undefined): string | undefined {
  for (const rule of LOADER_VARIABLES) {
    const matches = rule.name.endsWith('*') ? name.startsWith(rule.name.slice(0, -1)) : name === rule.name;
    if (!matches) continue;
    if (rule.hook) {
      // A value from the caller (passEnv) is the trusted workflow's own.
      const part = value === undefined ? undefined : rule.hook(value);
      if (!part) continue;
      return `${name} with ${part} is a hook: ${rule.what}. mcp-budget sets no loader or hook variable for a server; start the code from the server's command instead`;
    }
    return `${name} is a loader or hook variable (${rule.what}); mcp-budget sets none for a server. Start the code from the server's command instead`;
  }
  return undefined;
}
