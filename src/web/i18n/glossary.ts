// The trade-term glossary (glossary.json) as a checker: which approved words, refused variants, address
// forms and typography a text in one of our languages breaks. Pure, so the catalogue's test on the server
// side holds the catalogue texts to the same rules as the locale files.
import glossary from './glossary.json'
import type { Language } from './languages.ts'

export { glossary }

/** One rule a text breaks: which rule, and the words that broke it. */
export interface GlossaryViolation {
  rule: string
  match: string
}

const LETTER = '[\\p{L}\\p{N}]'
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A refused variant as a regular expression. "word" is a whole word or phrase, "stem*" a word starting with
 * stem, "*part*" a word containing part, "*end" a word ending with end; "=" first makes it case-sensitive.
 */
export function variantPattern(variant: string): RegExp {
  const caseSensitive = variant.startsWith('=')
  const body = caseSensitive ? variant.slice(1) : variant
  const open = body.startsWith('*')
  const close = body.endsWith('*')
  const core = escape(body.replace(/^\*/, '').replace(/\*$/, ''))
  const source = (open ? `${LETTER}*` : `(?<!${LETTER})`) + core + (close ? `${LETTER}*` : `(?!${LETTER})`)
  return new RegExp(source, caseSensitive ? 'gu' : 'giu')
}

interface Rule {
  rule: string
  pattern: RegExp
}

interface LanguageRules {
  refused: Rule[]
  /** A formal imperative opening a sentence, with the words it must not take for one. */
  sentenceStart: { pattern: RegExp; allow: readonly string[] } | null
  /** A yes/no question that copies the English infinitive instead of asking "do you want to". */
  question: RegExp | null
}

function compile(language: Language): LanguageRules {
  const refused: Rule[] = []
  for (const term of glossary.terms)
    for (const variant of term.refused[language])
      refused.push({ rule: `term:${term.id}`, pattern: variantPattern(variant) })
  const address = glossary.addressForms[language]
  for (const variant of address.refused)
    refused.push({ rule: `address:${language}`, pattern: variantPattern(variant) })
  return {
    refused,
    sentenceStart: address.sentenceStart
      ? { pattern: new RegExp(address.sentenceStart, 'u'), allow: address.allow }
      : null,
    question:
      'question' in address && typeof address.question === 'string'
        ? new RegExp(address.question, 'u')
        : null,
  }
}

const compiled = new Map<Language, LanguageRules>()
const rulesOf = (language: Language): LanguageRules => {
  let rules = compiled.get(language)
  if (!rules) compiled.set(language, (rules = compile(language)))
  return rules
}

const typography = glossary.typography.map((t) => ({
  rule: `typography:${t.id}`,
  pattern: new RegExp(t.pattern, 'g'),
}))

/** The first word of each sentence (after the start, ". ", "? ", "! " or ": "). */
const sentenceStarts = (text: string): string[] =>
  [...text.matchAll(/(?:^|[.?!:]\s+)([\p{L}]+)/gu)].map((m) => m[1] ?? '')

export interface CheckOptions {
  /** English the specification quotes word for word: the typography rules do not apply. */
  specVerbatim?: boolean
}

/** Everything in `text` that the glossary refuses for `language`; empty when the text follows it. */
export function checkText(language: Language, text: string, options: CheckOptions = {}): GlossaryViolation[] {
  const found: GlossaryViolation[] = []
  const plain = text.replace(/\{\{\s*[\w.]+\s*\}\}/g, (placeholder) => placeholder.replace(/\w/g, '_'))
  const rules = rulesOf(language)
  for (const { rule, pattern } of rules.refused)
    for (const m of plain.matchAll(pattern)) found.push({ rule, match: m[0] })
  if (!options.specVerbatim)
    for (const { rule, pattern } of typography)
      for (const m of text.matchAll(pattern)) found.push({ rule, match: m[0] })
  const start = rules.sentenceStart
  if (start)
    for (const word of sentenceStarts(plain))
      if (start.pattern.test(word) && !start.allow.includes(word))
        found.push({ rule: `address:${language}`, match: word })
  const question = rules.question
  if (question)
    for (const sentence of text.split(/(?<=[.?!])\s+/))
      if (question.test(sentence)) found.push({ rule: `address:${language}:question`, match: sentence })
  return found
}

/** Flattens a locale tree into dotted keys and their texts. */
export function flattenLocale(tree: object, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>()
  for (const [key, value] of Object.entries(tree) as [string, unknown][]) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') entries.set(path, value)
    else if (typeof value === 'object' && value !== null)
      for (const [k, v] of flattenLocale(value, path)) entries.set(k, v)
  }
  return entries
}

/** Every value of a locale file that breaks the glossary, as "key: rule «match»" lines. */
export function checkLocale(language: Language, tree: object): string[] {
  const verbatim = new Set(language === 'en' ? glossary.specVerbatimEnglish.keys : [])
  const problems: string[] = []
  for (const [key, text] of flattenLocale(tree))
    for (const v of checkText(language, text, { specVerbatim: verbatim.has(key) }))
      problems.push(`${key}: ${v.rule} «${v.match}»`)
  return problems
}
