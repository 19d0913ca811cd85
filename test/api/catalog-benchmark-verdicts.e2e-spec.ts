import { describe, expect, it } from '@jest/globals';
import { yardstickVerdict, type ClosedRound } from '../perf/catalog-verdicts.mjs';

// Issue 21's 5,000 req/s for the bare handler was set on a machine where the same server read one row by primary key
// "over 10,000" times a second; test/perf/catalog-benchmark.mjs judges slower machines by that yardstick
// (docs/performance.md, "The issue's own yardstick").
const target = { bareRps: 5_000, primaryKeyRps: 10_000 };
const names = { bare: 'bare', primaryKey: 'primary key', target };
const rounds = (bare: number[], primaryKey: number[]): ClosedRound[] => [
  ...bare.map((rps, index) => ({ server: 'bare', round: index + 1, rps })),
  ...primaryKey.map((rps, index) => ({ server: 'primary key', round: index + 1, rps })),
  { server: 'API, cache off', round: 1, rps: 1 },
];

describe("the catalogue benchmark's verdict against the primary-key read", () => {
  it('meets the target when the bare handler does half of what the primary-key read does, scaled to a 10,000 read', () => {
    const verdict = yardstickVerdict(rounds([2_000, 2_100, 1_900], [4_000, 4_000, 4_000]), names);

    expect(verdict.shares).toEqual([0.5, 0.525, 0.475]);
    expect(verdict.scaled).toBe(5_000);
    expect(verdict.met).toBe(true);
  });

  it('misses it below half, whatever the absolute figures', () => {
    expect(yardstickVerdict(rounds([4_900, 4_900, 4_900], [10_000, 10_000, 10_000]), names)).toMatchObject({ scaled: 4_900, met: false });
    expect(yardstickVerdict(rounds([9_000, 9_000, 9_000], [20_000, 20_000, 20_000]), names)).toMatchObject({ scaled: 4_500, met: false });
  });

  it("takes each round's share from the two runs of that round, then the median, not the ratio of the medians", () => {
    // The machine slowed down in round 2 for both; the medians of each would give 2,500 / 4,500 = 56 %.
    const verdict = yardstickVerdict(rounds([2_500, 1_000, 2_600], [4_500, 4_000, 5_500]), names);

    expect(verdict.shares.map((share) => Math.round(100 * share))).toEqual([56, 25, 47]);
    expect(verdict.scaled).toBe(4_727);
    expect(verdict.met).toBe(false);
  });

  it('does not judge a run in which either server answered anything but 200: a fast error is not speed', () => {
    const broken = rounds([6_000, 6_000, 6_000], [8_000, 8_000, 8_000]);
    broken[1] = { ...broken[1], unexpected: true };

    expect(yardstickVerdict(broken, names)).toMatchObject({ judged: false, met: false });
  });
});
