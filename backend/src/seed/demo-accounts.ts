/** The demo's accounts (`npm start`): sellers whose listings fill the demo marketplace, and a buyer who has bought some. */
export interface DemoPerson {
  email: string;
  firstName: string;
  lastName: string;
  language: 'lv' | 'en' | 'et' | 'lt';
}

export const DEMO_SELLERS: readonly DemoPerson[] = [
  { email: 'seller@baltic-tickets.example', firstName: 'Anna', lastName: 'Bērziņa', language: 'lv' },
  { email: 'seller.vilnius@baltic-tickets.example', firstName: 'Rūta', lastName: 'Kazlauskienė', language: 'lt' },
  { email: 'seller.tartu@baltic-tickets.example', firstName: 'Kadri', lastName: 'Saar', language: 'et' },
];

export const DEMO_BUYER: DemoPerson = { email: 'buyer@baltic-tickets.example', firstName: 'Mark', lastName: 'Tamm', language: 'et' };

/** The demo accounts with their passwords, in the order the launcher prints them. */
export function demoAccounts(passwords: { sellers: string[]; buyer: string }): (DemoPerson & { password: string })[] {
  return [
    ...DEMO_SELLERS.map((seller, index) => ({ ...seller, password: passwords.sellers[index] })),
    { ...DEMO_BUYER, password: passwords.buyer },
  ];
}
