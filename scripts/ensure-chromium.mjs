// Browser tests use Debian's Chromium, never a downloaded browser: install it when we can, else say how.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
if (existsSync(chromium)) process.exit(0)

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
const hasApt = existsSync('/usr/bin/apt-get')
if (!isRoot || !hasApt) {
  console.error(
    `Chromium is missing at ${chromium}: install it with "sudo apt-get install -y chromium" (or set CHROMIUM_PATH).`,
  )
  process.exit(1)
}
console.log('Chromium is missing: installing Debian chromium with apt-get…')
try {
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
} catch {
  console.error(
    'Installing Chromium failed: install it with "apt-get install -y chromium" and run the tests again.',
  )
  process.exit(1)
}
if (!existsSync(chromium)) {
  console.error(`apt-get finished but ${chromium} is still missing; set CHROMIUM_PATH to the browser.`)
  process.exit(1)
}
