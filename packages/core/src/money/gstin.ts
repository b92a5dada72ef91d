// GSTIN check: 15 characters — state code, PAN (5 letters, 4 digits, 1 letter), the
// entity number, "Z", then a check character computed with the GSTN's mod-36 algorithm.
import { isIndianStateCode } from "./states.ts";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const FORMAT = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The check character of a GSTIN's first 14 characters: each character's value (0–9, A–Z = 10–35)
 * times alternately 1 and 2 from the left, each product's base-36 digits summed; the check is
 * what brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index++) {
    const value = ALPHABET.indexOf(first14[index] ?? "");
    if (value < 0) throw new RangeError("A GSTIN holds only digits and capital letters");
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

export type GstinProblem = "length" | "format" | "state" | "check";

/** Why a GSTIN (already trimmed and upper-cased) is not valid, or null when it is. */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (gstin.length !== 15) return "length";
  if (!FORMAT.test(gstin)) return "format";
  // 97 is "Other Territory" (offshore), which GSTN issues though it is no place a payer picks.
  const state = gstin.slice(0, 2);
  if (!isIndianStateCode(state) && state !== "97") return "state";
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return "check";
  return null;
}

export function isValidGstin(gstin: string): boolean {
  return gstinProblem(gstin) === null;
}
