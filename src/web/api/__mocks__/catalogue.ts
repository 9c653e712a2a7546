// The catalogue calls as mocks, for screen tests that answer them with the test catalogue:
// `vi.mock('…/api/catalogue.ts')` picks this file up (Vitest's __mocks__ convention).
import { vi } from 'vitest'

export const catalogueCalls = {
  silencers: vi.fn(),
  diffusers: vi.fn(),
  abstractProducts: vi.fn(),
  silencerClasses: vi.fn(),
  diffuserClasses: vi.fn(),
  abstractClasses: vi.fn(),
}
