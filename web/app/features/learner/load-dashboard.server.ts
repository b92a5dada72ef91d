// The dashboard's data, read on the server through the learner API calls with the visitor's own session.
// Only the signed-in learner's own e-mail is ever asked for; the API refuses any other (contract).
import {
  accountEndpoints,
  certificateEndpoints,
  examEndpoints,
  learnerEndpoints,
  paymentPlanEndpoints,
  referralEndpoints,
} from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import type { SessionUser } from "@skillbridge/core/schemas";
import type { AccountState } from "./account-settings";
import type {
  CertificatesState,
  DashboardData,
  ProfileState,
  ReferralState,
  TestsState,
  TrainingsState,
} from "./dashboard-data";
import { learnerMessages, problemText } from "./learner-messages";

/** The learner's certificates; left out (none) for callers that show no certificates. */
async function loadCertificates(api: ApiClient, origin: string | undefined): Promise<CertificatesState> {
  if (origin === undefined) return { status: "loaded", certificates: [] };
  const result = await api.call(certificateEndpoints.mine);
  if (!result.ok) return { status: "error", message: problemText(result.error, learnerMessages.certificatesFailed) };
  const verifyUrl = (code: string) => `${origin}/verify/${encodeURIComponent(code)}`;
  return {
    status: "loaded",
    certificates: result.data.map((certificate) => ({ ...certificate, verifyUrl: verifyUrl(certificate.code) })),
  };
}

/** The tests open to the learner; left out for callers that show no tests. */
async function loadTests(api: ApiClient, origin: string | undefined): Promise<TestsState | undefined> {
  if (origin === undefined) return undefined;
  const result = await api.call(examEndpoints.myTests);
  if (!result.ok) return { status: "error", message: problemText(result.error, "Your tests could not be loaded.") };
  return { status: "loaded", tests: result.data };
}

/**
 * The learner's Account Settings; `origin` builds the calendar feed's address. Left
 * out (none) for callers that show no settings, like the certificates.
 */
export async function loadAccount(api: ApiClient, origin: string | undefined): Promise<AccountState> {
  if (origin === undefined) return { status: "none" };
  const result = await api.call(accountEndpoints.account);
  if (!result.ok) return { status: "error", message: problemText(result.error, learnerMessages.accountFailed) };
  return { status: "loaded", account: result.data, origin };
}

/** The learner's referral link (made on first need) and credit; none for callers without an origin. */
async function loadReferral(api: ApiClient, origin: string | undefined): Promise<ReferralState | undefined> {
  if (origin === undefined) return undefined;
  const result = await api.call(referralEndpoints.mine);
  if (!result.ok) return { status: "error", message: problemText(result.error, learnerMessages.referralFailed) };
  return { status: "loaded", referral: result.data, link: `${origin}/r/${result.data.code}` };
}

export async function loadDashboard(api: ApiClient, user: SessionUser, origin?: string): Promise<DashboardData> {
  const learner = {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
  };
  const now = new Date().toISOString();
  const email = user.email?.trim();
  if (!email) {
    // Without the stored e-mail neither call is made.
    return {
      learner,
      now,
      profile: { status: "no-session" },
      trainings: { status: "error", message: learnerMessages.noPastTrainings },
      certificates: await loadCertificates(api, origin),
      account: await loadAccount(api, origin),
    };
  }
  const [profileResult, trainingsResult, certificates, account, referral, tests, planNotice] = await Promise.all([
    api.call(learnerEndpoints.profile, { query: { email } }),
    api.call(learnerEndpoints.trainings, { params: { email } }),
    loadCertificates(api, origin),
    loadAccount(api, origin),
    loadReferral(api, origin),
    loadTests(api, origin),
    // The banner is a help, never a blocker: the dashboard shows without it if it cannot be read.
    origin === undefined
      ? undefined
      : api.call(paymentPlanEndpoints.learnerNotice).then((result) => (result.ok ? result.data : undefined)),
  ]);

  let profile: ProfileState;
  if (profileResult.ok) {
    const first = profileResult.data[0]; // the first result is the profile
    profile = first ? { status: "loaded", profile: first } : { status: "not-found", email };
  } else if (profileResult.status === 401) {
    profile = { status: "no-session" };
  } else {
    profile = { status: "error", message: problemText(profileResult.error, learnerMessages.profileFailed) };
  }

  const trainings: TrainingsState = trainingsResult.ok
    ? { status: "loaded", enrolments: trainingsResult.data }
    : { status: "error", message: problemText(trainingsResult.error, learnerMessages.pastTrainingsFailed) };

  return {
    learner,
    now,
    profile,
    trainings,
    certificates,
    account,
    ...(referral ? { referral } : {}),
    ...(tests ? { tests } : {}),
    ...(planNotice ? { planNotice } : {}),
  };
}
