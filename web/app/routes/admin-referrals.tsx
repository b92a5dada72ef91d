// /admin/referrals: the referral scheme's settings form, the totals of rewards owed, earned and
// paid, and every referral with its reward's state; an earned payout's Mark paid button. All plain
// posts to this page's action (no JavaScript needed). Admins and finance change them (the API
// refuses others, audited there); every staff member sees them.
import { referralEndpoints } from "@skillbridge/core";
import { formatPaise } from "@skillbridge/core/money";
import { AdminBar } from "../admin-ui/admin-bar";
import { type ReferralAnswer, referralAction } from "../features/admin-referrals/referral-action.server";
import { offerText, rewardText, stateText } from "../features/admin-referrals/referral-labels";
import own from "../features/admin-referrals/referrals.module.css";
import { SchemeForm, schemeValuesOf } from "../features/admin-referrals/scheme-form";
import { requireStaff, STAFF_PAGE_HEADERS, staffAction } from "../features/admin-session/staff-session.server";
import styles from "../features/dashboard/dashboard.module.css";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-referrals";

export async function loader({ context }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  await requireStaff(api);
  const overview = await api.call(referralEndpoints.list);
  return { canonical: `${origin}/admin/referrals`, overview: overview.ok ? overview.data : null };
}

export const action = staffAction(referralAction);

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Referrals | Back office | ${SITE_NAME}`,
    description: "The referral scheme, referred payments and the rewards owed, earned and paid.",
    canonical: loaderData?.canonical ?? "/admin/referrals",
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as ReferralAnswer | undefined;
  const { overview } = loaderData;
  if (!overview) {
    return (
      <div className="page">
        <AdminBar title="Referrals" />
        <p role="alert" className="message message-error">
          The referrals could not be loaded. Please reload the page.
        </p>
      </div>
    );
  }
  const { scheme, referrers, referrals, totals } = overview;
  return (
    <div className="page">
      <AdminBar title="Referrals" />
      <p>
        Each learner has a personal link on their dashboard. A visitor who follows it and enrols gets{" "}
        {offerText(scheme)} their fee (one discount only: a larger discount code replaces it). The referrer earns{" "}
        {formatPaise(scheme.rewardPaise)} once the fee is paid and {scheme.waitDays} days pass without a refund.
      </p>
      {answer?.done ? (
        <p role="status" className="message message-success">
          {answer.done}
        </p>
      ) : null}
      {answer?.errors && !answer.values ? (
        <p role="alert" className="message message-error">
          {answer.errors.form}
        </p>
      ) : null}
      <h2>Totals</h2>
      <dl className={own.totals}>
        {(
          [
            ["Rewards not yet earned", totals.pendingPaise],
            ["Credit earned", totals.creditEarnedPaise],
            ["Payouts owed", totals.payoutOwedPaise],
            ["Payouts paid", totals.payoutPaidPaise],
            ["Discounts given", totals.discountPaise],
          ] as const
        ).map(([term, paise]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{formatPaise(paise)}</dd>
          </div>
        ))}
      </dl>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus (WCAG 2.1.1) */}
      <section className={styles.tableScroll} aria-label="Table: Referrers" tabIndex={0}>
        <table className={styles.table}>
          <caption>Referrers</caption>
          <thead>
            <tr>
              <th scope="col">Referrer</th>
              <th scope="col">Friends referred</th>
              <th scope="col">Rewards earned</th>
              <th scope="col">Payouts owed</th>
              <th scope="col">Payouts paid</th>
            </tr>
          </thead>
          <tbody>
            {referrers.length === 0 ? (
              <tr>
                <td colSpan={5}>No referrers yet.</td>
              </tr>
            ) : (
              referrers.map((referrer) => (
                <tr key={referrer.email}>
                  <th scope="row">
                    {referrer.name}
                    <br />
                    <small>{referrer.email}</small>
                  </th>
                  <td>{referrer.referred}</td>
                  <td>{formatPaise(referrer.earnedPaise)}</td>
                  <td>{formatPaise(referrer.payoutOwedPaise)}</td>
                  <td>{formatPaise(referrer.payoutPaidPaise)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus (WCAG 2.1.1) */}
      <section className={styles.tableScroll} aria-label="Table: Referrals" tabIndex={0}>
        <table className={styles.table}>
          <caption>Referred payments</caption>
          <thead>
            <tr>
              <th scope="col">Referrer</th>
              <th scope="col">Referred</th>
              <th scope="col">Course</th>
              <th scope="col">Discount</th>
              <th scope="col">Reward</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {referrals.length === 0 ? (
              <tr>
                <td colSpan={6}>No referred payments yet.</td>
              </tr>
            ) : (
              referrals.map((referral) => (
                <tr key={referral.id}>
                  <th scope="row">
                    {referral.referrerName}
                    <br />
                    <small>{referral.referrerEmail}</small>
                  </th>
                  <td>{referral.referredName}</td>
                  <td>{referral.courseName}</td>
                  <td>{formatPaise(referral.discountPaise)}</td>
                  <td>{rewardText(referral)}</td>
                  <td>
                    {stateText(referral)}
                    {referral.rewardMode === "payout" && referral.state === "earned" ? (
                      <form method="post" aria-label={`Mark the payout to ${referral.referrerName} paid`}>
                        <input type="hidden" name="intent" value="paid" />
                        <input type="hidden" name="id" value={referral.id} />
                        <button type="submit" className="btn">
                          Mark paid
                        </button>
                      </form>
                    ) : null}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
      <h2>Scheme</h2>
      <SchemeForm values={schemeValuesOf(scheme)} answer={answer?.values ? answer : undefined} />
    </div>
  );
}
