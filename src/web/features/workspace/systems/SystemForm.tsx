import { Checkbox } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { SystemDocument } from '#contract/api/systems.ts'
import { paths } from '../../../domain/paths.ts'
import { notifySuccess } from '../../../state/notifications.ts'
import { SpecificationForm } from '../SpecificationForm.tsx'
import { useSpecificationForm } from '../useSpecificationForm.ts'
import {
  clearProductSelection,
  resetActiveSystem,
  setActiveSystem,
} from '../../../state/workspace/workspace-store.ts'
import { SystemFields } from './SystemFields.tsx'
import {
  newSystemForm,
  systemDraftOf,
  systemFormFrom,
  systemFormValid,
} from '../../../state/workspace/system-form.ts'
import { projectsApi } from '#contract/api/projects.ts'
import { systemsApi } from '#contract/api/systems.ts'
import { call } from '../../../state/api/client.ts'
import { useCreateAttempts } from '../../../state/api/create-attempts.ts'
import { endpointKey, endpointQuery } from '../../../state/endpoint-query.ts'
import { refreshSavedState } from '../../../state/working-system/save-request.ts'
import { airflowProblem, parseAirflow } from '../../../state/selection/calculation-parameters.ts'
import { positiveAirflow } from '../../../domain/selection/items.ts'
import { silencersFollowingSystemAirflow } from '../../../domain/selection/system-airflow-update.ts'
import { useSilencersQuery } from '../../../state/catalogue/queries.ts'
import { useAirflowFormat } from '../../../ui/units/airflow-format.ts'
import { newSystemDraft } from '../form-drafts.ts'

/**
 * The body of the system specification modal. Create: resets the active system, saves into the project,
 * clears the product selection and opens the silencer classes; what is typed waits in the tab until then
 * (form-drafts.ts). Edit: Save writes every field with the stored chain and the version it started from; a
 * conflict reloads the stored system into the form.
 */
export function SystemForm({
  projectId,
  system,
  onDone,
  onDirtyChange,
}: {
  projectId: string
  system?: SystemDocument | undefined
  onDone: () => void
  /** Told whether the form holds input not yet saved. */
  onDirtyChange?: (dirty: boolean) => void
}) {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const airflow = useAirflowFormat()
  const draft = useMemo(() => newSystemDraft(projectId), [projectId])
  const form = useSpecificationForm({
    stored: system,
    formFrom: (stored: SystemDocument) => ({
      ...systemFormFrom(stored, i18n.language),
      airflow: airflow.inputText(stored.airflow),
    }),
    newForm: newSystemForm,
    logName: 'system',
    onDirtyChange,
    draft,
    texts: {
      saveFailed: t('systems.errors.save'),
      conflict: t('workspace.conflictSystem'),
      notObtained: t('systems.errors.notObtained'),
    },
  })
  const { base } = form
  const { values } = form.form
  const refresh = () => queryClient.invalidateQueries({ queryKey: endpointKey(projectsApi.list) })
  // After a conflict the stored system goes into its own query as well as the form, with what its save changed
  // (the rooms' levels): the screen behind the form shows what is stored, not the version the save was refused on.
  const reload = async (id: string) => {
    const fresh = await queryClient.fetchQuery({
      ...endpointQuery(systemsApi.get, { params: { id } }),
      staleTime: 0,
    })
    void refreshSavedState(queryClient, projectId, id, { rooms: true })
    return fresh
  }
  // The airflow typed in the user's unit, in l/s; empty or 0: none.
  const typedAirflow = (text: string) => positiveAirflow(parseAirflow(text, airflow.unit, airflow.language))

  const attempts = useCreateAttempts()
  const create = useMutation({
    mutationFn: () => {
      resetActiveSystem()
      const input = {
        params: { projectId },
        body: { ...systemDraftOf(values), airflow: typedAirflow(values.airflow), items: [] },
      }
      return call(systemsApi.create, { ...input, headers: attempts.headersFor(systemsApi.create, input) })
    },
    onSuccess: async (created) => {
      attempts.done()
      form.forgetDraft()
      setActiveSystem(created.id)
      clearProductSelection()
      await refresh()
      onDone()
      await navigate(paths.silencers)
    },
    onError: form.createFailed,
  })

  // A new system airflow takes the round silencers that worked at the old one with it, unless the user says
  // no: they were added at the system's airflow, and an engineer who changes it expects the results to follow.
  const silencers = useSilencersQuery().data
  const airflowChanged = base !== undefined && values.airflow !== airflow.inputText(base.airflow)
  const following = (current: SystemDocument) =>
    airflowChanged && silencers
      ? silencersFollowingSystemAirflow(
          current.items,
          current.airflow,
          typedAirflow(values.airflow),
          silencers,
        )
      : { items: current.items, moved: 0 }
  const [follow, setFollow] = useState(true)
  const moving = base ? following(base).moved : 0

  const update = useMutation({
    mutationFn: (current: SystemDocument) =>
      call(systemsApi.update, {
        params: { projectId, id: current.id },
        body: {
          ...systemDraftOf(values),
          // Left out when not changed: the stored l/s stay exact, not rounded through the unit's input decimals.
          ...(airflowChanged ? { airflow: typedAirflow(values.airflow) } : {}),
          items: follow ? following(current).items : current.items,
          version: current.version,
        },
      }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(endpointKey(systemsApi.get, { params: { id: saved.id } }), saved)
      notifySuccess(t('systems.saved'))
      onDone()
      await refresh()
    },
    onError: (error, current) => form.updateFailed(error, () => reload(current.id)),
  })

  const busy = create.isPending || update.isPending
  const submit = () => {
    if (base) update.mutate(base)
    else create.mutate()
  }

  return (
    <SpecificationForm
      editing={base !== undefined}
      busy={busy}
      valid={
        systemFormValid(values) && airflowProblem(values.airflow, airflow.unit, airflow.language) === null
      }
      conflict={form.conflict}
      restored={form.restored}
      onSubmit={submit}
      onClear={form.clear}
    >
      <SystemFields form={form.form} withAirflow />
      {moving > 0 && (
        <Checkbox
          checked={follow}
          onChange={(event) => setFollow(event.currentTarget.checked)}
          label={t('systemModal.followAirflow', {
            count: moving,
            airflow: airflow.format(typedAirflow(values.airflow)),
            unit: airflow.symbol,
          })}
        />
      )}
    </SpecificationForm>
  )
}
