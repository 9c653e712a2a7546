import { Anchor, LoadingOverlay } from '@mantine/core'
import { useContext, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { RESTORABLE_DAYS } from '#contract/api/recently-deleted.ts'
import { useSignedIn } from '../../../state/auth/useSignedIn.ts'
import { ConfirmModal } from '../../../ui/ConfirmModal.tsx'
import { ScreenContainer } from '../../../ui/ScreenContainer.tsx'
import { ScreenTitle } from '../../../ui/ScreenTitle.tsx'
import { StickyBottom } from '../../../ui/StickyBottom.tsx'
import { SaveStatus } from '../../../ui/SaveStatus.tsx'
import { CalculationsPanel } from '../../../ui/calculations/CalculationsPanel.tsx'
import { itemEffects } from '../../../domain/chain/chain-calculation.ts'
import { FlowSystemContext } from '../../../state/working-system/flow-system.ts'
import type { SystemChain } from '../../../state/working-system/useSystemChain.ts'
import type { WorkingSystem } from '../../../state/working-system/working-system.ts'
import { NoiseGeneratorTable } from '../overview/NoiseGeneratorTable.tsx'
import { EstimateMark } from '../../../ui/bands/EstimateMark.tsx'
import { OverviewActions } from '../overview/OverviewActions.tsx'
import { OverviewBreadcrumbs } from '../overview/OverviewBreadcrumbs.tsx'
import { OverviewFacts } from '../overview/OverviewFacts.tsx'
import { OverviewSpectrum } from '../overview/OverviewSpectrum.tsx'
import { reportUrl } from '../overview/report.ts'
import { printUrls, usePrintPopup } from '../../../ui/print/print-popup.ts'
import { giveProductData, productPrintData } from '../../../ui/print/product-print.ts'
import { readReportOptions } from '../../../state/print/report-options.ts'
import { QuickCalculationModal } from '../quick-calculation/QuickCalculationModal.tsx'
import { RoomPanel } from '../room/RoomPanel.tsx'
import { analyseRoomOrNull, DEFAULT_ROOM } from '../../../domain/room/room-levels.ts'
import { SystemRoom } from '../rooms/SystemRoom.tsx'
import { servedProjectRoom, standAloneRoom } from './overview-room.ts'
import { servedRoomOf } from '../../../domain/rooms/served-room.ts'
import { SystemModal } from '../systems/SystemModal.tsx'
import { SystemHistory } from '../system-history/SystemHistory.tsx'
import { useSystemMutations } from '../systems/useSystemMutations.ts'
import { displayName } from '../../../domain/display.ts'
import { useProjectQuery, useRoomsQuery } from '../../../state/workspace/queries.ts'
import { useWorkspace } from '../../../state/workspace/useWorkspace.ts'
import { projectDraftNamed } from '../../../state/workspace/workspace-store.ts'
import { paths } from '../../../domain/paths.ts'
import { OverviewTabs } from './OverviewTabs.tsx'

const NO_PROJECT = projectDraftNamed()

type Dialog = 'create' | 'edit' | 'editQuick' | 'history' | 'delete'

/** The overview's parts around the working system (see ProjectOverviewScreen). */
export function Overview({ chain, system }: { chain: SystemChain; system: WorkingSystem }) {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const signedIn = useSignedIn()
  const { quickCalculation } = useWorkspace()
  const projectQuery = useProjectQuery(system.projectId)
  // The project's own answer, else the one the system's answer carried (so a report opened at once names
  // it), else the quick calculation's.
  const project = projectQuery.data ?? chain.project ?? quickCalculation?.project ?? NO_PROJECT
  const saved = signedIn && system.source === 'server' && chain.saved !== null
  // The anonymous quick calculation itself (not a flow's own system): its data can be edited in place.
  const flow = useContext(FlowSystemContext)
  const quick = system.source === 'browser' && flow === null ? quickCalculation : null
  const [dialog, setDialog] = useState<Dialog | null>(null)
  const print = usePrintPopup()
  const { remove } = useSystemMutations(system.projectId ?? '')
  const { result } = chain

  const effects = useMemo(() => (result ? itemEffects(system, result) : []), [system, result])
  const room = system.room ?? DEFAULT_ROOM
  const analysis = useMemo(
    () => (result ? analyseRoomOrNull(result.soundPowerLevelToRoomLw, room) : null),
    [result, room],
  )
  // A saved system that serves a project room speaks of that room everywhere on the screen.
  const rooms = useRoomsQuery(saved ? (system.projectId ?? null) : null)
  const servedRoom = saved ? servedRoomOf(chain.saved?.roomId, rooms.data) : undefined
  const shownRoom = servedRoom
    ? servedProjectRoom(servedRoom, t, i18n.language)
    : standAloneRoom(room, analysis, t, i18n.language)

  const openReport = async () => {
    if (chain.saveState === 'saving') await chain.flush()
    const url = reportUrl(system, project, result, readReportOptions())
    if (url) print.open(url)
  }
  const printProduct = (index: number) => {
    const item = system.items[index]
    if (!item) return
    const arriving = effects[index]?.before ?? system.inputSoundPowerLevel
    const popup = print.open(printUrls.product(readReportOptions()))
    giveProductData(popup, productPrintData(item, arriving, system, project.name))
  }
  const openEdit = async () => {
    await chain.flush()
    setDialog('edit')
  }
  // A change waiting for its save is saved first, so that the history holds what it replaced.
  const openHistory = async () => {
    await chain.flush()
    setDialog('history')
  }

  return (
    <ScreenContainer>
      <LoadingOverlay
        visible={print.busy || remove.isPending}
        pos="fixed"
        zIndex={1000}
        loaderProps={{ 'aria-label': t('workspace.busy') }}
      />
      {/* An unnamed quick calculation is "Quick calculation", its system without a crumb, not two of '-'. */}
      <OverviewBreadcrumbs
        projectName={quick && !project.name.trim() ? t('quickCalculation.title') : project.name}
        systemName={quick && !system.name.trim() ? null : system.name}
        savedProject={saved}
      />
      <Anchor component={Link} to={paths.productsList} size="sm">
        {t('overview.backToProducts')}
      </Anchor>
      <ScreenTitle>{t('projectOverview.title')}</ScreenTitle>
      {saved && <SaveStatus state={chain.saveState} />}
      <OverviewFacts
        project={project}
        system={system}
        actions={
          <OverviewActions
            saved={saved}
            onEditQuick={quick ? () => setDialog('editQuick') : undefined}
            onCreateSystem={() => setDialog('create')}
            onPdf={() => void openReport()}
            onEdit={() => void openEdit()}
            onHistory={() => void openHistory()}
            onDelete={() => setDialog('delete')}
          />
        }
      />
      <NoiseGeneratorTable bands={system.inputSoundPowerLevel} filter={system.filterCorrectionType} />
      <EstimateMark estimate={system.noiseGeneratorEstimate} />
      <OverviewTabs chain={chain} system={system} effects={effects} onPrintProduct={printProduct} />
      <OverviewSpectrum
        input={system.inputSoundPowerLevel}
        items={system.items}
        effects={effects}
        roomLevels={shownRoom.levels}
        roomLabel={shownRoom.levelsLabel}
        targetNr={shownRoom.targetNr}
      />
      {saved && system.projectId && chain.saved ? (
        // A saved system may serve a project room: that room, with every system in it, replaces the panel.
        <SystemRoom
          // Its picker starts from the stored room and outlets, and starts again when they change under it (a
          // conflict reloaded what someone else saved): else it offers to put the old room back.
          key={`${chain.saved.roomId ?? ''}:${chain.saved.outlets}`}
          projectId={system.projectId}
          saved={chain.saved}
          flush={chain.flush}
          fallback={<RoomPanel room={room} analysis={analysis} onChange={chain.setRoom} />}
        />
      ) : (
        <RoomPanel room={room} analysis={analysis} onChange={chain.setRoom} />
      )}
      {/* The result stays in view while the chain, the chart and the room are scrolled, as on the products
          list. */}
      <StickyBottom>
        <CalculationsPanel
          inputSoundPowerLevel={system.inputSoundPowerLevel}
          filterCorrectionType={system.filterCorrectionType}
          attenuationConstantType={system.attenuationConstantType}
          result={result}
          onNext={() => void openReport()}
          listener={shownRoom.listener}
        />
      </StickyBottom>
      {saved && system.projectId && (
        <>
          <SystemModal
            opened={dialog === 'create'}
            projectId={system.projectId}
            onClose={() => setDialog(null)}
          />
          <SystemModal
            opened={dialog === 'edit'}
            projectId={system.projectId}
            system={chain.saved ?? undefined}
            onClose={() => setDialog(null)}
          />
          {chain.saved && (
            <SystemHistory
              opened={dialog === 'history'}
              onClose={() => setDialog(null)}
              system={chain.saved}
              // A change dropped by a conflict is no longer on screen: the restore replaces nothing unsaved.
              unsaved={chain.saveState === 'saving' || chain.saveState === 'refused'}
            />
          )}
        </>
      )}
      {quick && (
        <QuickCalculationModal
          opened={dialog === 'editQuick'}
          editing={quick}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmModal
        opened={dialog === 'delete'}
        title={t('systems.deleteTitle')}
        message={t('systems.deleteQuestion', {
          name: displayName(system.name),
          days: RESTORABLE_DAYS,
          count: RESTORABLE_DAYS,
        })}
        confirmLabel={t('systems.deleteConfirm')}
        busy={remove.isPending}
        onConfirm={() =>
          chain.saved &&
          remove.mutate(chain.saved, { onSuccess: () => void navigate(paths.systems, { replace: true }) })
        }
        onCancel={() => setDialog(null)}
      />
    </ScreenContainer>
  )
}
