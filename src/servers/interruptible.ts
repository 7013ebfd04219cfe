import vm from 'node:vm';

/**
 * Wraps a synchronous call so that it runs where V8 can interrupt it: past `deadline` (ms since the epoch) it throws
 * MeasuringTimedOut. For code that runs a regular expression on a server's text, or a server's own pattern from a
 * schema: a catastrophic one (`(a+)+$`) backtracks for minutes, and a blocked main thread cannot even answer SIGTERM.
 * Each call gets a watchdog from node:vm's timeout; the context is made once per wrapper.
 */
export function interruptible<A extends unknown[], R>(
  call: (...args: A) => R,
): (deadline: number | undefined, ...args: A) => R {
  let context: { sandbox: vm.Context; script: vm.Script } | undefined;
  return (deadline, ...args) => {
    context ??= { sandbox: vm.createContext({ call, args: [] }), script: new vm.Script('call(...args)') };
    const { sandbox, script } = context;
    sandbox.args = args;
    try {
      return script.runInContext(sandbox, {
        timeout: Math.max(1, (deadline ?? Date.now() + 60_000) - Date.now()),
      }) as R;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw new MeasuringTimedOut();
      throw error;
    } finally {
      sandbox.args = [];
    }
  };
}

/** Counting (or normalizing) ran past the server's time bound; thrown rather than returning a wrong figure. */
export class MeasuringTimedOut extends Error {
  override name = 'MeasuringTimedOut';
}
