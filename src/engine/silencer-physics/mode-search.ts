// Roots of a lined channel's dispersion relation F(kt) = 0 at every frequency of a grid: the transverse
// wavenumbers kt of its modes, the least attenuated first. Following one branch up from low frequency
// jumps onto a heavily damped mode above about 1 kHz (docs/acoustics.md, "Mode selection"), so at EVERY
// frequency we take the union of (a) the roots continued from the previous frequency, (b) the
// low-frequency analytic guess and (c) probes started near the rigid-wall and soft-wall modes and where
// the lining resonates, and sort what converged by attenuation.
import { abs, abs2, div, type Complex, cx, sub, scale, add } from './complex.ts'

/** One dispersion problem at one frequency: F and dF/dkt at kt, a first guess, and the length scale 1/h. */
export interface DispersionProblem {
  /** [F(kt), dF/dkt]. */
  evaluate: (kt: Complex) => readonly [Complex, Complex]
  /**
   * F times a factor that removes its poles, and its derivative: the same roots, with wide basins where F
   * has a pole beside a root. Continuation and the lining starts use it.
   */
  poleFree?: (kt: Complex) => readonly [Complex, Complex]
  /** The small-argument (low-frequency) root. */
  guess: Complex
  /** 1/(half airway width or bore radius), 1/m: sets Newton's step limit and the probe positions. */
  scale: number
  /** Probe starts in units of `scale` (rigid- and soft-wall transverse wavenumbers × half-width). */
  probes: readonly number[]
  /**
   * Starts (kt, 1/m) where the lining resonates across its depth. Beside each lies a mode whose sound
   * runs mostly in the lining; it is found from there and hardly from anywhere else.
   */
  liningStarts: readonly Complex[]
}

/**
 * Damped Newton iteration from `start`: each step is at most 0.3/h long (a full step can jump across
 * several roots of the periodic tan/Bessel ratio). Returns null unless it converges.
 */
export function newton(
  problem: DispersionProblem,
  start: Complex,
  maxIterations = 40,
  evaluate = problem.evaluate,
): Complex | null {
  let z = start
  const limit = 0.3 * problem.scale
  for (let it = 0; it < maxIterations; it++) {
    const [f, df] = evaluate(z)
    let step = div(f, df)
    const size = abs(step)
    if (!Number.isFinite(size)) return null
    if (size > limit) step = scale(step, limit / size)
    z = sub(z, step)
    if (size < 1e-9 * (abs(z) + problem.scale)) return z.re < 0 ? cx(-z.re, -z.im) : z
  }
  return null
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
  let previous: Branch[] = []
  frequencies.forEach((f, index) => {
    const problem = problemAt(f)
    const tolerance = 1e-6 * problem.scale
    const roots: Branch[] = []
    const push = (kt: Complex | null, before: Complex | undefined): void => {
      if (kt !== null && !roots.some((b) => abs2(sub(b.kt, kt)) < tolerance * tolerance))
        roots.push({ kt, before })
    }
    // (a) continuation: from a linear predictor where the branch is known at the frequency before the last,
    // and from the root itself, which holds the branch where the predictor overshoots onto another root
    const poleFree = problem.poleFree ?? problem.evaluate
    for (const { kt, before } of previous) {
      if (before !== undefined) push(newton(problem, add(kt, sub(kt, before)), 40, poleFree), kt)
      push(newton(problem, kt, 40, poleFree), kt)
    }
    // (b) the low-frequency guess, (c) probes just above the real axis and at the lining's resonances, at
    // every third frequency (four per octave band) and wherever fewer than `keep` roots are known: a root
    // they find starts a branch of its own and is continued from there on like the others
    if (index % 3 === 0 || roots.length < keep) {
      push(newton(problem, problem.guess), undefined)
      for (const p of problem.probes)
        push(newton(problem, cx(p * problem.scale, 0.1 * p * problem.scale), 30), undefined)
      for (const start of problem.liningStarts) push(newton(problem, start, 30, poleFree), undefined)
    }
    previous = roots
      .map((b) => ({ b, att: attenuation(b.kt, f) }))
      .filter((m) => Number.isFinite(m.att))
      .sort((x, y) => x.att - y.att)
      .slice(0, keep)
      .map((m) => m.b)
    out.push(previous.map((b) => b.kt))
  })
  return out
}

/** A root at one frequency and the root at the frequency before that it was continued from, if any. */
interface Branch {
  kt: Complex
  before: Complex | undefined
}
