import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString } from 'class-validator';
import type { Request, Response } from 'express';
import { IsEmailAddress, UUID_PATTERN } from '../../../../shared/adapters/http/input-rules.js';
import { BulkIdsDto, BulkOutcomeResponse, bulkOutcomeResponse } from '../../../../shared/adapters/http/bulk-action.js';
import { Messages } from '../../../../shared/adapters/http/messages.js';
import { CurrentUser } from '../../../../shared/adapters/http/signed-in.js';
import { listResponse, parseListQuery, textFilter } from '../../../../shared/adapters/http/simple-rest.js';
import type { AuthenticatedUser } from '../../../../shared/application/authenticated-user.js';
import { DomainError } from '../../../../shared/domain/domain-error.js';
import { ManageAdministrators } from '../../../application/manage-administrators.use-case.js';
import { ManageUsers } from '../../../application/manage-users.use-case.js';
import type { AdministratorRecord } from '../../../application/ports/administrator.repository.js';
import type { UserRecord } from '../../../application/ports/user-directory.js';
import { IdentityErrors } from '../../../domain/identity.errors.js';
import { ADMINISTRATOR_SORTS } from '../../persistence/sql-administrator.repository.js';
import { USER_SORTS } from '../../persistence/sql-user-directory.js';
import { Access } from '../../../../shared/adapters/http/access.js';
import { AdminUserResponse, AdministratorResponse } from '../identity.responses.js';

/**
 * The user record as react-admin sends it back on save. Only `status` is written; the other fields are the
 * record's read-only columns, accepted so that the edit form can send the whole record, and ignored.
 */
export class UserStatusDto {
  @ApiProperty({ enum: ['active', 'inactive'] }) @IsIn(['active', 'inactive']) status: 'active' | 'inactive';
  @ApiPropertyOptional({ readOnly: true }) @IsOptional() @IsString() id?: string;
  @ApiPropertyOptional({ readOnly: true }) @IsOptional() @IsString() email?: string;
  @ApiPropertyOptional({ readOnly: true }) @IsOptional() @IsString() firstName?: string;
  @ApiPropertyOptional({ readOnly: true }) @IsOptional() @IsString() lastName?: string;
  @ApiPropertyOptional({ type: String, readOnly: true, nullable: true }) @IsOptional() @IsString() phone?: string | null;
  @ApiPropertyOptional({ readOnly: true }) @IsOptional() @IsBoolean() emailConfirmed?: boolean;
  @ApiPropertyOptional({ readOnly: true }) @IsOptional() @IsBoolean() isAdmin?: boolean;
  @ApiPropertyOptional({ readOnly: true }) @IsOptional() @IsString() preferredLanguage?: string;
  @ApiPropertyOptional({ readOnly: true }) @IsOptional() @IsString() createdAt?: string;
  @ApiPropertyOptional({ type: String, readOnly: true, nullable: true }) @IsOptional() @IsString() lastSignInAt?: string | null;
}

export class GrantAdministratorDto {
  @ApiProperty({ example: 'staff@baltic-tickets.example' }) @IsString() @IsEmailAddress() email: string;
}

function userRecord(user: UserRecord): AdminUserResponse {
  return { ...user, createdAt: user.createdAt.toISOString(), lastSignInAt: user.lastSignInAt?.toISOString() ?? null };
}

function administratorRecord(administrator: AdministratorRecord): AdministratorResponse {
  return { id: administrator.email, email: administrator.email, userId: administrator.userId, createdAt: administrator.createdAt.toISOString(), createdBy: administrator.grantedBy };
}

function booleanFilter(filter: Record<string, unknown>, name: string): boolean | undefined {
  const value = filter[name];
  if (value === undefined || value === null || value === '') return undefined;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw new DomainError('request.list_parameter_invalid', { parameter: 'filter' }, 'invalid');
}

function statusFilter(filter: Record<string, unknown>): 'active' | 'inactive' | undefined {
  const status = textFilter(filter, 'status');
  if (status !== undefined && status !== 'active' && status !== 'inactive') throw new DomainError('request.list_parameter_invalid', { parameter: 'filter' }, 'invalid');
  return status;
}

/** Accounts and administrators for staff, in the ra-data-simple-rest dialect. */
@ApiTags('admin: identity')
@Access('admin')
@ApiForbiddenResponse({ description: 'Administrator privileges required.' })
@Controller('admin')
export class IdentityAdminController {
  constructor(
    private readonly users: ManageUsers,
    private readonly administrators: ManageAdministrators,
    private readonly messages: Messages,
  ) {}

  @Get('users')
  @ApiOkResponse({ description: 'Users; Content-Range header. Filters: q (email, name or phone), status (active|inactive), confirmed (true|false).', type: [AdminUserResponse] })
  async listUsers(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<AdminUserResponse[]> {
    const query = parseListQuery(request, Object.keys(USER_SORTS), { field: 'createdAt', order: 'DESC' });
    const page = await this.users.list({ ...query, text: textFilter(query.filter, 'q'), status: statusFilter(query.filter), confirmed: booleanFilter(query.filter, 'confirmed') });
    return listResponse(response, 'users', query, { items: page.items.map(userRecord), total: page.total });
  }

  @Get('users/:id')
  @ApiOkResponse({ description: 'The user.', type: AdminUserResponse })
  @ApiNotFoundResponse({ description: 'User not found.' })
  async user(@Param('id') id: string): Promise<AdminUserResponse> {
    if (!UUID_PATTERN.test(id)) throw IdentityErrors.userNotFound();
    return userRecord(await this.users.user(id));
  }

  @Put('users/:id')
  @ApiOkResponse({ description: 'The updated user. Only status is written; deactivating ends every session of the user.', type: AdminUserResponse })
  @ApiConflictResponse({ description: 'An administrator cannot deactivate themselves.' })
  async updateUser(@Param('id') id: string, @Body() body: UserStatusDto, @CurrentUser() actor: AuthenticatedUser): Promise<AdminUserResponse> {
    if (!UUID_PATTERN.test(id)) throw IdentityErrors.userNotFound();
    return userRecord(await this.users.changeStatus(id, body.status, actor));
  }

  @Post('users/deactivations')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    description: 'Deactivates each account named as the single change of status does (sessions ended, listings withdrawn, an activity entry each). Skipped, each with its reason: yourself, an administrator (deactivated one at a time), an account inactive already or not found.',
    type: BulkOutcomeResponse,
  })
  @ApiBadRequestResponse({ description: 'No ids, more than 500, or an id that is not a UUID.' })
  async deactivateUsers(@Body() body: BulkIdsDto, @CurrentUser() actor: AuthenticatedUser, @Req() request: Request): Promise<BulkOutcomeResponse> {
    return bulkOutcomeResponse(await this.users.deactivateMany(body.ids, actor), this.messages, request);
  }

  @Get('administrators')
  @ApiOkResponse({ description: 'Administrators (id = email); Content-Range header. Filter: q (email).', type: [AdministratorResponse] })
  async listAdministrators(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<AdministratorResponse[]> {
    const query = parseListQuery(request, Object.keys(ADMINISTRATOR_SORTS), { field: 'createdAt', order: 'ASC' });
    const page = await this.administrators.list({ ...query, text: textFilter(query.filter, 'q') });
    return listResponse(response, 'administrators', query, { items: page.items.map(administratorRecord), total: page.total });
  }

  @Get('administrators/:id')
  @ApiOkResponse({ description: 'The administrator.', type: AdministratorResponse })
  @ApiNotFoundResponse({ description: 'Administrator not found.' })
  async administrator(@Param('id') id: string): Promise<AdministratorResponse> {
    return administratorRecord(await this.administrators.administrator(id));
  }

  @Post('administrators')
  @ApiCreatedResponse({ description: 'Administrator rights granted to this email.', type: AdministratorResponse })
  @ApiConflictResponse({ description: 'This email is an administrator already.' })
  async grant(@Body() body: GrantAdministratorDto, @CurrentUser() actor: AuthenticatedUser): Promise<AdministratorResponse> {
    return administratorRecord(await this.administrators.grant(body.email, actor.email));
  }

  @Delete('administrators/:id')
  @ApiOkResponse({ description: 'The revoked administrator.', type: AdministratorResponse })
  @ApiConflictResponse({ description: 'Refused for yourself and for the last administrator.' })
  async revoke(@Param('id') id: string, @CurrentUser() actor: AuthenticatedUser): Promise<AdministratorResponse> {
    return administratorRecord(await this.administrators.revoke(id, actor.email));
  }
}
