// The eddsa-jcs-2022 Data Integrity proof (W3C vc-di-eddsa), signing and checking. The
// proof options (with the document's @context) and the document without its proof are each
// canonicalized with JCS (RFC 8785) and hashed with SHA-256; the Ed25519 signature covers
// hash(proof options) ‖ hash(document) and is written as multibase base58btc. Pure: keys in,
// result out; the caller says which public key a verification method names.
import { createHash } from "node:crypto";
import * as ed from "@noble/ed25519";
import canonicalize from "canonicalize";
import { base58btc, fromBase58btc } from "./multibase.ts";

export type JsonObject = { [key: string]: unknown };
export type DataIntegrityProof = {
  "@context"?: unknown;
  type: "DataIntegrityProof";
  cryptosuite: "eddsa-jcs-2022";
  created: string;
  verificationMethod: string;
  proofPurpose: "assertionMethod";
  proofValue: string;
};

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest();

/** null when either part has no JCS form (JCS refuses, e.g., non-finite numbers). */
function hashData(proofConfig: JsonObject, document: JsonObject): Uint8Array | null {
  try {
    const config = canonicalize(proofConfig);
    const body = canonicalize(document);
    if (config === undefined || body === undefined) return null;
    return Buffer.concat([sha256(config), sha256(body)]);
  } catch {
    return null;
  }
}

export async function signEddsaJcs<T extends JsonObject>(
  document: T,
  options: { verificationMethod: string; created: string; secretKey: Uint8Array },
): Promise<T & { proof: DataIntegrityProof }> {
  const { proof: _ignored, ...unsecured } = document as JsonObject;
  const config: JsonObject = {
    type: "DataIntegrityProof",
    cryptosuite: "eddsa-jcs-2022",
    created: options.created,
    verificationMethod: options.verificationMethod,
    proofPurpose: "assertionMethod",
    ...(unsecured["@context"] === undefined ? {} : { "@context": unsecured["@context"] }),
  };
  const data = hashData(config, unsecured);
  if (!data) throw new Error("The credential is not JSON");
  const signature = await ed.signAsync(data, options.secretKey);
  return { ...document, proof: { ...config, proofValue: base58btc(signature) } as DataIntegrityProof };
}

export type ProofCheck =
  | { ok: true; verificationMethod: string }
  | { ok: false; reason: "no-proof" | "unsupported" | "unknown-key" | "context" | "signature" };

const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Whether the document's eddsa-jcs-2022 proof holds, with the key `publicKeyFor` gives. */
export async function verifyEddsaJcs(
  document: unknown,
  publicKeyFor: (verificationMethod: string) => Uint8Array | null,
): Promise<ProofCheck> {
  if (!isObject(document) || !isObject(document.proof)) return { ok: false, reason: "no-proof" };
  const { proof, ...unsecured } = document;
  const { proofValue, ...config } = proof as JsonObject;
  if (
    config.type !== "DataIntegrityProof" ||
    config.cryptosuite !== "eddsa-jcs-2022" ||
    config.proofPurpose !== "assertionMethod" ||
    typeof config.verificationMethod !== "string" ||
    typeof proofValue !== "string"
  ) {
    return { ok: false, reason: "unsupported" };
  }
  // The proof must be made for this very document's contexts (vc-di-eddsa, Verify Proof).
  if (
    config["@context"] !== undefined &&
    JSON.stringify(config["@context"]) !== JSON.stringify(unsecured["@context"])
  ) {
    return { ok: false, reason: "context" };
  }
  const publicKey = publicKeyFor(config.verificationMethod);
  if (!publicKey) return { ok: false, reason: "unknown-key" };
  const signature = fromBase58btc(proofValue);
  const data = hashData(config, unsecured);
  if (signature?.length !== 64 || !data) return { ok: false, reason: "signature" };
  const valid = await ed.verifyAsync(signature, data, publicKey).catch(() => false);
  return valid ? { ok: true, verificationMethod: config.verificationMethod } : { ok: false, reason: "signature" };
}
