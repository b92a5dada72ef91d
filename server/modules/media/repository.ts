// Uploaded files, stored once per content (sha256): uploading the same picture twice gives the
// same URL.
import { createHash } from "node:crypto";
import { MEDIA_EXTENSIONS, type Media, type MediaType } from "@skillbridge/core/admin/media";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { media } from "../../db/schema.ts";
import type { Tx } from "../audit/audit.ts";

export const mediaUrl = (row: { id: number; sha256: string; contentType: string }) =>
  `/media/${row.id}-${row.sha256.slice(0, 8)}.${MEDIA_EXTENSIONS[row.contentType as MediaType]}`;

const MEDIA_PATH = /^(\d{1,9})-([0-9a-f]{8})\.(png|jpg|webp|pdf)$/;

export function createMediaRepository(db: Db) {
  return {
    async store(
      tx: Tx,
      file: { bytes: Uint8Array; contentType: MediaType; name: string; staffId: number | null },
    ): Promise<{ media: Media; created: boolean }> {
      const sha256 = createHash("sha256").update(file.bytes).digest("hex");
      const [inserted] = await tx
        .insert(media)
        .values({
          sha256,
          contentType: file.contentType,
          byteSize: file.bytes.byteLength,
          name: file.name,
          bytes: file.bytes,
          staffId: file.staffId,
        })
        .onConflictDoNothing({ target: media.sha256 })
        .returning({ id: media.id, sha256: media.sha256, contentType: media.contentType, name: media.name });
      const row =
        inserted ??
        (
          await tx
            .select({ id: media.id, sha256: media.sha256, contentType: media.contentType, name: media.name })
            .from(media)
            .where(eq(media.sha256, sha256))
        )[0]!;
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
    async byFileName(fileName: string) {
      const match = MEDIA_PATH.exec(fileName);
      if (!match) return null;
      const [row] = await db
        .select()
        .from(media)
        .where(eq(media.id, Number(match[1])));
      if (!row || mediaUrl(row) !== `/media/${fileName}`) return null;
      return row;
    },
  };
}
export type MediaRepository = ReturnType<typeof createMediaRepository>;
