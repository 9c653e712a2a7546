// What the tests of the summary's estimate share: the English foot of a page and a room's fields as the
// summary prints them.
import type { FieldRows } from './report-layout.ts'

export const footer = [
  'Nordvent Acoustics Oy, export sales · Teollisuustie 12, FI-02880 Veikkola, Finland · +358 9 4250 1100 · export@nordvent-acoustics.example · https://www.nordvent-acoustics.example/en',
  'Engine 0.1.0 · catalogue 1 (modelled data) · inputs 4ac1a7c9',
]

export const roomFields: FieldRows = [
  ['Listener distance, m', '2'],
  ['Outlet position (directivity)', 'Q = 2, in a wall or ceiling'],
  ['Equivalent absorption area, m²', '10'],
  ['Sound pressure level at the listener', '23 dB(A)'],
  ['NR', '17 (target 30: Pass)'],
  ['NC', 'below 15 (target 30: Pass)'],
]
