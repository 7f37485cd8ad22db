import { customerVisibleAddress } from './sign-in-place.js';

describe('customerVisibleAddress', () => {
  it('shows a public address as the customer’s network would', () => {
    expect(customerVisibleAddress('81.2.69.160')).toBe('81.2.69.160');
    expect(customerVisibleAddress('::ffff:81.2.69.160')).toBe('81.2.69.160');
    expect(customerVisibleAddress('2a02:c7c:1234::1')).toBe('2a02:c7c:1234::1');
  });

  it.each(['::1', '::', '127.0.0.1', '::ffff:127.0.0.1', '10.1.2.3', '172.16.0.9', '172.31.255.1', '192.168.1.20', '100.64.3.4',
    '169.254.1.1', 'fe80::1', 'fd12:3456::1', '0.0.0.0', '224.0.0.1', 'not-an-ip', '', null, undefined])('hides %s', (ip) => {
    expect(customerVisibleAddress(ip)).toBeNull();
  });

  it('keeps the public neighbours of the private ranges', () => {
    expect(customerVisibleAddress('172.32.0.1')).toBe('172.32.0.1');
    expect(customerVisibleAddress('11.0.0.1')).toBe('11.0.0.1');
  });
});
