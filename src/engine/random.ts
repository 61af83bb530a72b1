/** A number source in [0, 1), like Math.random; injectable so tests, stories and generated data are reproducible. */
export type RandomSource = () => number;

/** mulberry32: a tiny deterministic generator (the catalog generator and unit tests seed it). */
export function seededRandom(seed: number): RandomSource {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
