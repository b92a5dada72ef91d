// /verify/{code}: what a certificate's QR code and link open. Valid or revoked (with
// the date) and what it certifies; a mistyped or unknown code says so and nothing more. Every
// lookup goes through the API's per-address limit; the page is never cached nor indexed.
import { certificateEndpoints } from "@skillbridge/core";
import { data } from "react-router";
import { VerificationResult } from "../features/certificate/verification-result";
import { VerifyForm } from "../features/certificate/verify-form";
import { errorText } from "../forms/errors";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/verify-code";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  const code = params.code.slice(0, 64);
  const canonical = `${origin}/verify/${encodeURIComponent(code)}`;
  const answer = await api.call(certificateEndpoints.verify, { params: { code } });
  if (answer.ok) return { canonical, code, result: answer.data, error: null };
  const status = answer.status === 0 ? 503 : answer.status;
  const error = errorText(answer.error, "The code could not be checked just now. Try again in a minute.");
  return data({ canonical, code, result: null, error }, { status });
}

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex",
  "Referrer-Policy": "no-referrer",
});

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Certificate verification | ${SITE_NAME}`,
    description: `Whether a ${SITE_NAME} certificate is genuine and valid.`,
    canonical: loaderData?.canonical ?? "/verify",
    noindex: true,
  });

export default function Page({ loaderData }: Route.ComponentProps) {
  const { result, error, code } = loaderData;
  return (
    <div className="page">
      <h1>Certificate verification</h1>
      {result ? (
        <VerificationResult result={result} />
      ) : (
        <>
          <p className="message message-error" role="alert">
            {error}
          </p>
          <h2>Check another code</h2>
          <VerifyForm code={code} />
        </>
      )}
    </div>
  );
}
