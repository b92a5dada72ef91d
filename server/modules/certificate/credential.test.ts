// A certificate's signed credential: an Open Badges 3.0 credential whose issuer is the
// site's did:web; /.well-known/did.json publishes the key that verifies it (so anyone can check it
// offline); one changed character breaks it; after revocation its status URL says revoked. The
// signing key comes from CREDENTIAL_SIGNING_KEY or is generated once into DATA_DIR.
import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as ed from "@noble/ed25519";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError } from "../../config.ts";
import { apiHeaders, build, caller, signedInPeople, type TestContext, testConfig } from "../../test/app.ts";
import { createBatch, createCourse, enrol } from "../../test/factories.ts";
import { verifyEddsaJcs } from "../credential/data-integrity.ts";
import { publicKeyFromMultibase, publicKeyMultibase } from "../credential/multibase.ts";

const ORIGIN = "https://www.skillbridge.example";
const DID = "did:web:www.skillbridge.example";
const SIGNING_KEY = Buffer.alloc(32, 9).toString("base64url");
let t: TestContext;
let staffToken: string;
let learnerToken: string;
let certificate: { id: number; code: string };

beforeAll(async () => {
  t = await build({ env: { PUBLIC_ORIGIN: ORIGIN, CREDENTIAL_SIGNING_KEY: SIGNING_KEY } });
  const db = t.database.db;
  const people = await signedInPeople(t, { learner: { firstName: "Meera", lastName: "Shah" } });
  ({ staffToken, learnerToken } = people);
  const course = await createCourse(db, { name: "Cloud Security Practitioner", hours: { training: 32, lab: 8 } });
  const batch = await createBatch(db, course.id, { startDate: "2026-01-05", endDate: "2026-02-27" });
  await enrol(db, people.learner.id, batch.id, new Date("2026-01-01T12:00:00+05:30"));
  const issued = await caller(t, () => staffToken)("POST", `/api/admin/batches/${batch.id}/certificates`, {});
  certificate = (issued.json() as { issued: { id: number; code: string }[] }).issued[0]!;
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({
    method: "GET",
    url,
    headers: { host: "www.skillbridge.example", ...(token ? { authorization: apiHeaders(token).authorization! } : {}) },
  });

async function didKey(): Promise<Uint8Array> {
  const res = await get("/.well-known/did.json");
  expect(res.statusCode).toBe(200);
  const doc = res.json() as { id: string; verificationMethod: { id: string; publicKeyMultibase: string }[] };
  expect(doc.id).toBe(DID);
  return publicKeyFromMultibase(doc.verificationMethod[0]!.publicKeyMultibase)!;
}

describe("signed credential", () => {
  it("is an Open Badges 3.0 credential of the certificate, issued by the site's did:web", async () => {
    const res = await get(`/certificate-files/${certificate.id}.json`, learnerToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/vc+ld+json");
    const credential = res.json();
    expect(credential).toMatchObject({
      "@context": [
        "https://www.w3.org/ns/credentials/v2",
        "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json",
      ],
      type: ["VerifiableCredential", "OpenBadgeCredential"],
      issuer: { id: DID, type: ["Profile"], name: "SkillBridge Academy" },
      validFrom: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      credentialSubject: {
        type: ["AchievementSubject"],
        identifier: [{ identityType: "name", identityHash: "Meera Shah", hashed: false }],
        activityStartDate: "2026-01-05T00:00:00+05:30",
        activityEndDate: "2026-02-27T00:00:00+05:30",
        achievement: { type: ["Achievement"], name: "Cloud Security Practitioner" },
      },
      credentialStatus: { id: `${ORIGIN}/verify/${encodeURIComponent(certificate.code)}` },
      proof: { type: "DataIntegrityProof", cryptosuite: "eddsa-jcs-2022", verificationMethod: `${DID}#key-1` },
    });
    expect(credential.credentialSubject.achievement.description).toContain("40 hours");
    expect(credential.proof.proofValue).toMatch(/^z[1-9A-HJ-NP-Za-km-z]+$/);
  });

  it("verifies with the key of /.well-known/did.json, and fails after one changed character", async () => {
    const publicKey = await didKey();
    expect(publicKeyMultibase(publicKey)).toMatch(/^z6Mk/);
    expect(publicKey).toEqual(await ed.getPublicKeyAsync(Buffer.from(SIGNING_KEY, "base64url")));
    const text = (await get(`/certificate-files/${certificate.id}.json`, learnerToken)).body;
    const keyFor = (method: string) => (method === `${DID}#key-1` ? publicKey : null);
    expect(await verifyEddsaJcs(JSON.parse(text), keyFor)).toMatchObject({ ok: true });
    const at = text.indexOf("Meera");
    const tampered = `${text.slice(0, at)}Meerb${text.slice(at + 5)}`;
    expect(await verifyEddsaJcs(JSON.parse(tampered), keyFor)).toEqual({ ok: false, reason: "signature" });
  });

  it("uploaded for checking: signature and status reported; a changed character fails", async () => {
    const text = (await get(`/certificate-files/${certificate.id}.json`, learnerToken)).body;
    const upload = (payload: object) =>
      t.app.inject({
        method: "POST",
        url: "/api/certificates/verify-credential",
        headers: { ...apiHeaders(), host: "www.skillbridge.example" },
        payload,
      });
    const good = await upload(JSON.parse(text));
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({
      signature: "valid",
      status: "valid",
      certificate: { code: certificate.code, learnerName: "Meera Shah" },
    });
    const at = text.indexOf("Cloud Security");
    const tampered = JSON.parse(`${text.slice(0, at)}Clouds${text.slice(at + 5)}`);
    expect((await upload(tampered)).json()).toEqual({ signature: "invalid", status: "unknown", certificate: null });
    expect((await upload({ hello: "world" })).json()).toEqual({
      signature: "invalid",
      status: "unknown",
      certificate: null,
    });
    // A number JSON can write but JCS cannot (1e400 is Infinity once parsed): refused, not a crash.
    const withOdd = text.replace(
      '"type": [\n    "VerifiableCredential"',
      '"odd": 1e400,\n  "type": [\n    "VerifiableCredential"',
    );
    expect(withOdd).toContain('"odd": 1e400');
    const odd = await t.app.inject({
      method: "POST",
      url: "/api/certificates/verify-credential",
      headers: { ...apiHeaders(), host: "www.skillbridge.example", "content-type": "application/json" },
      payload: withOdd,
    });
    expect(odd.statusCode).toBe(200);
    expect(odd.json()).toMatchObject({ signature: "invalid" });
  });

  it("is only the learner's and staff's; its status says revoked after revocation", async () => {
    expect((await get(`/certificate-files/${certificate.id}.json`)).statusCode).toBe(404);
    expect((await get(`/certificate-files/${certificate.id}.json`, staffToken)).statusCode).toBe(200);
    const credential = (await get(`/certificate-files/${certificate.id}.json`, learnerToken)).json();
    await caller(t, () => staffToken)("POST", `/api/admin/certificates/${certificate.id}/revoke`, { reason: "Error" });
    const statusPath = new URL(credential.credentialStatus.id).pathname.replace(
      "/verify/",
      "/api/certificates/verify/",
    );
    const status = await caller(t, () => undefined)("GET", statusPath, undefined, null);
    expect(status.json()).toMatchObject({ status: "revoked", code: certificate.code });
    expect((await get(`/certificate-files/${certificate.id}.json`, learnerToken)).statusCode).toBe(410);
    const uploaded = await t.app.inject({
      method: "POST",
      url: "/api/certificates/verify-credential",
      headers: { ...apiHeaders(), host: "www.skillbridge.example" },
      payload: credential,
    });
    expect(uploaded.json()).toMatchObject({
      signature: "valid",
      status: "revoked",
      certificate: { status: "revoked" },
    });
  });
});

describe("signing key", () => {
  it("is generated once into DATA_DIR (owner-only) and kept across starts", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "sb-key-"));
    const first = await build({ env: { DATA_DIR: dataDir, PUBLIC_ORIGIN: ORIGIN } });
    const published = async (app: TestContext) =>
      (
        (await app.app.inject({ method: "GET", url: "/.well-known/did.json" })).json() as {
          verificationMethod: { publicKeyMultibase: string }[];
        }
      ).verificationMethod[0]!.publicKeyMultibase;
    const key = await published(first);
    await first.close();
    const file = join(dataDir, "credential-signing-key");
    expect(readFileSync(file, "utf8").trim()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const second = await build({ env: { DATA_DIR: dataDir, PUBLIC_ORIGIN: ORIGIN } });
    expect(await published(second)).toBe(key);
    await second.close();
  });

  it("given by CREDENTIAL_SIGNING_KEY must be 32 bytes in base64url", () => {
    expect(() => testConfig({ CREDENTIAL_SIGNING_KEY: "too-short" })).toThrow(ConfigError);
    expect(() => testConfig({ CREDENTIAL_SIGNING_KEY: "too-short" })).toThrow(/CREDENTIAL_SIGNING_KEY/);
    expect(testConfig({ CREDENTIAL_SIGNING_KEY: SIGNING_KEY }).CREDENTIAL_SIGNING_KEY).toBe(SIGNING_KEY);
  });
});
