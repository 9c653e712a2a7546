import { describe, expect, it } from 'vitest'
import { bandsFromArray } from '#engine/index.ts'
import { demoDiffusers, demoSilencers } from '../../state/catalogue/test-catalogue.ts'
import { diffuserItem, silencerItem } from './items.ts'
import {
  offSystemAirflow,
  roundSilencersAtSystemAirflow,
  silencersFollowingSystemAirflow,
} from './system-airflow-update.ts'

const silencers = demoSilencers()
const [first, second] = silencers
const diffuser = demoDiffusers()[0]
if (!first || !second || !diffuser) throw new Error('the demo catalogue has silencers and diffusers')

describe('round silencers brought to the system airflow', () => {
  it('counts what differs, with quantities, and leaves out what matches, diffusers and unlisted silencers', () => {
    const chain = [
      { ...silencerItem(first, 250), quantity: 3 },
      silencerItem(second, 400),
      { ...silencerItem(first, 250), productId: 'no-longer-listed' },
      diffuserItem(diffuser),
    ]
    expect(offSystemAirflow(chain, 400, silencers)).toEqual({ round: 3, rect: 0 })
    expect(offSystemAirflow(chain, null, silencers)).toEqual({ round: 0, rect: 0 })
  })

  it('recalculates each at the system airflow, keeping a sound power the user set and every other entry', () => {
    const ownSound = bandsFromArray([50, 50, 50, 50, 50, 50, 50, 50])
    const adjusted = { ...silencerItem(second, 250), soundPowerLevel: ownSound }
    const chain = [silencerItem(first, 250), adjusted, diffuserItem(diffuser), silencerItem(first, 400)]
    const updated = roundSilencersAtSystemAirflow(chain, 400, silencers)
    expect(updated[0]).toEqual(silencerItem(first, 400))
    expect(updated[1]).toMatchObject({
      inputAirflow: 400,
      pressureDrop: silencerItem(second, 400).pressureDrop,
    })
    expect(updated[1]?.soundPowerLevel).toEqual(ownSound)
    expect(updated[2]).toBe(chain[2])
    expect(updated[3]).toBe(chain[3])
  })

  it('moves with a new system airflow the silencers at the old one, and leaves one at an airflow of its own', () => {
    const branch = silencerItem(second, 250)
    const chain = [{ ...silencerItem(first, 450), quantity: 2 }, branch, diffuserItem(diffuser)]
    const { items, moved } = silencersFollowingSystemAirflow(chain, 450, 600, silencers)
    expect(moved).toBe(2)
    expect(items[0]).toEqual({ ...silencerItem(first, 600), quantity: 2 })
    expect(items[1]).toBe(branch)
    expect(items[2]).toBe(chain[2])
    // Nothing follows from no system airflow, to none, or to the same one.
    expect(silencersFollowingSystemAirflow(chain, null, 600, silencers).moved).toBe(0)
    expect(silencersFollowingSystemAirflow(chain, 450, null, silencers).moved).toBe(0)
    expect(silencersFollowingSystemAirflow(chain, 450, 450.001, silencers).moved).toBe(0)
  })
})
