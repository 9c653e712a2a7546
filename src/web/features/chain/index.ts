// The chain module: a system's ordered products, edited by pure functions and applied to the active system
// by useSystemChain (see README.md beside this file).
export * from './chain.ts'
export * from './insertion.ts'
export * from './chain-calculation.ts'
export type { ChainDraft, ChainState, WorkingSystem } from './working-system.ts'
export { SAVE_DELAY_MS } from './system-saver.ts'
export { useSystemChain, type SystemChain } from './useSystemChain.ts'
