import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestContext {
  requestId: string;
  userId?: string;
}

/** What the logger adds to every line written while a request (or a job) is being handled. */
export const requestContext = new AsyncLocalStorage<RequestContext>();
