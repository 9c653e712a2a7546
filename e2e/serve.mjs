// Serves the built app for the browser tests on E2E_PORT with a throw-away DATA_DIR (E2E_DATA_DIR when the
// Playwright config sets it, so tests can read the mail outbox there).
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'ventnoise-e2e-'))
rmSync(dataDir, { recursive: true, force: true })
mkdirSync(dataDir, { recursive: true })
const port = process.env.E2E_PORT ?? '3100'
const server = spawn(process.execPath, ['dist/server/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: port,
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    // Every test signs up and in from this one address, and some from one account many times: the limits
    // (429 and the slowed sign-ins) are off here and proved by the server's tests (auth/rate-limits.test.ts).
    AUTH_RATE_LIMIT_PER_ADDRESS: '0',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '0',
    LOG_LEVEL: 'warn',
  },
})
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => {
  cleanUp()
  process.exit(code ?? 0)
})
