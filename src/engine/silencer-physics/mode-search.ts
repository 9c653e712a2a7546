// Roots of a lined channel's dispersion relation F(kt) = 0 at every frequency of a grid: the transverse
// wavenumbers kt of its modes, the least attenuated first. Following one branch up from low frequency
// jumps onto a heavily damped mode above about 1 kHz (docs/acoustics.md, "Mode selection"), so at EVERY
// frequency we take the union of (a) the roots continued from the previous frequency, (b) the
// low-frequency analytic guess and (c) probes started near the rigid-wall and soft-wall modes, and sort
// what converged by attenuation.
import { abs, abs2, div, type Complex, cx, sub, scale, add } from './complex.ts'

/** One dispersion problem at one frequency: F and dF/dkt at kt, a first guess, and the length scale 1/h. */
export interface DispersionProblem {
  /** [F(kt), dF/dkt]. */
  evaluate(kt: Complex): readonly [Complex, Complex]
  /** The small-argument (low-frequency) root. */
  guess: Complex
  /** 1/(half airway width or bore radius), 1/m: sets Newton's step limit and the probe positions. */
  scale: number
  /** Probe starts in units of `scale` (rigid- and soft-wall transverse wavenumbers × half-width). */
  probes: readonly number[]
}

/**
 * Damped Newton iteration from `start`: each step is at most 0.3/h long (a full step can jump across
 * several roots of the periodic tan/Bessel ratio). Returns null unless it converges.
 */
export function newton(problem: DispersionProblem, start: Complex, maxIterations = 40): Complex | null {
  let z = start
  const limit = 0.3 * problem.scale
  for (let it = 0; it < maxIterations; it++) {
    const [f, df] = problem.evaluate(z)
    let step = div(f, df)
    const size = abs(step)
    if (!Number.isFinite(size)) return null
    if (size > limit) step = scale(step, limit / size)
    z = sub(z, step)
    if (size < 1e-9 * (abs(z) + problem.scale)) return z.re < 0 ? cx(-z.re, -z.im) : z
  }
  return null
}

/** Adds `root` to `roots` unless it is already there (kt and −kt are one mode). */
function addUnique(roots: Complex[], root: Complex, tolerance: number): void {
  for (const known of roots) if (abs2(sub(known, root)) < tolerance * tolerance) return
  roots.push(root)
}

/**
 * The modes at each frequency of `frequencies` (ascending), sorted by `attenuation(kt, f)` (ascending),
 * at most `keep` per frequency. `problemAt(f)` builds the dispersion problem at f.
 */
export function searchModes(
  frequencies: readonly number[],
  problemAt: (f: number) => DispersionProblem,
  attenuation: (kt: Complex, f: number) => number,
  keep = 3,
): Complex[][] {
  const out: Complex[][] = []
  let previous: Complex[] = []
  let beforePrevious: Complex[] = []
  frequencies.forEach((f, index) => {
    const problem = problemAt(f)
    const tolerance = 1e-6 * problem.scale
    const roots: Complex[] = []
    // (a) continuation with a linear predictor where the same branch is known at two earlier frequencies
    previous.forEach((root, i) => {
      const older = beforePrevious[i]
      const predicted = older === undefined ? root : add(root, sub(root, older))
      const found = newton(problem, predicted) ?? (older === undefined ? null : newton(problem, root))
      if (found !== null) addUnique(roots, found, tolerance)
    })
    // (b) the low-frequency guess, (c) probes just above the real axis
    if (index % 3 === 0 || roots.length < keep) {
      const guess = newton(problem, problem.guess)
      if (guess !== null) addUnique(roots, guess, tolerance)
    }
    // probes at every third frequency (four per octave band) and wherever fewer than `keep` roots are
    // known: roots they find are continued from there on like the others
    if (index % 3 === 0 || roots.length < keep)
      for (const p of problem.probes) {
        const found = newton(problem, cx(p * problem.scale, 0.1 * p * problem.scale), 30)
        if (found !== null) addUnique(roots, found, tolerance)
      }
    const sorted = roots
      .map((kt) => ({ kt, att: attenuation(kt, f) }))
      .filter((m) => Number.isFinite(m.att))
      .sort((a, b) => a.att - b.att)
      .slice(0, keep)
      .map((m) => m.kt)
    // keep branch order stable for the predictor: match each new root to the nearest previous one
    beforePrevious = sorted.map((kt) => nearest(previous, kt) ?? kt)
    previous = sorted
    out.push(sorted)
  })
  return out
}

function nearest(list: readonly Complex[], to: Complex): Complex | undefined {
  let best: Complex | undefined
  let bestDistance = Infinity
  for (const z of list) {
    const d = abs2(sub(z, to))
    if (d < bestDistance) {
      bestDistance = d
      best = z
    }
  }
  return best
}
