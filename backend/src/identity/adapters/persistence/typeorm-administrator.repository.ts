import { Injectable } from '@nestjs/common';
import type { Email } from '../../../shared/domain/email.js';
import { TypeOrmTransactionRunner } from '../../../shared/adapters/persistence/typeorm-transaction-runner.js';
import { AdministratorRepository } from '../../application/ports/administrator.repository.js';
import { AdminUserOrmEntity } from './admin-user.orm-entity.js';

@Injectable()
export class TypeOrmAdministratorRepository extends AdministratorRepository {
  constructor(private readonly transactions: TypeOrmTransactionRunner) {
    super();
  }

  isAdministrator(email: Email): Promise<boolean> {
    return this.transactions.manager().getRepository(AdminUserOrmEntity).existsBy({ email: email.value });
  }
}
