// Every key the app keeps in the browser, written as the app wrote it before the persisted stores: a
// visitor's saved data must still load after the update.
import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { readTokens, storeTokens, takeRedirectedFlag, takeSafeReturnAddress } from './auth/session.ts'
import { idTokenOf } from '../test-other-tab.ts'
import { me, other } from './workspace/test-fixtures.ts'
import { storedLanguageChoice } from '../i18n/index.ts'
import { readEnergySettings } from './energy/energy.ts'
import { readAirflowUnit } from './units/airflow-unit.ts'
import {
  readKeptQuickCalculations,
  readPendingQuickCalculation,
} from './workspace/pending-quick-calculation.ts'
import { storedReturnUrl } from '../features/integrations/webshop/return-address.ts'
import { storedRectProduct } from '../features/integrations/webshop/product-load.ts'
import { exportFlowStarted, exportSystemStore } from '../features/integrations/webshop/export-system.ts'
import { getWorkspace } from './workspace/workspace-store.ts'
import { useCalculationParameters } from './selection/calculation-parameters.ts'
import { readPluginRectInput } from '../features/integrations/plugin/plugin-input-store.ts'
import { modellingSystemStore } from '../features/integrations/plugin/modelling-system.ts'
import { useCustomProducts } from '../features/selection/products-list/custom-products.ts'
import { useSilencerOrder } from '../features/selection/products-list/useSilencerOrder.ts'
import { useRoomTarget } from '../features/selection/needed-attenuation/useRoomTarget.ts'
import { readPrintObject } from './print/print-object.ts'
import { readReportOptions } from './print/report-options.ts'
import { keptChangesOf } from './working-system/kept-changes.ts'
import { newProjectDraft, newSystemDraft } from '../features/workspace/form-drafts.ts'
import { newRectDraft } from '../features/rect-wizard/rect-draft.ts'
import { DEFAULT_RECT_CONFIG } from '#engine/index.ts'
import { newSystemForm } from './workspace/system-form.ts'

const bands = (value: number) => ({
  octaveBand63Hz: value,
  octaveBand125Hz: value + 1,
  octaveBand250Hz: value + 2,
  octaveBand500Hz: value + 3,
  octaveBand1000Hz: value + 4,
  octaveBand2000Hz: value + 5,
  octaveBand4000Hz: value + 6,
  octaveBand8000Hz: value + 7.5,
})

// A catalogue silencer as the products list puts it into a chain (product-cards/items.ts).
const silencer = {
  productId: 'nrf-125-600',
  productType: 'silencer',
  productClass: 'NRF',
  productName: 'NRF 125/600',
  productCode: 'NRF-125-600',
  productImageURL: '/images/catalogue/nrf.png',
  quantity: 2,
  soundPowerLevel: bands(20),
  soundAttenuation: bands(5),
  defaultSoundPowerLevel: bands(20),
  defaultSoundAttenuation: bands(5),
  inputAirflow: 120,
  pressureDrop: 14.5,
  nominalSizeDiameter: 125,
  length: 600,
  attenuationMaterial: 'mineralWool',
}
const custom = {
  productId: 'custom-1767225600000',
  productType: 'custom',
  productClass: 'custom',
  productName: 'Grille',
  productCode: 'G-1',
  productImageURL: '',
  quantity: 1,
  soundPowerLevel: bands(0),
  soundAttenuation: bands(0),
  defaultSoundPowerLevel: bands(0),
  defaultSoundAttenuation: bands(0),
}
const system = {
  name: 'Supply AHU-1',
  number: 'S1',
  comment: '',
  date: '2026-03-04T22:00:00.000Z',
  attenuationConstantType: 'T1',
  filterCorrectionType: 'AFilter',
  inputSoundPowerLevel: bands(70),
  items: [silencer, custom],
  room: {
    listenerDistance: 1.5,
    absorptionMode: 'area',
    absorptionArea: 20,
    volume: 60,
    reverberationTime: 0.6,
    directivity: 2,
    targetNr: 30,
    targetNc: null,
  },
  airflow: 120,
  catalogueVersion: 3,
}
/**
 * What data kept by an earlier version loads as: every system in it without the noise generator's estimate mark
 * (added 2026-11-29) reads as one whose bands are the fan's own data.
 */
function asLoaded<T>(kept: T): T {
  if (Array.isArray(kept)) return (kept as unknown[]).map((value) => asLoaded(value)) as T
  if (kept === null || typeof kept !== 'object') return kept
  const entries = Object.entries(kept as Record<string, unknown>).map(([key, value]): [string, unknown] => [
    key,
    asLoaded(value),
  ])
  const loaded = Object.fromEntries(entries) as Record<string, unknown>
  const isSystem = 'inputSoundPowerLevel' in loaded && 'attenuationConstantType' in loaded
  return (
    isSystem && !('noiseGeneratorEstimate' in loaded) ? { ...loaded, noiseGeneratorEstimate: null } : loaded
  ) as T
}

const project = {
  name: 'Concert hall',
  number: 'P-1',
  address: 'Main street 1',
  email: 'designer@example.com',
  phone: '+358 40 123',
  contactData: 'ACME',
  comment: 'Second floor',
  date: null,
}

describe('browser data kept by earlier versions of the app', () => {
  it('loads the session: three bare tokens, the return address and the redirect flag (localStorage)', () => {
    window.localStorage.setItem('accessToken', 'eyJhbGciOiJIUzI1NiJ9.a.b')
    window.localStorage.setItem('idToken', 'eyJhbGciOiJIUzI1NiJ9.i.d')
    window.localStorage.setItem('refreshToken', '3f2a9c')
    window.localStorage.setItem('redirectAddress', '/app/projects')
    window.localStorage.setItem('alreadyRedirected', '1')
    expect(readTokens()).toEqual({
      accessToken: 'eyJhbGciOiJIUzI1NiJ9.a.b',
      idToken: 'eyJhbGciOiJIUzI1NiJ9.i.d',
      refreshToken: '3f2a9c',
    })
    expect(takeSafeReturnAddress()).toBe('/app/projects')
    expect(takeRedirectedFlag()).toBe(true)
  })

  it('loads the language (locale, a bare code)', () => {
    window.localStorage.setItem('locale', 'fi')
    expect(storedLanguageChoice()).toBe('fi')
  })

  it('loads the airflow unit (airflowUnit, a bare symbol) and reads anything else as l/s', () => {
    window.localStorage.setItem('airflowUnit', 'm3/h')
    expect(readAirflowUnit()).toBe('m3/h')
    window.localStorage.setItem('airflowUnit', 'm3/s')
    expect(readAirflowUnit()).toBe('m3/s')
    window.localStorage.setItem('airflowUnit', 'cfm')
    expect(readAirflowUnit()).toBe('l/s')
  })

  it('loads the energy settings (energySettings)', () => {
    window.localStorage.setItem(
      'energySettings',
      JSON.stringify({ efficiency: 0.45, hoursPerYear: 6000, pricePerKwh: 0.21 }),
    )
    // Kept before the currency could be chosen: in euros, as they were shown.
    expect(readEnergySettings()).toEqual({
      efficiency: 0.45,
      hoursPerYear: 6000,
      pricePerKwh: 0.21,
      currency: 'EUR',
    })
    window.localStorage.setItem(
      'energySettings',
      JSON.stringify({ efficiency: 0.45, hoursPerYear: 6000, pricePerKwh: 1.9, currency: 'SEK' }),
    )
    expect(readEnergySettings()).toMatchObject({ pricePerKwh: 1.9, currency: 'SEK' })
  })

  it('loads the report options (reportOptions)', () => {
    window.localStorage.setItem(
      'reportOptions',
      JSON.stringify({
        projectInfo: true,
        inventory: false,
        products: true,
        filter: false,
        constant: true,
        footer: true,
      }),
    )
    expect(readReportOptions()).toEqual({
      projectInfo: true,
      inventory: false,
      products: true,
      filter: false,
      constant: true,
      footer: true,
      // Stored before the sound schedule and the room sheets could be chosen: they stay out, as the report
      // printed then.
      schedule: false,
      roomSheets: false,
    })
  })

  it('loads a report object (printObject:<id>)', () => {
    const data = { project, system: { ...system, _id: null } }
    window.localStorage.setItem('printObject:0b7f3e4c', JSON.stringify(data))
    expect(readPrintObject('0b7f3e4c')).toEqual(data)
  })

  it('loads the quick calculation kept before sign-in (pendingQuickCalculation), moved to the per-user slots', () => {
    const pending = { keptAt: '2026-05-04T10:00:00.000Z', draft: { project, system } }
    window.localStorage.setItem('pendingQuickCalculation', JSON.stringify(pending))
    expect(readPendingQuickCalculation()).toEqual(asLoaded(pending))
    // Moved, not copied: the one slot is gone and the per-user one holds it, after a reload too.
    expect(window.localStorage.getItem('pendingQuickCalculation')).toBeNull()
    expect(JSON.parse(window.localStorage.getItem('pendingQuickCalculations') ?? '')).toEqual({
      unclaimed: asLoaded(pending),
      users: {},
    })
  })

  it("loads the quick calculation kept for its user (pendingQuickCalculation with userId) as that user's", () => {
    const pending = { keptAt: '2026-05-04T10:00:00.000Z', draft: { project, system } }
    window.localStorage.setItem('pendingQuickCalculation', JSON.stringify({ ...pending, userId: me.id }))
    expect(readKeptQuickCalculations()).toEqual({ unclaimed: null, users: { [me.id]: [asLoaded(pending)] } })
    storeTokens({ accessToken: 'a', idToken: idTokenOf(other), refreshToken: 'r' })
    expect(readPendingQuickCalculation()).toBeNull()
    storeTokens({ accessToken: 'a', idToken: idTokenOf(me), refreshToken: 'r' })
    expect(readPendingQuickCalculation()).toEqual(asLoaded(pending))
  })

  it('moves the one slot a tab of the app before the update writes beside what is kept per user, replacing none', () => {
    const mine = { keptAt: '2026-05-04T10:00:00.000Z', draft: { project, system } }
    const visitor = {
      keptAt: '2026-05-05T10:00:00.000Z',
      draft: { project: { ...project, name: 'Lobby' }, system },
    }
    window.localStorage.setItem('pendingQuickCalculations', JSON.stringify({ users: { [me.id]: [mine] } }))
    window.localStorage.setItem('pendingQuickCalculation', JSON.stringify(visitor))
    expect(readKeptQuickCalculations()).toEqual(asLoaded({ unclaimed: visitor, users: { [me.id]: [mine] } }))
  })

  it('loads the quick calculations kept per user (pendingQuickCalculations)', () => {
    const pending = { keptAt: '2026-05-04T10:00:00.000Z', draft: { project, system } }
    const kept = { unclaimed: pending, users: { [me.id]: [pending], [other.id]: [pending] } }
    window.localStorage.setItem('pendingQuickCalculations', JSON.stringify(kept))
    expect(readKeptQuickCalculations()).toEqual(asLoaded(kept))
  })

  it('loads the changes of saved systems not saved yet (unsavedSystemChanges), leaving out one that no longer reads', () => {
    const userId = '5e1c2d3e-4b5a-4c6d-8e7f-8091a2b3c4d5'
    const kept = {
      systemId: '7a1c2d3e-4b5a-4c6d-8e7f-8091a2b3c4d5',
      projectId: '6f1c2d3e-4b5a-4c6d-8e7f-8091a2b3c4d5',
      version: 7,
      keptAt: '2026-05-04T10:00:00.000Z',
      body: { ...system, version: 7 },
    }
    const unreadable = { ...kept, systemId: '8a1c2d3e-4b5a-4c6d-8e7f-8091a2b3c4d5', version: 'seven' }
    window.localStorage.setItem(
      'unsavedSystemChanges',
      JSON.stringify({ [userId]: { [kept.systemId]: kept, [unreadable.systemId]: unreadable } }),
    )
    expect(keptChangesOf(userId)).toEqual([asLoaded(kept)])
  })

  it('loads the workspace (workspace), also one kept before the insertion position existed', () => {
    const workspace = {
      activeProjectId: null,
      activeSystemId: null,
      quickCalculation: { project, system },
      selectedClasses: ['NRF', 'NRFT'],
      insertionPosition: { index: 0, placement: 'after', productId: 'nrf-125-600' },
    }
    window.sessionStorage.setItem('workspace', JSON.stringify(workspace))
    // Kept before drafts had an owner: the next user seen takes it, as one made signed out.
    expect(getWorkspace()).toEqual(asLoaded({ ownerId: null, ...workspace }))
    window.sessionStorage.setItem(
      'workspace',
      JSON.stringify({
        activeProjectId: '6f1c2d3e-4b5a-4c6d-8e7f-8091a2b3c4d5',
        activeSystemId: '7a1c2d3e-4b5a-4c6d-8e7f-8091a2b3c4d5',
        quickCalculation: null,
        selectedClasses: [],
      }),
    )
    expect(getWorkspace()).toEqual({
      ownerId: null,
      activeProjectId: '6f1c2d3e-4b5a-4c6d-8e7f-8091a2b3c4d5',
      activeSystemId: '7a1c2d3e-4b5a-4c6d-8e7f-8091a2b3c4d5',
      quickCalculation: null,
      selectedClasses: [],
      insertionPosition: null,
    })
  })

  it('loads the calculation parameters of each flow (regularSilencers.parameters.<flow>)', () => {
    const parameters = { airflow: 85.5, inputSoundPowerLevel: bands(60) }
    window.sessionStorage.setItem('regularSilencers.parameters.export', JSON.stringify(parameters))
    const prefill = { airflow: null, inputSoundPowerLevel: bands(0) }
    const { result } = renderHook(() => useCalculationParameters('export', prefill))
    expect(result.current[0]).toEqual(parameters)
    expect(result.current[2]).toBe(true)
    const main = renderHook(() => useCalculationParameters('main', prefill))
    expect(main.result.current[0]).toBe(prefill)
  })

  it('loads the custom products of the session (productsList.customProducts)', () => {
    window.sessionStorage.setItem('productsList.customProducts', JSON.stringify([custom]))
    const { result } = renderHook(() => useCustomProducts([]))
    expect(result.current.list).toEqual([custom])
  })

  it('loads the order of the session’s products list (productsList.silencerOrder)', () => {
    const order = { sort: 'pressureDropAsc', hideAbove: true }
    window.sessionStorage.setItem('productsList.silencerOrder', JSON.stringify(order))
    const { result } = renderHook(() => useSilencerOrder([], () => null, new Map(), null))
    expect(result.current.order).toEqual(order)
  })

  it('loads the needed attenuation’s typed target and its choice of target (selection.roomTarget, selection.targetSource)', () => {
    window.sessionStorage.setItem('selection.roomTarget', JSON.stringify({ kind: 'nr', text: '30' }))
    window.sessionStorage.setItem('selection.targetSource', JSON.stringify('typed'))
    const { result } = renderHook(() => useRoomTarget())
    expect(result.current.target).toEqual({ kind: 'nr', text: '30' })
    expect(result.current.roomTarget).toEqual({ kind: 'nr', value: 30 })
    expect(result.current.source).toBe('typed')
  })

  it('loads what was typed into a new project, system and rectangular silencer (drafts.newProject, drafts.newSystem, rectWizard.newDraft)', () => {
    const typed = { ...project, date: '01.03.26' }
    window.sessionStorage.setItem('drafts.newProject', JSON.stringify(typed))
    expect(newProjectDraft.read()).toEqual(typed)
    const bandTexts = ['80', '75', '70', '65', '60', '55', '50', '45,5']
    const values = { ...newSystemForm(), name: 'AHU-3', bands: bandTexts, airflow: '1 200' }
    window.sessionStorage.setItem('drafts.newSystem', JSON.stringify({ projectId: 'p-1', values }))
    expect(newSystemDraft('p-1').read()).toEqual(values)
    expect(newSystemDraft('p-2').read()).toBeNull()
    const config = { ...DEFAULT_RECT_CONFIG, width: 1200, height: 600, inputAirflow: 900 }
    const rect = { systemId: null, presetClass: 'MSKI', config }
    window.sessionStorage.setItem('rectWizard.newDraft', JSON.stringify(rect))
    expect(newRectDraft(null, 'MSKI').read()).toEqual(config)
    expect(newRectDraft(null, null).read()).toBeNull()
  })

  it("loads the webshop flow's return address, rectangular silencer and working system", () => {
    window.sessionStorage.setItem('webshop.returnUrl', 'https://shop.example.com/cart?item=4')
    expect(storedReturnUrl()).toBe('https://shop.example.com/cart?item=4')
    const rect = { data: { width: 600, height: 300, length: 1200, shape: 'straight' }, inputAirflow: 400 }
    window.sessionStorage.setItem('webshop.rectSilencer', JSON.stringify(rect))
    expect(storedRectProduct()).toEqual(rect)
    window.sessionStorage.setItem(
      'webshop.workingSystem',
      JSON.stringify({ resourceId: 'res-42', system, target: 'add' }),
    )
    expect(exportFlowStarted('res-42')).toBe(true)
    expect(exportSystemStore('res-42').read()).toEqual(asLoaded(system))
    expect(exportSystemStore('res-42').productIndex?.(2)).toBe(2)
    window.sessionStorage.setItem(
      'webshop.workingSystem',
      JSON.stringify({ resourceId: 'res-43', system: null, target: 1 }),
    )
    expect(exportSystemStore('res-43').read()).toBeNull()
    expect(exportSystemStore('res-43').productIndex?.(2)).toBe(1)
  })

  it("loads the CAD plugin's input and the modelling flow's working system", () => {
    const input = {
      shape: 'straight',
      width: 600,
      height: 300,
      connectionWidth: 500,
      connectionHeight: 250,
      airflow: 350,
      soundPower: bands(65),
    }
    window.sessionStorage.setItem('plugin.rectInput', JSON.stringify(input))
    expect(readPluginRectInput()).toEqual(input)
    window.sessionStorage.setItem('plugin.rectInput', JSON.stringify({ ...input, soundPower: null }))
    expect(readPluginRectInput()).toEqual({ ...input, soundPower: null })
    window.sessionStorage.setItem('plugin.workingSystem', JSON.stringify({ ...system, room: null }))
    expect(modellingSystemStore.read()).toEqual(asLoaded({ ...system, room: null }))
  })

  it("loads a flow's owner (draftOwner.<key>) and other users' values (keptDrafts.<key>)", () => {
    window.sessionStorage.setItem('plugin.workingSystem', JSON.stringify({ ...system, room: null }))
    window.sessionStorage.setItem('draftOwner.plugin.workingSystem', JSON.stringify({ userId: me.id }))
    const theirs = { ...system, name: 'theirs', room: null }
    window.sessionStorage.setItem('keptDrafts.plugin.workingSystem', JSON.stringify({ [other.id]: theirs }))
    storeTokens({ accessToken: 'a', idToken: idTokenOf(other), refreshToken: 'r' })
    expect(modellingSystemStore.read()).toEqual(asLoaded(theirs))
    expect(JSON.parse(window.sessionStorage.getItem('keptDrafts.plugin.workingSystem') ?? '{}')).toEqual({
      [me.id]: asLoaded({ ...system, room: null }),
    })
  })
})
