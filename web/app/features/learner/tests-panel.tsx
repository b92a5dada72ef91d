// The dashboard's Tests tab: the practice tests and timed mock exams open to the learner now.
import type { TestsState } from "./dashboard-data";
import { TESTS_PATH, TestsList } from "./tests-list";

export function TestsPanel({ state }: { state: TestsState | undefined }) {
  return (
    <section aria-labelledby="tests-heading">
      <h2 id="tests-heading">Tests</h2>
      {!state ? (
        <p>
          <a href={TESTS_PATH}>Open your tests</a>
        </p>
      ) : state.status === "error" ? (
        <p className="message message-error" role="alert">
          {state.message}
        </p>
      ) : (
        <TestsList tests={state.tests} />
      )}
    </section>
  );
}
