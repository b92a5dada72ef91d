// /pay/razorpay?token=…&razorpay_payment_id=…: where Razorpay sends the payer back after paying a
// payment link. The API accepts the return only with Razorpay's signature and applies
// the payment once; the payer then lands on their payment page, showing the payment (and, when
// paid, the tax invoice). A refused return says why and links back.
import { paymentEndpoints } from "@skillbridge/core";
import { localeOfPath, localizedPath } from "@skillbridge/core/i18n/locales";
import { gatewayReturnSchema } from "@skillbridge/core/money";
import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { paymentCopy } from "@skillbridge/core/page-copy/payment";
import { redirect } from "react-router";
import { errorText } from "../forms/errors";
import { copyOf, useCopy, useLocalePath } from "../i18n/copy";
import { useMessageText } from "../i18n/message-text";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/payment-gateway-return";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  const url = new URL(request.url);
  const query = Object.fromEntries(url.searchParams);
  const parsed = gatewayReturnSchema.safeParse(query);
  if (!parsed.success) {
    return {
      token: typeof query.token === "string" ? query.token : null,
      error: paymentCopy.messages.gatewayIncomplete,
    };
  }
  const result = await api.call(paymentEndpoints.gatewayReturn, { body: parsed.data });
  // Back to the payment page in the language the payer left it in.
  const page = localizedPath("/pay", localeOfPath(url.pathname));
  if (result.ok) throw redirect(`${page}?token=${encodeURIComponent(parsed.data.token)}`);
  return { token: parsed.data.token, error: errorText(result.error, paymentCopy.messages.gatewayNotRecorded) };
}

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "same-origin",
  "X-Robots-Tag": "noindex, nofollow",
});

export const meta: Route.MetaFunction = ({ matches }) => {
  const copy = copyOf(matches, "payment", paymentCopy).gatewayReturn;
  return pageMeta({
    title: `${copy.title} | ${SITE_NAME}`,
    description: fillCopy(copy.description, { site: SITE_NAME }),
    canonical: "/pay",
    noindex: true,
  });
};

export default function Page({ loaderData }: Route.ComponentProps) {
  const { token, error } = loaderData;
  const copy = useCopy("payment", paymentCopy).gatewayReturn;
  const messageText = useMessageText("payment", paymentCopy);
  const to = useLocalePath();
  return (
    <div className="page">
      <h1>{copy.title}</h1>
      <p role="alert" className="message message-error">
        {messageText(error)} {copy.contact}
      </p>
      {token ? <a href={to(`/pay?token=${encodeURIComponent(token)}`)}>{copy.back}</a> : null}
    </div>
  );
}
