/** The product's fixed slugs by category key; any other category gets its name lowercased, spaces as hyphens. */
export const CATEGORY_SLUGS: Record<string, string> = {
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

export function slugForCategory(key: string, name: string): string {
  return CATEGORY_SLUGS[key] ?? name.trim().toLowerCase().replace(/\s+/g, '-');
}
