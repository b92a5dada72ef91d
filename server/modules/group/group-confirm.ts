// A group request paid: its tax invoice carries the proforma's words ("N seats at … each") and
// tier discount, and each named participant becomes a lead of the batch converted to a learner
// (their account, or the existing one, an enrolment and the set-password mail) — all inside the
// confirmation's transaction, so a failure enrols nobody and issues no invoice.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { documents, enrolments, groupParticipants, leads, learners } from "../../db/schema.ts";
import type { Audit } from "../audit/audit.ts";
import { type ConvertOutcome, convertLead } from "../lead/convert.ts";

type GroupRequest = { id: number; leadId: number; trainingCardId: number; payerState: string | null };

/** The proforma's description and discount, which the group's tax invoice repeats. */
export async function groupInvoiceTerms(tx: Tx, requestId: number) {
  const [proforma] = await tx
    .select({
      description: documents.description,
      discountPaise: documents.discountPaise,
      discountLabel: documents.discountLabel,
    })
    .from(documents)
    .where(eq(documents.paymentRequestId, requestId))
    .orderBy(asc(documents.id))
    .limit(1);
  return proforma ?? null;
}

/** Copies the tier discount of the proforma onto the tax invoice just issued. */
export async function carryGroupDiscount(tx: Tx, requestId: number, invoiceId: number) {
  const terms = await groupInvoiceTerms(tx, requestId);
  if (!terms || terms.discountPaise === 0) return;
  await tx
    .update(documents)
    .set({ discountPaise: terms.discountPaise, discountLabel: terms.discountLabel })
    .where(eq(documents.id, invoiceId));
}

/**
 * Enrols every participant of a paid group request; answers the first participant's conversion
 * (the confirmation reports one learner) or the first refusal, which the caller throws to undo all.
 */
export async function enrolGroup(
  tx: Tx,
  audit: Audit,
  request: GroupRequest,
  input: { staffId: number | null; origin: string },
): Promise<ConvertOutcome> {
  const [contact] = await tx.select().from(leads).where(eq(leads.id, request.leadId));
  const participants = await tx
    .select()
    .from(groupParticipants)
    .where(eq(groupParticipants.paymentRequestId, request.id))
    .orderBy(asc(groupParticipants.position));
  let first: ConvertOutcome | null = null;
  for (const participant of participants) {
    const [lead] = await tx
      .insert(leads)
      .values({
        name: participant.name,
        email: participant.email,
        contact: participant.phone ?? contact!.contact,
        briefRequirement: `Seat ${participant.position} of a team booking`,
        courseId: contact!.courseId,
        trainingCardId: request.trainingCardId,
        formSource: "group-booking",
      })
      .returning();
    const outcome = await convertLead(tx, audit, {
      leadId: lead!.id,
      trainingId: request.trainingCardId,
      staffId: input.staffId,
      origin: input.origin,
      payerState: request.payerState,
    });
    if (outcome.kind !== "done") return outcome;
    first ??= outcome;
  }
  return first ?? { kind: "missing" };
}

/**
 * A group refunded in full: every participant's enrolment on the batch ends, so all its seats are
 * free again together (as they were taken). Answers the enrolments ended.
 */
export async function endGroupEnrolments(tx: Tx, request: { id: number; trainingCardId: number }) {
  const participants = await tx
    .select({ email: groupParticipants.email })
    .from(groupParticipants)
    .where(eq(groupParticipants.paymentRequestId, request.id));
  if (participants.length === 0) return [];
  const ids = await tx
    .select({ id: learners.id })
    .from(learners)
    .where(
      inArray(
        sql`lower(${learners.email})`,
        participants.map((row) => row.email.toLowerCase()),
      ),
    );
  if (ids.length === 0) return [];
  return tx
    .delete(enrolments)
    .where(
      and(
        eq(enrolments.trainingCardId, request.trainingCardId),
        inArray(
          enrolments.learnerId,
          ids.map((row) => row.id),
        ),
      ),
    )
    .returning();
}
