// Hooks shared by the print screens: the catalogue versions for the stamp and printing after the delay.
import { useQueries, useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { catalogueApi } from '#contract/api/catalogue.ts'
import { projectsApi } from '#contract/api/projects.ts'
import { call, fetchImageDataUrl } from '../../state/api/client.ts'
import { endpointQuery } from '../../state/endpoint-query.ts'
import { catalogueVersionLabel } from '../../domain/catalogue/version-label.ts'
import { ENGINE_VERSION } from './engine-version.ts'
import {
  calculateSystem,
  inputsHash,
  PRINT_DELAY_MS,
  projectReportSystems,
  stampInputs,
  toReportProject,
} from './report-model.ts'

/**
 * A project with its systems for the project reports, each system with its calculation. Systems come oldest
 * first, the order they were designed in. `pending` while a named project loads; `report` null otherwise
 * when there is nothing to show.
 */
export function useProjectReport(projectId: string | null) {
  const loaded = useQuery({
    queryKey: ['print', 'project', projectId],
    queryFn: ({ signal }) => call(projectsApi.get, { params: { id: projectId ?? '' }, signal }),
    enabled: Boolean(projectId),
    retry: false,
  })
  const report = useMemo(() => {
    if (!loaded.data) return null
    const project = toReportProject(loaded.data)
    // The saved systems as read, oldest first: the sound schedule's rows are made from them as the CSV's are.
    const ordered = projectReportSystems(loaded.data.systems ?? [])
    const documents = ordered.map(({ document }) => document)
    const systems = ordered.map(({ system }) => ({ system, result: calculateSystem(system) }))
    return { project, systems, documents }
  }, [loaded.data])
  return { report, pending: Boolean(projectId) && loaded.isPending }
}

/** A project's report: the project and its systems with their results, oldest system first. */
type ProjectReport = NonNullable<ReturnType<typeof useProjectReport>['report']>

/** The stamp of a report over a whole project: its systems are the inputs, their catalogue versions the data. */
export function useProjectStamp(report: ProjectReport | null): { stamp: string; ready: boolean } {
  return useStamp(
    report ? stampInputs.project(report.systems.map((s) => s.system)) : null,
    report?.systems.map((s) => s.system.catalogueVersion) ?? [],
  )
}

/**
 * Prints once, `delayMs` (PRINT_DELAY_MS) after the report is ready, when asked to (docs/product-rules.md,
 * "Report pages"). A report that already waited its start delay before reading its data passes 0.
 */
export function useAutoPrint(enabled: boolean, ready: boolean, delayMs = PRINT_DELAY_MS): void {
  useEffect(() => {
    if (!enabled || !ready) return
    const timer = setTimeout(() => window.print(), delayMs)
    return () => clearTimeout(timer)
  }, [enabled, ready, delayMs])
}

/** Where a report's numbers come from: its systems' own catalogue versions, or the current catalogue. */
export type StampCatalogue = readonly (number | null)[] | 'current'

/**
 * The stamp's text (docs/reports.md, "The stamp"): the engine version, the catalogue version the report's
 * systems were saved with (several, comma separated, on a project report; the current one only for data that
 * carries none, such as a quick calculation made before any list was opened), each marked when that catalogue
 * held modelled data (docs/catalogue.md), and the inputs' short hash. `ready` turns true when the versions
 * are known, so that printing waits for them.
 */
export function useStamp(inputs: unknown, catalogue: StampCatalogue): { stamp: string; ready: boolean } {
  const { t } = useTranslation()
  const current = catalogue === 'current'
  const info = useQuery(endpointQuery(catalogueApi.info, {}, { enabled: current, retry: false }))
  const currentVersion = info.data && info.data.version > 0 ? [info.data.version] : []
  const versions = current
    ? currentVersion
    : [...new Set(catalogue.filter((v): v is number => v !== null && v > 0))].sort((a, b) => a - b)
  const known = useQueries({
    queries: versions.map((version) =>
      endpointQuery(
        catalogueApi.version,
        { params: { version: String(version) } },
        { staleTime: Infinity, retry: false },
      ),
    ),
  })
  const text =
    versions.map((version, i) => catalogueVersionLabel(t, version, known[i]?.data)).join(', ') || '-'
  const ready = (!current || !info.isPending) && known.every((query) => !query.isPending)
  return {
    stamp: t('printing.stamp', { engine: ENGINE_VERSION, catalogue: text, hash: inputsHash(inputs) }),
    ready,
  }
}

/**
 * The products' pictures as inline data: URLs (docs/product-rules.md, "Report pages"), keyed by their
 * address; `ready` turns true when every picture has been tried, so that printing waits for them.
 */
export function useInlineImages(urls: readonly string[]): { images: Record<string, string>; ready: boolean } {
  const unique = [...new Set(urls.filter(Boolean))].sort()
  const query = useQuery({
    queryKey: ['print-images', unique],
    queryFn: async ({ signal }) => {
      const entries = await Promise.all(
        unique.map(async (url) => [url, await fetchImageDataUrl(url, signal)] as const),
      )
      const images: Record<string, string> = {}
      for (const [url, data] of entries) if (data) images[url] = data
      return images
    },
    staleTime: Infinity,
  })
  return { images: query.data ?? {}, ready: !query.isPending }
}
