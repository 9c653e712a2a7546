// Browser tests use Debian's Chromium, never a downloaded browser, and poppler-utils (pdftotext, pdftoppm)
// to read the printed reports: install what is missing when we can, else say how.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const needed = [
  { name: 'Chromium', path: chromium, apt: 'chromium', hint: ' (or set CHROMIUM_PATH)' },
  { name: 'pdftotext', path: '/usr/bin/pdftotext', apt: 'poppler-utils', hint: '' },
  { name: 'pdftoppm', path: '/usr/bin/pdftoppm', apt: 'poppler-utils', hint: '' },
]
const missing = needed.filter((tool) => !existsSync(tool.path))
if (missing.length === 0) process.exit(0)

const packages = [...new Set(missing.map((tool) => tool.apt))]
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
const hasApt = existsSync('/usr/bin/apt-get')
if (!isRoot || !hasApt) {
  for (const tool of missing)
    console.error(
      `${tool.name} is missing at ${tool.path}: install it with "sudo apt-get install -y ${tool.apt}"${tool.hint}.`,
    )
  process.exit(1)
}
console.log(`Installing ${packages.join(' ')} with apt-get…`)
try {
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
} catch {
  console.error(
    `Installing failed: install them with "apt-get install -y ${packages.join(' ')}" and run the tests again.`,
  )
  process.exit(1)
}
for (const tool of missing) {
  if (existsSync(tool.path)) continue
  console.error(`apt-get finished but ${tool.path} is still missing${tool.hint}.`)
  process.exit(1)
}
