/**
 * Text for searching: lowercased, accents and other diacritics removed, so that "kekava" finds "Ķekava" and
 * "koncerts" finds "KONCERTS". Queries and stored texts go through the same function.
 */
export function searchText(value: string): string {
  return value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
