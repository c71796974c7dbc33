/** The AI loading screen's sentence order (product.md#screens-and-routes "rotating shuffled sentences"). */
import { describe, expect, it } from 'vitest';
import { shuffled } from '../../runtime/app/cards/shuffle';

const ITEMS = ['a', 'b', 'c', 'd', 'e', 'f'];

describe('shuffled', () => {
  it('is a permutation and leaves its input alone', () => {
    const input = [...ITEMS];
    const out = shuffled(input);
    expect([...out].sort()).toEqual(ITEMS);
    expect(input).toEqual(ITEMS);
  });

  it('follows the random source (Fisher–Yates): 0 rotates, ~1 keeps the order', () => {
    expect(shuffled(ITEMS, () => 0)).toEqual(['b', 'c', 'd', 'e', 'f', 'a']);
    expect(shuffled(ITEMS, () => 0.999)).toEqual(ITEMS);
  });

  it('gives different orders for different random sources', () => {
    let seed = 7;
    const lcg = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const orders = new Set(Array.from({ length: 20 }, () => shuffled(ITEMS, lcg).join('')));
    expect(orders.size).toBeGreaterThan(10);
  });
});
