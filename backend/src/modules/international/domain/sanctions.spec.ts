import { newReferenceNumber } from './international-transfer.js';
import { SanctionsScreen, screeningKey } from './sanctions.js';

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

describe('SanctionsScreen', () => {
  const listed = ['Boris Badenov', 'Natasha Fatale', 'Badenov Boris Igorevich', 'Acme Shell Trading Ltd'].map((name) => ({ name, key: screeningKey(name) }));
  const screen = new SanctionsScreen(listed);

  it.each([
    ['Mr Boris Badenov Jr', 'Boris Badenov'],
    ['BADENOV, boris', 'Boris Badenov'],
    ['Boris Igorevich Badenov', 'Boris Badenov'], // both entries match: the one listed first
    ['Natàsha Fatale', 'Natasha Fatale'],
    ['ltd trading shell acme', 'Acme Shell Trading Ltd'],
  ])('%p is held as %p', (recipient, hit) => {
    expect(screen.match(screeningKey(recipient))).toBe(hit);
  });

  it.each(['Boris Becker', 'Natasha', 'Acme Shell Ltd', '', 'Priya Sharma'])('%p is clean', (recipient) => {
    expect(screen.match(screeningKey(recipient))).toBeNull();
  });
});

describe('newReferenceNumber', () => {
  it('is INT, the day and 8 unambiguous characters', () => {
    const reference = newReferenceNumber(new Date('2026-11-25T10:00:00Z'), new Uint8Array([0, 1, 8, 18, 21, 26, 31, 32]));
    expect(reference).toBe('INT261125-018JNTZ0');
    expect(reference).toMatch(/^INT\d{6}-[0-9A-HJKMNP-TV-Z]{8}$/);
  });
});
