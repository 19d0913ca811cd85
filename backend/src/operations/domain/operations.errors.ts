import { DomainError } from '../../shared/domain/domain-error.js';

export const OperationsErrors = {
  activityNotFound: () => new DomainError('operations.activity_not_found', {}, 'not-found'),
};
