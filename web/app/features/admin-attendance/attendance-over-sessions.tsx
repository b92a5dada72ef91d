// A batch's attendance over its sessions: each session held so far with how many of the batch
// attended it, as a chart with its table beside it (the dashboard's way: the table holds the figures).
import { type AttendanceSheet, attendanceBySession } from "@skillbridge/core/attendance";
import { formatDate } from "@skillbridge/core/rules";
import { BarChart, ChartPair } from "../../admin-ui/bar-chart";
import { AdminTable } from "../../admin-ui/table-controls";

export function AttendanceOverSessions({ sheet }: { sheet: AttendanceSheet }) {
  const rows = attendanceBySession(sheet);
  if (rows.length === 0 || sheet.learners.length === 0) return null;
  const label = (startsAt: string, n: number) => `${n}. ${formatDate(startsAt)}`;
  return (
    <section className="card" aria-labelledby="attendance-over-sessions">
      <h2 id="attendance-over-sessions">Attendance over the sessions</h2>
      <ChartPair>
        <BarChart
          title="Learners who attended each session"
          chartId="attendance-by-session"
          max={100}
          groups={[
            {
              bars: rows.map((row, i) => ({
                label: label(row.startsAt, i + 1),
                value: row.percent,
                text: `${row.percent} %`,
                row: String(row.sessionId),
                column: "Attended",
              })),
            },
          ]}
        />
        <AdminTable caption="Learners who attended each session held so far" columns={["Session", "Attended"]}>
          {rows.map((row, i) => (
            <tr key={row.sessionId}>
              <th scope="row">{label(row.startsAt, i + 1)}</th>
              <td>{`${row.attended} of ${row.of} (${row.percent} %)`}</td>
            </tr>
          ))}
        </AdminTable>
      </ChartPair>
    </section>
  );
}
