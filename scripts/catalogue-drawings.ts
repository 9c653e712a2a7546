// Draws the catalogue's line drawings (one per class and per product category) into assets/catalogue/.
// Run `npx tsx scripts/catalogue-drawings.ts` after adding a class; the files are committed.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import {
  RECT_SILENCER_CLASSES,
  ROUND_SILENCER_CLASSES,
  ROUND_SILENCER_GROUPS,
  roundClassDefinition,
} from '../src/engine/index.ts'
import type { RoundClassDefinition } from '../src/engine/index.ts'
import { rectClassTraits, type RectClassTraits } from '../src/server/catalogue/demo/rect-texts.ts'

const OUT = path.join(import.meta.dirname, '..', 'assets', 'catalogue')
const INK = '#1f3a5f'
const BODY = '#f4f7fb'
const LINING = '#dbe4ee'

const svg = (title: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 160" width="240" height="160" role="img" aria-label="${title}">
<title>${title}</title>
<g fill="none" stroke="${INK}" stroke-width="2" stroke-linejoin="round" stroke-linecap="round">
${body}
</g>
<text x="120" y="152" text-anchor="middle" font-family="sans-serif" font-size="12" fill="${INK}">${title}</text>
</svg>
`

/** A zigzag (mineral wool) or a row of dots (polyester) inside a band from x0 to x1 around y. */
function fibre(
  material: 'mineralwool' | 'polyester' | 'cleantec',
  x0: number,
  x1: number,
  y: number,
  h: number,
) {
  if (material === 'polyester') {
    const dots: string[] = []
    for (let x = x0 + 4; x < x1 - 2; x += 8)
      dots.push(`<circle cx="${x}" cy="${y}" r="1.2" fill="${INK}" stroke="none"/>`)
    return dots.join('')
  }
  if (material === 'cleantec')
    return `<line x1="${x0 + 2}" y1="${y}" x2="${x1 - 2}" y2="${y}" stroke-width="1"/>`
  const points: string[] = []
  for (let x = x0 + 2, up = true; x <= x1 - 2; x += 5, up = !up)
    points.push(`${x},${y + (up ? -h / 3 : h / 3)}`)
  return `<polyline points="${points.join(' ')}" stroke-width="1"/>`
}

function roundSilencer(d: RoundClassDefinition, label: string, materials: ('mineralwool' | 'polyester')[]) {
  // Compact classes are drawn shorter in proportion to their longest length (NKU, 2100 mm, is full size).
  const length = d.family === 'compact' ? 40 + (100 * (d.lengths.at(-1) ?? 2100)) / 2100 : 140
  const x0 = 120 - length / 2
  const x1 = 120 + length / 2
  const t = d.liningMm >= 100 ? 14 : d.liningMm >= 50 ? 10 : 6
  const parts = [
    `<rect x="${x0}" y="45" width="${length}" height="70" fill="${BODY}"/>`,
    `<ellipse cx="${x1}" cy="80" rx="9" ry="35" fill="${BODY}"/>`,
    `<rect x="${x0 - 28}" y="62" width="28" height="36" fill="${BODY}"/>`,
    `<rect x="${x1 + 4}" y="62" width="28" height="36" fill="${BODY}"/>`,
    `<ellipse cx="${x1 + 32}" cy="80" rx="5" ry="18" fill="${BODY}"/>`,
    `<rect x="${x0}" y="45" width="${length}" height="${t}" fill="${LINING}" stroke-width="1"/>`,
    `<rect x="${x0}" y="${115 - t}" width="${length}" height="${t}" fill="${LINING}" stroke-width="1"/>`,
  ]
  const half = materials.length > 1 ? length / 2 : length
  materials.forEach((m, i) => {
    const a = x0 + i * half
    parts.push(fibre(m, a, a + half, 45 + t / 2, t), fibre(m, a, a + half, 115 - t / 2, t))
  })
  if (d.pod)
    parts.push(`<rect x="${x0 + 25}" y="70" width="${length - 50}" height="20" rx="10" fill="${LINING}"/>`)
  if (d.family === 'flexible')
    for (let x = x0 + 10; x < x1; x += 10) parts.push(`<path d="M${x} 45 q4 35 0 70" stroke-width="1"/>`)
  if (d.openable)
    parts.push(
      `<line x1="${x0}" y1="80" x2="${x1}" y2="80" stroke-dasharray="6 4" stroke-width="1.5"/>`,
      `<rect x="${x0 + 20}" y="76" width="10" height="8" fill="${BODY}"/>`,
      `<rect x="${x1 - 30}" y="76" width="10" height="8" fill="${BODY}"/>`,
    )
  return svg(label, parts.join('\n'))
}

function rectSilencer(t: RectClassTraits) {
  const material = t.cassetteMaterial === 'mineralWool' ? 'mineralwool' : t.cassetteMaterial
  if (t.shape === 'bend') {
    const parts = [
      `<path d="M25 30 H205 V135 H150 V80 H25 Z" fill="${BODY}"/>`,
      // Baffles follow the turn: each as far from the outer wall in both legs.
      ...[42, 55, 68].map((y) => `<path d="M25 ${y} H${205 - (y - 30)} V135" stroke-width="1.5"/>`),
      fibre(material, 30, 140, 48.5, 10),
      fibre(material, 30, 140, 61.5, 10),
      `<text x="90" y="24" font-size="11" fill="${INK}" stroke="none" font-family="sans-serif">x</text>`,
      `<text x="212" y="110" font-size="11" fill="${INK}" stroke="none" font-family="sans-serif">y</text>`,
    ]
    if (t.insulated) parts.push(`<path d="M19 24 H211 V141 H144 V86 H19 Z" stroke-width="1"/>`)
    return svg(t.name, parts.join('\n'))
  }
  const parts = [
    `<path d="M40 45 L150 25 L200 25 L90 45 Z" fill="${LINING}"/>`,
    `<path d="M90 45 L200 25 L200 105 L90 125 Z" fill="${BODY}"/>`,
    `<rect x="40" y="45" width="50" height="80" fill="${BODY}"/>`,
    ...[46, 62, 78].map(
      (x) => `<rect x="${x}" y="49" width="8" height="72" fill="${LINING}" stroke-width="1"/>`,
    ),
    ...[50, 66, 82].map(
      (x) =>
        `<line x1="${x}" y1="53" x2="${x}" y2="117" stroke-width="0.8" stroke-dasharray="${material === 'polyester' ? '1 3' : material === 'cleantec' ? '' : '3 2'}"/>`,
    ),
  ]
  if (t.insulated) parts.push(`<rect x="35" y="40" width="60" height="90" stroke-width="1"/>`)
  if (t.openable)
    parts.push(
      `<path d="M105 48 L185 34 L185 96 L105 110 Z" stroke-dasharray="5 3" stroke-width="1.5"/>`,
      `<rect x="140" y="66" width="12" height="6" fill="${BODY}"/>`,
    )
  return svg(t.name, parts.join('\n'))
}

const roundCeiling = (label: string) =>
  svg(
    label,
    [
      `<circle cx="120" cy="72" r="58" fill="${BODY}"/>`,
      `<circle cx="120" cy="72" r="42"/>`,
      `<circle cx="120" cy="72" r="26" fill="${LINING}"/>`,
      ...Array.from({ length: 12 }, (_, i) => {
        const a = (i * Math.PI) / 6
        const [x1, y1, x2, y2] = [
          120 + 30 * Math.cos(a),
          72 + 30 * Math.sin(a),
          120 + 50 * Math.cos(a + 0.3),
          72 + 50 * Math.sin(a + 0.3),
        ]
        return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke-width="1.5"/>`
      }),
    ].join('\n'),
  )

const DRAWINGS_OTHER: Record<string, (label: string) => string> = {
  CRD: roundCeiling,
  CSD: (label) =>
    svg(
      label,
      [
        `<rect x="60" y="14" width="120" height="120" fill="${BODY}"/>`,
        `<rect x="75" y="29" width="90" height="90"/>`,
        `<rect x="90" y="44" width="60" height="60"/>`,
        `<rect x="105" y="59" width="30" height="30" fill="${LINING}"/>`,
        `<path d="M60 14 L105 59 M180 14 L135 59 M60 134 L105 89 M180 134 L135 89" stroke-width="1"/>`,
      ].join('\n'),
    ),
  WSG: (label) =>
    svg(
      label,
      [
        `<rect x="30" y="35" width="180" height="80" fill="${BODY}"/>`,
        `<rect x="38" y="43" width="164" height="64"/>`,
        ...[51, 59, 67, 75, 83, 91, 99].map(
          (y) => `<line x1="38" y1="${y}" x2="202" y2="${y - 3}" stroke-width="1.2"/>`,
        ),
        `<path d="M120 120 v18 m-6 -6 l6 6 l6 -6" stroke-width="1.5"/>`,
      ].join('\n'),
    ),
  ERG: (label) =>
    svg(
      label,
      [
        `<rect x="30" y="35" width="180" height="80" fill="${BODY}"/>`,
        `<rect x="38" y="43" width="164" height="64"/>`,
        ...[54, 65, 76, 87, 98].map((y) => `<line x1="38" y1="${y}" x2="202" y2="${y}" stroke-width="1"/>`),
        ...Array.from(
          { length: 13 },
          (_, i) => `<line x1="${50 + i * 12}" y1="43" x2="${50 + i * 12}" y2="107" stroke-width="1"/>`,
        ),
        `<path d="M120 138 v-18 m-6 6 l6 -6 l6 6" stroke-width="1.5"/>`,
      ].join('\n'),
    ),
  BEND: (label) =>
    svg(
      label,
      [
        `<path d="M20 40 H80 A70 70 0 0 1 150 110 V135 H110 V110 A30 30 0 0 0 80 80 H20 Z" fill="${BODY}"/>`,
        `<ellipse cx="20" cy="60" rx="6" ry="20" fill="${LINING}"/>`,
        `<ellipse cx="130" cy="135" rx="20" ry="6" fill="${LINING}"/>`,
      ].join('\n'),
    ),
  BRANCH: (label) =>
    svg(
      label,
      [
        `<path d="M15 70 H100 V25 H140 V70 H225 V110 H15 Z" fill="${BODY}"/>`,
        `<ellipse cx="15" cy="90" rx="6" ry="20" fill="${LINING}"/>`,
        `<ellipse cx="225" cy="90" rx="6" ry="20" fill="${BODY}"/>`,
        `<ellipse cx="120" cy="25" rx="20" ry="6" fill="${BODY}"/>`,
        `<path d="M40 90 H90 M150 90 H200 M120 65 V40" stroke-width="1" stroke-dasharray="4 3"/>`,
      ].join('\n'),
    ),
  END: (label) =>
    svg(
      label,
      [
        `<line x1="10" y1="95" x2="230" y2="95" stroke-width="2.5"/>`,
        `<rect x="95" y="15" width="50" height="80" fill="${BODY}"/>`,
        `<ellipse cx="120" cy="95" rx="25" ry="5" fill="${LINING}"/>`,
        `<path d="M92 112 Q120 126 148 112 M80 124 Q120 144 160 124" stroke-width="1.5"/>`,
        `<path d="M112 50 v-22 m-5 6 l5 -6 l5 6" stroke-width="1.2"/>`,
      ].join('\n'),
    ),
  PLENUM: (label) =>
    svg(
      label,
      [
        `<path d="M60 40 L100 20 L200 20 L160 40 Z" fill="${LINING}"/>`,
        `<path d="M160 40 L200 20 L200 100 L160 120 Z" fill="${BODY}"/>`,
        `<rect x="60" y="40" width="100" height="80" fill="${BODY}"/>`,
        `<rect x="20" y="62" width="40" height="36" fill="${BODY}"/>`,
        `<ellipse cx="20" cy="80" rx="5" ry="18" fill="${LINING}"/>`,
        `<rect x="90" y="120" width="40" height="18" fill="${BODY}"/>`,
        `<rect x="66" y="46" width="88" height="68" stroke-width="1" stroke-dasharray="3 3"/>`,
      ].join('\n'),
    ),
  DUCT: (label) =>
    svg(
      label,
      [
        `<rect x="30" y="45" width="180" height="50" fill="${BODY}"/>`,
        `<ellipse cx="30" cy="70" rx="8" ry="25" fill="${LINING}"/>`,
        `<ellipse cx="210" cy="70" rx="8" ry="25" fill="${BODY}"/>`,
        `<path d="M30 115 H210 M30 109 v12 M210 109 v12 M40 110 l-10 5 l10 5 M200 110 l10 5 l-10 5" stroke-width="1.2"/>`,
        `<text x="120" y="132" text-anchor="middle" font-size="11" fill="${INK}" stroke="none" font-family="sans-serif">L</text>`,
      ].join('\n'),
    ),
}

const slug = (name: string) => name.toLowerCase().replaceAll('/', '-')
const files = new Map<string, string>()
for (const name of ROUND_SILENCER_CLASSES) {
  const d = roundClassDefinition(name)
  files.set(`class-${slug(name)}.svg`, roundSilencer(d, name, [d.attenuationMaterial]))
}
for (const [group, members] of Object.entries(ROUND_SILENCER_GROUPS)) {
  const definitions = members.map((m) => roundClassDefinition(m))
  const first = definitions[0]
  if (first)
    files.set(
      `class-${slug(group)}.svg`,
      roundSilencer(
        first,
        group,
        definitions.map((d) => d.attenuationMaterial),
      ),
    )
}
for (const name of RECT_SILENCER_CLASSES)
  files.set(`class-${slug(name)}.svg`, rectSilencer(rectClassTraits(name)))
for (const [name, draw] of Object.entries(DRAWINGS_OTHER)) files.set(`class-${slug(name)}.svg`, draw(name))

const categoryRound = roundClassDefinition('NRF100')
files.set('category-round-silencer.svg', roundSilencer(categoryRound, 'Round silencer', ['mineralwool']))
files.set(
  'category-rect-silencer.svg',
  rectSilencer({ ...rectClassTraits('MSK'), name: 'Rectangular silencer' }),
)
files.set('category-diffuser.svg', roundCeiling('Diffuser'))
files.set('category-other.svg', (DRAWINGS_OTHER.BEND ?? roundCeiling)('Other product'))

mkdirSync(OUT, { recursive: true })
for (const [file, text] of files) writeFileSync(path.join(OUT, file), text)
process.stdout.write(`${files.size} drawings in ${OUT}\n`)
