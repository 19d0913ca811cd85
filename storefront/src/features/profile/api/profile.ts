import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, unwrapAs } from '../../../lib/api-client';
import { sessionQueryKey, type Profile } from '../../auth/api/session';

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
      unwrapAs<Profile>(api.PATCH('/api/me', { body: changes })),
    onSuccess: (profile) => queryClient.setQueryData(sessionQueryKey, profile),
  });
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The API asks for the current password (the spec's product did not send it; the API wins). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (change: PasswordChange) => unwrap(api.PUT('/api/me/password', { body: change })),
  });
}

export function useResendConfirmation() {
  return useMutation({
    mutationFn: () => unwrapAs<{ message: string }>(api.POST('/api/me/email-confirmations')),
  });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return unwrapAs<Profile>(api.PUT('/api/me/avatar', { body: body as never, bodySerializer: (value) => value as FormData }));
    },
    onSuccess: (profile) => queryClient.setQueryData(sessionQueryKey, profile),
  });
}

/** A purchase or a sale, as GET /api/me/orders shows it. */
export interface Order {
  id: string;
  role: 'buyer' | 'seller';
  ticket: { id: string; title: string; eventDate: string; venue: string };
  amountCents: number;
  currency: 'EUR';
  counterpart: { name: string };
  createdAt: string;
}

export function useMyOrders() {
  return useQuery({
    // Under the ticket lists' key: whatever reloads them after a sale or a purchase reloads the payments too.
    queryKey: ['my-tickets', 'orders'],
    queryFn: () => unwrapAs<Order[]>(api.GET('/api/me/orders')),
    staleTime: 60_000,
    retry: 1,
  });
}
