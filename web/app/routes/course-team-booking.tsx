// /course/{id}/team?batch={batchId}&seats={n}: a company books n named seats on one batch and pays
// once (the group price staff set). A plain form that works without JavaScript: the seat count is
// chosen first (a GET form), which lays out one row per participant.
import { MAX_GROUP_SEATS, MIN_GROUP_SEATS, PLACES_OF_SUPPLY } from "@skillbridge/core/money";
import { describeBatch } from "../features/batch/batch-time";
import { courseDetailOrThrow } from "../features/course/course-detail.server";
import { courseCanonical } from "../features/course/course-seo";
import { groupBookingAction } from "../features/group-booking/group-booking-action.server";
import { type GroupBookingAnswer, participantField } from "../features/group-booking/group-booking-fields";
import { TextField } from "../forms/field";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/course-team-booking";

const DEFAULT_SEATS = 3;

function seatsOf(url: URL): number {
  const wanted = Number(url.searchParams.get("seats") ?? DEFAULT_SEATS);
  return Number.isInteger(wanted) ? Math.min(MAX_GROUP_SEATS, Math.max(MIN_GROUP_SEATS, wanted)) : DEFAULT_SEATS;
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  const data = await courseDetailOrThrow(api, origin, params.id);
  const url = new URL(request.url);
  const wanted = Number(url.searchParams.get("batch"));
  const batch = data.batches.items.find((item) => item.id === wanted) ?? data.batches.items[0];
  return {
    canonical: courseCanonical(data),
    course: { id: data.course.id, ictName: data.course.ictName },
    batch: batch ? { id: batch.id, label: describeBatch(batch) } : undefined,
    seats: seatsOf(url),
  };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { api, origin } = context.get(requestContext);
  const detail = await courseDetailOrThrow(api, origin, params.id);
  const url = new URL(request.url);
  const batch = detail.batches.items.find((item) => item.id === Number(url.searchParams.get("batch")));
  if (!batch) throw new Response("Not Found", { status: 404 });
  return groupBookingAction(api, request, batch.id, seatsOf(url));
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Book for a team: ${loaderData?.course.ictName ?? "a course"} | ${SITE_NAME}`,
    description: "Book several named seats in one batch: one payment, one GST invoice to your company.",
    canonical: loaderData?.canonical ?? "/training_course",
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { course, batch, seats } = loaderData;
  const answer = actionData as GroupBookingAnswer | undefined;
  const errors = answer?.errors ?? {};
  const value = (name: string) => answer?.values?.[name] ?? "";
  if (!batch) {
    return (
      <div className="page">
        <h1>Book for a team</h1>
        <p role="status">This course has no batch open for booking yet. Please contact us.</p>
      </div>
    );
  }
  return (
    <div className="page">
      <h1>Book for a team: {course.ictName}</h1>
      <p>
        Batch: {batch.label}. One payment and one GST invoice to your company for all seats; the group price applies
        from the seat counts staff set. Each participant receives their own login by e-mail once the fee is paid.
      </p>
      <form method="get" aria-label="Number of seats">
        <input type="hidden" name="batch" value={batch.id} />
        <TextField
          label="Seats"
          type="number"
          name="seats"
          min={MIN_GROUP_SEATS}
          max={MAX_GROUP_SEATS}
          defaultValue={String(seats)}
        />
        <button type="submit" className="btn">
          Change the number of seats
        </button>
      </form>
      {errors.form || errors.batchId || errors.seats ? (
        <p role="alert" className="message message-error">
          {errors.form ?? errors.batchId ?? errors.seats}
        </p>
      ) : null}
      <form method="post" aria-label="Book for a team" action={`?batch=${batch.id}&seats=${seats}`}>
        <fieldset>
          <legend>Your details</legend>
          <TextField
            label="Your name"
            name="contactName"
            required
            defaultValue={value("contactName")}
            error={errors.contactName}
          />
          <TextField
            label="Your e-mail"
            type="email"
            name="contactEmail"
            required
            defaultValue={value("contactEmail")}
            error={errors.contactEmail}
          />
          <TextField
            label="Your phone"
            type="tel"
            name="contactPhone"
            required
            defaultValue={value("contactPhone")}
            error={errors.contactPhone}
          />
        </fieldset>
        <fieldset>
          <legend>Company (invoiced)</legend>
          <div className="field">
            <label htmlFor="payerState">State</label>
            <select id="payerState" name="payerState" required defaultValue={value("payerState")}>
              <option value="">Choose the company's state</option>
              {PLACES_OF_SUPPLY.map((place) => (
                <option key={place.code} value={place.code}>
                  {place.name}
                </option>
              ))}
            </select>
            {errors.payerState ? (
              <span role="alert" className="field-error">
                {errors.payerState}
              </span>
            ) : null}
          </div>
          <TextField label="GSTIN" name="payerGstin" defaultValue={value("payerGstin")} error={errors.payerGstin} />
          <TextField
            label="Legal name"
            name="payerLegalName"
            required
            defaultValue={value("payerLegalName")}
            error={errors.payerLegalName}
          />
          <TextField
            label="Billing address"
            name="payerAddress"
            required
            defaultValue={value("payerAddress")}
            error={errors.payerAddress}
          />
        </fieldset>
        <fieldset>
          <legend>Participants ({seats} seats)</legend>
          {Array.from({ length: seats }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions, fixed by the seat count
            <div key={index}>
              <TextField
                label={`Participant ${index + 1} name`}
                name={participantField(index, "name")}
                required
                defaultValue={value(participantField(index, "name"))}
                error={errors[participantField(index, "name")]}
              />
              <TextField
                label={`Participant ${index + 1} e-mail`}
                type="email"
                name={participantField(index, "email")}
                required
                defaultValue={value(participantField(index, "email"))}
                error={errors[participantField(index, "email")]}
              />
            </div>
          ))}
        </fieldset>
        <button type="submit" className="btn btn-primary">
          Book {seats} seats and pay
        </button>
      </form>
    </div>
  );
}
