// /course/{id}/team?batch={batchId}&seats={n}: a company books n named seats on one batch and pays
// once (the group price staff set). A plain form that works without JavaScript: the seat count is
// chosen first (a GET form), which lays out one row per participant.
import { MAX_GROUP_SEATS, MIN_GROUP_SEATS, OUTSIDE_INDIA, PLACES_OF_SUPPLY } from "@skillbridge/core/money";
import { enrolmentCopy } from "@skillbridge/core/page-copy/enrolment";
import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { batchLabel } from "../features/batch/batch-label.server";
import { courseDetailOrThrow } from "../features/course/course-detail.server";
import { courseCanonical } from "../features/course/course-seo";
import { groupBookingAction } from "../features/group-booking/group-booking-action.server";
import { type GroupBookingAnswer, participantField } from "../features/group-booking/group-booking-fields";
import { TextField } from "../forms/field";
import { copyOf, useCopy } from "../i18n/copy";
import { useMessageText } from "../i18n/message-text";
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
    batch: batch ? { id: batch.id, label: batchLabel(batch, request) } : undefined,
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

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const copy = copyOf(matches, "enrolment", enrolmentCopy);
  return pageMeta({
    title: `${fillCopy(copy.team.titleCourse, { course: loaderData?.course.ictName ?? copy.pages.aCourse })} | ${SITE_NAME}`,
    description: copy.team.description,
    canonical: loaderData?.canonical ?? "/training_course",
    noindex: true,
  });
};

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { course, batch, seats } = loaderData;
  const answer = actionData as GroupBookingAnswer | undefined;
  const words = useCopy("enrolment", enrolmentCopy).team;
  const messageText = useMessageText("enrolment", enrolmentCopy);
  // The schemas' and the server's words in the page's language where the dictionary has them.
  const errors = Object.fromEntries(
    Object.entries(answer?.errors ?? {}).map(([name, text]) => [name, messageText(text)]),
  ) as Record<string, string>;
  const value = (name: string) => answer?.values?.[name] ?? "";
  if (!batch) {
    return (
      <div className="page">
        <h1>{words.title}</h1>
        <p role="status">{words.noBatch}</p>
      </div>
    );
  }
  return (
    <div className="page">
      <h1>{fillCopy(words.titleCourse, { course: course.ictName })}</h1>
      <p>{fillCopy(words.intro, { batch: batch.label })}</p>
      <form method="get" aria-label={words.seatsForm}>
        <input type="hidden" name="batch" value={batch.id} />
        <TextField
          label={words.seats}
          type="number"
          name="seats"
          min={MIN_GROUP_SEATS}
          max={MAX_GROUP_SEATS}
          defaultValue={String(seats)}
        />
        <button type="submit" className="btn">
          {words.changeSeats}
        </button>
      </form>
      {errors.form || errors.batchId || errors.seats ? (
        <p role="alert" className="message message-error">
          {errors.form ?? errors.batchId ?? errors.seats}
        </p>
      ) : null}
      <form method="post" aria-label={words.title} action={`?batch=${batch.id}&seats=${seats}`}>
        <fieldset>
          <legend>{words.yourDetails}</legend>
          <TextField
            label={words.yourName}
            name="contactName"
            required
            defaultValue={value("contactName")}
            error={errors.contactName}
          />
          <TextField
            label={words.yourEmail}
            type="email"
            name="contactEmail"
            required
            defaultValue={value("contactEmail")}
            error={errors.contactEmail}
          />
          <TextField
            label={words.yourPhone}
            type="tel"
            name="contactPhone"
            required
            defaultValue={value("contactPhone")}
            error={errors.contactPhone}
          />
        </fieldset>
        <fieldset>
          <legend>{words.company}</legend>
          <div className="field">
            <label htmlFor="payerState">{words.state}</label>
            <select id="payerState" name="payerState" required defaultValue={value("payerState")}>
              <option value="">{words.chooseState}</option>
              {PLACES_OF_SUPPLY.map((place) => (
                <option key={place.code} value={place.code}>
                  {place.code === OUTSIDE_INDIA ? words.outsideIndia : place.name}
                </option>
              ))}
            </select>
            {errors.payerState ? (
              <span role="alert" className="field-error">
                {errors.payerState}
              </span>
            ) : null}
          </div>
          <TextField
            label={words.gstin}
            name="payerGstin"
            defaultValue={value("payerGstin")}
            error={errors.payerGstin}
          />
          <TextField
            label={words.legalName}
            name="payerLegalName"
            required
            defaultValue={value("payerLegalName")}
            error={errors.payerLegalName}
          />
          <TextField
            label={words.address}
            name="payerAddress"
            required
            defaultValue={value("payerAddress")}
            error={errors.payerAddress}
          />
        </fieldset>
        <fieldset>
          <legend>{fillCopy(words.participants, { seats })}</legend>
          {Array.from({ length: seats }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions, fixed by the seat count
            <div key={index}>
              <TextField
                label={fillCopy(words.participantName, { n: index + 1 })}
                name={participantField(index, "name")}
                required
                defaultValue={value(participantField(index, "name"))}
                error={errors[participantField(index, "name")]}
              />
              <TextField
                label={fillCopy(words.participantEmail, { n: index + 1 })}
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
          {fillCopy(words.submit, { seats })}
        </button>
      </form>
    </div>
  );
}
