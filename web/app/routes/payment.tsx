// /pay?token=…: the private payment page the payment link opens. No sign-in: the
// unguessable token is the key (only its hash is stored); the page is never cached nor indexed and
// sends no Referer to other sites, so the token does not leak.
import { paymentEndpoints } from "@skillbridge/core";
import { formatPaise } from "@skillbridge/core/money";
import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { paymentCopy } from "@skillbridge/core/page-copy/payment";
import { data } from "react-router";
import styles from "../features/payment/payment.module.css";
import { type PaymentAnswer, paymentAction } from "../features/payment/payment-action.server";
import { CouponForm, GatewayForm, PayerForm, UtrForm } from "../features/payment/payment-forms";
import { clearPaymentNotice, paymentNoticeOf, paymentNoticeText } from "../features/payment/payment-notice";
import { FeeSummary, isWaiting, PaymentState, PaymentsEntered, WaysToPay } from "../features/payment/payment-view";
import { PlanOffer, PlanParts } from "../features/payment/plan-forms";
import { copyOf, localizedCanonical, useCopy } from "../i18n/copy";
import { useMessageText } from "../i18n/message-text";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/payment";

function tokenOf(raw: string | null | undefined): string | null {
  const token = raw?.trim() ?? "";
  return /^[\w-]{20,100}$/.test(token) ? token : null;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  const url = new URL(request.url);
  const params = url.searchParams;
  const token = tokenOf(params.get("token"));
  // A discount code the link carried (?code=…) fills the code field; the payer applies it.
  const code = (params.get("code") ?? "").trim().slice(0, 64);
  const result = token ? await api.call(paymentEndpoints.page, { query: { token } }) : null;
  // The banner a form post left (Post/Redirect/Get): shown once, then cleared.
  const notice = paymentNoticeOf(request.headers.get("cookie"));
  return data(
    {
      canonical: localizedCanonical(origin, "/pay", url.pathname),
      token,
      code,
      page: result?.ok ? result.data : null,
      notice,
    },
    notice ? { headers: { "set-cookie": clearPaymentNotice(url.pathname) } } : undefined,
  );
}

export async function action({ context, request }: Route.ActionArgs) {
  const token = tokenOf(new URL(request.url).searchParams.get("token")) ?? "";
  return paymentAction(context.get(requestContext).api, request, token);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => ({
  ...(loaderHeaders.get("set-cookie") ? { "Set-Cookie": loaderHeaders.get("set-cookie")! } : {}),
  "Cache-Control": "private, no-store",
  // same-origin, not no-referrer: the token never reaches another site, and our own forms still
  // carry their Origin (no-referrer makes Chromium send "Origin: null", which the post check refuses).
  "Referrer-Policy": "same-origin",
  "X-Robots-Tag": "noindex, nofollow",
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const copy = copyOf(matches, "payment", paymentCopy);
  return pageMeta({
    title: `${copy.metaTitle} | ${SITE_NAME}`,
    description: fillCopy(copy.metaDescription, { site: SITE_NAME }),
    canonical: loaderData?.canonical ?? "/pay",
    noindex: true,
  });
};

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { token, code, page, notice } = loaderData;
  const answer = actionData as PaymentAnswer | undefined;
  const copy = useCopy("payment", paymentCopy);
  const messageText = useMessageText("payment", paymentCopy);
  if (!token || !page) {
    return (
      <div className={`page ${styles.page}`}>
        <h1>{copy.title}</h1>
        <p className="message message-error">{copy.linkUnknown}</p>
      </div>
    );
  }
  // Once a payment waits for our check (or is paid), the ways to pay are put away: nothing more to pay.
  // Money held for want of a seat: the payer is never asked to pay again meanwhile.
  // A later part of a plan waits for part 1, which confirms the seat.
  const payable = page.status === "open" && !isWaiting(page) && !page.seatGone && (page.plan?.payable ?? true);
  const refused = answer?.errors ? (answer.errors.utr ?? answer.errors.form ?? Object.values(answer.errors)[0]) : null;
  return (
    <div className={`page ${styles.page}`}>
      <h1>{fillCopy(copy.titleCourse, { course: page.courseName })}</h1>
      {notice ? (
        <p role="status" className={`message ${styles.success} ${styles.banner}`}>
          {paymentNoticeText(notice, copy.notices)}
        </p>
      ) : null}
      {page.seatGone ? (
        <p role="alert" className="message message-error">
          {copy.seatGone}
        </p>
      ) : null}
      {refused && answer?.intent !== "gateway" ? (
        <p role="alert" className={`message message-error ${styles.banner}`}>
          {copy.notSaved} {messageText(refused)}{" "}
          <a
            href={
              answer?.intent === "utr"
                ? "#utr-heading"
                : answer?.intent === "coupon"
                  ? "#coupon-heading"
                  : answer?.intent === "plan"
                    ? "#plan-heading"
                    : answer?.intent === "part"
                      ? "#plan-parts-heading"
                      : "#payer-heading"
            }
          >
            {copy.goToForm}
          </a>
        </p>
      ) : null}
      <p className={styles.intro}>{fillCopy(copy.intro, { name: page.payerName })}</p>
      <PaymentState page={page} token={token} />
      {page.plan ? <PlanParts token={token} plan={page.plan} answer={answer} /> : null}
      <FeeSummary page={page} />
      {page.couponOpen && !page.seatGone ? <CouponForm token={token} answer={answer} code={code} /> : null}
      {page.planOffer && payable ? <PlanOffer token={token} offer={page.planOffer} answer={answer} /> : null}
      {page.status === "open" ? <PayerForm token={token} page={page} answer={answer} /> : null}
      {payable ? (
        <>
          {page.gateway ? <GatewayForm token={token} answer={answer} /> : null}
          <WaysToPay page={page} token={token} />
          <UtrForm token={token} answer={answer} bank={page.bank !== null} />
        </>
      ) : null}
      <PaymentsEntered page={page} />
      <p className="field-hint">{fillCopy(copy.total, { amount: formatPaise(page.amountPaise) })}</p>
    </div>
  );
}
