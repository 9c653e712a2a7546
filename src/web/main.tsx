import '@mantine/core/styles.css'
import './i18n/index.ts'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app.tsx'

const container = document.getElementById('root')
if (!container) throw new Error('ROOT_ELEMENT_MISSING')

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
