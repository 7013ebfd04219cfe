import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A bound for a hang, not a measure of speed: on a loaded 2-core machine a test that starts servers takes
    // many times what it takes idle (load average 30 was seen with other suites beside this one).
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // Tests start real server processes; two cores run two files at a time without starving the servers.
    maxWorkers: 2,
    // Each file in a fresh process re-imported the SDK and tokenizer 23 times (~12 s of CPU per run). No test
    // relies on module state: each gets its own cache directory (test/setup.ts) and passes env to the CLI it runs.
    isolate: false,
    // GitHub's workflow parser imports its JSON schemas without an import attribute: Vite's loader, not Node's, reads it.
    server: { deps: { inline: ['@actions/workflow-parser'] } },
    projects: [
      // One module at a time on in-memory measurements: no process, no server, no build (`npm run test:unit`).
      // Nothing here starts a process, so worker threads serve: cheaper to start than forks.
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.ts'], pool: 'threads' } },
      // Real servers, real git repositories, the built dist/: the test servers are bundled and dist/ rebuilt when stale.
      {
        extends: true,
        test: {
          name: 'scenarios',
          include: ['test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'test/unit/**'],
          setupFiles: ['test/setup.ts'],
          globalSetup: ['test/global-setup.ts', 'test/dist-setup.ts'],
        },
      },
    ],
  },
});
