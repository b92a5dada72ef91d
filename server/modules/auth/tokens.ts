// Signed session tokens: HS256 only (no "none", no algorithm switching), audience and issuer
// checked, 8-hour expiry. The token names a session row; logout deletes the row.
import { jwtVerify, SignJWT } from "jose";

export const SESSION_TTL_SECONDS = 8 * 60 * 60;
/** A staff session left unused this long ends, within its 8 hours. */
export const STAFF_IDLE_TIMEOUT_SECONDS = 30 * 60;
const AUDIENCE = "skillbridge-api";
const ISSUER = "skillbridge";

export type Role = "learner" | "staff";
export type TokenClaims = { sessionId: string; role: Role; subjectId: number };

export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims: TokenClaims): Promise<string> {
      return new SignJWT({ role: claims.role })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(String(claims.subjectId))
        .setJti(claims.sessionId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${SESSION_TTL_SECONDS}s`)
        .sign(key);
    },
    /** The claims of a genuine, unexpired token, or null for anything else. */
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"], audience: AUDIENCE, issuer: ISSUER });
        const subjectId = Number(payload.sub);
        const role = payload.role;
        if (!payload.jti || !Number.isInteger(subjectId) || (role !== "learner" && role !== "staff")) return null;
        return { sessionId: payload.jti, role, subjectId };
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
