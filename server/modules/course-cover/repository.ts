// The only place that queries course covers: a course's uploaded set (replaced
// whole by a new upload) and one variant's bytes; and what a generated cover is drawn from.
import { randomBytes } from "node:crypto";
import type { CoverFormat } from "@skillbridge/core/admin/cover";
import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { courseCovers, courses, domains } from "../../db/schema.ts";
import type { CoverVariant } from "./resize.ts";

export const courseCoverRepository = {
  async courseExists(db: Executor, id: number): Promise<boolean> {
    const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, id));
    return Boolean(row);
  },

  /** Replaces the course's cover with these variants under a new token; answers the token. */
  async replace(tx: Executor, courseId: number, variants: CoverVariant[]): Promise<string> {
    const token = randomBytes(16).toString("hex");
    await tx.delete(courseCovers).where(eq(courseCovers.courseId, courseId));
    await tx.insert(courseCovers).values(
      variants.map((variant) => ({
        token,
        courseId,
        width: variant.width,
        format: variant.format,
        bytes: variant.bytes,
      })),
    );
    return token;
  },

  async variant(db: Executor, token: string, width: number, format: CoverFormat): Promise<Uint8Array | null> {
    const [row] = await db
      .select({ bytes: courseCovers.bytes })
      .from(courseCovers)
      .where(and(eq(courseCovers.token, token), eq(courseCovers.width, width), eq(courseCovers.format, format)));
    return row ? row.bytes : null;
  },

  /** What a generated cover shows: an active course's name and its domain (null otherwise). */
  async subject(db: Executor, id: number) {
    const [row] = await db
      .select({ id: courses.id, name: courses.name, domainId: courses.domainId, domainName: domains.name })
      .from(courses)
      .innerJoin(domains, eq(domains.id, courses.domainId))
      .where(and(eq(courses.id, id), eq(courses.status, "A")));
    return row ?? null;
  },
};
