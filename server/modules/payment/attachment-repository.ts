// The only place that queries mail attachments: which stored documents a queued mail
// carries. The PDF itself is made from the document when the mail is sent, never stored.
import { asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { documents, mailAttachments } from "../../db/schema.ts";
import type { StoredDocument } from "./document-repository.ts";

export const attachmentRepository = {
  async attach(db: Executor, outboxId: number, documentId: number): Promise<void> {
    await db.insert(mailAttachments).values({ outboxId, documentId }).onConflictDoNothing();
  },

  async documentsOf(db: Executor, outboxId: number): Promise<StoredDocument[]> {
    const rows = await db
      .select({ document: documents })
      .from(mailAttachments)
      .innerJoin(documents, eq(documents.id, mailAttachments.documentId))
      .where(eq(mailAttachments.outboxId, outboxId))
      .orderBy(asc(mailAttachments.id));
    return rows.map((row) => row.document);
  },
};
