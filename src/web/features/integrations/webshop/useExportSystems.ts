// The bulk export page's state (docs/product-rules.md, "Bulk export", "Export checks"): the external project,
// the chosen project's systems, and the export of one system at a time; systems exported before show as
// Exported on load.
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError, call } from '../../../state/api/client.ts'
import { webshopApi } from '#contract/api/webshop.ts'
import { endpointKey } from '../../../state/endpoint-query.ts'
import { webshopLocaleOf } from './webshop-calls.ts'
import { isNavigableReturnUrl, REDIRECT_URL_EMPTY } from './return-address.ts'

export type ExportAlert = { kind: 'success' | 'warning' | 'error'; message: string } | null

export const EXTERNAL_PROJECT_ID_MISSING = 'External project id has to be specified as URL query parameter'

/**
 * The checks of docs/product-rules.md, "Export checks" (the shop's project id, a redirect address, our
 * project, at least one system), with their errors.
 */
export function checkSystemsExport(input: {
  externalProjectId: string | null
  redirectUrl: string | null | undefined
  projectId: string | null
  systemIds: readonly string[]
}): void {
  if (!input.externalProjectId) throw new Error(EXTERNAL_PROJECT_ID_MISSING)
  if (!isNavigableReturnUrl(input.redirectUrl)) throw new Error(REDIRECT_URL_EMPTY)
  if (!input.projectId) throw new Error('Project id is empty')
  if (input.systemIds.length === 0) throw new Error('Array of systems is required')
}

/**
 * The page's state. `handoff` is the shop's one-time hand-off from the address: when present it is redeemed
 * first (the server then knows the shop sent this session here), and `onHandoffUsed` takes it out of the
 * address so that it stays out of the history and of bookmarks.
 */
export function useExportSystems(
  externalProjectId: string | null,
  handoff: string | null = null,
  onHandoffUsed: () => void = () => undefined,
) {
  const { t, i18n } = useTranslation()
  const [exported, setExported] = useState<ReadonlySet<string>>(new Set())
  const [alert, setAlert] = useState<ExportAlert>(null)
  const project = useQuery({
    queryKey: endpointKey(webshopApi.getProject, { params: { id: externalProjectId ?? '' } }),
    queryFn: async ({ signal }) => {
      const params = { id: externalProjectId ?? '' }
      if (!handoff) return call(webshopApi.getProject, { params, signal })
      const answer = await call(webshopApi.arriveAtProject, { params, body: { handoff }, signal })
      onHandoffUsed()
      return answer
    },
    enabled: Boolean(externalProjectId),
    retry: false,
    staleTime: 0,
  })
  const mutation = useMutation({
    mutationFn: async ({ projectId, systemIds }: { projectId: string | null; systemIds: string[] }) => {
      const redirectUrl = project.data?.returnUrl
      checkSystemsExport({ externalProjectId, redirectUrl, projectId, systemIds })
      const answer = await call(webshopApi.exportSystems, {
        body: {
          externalProjectId: externalProjectId ?? '',
          projectId: projectId ?? '',
          systemIds,
          locale: webshopLocaleOf(i18n.language),
        },
      })
      if (!answer.exportId) throw new Error('Systems have not been exported')
      return systemIds
    },
    onMutate: () => setAlert(null),
    onSuccess: (systemIds) => {
      setExported((current) => new Set([...current, ...systemIds]))
      setAlert({ kind: 'success', message: t('exportSystems.success') })
    },
    onError: (error) => {
      console.error('Systems could not be exported', error)
      setAlert({ kind: 'error', message: t('exportSystems.failure') })
    },
  })
  const isExported = (systemId: string) =>
    exported.has(systemId) || (project.data?.exportedSystemIds.includes(systemId) ?? false)
  return {
    project,
    /** Known and false: the shop did not send this session here, so the server would refuse the export. */
    notSentByShop:
      project.data?.sentByShop === false ||
      (project.error instanceof ApiError && project.error.status === 403),
    isExported,
    alert,
    exporting: mutation.isPending ? mutation.variables.systemIds : [],
    exportSystems: (projectId: string | null, systemIds: string[]) =>
      mutation.mutate({ projectId, systemIds }),
    /**
     * A system without products orders nothing: the page says so instead of exporting it
     * (docs/product-rules.md, "Bulk export").
     */
    warnEmpty: (name: string) =>
      setAlert({ kind: 'warning', message: t('exportSystems.emptySystem', { name: name || '-' }) }),
  }
}
