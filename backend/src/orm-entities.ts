import { CategoryOrmEntity } from './catalog/adapters/persistence/category.orm-entity.js';
import { OneTimeTokenOrmEntity } from './identity/adapters/persistence/one-time-token.orm-entity.js';
import { SessionOrmEntity } from './identity/adapters/persistence/session.orm-entity.js';
import { AdminUserOrmEntity } from './identity/adapters/persistence/admin-user.orm-entity.js';
import { UserOrmEntity } from './identity/adapters/persistence/user.orm-entity.js';

/** Every ORM entity, listed explicitly: ESM has no glob loading, and an explicit list is easy to review. */
export const ormEntities = [UserOrmEntity, AdminUserOrmEntity, SessionOrmEntity, OneTimeTokenOrmEntity, CategoryOrmEntity];
