import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { readTokens } from '../state/auth/session.ts'
import { branding } from '../domain/branding.ts'
import en from '../i18n/locales/en.json'
import { ok, signedInAnswer, stubApi } from '../test-api.ts'
import { locationOf, renderRoute } from '../test-utils.tsx'

const homeLinkName = en.header.homeLink.replace('{{product}}', branding.productName)

describe('main layout', () => {
  it('has a header, the main content and a footer', async () => {
    renderRoute('/app/projects')
    await screen.findByRole('heading', { level: 1, name: en.projects.title })
    const header = screen.getByRole('banner')
    expect(within(header).getByRole('link', { name: homeLinkName })).toHaveAttribute('href', '/app/projects')
    expect(within(header).getByRole('combobox', { name: en.header.language })).toHaveValue('en')
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }))
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
  })

  it('the footer shows company information, the country contact, product groups and social links', async () => {
    renderRoute('/app/projects')
    const footer = await screen.findByRole('contentinfo')
    expect(within(footer).getByText(branding.company.name)).toBeInTheDocument()
    const email = within(footer).getByRole('link', { name: branding.contacts.en.email })
    expect(email).toHaveAttribute('href', `mailto:${branding.contacts.en.email}`)
    const groups = within(footer).getByRole('navigation', { name: en.footer.productGroupsTitle })
    expect(within(groups).getAllByRole('link')).toHaveLength(branding.productGroups.length)
    expect(within(groups).getByRole('link', { name: en.footer.productGroups.diffusers })).toBeInTheDocument()
    const social = within(footer).getByRole('navigation', { name: en.footer.socialTitle })
    for (const link of branding.social) {
      expect(within(social).getByRole('link', { name: link.name })).toHaveAttribute('href', link.url)
    }
  })

  it('the logo link leads to the projects list', async () => {
    const { router, user } = renderRoute('/app/products-list')
    await screen.findByRole('heading', { level: 1, name: en.productsList.title })
    await user.click(screen.getByRole('link', { name: homeLinkName }))
    await waitFor(() => expect(locationOf(router)).toBe('/app/projects'))
  })

  it('signed out, the sign-in button remembers the address and opens the sign-in page', async () => {
    const { router, user } = renderRoute('/app/products-list?q=1')
    await screen.findByRole('heading', { level: 1, name: en.productsList.title })
    expect(screen.queryByRole('button', { name: en.header.signOut })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: en.header.signIn }))
    expect(await screen.findByRole('heading', { level: 1, name: en.signIn.title })).toBeInTheDocument()
    expect(locationOf(router)).toBe('/app/sign-in')
    expect(window.localStorage.getItem('redirectAddress')).toBe('/app/products-list?q=1')
  })

  it('signed in, the sign-out button clears the tokens and goes to the start', async () => {
    window.localStorage.setItem('idToken', 'id')
    window.localStorage.setItem('accessToken', 'access')
    window.localStorage.setItem('refreshToken', 'refresh')
    stubApi({ 'GET /api/auth/user': () => ok(signedInAnswer().user), 'GET /api/auth/logout': () => ok({}) })
    const { router, user } = renderRoute('/app/products-list')
    await screen.findByRole('heading', { level: 1, name: en.productsList.title })
    expect(screen.queryByRole('button', { name: en.header.signIn })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: en.header.signOut }))
    await waitFor(() => expect(locationOf(router)).toBe('/app/projects'))
    expect(readTokens()).toEqual({ accessToken: null, idToken: null, refreshToken: null })
    expect(screen.getByRole('button', { name: en.header.signIn })).toBeInTheDocument()
  })

  it('the modelling area and the export flow have no sign-in options', async () => {
    const resourceId = '6f1c2d3e-4b5a-4c6d-8e7f-0123456789ab'
    stubApi({
      'GET /api/silencers': () => ok([]),
      'GET /api/silencer-classes': () => ok([]),
      [`GET /api/webshop/silencers/${resourceId}`]: () =>
        ok({ id: resourceId, productData: null, returnUrl: null }),
    })
    for (const path of ['/modelling/silencer-classes', `/product-export/${resourceId}/silencer-classes`]) {
      const { unmount } = renderRoute(path)
      await screen.findByRole('heading', { level: 1, name: en.silencerClasses.title })
      const header = screen.getByRole('banner')
      expect(within(header).getByRole('combobox', { name: en.header.language })).toBeInTheDocument()
      expect(within(header).queryByRole('button')).not.toBeInTheDocument()
      unmount()
    }
  })
})
