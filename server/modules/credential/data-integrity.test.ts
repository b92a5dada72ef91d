// The eddsa-jcs-2022 proof: it reproduces the W3C vc-di-eddsa Recommendation's test
// vector byte for byte (its key and its "Alumni Credential"), verifies, and fails once any single
// character of the credential or of its proof is changed; Multikey and base58btc round-trip.
import * as ed from "@noble/ed25519";
import { describe, expect, it } from "vitest";
import { signEddsaJcs, verifyEddsaJcs } from "./data-integrity.ts";
import { base58btc, fromBase58btc, publicKeyFromMultibase, publicKeyMultibase } from "./multibase.ts";

// https://www.w3.org/TR/vc-di-eddsa/#representation-eddsa-jcs-2022 (test key and credential).
const SECRET_KEY_MULTIBASE = "z3u2en7t5LR2WtQH5PfFqMqwVHBeXouLzo6haApm8XHqvjxq";
const PUBLIC_KEY_MULTIBASE = "z6MkrJVnaZkeFzdQyMZu1cgjg7k1pZZ6pvBQ7XJPt4swbTQ2";
const METHOD = `did:key:${PUBLIC_KEY_MULTIBASE}#${PUBLIC_KEY_MULTIBASE}`;
const EXPECTED_PROOF_VALUE =
  "z2HnFSSPPBzR36zdDgK8PbEHeXbR56YF24jwMpt3R1eHXQzJDMWS93FCzpvJpwTWd3GAVFuUfjoJdcnTMuVor51aX";
const unsigned = {
  "@context": ["https://www.w3.org/ns/credentials/v2", "https://www.w3.org/ns/credentials/examples/v2"],
  id: "urn:uuid:58172aac-d8ba-11ed-83dd-0b3aef56cc33",
  type: ["VerifiableCredential", "AlumniCredential"],
  name: "Alumni Credential",
  description: "A minimum viable example of an Alumni Credential.",
  issuer: "https://vc.example/issuers/5678",
  validFrom: "2023-01-01T00:00:00Z",
  credentialSubject: { id: "did:example:abcdefgh", alumniOf: "The School of Examples" },
};

const secretKey = fromBase58btc(SECRET_KEY_MULTIBASE)!.subarray(2); // after the 0x8026 multicodec prefix
const publicKey = publicKeyFromMultibase(PUBLIC_KEY_MULTIBASE)!;
const keyFor = (method: string) => (method === METHOD ? publicKey : null);
const sign = () => signEddsaJcs(unsigned, { verificationMethod: METHOD, created: "2023-02-24T23:36:38Z", secretKey });

describe("eddsa-jcs-2022", () => {
  it("reproduces the W3C test vector and verifies it", async () => {
    expect(publicKeyMultibase(await ed.getPublicKeyAsync(secretKey))).toBe(PUBLIC_KEY_MULTIBASE);
    const signed = await sign();
    expect(signed.proof).toEqual({
      type: "DataIntegrityProof",
      cryptosuite: "eddsa-jcs-2022",
      created: "2023-02-24T23:36:38Z",
      verificationMethod: METHOD,
      proofPurpose: "assertionMethod",
      "@context": unsigned["@context"],
      proofValue: EXPECTED_PROOF_VALUE,
    });
    expect(await verifyEddsaJcs(signed, keyFor)).toEqual({ ok: true, verificationMethod: METHOD });
    // Key order and white space do not matter (JCS): the same credential parsed from other JSON.
    const reordered = JSON.parse(JSON.stringify(signed, Object.keys(signed).sort(), 4));
    expect((await verifyEddsaJcs({ ...reordered, ...signed }, keyFor)).ok).toBe(true);
  });

  it("fails after any one character of the credential is changed", async () => {
    const text = JSON.stringify(await sign());
    const proofStart = text.indexOf('"proof"');
    let checked = 0;
    for (let at = 0; at < proofStart; at++) {
      const char = text[at]!;
      if (!/[A-Za-z0-9]/.test(char)) continue; // keep it JSON
      const changed = `${text.slice(0, at)}${char === "a" ? "b" : "a"}${text.slice(at + 1)}`;
      const tampered = JSON.parse(changed);
      expect((await verifyEddsaJcs(tampered, keyFor)).ok, `character ${at}`).toBe(false);
      checked++;
    }
    expect(checked).toBeGreaterThan(200);
  });

  it("fails on a changed proof, another key, a changed context or no proof", async () => {
    const signed = await sign();
    const value = signed.proof.proofValue;
    const flipped = `${value.slice(0, 10)}${value[10] === "A" ? "B" : "A"}${value.slice(11)}`;
    expect(await verifyEddsaJcs({ ...signed, proof: { ...signed.proof, proofValue: flipped } }, keyFor)).toEqual({
      ok: false,
      reason: "signature",
    });
    expect(
      await verifyEddsaJcs({ ...signed, proof: { ...signed.proof, created: "2024-01-01T00:00:00Z" } }, keyFor),
    ).toEqual({ ok: false, reason: "signature" });
    const other = await ed.getPublicKeyAsync(new Uint8Array(32).fill(7));
    expect(await verifyEddsaJcs(signed, () => other)).toEqual({ ok: false, reason: "signature" });
    expect(await verifyEddsaJcs(signed, () => null)).toEqual({ ok: false, reason: "unknown-key" });
    expect(await verifyEddsaJcs({ ...signed, "@context": ["https://www.w3.org/ns/credentials/v2"] }, keyFor)).toEqual({
      ok: false,
      reason: "context",
    });
    expect(await verifyEddsaJcs(unsigned, keyFor)).toEqual({ ok: false, reason: "no-proof" });
    expect(await verifyEddsaJcs("not json", keyFor)).toEqual({ ok: false, reason: "no-proof" });
  });

  it("writes base58btc as Bitcoin does, leading zeros included", () => {
    expect(base58btc(new TextEncoder().encode("Hello World!"))).toBe("z2NEpo7TZRRrLZSi2U");
    expect(base58btc(Uint8Array.from([0, 0, 1]))).toBe("z112");
    expect(fromBase58btc("z112")).toEqual(Uint8Array.from([0, 0, 1]));
    expect(fromBase58btc("x112")).toBeNull();
    expect(fromBase58btc("z0OIl")).toBeNull();
    expect(publicKeyFromMultibase(base58btc(new Uint8Array(34)))).toBeNull();
  });
});
