import { Center, Loader, Modal, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { DEFAULT_RECT_CONFIG, zeroBands } from '#engine/index.ts'
import { replaceProduct } from '../../domain/chain/chain.ts'
import { useSystemChain } from '../../state/working-system/useSystemChain.ts'
import { useWorkspace } from '../../state/workspace/useWorkspace.ts'
import { levelBefore, wizardInsertionIndex } from './insertion-level.ts'
import { RECT_CLASS_PARAM, RECT_WIZARD_PARAM, rectPresetFor } from '../../state/rect-wizard-address.ts'
import { RectWizard } from './RectWizard.tsx'
import { NewRectWizard } from './NewRectWizard.tsx'
import { newRectDraft } from './rect-draft.ts'
import { configOfItem, newRectProductId, rectItemOf } from '../../domain/rect-wizard/wizard-state.ts'

const PRODUCT_PARAM = 'product'

/**
 * The rectangular silencer wizard as a modal over the products list: `rect=new` (with an optional `class`
 * preset) adds a silencer to the active system, `rect=edit&product=<id>` edits one. Closing, Add and Edit
 * remove the parameters, which unmounts the wizard and so resets it; a new silencer's configuration waits
 * in the tab until then, so that the address opens it again after a reload (NewRectWizard).
 */
export function RectWizardSlot() {
  const { t } = useTranslation()
  const [searchParams, setSearchParams] = useSearchParams()
  const chain = useSystemChain()
  const { insertionPosition } = useWorkspace()
  const mode = searchParams.get(RECT_WIZARD_PARAM)
  const opened = mode === 'new' || mode === 'edit'
  const presetClass = searchParams.get(RECT_CLASS_PARAM)
  const productId = mode === 'edit' ? searchParams.get(PRODUCT_PARAM) : null
  const system = chain.system
  const systemId = chain.saved?.id ?? null
  const close = () => {
    // Closed on purpose (the silencer added, or the wizard dismissed): no draft of it is left to restore.
    if (mode === 'new') newRectDraft(systemId, presetClass).forget()
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current)
        for (const key of [RECT_WIZARD_PARAM, RECT_CLASS_PARAM, PRODUCT_PARAM]) next.delete(key)
        return next
      },
      { replace: true },
    )
  }

  const edited = productId ? (system?.items.find((item) => item.productId === productId) ?? null) : null
  const index = system ? wizardInsertionIndex(system, insertionPosition, productId) : 0
  const inputSoundPower = system ? levelBefore(system, index) : zeroBands()

  let body
  if (!opened) body = null
  else if (chain.status === 'loading')
    body = (
      <Center py="xl">
        <Loader role="status" aria-label={t('rectWizard.loading')} />
      </Center>
    )
  else if (chain.status !== 'ready') body = <Text>{t('rectWizard.noSystem')}</Text>
  else if (mode === 'edit' && !edited) body = <Text>{t('rectWizard.notFound')}</Text>
  else if (edited)
    body = (
      <RectWizard
        key={edited.productId}
        flow="app"
        mode="edit"
        initialConfig={configOfItem(edited)}
        storedOptionIndex={edited.rectConfiguration?.selectedOptionIndex ?? null}
        inputSoundPower={inputSoundPower}
        onFinish={(configuration) => {
          const replacement = rectItemOf(configuration, edited.productId, edited.quantity)
          chain.apply((items) => replaceProduct(items, edited.productId, replacement))
          close()
        }}
      />
    )
  else
    body = (
      <NewRectWizard
        key={`new-${systemId ?? ''}-${presetClass ?? ''}`}
        systemId={systemId}
        presetClass={presetClass}
        preset={rectPresetFor(presetClass, {
          ...DEFAULT_RECT_CONFIG,
          // A new silencer starts from the system airflow (docs/product-rules.md, "System airflow"), else
          // the airflow is missing.
          inputAirflow: system?.airflow ?? DEFAULT_RECT_CONFIG.inputAirflow,
        })}
        inputSoundPower={inputSoundPower}
        onFinish={(configuration) => {
          chain.add(rectItemOf(configuration, newRectProductId()))
          close()
        }}
      />
    )

  return (
    <Modal
      opened={opened}
      onClose={close}
      size="90rem"
      title={mode === 'edit' ? t('rectWizard.editTitle') : t('rectWizard.title')}
      closeButtonProps={{ 'aria-label': t('rectWizard.close') }}
    >
      {body}
    </Modal>
  )
}
