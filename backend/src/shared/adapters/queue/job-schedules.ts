import { getQueueToken } from '@nestjs/bullmq';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { JOBS, SCHEDULES } from '../../application/jobs.js';
import { jobOptions } from './job-options.js';

/**
 * Registers the recurring jobs when a worker starts; upserting is idempotent across workers and restarts. Their
 * runs get the registry's retention too: a job run every minute would otherwise pile up in Redis for ever.
 */
@Injectable()
export class JobSchedules implements OnApplicationBootstrap {
  private readonly logger = new Logger('jobs');

  constructor(private readonly modules: ModuleRef) {}

  async onApplicationBootstrap() {
    for (const schedule of SCHEDULES) {
      const queue = this.modules.get<Queue>(getQueueToken(JOBS[schedule.job].queue), { strict: false });
      await queue.upsertJobScheduler(schedule.id, { pattern: schedule.pattern, tz: schedule.tz }, { name: schedule.job, data: {}, opts: jobOptions(schedule.job) });
      this.logger.log({ msg: 'schedule registered', schedule: schedule.id, pattern: schedule.pattern });
    }
  }
}
