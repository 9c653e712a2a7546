import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { branding } from '../domain/branding.ts'
import { i18n } from '../i18n/index.ts'
import { languages, type Language } from '../i18n/languages.ts'
import da from '../i18n/locales/da.json'
import en from '../i18n/locales/en.json'
import et from '../i18n/locales/et.json'
import fi from '../i18n/locales/fi.json'
import sv from '../i18n/locales/sv.json'
import { renderRoute } from '../test-utils.tsx'

const locales: Record<Language, typeof en> = { en, et, fi, sv, da }

describe('language selector', () => {
  it.each(languages.filter((language) => language !== 'en'))(
    'switches the interface to %s and keeps it',
    async (language) => {
      const { user } = renderRoute('/app/projects')
      await screen.findByRole('heading', { level: 1, name: en.projects.title })
      const text = locales[language]

      await user.selectOptions(screen.getByRole('combobox', { name: en.header.language }), language)

      expect(await screen.findByRole('heading', { level: 1, name: text.projects.title })).toBeInTheDocument()
      expect(screen.getByRole('button', { name: text.projects.quickCalculation })).toBeInTheDocument()
      expect(screen.getByRole('button', { name: text.header.signIn })).toBeInTheDocument()
      expect(screen.getByRole('combobox', { name: text.header.language })).toHaveValue(language)
      const footer = screen.getByRole('contentinfo')
      expect(
        within(footer).getByRole('navigation', { name: text.footer.productGroupsTitle }),
      ).toBeInTheDocument()
      expect(
        within(footer).getByRole('link', { name: branding.contacts[language].email }),
      ).toBeInTheDocument()
      expect(window.localStorage.getItem('locale')).toBe(language)
      expect(document.documentElement.lang).toBe(language)
    },
  )

  it('switches back to English', async () => {
    await i18n.changeLanguage('fi')
    const { user } = renderRoute('/app/sign-in')
    await screen.findByRole('heading', { level: 1, name: fi.signIn.title })
    await user.selectOptions(screen.getByRole('combobox', { name: fi.header.language }), 'en')
    expect(await screen.findByRole('heading', { level: 1, name: en.signIn.title })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: en.signIn.email })).toBeInTheDocument()
    expect(window.localStorage.getItem('locale')).toBe('en')
    expect(document.documentElement.lang).toBe('en')
  })
})
