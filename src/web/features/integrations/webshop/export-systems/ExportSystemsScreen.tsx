import { Alert, Anchor, Button, Loader, Select, Stack, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { ScreenContainer } from '../../../../ui/ScreenContainer.tsx'
import { ScreenTitle } from '../../../../ui/ScreenTitle.tsx'
import { isNavigableReturnUrl } from '../return-address.ts'
import { useExportSystems } from '../useExportSystems.ts'
import { newestFirst, useProjectsQuery, useSystemsQuery } from '../../../../state/workspace/queries.ts'
import { useWorkspace } from '../../../../state/workspace/useWorkspace.ts'
import { formatListDateTime } from '../../../../i18n/format.ts'

const ALERT_COLOURS = { success: 'green', warning: 'yellow', error: 'red' } as const

/**
 * Bulk export of a project's systems to the webshop (?externalProjectId=, docs/product-rules.md, "Bulk
 * export").
 */
export function ExportSystemsScreen() {
  const { t } = useTranslation()
  const [searchParams, setSearchParams] = useSearchParams()
  const externalProjectId = searchParams.get('externalProjectId')?.trim() || null
  const handoff = searchParams.get('handoff')?.trim() || null
  const state = useExportSystems(externalProjectId, handoff, () =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('handoff')
        return next
      },
      { replace: true },
    ),
  )
  const projects = useProjectsQuery()
  const { activeProjectId } = useWorkspace()
  // undefined: the user has not chosen; the page then preselects the project last exported to the shop's
  // project, else the one open in the application (docs/product-rules.md, "Bulk export"), if the user has it.
  const [chosen, setProjectId] = useState<string | null | undefined>(undefined)
  const known = (id: string | null | undefined) => (id && projects.data?.some((p) => p.id === id) ? id : null)
  // Nothing is offered for export until the shop's project is known: an export to an unknown one only fails.
  const projectId = !state.project.isSuccess
    ? null
    : chosen !== undefined
      ? chosen
      : (known(state.project.data.projectId) ?? known(activeProjectId))
  const systems = useSystemsQuery(projectId)
  const returnUrl = state.project.data?.returnUrl

  if (!externalProjectId) {
    return (
      <ScreenContainer>
        <ScreenTitle>{t('exportSystems.title')}</ScreenTitle>
        <Alert color="red" role="alert">
          {t('exportSystems.externalProjectIdMissing')}
        </Alert>
      </ScreenContainer>
    )
  }

  return (
    <ScreenContainer>
      <Stack gap="md">
        {isNavigableReturnUrl(returnUrl) && (
          <Anchor href={returnUrl} size="sm">
            {t('exportSystems.backToWebshop')}
          </Anchor>
        )}
        <ScreenTitle>{t('exportSystems.title')}</ScreenTitle>
        {state.project.isPending && <Loader role="status" aria-label={t('common.loading')} />}
        {state.notSentByShop && (
          <Alert color="orange" role="alert">
            {t('exportSystems.notSentByShop')}
          </Alert>
        )}
        {state.project.isError && !state.notSentByShop && (
          <Alert color="red" role="alert">
            <Text size="sm">{t('exportSystems.externalProjectIdInvalid', { id: externalProjectId })}</Text>
            <Text size="sm">{t('exportSystems.notObtained')}</Text>
          </Alert>
        )}
        {state.alert && (
          <Alert color={ALERT_COLOURS[state.alert.kind]} role="alert">
            {state.alert.message}
          </Alert>
        )}
        {state.project.isSuccess &&
          (projects.data && projects.data.length === 0 ? (
            <Text c="dimmed">{t('exportSystems.noProjects')}</Text>
          ) : (
            <Select
              label={t('exportSystems.project')}
              placeholder={t('exportSystems.projectPlaceholder')}
              data={newestFirst(projects.data ?? []).map((p) => ({
                value: p.id,
                label: [p.number, p.name].filter(Boolean).join(' ') || p.id,
              }))}
              value={projectId}
              onChange={setProjectId}
              // A preselected project stays chosen when its option is clicked again.
              allowDeselect={false}
              searchable
              maw={480}
            />
          ))}
        {projectId && systems.isPending && <Loader role="status" aria-label={t('common.loading')} />}
        {projectId && systems.data?.length === 0 && <Text c="dimmed">{t('exportSystems.noSystems')}</Text>}
        {projectId && systems.data && systems.data.length > 0 && (
          <Table striped aria-label={t('exportSystems.systems')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('exportSystems.name')}</Table.Th>
                <Table.Th>{t('exportSystems.number')}</Table.Th>
                <Table.Th>{t('exportSystems.created')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {newestFirst(systems.data).map((system) => {
                const done = state.isExported(system.id)
                return (
                  <Table.Tr key={system.id}>
                    <Table.Td>{system.name}</Table.Td>
                    <Table.Td>{system.number}</Table.Td>
                    <Table.Td>{formatListDateTime(system.createdAt)}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        disabled={done || state.notSentByShop}
                        loading={state.exporting.includes(system.id)}
                        onClick={() =>
                          system.items.length === 0
                            ? state.warnEmpty(system.name)
                            : state.exportSystems(projectId, [system.id])
                        }
                        aria-label={`${done ? t('exportSystems.exported') : t('exportSystems.export')} ${system.name}`}
                      >
                        {done ? t('exportSystems.exported') : t('exportSystems.export')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                )
              })}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </ScreenContainer>
  )
}
