import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { appDefine } from './vite.config.ts'

// Engine, contract and server tests and benchmarks run on Node; web tests run on jsdom.
export default defineConfig({
  test: {
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
