// A mail's attachments are made when it is sent (the tax invoice's PDF): they travel
// through SMTP with the mail, and when one cannot be made the mail is not sent without it — it
// is retried like a refused connection.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { build, type TestContext } from "../../test/app.ts";
import { mimeAttachments } from "../../test/mime.ts";
import { outboxRepository } from "./outbox-repository.ts";
import { startSmtpServer } from "./smtp-test-server.ts";
import { createMailWorker } from "./worker.ts";

let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await build();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const queue = (to: string) =>
  outboxRepository.enqueue(t.database.db, {
    to,
    kind: "test",
    subject: "Your file",
    text: "Attached.",
    html: "<p>Attached.</p>",
  });

describe("a mail's attachments", () => {
  it("are sent with it, made when it is sent", async () => {
    const row = await queue("file.ok@example.com");
    const worker = createMailWorker({
      db: t.database.db,
      from: "x@example.com",
      smtpUrl: smtp.url,
      log: quiet,
      attachments: async (mail) =>
        mail.id === row.id
          ? [{ filename: "note.txt", contentType: "text/plain", content: Buffer.from("made now") }]
          : [],
    });
    expect((await worker.runOnce()).sent).toBe(1);
    const received = smtp.received.find((mail) => mail.to.includes("file.ok@example.com"));
    expect(mimeAttachments(received!.raw)).toEqual([
      { filename: "note.txt", contentType: "text/plain", content: Buffer.from("made now") },
    ]);
    await worker.stop();
  });

  it("that cannot be made keep the mail back, to be retried", async () => {
    const row = await queue("file.broken@example.com");
    const worker = createMailWorker({
      db: t.database.db,
      from: "x@example.com",
      smtpUrl: smtp.url,
      log: quiet,
      attachments: async () => {
        throw new Error("the document could not be rendered");
      },
    });
    expect((await worker.runOnce()).failed).toBe(1);
    expect(smtp.received.some((mail) => mail.to.includes("file.broken@example.com"))).toBe(false);
    const [stored] = await t.database.db.select().from(schema.outbox).where(eq(schema.outbox.id, row.id));
    expect(stored).toMatchObject({ status: "pending", lastError: "the document could not be rendered" });
    await worker.stop();
  });
});
