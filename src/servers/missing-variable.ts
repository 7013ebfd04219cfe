/**
 * A server that needs a variable to start (an API key) says so on stderr and exits. The sandbox passes it nothing
 * of the caller's environment unless named, so the message names the variable and how to pass it.
 */

/** An environment variable's name as servers print it: upper case with an underscore, or a bare *KEY/*TOKEN. */
const NAME = `([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z]{2,}(?:KEY|TOKEN|SECRET))`;
const SAYS_MISSING = [
  // "API_KEY is not set", "GITHUB_TOKEN environment variable is required", "FOO_KEY must be set"
  new RegExp(
    String.raw`\b${NAME}\b[^\n]{0,40}?\b(?:is not set|not set|is missing|missing|is required|required|must be (?:set|provided)|is undefined|undefined|not defined|not provided|is empty)`,
  ),
  // "missing API_KEY", "Missing required environment variable: FOO_KEY", "Please set the FOO_KEY environment variable"
  new RegExp(String.raw`\b(?:missing|requires?|required|set|provide|no)\b[^\n]{0,40}?\b${NAME}\b`, 'i'),
];

/** The variable a server's stderr says it is missing, if it says so. */
export function missingVariable(stderr: string): string | undefined {
  for (const line of stderr.split('\n')) {
    for (const pattern of SAYS_MISSING) {
      const name = pattern.exec(line)?.[1];
      if (name && /^[A-Z]/.test(name) && name === name.toUpperCase()) return name;
    }
  }
  return undefined;
}

/** What to do about it: pass the variable from mcp-budget's environment, where it is set (a CI secret). */
export function passVariableFix(name: string, passed: boolean): string {
  if (passed)
    return `set ${name} in the environment mcp-budget runs in (the budget passes it, but it is not set there; in CI, from a secret: env: ${name}: \${{ secrets.${name} }})`;
  return `pass it from the environment in budget.json: "sandbox": { "passEnv": ["${name}"] }, or in the server's entry "env": { "${name}": "\${${name}}" } (\`mcp-budget init --env ${name}\` writes the first); then set ${name} where mcp-budget runs (in CI, from a secret)`;
}
