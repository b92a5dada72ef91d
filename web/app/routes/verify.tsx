// /verify: anyone enters a certificate's code to check it, or uploads its signed
// credential to check the signature and status. Not indexed, never cached.
import { CredentialForm } from "../features/certificate/credential-form";
import { type VerifyAnswer, verifyAction } from "../features/certificate/verify-action.server";
import { VerifyForm } from "../features/certificate/verify-form";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/verify";

export function loader({ context }: Route.LoaderArgs) {
  const { origin } = context.get(requestContext);
  return { canonical: `${origin}/verify` };
}

export const action = ({ context, request }: Route.ActionArgs) =>
  verifyAction(context.get(requestContext).api, request);

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex",
});

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Verify a certificate | ${SITE_NAME}`,
    description: `Check that a ${SITE_NAME} certificate is genuine: enter the code printed on it.`,
    canonical: loaderData?.canonical ?? "/verify",
    noindex: true,
  });

export default function Page({ actionData }: Route.ComponentProps) {
  const answer = actionData as VerifyAnswer | undefined;
  const codeAnswer = answer?.form === "code" ? answer : undefined;
  const credentialAnswer = answer?.form === "credential" ? answer : undefined;
  return (
    <div className="page">
      <h1>Verify a certificate</h1>
      <p>Enter the code printed on a {SITE_NAME} certificate to see whether it is genuine and still valid.</p>
      <VerifyForm code={codeAnswer?.code} error={codeAnswer?.error} />
      <CredentialForm
        check={credentialAnswer && "check" in credentialAnswer ? credentialAnswer.check : undefined}
        error={credentialAnswer && "error" in credentialAnswer ? credentialAnswer.error : undefined}
      />
    </div>
  );
}
