/** "€12.34" for 1234 cents of EUR, as Stripe writes amounts in its messages and pages. */
export function formatAmount(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-IE', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
}
