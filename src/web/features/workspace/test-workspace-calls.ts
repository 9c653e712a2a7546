// The workspace API (api/projects.ts) as mocks, for screen tests that drive projects and systems:
// vi.mock('../../api/projects.ts', async () => (await import('…/test-workspace-calls.ts')).mockWorkspaceCalls())
import { vi } from 'vitest'

/** Every call of api/projects.ts as a bare vi.fn; each test gives the answers it needs. */
export const mockWorkspaceCalls = () => ({
  projectCalls: {
    list: vi.fn(),
    get: vi.fn(),
    create: vi.fn(),
    update: vi.fn(),
    remove: vi.fn(),
    invite: vi.fn(),
    removeMember: vi.fn(),
    leave: vi.fn(),
  },
  systemCalls: {
    list: vi.fn(),
    get: vi.fn(),
    create: vi.fn(),
    update: vi.fn(),
    remove: vi.fn(),
    copy: vi.fn(),
  },
  userCalls: { lookup: vi.fn() },
})
