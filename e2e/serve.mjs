// Serves the built app for the browser tests on E2E_PORT with a throw-away DATA_DIR.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ventnoise-e2e-'))
const server = spawn(process.execPath, ['dist/server/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: process.env.E2E_PORT ?? '3100',
    LOG_LEVEL: 'warn',
  },
})
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => {
  cleanUp()
  process.exit(code ?? 0)
})
