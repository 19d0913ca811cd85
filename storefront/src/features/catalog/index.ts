// The public entry of the catalog feature, for other features.
export { useCategories } from './api/catalog';
