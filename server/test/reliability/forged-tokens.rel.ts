// Forged session tokens on every learner-only call, aimed at A's own data (so that only the
// forgery can be the reason for a refusal): alg none, wrong key, expired, not yet valid, wrong
// audience or issuer, tampered payload or header, truncated, a logged-out session's token.
// Each goes in as a bearer token and as the session cookie; 100% must be refused.
import { createHmac, generateKeyPairSync } from "node:crypto";
import { decodeJwt, importPKCS8, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../plugins/auth.ts";
import { apiHeaders, TEST_API_KEY, TEST_JWT_SECRET, type TestContext } from "../app.ts";
import { answerProblem, buildOn, DRIVERS, seedWorld, signIn, Tally, type World } from "./harness.ts";

const secret = new TextEncoder().encode(TEST_JWT_SECRET);
const now = () => Math.floor(Date.now() / 1000);
const b64 = (value: unknown) =>
  Buffer.from(typeof value === "string" ? value : JSON.stringify(value)).toString("base64url");
const parts = (token: string) => token.split(".") as [string, string, string];

async function sign(claims: Record<string, unknown>, options: { key?: Uint8Array; alg?: string } = {}) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: options.alg ?? "HS256", typ: "JWT" })
    .sign(options.key ?? secret);
}

describe.each(DRIVERS)("forged tokens on %s", (driver) => {
  let ctx: TestContext;
  let w: World;
  beforeAll(async () => {
    ctx = await buildOn(driver);
    w = await seedWorld(ctx);
  });
  afterAll(() => ctx?.close());

  /** A's own claims (sub, jti = A's live session) with overrides. */
  const claimsOfA = (overrides: Record<string, unknown> = {}) => {
    const { sub, jti, role } = decodeJwt(w.tokenA);
    return { sub, jti, role, iss: "skillbridge", aud: "skillbridge-api", iat: now(), exp: now() + 3600, ...overrides };
  };

  /** Every learner-only call on A's own data. */
  const calls = () => [
    { method: "GET" as const, url: `/api/learners?email=${encodeURIComponent(w.A.email)}` },
    { method: "GET" as const, url: `/api/learners/email/${encodeURIComponent(w.A.email)}/training-cards` },
    { method: "GET" as const, url: `/api/recordings/training/${w.batches.A.id}` },
    { method: "GET" as const, url: `/api/training-cards/${w.batches.A.id}/schedules` },
    {
      method: "POST" as const,
      url: `/api/training-cards/${w.batches.A.id}/feedbacks`,
      payload: { feedbackMsg: "Forged?", ictId_id: w.courses.A.id, learnerId_id: w.A.id },
    },
    { method: "GET" as const, url: `/api/study-materials/ict/${w.courses.A.id}/` },
  ];

  async function forgeries(): Promise<[string, string][]> {
    const [header, payload, signature] = parts(w.tokenA);
    const genuineClaims = decodeJwt(w.tokenA);
    const rsa = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const rsaKey = await importPKCS8(rsa.privateKey.export({ type: "pkcs8", format: "pem" }).toString(), "RS256");
    // A token of a session that was then logged out.
    const loggedOut = await signIn(ctx, "learner", w.A.email);
    const logout = await ctx.app.inject({ method: "POST", url: "/api/logout/", headers: apiHeaders(loggedOut) });
    expect(logout.statusCode).toBe(200);
    const hmac = (alg: string, data: string) => createHmac(alg, TEST_JWT_SECRET).update(data).digest("base64url");
    const noneHeader = (alg: string) => b64({ alg, typ: "JWT" });
    const claims = b64(claimsOfA());
    return [
      ['alg "none", no signature', `${noneHeader("none")}.${claims}.`],
      ['alg "none", original signature kept', `${noneHeader("none")}.${payload}.${signature}`],
      ['alg "None"', `${noneHeader("None")}.${claims}.`],
      ['alg "NONE"', `${noneHeader("NONE")}.${claims}.`],
      [
        "signed with another key",
        await sign(claimsOfA(), { key: new TextEncoder().encode(`${TEST_JWT_SECRET}-other`) }),
      ],
      ["signed with an empty-ish key", await sign(claimsOfA(), { key: new TextEncoder().encode("x".repeat(32)) })],
      ["expired", await sign(claimsOfA({ iat: now() - 7200, exp: now() - 60 }))],
      ["expired long ago", await sign(claimsOfA({ iat: 1, exp: 2 }))],
      ["not yet valid (nbf)", await sign(claimsOfA({ nbf: now() + 3600 }))],
      ["issued in the future, not yet valid", await sign(claimsOfA({ iat: now() + 3600, nbf: now() + 3600 }))],
      ["wrong audience", await sign(claimsOfA({ aud: "other-api" }))],
      ["audience missing", await sign(claimsOfA({ aud: undefined }))],
      ["wrong issuer", await sign(claimsOfA({ iss: "evil" }))],
      ["issuer missing", await sign(claimsOfA({ iss: undefined }))],
      [
        "tampered payload: sub → B, original signature",
        `${header}.${b64({ ...genuineClaims, sub: String(w.B.id) })}.${signature}`,
      ],
      [
        "tampered payload: role → staff, original signature",
        `${header}.${b64({ ...genuineClaims, role: "staff" })}.${signature}`,
      ],
      [
        "tampered payload: exp extended, original signature",
        `${header}.${b64({ ...genuineClaims, exp: now() + 86_400 * 365 })}.${signature}`,
      ],
      ["genuine key, sub → B on A's session", await sign(claimsOfA({ sub: String(w.B.id) }))],
      ["genuine key, role → staff on A's session", await sign(claimsOfA({ role: "staff" }))],
      ["genuine key, unknown session id", await sign(claimsOfA({ jti: crypto.randomUUID() }))],
      ["genuine key, no session id", await sign(claimsOfA({ jti: undefined }))],
      ["genuine key, sub not a number", await sign(claimsOfA({ sub: "1 OR 1=1" }))],
      ["tampered header: alg → HS512, HS256 signature", `${b64({ alg: "HS512", typ: "JWT" })}.${payload}.${signature}`],
      ["tampered header: alg → RS256, HS256 signature", `${b64({ alg: "RS256", typ: "JWT" })}.${payload}.${signature}`],
      ["HS512 signed with the server's secret", await sign(claimsOfA(), { alg: "HS512" })],
      ["HS384 signed with the server's secret", await sign(claimsOfA(), { alg: "HS384" })],
      [
        "RS256 signed with an attacker's RSA key",
        await new SignJWT(claimsOfA()).setProtectedHeader({ alg: "RS256", typ: "JWT" }).sign(rsaKey),
      ],
      [
        "RS256 header, HMAC-SHA256 over it with the secret (alg confusion)",
        await (async () => {
          const data = `${b64({ alg: "RS256", typ: "JWT" })}.${claims}`;
          return `${data}.${hmac("sha256", data)}`;
        })(),
      ],
      [
        "header with a jwk of the attacker",
        `${b64({ alg: "HS256", jwk: { kty: "oct", k: b64("attacker") } })}.${payload}.${signature}`,
      ],
      ["truncated: last signature character dropped", w.tokenA.slice(0, -1)],
      ["truncated: signature dropped", `${header}.${payload}.`],
      ["truncated: header and payload only", `${header}.${payload}`],
      ["truncated: half of it", w.tokenA.slice(0, Math.floor(w.tokenA.length / 2))],
      ["signature bits flipped", `${header}.${payload}.${signature.slice(0, -4)}AAAA`],
      ["extra segment", `${w.tokenA}.${signature}`],
      ["whitespace inside", `${header}. ${payload}.${signature}`],
      ["a logged-out session's token", loggedOut],
    ];
  }

  it("refuses 100% of forged tokens on every learner-only call, by bearer and by cookie", async () => {
    // Control: the genuine token and one rebuilt from the same claims and key are accepted.
    for (const call of calls()) {
      for (const token of [w.tokenA, await sign(claimsOfA())]) {
        const res = await ctx.app.inject({ ...call, headers: apiHeaders(token) });
        expect(res.statusCode, `control ${call.url}`).toBeLessThan(300);
      }
    }
    const tally = new Tally();
    const failures: string[] = [];
    const list = await forgeries();
    for (const [label, token] of list) {
      for (const call of calls()) {
        for (const via of ["bearer", "cookie"] as const) {
          const res = await ctx.app.inject({
            ...call,
            headers: via === "bearer" ? { "x-api-key": TEST_API_KEY, authorization: `Bearer ${token}` } : apiHeaders(),
            cookies: via === "cookie" ? { [SESSION_COOKIE]: token } : {},
          });
          tally.add(res.statusCode);
          const refused = res.statusCode === 401 || res.statusCode === 403;
          const problem = answerProblem(res);
          const leaked = res.body.toLowerCase().includes(w.A.email.toLowerCase()) || res.body.includes("A's recording");
          if (!refused || problem || leaked)
            failures.push(`${label} (${via}) ${call.method} ${call.url} → ${res.statusCode}`);
        }
      }
    }
    console.log(
      `forged tokens on ${driver}: ${list.length} forgeries × ${calls().length} calls × 2 ways = ${tally.total} requests, ${tally}`,
    );
    expect(failures).toEqual([]);
    expect(tally.total).toBe(list.length * calls().length * 2);
  });
});
