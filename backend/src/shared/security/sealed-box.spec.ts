import { randomBytes } from 'node:crypto';
import { SealedBox } from './sealed-box.js';

describe('SealedBox', () => {
  const current = randomBytes(32);
  const previous = randomBytes(32);

  it('opens what it sealed, and each seal differs (a fresh IV)', () => {
    const box = new SealedBox([current], 'test secret');
    const a = box.seal('4571802510633613', 'card-1');
    expect(a).not.toBe(box.seal('4571802510633613', 'card-1'));
    expect(a).not.toContain('4571802510633613');
    expect(box.open(a, 'card-1')).toBe('4571802510633613');
  });

  it('refuses a value moved to another row (other additional data) or tampered with', () => {
    const box = new SealedBox([current], 'test secret');
    const sealed = box.seal('123', 'card-1');
    expect(() => box.open(sealed, 'card-2')).toThrow('unable to authenticate data');
    const [v, iv, tag, body] = sealed.split(':');
    const flipped = Buffer.from(body, 'base64');
    flipped[0] ^= 1;
    expect(() => box.open([v, iv, tag, flipped.toString('base64')].join(':'), 'card-1')).toThrow('unable to authenticate data');
    expect(() => box.open('v2:a:b:c', 'card-1')).toThrow('unreadable test secret');
  });

  it('after a rotation opens with the previous key and seals with the current one', () => {
    const old = new SealedBox([previous], 'test secret').seal('JBSWY3DPEHPK3PXP');
    const rotated = new SealedBox([current, previous], 'test secret');
    expect(rotated.open(old)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => new SealedBox([previous], 'test secret').open(rotated.seal('x'))).toThrow('unable to authenticate data');
  });
});
