import { describe, expect, it } from 'vitest'

import { UPLOAD_UNFINISHED_DEFAULT_MAX_FILES, UPLOAD_UNFINISHED_DEFAULT_MAX_MB } from '../constants'
import { clientKey, clientNetwork, unfinishedLimits } from './quota.server'

describe('the network a visitor’s unfinished uploads count against', () => {
  it('is the IPv4 address itself, also when Node writes it as an IPv6-mapped address', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7')
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7')
  })

  it('is the /64 of an IPv6 address, however it is written', () => {
    const network = '2001:db8:a:b::/64'
    for (const address of ['2001:db8:a:b::1', '2001:DB8:A:B:0:0:0:2', '2001:0db8:000a:000b:ffff::9', '2001:db8:a:b::1%eth0'])
      expect(clientNetwork(address)).toBe(network)
    expect(clientNetwork('2001:db8:a:c::1')).toBe('2001:db8:a:c::/64')
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64')
  })

  it('is kept as a keyed digest: the same for one network, never the address', () => {
    const key = clientKey('2001:db8:a:b::1', 'secret')
    expect(clientKey('2001:db8:a:b::ffff', 'secret')).toBe(key)
    expect(clientKey('2001:db8:a:c::1', 'secret')).not.toBe(key)
    expect(clientKey('2001:db8:a:b::1', 'autre secret')).not.toBe(key)
    expect(key).not.toContain('2001')
  })
})

describe('the site’s bounds of unfinished uploads', () => {
  it('come from the environment, with defaults, and refuse a value that is not a positive number', () => {
    expect(unfinishedLimits({})).toMatchObject({
      siteFiles: UPLOAD_UNFINISHED_DEFAULT_MAX_FILES,
      siteBytes: UPLOAD_UNFINISHED_DEFAULT_MAX_MB * 1024 * 1024,
    })
    expect(unfinishedLimits({ UPLOAD_UNFINISHED_MAX_MB: '2.5', UPLOAD_UNFINISHED_MAX_FILES: '30' })).toMatchObject({
      siteFiles: 30,
      siteBytes: 2.5 * 1024 * 1024,
    })
    expect(() => unfinishedLimits({ UPLOAD_UNFINISHED_MAX_MB: '1 Go' })).toThrow(
      'UPLOAD_UNFINISHED_MAX_MB : nombre positif attendu',
    )
    expect(() => unfinishedLimits({ UPLOAD_UNFINISHED_MAX_FILES: '0' })).toThrow('UPLOAD_UNFINISHED_MAX_FILES')
  })
})
