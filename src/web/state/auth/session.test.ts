import { describe, expect, it, vi } from 'vitest'
import {
  clearTokens,
  isSignedIn,
  readTokens,
  rememberReturnAddress,
  sessionUserId,
  storeTokens,
  subjectOf,
  subscribe,
  takeReturnAddress,
} from './session.ts'

describe('session', () => {
  it('is signed in while an id token is stored', () => {
    expect(isSignedIn()).toBe(false)
    storeTokens({ accessToken: 'a' })
    expect(isSignedIn()).toBe(false)
    storeTokens({ idToken: 'i', refreshToken: 'r' })
    expect(isSignedIn()).toBe(true)
    expect(readTokens()).toEqual({ accessToken: 'a', idToken: 'i', refreshToken: 'r' })
    expect(window.localStorage.getItem('idToken')).toBe('i')
  })

  it('keeps stored tokens that are not replaced and ignores empty ones', () => {
    storeTokens({ accessToken: 'a', idToken: 'i', refreshToken: 'r' })
    storeTokens({ accessToken: 'a2', idToken: '' })
    expect(readTokens()).toEqual({ accessToken: 'a2', idToken: 'i', refreshToken: 'r' })
  })

  it('clears all three tokens', () => {
    storeTokens({ accessToken: 'a', idToken: 'i', refreshToken: 'r' })
    clearTokens()
    expect(readTokens()).toEqual({ accessToken: null, idToken: null, refreshToken: null })
    expect(isSignedIn()).toBe(false)
  })

  it('tells subscribers about changes, in this tab and from other tabs', () => {
    const listener = vi.fn()
    const unsubscribe = subscribe(listener)
    storeTokens({ idToken: 'i' })
    storeTokens({ idToken: 'i' }) // unchanged: no news
    clearTokens()
    window.dispatchEvent(new StorageEvent('storage', { key: 'idToken' }))
    window.dispatchEvent(new StorageEvent('storage', { key: 'locale' }))
    expect(listener).toHaveBeenCalledTimes(3)
    unsubscribe()
    storeTokens({ idToken: 'j' })
    expect(listener).toHaveBeenCalledTimes(3)
  })

  it('remembers one return address', () => {
    rememberReturnAddress('/app/systems?x=1')
    expect(takeReturnAddress()).toBe('/app/systems?x=1')
    expect(takeReturnAddress()).toBeNull()
  })

  it('reads whose session it is from the id token, and nothing from a token it cannot read', () => {
    const part = (text: string) =>
      window.btoa(String.fromCharCode(...new TextEncoder().encode(text))).replace(/=+$/, '')
    const payload = part(JSON.stringify({ sub: 'user-1', name: 'Åsa Öberg 😀' }))
    const token = `${part('{"alg":"HS256"}')}.${payload.replaceAll('+', '-').replaceAll('/', '_')}.sig`
    expect(subjectOf(token)).toBe('user-1')
    for (const unreadable of [null, '', 'id-token', 'a.b.c', `x.${part('{"sub":1}')}.y`, `x.${part('[]')}.y`])
      expect(subjectOf(unreadable)).toBeNull()
    expect(sessionUserId()).toBeNull()
    storeTokens({ idToken: token })
    expect(sessionUserId()).toBe('user-1')
  })
})
