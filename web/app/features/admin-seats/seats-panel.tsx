// A batch's seats in the back office: capacity (a no-JS form; empty = no limit), seats
// taken and held by gateway payments, and the waitlist in its order (first come first served),
// each waiting lead with "Send the payment link" while a seat is free.
import type { BatchSeats } from "@skillbridge/core/money";
import adminStyles from "../../admin-ui/admin.module.css";
import { AdminTable } from "../../admin-ui/table-controls";
import { TextField } from "../../forms/field";

export const SEAT_INTENTS = { capacity: "seats-capacity", offer: "seats-offer" } as const;
export type SeatsAnswer = { intent: string; done?: string; errors?: Record<string, string>; capacity?: string };
export const isSeatIntent = (intent: string | undefined) => intent?.startsWith("seats-") ?? false;

const since = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

export function SeatsPanel({ seats, posted }: { seats: BatchSeats | null; posted?: SeatsAnswer | undefined }) {
  if (!seats) {
    return (
      <section className={`card ${adminStyles.section}`} aria-labelledby="seats-heading">
        <h2 id="seats-heading">Seats</h2>
        <p className="message message-error" role="alert">
          The seats could not be loaded.
        </p>
      </section>
    );
  }
  const free = seats.seatsLeft == null || seats.seatsLeft > 0;
  const capacityAnswer = posted?.intent === SEAT_INTENTS.capacity ? posted : undefined;
  return (
    <section className={`card ${adminStyles.section}`} aria-labelledby="seats-heading">
      <h2 id="seats-heading">Seats</h2>
      {posted?.done ? (
        <p className="message message-success" role="status">
          {posted.done}
        </p>
      ) : null}
      {posted?.errors?.form ? (
        <p className="message message-error" role="alert">
          {posted.errors.form}
        </p>
      ) : null}
      <p>
        {seats.capacity == null
          ? `No seat limit. ${seats.enrolled} enrolled.`
          : `${seats.enrolled} enrolled, ${seats.held} held by online payments in progress, ${seats.seatsLeft} of ${seats.capacity} left.`}
      </p>
      <form method="post" aria-label="Capacity">
        <input type="hidden" name="intent" value={SEAT_INTENTS.capacity} />
        <TextField
          label="Capacity"
          hint="The number of seats; leave empty for no limit"
          name="capacity"
          type="number"
          min={1}
          inputMode="numeric"
          defaultValue={capacityAnswer?.capacity ?? (seats.capacity == null ? "" : String(seats.capacity))}
          error={capacityAnswer?.errors?.capacity}
        />
        <button type="submit" className="btn btn-primary">
          Save capacity
        </button>
      </form>
      <h3>Waitlist ({seats.waitlist.length})</h3>
      {seats.waitlist.length === 0 ? (
        <p className="message message-empty">Nobody is waiting for a seat.</p>
      ) : (
        <AdminTable caption="Waitlist, first come first served" columns={["Order", "Name", "E-mail", "Since", "Seat"]}>
          {seats.waitlist.map((lead, index) => (
            <tr key={lead.leadId}>
              <td>{index + 1}</td>
              <th scope="row">{lead.name}</th>
              <td>
                <a href={`mailto:${lead.email}`}>{lead.email}</a>
              </td>
              <td className={adminStyles.nowrap}>{since.format(new Date(lead.since))}</td>
              <td>
                {free ? (
                  <form method="post">
                    <input type="hidden" name="intent" value={SEAT_INTENTS.offer} />
                    <input type="hidden" name="leadId" value={lead.leadId} />
                    <button type="submit" className="btn">
                      Send the payment link<span className="visually-hidden"> to {lead.name}</span>
                    </button>
                  </form>
                ) : (
                  "No seat free"
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
