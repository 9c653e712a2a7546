import { describe, expect, it } from 'vitest'
import { REDIRECT_URL_EMPTY } from './return-address.ts'
import { checkSystemsExport, EXTERNAL_PROJECT_ID_MISSING } from './useExportSystems.ts'

const PROJECT = '00000000-0000-4000-9000-000000000001'
const SYSTEM = '00000000-0000-4000-9000-000000000002'
const valid = {
  externalProjectId: 'shop-1',
  redirectUrl: 'https://shop.example.com/projects/1',
  projectId: PROJECT,
  systemIds: [SYSTEM],
}

describe('the checks of a systems export and their errors', () => {
  it('passes with the shop project, a redirect address, a project and a system', () => {
    expect(() => checkSystemsExport(valid)).not.toThrow()
  })

  it.each([
    ['the shop project id', { externalProjectId: null }, EXTERNAL_PROJECT_ID_MISSING],
    ['a redirect address', { redirectUrl: null }, REDIRECT_URL_EMPTY],
    ['a redirect address that may be followed', { redirectUrl: 'javascript:alert(1)' }, REDIRECT_URL_EMPTY],
    ['the project id', { projectId: null }, 'Project id is empty'],
    ['at least one system', { systemIds: [] }, 'Array of systems is required'],
  ])('needs %s', (_, change, message) => {
    expect(() => checkSystemsExport({ ...valid, ...change })).toThrow(message)
  })
})
