// Multibase base58btc ('z' + Bitcoin's base58 alphabet) and Multikey public keys: how
// the eddsa-jcs-2022 proof value and the did:web document's Ed25519 key are written.
const ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
/** The multicodec prefix of an Ed25519 public key (0xed, as an unsigned varint: 0xed 0x01). */
const ED25519_PUB = [0xed, 0x01];

export function base58btc(bytes: Uint8Array): string {
  const digits: number[] = [];
  for (const byte of bytes) {
    let carry = byte;
    for (let i = 0; i < digits.length; i++) {
      carry += (digits[i] ?? 0) << 8;
      digits[i] = carry % 58;
      carry = Math.floor(carry / 58);
    }
    while (carry > 0) {
      digits.push(carry % 58);
      carry = Math.floor(carry / 58);
    }
  }
  let zeros = "";
  for (const byte of bytes) {
    if (byte !== 0) break;
    zeros += "1";
  }
  return `z${zeros}${digits
    .reverse()
    .map((digit) => ALPHABET[digit])
    .join("")}`;
}

/** The bytes of a 'z…' multibase string, or null when it is not one. */
export function fromBase58btc(text: string): Uint8Array | null {
  if (!text.startsWith("z")) return null;
  const bytes: number[] = [];
  for (const char of text.slice(1)) {
    let carry = ALPHABET.indexOf(char);
    if (carry < 0) return null;
    for (let i = 0; i < bytes.length; i++) {
      carry += (bytes[i] ?? 0) * 58;
      bytes[i] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }
  let zeros = 0;
  for (const char of text.slice(1)) {
    if (char !== "1") break;
    zeros++;
  }
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes.reverse()]);
}

/** An Ed25519 public key as a Multikey's publicKeyMultibase: 'z6Mk…'. */
export function publicKeyMultibase(publicKey: Uint8Array): string {
  return base58btc(Uint8Array.from([...ED25519_PUB, ...publicKey]));
}

/** The Ed25519 public key of a 'z6Mk…' Multikey value, or null. */
export function publicKeyFromMultibase(text: string): Uint8Array | null {
  const bytes = fromBase58btc(text);
  if (bytes?.length !== 34 || bytes[0] !== ED25519_PUB[0] || bytes[1] !== ED25519_PUB[1]) return null;
  return bytes.subarray(2);
}
