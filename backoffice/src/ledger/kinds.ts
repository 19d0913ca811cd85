export const LEDGER_KINDS = ['payment', 'refund', 'release', 'transfer', 'reversal'].map((id) => ({ id, name: `bte.ledger.kind.${id}` }));
