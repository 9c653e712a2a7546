import '@mantine/core/styles.css'
import '@mantine/dates/styles.css'
import '@mantine/notifications/styles.css'
import { languageReady } from './i18n/index.ts'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app.tsx'

const container = document.getElementById('root')
if (!container) throw new Error('ROOT_ELEMENT_MISSING')

const root = createRoot(container)
const render = () =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
// A stored language other than English is its own chunk: wait for it rather than flash English first. If it
// cannot be fetched, English (always present) still works.
languageReady().then(render, render)
