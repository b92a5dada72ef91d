import { type GstSplit, splitGst } from "./gst.ts";

/** A plan has at most this many parts. */
export const MAX_PLAN_PARTS = 6;

/**
 * Splits a fee into parts by whole-number percentages (summing to 100) with the largest-remainder
 * method, in integer paise: every part gets floor(fee × pct / 100), and the paise left over go one
 * each to the parts with the largest remainders (earlier part first on a tie), so the parts always
 * add up exactly to the fee.
 */
export function splitFeeByPercent(feePaise: number, percents: readonly number[]): number[] {
  if (!Number.isSafeInteger(feePaise) || feePaise < 0) {
    throw new RangeError("The fee must be a whole, non-negative number of paise");
  }
  if (percents.length < 1 || percents.length > MAX_PLAN_PARTS) {
    throw new RangeError(`A plan has 1 to ${MAX_PLAN_PARTS} parts`);
  }
  if (percents.some((p) => !Number.isInteger(p) || p < 1) || percents.reduce((a, b) => a + b, 0) !== 100) {
    throw new RangeError("Each part is a whole percentage of at least 1, and they add up to 100");
  }
  const floors = percents.map((p) => Math.floor((feePaise * p) / 100));
  const remainders = percents.map((p, i) => ({ i, r: (feePaise * p) % 100 }));
  let left = feePaise - floors.reduce((a, b) => a + b, 0);
  remainders.sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of remainders) {
    if (left === 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    left -= 1;
  }
  return floors;
}

/**
 * The tax of each part of a fee. Every part but the last is split by the ordinary GST rule; the
 * last part takes what remains of the whole fee's taxable value and tax heads, so the parts' taxable
 * values, CGST, SGST and IGST add up exactly to those of one invoice for the whole fee.
 */
export function splitGstByParts(
  partsPaise: readonly number[],
  supply: GstSplit["supply"],
  lutConfigured: boolean,
): GstSplit[] {
  const fee = partsPaise.reduce((a, b) => a + b, 0);
  const whole = splitGst(fee, supply, lutConfigured);
  const splits = partsPaise.slice(0, -1).map((p) => splitGst(p, supply, lutConfigured));
  const sum = (k: "taxablePaise" | "cgstPaise" | "sgstPaise" | "igstPaise" | "taxPaise") =>
    splits.reduce((a, s) => a + s[k], 0);
  const last = partsPaise[partsPaise.length - 1] ?? 0;
  splits.push({
    supply: whole.supply,
    zeroRated: whole.zeroRated,
    pricePaise: last,
    taxablePaise: whole.taxablePaise - sum("taxablePaise"),
    cgstPaise: whole.cgstPaise - sum("cgstPaise"),
    sgstPaise: whole.sgstPaise - sum("sgstPaise"),
    igstPaise: whole.igstPaise - sum("igstPaise"),
    taxPaise: whole.taxPaise - sum("taxPaise"),
  });
  return splits;
}
