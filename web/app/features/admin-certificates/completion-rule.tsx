// A batch's completion rule on its certificates page: the form (minimum attendance, the exam to
// pass, whether the certificate shows its score) and every learner against the rule. Once the batch
// has ended the server certifies those who meet it (at once when the rule is saved, an exam is
// passed or attendance saved; else within a minute); a learner marked not completed never is. The forms post to the route's action.
import type { CompletionStatus } from "@skillbridge/core";
import tableStyles from "../../admin-ui/admin.module.css";
import { AdminTable } from "../../admin-ui/table-controls";
import { withheldText } from "./certificate-roster";

const meetsText = (learner: CompletionStatus["learners"][number]) =>
  learner.certified
    ? "Certified"
    : learner.withheld
      ? withheldText(learner.withheldReason)
      : learner.met
        ? "Yes"
        : "Not yet";

export function CompletionRuleSection({ status, error }: { status: CompletionStatus; error?: string | undefined }) {
  const { rule, exams } = status;
  return (
    <section className={`card ${tableStyles.section}`} aria-labelledby="completion-rule-heading">
      <h2 id="completion-rule-heading">Completion rule</h2>
      <p>
        Learners who meet the rule get their certificate (and its mail) automatically once the batch has ended. Mark a
        learner <em>Not completed</em> below, with the reason, to withhold it.
      </p>
      <form method="post" aria-describedby={error ? "completion-rule-error" : undefined}>
        <input type="hidden" name="intent" value="completion-rule" />
        <p>
          <label htmlFor="rule-attendance">Minimum attendance (%)</label>{" "}
          <input
            id="rule-attendance"
            name="minAttendancePercent"
            type="number"
            min={1}
            max={100}
            step={1}
            inputMode="numeric"
            defaultValue={rule?.minAttendancePercent ?? ""}
            aria-invalid={error ? true : undefined}
          />
        </p>
        <p>
          <label htmlFor="rule-exam">Exam to pass</label>{" "}
          <select id="rule-exam" name="examTestId" defaultValue={rule?.examTestId ?? ""}>
            <option value="">No exam</option>
            {exams.map((exam) => (
              <option key={exam.id} value={exam.id}>
                {exam.title}
              </option>
            ))}
          </select>
        </p>
        <p>
          <input id="rule-score" name="showScore" type="checkbox" defaultChecked={rule?.showScore ?? false} />{" "}
          <label htmlFor="rule-score">Show the exam score on the certificate</label>
        </p>
        {error ? (
          <p id="completion-rule-error" className="message message-error" role="alert">
            {error}
          </p>
        ) : null}
        <button className="btn btn-primary" type="submit">
          Save rule
        </button>
      </form>
      {rule ? (
        <form method="post">
          <input type="hidden" name="intent" value="remove-completion-rule" />
          <button className="btn" type="submit">
            Remove rule
          </button>
        </form>
      ) : null}
      {rule && status.learners.length > 0 ? (
        <AdminTable
          caption="Each learner against the completion rule"
          columns={["Learner", "Attendance", "Exam", "Meets the rule"]}
        >
          {status.learners.map((learner) => (
            <tr key={learner.learnerId}>
              <td>{learner.name}</td>
              <td>{learner.attendancePercent == null ? "No session held" : `${learner.attendancePercent} %`}</td>
              <td>
                {rule.examTestId == null
                  ? "Not asked"
                  : learner.examPassed
                    ? `Passed (best ${learner.examPercent ?? 0} %)`
                    : learner.examPercent == null
                      ? "Not taken"
                      : `Not passed (best ${learner.examPercent} %)`}
              </td>
              <td>{meetsText(learner)}</td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
    </section>
  );
}
