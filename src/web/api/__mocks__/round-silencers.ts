// The round silencer calculation calls as mocks, for screen tests: `vi.mock('…/api/round-silencers.ts')`
// picks this file up (Vitest's __mocks__ convention).
import { vi } from 'vitest'

export const roundSilencerCalls = { pressureDrop: vi.fn(), airflowRange: vi.fn(), bulk: vi.fn() }
