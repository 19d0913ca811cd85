// The public entry of the payouts feature: the seller's balance and payout account.
export { SellerPayouts } from './components/seller-payouts';
