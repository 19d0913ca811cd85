import { useMutation, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schema } from '../../../lib/api-client';

export type PayoutAccountStatus = Schema<'PayoutAccountResponse'>['status'];
export type PayoutCountry = Schema<'ConnectPayoutAccountDto'>['country'];

/** GET /api/me/balance: pending, available and paid-out money from the signed-in person's sales. */
export function useSellerBalance() {
  return useQuery({ queryKey: ['payouts', 'balance'], queryFn: () => unwrap(api.GET('/api/me/balance')) });
}

/** GET /api/me/payout-account: its status as the payment provider says it now. */
export function usePayoutAccount() {
  return useQuery({ queryKey: ['payouts', 'account'], queryFn: () => unwrap(api.GET('/api/me/payout-account')) });
}

/** POST /api/me/payout-account: opens the account once and answers a fresh onboarding link at the provider. */
export function useConnectPayoutAccount() {
  return useMutation({
    mutationFn: (country: PayoutCountry) => unwrap(api.POST('/api/me/payout-account', { body: { country } })),
  });
}
