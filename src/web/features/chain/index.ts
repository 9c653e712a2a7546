// The chain module: a system's ordered products, edited by pure functions and applied to the active system
// by useSystemChain (see README.md beside this file).
export * from './chain.ts'
export * from './insertion.ts'
export * from './chain-calculation.ts'
export { useSystemChain } from './useSystemChain.ts'
