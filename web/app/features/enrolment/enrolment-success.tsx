// The enrolment success popup congratulates, says a confirmation e-mail with login
// details will arrive and that the learner then logs in to the profile; OK closes it and goes to /.
// The enrolment page (no scripts) shows the same words, its OK a link to /. Its next
// steps are the acknowledgement mail's own (core's enrolmentNextSteps): the popup
// promises nothing the mail does not say.
import { enrolmentNextSteps, visitorCopy } from "@skillbridge/core/messages";
import { Dialog } from "../../ui/dialog";

export const ENROLMENT_SUCCESS_TITLE = "Congratulations!";

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
  paymentPath,
  onOk,
  onClose,
}: EnrolmentSuccessDialogProps) {
  return (
    <Dialog
      open
      onClose={onClose}
      title={ENROLMENT_SUCCESS_TITLE}
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
      <EnrolmentSuccessText courseName={courseName} batchLabel={batchLabel} />
    </Dialog>
  );
}
