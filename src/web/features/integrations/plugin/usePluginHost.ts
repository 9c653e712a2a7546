// The modelling layout's side of the bridge: connects to the host on mount and turns its input into the
// screen to open (docs/product-rules.md, "Plugin routing").
import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { zeroBands } from '#engine/index.ts'
import { paths } from '../../../domain/paths.ts'
import { storeParameters } from '../../../state/selection/calculation-parameters.ts'
import { connectHost, hostInputsReceived, showPluginAlert } from './host-bridge.ts'
import { storePluginRectInput } from './plugin-input-store.ts'
import { decidePluginInput, hostInputState } from './plugin-routing.ts'
import { installSimulatedHost, wantsSimulatedHost } from './simulated-host.ts'

export function usePluginHost(): void {
  const navigate = useNavigate()
  const navigateRef = useRef(navigate)
  useEffect(() => {
    navigateRef.current = navigate
  }, [navigate])

  useEffect(() => {
    if (import.meta.env.DEV && wantsSimulatedHost(window.location.search)) installSimulatedHost()
    return connectHost((input) => {
      const decision = decidePluginInput(input)
      if (decision.kind === 'round') {
        // docs/product-rules.md, "Plugin routing": the plugin's values prefill the list's calculation
        // parameters.
        storeParameters('modelling', {
          airflow: decision.airflow,
          inputSoundPowerLevel: decision.soundPower ?? zeroBands(),
        })
      } else {
        storePluginRectInput(decision.rect)
      }
      void navigateRef.current(`${paths.modelling}/${decision.path}`, {
        state: hostInputState(hostInputsReceived()),
      })
      if (decision.kind === 'rect' && decision.alert) {
        const alert = decision.alert
        window.setTimeout(() => showPluginAlert(alert), 0)
      }
    })
  }, [])
}
