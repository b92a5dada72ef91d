// /verify: anyone enters a certificate's code to check it, or uploads its signed
// credential to check the signature and status. Not indexed, never cached.
import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { verifyCopy } from "@skillbridge/core/page-copy/verify";
import { CredentialForm } from "../features/certificate/credential-form";
import { type VerifyAnswer, verifyAction } from "../features/certificate/verify-action.server";
import { VerifyForm } from "../features/certificate/verify-form";
import { copyOf, localizedCanonical, useCopy } from "../i18n/copy";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/verify";

export function loader({ context, request }: Route.LoaderArgs) {
  const { origin } = context.get(requestContext);
  return { canonical: localizedCanonical(origin, "/verify", new URL(request.url).pathname) };
}

export const action = ({ context, request }: Route.ActionArgs) =>
  verifyAction(context.get(requestContext).api, request);

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex",
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const copy = copyOf(matches, "verify", verifyCopy);
  return pageMeta({
    title: `${copy.title} | ${SITE_NAME}`,
    description: fillCopy(copy.description, { site: SITE_NAME }),
    canonical: loaderData?.canonical ?? "/verify",
    noindex: true,
  });
};

export default function Page({ actionData }: Route.ComponentProps) {
  const answer = actionData as VerifyAnswer | undefined;
  const codeAnswer = answer?.form === "code" ? answer : undefined;
  const credentialAnswer = answer?.form === "credential" ? answer : undefined;
  const copy = useCopy("verify", verifyCopy);
  return (
    <div className="page">
      <h1>{copy.title}</h1>
      <p>{fillCopy(copy.intro, { site: SITE_NAME })}</p>
      <VerifyForm code={codeAnswer?.code} error={codeAnswer?.error} />
      <CredentialForm
        check={credentialAnswer && "check" in credentialAnswer ? credentialAnswer.check : undefined}
        error={credentialAnswer && "error" in credentialAnswer ? credentialAnswer.error : undefined}
      />
    </div>
  );
}
