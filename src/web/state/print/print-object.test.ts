import { describe, expect, it } from 'vitest'
import { keepPrintObject, printObjectUrl, readPrintObject } from './print-object.ts'

describe('the temporary object of a report without a saved system', () => {
  it('is kept under an id the report reads, and only the newest is kept', () => {
    const first = keepPrintObject({ project: { name: 'Hall' }, system: { name: 'AHU' } })
    expect(first).not.toBeNull()
    expect(readPrintObject(first ?? '')).toEqual({ project: { name: 'Hall' }, system: { name: 'AHU' } })
    const second = keepPrintObject({ project: { name: 'Hall 2' }, system: { name: 'AHU 2' } })
    expect(readPrintObject(first ?? '')).toBeNull()
    expect(readPrintObject(second ?? '')?.system).toEqual({ name: 'AHU 2' })
    expect(printObjectUrl('a b')).toBe('/printing/system?objectId=a%20b')
  })

  it('reads what it cannot parse as missing', () => {
    window.localStorage.setItem('printObject:x', '{not json')
    expect(readPrintObject('x')).toBeNull()
    window.localStorage.setItem('printObject:y', '{"project":1}')
    expect(readPrintObject('y')).toBeNull()
  })
})
