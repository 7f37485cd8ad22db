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
    const references = Array.from({ length: 200 }, () => newReferenceNumber(new Date('2026-11-25T23:30:00Z')));
    for (const reference of references) expect(reference).toMatch(/^INT261125-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(new Set(references).size).toBe(200);
  });
});
