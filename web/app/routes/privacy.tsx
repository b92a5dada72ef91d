// /privacy: the privacy notice every form links to (DPDP Act 2023); its version is NOTICE_ID.
import { privacyCopy as copy } from "@skillbridge/core/page-copy/privacy";
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
    title: `${copy.metaTitle} | ${SITE_NAME}`,
    description: copy.description,
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
