import { describe, expect, it, vi } from 'vitest'
import { goToReturnUrl, isNavigableReturnUrl, storedReturnUrl, storeReturnUrl } from './return-address.ts'

describe('the webshop return address', () => {
  it.each([
    'https://shop.example.com/basket',
    'http://127.0.0.1:4100/basket?lang=fi#top',
    'HTTPS://SHOP.EXAMPLE.COM/',
  ])('goes to the absolute web address %s', (url) => {
    expect(isNavigableReturnUrl(url)).toBe(true)
  })

  it.each([
    ['a script address', 'javascript:alert(1)'],
    ['a script address in capitals with spaces', ' JavaScript:alert(1)'],
    ['a data address', 'data:text/html,<script>alert(1)</script>'],
    ['a protocol-relative host', '//evil.example.com/basket'],
    ['a backslash host', 'https:\\\\evil.example.com'],
    ['a slash-backslash host', 'https:/\\evil.example.com'],
    ['credentials in the address', 'https://user:pass@shop.example.com/basket'],
    ['a user name only', 'https://shop.example.com@evil.example.com/'],
    ['a relative path', '/basket'],
    ['a bare host', 'shop.example.com/basket'],
    ['another scheme', 'ftp://shop.example.com/'],
    ['an empty address', ''],
    ['nothing', null],
  ])('never goes to %s', (_, url) => {
    expect(isNavigableReturnUrl(url)).toBe(false)
  })

  it('keeps only a navigable address, and goes to the kept one before the answered one', () => {
    storeReturnUrl('javascript:alert(1)')
    expect(storedReturnUrl()).toBeNull()
    const assign = vi.fn()
    expect(goToReturnUrl('//evil.example.com', assign)).toBe(false)
    expect(assign).not.toHaveBeenCalled()
    expect(goToReturnUrl('https://shop.example.com/default', assign)).toBe(true)
    expect(assign).toHaveBeenLastCalledWith('https://shop.example.com/default')

    storeReturnUrl('https://shop.example.com/basket')
    expect(goToReturnUrl('https://shop.example.com/default', assign)).toBe(true)
    expect(assign).toHaveBeenLastCalledWith('https://shop.example.com/basket')
    // A tampered session value is not trusted either.
    window.sessionStorage.setItem('webshop.returnUrl', 'javascript:alert(1)')
    expect(storedReturnUrl()).toBeNull()
  })
})
