// /admin/group-tiers: the price tiers of group (team) bookings — from so many seats on, so many
// percent off the group's per-seat total. Staff see them; admins and finance set and remove them
// (audited by the API). Requests already priced keep their figures.
import { groupTierEndpoints } from "@skillbridge/core";
import { AdminBar } from "../admin-ui/admin-bar";
import { type GroupTiersAnswer, groupTiersAction } from "../features/admin-group/group-tiers-action.server";
import { requireStaff, STAFF_PAGE_HEADERS, staffAction } from "../features/admin-session/staff-session.server";
import styles from "../features/dashboard/dashboard.module.css";
import { TextField } from "../forms/field";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-group-tiers";

export async function loader({ context }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  await requireStaff(api);
  const tiers = await api.call(groupTierEndpoints.list);
  return { canonical: `${origin}/admin/group-tiers`, tiers: tiers.ok ? tiers.data : [] };
}

export const action = staffAction(groupTiersAction);

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Group prices | Back office | ${SITE_NAME}`,
    description: "The seat counts from which a team booking pays less.",
    canonical: loaderData?.canonical ?? "/admin/group-tiers",
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as GroupTiersAnswer | undefined;
  const errors = answer?.errors ?? {};
  return (
    <div className={`page ${styles.holidays}`}>
      <AdminBar title="Group prices" />
      <p>
        A company booking several seats in one batch pays the per-seat fee for each seat, less the percentage of the
        largest tier its seat count reaches; GST is worked out on what is left. Setting a tier for a seat count that
        already has one replaces it.
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
      <form method="post" aria-label="Set a tier">
        <input type="hidden" name="intent" value="save" />
        <TextField
          label="From this many seats"
          type="number"
          name="minSeats"
          required
          min={2}
          max={50}
          defaultValue={answer?.values?.minSeats ?? ""}
          error={errors.minSeats}
        />
        <TextField
          label="Percentage off"
          type="number"
          name="percentOff"
          required
          min={1}
          max={90}
          defaultValue={answer?.values?.percentOff ?? ""}
          error={errors.percentOff}
        />
        <button type="submit" className="btn">
          Set tier
        </button>
      </form>
      <table className={styles.table}>
        <caption>Group price tiers</caption>
        <thead>
          <tr>
            <th scope="col">Seats</th>
            <th scope="col">Off the group fee</th>
            <th scope="col">Remove</th>
          </tr>
        </thead>
        <tbody>
          {loaderData.tiers.length === 0 ? (
            <tr>
              <td colSpan={3}>No tiers yet: a group pays the per-seat fee for each seat.</td>
            </tr>
          ) : (
            loaderData.tiers.map((tier) => (
              <tr key={tier.id}>
                <th scope="row">{tier.minSeats} or more</th>
                <td>{tier.percentOff}%</td>
                <td>
                  <form method="post" aria-label={`Remove the tier from ${tier.minSeats} seats`}>
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="id" value={tier.id} />
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
