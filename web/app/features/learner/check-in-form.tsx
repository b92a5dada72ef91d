// The learner's check-in: the code shown in the session, posted to the training's attendance page
// (its route action), which answers on that page. A plain POST: works without scripts. No core
// schema import: the dashboard's cards ship to the browser, and core's attendance module carries zod.

import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { learnerAreaCopy } from "@skillbridge/core/page-copy/learner-area";
import { useCopy, useLocalePath } from "../../i18n/copy";
export const attendancePath = (trainingCardId: number) => `/learner/trainings/${trainingCardId}/attendance`;

export function CheckInForm({
  trainingCardId,
  trainingName,
  error,
  value,
}: {
  trainingCardId: number;
  trainingName: string;
  error?: string | undefined;
  value?: string | undefined;
}) {
  const copy = useCopy("learnerArea", learnerAreaCopy).checkIn;
  const localePath = useLocalePath();
  const id = `check-in-${trainingCardId}`;
  return (
    <form
      method="post"
      action={localePath(attendancePath(trainingCardId))}
      aria-label={fillCopy(copy.label, { training: trainingName })}
    >
      <input type="hidden" name="intent" value="check-in" />
      <div className="field">
        <label htmlFor={id}>
          {copy.code}
          <span className="visually-hidden"> – {trainingName}</span>
        </label>
        <input
          id={id}
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={10}
          required
          defaultValue={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      {error ? (
        <p role="alert" className="message message-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn">
        {copy.submit}
        <span className="visually-hidden"> – {trainingName}</span>
      </button>
    </form>
  );
}
