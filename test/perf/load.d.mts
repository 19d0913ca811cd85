/** The load generator of the benchmarks (load.mjs); see its header for the two modes. */
export function load(options: {
  url: string;
  connections?: number;
  seconds?: number;
  rate?: number;
  warmConnections?: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  expectStatus?: number;
}): Promise<{ mode: string; requests: number; rps: number; medianMs: number; p99Ms: number; statuses: Record<string, number>; unexpected?: true }>;
