// Bundles the server into one ES module; npm packages stay external and load from node_modules.
import { build } from 'esbuild'

await build({
  entryPoints: ['src/server/main.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  outfile: 'dist/server/main.js',
  logLevel: 'warning',
})
