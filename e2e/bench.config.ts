// The browser benchmarks (e2e/*.bench.ts): the main configuration with their own file pattern, one worker so
// the timings do not compete, and the same server. Run: npx playwright test --config e2e/bench.config.ts
import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import base from '../playwright.config.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '*.bench.ts',
  fullyParallel: false,
  workers: 1,
  timeout: 120_000,
  webServer:
    base.webServer && !Array.isArray(base.webServer) ? { ...base.webServer, cwd: root } : base.webServer,
})
