// The enrolment success popup congratulates, says a confirmation e-mail with login
// details will arrive and that the learner then logs in to the profile; OK closes it and goes to /.
// The enrolment page (no scripts) shows the same words, its OK a link to /. Its next
// steps are the acknowledgement mail's own (core's enrolmentNextSteps): the popup
// promises nothing the mail does not say.
import { enrolmentCopy } from "@skillbridge/core/page-copy/enrolment";
import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { useCopy } from "../../i18n/copy";
import { Dialog } from "../../ui/dialog";

const success = enrolmentCopy.success;
export const ENROLMENT_SUCCESS_TITLE = success.title;

/**
 * A full batch's enrolment is a place on its waitlist, said plainly: never congratulated as an
 * enrolment, with the place it holds (first come first served) and what happens next.
 */
export const WAITLIST_RESULT_TITLE = success.waitlistTitle;
export const waitlistPositionText = (position: number, words: string = success.waitlistPosition) =>
  fillCopy(words, { position });
export const WAITLIST_NEXT_STEPS = success.waitlistNextSteps;

export function WaitlistResultText({
  courseName,
  batchLabel,
  position,
}: {
  courseName: string;
  batchLabel?: string;
  position: number;
}) {
  const copy = useCopy("enrolment", enrolmentCopy).success;
  return (
    <>
      <p>
        {waitlistPositionText(position, copy.waitlistPosition)} {copy.waitlistFor} <strong>{courseName}</strong>
        {batchLabel ? ` (${batchLabel})` : ""}.
      </p>
      {copy.waitlistNextSteps.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </>
  );
}

export function EnrolmentSuccessText({ courseName, batchLabel }: { courseName: string; batchLabel?: string }) {
  const copy = useCopy("enrolment", enrolmentCopy).success;
  return (
    <>
      <p>
        {copy.received} <strong>{courseName}</strong>
        {batchLabel ? ` (${batchLabel})` : ""}.
      </p>
      {copy.nextSteps.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </>
  );
}

type EnrolmentSuccessDialogProps = {
  courseName: string;
  batchLabel?: string;
  /** The enrolment joined the batch's waitlist at this place: the popup says so, not "Congratulations". */
  waitlistPosition?: number;
  /** The enrolment's private payment page (a batch with a fee): the popup offers "Pay now". */
  paymentPath?: string;
  /** The OK button: close and go to the home page. */
  onOk: () => void;
  /** The close button and Esc: just close. */
  onClose: () => void;
};

/** "Pay now": the same private payment page the acknowledgement mail links to. */
export function PayNowLink({ paymentPath }: { paymentPath: string }) {
  const copy = useCopy("enrolment", enrolmentCopy).success;
  return (
    <a href={paymentPath} className="btn btn-accent">
      {copy.payNow}
    </a>
  );
}

export function EnrolmentSuccessDialog({
  courseName,
  batchLabel,
  waitlistPosition,
  paymentPath,
  onOk,
  onClose,
}: EnrolmentSuccessDialogProps) {
  const copy = useCopy("enrolment", enrolmentCopy).success;
  return (
    <Dialog
      open
      onClose={onClose}
      title={waitlistPosition ? copy.waitlistTitle : copy.title}
      size="sm"
      footer={
        <>
          {paymentPath ? <PayNowLink paymentPath={paymentPath} /> : null}
          <button type="button" className="btn btn-primary" onClick={onOk}>
            {copy.ok}
          </button>
        </>
      }
    >
      {waitlistPosition ? (
        <WaitlistResultText courseName={courseName} batchLabel={batchLabel} position={waitlistPosition} />
      ) : (
        <EnrolmentSuccessText courseName={courseName} batchLabel={batchLabel} />
      )}
    </Dialog>
  );
}
