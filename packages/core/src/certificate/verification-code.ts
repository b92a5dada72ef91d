// A certificate's verification code. Short enough to type from paper, unguessable, and
// with a check symbol so a typo is caught before any lookup. Crockford base32 (no I, L, O, U in
// the data, so what people misread maps back) carrying 15 random symbols = 75 bits, plus
// Crockford's mod-37 check symbol. 37 is prime and larger than any symbol difference, so every
// single-symbol substitution and every swap of two neighbouring symbols changes the remainder.

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** Crockford's check symbols: the 32 data symbols, then five more for remainders 32…36. */
const CHECK_SYMBOLS = `${ALPHABET}*~$=U`;
const DATA_LENGTH = 15;
const GROUP = 4;

/** Randomness in a code, in bits: at least 60, so codes cannot be guessed by trying them. */
export const VERIFICATION_CODE_BITS = DATA_LENGTH * 5;

/** The check symbol of a string of data symbols: its base-32 value modulo 37. */
export function checkSymbol(data: string): string {
  let remainder = 0;
  for (const symbol of data) {
    const value = ALPHABET.indexOf(symbol);
    if (value < 0) throw new Error("Not a Crockford base32 symbol");
    remainder = (remainder * 32 + value) % 37;
  }
  return CHECK_SYMBOLS.charAt(remainder);
}

/** 15 data symbols + check symbol, in groups of four: `K7QM-2XWP-9TRC-4HN*`. */
function format(symbols: string): string {
  const groups: string[] = [];
  for (let start = 0; start < symbols.length; start += GROUP) groups.push(symbols.slice(start, start + GROUP));
  return groups.join("-");
}

/**
 * A new code from random bytes (the server passes `crypto.randomBytes(15)`; one byte per symbol,
 * keeping its low five bits, so every symbol is uniform).
 */
export function verificationCodeFrom(random: Uint8Array): string {
  if (random.length < DATA_LENGTH) throw new Error(`A verification code needs ${DATA_LENGTH} random bytes`);
  let data = "";
  for (let index = 0; index < DATA_LENGTH; index++) data += ALPHABET.charAt((random[index] ?? 0) & 31);
  return format(data + checkSymbol(data));
}

export type ParsedCode =
  | { ok: true; code: string }
  /** `format`: not a code at all (length, symbols); `check`: looks like one but has a typo. */
  | { ok: false; reason: "format" | "check" };

/**
 * What someone typed → the stored form of the code, or why it cannot be one. Case is ignored,
 * spaces and hyphens are dropped, O reads as 0 and I or L as 1 (Crockford's decoding rules).
 */
export function parseVerificationCode(typed: string): ParsedCode {
  const symbols = typed
    .toUpperCase()
    .replace(/[\s-]+/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
  if (symbols.length !== DATA_LENGTH + 1) return { ok: false, reason: "format" };
  const data = symbols.slice(0, DATA_LENGTH);
  const check = symbols.slice(DATA_LENGTH);
  if (![...data].every((symbol) => ALPHABET.includes(symbol)) || !CHECK_SYMBOLS.includes(check)) {
    return { ok: false, reason: "format" };
  }
  if (checkSymbol(data) !== check) return { ok: false, reason: "check" };
  return { ok: true, code: format(symbols) };
}
