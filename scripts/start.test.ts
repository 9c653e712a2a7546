// `npm start` as an operator runs it: npm → sh → scripts/start.mjs → the server. npm forwards SIGTERM
// and SIGINT only to its own child, the shell, which dies without passing them on; the server must still
// stop. The fixture stands in for the built app (dist/ newer than src/, so nothing is built), so the test
// checks the real package.json start line and the real start script in seconds.
import { spawn } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

const repo = path.resolve(import.meta.dirname, '..')
const fakeServer = `
import { writeFileSync } from 'node:fs'
writeFileSync('server.pid', String(process.pid))
const stop = (signal) => { writeFileSync('server.stopped', signal); process.exit(0) }
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))
setInterval(() => {}, 1000)
`

function fixture(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ventnoise-start-'))
  const pkg = JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')) as {
    scripts: { start: string }
  }
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'start-fixture', type: 'module', scripts: { start: pkg.scripts.start } }),
  )
  mkdirSync(path.join(dir, 'scripts'))
  copyFileSync(path.join(repo, 'scripts/start.mjs'), path.join(dir, 'scripts/start.mjs'))
  mkdirSync(path.join(dir, 'src'))
  writeFileSync(path.join(dir, 'src/a.ts'), '')
  const old = new Date('2020-01-01')
  utimesSync(path.join(dir, 'src/a.ts'), old, old)
  utimesSync(path.join(dir, 'src'), old, old)
  mkdirSync(path.join(dir, 'dist/web'), { recursive: true })
  mkdirSync(path.join(dir, 'dist/server'), { recursive: true })
  writeFileSync(path.join(dir, 'dist/web/index.html'), '<!doctype html>')
  writeFileSync(path.join(dir, 'dist/server/main.js'), fakeServer)
  return dir
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const dirs: string[] = []
const pids: number[] = []
afterEach(() => {
  for (const pid of pids.splice(0)) if (alive(pid)) process.kill(pid, 'SIGKILL')
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('npm start', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('stops the server when npm gets %s', async (signal) => {
    const dir = fixture()
    dirs.push(dir)
    const npm = spawn('npm', ['start', '--silent'], { cwd: dir, stdio: 'ignore' })
    let npmExited = false
    npm.on('exit', () => (npmExited = true))
    await until(() => existsSync(path.join(dir, 'server.pid')))
    const serverPid = Number(readFileSync(path.join(dir, 'server.pid'), 'utf8'))
    pids.push(serverPid)

    npm.kill(signal)
    await until(() => npmExited && !alive(serverPid))
    expect(readFileSync(path.join(dir, 'server.stopped'), 'utf8')).toBe(signal)
  })
})
