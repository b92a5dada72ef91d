// The enrolment success popup congratulates, says a confirmation e-mail with login
// details will arrive and that the learner then logs in to the profile; OK closes it and goes to /.
// The enrolment page (no scripts) shows the same words, its OK a link to /. Its next
// steps are the acknowledgement mail's own (core's enrolmentNextSteps): the popup
// promises nothing the mail does not say.
import { enrolmentNextSteps, visitorCopy } from "@skillbridge/core/messages";
import { Dialog } from "../../ui/dialog";

export const ENROLMENT_SUCCESS_TITLE = "Congratulations!";

/**
 * A full batch's enrolment is a place on its waitlist, said plainly: never congratulated as an
 * enrolment, with the place it holds (first come first served) and what happens next.
 */
export const WAITLIST_RESULT_TITLE = "You are on the waitlist";
export const waitlistPositionText = (position: number) => `You are on the waitlist (position ${position})`;
export const WAITLIST_NEXT_STEPS = [
  "Every seat of this batch is taken just now. When a seat frees, it is offered to the waitlist in order: we e-mail you a private payment link, and the seat is held for you for the time that e-mail states.",
  "Nothing is due until then.",
];

export function WaitlistResultText({
  courseName,
  batchLabel,
  position,
}: {
  courseName: string;
  batchLabel?: string;
  position: number;
}) {
  return (
    <>
      <p>
        {waitlistPositionText(position)} for <strong>{courseName}</strong>
        {batchLabel ? ` (${batchLabel})` : ""}.
      </p>
      {WAITLIST_NEXT_STEPS.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </>
  );
}

export function EnrolmentSuccessText({ courseName, batchLabel }: { courseName: string; batchLabel?: string }) {
  return (
    <>
      <p>
        {visitorCopy.enrolment.received} <strong>{courseName}</strong>
        {batchLabel ? ` (${batchLabel})` : ""}.
      </p>
      {enrolmentNextSteps.map((line) => (
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
  return (
    <a href={paymentPath} className="btn btn-accent">
      Pay now
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
  return (
    <Dialog
      open
      onClose={onClose}
      title={waitlistPosition ? WAITLIST_RESULT_TITLE : ENROLMENT_SUCCESS_TITLE}
      size="sm"
      footer={
        <>
          {paymentPath ? <PayNowLink paymentPath={paymentPath} /> : null}
          <button type="button" className="btn btn-primary" onClick={onOk}>
            OK
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
