// The configuration of a rectangular silencer being made in the application and not added yet, kept in this
// tab so that a reload or a crash loses none of it: the wizard reopens from its address, and with this from
// where the user left it (docs/product-rules.md, "Rectangular configurator"). It is the user's work: another
// user's session puts it away for them, sign-out forgets it ("Drafts belong to their user").
import { z } from 'zod'
import { readRectConfig, type RectSilencerConfig } from '#engine/index.ts'
import { rectConfiguration } from '#contract/api/systems.ts'
import { createUserDraftStore } from '../../state/user-drafts.ts'

interface RectDraft {
  /** The saved system the silencer is for; null: the quick calculation. */
  systemId: string | null
  /** The class the wizard was opened with: it presets the configuration, so another class starts afresh. */
  presetClass: string | null
  config: RectSilencerConfig
}

const store = createUserDraftStore<RectDraft | null>({
  key: 'rectWizard.newDraft',
  kind: 'work',
  schema: z.object({
    systemId: z.string().nullable(),
    presetClass: z.string().nullable(),
    // Through the saved silencer's own schema and the engine's rules, as a stored configuration is read.
    config: rectConfiguration.transform((config) => readRectConfig(config)),
  }),
  initial: null,
})

/** The draft of a new silencer for `systemId` opened with `presetClass`. */
export function newRectDraft(systemId: string | null, presetClass: string | null) {
  const ours = () => {
    const draft = store.get()
    return draft?.systemId === systemId && draft.presetClass === presetClass ? draft : null
  }
  return {
    read: (): RectSilencerConfig | null => ours()?.config ?? null,
    keep: (config: RectSilencerConfig) => void store.set({ systemId, presetClass, config }),
    // Closing one wizard leaves a draft of another system or class alone.
    forget: () => {
      if (ours()) store.clear()
    },
  }
}
