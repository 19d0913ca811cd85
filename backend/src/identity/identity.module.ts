import { Module, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { Messages } from '../shared/adapters/http/messages.js';
import { PgUserCsvSource } from './adapters/persistence/pg-user-csv.source.js';
import { AccountEmails } from './application/account-emails.js';
import { AccountRecords } from './application/account-records.js';
import { AuthenticateAccess } from './application/authenticate-access.use-case.js';
import { Avatars } from './application/avatars.js';
import { ChangePassword } from './application/change-password.use-case.js';
import { ConfirmEmail } from './application/confirm-email.use-case.js';
import { ConfirmEmailChange } from './application/confirm-email-change.use-case.js';
import { ReportEmailChange } from './application/report-email-change.use-case.js';
import { RequestEmailChange } from './application/request-email-change.use-case.js';
import { GetProfile } from './application/get-profile.use-case.js';
import { IdentityApi } from './application/identity.api.js';
import { ManageAdministrators } from './application/manage-administrators.use-case.js';
import { ManageUsers } from './application/manage-users.use-case.js';
import { AccessTokenIssuer } from './application/ports/access-token-issuer.js';
import { AdministratorRepository } from './application/ports/administrator.repository.js';
import { CommonPasswordList } from './application/ports/common-password-list.js';
import { OneTimeTokenRepository } from './application/ports/one-time-token.repository.js';
import { PasswordHasher } from './application/ports/password-hasher.js';
import { SessionRepository } from './application/ports/session.repository.js';
import { UserDirectory } from './application/ports/user-directory.js';
import { UserRepository } from './application/ports/user.repository.js';
import { RefreshSession } from './application/refresh-session.use-case.js';
import { RegisterUser } from './application/register-user.use-case.js';
import { RequestPasswordReset } from './application/request-password-reset.use-case.js';
import { ResendEmailConfirmation } from './application/resend-email-confirmation.use-case.js';
import { ResetPassword } from './application/reset-password.use-case.js';
import { SessionIssuer } from './application/session-issuer.js';
import { SignIn } from './application/sign-in.use-case.js';
import { SignOut } from './application/sign-out.use-case.js';
import { UpdateProfile } from './application/update-profile.use-case.js';
import { SignedInGuard } from '../shared/adapters/http/signed-in.js';
import { AdminAreaMiddleware, AdministratorCheck, AdministratorRouteGuard } from './adapters/http/auth.guards.js';
import { IdentityAdminController } from './adapters/http/admin/identity.admin.controller.js';
import { QueueBoardSessionController } from './adapters/http/admin/queue-board-session.controller.js';
import { AuthController } from './adapters/http/auth.controller.js';
import { AuthRateLimits } from './adapters/http/auth-rate-limits.js';
import { JwtStrategy } from './adapters/http/jwt.strategy.js';
import { MeController } from './adapters/http/me.controller.js';
import { SqlUserDirectory } from './adapters/persistence/sql-user-directory.js';
import { SqlAdministratorRepository } from './adapters/persistence/sql-administrator.repository.js';
import { SqlOneTimeTokenRepository } from './adapters/persistence/sql-one-time-token.repository.js';
import { SqlSessionRepository } from './adapters/persistence/sql-session.repository.js';
import { SqlUserRepository } from './adapters/persistence/sql-user.repository.js';
import { Argon2PasswordHasher } from './adapters/security/argon2-password-hasher.js';
import { FileCommonPasswordList } from './adapters/security/file-common-password-list.js';
import { QueueBoardPass } from './adapters/security/queue-board-pass.js';
import { JwtAccessTokenIssuer } from './adapters/security/jwt-access-token-issuer.js';

@Module({
  imports: [PassportModule],
  controllers: [AuthController, MeController, IdentityAdminController, QueueBoardSessionController],
  providers: [
    { provide: UserRepository, useClass: SqlUserRepository },
    { provide: SessionRepository, useClass: SqlSessionRepository },
    { provide: OneTimeTokenRepository, useClass: SqlOneTimeTokenRepository },
    { provide: AdministratorRepository, useClass: SqlAdministratorRepository },
    { provide: UserDirectory, useClass: SqlUserDirectory },
    { provide: PasswordHasher, useClass: Argon2PasswordHasher },
    { provide: CommonPasswordList, useFactory: () => new FileCommonPasswordList() },
    { provide: AccessTokenIssuer, useClass: JwtAccessTokenIssuer },
    QueueBoardPass,
    AdministratorCheck,
    { provide: APP_GUARD, useClass: AdministratorRouteGuard },
    AccountEmails,
    AccountRecords,
    AuthenticateAccess,
    Avatars,
    ChangePassword,
    ConfirmEmail,
    ConfirmEmailChange,
    ReportEmailChange,
    RequestEmailChange,
    GetProfile,
    IdentityApi,
    ManageAdministrators,
    ManageUsers,
    RefreshSession,
    RegisterUser,
    RequestPasswordReset,
    ResendEmailConfirmation,
    ResetPassword,
    SessionIssuer,
    SignIn,
    SignOut,
    UpdateProfile,
    AuthRateLimits,
    JwtStrategy,
    SignedInGuard,
    Messages,
  ],
  exports: [IdentityApi, SignedInGuard, AccountRecords],
})
export class IdentityModule implements NestModule {
  configure(consumer: MiddlewareConsumer) {
    consumer.apply(AdminAreaMiddleware).forRoutes('admin', 'admin/*path');
  }
}

/** What the worker needs of identity besides IdentityModule: the users' CSV rows for operations' export job. */
@Module({ providers: [PgUserCsvSource] })
export class IdentityExportsModule {}
