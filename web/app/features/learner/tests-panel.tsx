// The dashboard's Tests tab: the practice tests and timed mock exams open to the learner now.

import { learnerAreaCopy } from "@skillbridge/core/page-copy/learner-area";
import { useCopy, useLocalePath } from "../../i18n/copy";
import type { TestsState } from "./dashboard-data";
import { TESTS_PATH, TestsList } from "./tests-list";

export function TestsPanel({ state }: { state: TestsState | undefined }) {
  const copy = useCopy("learnerArea", learnerAreaCopy).tests;
  const localePath = useLocalePath();
  return (
    <section aria-labelledby="tests-heading">
      <h2 id="tests-heading">{copy.heading}</h2>
      {!state ? (
        <p>
          <a href={localePath(TESTS_PATH)}>{copy.open}</a>
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
