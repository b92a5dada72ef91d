// The only place that gathers everything held about a learner (the DPDP Act's right to
// access) and that erases a learner: the account is anonymised, while what the law makes the
// provider keep — tax invoices and payment records (the CGST Act's retention of accounts) — stays
// as issued, since those documents froze the recipient's details when they were made.
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import {
  calendarFeeds,
  certificates,
  courses,
  documents,
  emailChangeTokens,
  enquiries,
  enrolments,
  erasureRequests,
  examAttempts,
  examTests,
  feedbacks,
  leads,
  learnerPasswordTokens,
  learners,
  paymentRequests,
  referralCodes,
  referralCreditUses,
  referrals,
  reminderSends,
  sessions,
  trainingCards,
} from "../../db/schema.ts";

const sameEmail = (column: typeof leads.email | typeof enquiries.email, email: string) =>
  sql`lower(${column}) = lower(${email})`;

export const ERASED_NAME = "Erased learner";

export const dataRepository = {
  async everything(db: Executor, learnerId: number) {
    const [learner] = await db.select().from(learners).where(eq(learners.id, learnerId));
    if (!learner) return null;
    const { passwordHash, ...profile } = learner;
    const [
      sessionRows,
      enrolmentRows,
      feedbackRows,
      certificateRows,
      leadRows,
      enquiryRows,
      documentRows,
      reminderRows,
      erasureRows,
      attemptRows,
      referralCodeRows,
      referralRewardRows,
      referralCreditRows,
    ] = await Promise.all([
      db
        .select({
          startedAt: sessions.createdAt,
          endsAt: sessions.expiresAt,
          device: sessions.device,
          network: sessions.network,
        })
        .from(sessions)
        .where(and(eq(sessions.subjectType, "learner"), eq(sessions.subjectId, learnerId))),
      db
        .select({
          enrolledAt: enrolments.createdAt,
          course: courses.name,
          batchStartDate: trainingCards.startDate,
          batchEndDate: trainingCards.endDate,
          completed: enrolments.completed,
        })
        .from(enrolments)
        .innerJoin(trainingCards, eq(trainingCards.id, enrolments.trainingCardId))
        .innerJoin(courses, eq(courses.id, trainingCards.courseId))
        .where(eq(enrolments.learnerId, learnerId))
        .orderBy(asc(enrolments.id)),
      db
        .select({
          message: feedbacks.message,
          trainer: feedbacks.trainer,
          rating: feedbacks.rating,
          submittedAt: feedbacks.submittedAt,
        })
        .from(feedbacks)
        .where(eq(feedbacks.learnerId, learnerId)),
      db.select().from(certificates).where(eq(certificates.learnerId, learnerId)),
      db
        .select({
          name: leads.name,
          email: leads.email,
          contact: leads.contact,
          briefRequirement: leads.briefRequirement,
          createdAt: leads.createdAt,
        })
        .from(leads)
        .where(sameEmail(leads.email, learner.email)),
      db
        .select({
          kind: enquiries.kind,
          name: enquiries.name,
          email: enquiries.email,
          contact: enquiries.contact,
          query: enquiries.query,
          createdAt: enquiries.createdAt,
        })
        .from(enquiries)
        .where(sameEmail(enquiries.email, learner.email)),
      db
        .select({
          kind: documents.kind,
          number: documents.number,
          issuedAt: documents.issuedAt,
          recipientName: documents.recipientName,
          recipientEmail: documents.recipientEmail,
          pricePaise: documents.pricePaise,
        })
        .from(documents)
        .innerJoin(paymentRequests, eq(paymentRequests.id, documents.paymentRequestId))
        .innerJoin(leads, eq(leads.id, paymentRequests.leadId))
        .where(sameEmail(leads.email, learner.email)),
      db
        .select({ kind: reminderSends.kind, sessionStartsAt: reminderSends.startsAt, sentAt: reminderSends.createdAt })
        .from(reminderSends)
        .where(eq(reminderSends.learnerId, learnerId)),
      db
        .select({ requestedAt: erasureRequests.createdAt })
        .from(erasureRequests)
        .where(eq(erasureRequests.learnerId, learnerId)),
      db
        .select({
          test: examTests.title,
          startedAt: examAttempts.startedAt,
          submittedAt: examAttempts.submittedAt,
          percent: examAttempts.percent,
          passed: examAttempts.passed,
        })
        .from(examAttempts)
        .innerJoin(examTests, eq(examTests.id, examAttempts.testId))
        .where(eq(examAttempts.learnerId, learnerId))
        .orderBy(asc(examAttempts.id)),
      db
        .select({ code: referralCodes.code, createdAt: referralCodes.createdAt })
        .from(referralCodes)
        .where(eq(referralCodes.learnerId, learnerId)),
      // The learner's own rewards only: the friends who used the link are other people's data.
      db
        .select({
          rewardPaise: referrals.rewardPaise,
          rewardMode: referrals.rewardMode,
          createdAt: referrals.createdAt,
          paidOutAt: referrals.paidOutAt,
        })
        .from(referrals)
        .where(eq(referrals.referrerLearnerId, learnerId)),
      db
        .select({ amountPaise: referralCreditUses.amountPaise, usedAt: referralCreditUses.createdAt })
        .from(referralCreditUses)
        .where(eq(referralCreditUses.learnerId, learnerId)),
    ]);
    return {
      exportedAt: new Date().toISOString(),
      profile: { ...profile, hasPassword: Boolean(passwordHash) },
      sessions: sessionRows,
      enrolments: enrolmentRows,
      feedback: feedbackRows,
      certificates: certificateRows.map(({ issuedBy, revokedBy, ...row }) => row),
      enrolmentRequests: leadRows,
      enquiries: enquiryRows,
      invoicesAndReceipts: documentRows,
      reminderMails: reminderRows,
      erasureRequests: erasureRows,
      testAttempts: attemptRows,
      referrals: {
        link: referralCodeRows[0] ?? null,
        rewards: referralRewardRows,
        creditUsed: referralCreditRows,
      },
    };
  },

  async requests(db: Executor) {
    const rows = await db
      .select({
        id: erasureRequests.id,
        learnerId: erasureRequests.learnerId,
        firstName: learners.firstName,
        lastName: learners.lastName,
        createdAt: erasureRequests.createdAt,
        erasedAt: erasureRequests.erasedAt,
      })
      .from(erasureRequests)
      .innerJoin(learners, eq(learners.id, erasureRequests.learnerId))
      .orderBy(sql`${erasureRequests.erasedAt} is not null`, desc(erasureRequests.createdAt))
      .limit(500);
    return rows.map((row) => ({
      id: row.id,
      learnerId: row.learnerId,
      learnerName: [row.firstName, row.lastName].filter(Boolean).join(" ") || `Learner ${row.learnerId}`,
      requestedAt: row.createdAt.toISOString(),
      erasedAt: row.erasedAt?.toISOString() ?? null,
    }));
  },

  /**
   * Carries out an open request: the learner's details replaced, sign-in and feed gone, their
   * enquiries, enrolment requests and feedback texts blanked, certificates revoked and renamed.
   * Tax documents stay as issued. Null when there is no such open request.
   */
  async erase(db: Executor, requestId: number, staffId: number): Promise<{ learnerId: number } | null> {
    const [request] = await db
      .update(erasureRequests)
      .set({ erasedAt: new Date(), erasedBy: staffId })
      .where(and(eq(erasureRequests.id, requestId), isNull(erasureRequests.erasedAt)))
      .returning({ learnerId: erasureRequests.learnerId });
    if (!request) return null;
    const { learnerId } = request;
    const [learner] = await db.select({ email: learners.email }).from(learners).where(eq(learners.id, learnerId));
    if (!learner) return null;
    const gone = "erased";
    await db
      .update(leads)
      .set({ name: ERASED_NAME, email: `erased-${learnerId}@erased.invalid`, contact: gone, briefRequirement: "" })
      .where(sameEmail(leads.email, learner.email));
    await db
      .update(enquiries)
      .set({ name: ERASED_NAME, email: `erased-${learnerId}@erased.invalid`, contact: gone, query: "" })
      .where(sameEmail(enquiries.email, learner.email));
    await db.update(feedbacks).set({ message: "", trainer: "" }).where(eq(feedbacks.learnerId, learnerId));
    await db.update(certificates).set({ learnerName: ERASED_NAME }).where(eq(certificates.learnerId, learnerId));
    await db
      .update(certificates)
      .set({ revokedAt: new Date(), revokedReason: "Erased at the learner's request", revokedBy: staffId })
      .where(and(eq(certificates.learnerId, learnerId), isNull(certificates.revokedAt)));
    await db
      .update(learners)
      .set({
        firstName: ERASED_NAME,
        lastName: null,
        username: null,
        email: `erased-${learnerId}@erased.invalid`,
        contact: null,
        orgName: null,
        countryName: null,
        stateCode: null,
        passwordHash: null,
        remindersOff: true,
        status: "I",
      })
      .where(eq(learners.id, learnerId));
    await db.delete(sessions).where(and(eq(sessions.subjectType, "learner"), eq(sessions.subjectId, learnerId)));
    await db.delete(calendarFeeds).where(eq(calendarFeeds.learnerId, learnerId));
    await db.delete(emailChangeTokens).where(eq(emailChangeTokens.learnerId, learnerId));
    await db.delete(learnerPasswordTokens).where(eq(learnerPasswordTokens.learnerId, learnerId));
    // The referral link stops working (its code is gone); rewards already recorded stay with the payments.
    await db.delete(referralCodes).where(eq(referralCodes.learnerId, learnerId));
    return { learnerId };
  },
};
