import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, unwrapWithResponse, type Schema } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { sessionQueryKey } from '../../auth';

export interface ProfileChanges {
  firstName: string;
  lastName: string;
  countryCode: '+371' | '+370' | '+372' | '+7';
  phoneNumber: string | null;
}

/** PATCH /api/me; the answer is the updated profile, which replaces the session's copy. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<ProfileChanges> & { preferredLanguage?: 'lv' | 'en' | 'et' | 'lt' }) =>
      unwrap(api.PATCH('/api/me', { body: changes })),
    onSuccess: (profile) => queryClient.setQueryData(sessionQueryKey, profile),
  });
}

export type PasswordChange = Schema<'ChangePasswordDto'>;

/** The API asks for the current password (the spec's product did not send it; the API wins). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (change: PasswordChange) => unwrap(api.PUT('/api/me/password', { body: change })),
  });
}

export type EmailChangeRequest = Schema<'EmailChangeRequestDto'>;

/** The answer is the same whether or not the address is free: the mail to the new address completes the change. */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (change: EmailChangeRequest) => unwrap(api.POST('/api/me/email-change-requests', { body: change })),
  });
}

/** GET /api/me/export: everything kept about the person, saved as the JSON file the API names. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
      const { data, response } = await unwrapWithResponse(api.GET('/api/me/export', { parseAs: 'blob' }));
      const name = response.headers.get('Content-Disposition')?.match(/filename="([^"]+)"/)?.[1] ?? 'baltic-ticket-exchange-data.json';
      saveFile(data, name);
    },
  });
}

/** DELETE /api/me: refused with the reason while an order, a claim or money is still open; the caller then signs out locally. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (currentPassword: string) => unwrap(api.DELETE('/api/me', { body: { currentPassword } })),
  });
}

export function useResendConfirmation() {
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/me/email-confirmations')),
  });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return unwrap(api.PUT('/api/me/avatar', { body: body as never, bodySerializer: (value) => value as FormData }));
    },
    onSuccess: (profile) => queryClient.setQueryData(sessionQueryKey, profile),
  });
}

/** A purchase or a sale as the payments list shows it: the buyer's amount is what they pay, fee included. */
export type MyOrder = Schema<'OrderResponse'>;

/** The API sends at most 100 a page: the payments list loads 50 at a time, "Load more" fetches the rest. */
const ORDERS_PAGE_SIZE = 50;

/** Purchases and sales, newest first, page by page: `data` is what is loaded so far and the total. */
export function useMyOrders() {
  return useInfiniteQuery({
    // Under the ticket lists' key: whatever reloads them after a sale or a purchase reloads the payments too.
    queryKey: ['my-tickets', 'orders'],
    queryFn: ({ pageParam }) => unwrap(api.GET('/api/me/orders', { params: { query: { page: pageParam, pageSize: ORDERS_PAGE_SIZE } } })),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    select: (data) => ({ items: data.pages.flatMap((page) => page.items), total: data.pages[0]?.total ?? 0 }),
    staleTime: 60_000,
    retry: 1,
  });
}
