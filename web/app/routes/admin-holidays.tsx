// /admin/holidays: the days the office is closed besides Sundays, which the dashboard's
// "answered within 1 business day" skips. Staff add and remove them (audited).
import { dashboardEndpoints } from "@skillbridge/core";
import { AdminBar } from "../admin-ui/admin-bar";
import { requireStaff, STAFF_PAGE_HEADERS, staffAction } from "../features/admin-session/staff-session.server";
import styles from "../features/dashboard/dashboard.module.css";
import { type HolidaysAnswer, holidaysAction } from "../features/dashboard/holidays-action.server";
import { TextField } from "../forms/field";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-holidays";

export async function loader({ context }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  await requireStaff(api);
  const holidays = await api.call(dashboardEndpoints.holidays);
  return { canonical: `${origin}/admin/holidays`, holidays: holidays.ok ? holidays.data : [] };
}

export const action = staffAction(holidaysAction);

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Holidays | Back office | ${SITE_NAME}`,
    description: "Days the office is closed, skipped by the 1 business day promise.",
    canonical: loaderData?.canonical ?? "/admin/holidays",
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as HolidaysAnswer | undefined;
  const errors = answer?.errors ?? {};
  return (
    <div className={`page ${styles.holidays}`}>
      <AdminBar title="Holidays" />
      <p>
        Business days are Monday to Saturday in India Standard Time. The days below are not business days either: the
        dashboard's "answered within 1 business day" skips them. <a href="/admin">Back to the dashboard</a>
      </p>
      {answer?.done ? (
        <p role="status" className="message message-success">
          {answer.done}
        </p>
      ) : null}
      {errors.form ? (
        <p role="alert" className="message message-error">
          {errors.form}
        </p>
      ) : null}
      <form method="post" aria-label="Add a holiday">
        <input type="hidden" name="intent" value="add" />
        <TextField
          label="Day"
          type="date"
          name="day"
          required
          defaultValue={answer?.values?.day ?? ""}
          error={errors.day}
        />
        <TextField
          label="Name"
          name="name"
          required
          maxLength={100}
          defaultValue={answer?.values?.name ?? ""}
          error={errors.name}
        />
        <button type="submit" className="btn">
          Add holiday
        </button>
      </form>
      <table className={styles.table}>
        <caption>Holidays</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Name</th>
            <th scope="col">Remove</th>
          </tr>
        </thead>
        <tbody>
          {loaderData.holidays.length === 0 ? (
            <tr>
              <td colSpan={3}>No holidays yet.</td>
            </tr>
          ) : (
            loaderData.holidays.map((holiday) => (
              <tr key={holiday.day}>
                <th scope="row">{holiday.day}</th>
                <td>{holiday.name}</td>
                <td>
                  <form method="post" aria-label={`Remove ${holiday.day}`}>
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="day" value={holiday.day} />
                    <button type="submit" className="btn">
                      Remove
                    </button>
                  </form>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
