// /admin/coupons/:id: one discount code's uses (payer, e-mail, course, date, discount and fee) and
// its form, posting to this page's action (no JavaScript needed). Payments already priced with the
// code keep their figures whatever is changed here.
import { couponEndpoints } from "@skillbridge/core";
import { formatPaise } from "@skillbridge/core/money";
import { formatDate } from "@skillbridge/core/rules";
import { data, Link } from "react-router";
import { AdminBar } from "../admin-ui/admin-bar";
import { type CouponAnswer, couponAction } from "../features/admin-coupons/coupon-action.server";
import { CouponForm, formValuesOf } from "../features/admin-coupons/coupon-form";
import { discountText, scopeText, usesText, validityText } from "../features/admin-coupons/coupon-labels";
import { requireStaff, STAFF_PAGE_HEADERS, staffAction } from "../features/admin-session/staff-session.server";
import styles from "../features/dashboard/dashboard.module.css";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-coupon";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  await requireStaff(api);
  const id = Number(params.id);
  const found = Number.isSafeInteger(id) && id > 0 ? await api.call(couponEndpoints.uses, { params: { id } }) : null;
  if (!found?.ok) throw data("This discount code does not exist", { status: 404 });
  return { canonical: `${origin}/admin/coupons/${id}`, ...found.data };
}

export const action = staffAction(couponAction);

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `${loaderData?.coupon.code ?? "Discount code"} | Back office | ${SITE_NAME}`,
    description: "A discount code's uses and settings.",
    canonical: loaderData?.canonical ?? "/admin/coupons",
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as CouponAnswer | undefined;
  const { coupon, uses } = loaderData;
  return (
    <div className="page">
      <AdminBar title={`Discount code ${coupon.code}`}>
        <Link className="btn" to="/admin/coupons">
          All discount codes
        </Link>
      </AdminBar>
      {answer?.done ? (
        <p role="status" className="message message-success">
          {answer.done}
        </p>
      ) : null}
      <p>
        {discountText(coupon)} · {scopeText(coupon)} · {validityText(coupon)} · used {usesText(coupon)} ·{" "}
        {formatPaise(coupon.revenuePaise)} paid with it · {coupon.active ? "offered" : "switched off"}
      </p>
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus (WCAG 2.1.1) */}
      <section className={styles.tableScroll} aria-label={`Table: uses of ${coupon.code}`} tabIndex={0}>
        <table className={styles.table}>
          <caption>Uses of {coupon.code}</caption>
          <thead>
            <tr>
              <th scope="col">Payer</th>
              <th scope="col">E-mail</th>
              <th scope="col">Course</th>
              <th scope="col">Date</th>
              <th scope="col">Discount</th>
              <th scope="col">Fee</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {uses.length === 0 ? (
              <tr>
                <td colSpan={7}>Nobody has used this code yet.</td>
              </tr>
            ) : (
              uses.map((use) => (
                <tr key={`${use.email}-${use.createdAt}`}>
                  <th scope="row">{use.payerName}</th>
                  <td>{use.email}</td>
                  <td>{use.courseName}</td>
                  <td>{formatDate(use.createdAt)}</td>
                  <td>{formatPaise(use.discountPaise)}</td>
                  <td>{formatPaise(use.amountPaise)}</td>
                  <td>{use.status === "cancelled" ? "replaced by a newer link" : use.status}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
      <h2>Edit this code</h2>
      <CouponForm intent="update" values={formValuesOf(coupon)} answer={answer} />
    </div>
  );
}
