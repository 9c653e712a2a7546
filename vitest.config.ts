import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { appDefine } from './vite.config.ts'

// Engine, contract and server tests and benchmarks run on Node; web tests run on jsdom.
export default defineConfig({
  test: {
    // Vitest's default leaves one core for itself, which on a two-core machine (CI's) means one worker; its own
    // share is small, and two workers finish the unit suite in about 290 s instead of 390 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // oidc-provider, a test-only dependency, asks for Node 22 at import; the app itself supports Node 20.
    onConsoleLog: (log) => !log.includes('oidc-provider WARNING: Unsupported runtime'),
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/engine/**/*.test.ts',
            'src/contract/**/*.test.ts',
            'src/server/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          // The browser benchmarks in e2e/ are Playwright's (e2e/bench.config.ts).
          benchmark: { include: ['src/engine/**/*.bench.ts', 'src/server/**/*.bench.ts'] },
          // One process runs many files: PGlite's start and the migrated image (src/server/test/databases.ts)
          // are paid once per worker instead of once per file, about a third of the time. Every test builds
          // its own app and database, and no node test mocks modules or stubs globals, so files share nothing.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        define: appDefine,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test-setup.ts'],
          benchmark: { include: [] },
          testTimeout: 30_000,
        },
      },
    ],
  },
})
