/** The product's fixed slugs by category key; any other category gets its name lowercased, spaces as hyphens. */
const CATEGORY_SLUGS: Record<string, string> = {
  theatre: 'teatris',
  concerts: 'koncerti',
  festivals: 'festivali',
  sports: 'sports',
  cinema: 'kino',
  children: 'berniem',
  travel: 'celojumi',
  'gift-cards': 'davanu-kartes',
  other: 'citi-pasākumi',
};

/** The longest slug a category may have (a name may be longer: its derived slug is cut to this). */
const CATEGORY_SLUG_MAX_LENGTH = 80;

export function slugForCategory(key: string, name: string): string {
  const derived = name.trim().toLowerCase().replace(/\s+/g, '-');
  return CATEGORY_SLUGS[key] ?? Array.from(derived).slice(0, CATEGORY_SLUG_MAX_LENGTH).join('').replace(/-+$/, '');
}
