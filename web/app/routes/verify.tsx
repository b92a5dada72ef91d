// /verify (issue 15): anyone enters a certificate's code to check it. Not indexed, never cached.

import { verifyAction } from "../features/certificate/verify-action.server";
import { VerifyForm } from "../features/certificate/verify-form";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/verify";

export function loader({ context }: Route.LoaderArgs) {
  const { origin } = context.get(requestContext);
  return { canonical: `${origin}/verify` };
}

export const action = ({ request }: Route.ActionArgs) => verifyAction(request);

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
  return (
    <div className="page">
      <h1>Verify a certificate</h1>
      <p>Enter the code printed on a {SITE_NAME} certificate to see whether it is genuine and still valid.</p>
      <VerifyForm code={actionData?.code} error={actionData?.error} />
    </div>
  );
}
