import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  bandsFromArray,
  DEFAULT_RECT_CONFIG,
  recommendRectOption,
  rectSilencerOptions,
  type RectSilencerConfig,
} from '#engine/index.ts'
import { i18n } from '../../i18n/index.ts'
import en from '../../i18n/locales/en.json'
import fi from '../../i18n/locales/fi.json'
import { AppProviders } from '../../providers.tsx'
import { fail, ok, stubApi } from '../../test-api.ts'
import { useNotices } from '../../state/notifications.ts'
import { RectWizard, type RectWizardProps } from './RectWizard.tsx'
import type { RectWizardFlow } from '../../domain/rect-wizard/wizard-state.ts'

const NOISE = bandsFromArray([80, 78, 75, 72, 70, 65, 60, 55])
const start: RectSilencerConfig = { ...DEFAULT_RECT_CONFIG, inputAirflow: 900, width: 1000, length: 1500 }
const computed = rectSilencerOptions({ ...start, inputSoundPower: NOISE })
const recommended = recommendRectOption(computed).recommendedOptionIndex
// As the server answers them: the recommended one marked.
const options = computed.map((option, index) => ({ ...option, recommended: index === recommended }))
const OPTIONS = 'POST /api/calculations/rect-silencer-options'
const w = en.rectWizard

function Notices() {
  const notices = useNotices()
  return (
    <ul aria-label="notices">
      {notices.map((n) => (
        <li key={n.id}>{n.message}</li>
      ))}
    </ul>
  )
}

function renderWizard(
  flow: RectWizardFlow = 'app',
  mode: 'create' | 'edit' = 'create',
  extra: Partial<RectWizardProps> = {},
) {
  const onFinish = vi.fn()
  const user = userEvent.setup()
  const view = render(
    <AppProviders>
      <RectWizard
        flow={flow}
        mode={mode}
        initialConfig={start}
        inputSoundPower={NOISE}
        onFinish={onFinish}
        {...extra}
      />
      <Notices />
    </AppProviders>,
  )
  return { onFinish, user, view }
}

const select = (label: string) => screen.getByRole('combobox', { name: label })
const code = () => screen.getByTestId('rect-code')

afterEach(() => vi.unstubAllGlobals())

describe('the rectangular wizard', () => {
  it('shows the derived code live, derives a bend length and disables orientation for straight ones', async () => {
    const { user } = renderWizard()
    expect(code()).toHaveTextContent('MSK-1000x300-1500')
    expect(select(w.fields.orientation)).toBeDisabled()
    await user.selectOptions(select(w.fields.shape), 'bend')
    expect(select(w.fields.orientation)).toBeEnabled()
    expect(screen.getByRole('textbox', { name: w.fields.length })).toHaveValue('1300 mm')
    expect(code()).toHaveTextContent('MPK-1000x300-150x150-1')
    expect(screen.getByRole('img', { name: /Bend drawn to scale/ })).toBeInTheDocument()
    // Fewer than 3 characters are ignored; more is capped to 2500 − width, shown once the field is left.
    const x = screen.getByRole('textbox', { name: w.fields.dimensionX })
    await user.clear(x)
    await user.type(x, '20')
    expect(code()).toHaveTextContent('MPK-1000x300-150x150-1')
    await user.type(x, '00')
    expect(x).toHaveValue('2000')
    expect(code()).toHaveTextContent('MPK-1000x300-1500x150-1')
    await user.tab()
    expect(x).toHaveValue('1500')
    expect(screen.getByRole('textbox', { name: w.fields.length })).toHaveValue('2650 mm')
  })

  it('types a bend leg of 1000 from 300 without the rules rewriting the text on the way', async () => {
    const { user } = renderWizard()
    await user.selectOptions(select(w.fields.shape), 'bend')
    const x = screen.getByRole('textbox', { name: w.fields.dimensionX })
    await user.clear(x)
    await user.type(x, '300')
    await user.tab()
    expect(code()).toHaveTextContent('MPK-1000x300-300x150-1')
    await user.clear(x)
    // "100" on the way is raised to 150, but the text stays as typed, so the next 0 makes 1000, not 1500.
    await user.type(x, '100')
    expect(x).toHaveValue('100')
    expect(code()).toHaveTextContent('MPK-1000x300-150x150-1')
    await user.type(x, '0')
    expect(x).toHaveValue('1000')
    expect(code()).toHaveTextContent('MPK-1000x300-1000x150-1')
    await user.tab()
    expect(x).toHaveValue('1000')
    expect(screen.getByRole('textbox', { name: w.fields.length })).toHaveValue('2150 mm')
    // A value under 150 is raised, which shows when the field is left.
    await user.clear(x)
    await user.type(x, '120')
    await user.tab()
    expect(x).toHaveValue('150')
  })

  it('refuses a bend leg typed as "700,5" in Finnish as the other sizes are, and writes the drawing’s sizes in Finnish', async () => {
    await i18n.changeLanguage('fi')
    const { user } = renderWizard()
    await user.selectOptions(select(fi.rectWizard.fields.shape), 'bend')
    const x = screen.getByRole('textbox', { name: fi.rectWizard.fields.dimensionX })
    await user.clear(x)
    await user.type(x, '700,5')
    // The text stays with the message under it; the leg is the 700 typed before the comma, never 700.5.
    expect(x).toHaveValue('700,5')
    expect(x).toHaveAccessibleDescription(fi.common.wholeNumber)
    expect(code()).toHaveTextContent('MPK-1000x300-700x150-1')
    await user.tab()
    expect(x).toHaveValue('700')
    expect(x).not.toHaveAccessibleDescription()
    // An emptied leg changes nothing and shows the leg kept once it is left.
    await user.clear(x)
    await user.tab()
    expect(x).toHaveValue('700')
    expect(code()).toHaveTextContent('MPK-1000x300-700x150-1')
    // Letters are not taken at all.
    await user.type(x, 'a')
    expect(x).toHaveValue('700')
    // 1000 + 700 + 150 = 1850 mm, grouped as Finnish writes it.
    expect(
      screen.getByRole('img', { name: /tulohaara 700 mm, lähtöhaara 150 mm, pituus 1\s850 mm/ }),
    ).toBeInTheDocument()
  })

  it('takes sizes only in steps of 50 mm: Next waits while one is off the step, leaving the field snaps it', async () => {
    const { user } = renderWizard()
    const width = screen.getByRole('textbox', { name: w.fields.width })
    const next = screen.getByRole('button', { name: w.actions.next })
    await user.clear(width)
    await user.type(width, '1234')
    expect(screen.getByText('In steps of 50 mm')).toBeInTheDocument()
    expect(next).toBeDisabled()
    await user.tab()
    expect(width).toHaveValue('1250 mm')
    expect(screen.queryByText('In steps of 50 mm')).toBeNull()
    expect(code()).toHaveTextContent('MSK-1250x300-1500')
    expect(next).toBeEnabled()
    const length = screen.getByRole('textbox', { name: w.fields.length })
    await user.clear(length)
    await user.type(length, '2610')
    await user.tab()
    expect(length).toHaveValue('2500 mm')
    const height = screen.getByRole('textbox', { name: w.fields.height })
    await user.clear(height)
    await user.type(height, '424')
    await user.tab()
    expect(height).toHaveValue('400 mm')
    expect(code()).toHaveTextContent('MSK-1250x400-2500')
  })

  it('refuses a width typed as "1250,5" in Finnish, never reading it as 12505; leaving the field shows the size kept', async () => {
    await i18n.changeLanguage('fi')
    const { user } = renderWizard()
    const width = screen.getByRole('textbox', { name: fi.rectWizard.fields.width })
    await user.clear(width)
    await user.type(width, '1250,5')
    expect(width).toHaveValue('1250,5 mm')
    expect(width).toHaveAccessibleDescription(fi.common.wholeNumber)
    expect(code()).toHaveTextContent('MSK-1250x300-1500')
    await user.tab()
    expect(width).toHaveValue('1250 mm')
    expect(width).not.toHaveAccessibleDescription()
    // An emptied field, too, shows the size it kept once it is left.
    await user.clear(width)
    await user.tab()
    expect(width).toHaveValue('1250 mm')
    expect(code()).toHaveTextContent('MSK-1250x300-1500')
  })

  it('follows the openable rules: S50 only, E20 or E30, galvanised sheets, no stainless steel', async () => {
    const { user } = renderWizard()
    await user.click(screen.getByRole('switch', { name: w.fields.openable }))
    expect(select(w.fields.shellInsulation)).toHaveValue('50mm')
    expect(within(select(w.fields.shellInsulation)).getAllByRole('option')).toHaveLength(1)
    expect(select(w.fields.connectionProfile)).toHaveValue('E20')
    expect(
      within(select(w.fields.connectionProfile)).queryByRole('option', {
        name: en.rectWizard.values.zProfile,
      }),
    ).toBeNull()
    expect(select(w.fields.outerCover)).toHaveValue('galvanizedSteel')
    expect(
      within(select(w.fields.outerCover)).queryByRole('option', { name: en.materials.sheet.stainlessSteel }),
    ).toBeNull()
    await user.selectOptions(select(w.fields.outerCover), 'magnelis')
    expect(select(w.fields.innerMaterial)).toHaveValue('magnelis')
    expect(code()).toHaveTextContent('MRKA-1000x300-1500-ZM-S50-E20')
    // A bend turns openable off again.
    await user.selectOptions(select(w.fields.shape), 'bend')
    expect(screen.getByRole('switch', { name: w.fields.openable })).not.toBeChecked()
  })

  it('keeps Next disabled while a dimension is invalid and shows the limit', async () => {
    const { user } = renderWizard()
    const width = screen.getByRole('textbox', { name: w.fields.width })
    await user.clear(width)
    await user.type(width, '250')
    expect(screen.getByText('At least 300 mm')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: w.actions.next })).toBeDisabled()
    expect(code()).toHaveTextContent(w.addPrompt)
  })

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

  it('starts without an airflow: says it is missing and keeps Next off until one is typed', async () => {
    const seen = stubApi({ [OPTIONS]: () => ok(options) })
    const { user } = renderWizard('app', 'create', { initialConfig: { ...start, inputAirflow: 0 } })
    const next = screen.getByRole('button', { name: w.actions.next })
    expect(next).toBeDisabled()
    expect(screen.getByText(w.errors.airflowMissing)).toBeInTheDocument()
    await user.click(next)
    expect(seen).toHaveLength(0)
    await user.type(screen.getByRole('textbox', { name: w.fields.airflow }), '900')
    await waitFor(() => expect(next).toBeEnabled())
    expect(screen.queryByText(w.errors.airflowMissing)).toBeNull()
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
