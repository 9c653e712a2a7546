// `npm start`: builds what is missing or older than its sources, then serves.
import { execSync, spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const newest = (dir) => {
  let latest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs)
  }
  return latest
}
const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0)
const sources = Math.max(newest('src'), builtAt('package-lock.json'))

if (builtAt('dist/web/index.html') < Math.max(sources, builtAt('vite.config.ts'))) {
  console.log('Building the web app…')
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' })
}
if (builtAt('dist/server/main.js') < sources) {
  console.log('Building the server…')
  execSync('node scripts/build-server.mjs', { stdio: 'inherit' })
}

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], { stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 1))
