import type { Email } from '../../../shared/domain/email.js';

export abstract class AdministratorRepository {
  abstract isAdministrator(email: Email): Promise<boolean>;
}
