// Documents as the API answers them, for web tests.
import type { ProjectDocument } from '#contract/api/projects.ts'
import type { NoiseGeneratorEstimate, SystemDocument } from '#contract/api/systems.ts'
import { ok, type FakeRoute } from '../../test-api.ts'
import { resetSaver } from '../working-system/system-saver.ts'
import {
  projectDraftNamed,
  setActiveProject,
  setActiveSystem,
  startQuickCalculation,
  type SystemDraft,
} from './workspace-store.ts'

const zeros = {
  octaveBand63Hz: 0,
  octaveBand125Hz: 0,
  octaveBand250Hz: 0,
  octaveBand500Hz: 0,
  octaveBand1000Hz: 0,
  octaveBand2000Hz: 0,
  octaveBand4000Hz: 0,
  octaveBand8000Hz: 0,
}

export const me = {
  id: '00000000-0000-4000-8000-000000000001',
  fullName: 'Aino Author',
  email: 'aino@example.com',
}
export const guest = {
  id: '00000000-0000-4000-8000-000000000002',
  fullName: 'Gustav Guest',
  email: 'gustav@example.com',
}
export const other = {
  id: '00000000-0000-4000-8000-000000000003',
  fullName: 'Olli Other',
  email: 'olli@example.com',
}

let counter = 0
const uuid = () => `00000000-0000-4000-9000-${String(++counter).padStart(12, '0')}`

export function aProject(fields: Partial<ProjectDocument> = {}): ProjectDocument {
  const id = fields.id ?? uuid()
  const name = fields.name ?? 'Concert hall'
  const number = fields.number ?? 'P-1'
  return {
    _id: id,
    id,
    name,
    projectName: name,
    number,
    projectNr: number,
    address: '',
    email: '',
    phone: '',
    contactData: 'ACME',
    comment: '',
    date: null,
    author: me.id,
    creator: me,
    invitedUsers: [],
    systemRefs: [],
    version: 1,
    createdAt: '2026-03-05T10:20:30.000Z',
    updatedAt: '2026-03-05T10:20:30.000Z',
    ...fields,
  }
}

/** A noise generator's estimate mark: by default a plug fan on its outlet side, 1 200 l/s, 800 Pa, 1 450 rpm. */
export function anEstimate(fields: Partial<NoiseGeneratorEstimate> = {}): NoiseGeneratorEstimate {
  return {
    method: 'VDI 2081-1:2019',
    fanType: 'centrifugalPlugOutlet',
    airflow: 1200,
    totalPressureRise: 800,
    speed: 1450,
    ...fields,
  }
}

export function aSystem(fields: Partial<SystemDocument> = {}): SystemDocument {
  const id = fields.id ?? uuid()
  return {
    _id: id,
    id,
    projectId: fields.projectId ?? uuid(),
    name: 'AHU-1',
    number: 'S1',
    comment: '',
    date: null,
    author: me.id,
    attenuationConstantType: 'T1',
    filterCorrectionType: 'AFilter',
    inputSoundPowerLevel: zeros,
    noiseGeneratorEstimate: null,
    items: [],
    productQuantitiesMap: {},
    calculationResults: null,
    room: null,
    airflow: null,
    roomId: null,
    outlets: 1,
    catalogueVersion: null,
    version: 1,
    createdAt: '2026-03-05T10:20:30.000Z',
    updatedAt: '2026-03-05T10:20:30.000Z',
    ...fields,
  }
}

/** Starts a quick calculation of project 'Hall', system 'Supply' (T1, A filter) with this noise and chain. */
export function startHallQuickCalculation(
  inputSoundPowerLevel: SystemDraft['inputSoundPowerLevel'],
  items: NonNullable<SystemDraft['items']> = [],
): void {
  startQuickCalculation({
    project: projectDraftNamed('Hall'),
    system: {
      name: 'Supply',
      number: '',
      comment: '',
      date: null,
      attenuationConstantType: 'T1',
      filterCorrectionType: 'AFilter',
      inputSoundPowerLevel,
      noiseGeneratorEstimate: null,
      items,
    },
  })
}

/**
 * Signs in with `system` of `project` as the working system (the saver reset, the session's token, the active
 * project and system) and answers the reads of the user, the project and the system: a test's stubApi spreads
 * them and adds, or replaces, what its screen asks for besides.
 */
export function onSavedSystem(project: ProjectDocument, system: SystemDocument): Record<string, FakeRoute> {
  resetSaver()
  // eslint-disable-next-line no-restricted-syntax -- the signed-in session the tests start from, as a test file sets it
  window.localStorage.setItem('idToken', 'id')
  setActiveProject(project.id)
  setActiveSystem(system.id)
  return {
    'GET /api/auth/user': () => ok(me),
    [`GET /api/projects/${project.id}`]: () => ok(project),
    [`GET /api/systems/${system.id}`]: () => ok({ ...system, project }),
  }
}
