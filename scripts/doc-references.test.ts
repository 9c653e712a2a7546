import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { allProblems, comments, problemsOf, type Problem } from './doc-references.ts'

const at = (text: string) => ({ file: 'src/engine/bands.ts', line: 1, text })
const shown = (problems: readonly Problem[]) => problems.map((p) => `${p.file}:${p.line}: ${p.problem}`)

describe('what a comment cites', () => {
  it('refuses the specification, the shared pages and work items', () => {
    for (const comment of [
      '// Codes of the specification (document 1 section 8).',
      '/** The envelope of design.md section 3. */',
      '// Flanking limits real silencers (AR §0).',
      '// The system airflow (issue 20).',
      '/**\n * Beyond the specification (issue 7; docs/acoustics.md section 11).\n */',
    ])
      expect(problemsOf(at(comment)), comment).not.toEqual([])
  })

  it('refuses a document that is not in the repository, and a section or heading its file lacks', () => {
    expect(problemsOf(at('// acoustics.md section 6'))[0]?.problem).toMatch(/not in the repository/)
    expect(problemsOf(at('// docs/nowhere.md'))[0]?.problem).toMatch(/not in the repository/)
    expect(problemsOf(at('// docs/acoustics.md section 99'))[0]?.problem).toMatch(/no section 99/)
    expect(problemsOf(at('// docs/product-rules.md, "No such rule"'))[0]?.problem).toMatch(
      /no "No such rule"/,
    )
  })

  it('takes a repository document by file, section and heading, also split over comment lines', () => {
    expect(problemsOf(at('// Snapping (docs/product-rules.md, "Size snapping").'))).toEqual([])
    expect(problemsOf(at('/**\n * Source: docs/acoustics.md\n * section 5, "Inversion".\n */'))).toEqual([])
    expect(problemsOf(at('// (docs/product-rules.md, "Rectangular\n// consistency rules")'))).toEqual([])
    expect(problemsOf(at('// See README.md beside this file.'))).toEqual([])
  })
})

describe('the comments of a file', () => {
  it('are its comments only, a run of // lines as one, never text in strings, templates or patterns', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'doc-references-'))
    try {
      const file = path.join(dir, 'sample.tsx')
      writeFileSync(
        file,
        [
          "const text = 'see issue 5 // not a comment'",
          'const pattern = /\\/\\/ issue 9/',
          'const template = `issue 3 ${text} // no`',
          '// The rule (docs/product-rules.md, "Rectangular',
          '// no such heading").',
          'export const view = <p>{/* design.md section 7 */}// text, issue 4</p>',
          'try {',
          '  void pattern',
          '} catch {',
          '  // Ignored (issue 2).',
          '}',
        ].join('\n'),
      )
      const found = comments(file)
      expect(found.map((c) => c.line)).toEqual([4, 6, 10])
      expect(found.flatMap((c) => problemsOf(c)).map((p) => p.line)).toEqual([4, 6, 6, 10])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('the comments of src, e2e, scripts and bench', () => {
  let problems: Problem[] = []
  beforeAll(() => {
    problems = allProblems()
  }, 120_000)

  it('cite no document, section or work item from outside the repository', () => {
    expect(
      shown(problems.filter((p) => !p.problem.startsWith('docs/') && !p.problem.includes(' has no '))),
    ).toEqual([])
  })

  it('cite only docs that exist, by sections and headings they have', () => {
    expect(shown(problems.filter((p) => p.problem.includes(' has no ')))).toEqual([])
  })
})
