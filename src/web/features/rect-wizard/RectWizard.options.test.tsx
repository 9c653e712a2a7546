// The rectangular wizard's options step and its final action: the options request, the preselected option,
// the server's refusals, and the action's name, pending state and flows.
import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { recommendRectOption } from '#engine/index.ts'
import en from '../../i18n/locales/en.json'
import { fail, ok, stubApi } from '../../test-api.ts'
import { recommended, options, OPTIONS, w, renderWizard, select } from './test-rect-wizard.tsx'

afterEach(() => vi.unstubAllGlobals())

describe('the rectangular wizard', () => {
  it('requests the options, preselects the recommended one, changes it, goes back and adds', async () => {
    const seen = stubApi({ [OPTIONS]: () => ok(options) })
    const { user, onFinish } = renderWizard()
    await user.click(screen.getByRole('button', { name: w.actions.next }))
    const radios = await screen.findAllByRole('radio')
    expect(radios).toHaveLength(6)
    expect(seen[0]?.body).toMatchObject({ width: 1000, height: 300, length: 1500, inputAirflow: 900 })
    expect(radios[recommended]).toBeChecked()
    expect(screen.getByText(w.options.recommended)).toBeInTheDocument()
    const other = recommended === 5 ? 0 : 5
    const otherRadio = radios[other]
    if (!otherRadio) throw new Error('six options expected')
    await user.click(otherRadio)
    expect(otherRadio).toBeChecked()
    await user.click(screen.getByRole('button', { name: w.actions.back }))
    expect(select(w.fields.shape)).toHaveValue('straight')
    // Nothing changed: Next shows the same options with the choice kept, without asking again.
    await user.click(screen.getByRole('button', { name: w.actions.next }))
    expect((await screen.findAllByRole('radio'))[other]).toBeChecked()
    expect(seen).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: w.actions.add }))
    expect(onFinish).toHaveBeenCalledTimes(1)
    const [configuration] = onFinish.mock.calls[0] as [Record<string, unknown>]
    expect(configuration).toMatchObject({
      selectedOptionIndex: other,
      width: 1000,
      optionData: { pressureDrop: options[other]?.pressureDrop },
    })
  })

  it('asks again after a change on the details and keeps the choice made before', async () => {
    const seen = stubApi({ [OPTIONS]: () => ok(options) })
    const { user, onFinish } = renderWizard()
    await user.click(screen.getByRole('button', { name: w.actions.next }))
    const other = recommended === 5 ? 0 : 5
    const radio = (await screen.findAllByRole('radio'))[other]
    if (!radio) throw new Error('six options expected')
    await user.click(radio)
    await user.click(screen.getByRole('button', { name: w.actions.back }))
    await user.selectOptions(select(w.fields.position), 'extract')
    await user.click(screen.getByRole('button', { name: w.actions.next }))
    expect((await screen.findAllByRole('radio'))[other]).toBeChecked()
    expect(seen).toHaveLength(2)
    await user.click(screen.getByRole('button', { name: w.actions.add }))
    expect(onFinish).toHaveBeenCalledWith(
      expect.objectContaining({ position: 'extract', selectedOptionIndex: other }),
    )
  })

  it('shows a spinner on Next and holds the fields while the options request runs', async () => {
    let answer: (response: Response) => void = () => undefined
    const seen = stubApi({ [OPTIONS]: () => new Promise<Response>((resolve) => (answer = resolve)) })
    const { user } = renderWizard()
    const next = screen.getByRole('button', { name: w.actions.next })
    await user.click(next)
    await waitFor(() => expect(seen).toHaveLength(1))
    expect(next).toHaveAttribute('data-loading', 'true')
    expect(next).toBeDisabled()
    expect(screen.getByRole('textbox', { name: w.fields.width })).toBeDisabled()
    expect(select(w.fields.shape)).toBeDisabled()
    expect(screen.getByRole('switch', { name: w.fields.openable })).toBeDisabled()
    await user.click(next)
    expect(seen).toHaveLength(1)
    answer(ok(options))
    expect(await screen.findAllByRole('radio')).toHaveLength(6)
    await user.click(screen.getByRole('button', { name: w.actions.back }))
    expect(screen.getByRole('textbox', { name: w.fields.width })).toBeEnabled()
    expect(screen.getByRole('button', { name: w.actions.next })).not.toHaveAttribute('data-loading')
  })

  it('says the details cannot be calculated when the server refuses them (422)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    stubApi({ [OPTIONS]: () => fail(422, 'VALIDATION_ERROR', 'Invalid input') })
    const { user } = renderWizard()
    await user.click(screen.getByRole('button', { name: w.actions.next }))
    expect(await screen.findByText(w.errors.optionsRefused)).toBeInTheDocument()
    expect(screen.queryByText(w.errors.options)).toBeNull()
    expect(errors).toHaveBeenCalledWith(
      'Rectangular silencer options could not be calculated',
      expect.objectContaining({ status: 422 }),
    )
  })

  it('stays on the details with a message when the options request fails', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    stubApi({ [OPTIONS]: () => fail(500, 'INTERNAL', 'boom') })
    const { user } = renderWizard()
    await user.click(screen.getByRole('button', { name: w.actions.next }))
    expect(await screen.findByText(w.errors.options)).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: w.actions.next })).toBeEnabled())
    expect(select(w.fields.shape)).toBeInTheDocument()
    expect(errors).toHaveBeenCalled()
    errors.mockRestore()
  })

  it('names the final action by flow and mode, and offers only General in modelling', async () => {
    stubApi({ [OPTIONS]: () => ok(options) })
    const { user } = renderWizard('modelling')
    expect(screen.getByRole('tab', { name: w.tabs.soundPower })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: w.actions.next }))
    expect(await screen.findByRole('button', { name: w.actions.exportMagicad })).toBeEnabled()
  })

  it('shows Edit in edit mode and Export to Webshop in the export flow', async () => {
    stubApi({ [OPTIONS]: () => ok([]) })
    const { user, view } = renderWizard('app', 'edit')
    await user.click(screen.getByRole('button', { name: w.actions.next }))
    // No options: nothing is selected, so the final action stays disabled.
    expect(await screen.findByRole('button', { name: w.actions.edit })).toBeDisabled()
    view.unmount()

    stubApi({ [OPTIONS]: () => ok(options) })
    const exportFlow = renderWizard('export')
    await exportFlow.user.click(screen.getByRole('button', { name: w.actions.next }))
    const exportButton = await screen.findByRole('button', { name: w.actions.exportWebshop })
    expect(exportButton).toBeEnabled()
    expect(screen.queryByRole('button', { name: w.actions.add })).toBeNull()
    await exportFlow.user.click(exportButton)
    expect(exportFlow.onFinish).toHaveBeenCalledTimes(1)
  })

  it('preselects the stored option in edit mode, else the recommended one', async () => {
    stubApi({ [OPTIONS]: () => ok(options) })
    const stored = recommended === 4 ? 3 : 4
    const { user, view } = renderWizard('app', 'edit', { storedOptionIndex: stored })
    await user.click(screen.getByRole('button', { name: w.actions.next }))
    expect((await screen.findAllByRole('radio'))[stored]).toBeChecked()
    view.unmount()

    stubApi({ [OPTIONS]: () => ok(options.slice(0, 2)) })
    const fewer = renderWizard('app', 'edit', { storedOptionIndex: stored })
    await fewer.user.click(screen.getByRole('button', { name: w.actions.next }))
    const radios = await screen.findAllByRole('radio')
    expect(radios).toHaveLength(2)
    const best = recommendRectOption(options.slice(0, 2)).recommendedOptionIndex
    expect(radios[best]).toBeChecked()
  })

  it('asks the options with an airflow typed just before Next', async () => {
    const seen = stubApi({ [OPTIONS]: () => ok(options) })
    const { user } = renderWizard()
    const airflow = screen.getByRole('textbox', { name: w.fields.airflow })
    await user.clear(airflow)
    await user.type(airflow, '1250')
    await user.click(screen.getByRole('button', { name: w.actions.next }))
    await screen.findAllByRole('radio')
    expect(seen).toHaveLength(1)
    expect(seen[0]?.body).toMatchObject({ inputAirflow: 1250 })
    // The pause running out later changes nothing: the options stay.
    await new Promise((resolve) => setTimeout(resolve, 900))
    expect(screen.getAllByRole('radio')).toHaveLength(6)
    expect(screen.getByRole('button', { name: w.actions.add })).toBeEnabled()
  })

  it('shows the final action pending and refuses a second click while it runs', async () => {
    stubApi({ [OPTIONS]: () => ok(options) })
    const { user, onFinish } = renderWizard('export', 'create', { finishing: true })
    await user.click(screen.getByRole('button', { name: w.actions.next }))
    await screen.findAllByRole('radio')
    const exportButton = screen.getByRole('button', { name: w.actions.exportWebshop })
    expect(exportButton).toBeDisabled()
    expect(exportButton).toHaveAttribute('data-loading', 'true')
    await user.click(exportButton)
    expect(onFinish).not.toHaveBeenCalled()
  })

  it('offers Download IFC beside Export to MagiCAD when the flow gives it', async () => {
    stubApi({ [OPTIONS]: () => ok(options) })
    const onDownloadIfc = vi.fn(() => Promise.resolve())
    const { user } = renderWizard('modelling', 'create', { onDownloadIfc })
    await user.click(screen.getByRole('button', { name: w.actions.next }))
    await screen.findByRole('button', { name: w.actions.exportMagicad })
    await user.click(screen.getByRole('button', { name: en.plugin.downloadIfc }))
    expect(onDownloadIfc).toHaveBeenCalledWith(
      expect.objectContaining({ selectedOptionIndex: recommended, width: 1000 }),
    )
  })
})
