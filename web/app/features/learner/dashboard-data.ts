// What the dashboard shows, as states (every fetch goes loading, then loaded or error).
import type { Certificate } from "@skillbridge/core";
import type { LearnerTest } from "@skillbridge/core/exams";
import type { MyReferral, PlanNotice } from "@skillbridge/core/money";
import type { Enrolment, Learner } from "@skillbridge/core/schemas";
import type { AccountState } from "./account-settings";

export type ProfileState =
  | { status: "loading" }
  | { status: "no-session" }
  | { status: "not-found"; email: string }
  | { status: "error"; message: string }
  | { status: "loaded"; profile: Learner };

export type TrainingsState = { status: "loaded"; enrolments: Enrolment[] } | { status: "error"; message: string };

/** A certificate with the absolute address of its public verification page. */
export type LearnerCertificate = Certificate & { verifyUrl: string };
export type CertificatesState =
  | { status: "loaded"; certificates: LearnerCertificate[] }
  | { status: "error"; message: string };

/** The referral link is the site's origin, /r/ and the code. */
export type ReferralState =
  | { status: "loaded"; referral: MyReferral; link: string }
  | { status: "error"; message: string };
export type TestsState = { status: "loaded"; tests: LearnerTest[] } | { status: "error"; message: string };

/** The signed-in learner as the session knows them (id, e-mail, names), for greeting and feedback. */
export type SessionLearner = {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
};

export type DashboardData = {
  learner: SessionLearner;
  profile: ProfileState;
  trainings: TrainingsState;
  certificates: CertificatesState;
  /** The tests open to the learner; left out by callers that show no tests. */
  tests?: TestsState;
  /** Account Settings. */
  account: AccountState;
  /** The learner's referral link and credit; absent where the page shows none. */
  referral?: ReferralState;
  /** Parts of the learner's fees due soon or overdue; absent where the page shows none. */
  planNotice?: PlanNotice;
  /** The server's "now", so the page and its hydration split ongoing/completed the same way. */
  now: string;
};
