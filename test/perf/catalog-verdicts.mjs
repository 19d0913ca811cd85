// The catalogue benchmark's verdicts on issue 21's targets, from its closed-loop rows ({ server, round, rps,
// unexpected }), kept apart from the run so that test/api/catalog-benchmark-verdicts.e2e-spec.ts can check them.

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** Each round's req/s of `server` divided by `of`'s in the same round: two runs next to each other in time. */
export function roundShares(rows, server, of) {
  const ofRounds = rows.filter((row) => row.server === of);
  return rows.filter((row) => row.server === server).map((one) => one.rps / ofRounds.find((other) => other.round === one.round).rps);
}

/**
 * The bare handler against issue 21's 5,000 req/s, judged by the yardstick the issue set it by: the same server
 * reading one row by primary key did "over 10,000" there. The bare handler's median share of that read, per round,
 * scaled to a 10,000 read; met at 5,000 or more. Runs with answers other than 200 are not judged: an error answered
 * fast would count as speed.
 */
export function yardstickVerdict(rows, { bare, primaryKey, target }) {
  const shares = roundShares(rows, bare, primaryKey);
  const share = median(shares);
  const scaled = Math.round(share * target.primaryKeyRps);
  const judged = !rows.some((row) => (row.server === bare || row.server === primaryKey) && row.unexpected);
  return { shares, share, scaled, judged, met: judged && scaled >= target.bareRps };
}
