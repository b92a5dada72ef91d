// /admin/coupons: the discount codes, with their uses and the fees paid with them; a new code's
// form and each code's on/off switch post to this page's action (no JavaScript needed). Admins and
// finance change codes (the API refuses others, audited there); every staff member sees them.
import { couponEndpoints } from "@skillbridge/core";
import { formatPaise } from "@skillbridge/core/money";
import { Link } from "react-router";
import { AdminBar } from "../admin-ui/admin-bar";
import { type CouponAnswer, couponAction } from "../features/admin-coupons/coupon-action.server";
import { CouponForm } from "../features/admin-coupons/coupon-form";
import { discountText, scopeText, usesText, validityText } from "../features/admin-coupons/coupon-labels";
import { requireStaff, STAFF_PAGE_HEADERS, staffAction } from "../features/admin-session/staff-session.server";
import styles from "../features/dashboard/dashboard.module.css";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-coupons";

export async function loader({ context }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  await requireStaff(api);
  const coupons = await api.call(couponEndpoints.list);
  return { canonical: `${origin}/admin/coupons`, coupons: coupons.ok ? coupons.data : [] };
}

export const action = staffAction(couponAction);

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Discount codes | Back office | ${SITE_NAME}`,
    description: "Discount codes, their uses and the fees paid with them.",
    canonical: loaderData?.canonical ?? "/admin/coupons",
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as CouponAnswer | undefined;
  const { coupons } = loaderData;
  return (
    <div className="page">
      <AdminBar title="Discount codes" />
      <p>
        A payer enters a code on the payment page before paying; the fee, its GST and the proforma follow it. A fee
        already paid or entered never changes. Revenue counts fees paid with a code, GST included.
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
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus (WCAG 2.1.1) */}
      <section className={styles.tableScroll} aria-label="Table: Discount codes" tabIndex={0}>
        <table className={styles.table}>
          <caption>Discount codes</caption>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Discount</th>
              <th scope="col">For</th>
              <th scope="col">Valid</th>
              <th scope="col">Uses</th>
              <th scope="col">Revenue</th>
              <th scope="col">Offered</th>
            </tr>
          </thead>
          <tbody>
            {coupons.length === 0 ? (
              <tr>
                <td colSpan={7}>No discount codes yet.</td>
              </tr>
            ) : (
              coupons.map((coupon) => (
                <tr key={coupon.id}>
                  <th scope="row">
                    <Link to={`/admin/coupons/${coupon.id}`}>{coupon.code}</Link>
                  </th>
                  <td>{discountText(coupon)}</td>
                  <td>{scopeText(coupon)}</td>
                  <td>{validityText(coupon)}</td>
                  <td>{usesText(coupon)}</td>
                  <td>{formatPaise(coupon.revenuePaise)}</td>
                  <td>
                    <form method="post" aria-label={`Switch ${coupon.code} ${coupon.active ? "off" : "on"}`}>
                      <input type="hidden" name="intent" value="active" />
                      <input type="hidden" name="id" value={coupon.id} />
                      <input type="hidden" name="active" value={coupon.active ? "false" : "true"} />
                      {coupon.active ? "Yes" : "No"}{" "}
                      <button type="submit" className="btn">
                        {coupon.active ? "Switch off" : "Switch on"}
                      </button>
                    </form>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
      <h2>New discount code</h2>
      <CouponForm intent="create" values={{}} answer={answer?.values ? answer : undefined} />
    </div>
  );
}
