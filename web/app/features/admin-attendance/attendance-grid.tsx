// The attendance grid: a real table, one row a learner and one column a session held so far,
// each cell a labelled select ("Attendance of Asha Rao on Mon, 30 Nov 2026, 10:00"), and each
// learner's attended sessions and percentage. One form for the whole grid: a plain POST.
import type { AttendanceSheet } from "@skillbridge/core/attendance";
import styles from "../../admin-ui/admin.module.css";
import { attendedText, markField, sessionText } from "./attendance-labels";

const OPTIONS = [
  { value: "", label: "Not marked" },
  { value: "present", label: "Present" },
  { value: "late", label: "Late" },
  { value: "absent", label: "Absent" },
] as const;

export function AttendanceGrid({ sheet }: { sheet: AttendanceSheet }) {
  const held = sheet.sessions.filter((session) => session.held);
  if (sheet.learners.length === 0) return <p>No learner is enrolled in this batch yet.</p>;
  return (
    <form method="post" aria-label="Attendance marks">
      <input type="hidden" name="intent" value="marks" />
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus (WCAG 2.1.1) */}
      <section className={styles.tableWrap} aria-label="Table: Attendance" tabIndex={0}>
        <table className={styles.table}>
          <caption>Attendance of the sessions held so far</caption>
          <thead>
            <tr>
              <th scope="col">Learner</th>
              {held.map((session) => (
                <th scope="col" key={session.id}>
                  {sessionText(session.startsAt)}
                </th>
              ))}
              <th scope="col">Attended</th>
            </tr>
          </thead>
          <tbody>
            {sheet.learners.map((learner) => (
              <tr key={learner.learnerId}>
                <th scope="row">{learner.name}</th>
                {held.map((session) => {
                  const id = markField(session.id, learner.learnerId);
                  return (
                    <td key={session.id}>
                      <label className="visually-hidden" htmlFor={id}>
                        Attendance of {learner.name} on {sessionText(session.startsAt)}
                      </label>
                      <select id={id} name={id} defaultValue={learner.marks[String(session.id)] ?? ""}>
                        {OPTIONS.map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </select>
                    </td>
                  );
                })}
                <td>{attendedText(learner)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {held.length ? (
        <button type="submit" className="btn btn-primary">
          Save attendance
        </button>
      ) : (
        <p>No session of this batch has been held yet.</p>
      )}
    </form>
  );
}
