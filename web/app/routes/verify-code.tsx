// /verify/{code}: what a certificate's QR code and link open. Valid or revoked (with
// the date) and what it certifies; a mistyped or unknown code says so and nothing more. Every
// lookup goes through the API's per-address limit; the page is never cached nor indexed.
import { certificateEndpoints } from "@skillbridge/core";
import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { verifyCopy } from "@skillbridge/core/page-copy/verify";
import { data } from "react-router";
import { VerificationResult } from "../features/certificate/verification-result";
import { VerifyForm } from "../features/certificate/verify-form";
import { errorText } from "../forms/errors";
import { copyOf, localizedCanonical, useCopy } from "../i18n/copy";
import { useMessageText } from "../i18n/message-text";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/verify-code";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  const code = params.code.slice(0, 64);
  const canonical = localizedCanonical(origin, `/verify/${encodeURIComponent(code)}`, new URL(request.url).pathname);
  const answer = await api.call(certificateEndpoints.verify, { params: { code } });
  if (answer.ok) return { canonical, code, result: answer.data, error: null };
  const status = answer.status === 0 ? 503 : answer.status;
  const error = errorText(answer.error, verifyCopy.messages.unavailable);
  return data({ canonical, code, result: null, error }, { status });
}

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex",
  "Referrer-Policy": "no-referrer",
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const copy = copyOf(matches, "verify", verifyCopy);
  return pageMeta({
    title: `${copy.resultTitle} | ${SITE_NAME}`,
    description: fillCopy(copy.resultDescription, { site: SITE_NAME }),
    canonical: loaderData?.canonical ?? "/verify",
    noindex: true,
  });
};

export default function Page({ loaderData }: Route.ComponentProps) {
  const { result, error, code } = loaderData;
  const copy = useCopy("verify", verifyCopy);
  const messageText = useMessageText("verify", verifyCopy);
  return (
    <div className="page">
      <h1>{copy.resultTitle}</h1>
      {result ? (
        <VerificationResult result={result} />
      ) : (
        <>
          <p className="message message-error" role="alert">
            {error ? messageText(error) : null}
          </p>
          <h2>{copy.checkAnother}</h2>
          <VerifyForm code={code} />
        </>
      )}
    </div>
  );
}
