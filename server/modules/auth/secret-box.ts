// Secrets the server must read back (staff TOTP seeds) are kept sealed with AES-256-GCM, so a
// copy of the database alone does not let anyone mint second-factor codes. The key comes from
// DATA_ENCRYPTION_KEY, or is derived from JWT_SECRET when that is unset (one secret to keep).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const VERSION = "v1:";

export type SecretBox = {
  seal(plain: string): string;
  open(stored: string): string;
  isSealed(stored: string): boolean;
};

export function createSecretBox(keyMaterial: string): SecretBox {
  const key = Buffer.from(hkdfSync("sha256", keyMaterial, "skillbridge", "staff second-factor secrets", 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return VERSION + Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString("base64url");
    },
    open(stored) {
      // Secrets written before sealing existed are plain base32 (no colon): read as they are.
      if (!stored.startsWith(VERSION)) return stored;
      const raw = Buffer.from(stored.slice(VERSION.length), "base64url");
      const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(raw.length - 16));
      return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString("utf8");
    },
    isSealed: (stored) => stored.startsWith(VERSION),
  };
}
