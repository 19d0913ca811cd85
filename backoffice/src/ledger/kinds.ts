export const LEDGER_KINDS = ['payment', 'refund', 'release', 'transfer', 'reversal', 'dispute', 'provider_fee'].map((id) => ({ id, name: `bte.ledger.kind.${id}` }));
