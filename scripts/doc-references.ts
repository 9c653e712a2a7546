// What source comments cite must be in this repository: a rule is written in docs/ and cited
// by file and heading (docs/product-rules.md, first paragraph), never by a document, section or work item
// that a reader of the repository cannot open. Used by doc-references.test.ts.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

export const ROOT = path.resolve(import.meta.dirname, '..')

/** The folders whose TypeScript is checked. */
export const CHECKED_FOLDERS = ['src', 'e2e', 'scripts', 'bench'] as const

export interface Citation {
  file: string
  line: number
  text: string
}

export interface Problem extends Citation {
  problem: string
}

/** References to texts outside the repository, and why each is refused. */
const OUTSIDE: readonly { pattern: RegExp; why: string }[] = [
  { pattern: /\bdocument [12]\b|\bdocuments 1 and 2\b/i, why: 'cites the specification, not docs/' },
  { pattern: /\bdesign\.md\b|\bdesign §/i, why: 'cites the shared design page, not docs/' },
  { pattern: /\bAR §/, why: 'cites the shared acoustics reference, not docs/acoustics.md' },
  { pattern: /\bspec(ification)? §/i, why: 'cites the specification, not docs/' },
  { pattern: /\bissues? \d+/i, why: 'cites a work item instead of the rule it stands for' },
]

export function sourceFiles(folder: string): string[] {
  const out: string[] = []
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full)
    }
  }
  walk(path.join(ROOT, folder))
  return out
}

const scanner = ts.createScanner(ts.ScriptTarget.Latest, false)

/** Literals and identifiers: the only text of theirs that can hold a comment is their leading trivia. */
const isLeafText = (node: ts.Node): boolean =>
  ts.isStringLiteral(node) ||
  ts.isNumericLiteral(node) ||
  ts.isBigIntLiteral(node) ||
  ts.isRegularExpressionLiteral(node) ||
  ts.isNoSubstitutionTemplateLiteral(node) ||
  ts.isTemplateHead(node) ||
  ts.isTemplateMiddle(node) ||
  ts.isTemplateTail(node) ||
  ts.isIdentifier(node)

/**
 * Every comment of a file, with the line where it starts. Each character of the file lies between the
 * children of exactly one node; those gaps hold only punctuation, keywords and trivia, so scanning them
 * finds every comment and nothing inside a string, template, regular expression or JSX text.
 */
export function comments(file: string): Citation[] {
  const text = readFileSync(file, 'utf8')
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind)
  const found: Citation[] = []
  let lastEnd = -1
  const add = (pos: number, end: number): void => {
    const body = text.slice(pos, end)
    const previous = found.at(-1)
    // A run of // lines is one comment: a citation may wrap from one line to the next.
    if (
      previous &&
      body.startsWith('//') &&
      previous.text.startsWith('//') &&
      /^[ \t]*\r?\n[ \t]*$/.test(text.slice(lastEnd, pos))
    )
      previous.text += '\n' + body
    else
      found.push({
        file: path.relative(ROOT, file),
        line: source.getLineAndCharacterOfPosition(pos).line + 1,
        text: body,
      })
    lastEnd = end
  }
  const scanGap = (from: number, to: number): void => {
    if (to <= from) return
    scanner.setText(text, from, to - from)
    for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan())
      if (token === ts.SyntaxKind.SingleLineCommentTrivia || token === ts.SyntaxKind.MultiLineCommentTrivia)
        add(scanner.getTokenStart(), scanner.getTokenEnd())
  }
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) return
    if (isLeafText(node)) {
      for (const range of ts.getLeadingCommentRanges(text, node.pos) ?? []) add(range.pos, range.end)
      return
    }
    const children: ts.Node[] = []
    ts.forEachChild(
      node,
      (child) => void children.push(child),
      (list) => void children.push(...list),
    )
    let at = node.pos
    for (const child of children) {
      scanGap(at, child.pos)
      visit(child)
      at = child.end
    }
    scanGap(at, node.end)
  }
  visit(source)
  return found
}

/** A comment's words on one line: the comment markers of continued lines dropped, spaces collapsed. */
export function flatten(comment: string): string {
  return comment
    .replace(/^\s*(\/\/+|\/\*+|\*)\s?/gm, ' ')
    .replace(/\*\/\s*$/, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

const squeeze = (s: string): string => s.replace(/\s+/g, ' ').toLowerCase()

const MD_REFERENCE = /(?<![\w./-])((?:[\w.-]+\/)*[\w-]+\.md)\b/g
const SECTION = /^,? (?:sections? |§ ?)(\d+[a-z]?)\b/
const QUOTED = /^,? "([^"]+)"/

/** The problems of one comment. */
export function problemsOf(citation: Citation): Problem[] {
  const words = flatten(citation.text)
  const problems: Problem[] = []
  for (const { pattern, why } of OUTSIDE)
    if (pattern.test(words)) problems.push({ ...citation, problem: why })
  for (const match of words.matchAll(MD_REFERENCE)) {
    const cited = match[1] ?? ''
    const inRoot = path.join(ROOT, cited)
    const beside = path.join(ROOT, path.dirname(citation.file), cited)
    const target = existsSync(inRoot) ? inRoot : existsSync(beside) ? beside : undefined
    if (!target) {
      problems.push({ ...citation, problem: `cites ${cited}, which is not in the repository` })
      continue
    }
    const after = words.slice((match.index ?? 0) + cited.length)
    const doc = readFileSync(target, 'utf8')
    const section = SECTION.exec(after)?.[1]
    if (section && !new RegExp(`^#+ ${section}\\.? `, 'm').test(doc))
      problems.push({ ...citation, problem: `${cited} has no section ${section}` })
    const quoted = QUOTED.exec(after)?.[1]
    if (quoted && !squeeze(doc).includes(squeeze(quoted)))
      problems.push({ ...citation, problem: `${cited} has no "${quoted}"` })
  }
  return problems
}

export function allProblems(): Problem[] {
  return CHECKED_FOLDERS.flatMap((folder) => sourceFiles(folder))
    .flatMap((file) => comments(file))
    .flatMap((citation) => problemsOf(citation))
}
