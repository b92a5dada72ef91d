// The provider's Ed25519 key that signs credentials. CREDENTIAL_SIGNING_KEY (base64url
// of the 32-byte private key, checked by the config) when set; else generated on first start into
// DATA_DIR/credential-signing-key (mode 600) and read from there afterwards. It never leaves the
// server: only its public half is published (/.well-known/did.json). Several processes must share
// one key: set the variable on each (as JWT_SECRET).
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as ed from "@noble/ed25519";

export type SigningKey = { secretKey: Uint8Array; publicKey: Uint8Array };

function persistedKey(dataDir: string): string {
  const file = join(dataDir, "credential-signing-key");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString("base64url");
  try {
    writeFileSync(file, `${key}\n`, { mode: 0o600, flag: "wx" });
    return key;
  } catch (error) {
    // Another process starting at the same moment wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return readFileSync(file, "utf8").trim();
    throw error;
  }
}

export async function loadSigningKey(config: {
  CREDENTIAL_SIGNING_KEY?: string | undefined;
  DATA_DIR: string;
}): Promise<SigningKey> {
  const encoded = config.CREDENTIAL_SIGNING_KEY ?? persistedKey(config.DATA_DIR);
  const secretKey = new Uint8Array(Buffer.from(encoded, "base64url"));
  if (secretKey.length !== 32)
    throw new Error(`${join(config.DATA_DIR, "credential-signing-key")} is not a 32-byte key`);
  return { secretKey, publicKey: await ed.getPublicKeyAsync(secretKey) };
}
