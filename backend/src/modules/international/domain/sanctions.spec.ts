import { newReferenceNumber } from './international-transfer.js';
import { screeningKey } from './sanctions.js';

describe('screeningKey', () => {
  it.each([
    ['Boris Badenov', 'badenov boris'],
    ['  BADENOV,   boris ', 'badenov boris'],
    ["José O'Brien-Smith", 'brien jose o smith'],
    ['Natàsha  Fatale', 'fatale natasha'],
    ['ACME Ltd.', 'acme ltd'],
    ['', ''],
  ])('%p screens as %p', (name, key) => {
    expect(screeningKey(name)).toBe(key);
  });
});

describe('newReferenceNumber', () => {
  it('is INT, the day and 8 unambiguous characters', () => {
    const reference = newReferenceNumber(new Date('2026-11-25T10:00:00Z'), new Uint8Array([0, 1, 8, 18, 21, 26, 31, 32]));
    expect(reference).toBe('INT261125-018JNTZ0');
    expect(reference).toMatch(/^INT\d{6}-[0-9A-HJKMNP-TV-Z]{8}$/);
  });
});
