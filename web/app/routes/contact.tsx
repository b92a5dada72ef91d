// /contact: hero; the contact form (course optional, an empty query gets a default
// text); the standalone course enquiry form; two offices with maps that load only
// on request; the contact e-mail, two phone numbers and a response within 1 business day.

import { contactCopy } from "@skillbridge/core/page-copy/contact";
import { fillContact } from "@skillbridge/core/site-settings";
import styles from "../features/contact/contact.module.css";
import { ContactDetails } from "../features/contact/contact-details";
import { ContactHero } from "../features/contact/contact-hero";
import { OfficeMap } from "../features/contact/office-map";
import { contactAction } from "../features/enquiry/contact-action.server";
import { CONTACT_INTENT, ContactForm } from "../features/enquiry/contact-form";
import { STANDALONE_ENQUIRY_INTENT, StandaloneEnquiryForm } from "../features/enquiry/standalone-enquiry-form";
import { postedFor } from "../forms/form-answer";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import { whatsappLink } from "../site";
import { settingsOf, useSiteSettings } from "../site-settings";
import type { Route } from "./+types/contact";

// The canonical path is fixed: on a client-side navigation request.url is the `.data` URL.
export function loader({ context }: Route.LoaderArgs) {
  const { origin } = context.get(requestContext);
  return { canonical: `${origin}/contact` };
}

// Both forms of the page post here; `intent` says which.
export async function action({ request, context }: Route.ActionArgs) {
  return contactAction(context.get(requestContext).api, request);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    title: `${contactCopy.title} | ${SITE_NAME}`,
    description: fillContact(contactCopy.description, settingsOf(matches)),
    canonical: loaderData?.canonical ?? "/contact",
  });

export default function Page({ actionData }: Route.ComponentProps) {
  // The site settings record: the one place these details are kept.
  const settings = useSiteSettings();
  return (
    <>
      <ContactHero />
      <div className={`page ${styles.stack}`}>
        <div className={styles.layout}>
          <ContactForm posted={postedFor(actionData, CONTACT_INTENT)} />
          <ContactDetails
            email={settings.email}
            hours={settings.hours}
            phones={settings.phones}
            whatsappUrl={whatsappLink(settings)}
          />
        </div>
        <section aria-labelledby="our-offices">
          <h2 id="our-offices">{contactCopy.officesTitle}</h2>
          <div className={styles.offices}>
            {settings.centres.map((office) => (
              <OfficeMap key={office.name} office={office} />
            ))}
          </div>
        </section>
        <StandaloneEnquiryForm posted={postedFor(actionData, STANDALONE_ENQUIRY_INTENT)} />
      </div>
    </>
  );
}
