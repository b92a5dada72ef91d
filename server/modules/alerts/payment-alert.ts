// The alert a payer's refused UTR raises: a UTR already claimed on another payment link may be a
// stranger's claim of this payer's money, so it goes to the staff who decide on money (admins, and
// finance where that role exists) instead of ending at the payer's "already entered". Queued in
// the caller's transaction: kept with the dispute it reports, or not at all.
import type { Executor } from "../../db/client.ts";
import { outboxRepository } from "../mail/outbox-repository.ts";
import { ALERT_MAIL_KIND, type ClaimParty, utrConflictMail } from "./alert-mail.ts";
import { alertsRepository } from "./repository.ts";

export async function alertUtrConflict(
  tx: Executor,
  input: { origin: string; utr: string; refused: ClaimParty; holder: ClaimParty & { status: string } },
): Promise<number> {
  const recipients = await alertsRepository.paymentDeciders(tx);
  for (const person of recipients) {
    const mail = utrConflictMail({ ...input, staffName: person.name });
    await outboxRepository.enqueue(tx, { to: person.email, kind: ALERT_MAIL_KIND.utrConflict, ...mail });
  }
  return recipients.length;
}
