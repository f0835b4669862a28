import { hostKey, networkKey } from './address-keys';

describe('the keys a client address is counted under', () => {
  test.each([
    ['203.0.113.7', '203.0.113.7', '203.0.113.0/24'],
    ['::ffff:203.0.113.7', '203.0.113.7', '203.0.113.0/24'],
    ['2001:db8:ab:cd12:1:2:3:4', '2001:0db8:00ab:cd12::/64', '2001:0db8:00ab:cd00::/56'],
    ['2001:db8::1', '2001:0db8:0000:0000::/64', '2001:0db8:0000:0000::/56'],
    ['::1', '0000:0000:0000:0000::/64', '0000:0000:0000:0000::/56'],
    ['fe80::1%eth0', 'fe80:0000:0000:0000::/64', 'fe80:0000:0000:0000::/56'],
  ])('%s: host %s, network %s', (ip, host, network) => {
    expect(hostKey(ip)).toBe(host);
    expect(networkKey(ip)).toBe(network);
  });

  test('two addresses of one IPv6 /64 are one host; two /24s are two networks', () => {
    expect(hostKey('2001:db8:1:2::a')).toBe(hostKey('2001:db8:1:2:ffff::b'));
    expect(networkKey('198.51.100.1')).not.toBe(networkKey('198.51.101.1'));
  });
});
