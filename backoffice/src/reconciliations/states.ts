export const RECONCILIATION_STATES = ['running', 'matched', 'differences', 'failed'].map((id) => ({ id, name: `bte.reconciliations.state.${id}` }));
