import { bandsToArray, type OctaveBands } from '#engine/index.ts'

/** Two band sets hold the same values (to a thousandth of a dB). */
export function bandsEqual(a: Readonly<Partial<OctaveBands>>, b: Readonly<Partial<OctaveBands>>): boolean {
  const x = bandsToArray(a)
  const y = bandsToArray(b)
  return x.every((value, i) => Math.abs(value - (y[i] ?? 0)) < 1e-3)
}
