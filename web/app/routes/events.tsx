// /events: upcoming events first, soonest first, each with an 'Enquire' button that
// opens the event enquiry popup; then past events. Server-rendered from GET /events/; the
// popup's code is fetched on the visitor's first interaction with the page (or on hover/focus of Enquire), and before
// the scripts run Enquire is a link to the same form on its own page (/events/{id}/enquiry).
import { eventEndpoints } from "@skillbridge/core";
import { fallbackErrors } from "@skillbridge/core/messages";
import { eventsCopy as copy } from "@skillbridge/core/page-copy/events";
import { lazy, Suspense, useState } from "react";
import { EventList } from "../features/event/event-list";
import { type EventItem, scheduleOf } from "../features/event/event-schedule";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import { Dialog } from "../ui/dialog";
import { useEngagementPreload } from "../ui/use-engagement-preload";
import type { Route } from "./+types/events";

const loadEnquiry = () => import("../features/event/event-enquiry-dialog");
const EventEnquiryDialog = lazy(() => loadEnquiry().then((m) => ({ default: m.EventEnquiryDialog })));

// The canonical path is fixed: on a client-side navigation request.url is the `.data` URL.
export async function loader({ context }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  const canonical = `${origin}/events`;
  const result = await api.call(eventEndpoints.list);
  if (!result.ok) return { canonical, error: fallbackErrors.events, upcoming: [], past: [] };
  return { canonical, error: null, ...scheduleOf(result.data) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `${copy.title} | ${SITE_NAME}`,
    description: copy.description,
    canonical: loaderData?.canonical ?? "/events",
  });

export default function Page({ loaderData }: Route.ComponentProps) {
  const { upcoming, past, error } = loaderData;
  const [enquiring, setEnquiring] = useState<EventItem | null>(null);
  const close = () => setEnquiring(null);
  useEngagementPreload(loadEnquiry);
  return (
    <div className="page">
      <h1>{copy.title}</h1>
      <p>{copy.intro}</p>
      {error ? (
        <p className="message message-error" role="alert">
          {error}
        </p>
      ) : (
        <EventList upcoming={upcoming} past={past} onEnquire={setEnquiring} preloadEnquiry={loadEnquiry} />
      )}
      {enquiring ? (
        <Suspense
          fallback={
            <Dialog open onClose={close} title={`${copy.enquiryTitle} ${enquiring.title}`}>
              <p>{copy.loading}</p>
            </Dialog>
          }
        >
          <EventEnquiryDialog event={enquiring} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
