import { clientAddressKey } from './client-address-key';

describe('clientAddressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey(' 203.0.113.7 ')).toBe('203.0.113.7');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address, in either spelling', () => {
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(clientAddressKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one, however it is written', () => {
    const keys = [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:fffe',
      '2001:0DB8:0001:0002:0000:0000:0000:0009',
      '2001:db8:1:2:aaaa::',
      '2001:db8:1:2::192.0.2.1',
      'fe80::1%eth0',
    ].map(clientAddressKey);
    expect(new Set(keys.slice(0, 5))).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(keys[5]).toBe('fe80:0:0:0::/64');
  });

  it('tells neighbouring /64s apart', () => {
    expect(clientAddressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientAddressKey('2001:db8:1:2::1')).not.toBe(clientAddressKey('2001:db8:1:3::1'));
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('keeps what is no address as it is', () => {
    expect(clientAddressKey('unknown')).toBe('unknown');
    expect(clientAddressKey('')).toBe('');
  });
});
