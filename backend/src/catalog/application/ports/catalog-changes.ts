/** Told after every committed change of categories, events or tiers made here, so visitors read the new state at once. */
export abstract class CatalogChanges {
  abstract changed(): void;
}
