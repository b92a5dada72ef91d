// /privacy: the privacy notice every form links to (DPDP Act 2023); its version is NOTICE_ID.

import { PrivacyNotice } from "../features/privacy/privacy-notice";
import { NOTICE_ID } from "../forms/submission-notice";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import { site } from "../site";
import { useSiteSettings } from "../site-settings";
import type { Route } from "./+types/privacy";

// The canonical path is fixed: on a client-side navigation request.url is the `.data` URL.
export function loader({ context }: Route.LoaderArgs) {
  const { origin } = context.get(requestContext);
  return { canonical: `${origin}/privacy` };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Privacy Notice | ${SITE_NAME}`,
    description:
      "What SkillBridge Academy collects through its forms, why, how long it is kept, who sees it, and your rights under India's Digital Personal Data Protection Act 2023.",
    canonical: loaderData?.canonical ?? "/privacy",
  });

export default function Page() {
  const settings = useSiteSettings();
  return (
    <div className="page">
      <PrivacyNotice
        noticeId={NOTICE_ID}
        legalName={site.legalName}
        email={settings.email}
        address={settings.centres[0]?.lines ?? []}
      />
    </div>
  );
}
