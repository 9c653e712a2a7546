import { describe, expect, it, vi } from 'vitest'
import { openRectWizard, rectPresetFor, rectWizardHref } from './rect-wizard-address.ts'

describe('opening the rectangular wizard', () => {
  it('navigates to the products list with the wizard parameters', () => {
    const navigate = vi.fn()
    openRectWizard(navigate, { presetClass: 'MRKA' })
    expect(navigate).toHaveBeenCalledWith('/app/products-list?rect=new&class=MRKA')
    expect(rectWizardHref()).toBe('/app/products-list?rect=new')
  })

  it('presets openable for A and a 50 mm shell for I, nothing else for plain classes', () => {
    expect(rectPresetFor('MRKA')).toMatchObject({ openable: true, shape: 'straight' })
    expect(rectPresetFor('MSPI')).toMatchObject({ openable: false, shellInsulation: '50mm' })
    expect(rectPresetFor('MSK')).toMatchObject({ openable: false, shellInsulation: '0mm' })
    expect(rectPresetFor('MPC')).toMatchObject({ shape: 'bend', cassetteMaterial: 'cleantec' })
  })
})
