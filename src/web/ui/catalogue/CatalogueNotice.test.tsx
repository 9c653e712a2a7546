import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import en from '../../i18n/locales/en.json'
import { fail, ok, stubApi } from '../../test-api.ts'
import { renderRoute } from '../../test-utils.tsx'

const info = (measured: number, modelled: number) => ({
  version: 3,
  source: modelled > 0 ? 'demo' : 'import',
  updatedAt: '2026-11-01T10:00:00.000Z',
  description: 'Demo catalogue',
  dataSources: { measured, modelled },
  products: {
    roundSilencers: { total: measured + modelled, measured, modelled },
    diffusers: { total: 0, measured: 0, modelled: 0 },
    abstractProducts: { total: 0, measured: 0, modelled: 0 },
  },
  classes: { silencerClasses: 36, diffuserClasses: 4, abstractClasses: 5 },
  modelDocumentation: '/app/methods/acoustics.html',
})

const noteIn = async () => within(await screen.findByRole('contentinfo')).findByRole('note')

describe('catalogue notice in the footer', () => {
  it('says a modelled catalogue is not measured data, with its version and where the models are written', async () => {
    stubApi({ 'GET /api/catalogue/info': () => ok(info(0, 522)) })
    renderRoute('/app/projects')
    const note = await noteIn()
    expect(note).toHaveTextContent('Catalogue version 3: demo data modelled from published acoustic formulas')
    expect(note).toHaveTextContent('(522 modelled, 0 measured entries)')
    // A link a user can follow, not the name of a file of the repository.
    const methods = within(note).getByRole('link', { name: en.catalogueNotice.models })
    expect(methods).toHaveAttribute('href', '/app/methods/acoustics.html')
    expect(methods).toHaveAttribute('target', '_blank')
  })

  it('names measured data as such, without the models line', async () => {
    stubApi({ 'GET /api/catalogue/info': () => ok(info(436, 0)) })
    renderRoute('/app/projects')
    const note = await noteIn()
    expect(note).toHaveTextContent('Catalogue version 3: measured manufacturer data (436 entries).')
    expect(within(note).queryByRole('link')).not.toBeInTheDocument()
  })

  it('counts a single entry in the singular', async () => {
    stubApi({ 'GET /api/catalogue/info': () => ok(info(1, 0)) })
    renderRoute('/app/projects')
    expect(await noteIn()).toHaveTextContent('Catalogue version 3: measured manufacturer data (1 entry).')
  })

  it('counts the modelled and the measured entries each by its own number', async () => {
    stubApi({ 'GET /api/catalogue/info': () => ok(info(1, 522)) })
    renderRoute('/app/projects')
    expect(await noteIn()).toHaveTextContent('(522 modelled, 1 measured entry)')
  })

  it('is shown under the modelling area too, which has no main footer', async () => {
    stubApi({ 'GET /api/catalogue/info': () => ok(info(0, 522)) })
    renderRoute('/modelling/regular-silencers')
    const note = await noteIn()
    expect(note).toHaveTextContent('Catalogue version 3: demo data modelled from published acoustic formulas')
    expect(within(note).getByRole('link', { name: en.catalogueNotice.models })).toBeInTheDocument()
  })

  it('shows nothing when the catalogue information cannot be had', async () => {
    stubApi({ 'GET /api/catalogue/info': () => fail(500, 'INTERNAL', 'down') })
    renderRoute('/app/projects')
    await screen.findByRole('contentinfo')
    expect(within(screen.getByRole('contentinfo')).queryByRole('note')).not.toBeInTheDocument()
  })
})
