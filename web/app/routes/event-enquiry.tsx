// /events/{id}/enquiry: the event enquiry popup's form as a page, for a visitor whose
// browser has not run the page's scripts (the card's Enquire is a link here); the popup posts here
// too. Not indexed: the events page is the one to find.
import { eventsCopy as copy } from "@skillbridge/core/page-copy/events";
import { useId } from "react";
import { Link } from "react-router";
import { eventEnquiryAction, findUpcomingEvent } from "../features/event/event-enquiry-action.server";
import { EVENT_ENQUIRY_INTENT, EventEnquiryForm, eventEnquiryTitle } from "../features/event/event-enquiry-dialog";
import { postedFor } from "../forms/form-answer";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/event-enquiry";

function eventIdOf(param: string): number {
  if (!/^\d{1,9}$/.test(param)) throw new Response("Not Found", { status: 404 });
  return Number(param);
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  const event = await findUpcomingEvent(api, eventIdOf(params.eventId));
  if (!event) throw new Response("Not Found", { status: 404 });
  return { canonical: `${origin}/events`, event: { id: event.id, title: event.title, courseId: event.courseId } };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { api } = context.get(requestContext);
  const id = eventIdOf(params.eventId);
  // A past or removed event: the API refuses it in its own words.
  const event = (await findUpcomingEvent(api, id)) ?? { id, courseId: null };
  return eventEnquiryAction(api, request, { id, title: "", courseId: event.courseId });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `${loaderData ? eventEnquiryTitle(loaderData.event.title) : "Enquire"} | ${SITE_NAME}`,
    description: copy.enquiryDescription,
    canonical: loaderData?.canonical ?? "/events",
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const headingId = useId();
  const { event } = loaderData;
  return (
    <div className="page">
      <p>
        <Link to="/events">← All events</Link>
      </p>
      <h1 id={headingId}>{eventEnquiryTitle(event.title)}</h1>
      <EventEnquiryForm
        event={event}
        posted={postedFor(actionData, EVENT_ENQUIRY_INTENT)}
        aria-labelledby={headingId}
      />
    </div>
  );
}
