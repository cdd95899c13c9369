import { createHash } from 'node:crypto';

import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/**
 * A seeded random stream for one part of the synthetic catalogue (decision 131): each stage and
 * batch has its own stream derived from the run's seed, so a batch written again after an
 * interruption holds exactly the rows an uninterrupted run writes.
 */
export class Random {
  private readonly rng: RandomGenerator;

  constructor(seed: number, ...parts: (string | number)[]) {
    const digest = createHash('sha256').update([seed, ...parts].join(':')).digest();
    this.rng = xoroshiro128plus(digest.readInt32LE(0));
  }

  /** [0, 1) */
  float(): number {
    return uniformFloat64(this.rng);
  }

  /** An integer in [0, n). */
  below(n: number): number {
    return Math.floor(this.float() * n);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.below(items.length)] as T;
  }

  chance(p: number): boolean {
    return this.float() < p;
  }
}

/**
 * Zipf-like sampling over `n` ranks (rank 0 the most frequent): weight 1 / (rank + 1)^exponent.
 * Draws by binary search in the cumulative weights.
 */
export class Zipf {
  private readonly cumulative: Float64Array;

  constructor(n: number, exponent = 1) {
    this.cumulative = new Float64Array(n);
    let total = 0;
    for (let rank = 0; rank < n; rank += 1) {
      total += 1 / (rank + 1) ** exponent;
      this.cumulative[rank] = total;
    }
  }

  draw(random: Random): number {
    const target = random.float() * (this.cumulative[this.cumulative.length - 1] as number);
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.cumulative[mid] as number) < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * A fixed shuffle of 0..n-1 without storing it: i -> (i * step + offset) mod n with step coprime
 * to n. Used to spread the popular ranks (most ratings, most editions) over the books.
 */
export function scatter(n: number, salt: number): (i: number) => number {
  let step = Math.max(1, Math.floor(n * (0.382 + (salt % 97) / 1000)));
  while (gcd(step, n) !== 1) step += 1;
  const offset = (salt * 7919) % n;
  return (i) => (i * step + offset) % n;
}
