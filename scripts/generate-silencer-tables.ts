// Writes src/engine/silencer-physics/silencer-tables.json from the silencer physics model: the splitter
// table of the rectangular options and the insertion loss of every round catalogue geometry.
// Run after any change of the model: npm run silencer-tables (silencer-tables.test.ts checks the table
// against the model).
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { roundCatalogueGeometries } from '../src/engine/round-silencer.ts'
import { BAND_FREQUENCIES, bandInsertionLoss } from '../src/engine/silencer-physics/band-average.ts'
import { splitterModes } from '../src/engine/silencer-physics/channel-modes.ts'
import { transmission } from '../src/engine/silencer-physics/insertion-loss.ts'
import { roundInsertionLoss, roundSectionModes } from '../src/engine/silencer-physics/silencer-model.ts'
import {
  roundKey,
  SPLITTER_TABLE_KEYS,
  splitterKey,
  TABLE_AIRWAYS,
  TABLE_LENGTHS,
  type SilencerTables,
} from '../src/engine/silencer-physics/table-layout.ts'

const round2 = (x: number): number => Math.round(x * 100) / 100
const started = Date.now()
const out: SilencerTables = { splitter: {}, round: {} }
for (const { material, baffle } of SPLITTER_TABLE_KEYS) {
  const values: number[] = []
  for (const airway of TABLE_AIRWAYS) {
    const modes = splitterModes(airway / 1000, baffle / 1000, material)
    for (const length of TABLE_LENGTHS) {
      const tau = transmission(modes, {
        length,
        openArea: airway / (airway + baffle),
        cellHalfWidth: (airway + baffle) / 2000,
      })
      values.push(...bandInsertionLoss(tau).map(round2))
    }
  }
  out.splitter[splitterKey(material, baffle)] = values
}
for (const geometry of roundCatalogueGeometries()) {
  const section = {
    bore: geometry.bore / 1000,
    lining: geometry.lining / 1000,
    pod: geometry.pod / 1000,
    material: geometry.material,
    length: 0,
  }
  const modes = roundSectionModes(section)
  for (const length of geometry.lengths) {
    const key = roundKey(geometry.material, geometry.lining, geometry.bore, geometry.pod, length)
    out.round[key] = roundInsertionLoss({ ...section, length: length / 1000 }, modes).map(round2)
  }
}
const target = fileURLToPath(new URL('../src/engine/silencer-physics/silencer-tables.json', import.meta.url))
writeFileSync(target, await format(JSON.stringify(out), { ...(await resolveConfig(target)), parser: 'json' }))
console.log(
  `${target}: ${BAND_FREQUENCIES.length} frequencies, ${Object.keys(out.round).length} round entries, ${Date.now() - started} ms`,
)
