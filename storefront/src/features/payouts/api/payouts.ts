import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

export type TaxDetails = Schema<'TaxDetailsDto'>;

/** GET /api/me/tax-details: this year's sales as DAC7 counts them, and whether tax details are required. */
export function useTaxDetails() {
  return useQuery({ queryKey: ['payouts', 'tax-details'], queryFn: () => unwrap(api.GET('/api/me/tax-details')) });
}

/** PUT /api/me/tax-details: saves them; a payout held for them is made at the next payout run. */
export function useSaveTaxDetails() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (details: TaxDetails) => unwrap(api.PUT('/api/me/tax-details', { body: details })),
    onSuccess: (status) => queries.setQueryData(['payouts', 'tax-details'], status),
  });
}
