import { addressBucket } from './address';

describe('addressBucket (the per-address limits count by it)', () => {
  it('keeps an IPv4 address, and unwraps an IPv4-mapped IPv6 one', () => {
    expect(addressBucket('203.0.113.7')).toBe('203.0.113.7');
    expect(addressBucket('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressBucket('::FFFF:127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts an IPv6 address by its /64: the addresses of one subscriber share one count', () => {
    const one = addressBucket('2001:db8:85a3:12::8a2e:370:7334');
    expect(one).toBe('2001:db8:85a3:12::/64');
    expect(addressBucket('2001:0db8:85a3:0012:ffff:ffff:ffff:ffff')).toBe(one);
    expect(addressBucket('2001:db8:85a3:12::1')).toBe(one);
    expect(addressBucket('2001:db8:85a3:13::1')).not.toBe(one);
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
    expect(addressBucket('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressBucket('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });

  it('leaves anything else as it is', () => {
    expect(addressBucket('unknown')).toBe('unknown');
    expect(addressBucket('')).toBe('');
  });
});
