// Reproduces a report's stamp from saved data (docs/reports.md): the inputs' hash the stamp prints, and the
// numbers the report's pages print, calculated by this checkout's engine.
//
//   npx tsx scripts/report-hash.ts FILE
//
// FILE holds the answer of GET /api/systems/:id (a system report) or GET /api/projects/:id (a project or
// bill of materials report), with or without the {"success": true, "data": …} envelope.
import { readFileSync } from 'node:fs'
import pkg from '../package.json' with { type: 'json' }
import {
  calculateSystem,
  inputsHash,
  projectReportSystems,
  stampInputs,
  toReportSystem,
  type ReportSystem,
} from '../src/web/features/reports/report-model.ts'

function main(file: string | undefined): number {
  if (!file) {
    process.stderr.write('usage: npx tsx scripts/report-hash.ts FILE (a saved system or project as JSON)\n')
    return 2
  }
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { data?: unknown }
  const saved = (parsed.data ?? parsed) as { systems?: unknown[] }
  // A project report hashes its systems in the report's order; a system report its one system.
  const project = Array.isArray(saved.systems)
  const systems = project
    ? projectReportSystems(saved.systems ?? []).map(({ system }) => system)
    : [toReportSystem(saved)]
  const inputs = project ? stampInputs.project(systems) : stampInputs.system(systems[0] as ReportSystem)
  const round = (value: number | null) => (value === null ? '-' : value.toFixed(2))
  const lines = [
    `inputs ${inputsHash(inputs)}`,
    `engine ${pkg.version} (reproduces the report's numbers when its stamp names the same engine)`,
    ...systems.flatMap((system) => {
      const result = calculateSystem(system)
      return [
        `system "${system.name}": catalogue ${system.catalogueVersion ?? '-'}`,
        `  noise generator Lw ${round(result.noiseGeneratorTotalSoundPowerLw)} dB`,
        `  sound power to the room Lw ${round(result.totalSoundPowerToRoomLw)} dB, LwA ${round(result.totalSoundPowerToRoomLwA)} dB(A)`,
        `  filtered ${round(result.filteredTotalSoundPowerToRoom)} dB, LpA10m2 ${round(result.totalLpA10m2)} dB(A)`,
      ]
    }),
  ]
  process.stdout.write(`${lines.join('\n')}\n`)
  return 0
}

process.exitCode = main(process.argv[2])
