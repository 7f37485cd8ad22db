/**
 * How a name is compared with the sanctions list: accents removed, lower case, letters and digits
 * only, words sorted. "José  O'Brien-Smith" and "smith brien jose o" screen the same, so spacing,
 * punctuation, case or word order do not let a listed name through.
 */
export function screeningKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .sort()
    .join(' ');
}

/**
 * The sanctions list as screening reads it: a listed name matches a recipient when every word of
 * its screening key is among the words of the recipient's key ("Mr Boris Badenov Jr" matches
 * "Boris Badenov"; "Boris Becker" does not). When several match, the one listed first wins.
 * Entries are filed under their first word, so a screening looks only at the entries that could
 * match one of the recipient's words, however long the list.
 */
export class SanctionsScreen {
  private readonly byFirstWord = new Map<string, { order: number; name: string; words: string[] }[]>();

  /** `entries` in the order they were listed: the name and its screening key. */
  constructor(entries: readonly { name: string; key: string }[]) {
    entries.forEach(({ name, key }, order) => {
      const words = key.split(' ').filter(Boolean);
      if (words.length === 0) return;
      const filed = this.byFirstWord.get(words[0]);
      if (filed) filed.push({ order, name, words });
      else this.byFirstWord.set(words[0], [{ order, name, words }]);
    });
  }

  /** The listed name the recipient's screening key matches, or null. */
  match(recipientKey: string): string | null {
    const words = new Set(recipientKey.split(' ').filter(Boolean));
    let found: { order: number; name: string } | null = null;
    for (const word of words) {
      for (const entry of this.byFirstWord.get(word) ?? []) {
        if ((!found || entry.order < found.order) && entry.words.every((w) => words.has(w))) found = entry;
      }
    }
    return found?.name ?? null;
  }
}
