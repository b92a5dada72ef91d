// What the back-office site tests share: calls with a token, the audit
// rows of one record, and a row count (to prove a refused call stored nothing).
import { and, count, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { expect } from "vitest";
import * as schema from "../../db/schema.ts";
import { apiHeaders, type TestContext } from "../../test/app.ts";

export type Method = "GET" | "POST" | "PATCH";

export function caller(t: TestContext, defaultToken: () => string | undefined) {
  return (method: Method, url: string, payload?: object, token: string | undefined | null = defaultToken()) =>
    t.app.inject({ method, url, headers: apiHeaders(token ?? undefined), ...(payload ? { payload } : {}) });
}

export async function auditRows(t: TestContext, entity: string, entityId: number | string) {
  return t.database.db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.entity, entity), eq(schema.auditLog.entityId, String(entityId))))
    .orderBy(schema.auditLog.id);
}

export async function rowCount(t: TestContext, table: PgTable): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/** Every call answers 401 without a session and 403 to a learner. */
export async function expectStaffOnly(
  call: ReturnType<typeof caller>,
  calls: [Method, string, object?][],
  learnerToken: string,
) {
  for (const [method, url, payload] of calls) {
    const anonymous = await call(method, url, payload, null);
    expect(anonymous.statusCode, `${method} ${url} anonymous`).toBe(401);
    const learner = await call(method, url, payload, learnerToken);
    expect(learner.statusCode, `${method} ${url} learner`).toBe(403);
  }
}
