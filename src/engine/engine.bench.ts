// Engine throughput (docs/acoustics.md section 12): systems of 10 products per second (target ≥ 300 000 on
// one core), ranking 5 000 round silencers (target ≤ 10 ms), the rectangular options of one request (≤ 2 ms,
// from the tabulated silencer model) and the first answer for a silencer of its own geometry (≤ 50 ms).
// Run: npx vitest bench --run --project node src/engine/engine.bench.ts — hz is runs per second.
import { bench, describe } from 'vitest'
import { bandsFromArray, bandsToArray, type OctaveBands } from './bands.ts'
import { calculateSoundPower } from './chain.ts'
import {
  aWeightedTotalOfPowers,
  createPackedChain,
  packProduct,
  packProducts,
  runPackedChain,
} from './chain-fast.ts'
import { rectSilencerOptions } from './rect-options.ts'
import { rankRoundSilencers } from './round-ranking.ts'
import { roundSilencerCatalogue } from './round-silencer.ts'
import { silencerGeometryAttenuation } from './silencer-geometry.ts'
import { meters, squareMeters } from './units.ts'

// A deterministic pseudo-random generator, so every run measures the same work.
let seed = 42
const random = (): number => {
  seed = (seed * 1103515245 + 12345) % 2147483648
  return seed / 2147483648
}
const spectrum = (min: number, spread: number): OctaveBands =>
  bandsFromArray(Array.from({ length: 8 }, () => min + random() * spread))

const SYSTEMS = 256
const systems = Array.from({ length: SYSTEMS }, () => ({
  input: spectrum(60, 30),
  products: Array.from({ length: 10 }, (_, k) => ({
    id: `p${k}`,
    name: 'Product',
    soundAttenuation: spectrum(0, 15),
    soundPowerLevel: k % 3 === 0 ? spectrum(20, 30) : bandsFromArray([]),
  })),
}))
const inputArrays = systems.map((system) => Float64Array.from(bandsToArray(system.input)))
const packedSystems = systems.map((system) => packProducts(system.products))
const productArrays = systems.map((system) =>
  system.products.map((p) => ({
    att: Float64Array.from(bandsToArray(p.soundAttenuation)),
    lw: Float64Array.from(bandsToArray(p.soundPowerLevel)),
  })),
)
const scratch = createPackedChain(10)
const powers = new Float64Array(8)
let index = 0
let sink = 0

describe('systems of 10 products (one system per run)', () => {
  bench('fast path, products already packed (catalogue data prepared once)', () => {
    index = (index + 1) % SYSTEMS
    runPackedChain(inputArrays[index] ?? powers, packedSystems[index] ?? scratch, powers)
    sink += aWeightedTotalOfPowers(powers)
  })

  bench('fast path, packing the 10 products from dB each time', () => {
    index = (index + 1) % SYSTEMS
    const products = productArrays[index] ?? []
    for (let k = 0; k < products.length; k++)
      packProduct(scratch, k, products[k]?.att ?? powers, products[k]?.lw ?? powers)
    runPackedChain(inputArrays[index] ?? powers, scratch, powers)
    sink += aWeightedTotalOfPowers(powers)
  })

  bench('calculateSoundPower, the full API answer with steps', () => {
    index = (index + 1) % SYSTEMS
    const system = systems[index]
    if (system === undefined) return
    sink += calculateSoundPower({
      inputSoundPowerLevel: system.input,
      attenuationConstant: 'T1',
      filterCorrectionType: 'AFilter',
      products: system.products,
    }).totalSoundPowerToRoomLwA
  })
})

const catalogue = roundSilencerCatalogue()
const fiveThousand = Array.from({ length: 5000 }, (_, i) => catalogue[i % catalogue.length]).filter(
  (m) => m !== undefined,
)
const listInput = spectrum(65, 20)

describe('ranking 5 000 round silencers (pressure drop, flow noise, room level, sort)', () => {
  bench('rankRoundSilencers', () => {
    const ranked = rankRoundSilencers({
      models: fiveThousand,
      inputSoundPowerLevel: listInput,
      airflowLs: 150 + random() * 300,
      sort: 'dbaAsc',
      room: { distance: meters(1.5), directivity: 2, absorptionArea: squareMeters(10) },
    })
    sink += ranked.length
  })
})

describe('rectangular options for one request', () => {
  bench('rectSilencerOptions (six options)', () => {
    const options = rectSilencerOptions({
      width: 300 + 50 * Math.floor(random() * 44),
      height: 200 + 50 * Math.floor(random() * 46),
      length: 600 + 50 * Math.floor(random() * 38),
      inputAirflow: 200 + random() * 3000,
      inputSoundPower: listInput,
      cassetteMaterial: 'mineralWool',
    })
    sink += options.length
  })
})

// A user's own geometry (POST /api/calculations/silencer-attenuation): each run a new geometry, so every
// answer is a first one (the modes are cached per geometry after that). Target: ≤ 50 ms for the endpoint.
describe('a silencer of its own geometry, first answer (the physics model, uncached)', () => {
  bench('silencerGeometryAttenuation, rectangular', () => {
    const bands = silencerGeometryAttenuation({
      shape: 'rectangular',
      airwayWidth: 50 + random() * 250,
      baffleThickness: 100 + random() * 200,
      length: 600 + random() * 1800,
    })
    sink += bands.octaveBand1000Hz
  })
  bench('silencerGeometryAttenuation, round', () => {
    const bands = silencerGeometryAttenuation({
      shape: 'round',
      diameter: 100 + random() * 900,
      liningThickness: 25 + random() * 75,
      length: 600 + random() * 1800,
    })
    sink += bands.octaveBand1000Hz
  })
})

// Keeps the results alive so no work is optimised away.
export const benchSink = (): number => sink
