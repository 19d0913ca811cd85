export const SERVICE_KEYS = ['homepage', 'authentication', 'database', 'email', 'queues', 'storage'] as const;
export type ServiceKey = (typeof SERVICE_KEYS)[number];

/**
 * What a probe found besides "it answered": a problem that leaves the service working but impaired (`degraded`),
 * or not working at all (`down`); `problem` is the key of its message in messages.system_status.
 */
export interface ProbeFinding {
  status: 'degraded' | 'down';
  problem: string;
  params?: Record<string, string | number>;
}

/** One real check per service; a probe that throws or does not answer in time means the service is down. */
export abstract class ServiceProbes {
  abstract probe(service: ServiceKey): Promise<ProbeFinding | undefined>;
}
