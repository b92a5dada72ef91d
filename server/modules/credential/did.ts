// The provider's did:web: `did:web:<host>` of the site's origin (a port is written
// %3A), and the DID document served at /.well-known/did.json with the credential signing key as a
// Multikey. Anyone verifying a credential offline needs only this document.
import { publicKeyMultibase } from "./multibase.ts";

export function didWebOf(origin: string): string {
  return `did:web:${new URL(origin).host.replace(":", "%3A")}`;
}

export const keyIdOf = (did: string) => `${did}#key-1`;

export function didDocument(did: string, publicKey: Uint8Array) {
  const keyId = keyIdOf(did);
  return {
    "@context": ["https://www.w3.org/ns/did/v1", "https://w3id.org/security/multikey/v1"],
    id: did,
    verificationMethod: [
      { id: keyId, type: "Multikey", controller: did, publicKeyMultibase: publicKeyMultibase(publicKey) },
    ],
    assertionMethod: [keyId],
  };
}
