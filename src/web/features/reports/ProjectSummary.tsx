// The project report's first page (docs/product-rules.md, "Report pages"): the project's information and its
// first system's summary without the charts, the only place that summary prints (the system's breakdown has its
// charts and inventory); a comment too long for it continues on sheets of its own right after it
// (docs/reports.md, "Long texts").
import type { RoomDocument } from '#contract/api/rooms.ts'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { type SoundPowerResult } from '#engine/index.ts'
import type { ReportSheet } from '../../ui/print/ReportSheets.tsx'
import type { AirflowFormat } from '../../ui/units/airflow-format.ts'
import { displayName } from '../../domain/display.ts'
import { SummaryBody } from './ReportParts.tsx'
import { Fields } from './ReportTables.tsx'
import type { ReportProject, ReportSystem } from './report-model.ts'
import { projectFields, summaryText } from './summary-fields.ts'
import {
  continuationLines,
  fieldsSheetHeight,
  fieldValueWidth,
  SUMMARY,
  summaryChartsFit,
  summaryHeights,
} from './report-layout.ts'
import { fitLongTexts, type LongText } from './long-texts.ts'
import { continuationSheets, continuationTitle } from './LongTextSheets.tsx'

type FirstSystem =
  | {
      system: ReportSystem
      result: SoundPowerResult
      /** The project room it serves, printed in place of its stand-alone room. */
      servedRoom?: RoomDocument | undefined
    }
  | undefined

function ProjectSummaryBody({
  project,
  first,
  systemCount,
  withChart,
}: {
  project: ReportProject
  first: FirstSystem
  systemCount: number
  withChart: boolean
}) {
  const { t } = useTranslation()
  return (
    <>
      <Fields rows={projectRows(t, project, systemCount)} />
      {first ? (
        <SummaryBody
          project={project}
          system={first.system}
          result={first.result}
          servedRoom={first.servedRoom}
          withChart={withChart}
          withProject={false}
        />
      ) : (
        <p>{t('printing.noSystems')}</p>
      )}
    </>
  )
}

const projectRows = (t: TFunction, project: ReportProject, systemCount: number): [string, string][] => [
  ...projectFields(t, project),
  [t('printing.field.systems'), String(systemCount)],
]

export interface ProjectSummaryInput {
  project: ReportProject
  first: FirstSystem
  systemCount: number
  /** The report's language and airflow unit, in which the first system's fields print (and wrap). */
  language: string
  airflow: AirflowFormat
  /** The lines under each page (ReportSheets.tsx footerLines). */
  footer: readonly string[]
}

/**
 * The first page and the continuation sheets of its comments: the project's, then its first system's, each
 * keeping on the page as much as fits after the other's first line.
 */
export function projectSummarySheets(
  t: TFunction,
  input: ProjectSummaryInput,
): { sheets: ReportSheet[]; withCharts: boolean } {
  const { project, first, systemCount, footer } = input
  const key = 'project'
  const title = t('printing.projectInfo')
  const field = t('printing.field.comment')
  const longText = (text: string, widthPx: number, owner: string): LongText => ({
    text,
    widthPx,
    continuationLines: continuationLines(continuationTitle(t, field, owner), footer),
  })
  const withComment = (comment: string) => ({ ...project, comment })
  const summaryOf = (projectComment: string, first: NonNullable<FirstSystem>, systemComment: string) => ({
    ...summaryText(
      t,
      {
        ...input,
        project: withComment(projectComment),
        ...first,
        system: { ...first.system, comment: systemComment },
      },
      title,
      false,
    ),
    projectFields: projectRows(t, withComment(projectComment), systemCount),
  })
  const projectOwner = displayName(project.name)
  const projectText = longText(
    project.comment,
    fieldValueWidth(projectRows(t, project, systemCount)),
    projectOwner,
  )
  const [projectPieces = [project.comment], systemPieces = []] = first
    ? fitLongTexts(
        [
          projectText,
          longText(
            first.system.comment,
            fieldValueWidth(summaryOf(project.comment, first, first.system.comment).fields),
            displayName(first.system.name),
          ),
        ],
        ([projectComment = '', systemComment = '']) =>
          summaryHeights(summaryOf(projectComment, first, systemComment)).withoutCharts,
        SUMMARY.pageHeightPx,
      )
    : fitLongTexts(
        [projectText],
        // "No systems" under the fields takes a line.
        ([comment = '']) =>
          fieldsSheetHeight(title, projectRows(t, withComment(comment), systemCount), footer, 1),
        SUMMARY.pageHeightPx,
      )
  const printedFirst = first && {
    ...first,
    system: { ...first.system, comment: systemPieces[0] ?? first.system.comment },
  }
  // A project of one system has no other breakdown for its charts to lead: they print on the first page
  // when they fit there, rather than alone on a mostly empty second page (docs/reports.md).
  const withCharts = Boolean(
    first &&
    systemCount === 1 &&
    projectPieces.length <= 1 &&
    systemPieces.length <= 1 &&
    summaryChartsFit(summaryOf(projectPieces[0] ?? '', first, systemPieces[0] ?? first.system.comment)),
  )
  const sheets: ReportSheet[] = [
    {
      key,
      title,
      body: (
        <ProjectSummaryBody
          project={withComment(projectPieces[0] ?? '')}
          first={printedFirst}
          systemCount={systemCount}
          withChart={withCharts}
        />
      ),
    },
    ...continuationSheets(t, { key: `${key}-project`, field, owner: projectOwner, pieces: projectPieces }),
    ...(first
      ? continuationSheets(t, {
          key: `${key}-system`,
          field,
          owner: displayName(first.system.name),
          pieces: systemPieces,
        })
      : []),
  ]
  return { sheets, withCharts }
}
