// Uploaded files, stored once per content (sha256): uploading the same picture twice gives the
// same URL. A file's URL is `/media/{token}.{ext}`, the token 128 random bits drawn when the file
// is first stored: neither the id nor the content tells anyone where a file is.
// The only place that queries uploaded files, and who may read a study material's PDF.
import { createHash, randomBytes } from "node:crypto";
import { MEDIA_EXTENSIONS, type Media, type MediaType } from "@skillbridge/core/admin/media";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { enrolments, media, studyMaterials, trainingCards } from "../../db/schema.ts";

export const mediaUrl = (row: { token: string; contentType: string }) =>
  `/media/${row.token}.${MEDIA_EXTENSIONS[row.contentType as MediaType]}`;

/** A file's name under /media: its 32-hex-digit token and its type's extension. */
const MEDIA_PATH = /^([0-9a-f]{32})\.(png|jpg|webp|pdf)$/;

/** A new file's token: 128 bits from the operating system's random source, as hex. */
export const newMediaToken = () => randomBytes(16).toString("hex");

const columns = { id: media.id, token: media.token, contentType: media.contentType, name: media.name };

export const mediaRepository = {
  async store(
    tx: Executor,
    file: { bytes: Uint8Array; contentType: MediaType; name: string; staffId: number | null },
  ): Promise<{ media: Media; created: boolean }> {
    const sha256 = createHash("sha256").update(file.bytes).digest("hex");
    const [inserted] = await tx
      .insert(media)
      .values({
        token: newMediaToken(),
        sha256,
        contentType: file.contentType,
        byteSize: file.bytes.byteLength,
        name: file.name,
        bytes: file.bytes,
        staffId: file.staffId,
      })
      .onConflictDoNothing({ target: media.sha256 })
      .returning(columns);
    // The same content again: the file already stored, under its first token.
    const row = inserted ?? (await tx.select(columns).from(media).where(eq(media.sha256, sha256)))[0]!;
    return {
      media: {
        id: row.id,
        url: mediaUrl(row),
        contentType: row.contentType,
        size: file.bytes.byteLength,
        name: row.name,
      },
      created: Boolean(inserted),
    };
  },

  /** The file behind a /media/… name, or null when the name does not match a stored file exactly. */
  async byFileName(db: Executor, fileName: string) {
    const match = MEDIA_PATH.exec(fileName);
    if (!match) return null;
    const [row] = await db.select().from(media).where(eq(media.token, match[1]!));
    if (!row || mediaUrl(row) !== `/media/${fileName}`) return null;
    return row;
  },

  /**
   * The names of the study materials that link to this address, first by course and list order:
   * of every course (staff), or only of the courses with a batch the learner is enrolled in.
   * Empty when no such material exists.
   */
  async materialNames(db: Executor, url: string, learnerId?: number): Promise<string[]> {
    const enrolledCourses = db
      .select({ courseId: trainingCards.courseId })
      .from(enrolments)
      .innerJoin(trainingCards, eq(trainingCards.id, enrolments.trainingCardId))
      .where(eq(enrolments.learnerId, learnerId ?? -1));
    const rows = await db
      .select({ name: studyMaterials.name })
      .from(studyMaterials)
      .where(
        learnerId === undefined
          ? eq(studyMaterials.src, url)
          : and(eq(studyMaterials.src, url), inArray(studyMaterials.courseId, enrolledCourses)),
      )
      .orderBy(asc(studyMaterials.courseId), asc(studyMaterials.position), asc(studyMaterials.id));
    return rows.map((row) => row.name);
  },
};
