import { DomainError } from '../../shared/domain/domain-error.js';

export const OperationsErrors = {
  activityNotFound: () => new DomainError('operations.activity_not_found', {}, 'not-found'),
  exportNotFound: () => new DomainError('operations.export_not_found', {}, 'not-found'),
  exportNotReady: (progress: number) => new DomainError('operations.export_not_ready', { progress }, 'conflict'),
  exportFailed: () => new DomainError('operations.export_failed', {}, 'conflict'),
};
