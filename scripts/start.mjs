// `npm start`: builds what is missing or older than its sources, then serves.
// The server runs in this very process, and package.json's start line `exec`s node: npm sends SIGTERM
// and SIGINT only to its own child, so that child must be the server. (A shell in between dies of the
// signal without passing it on, and a server spawned from here would then keep running, orphaned.)
import { execSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

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

process.setSourceMapsEnabled(true)
// main.js installs its own SIGTERM/SIGINT handlers (a graceful close) and exits when it has stopped.
await import(pathToFileURL(path.resolve('dist/server/main.js')).href)
