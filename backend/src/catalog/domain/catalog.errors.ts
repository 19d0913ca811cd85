import { DomainError } from '../../shared/domain/domain-error.js';

export const CatalogErrors = {
  categoryNotFound: () => new DomainError('catalog.category_not_found', {}, 'not-found'),
  eventNotFound: () => new DomainError('catalog.event_not_found', {}, 'not-found'),
  eventRemoved: () => new DomainError('catalog.event_removed', {}, 'gone'),
  eventHasListings: () => new DomainError('catalog.event_has_listings', {}, 'conflict'),
  invalidDateRange: () => new DomainError('catalog.invalid_date_range', {}, 'invalid'),
  slugTaken: () => new DomainError('catalog.slug_taken', {}, 'conflict'),
  categoryInUse: () => new DomainError('catalog.category_in_use', {}, 'conflict'),
  imageInvalid: () => new DomainError('catalog.image_invalid', {}, 'invalid'),
  imageTooLarge: (maxMb: number) => new DomainError('catalog.image_too_large', { maxMb }, 'too-large'),
  imageTooSmall: (width: number, height: number) => new DomainError('catalog.image_too_small', { width, height }, 'invalid'),
  imageNotFound: () => new DomainError('catalog.image_not_found', {}, 'not-found'),
};
