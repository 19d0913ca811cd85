import { QueryClient } from '@tanstack/react-query';

/**
 * Server state cache: one in the browser, one per request in a server render. 5 minutes fresh,
 * one retry (spec section 9). Mutations never retry by themselves.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60_000, retry: 1 },
      mutations: { retry: false },
    },
  });
}
