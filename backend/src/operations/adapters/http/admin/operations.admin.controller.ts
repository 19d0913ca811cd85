import { Controller, Get, HttpCode, HttpStatus, Param, Post, Req, Res } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Messages } from '../../../../shared/adapters/http/messages.js';
import { CurrentUser } from '../../../../shared/adapters/http/signed-in.js';
import { listResponse, parseListQuery, textFilter } from '../../../../shared/adapters/http/simple-rest.js';
import type { AuthenticatedUser } from '../../../../shared/application/authenticated-user.js';
import { DomainError } from '../../../../shared/domain/domain-error.js';
import { ACTIVITY_KINDS, type ActivityEntry, type PublicActivityKind } from '../../../application/activity-kinds.js';
import { CheckSystemStatus, type SystemStatus } from '../../../application/check-system-status.use-case.js';
import { OperationsViews } from '../../../application/operations-views.js';
import { ACTIVITY_SORTS } from '../../persistence/sql-activity-queries.js';
import { Access } from '../../../../shared/adapters/http/access.js';
import { ActivityResponse, DashboardResponse, SystemStatusResponse } from '../operations.responses.js';

function kindFilter(filter: Record<string, unknown>): PublicActivityKind | undefined {
  const kind = textFilter(filter, 'kind');
  if (kind !== undefined && !(kind in ACTIVITY_KINDS)) throw new DomainError('request.list_parameter_invalid', { parameter: 'filter' }, 'invalid');
  return kind as PublicActivityKind | undefined;
}

/** Activity log, dashboard figures and system status for staff. */
@ApiTags('admin: operations')
@Access('admin')
@ApiForbiddenResponse({ description: 'Administrator privileges required.' })
@Controller('admin')
export class OperationsAdminController {
  constructor(
    private readonly views: OperationsViews,
    private readonly systemStatus: CheckSystemStatus,
    private readonly messages: Messages,
  ) {}

  @Get('activity')
  @ApiOkResponse({ description: 'The activity log; Content-Range header. Filter {"kind": ...}. Sort: createdAt (default DESC), kind.', type: [ActivityResponse] })
  async activity(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<ActivityResponse[]> {
    const query = parseListQuery(request, Object.keys(ACTIVITY_SORTS), { field: 'createdAt', order: 'DESC' });
    const page = await this.views.activity({ ...query, kind: kindFilter(query.filter) });
    return listResponse(response, 'activity', query, { items: page.items.map((entry) => this.activityRecord(request, entry)), total: page.total });
  }

  @Get('activity/:id')
  @ApiOkResponse({ description: 'One entry of the activity log, as the list gives it.', type: ActivityResponse })
  @ApiNotFoundResponse({ description: 'No entry with that id.' })
  async activityEntry(@Req() request: Request, @Param('id') id: string): Promise<ActivityResponse> {
    return this.activityRecord(request, await this.views.activityEntry(id));
  }

  @Get('dashboard')
  @ApiOkResponse({ description: 'Counts, sales, the last 30 days in Europe/Riga and the latest activity.', type: DashboardResponse })
  async dashboard(@Req() request: Request): Promise<DashboardResponse> {
    const dashboard = await this.views.dashboard();
    return { ...dashboard, recentActivity: dashboard.recentActivity.map((entry) => this.activityRecord(request, entry)) };
  }

  @Get('system-status')
  @ApiOkResponse({ description: 'Every service, checked now.', type: SystemStatusResponse })
  async status(@Req() request: Request): Promise<SystemStatusResponse> {
    return this.statusRecord(request, await this.systemStatus.execute());
  }

  @Post('system-status/checks')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'Runs every check again now, records a system update in the activity log and answers like GET system-status.', type: SystemStatusResponse })
  async runChecks(@Req() request: Request, @CurrentUser() actor: AuthenticatedUser): Promise<SystemStatusResponse> {
    return this.statusRecord(request, await this.systemStatus.executeAndRecord(actor.email));
  }

  private activityRecord(request: Request, entry: ActivityEntry): ActivityResponse {
    return {
      id: entry.id,
      kind: entry.kind,
      action: entry.action,
      activity: this.actionTitle(request, entry),
      // The facts but what the title and the link already say.
      details: Object.entries(entry.details)
        .filter(([key, value]) => key !== 'change' && value !== entry.subject?.label)
        .map(([, value]) => value)
        .join(' · '),
      data: entry.details,
      subject: entry.subject,
      actor: entry.actor,
      actorType: entry.actorType,
      createdAt: entry.createdAt.toISOString(),
    };
  }

  /** The action's own title (`User deactivated`), or the kind's for an action without one. */
  private actionTitle(request: Request, entry: ActivityEntry): string {
    const key = `activity_actions.${entry.action}`;
    const title = this.messages.for(request, key).message;
    return title === `messages.${key}` ? this.messages.for(request, `activity.${entry.kind}`).message : title;
  }

  private statusRecord(request: Request, status: SystemStatus): SystemStatusResponse {
    return {
      checkedAt: status.checkedAt.toISOString(),
      overall: status.overall,
      services: status.services.map((service) => ({
        key: service.key,
        status: service.status,
        latencyMs: service.latencyMs,
        ...(service.problem ? { detail: this.messages.for(request, `system_status.${service.problem.key}`, service.problem.params).message } : {}),
      })),
    };
  }
}
