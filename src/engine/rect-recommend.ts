// Which rectangular option to preselect (docs/product-rules.md, "Recommended option").
import { bandsToArray, type OctaveBands } from './bands.ts'
import { PROBLEMATIC_PRESSURE_DROP } from './rect-options.ts'

/**
 * Gap (airway) velocity above which an option is not comfortable, m/s. Regenerated noise rises with about
 * 55·lg v (VDI 2081-1, docs/acoustics.md section 6): at 12.5 m/s it is 5 dB above 10 m/s. Reasons and
 * sources: docs/selection.md, "Comfortable options".
 */
export const GAP_VELOCITY_LIMIT = 10

/**
 * The pressure drop from which an option is flagged HIGH and is not comfortable, Pa (docs/product-rules.md,
 * "Recommended option").
 */
export const HIGH_PRESSURE_DROP = PROBLEMATIC_PRESSURE_DROP

/** The figures the recommendation compares. */
export interface RankableOption {
  /** m/s between the cassettes. */
  silencerGapSpeed: number
  pressureDrop: number
  /** Insertion loss without flow per band, dB. */
  soundAttenuation: OctaveBands
  totalAttenuationWithAirflow: number
  resultAfterLw: number
  resultAfterAFilter: number
}

/**
 * The best value of each criterion among the options compared (null without options) and the recommended
 * option's index (−1: none).
 */
export interface RectRecommendation {
  minPressureDrop: number | null
  maxAttenuation: number | null
  minResultAfterLw: number | null
  minResultAfterAFilter: number | null
  recommendedOptionIndex: number
  /**
   * Whether the recommendation is among comfortable options (below the HIGH pressure-drop line and at or
   * under the gap-velocity limit). False when none is: then it is among all, and the screen says why.
   */
  comfortable: boolean
}

/**
 * Whether an input sound power is given: a band above 0 dB (0 or less is "not set", docs/acoustics.md section
 * 2).
 */
export const hasSoundPower = (bands: OctaveBands): boolean => bandsToArray(bands).some((level) => level > 0)

const meanAttenuation = (option: RankableOption): number => {
  const bands = bandsToArray(option.soundAttenuation)
  return bands.reduce((sum, value) => sum + value, 0) / bands.length
}

/** Below the HIGH pressure-drop line and at or under the gap-velocity limit. */
export const isComfortable = (option: Pick<RankableOption, 'pressureDrop' | 'silencerGapSpeed'>): boolean =>
  option.pressureDrop < HIGH_PRESSURE_DROP && option.silencerGapSpeed <= GAP_VELOCITY_LIMIT

/**
 * The option that is best most often among: lowest pressure drop, highest total attenuation with airflow,
 * lowest result after Lw, lowest result after A filter. Every option reaching a criterion's best value
 * scores it; the highest score wins and ties go to the lower index. Only comfortable options take part
 * (isComfortable); only when none is, all do, and `comfortable` is false (docs/product-rules.md, "Recommended
 * option"). Without an input sound power (`soundPowerGiven` false) the results are not compared (null) and
 * the attenuation is the mean insertion loss without flow. The best
 * values (among the same options) come back too, so the interface can highlight them. Source:
 * docs/product-rules.md, "Recommended option"; docs/acoustics.md section 8.
 */
export function recommendRectOption(
  options: readonly RankableOption[],
  input: { soundPowerGiven: boolean } = { soundPowerGiven: true },
): RectRecommendation {
  if (options.length === 0) {
    return {
      minPressureDrop: null,
      maxAttenuation: null,
      minResultAfterLw: null,
      minResultAfterAFilter: null,
      recommendedOptionIndex: -1,
      comfortable: false,
    }
  }
  const indexed = options.map((option, index) => ({ option, index }))
  const comfortableOnes = indexed.filter(({ option }) => isComfortable(option))
  const comfortable = comfortableOnes.length > 0
  const candidates = comfortable ? comfortableOnes : indexed
  const values = (pick: (o: RankableOption) => number) => candidates.map(({ option }) => pick(option))
  // Without an input sound power the figures "with airflow" and the results are not defined (the input
  // minus the flow noise alone): the attenuation compared is then the mean insertion loss of the bands.
  const given = input.soundPowerGiven
  const attenuationOf = (o: RankableOption) => (given ? o.totalAttenuationWithAirflow : meanAttenuation(o))
  const minPressureDrop = Math.min(...values((o) => o.pressureDrop))
  const maxAttenuation = Math.max(...values(attenuationOf))
  const minResultAfterLw = given ? Math.min(...values((o) => o.resultAfterLw)) : null
  const minResultAfterAFilter = given ? Math.min(...values((o) => o.resultAfterAFilter)) : null
  let recommendedOptionIndex = candidates[0]?.index ?? -1
  let bestScore = -1
  candidates.forEach(({ option, index }) => {
    const score =
      Number(option.pressureDrop === minPressureDrop) +
      Number(attenuationOf(option) === maxAttenuation) +
      Number(option.resultAfterLw === minResultAfterLw) +
      Number(option.resultAfterAFilter === minResultAfterAFilter)
    if (score > bestScore) {
      bestScore = score
      recommendedOptionIndex = index
    }
  })
  return {
    minPressureDrop,
    maxAttenuation,
    minResultAfterLw,
    minResultAfterAFilter,
    recommendedOptionIndex,
    comfortable,
  }
}
