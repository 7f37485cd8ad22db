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
