import { QueryClient } from '@tanstack/react-query';

/** Server state cache: 5 minutes fresh, one retry (spec section 9). Mutations never retry by themselves. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 5 * 60_000, retry: 1 },
    mutations: { retry: false },
  },
});
