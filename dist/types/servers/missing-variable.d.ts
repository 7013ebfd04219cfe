/**
 * A server that needs a variable to start (an API key) says so on stderr and exits. The sandbox passes it nothing
 * of the caller's environment unless named, so the message names the variable and how to pass it.
 */
/** The variable a server's stderr says it is missing, if it says so. */
export declare function missingVariable(stderr: string): string | undefined;
/** What to do about it: pass the variable from mcp-budget's environment, where it is set (a CI secret). */
export declare function passVariableFix(name: string, passed: boolean): string;
