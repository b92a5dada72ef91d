// Small statistics helpers shared by the phases: every figure in RESULTS.md comes through these.

export function median(values: readonly number[]): number | null {
  return percentile(values, 50);
}

/** Nearest-rank percentile (p in 0–100) of the values; null when there are none. */
export function percentile(values: readonly number[], p: number): number | null {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  if (p <= 0) return sorted[0]!;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function round(value: number | null, digits = 0): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export function ratio(value: number | null, base: number | null): number | null {
  if (value === null || base === null || base === 0) return null;
  return value / base;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Wall-clock milliseconds a promise takes, with its value. */
export async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}
