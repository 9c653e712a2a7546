// How the room chart splits each band's bar among the systems: by their share of the sound energy.
import { BAND_KEYS, bandsFromArray, type OctaveBands } from '#engine/index.ts'
import type { RoomAssessment } from '#contract/api/rooms.ts'

/**
 * Each contribution's part of the total level per band, in dB of bar height: Lp_total · Eᵢ/ΣE with
 * Eᵢ = 10^(Lpᵢ/10). Levels do not add, energies do, so the parts are proportional to energy and stack up to
 * the total level. A band whose total is 0 dB or less has no bar.
 */
export function contributionShares(assessment: RoomAssessment): OctaveBands[] {
  const total = assessment.soundPressureLevel
  if (!total) return []
  return assessment.contributions.map((contribution) =>
    bandsFromArray(
      BAND_KEYS.map((key) => {
        const energy = assessment.contributions.reduce(
          (sum, c) => sum + 10 ** (c.soundPressureLevel[key] / 10),
          0,
        )
        const share = 10 ** (contribution.soundPressureLevel[key] / 10) / energy
        return Math.max(0, total[key]) * share
      }),
    ),
  )
}
