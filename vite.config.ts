import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// The web app is served by our own server under /app; in development Vite proxies the API to it.
export default defineConfig({
  root: 'src/web',
  base: '/app/',
  plugins: [react()],
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
