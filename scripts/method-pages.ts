// The calculation methods as pages of the built app (/app/methods/…): docs/acoustics.md and
// docs/acoustics-elements.md rendered to HTML by every `vite build`, so that the catalogue notice links a designer
// to what the modelled numbers rest on. Before, it named the repository's files, which a user of the app cannot
// open. The pages are the documents as written (English), with a line to move between them and back to the app.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { marked } from 'marked'
import type { Plugin } from 'vite'

/** The documents published, each with its page under the app and the name the pages' line gives it. */
export const METHOD_PAGES = [
  { source: 'docs/acoustics.md', page: 'methods/acoustics.html', name: 'Silencers, ducts and rooms' },
  { source: 'docs/acoustics-elements.md', page: 'methods/acoustics-elements.html', name: 'Other products' },
] as const

const STYLESHEET = 'methods/methods.css'

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The page of one document: its first heading as the title, the line of pages, the document. */
export function methodPage(markdown: string, page: string): string {
  const title = /^#\s+(.+)$/m.exec(markdown)?.[1] ?? 'VentNoise'
  const links = METHOD_PAGES.map(({ page: other, name }) =>
    other === page
      ? `<span aria-current="page">${escapeHtml(name)}</span>`
      : `<a href="${path.posix.basename(other)}">${escapeHtml(name)}</a>`,
  )
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${path.posix.basename(STYLESHEET)}">
</head>
<body>
<nav aria-label="Calculation methods"><a href="/app">VentNoise</a> · ${links.join(' · ')}</nav>
<main>
${marked.parse(markdown, { async: false })}
</main>
</body>
</html>
`
}

const CSS = `body { font: 16px/1.5 system-ui, sans-serif; color: #1a1b1e; margin: 0 auto; max-width: 64rem; padding: 1rem 1.5rem 3rem; }
nav { font-size: 0.9rem; padding: 0.5rem 0; border-bottom: 1px solid #dee2e6; margin-bottom: 1rem; }
a { color: #1c5fa8; }
table { border-collapse: collapse; margin: 1rem 0; display: block; overflow-x: auto; }
th, td { border: 1px solid #ced4da; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
th { background: #f1f3f5; }
code, pre { font-family: ui-monospace, monospace; font-size: 0.9em; background: #f1f3f5; }
pre { padding: 0.75rem; overflow-x: auto; }
@media print { nav { display: none; } }
`

/** Emits the pages and their stylesheet into the build, before the compressed forms are written. */
export function methodPagesPlugin(repositoryRoot = process.cwd()): Plugin {
  return {
    name: 'method-pages',
    apply: 'build',
    generateBundle() {
      for (const { source, page } of METHOD_PAGES)
        this.emitFile({
          type: 'asset',
          fileName: page,
          source: methodPage(readFileSync(path.join(repositoryRoot, source), 'utf8'), page),
        })
      this.emitFile({ type: 'asset', fileName: STYLESHEET, source: CSS })
    },
  }
}
