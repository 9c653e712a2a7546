import { describe, expect, it } from 'vitest'
import { printObjectUrl } from './print-object.ts'
import { printUrls } from '../../ui/print/print-popup.ts'
import {
  ALL_PARTS,
  keepReportOptions,
  leaveOutQuery,
  readReportOptions,
  REPORT_OPTIONS_KEY,
} from './report-options.ts'

describe('report options', () => {
  it('include every part until the user leaves some out; unreadable choices count as included', () => {
    expect(readReportOptions()).toEqual(ALL_PARTS)
    window.localStorage.setItem(REPORT_OPTIONS_KEY, '{not json')
    expect(readReportOptions()).toEqual(ALL_PARTS)
    window.localStorage.setItem(
      REPORT_OPTIONS_KEY,
      JSON.stringify({ filter: false, footer: 'no', other: false }),
    )
    expect(readReportOptions()).toEqual({ ...ALL_PARTS, filter: false })
    keepReportOptions({ ...ALL_PARTS, constant: false })
    expect(readReportOptions()).toEqual({ ...ALL_PARTS, constant: false })
    expect(ALL_PARTS.schedule).toBe(false)
    keepReportOptions({ ...ALL_PARTS, schedule: true })
    expect(readReportOptions().schedule).toBe(true)
    window.localStorage.setItem(REPORT_OPTIONS_KEY, JSON.stringify({ schedule: 'yes' }))
    expect(readReportOptions().schedule).toBe(false)
    expect(ALL_PARTS.roomSheets).toBe(false)
    keepReportOptions({ ...ALL_PARTS, roomSheets: true })
    expect(readReportOptions().roomSheets).toBe(true)
  })

  it('leave out in each report address only the parts that report has', () => {
    const chosen = { ...ALL_PARTS, projectInfo: false, filter: false, constant: false, footer: false }
    expect(leaveOutQuery(ALL_PARTS, ['filter'])).toBe('')
    expect(printUrls.system('s 1', chosen)).toBe(
      '/printing/system?systemId=s%201&projectInfo=0&filter=0&constant=0&footer=0',
    )
    expect(printUrls.system('s1')).toBe('/printing/system?systemId=s1')
    expect(printObjectUrl('o1', chosen)).toBe(
      '/printing/system?objectId=o1&projectInfo=0&filter=0&constant=0&footer=0',
    )
    expect(printUrls.project('p1', chosen)).toBe('/printing/project?projectId=p1&footer=0')
    // The sound schedule is added only when chosen, and only to the project report.
    const withSchedule = { ...chosen, schedule: true }
    expect(printUrls.project('p1', withSchedule)).toBe('/printing/project?projectId=p1&footer=0&schedule=1')
    // So are the room data sheets.
    expect(printUrls.project('p1', { ...withSchedule, roomSheets: true })).toBe(
      '/printing/project?projectId=p1&footer=0&schedule=1&roomSheets=1',
    )
    expect(printUrls.system('s1', { ...chosen, roomSheets: true })).toBe(printUrls.system('s1', chosen))
    expect(printUrls.materials('p1', withSchedule)).toBe(printUrls.materials('p1', chosen))
    expect(printUrls.system('s1', withSchedule)).toBe(printUrls.system('s1', chosen))
    expect(printUrls.materials('p1', chosen)).toBe(
      '/printing/materials?projectId=p1&filter=0&constant=0&footer=0',
    )
    expect(printUrls.product(chosen)).toBe('/printing/product?filter=0&constant=0&footer=0')
    expect(printUrls.product()).toBe('/printing/product')
  })
})
