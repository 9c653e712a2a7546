import { readFileSync } from 'node:fs'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { methodPagesPlugin } from './scripts/method-pages.ts'
import { precompressPlugin } from './scripts/precompress.ts'

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string
}

/**
 * Build-time constants of the web app. The engine ships inside this package, so package.json's version is the
 * engine's: the report stamp reads it from here rather than from a copy that could drift.
 */
export const appDefine = { __ENGINE_VERSION__: JSON.stringify(pkg.version) }

// The web app is served by our own server under /app; in development Vite proxies the API to it.
export default defineConfig({
  root: 'src/web',
  base: '/app/',
  // The calculation methods as pages (scripts/method-pages.ts), and the br and gzip forms of the built files,
  // which the server sends as they are (scripts/precompress.ts).
  plugins: [react(), methodPagesPlugin(), precompressPlugin()],
  define: appDefine,
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
})
