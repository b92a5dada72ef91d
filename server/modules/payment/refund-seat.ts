// What a full refund undoes (issue 14): the enrolment the payment paid for ends, so its seat is free.
import type { Tx } from "../../db/client.ts";
import type { Audit } from "../audit/audit.ts";
import { refundRepository } from "./refund-repository.ts";
import type { StoredPayment } from "./repository.ts";

/** Ends the payment's enrolment; true when there was one (a seat is free again). */
export async function endEnrolment(tx: Tx, audit: Audit, payment: StoredPayment): Promise<boolean> {
  const ended = await refundRepository.endEnrolmentOf(tx, payment.paymentRequestId);
  if (!ended) return false;
  await audit({ action: "enrolment.delete", entity: "enrolment", entityId: ended.id, before: ended, after: null });
  return true;
}
