// The calculation methods' pages (method-pages.ts): the repository's documents as the app's pages, titled by
// their first heading, with a line to move between them and back to the app.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { METHOD_PAGES, methodPage } from './method-pages.ts'

describe('the calculation methods pages', () => {
  it('render each document whole: its title, headings, tables and formulas', () => {
    for (const { source, page } of METHOD_PAGES) {
      const markdown = readFileSync(source, 'utf8')
      const html = methodPage(markdown, page)
      const heading = /^#\s+(.+)$/m.exec(markdown)?.[1] ?? ''
      expect(html).toContain(`<title>${heading.replace(/&/g, '&amp;')}</title>`)
      // Every section of the document is on its page.
      const sections = markdown.match(/^##\s+.+$/gm) ?? []
      expect(sections.length).toBeGreaterThan(3)
      expect(html.match(/<h2[ >]/g)).toHaveLength(sections.length)
      expect(html).toContain('<table>')
      expect(html).not.toContain('\n## ')
    }
    // The validation tables of the silencer model, as a designer checks them.
    const acoustics = methodPage(readFileSync('docs/acoustics.md', 'utf8'), 'methods/acoustics.html')
    expect(acoustics).toContain('<td><strong>Fantech RS, all</strong></td>')
  })

  it('link each page to the others and back to the app, marking the page itself', () => {
    const html = methodPage('# Title\n\nText.', 'methods/acoustics-elements.html')
    expect(html).toContain('<nav aria-label="Calculation methods"><a href="/app">VentNoise</a>')
    expect(html).toContain('<a href="acoustics.html">Silencers, ducts and rooms</a>')
    expect(html).toContain('<span aria-current="page">Other products</span>')
    expect(html).toContain('<html lang="en">')
  })
})
