// The staff second factor: TOTP (RFC 6238) over HOTP (RFC 4226) with SHA-1, 30-second steps and
// 6 digits, as every authenticator app speaks it; codes of the step before and after are
// accepted too (clock drift). Secrets are 160 random bits, written in base32 (RFC 4648).
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now whose codes are still accepted. */
export const TOTP_WINDOW = 1;

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** Accepts lower case, spaces and padding, as people type a secret from a screen. */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, "");
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error("not a base32 string");
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export function generateTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** RFC 4226 §5.3: HMAC-SHA-1 of the counter, dynamically truncated to `digits` decimal digits. */
export function hotp(secret: string, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac("sha1", base32Decode(secret)).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

export function totpStep(at: number = Date.now()): number {
  return Math.floor(at / 1000 / TOTP_STEP_SECONDS);
}

export function totp(secret: string, at: number = Date.now()): string {
  return hotp(secret, totpStep(at));
}

/**
 * The step whose code matches, within ±TOTP_WINDOW of now, or null. A step at or before
 * `lastUsedStep` never matches: a code that signed someone in cannot be replayed (RFC 6238 §5.2).
 */
export function verifyTotp(
  secret: string,
  code: string,
  options: { at?: number; lastUsedStep?: number | null } = {},
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const now = totpStep(options.at ?? Date.now());
  const given = Buffer.from(code);
  let matched: number | null = null;
  // Every candidate is compared (no early exit), in constant time.
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step++) {
    const expected = Buffer.from(hotp(secret, step));
    const same = timingSafeEqual(expected, given);
    if (same && (options.lastUsedStep == null || step > options.lastUsedStep) && matched === null) matched = step;
  }
  return matched;
}

/** The otpauth:// URI authenticator apps read (Key Uri Format), for manual entry or a QR code. */
export function otpauthUrl(options: { issuer: string; account: string; secret: string }): string {
  const label = encodeURIComponent(`${options.issuer}:${options.account}`);
  const params = new URLSearchParams({
    secret: options.secret,
    issuer: options.issuer,
    algorithm: "SHA1",
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${params}`;
}
