// Which rectangular option to preselect (document 2 section 4, "Recommended option").

/** The figures the recommendation compares. */
export interface RankableOption {
  pressureDrop: number
  totalAttenuationWithAirflow: number
  resultAfterLw: number
  resultAfterAFilter: number
}

/** The best value of each criterion (null without options) and the recommended option's index (−1: none). */
export interface RectRecommendation {
  minPressureDrop: number | null
  maxAttenuation: number | null
  minResultAfterLw: number | null
  minResultAfterAFilter: number | null
  recommendedOptionIndex: number
}

/**
 * The option that is best most often among: lowest pressure drop, highest total attenuation with airflow,
 * lowest result after Lw, lowest result after A filter. Every option reaching a criterion's best value
 * scores it; the highest score wins and ties go to the lower index. The best values come back too, so the
 * interface can highlight them. Source: document 2 section 4; issue 3 item 4.
 */
export function recommendRectOption(options: readonly RankableOption[]): RectRecommendation {
  if (options.length === 0) {
    return {
      minPressureDrop: null,
      maxAttenuation: null,
      minResultAfterLw: null,
      minResultAfterAFilter: null,
      recommendedOptionIndex: -1,
    }
  }
  const minPressureDrop = Math.min(...options.map((o) => o.pressureDrop))
  const maxAttenuation = Math.max(...options.map((o) => o.totalAttenuationWithAirflow))
  const minResultAfterLw = Math.min(...options.map((o) => o.resultAfterLw))
  const minResultAfterAFilter = Math.min(...options.map((o) => o.resultAfterAFilter))
  let recommendedOptionIndex = 0
  let bestScore = -1
  options.forEach((option, index) => {
    const score =
      Number(option.pressureDrop === minPressureDrop) +
      Number(option.totalAttenuationWithAirflow === maxAttenuation) +
      Number(option.resultAfterLw === minResultAfterLw) +
      Number(option.resultAfterAFilter === minResultAfterAFilter)
    if (score > bestScore) {
      bestScore = score
      recommendedOptionIndex = index
    }
  })
  return { minPressureDrop, maxAttenuation, minResultAfterLw, minResultAfterAFilter, recommendedOptionIndex }
}
