/**
 * `node backend/dist/healthcheck.js [api|ready|worker]`: the container's health probe (slim images have no curl).
 * Exits 0 when the process it probes answers, 1 otherwise, as Docker's HEALTHCHECK expects.
 *   api (the default, the image's HEALTHCHECK): the API process is alive, GET /api/health.
 *   ready: the API can serve, GET /api/health/ready (503 without PostgreSQL or while draining).
 *   worker: the worker's metrics port (WORKER_METRICS_PORT) answers METRICS_TOKEN; the worker has no other HTTP.
 */
const TIMEOUT_MS = 4000;
const probe = process.argv[2] ?? 'api';
const api = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

async function answers(url: string, headers: Record<string, string> = {}): Promise<string | undefined> {
  try {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
    await response.body?.cancel();
    return response.ok ? undefined : `${url} answered ${response.status}`;
  } catch (error) {
    return `${url} did not answer: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}`;
  }
}

async function check(): Promise<string | undefined> {
  if (probe === 'api') return answers(`${api}/api/health`);
  if (probe === 'ready') return answers(`${api}/api/health/ready`);
  if (probe === 'worker') {
    const port = process.env.WORKER_METRICS_PORT;
    if (!port) return 'WORKER_METRICS_PORT is not set: the worker serves nothing to probe';
    return answers(`http://127.0.0.1:${port}/metrics`, { Authorization: `Bearer ${process.env.METRICS_TOKEN ?? ''}` });
  }
  return `unknown probe "${probe}": use api, ready or worker`;
}

const problem = await check();
if (problem) process.stderr.write(`unhealthy: ${problem}\n`);
process.exit(problem ? 1 : 0);
