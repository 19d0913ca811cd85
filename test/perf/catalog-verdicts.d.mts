/** The catalogue benchmark's verdicts (catalog-verdicts.mjs). */
export interface ClosedRound {
  server: string;
  round: number;
  rps: number;
  unexpected?: true;
}
export function median(values: number[]): number;
export function roundShares(rows: ClosedRound[], server: string, of: string): number[];
export function yardstickVerdict(
  rows: ClosedRound[],
  options: { bare: string; primaryKey: string; target: { bareRps: number; primaryKeyRps: number } },
): { shares: number[]; share: number; scaled: number; judged: boolean; met: boolean };
