// /pay/razorpay?token=…&razorpay_payment_id=…: where Razorpay sends the payer back after paying a
// payment link. The API accepts the return only with Razorpay's signature and applies
// the payment once; the payer then lands on their payment page, showing the payment (and, when
// paid, the tax invoice). A refused return says why and links back.
import { paymentEndpoints } from "@skillbridge/core";
import { gatewayReturnSchema } from "@skillbridge/core/money";
import { redirect } from "react-router";
import { errorText } from "../forms/errors";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/payment-gateway-return";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = gatewayReturnSchema.safeParse(query);
  if (!parsed.success) {
    return {
      token: typeof query.token === "string" ? query.token : null,
      error: "This return from Razorpay is incomplete.",
    };
  }
  const result = await api.call(paymentEndpoints.gatewayReturn, { body: parsed.data });
  if (result.ok) throw redirect(`/pay?token=${encodeURIComponent(parsed.data.token)}`);
  return { token: parsed.data.token, error: errorText(result.error, "The payment could not be recorded.") };
}

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "same-origin",
  "X-Robots-Tag": "noindex, nofollow",
});

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `Your payment | ${SITE_NAME}`,
    description: `Your ${SITE_NAME} payment through Razorpay.`,
    canonical: "/pay",
    noindex: true,
  });

export default function Page({ loaderData }: Route.ComponentProps) {
  const { token, error } = loaderData;
  return (
    <div className="page">
      <h1>Your payment</h1>
      <p role="alert" className="message message-error">
        {error} If money left your account, contact us: we check every payment with Razorpay.
      </p>
      {token ? <a href={`/pay?token=${encodeURIComponent(token)}`}>Back to your payment page</a> : null}
    </div>
  );
}
