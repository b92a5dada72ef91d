// Below the grid: today's sessions with their check-in codes (shown on request, then kept), and a
// CSV file (email, status) for one held session. Plain POST forms.
import type { AttendanceSheet } from "@skillbridge/core/attendance";
import { sessionText } from "./attendance-labels";

type Session = AttendanceSheet["sessions"][number];

export function CheckInCodes({ sessions, today }: { sessions: Session[]; today: readonly number[] }) {
  const todays = sessions.filter((session) => today.includes(session.id));
  return (
    <section aria-labelledby="check-in-title">
      <h2 id="check-in-title">Check-in codes</h2>
      <p>
        Show a session's code in the room or on the call: a learner enters it on their dashboard from 15 minutes before
        the start to the end of the session. Checked in more than 10 minutes after the start counts as late.
      </p>
      {todays.length === 0 ? (
        <p>No session of this batch is today.</p>
      ) : (
        <ul>
          {todays.map((session) => (
            <li key={session.id}>
              {sessionText(session.startsAt)}:{" "}
              {session.checkInCode ? (
                <strong>{session.checkInCode}</strong>
              ) : (
                <form method="post" aria-label={`Show the check-in code of ${sessionText(session.startsAt)}`}>
                  <input type="hidden" name="intent" value="code" />
                  <input type="hidden" name="sessionId" value={session.id} />
                  <button type="submit" className="btn">
                    Show the check-in code
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function CsvUpload({ sessions }: { sessions: Session[] }) {
  const held = sessions.filter((session) => session.held);
  if (held.length === 0) return null;
  return (
    <section aria-labelledby="csv-title">
      <h2 id="csv-title">Upload one session's attendance</h2>
      <p>
        A CSV file with the columns <code>email</code> and <code>status</code> (present, late or absent), one learner a
        line. The whole file is refused when a line is wrong — an unknown e-mail, a learner not in this batch, another
        status, or a cell starting with = + - or @ — and each such line is listed.
      </p>
      <form method="post" encType="multipart/form-data" aria-label="Upload attendance">
        <input type="hidden" name="intent" value="csv" />
        <div className="field">
          <label htmlFor="attendance-session">Session</label>
          <select id="attendance-session" name="sessionId" defaultValue={held.at(-1)?.id}>
            {held.map((session) => (
              <option key={session.id} value={session.id}>
                {sessionText(session.startsAt)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="attendance-file">CSV file (email, status)</label>
          <input id="attendance-file" name="attendance" type="file" accept=".csv,text/csv" required />
        </div>
        <button type="submit" className="btn">
          Upload
        </button>
      </form>
    </section>
  );
}
