// spec §2: the enrolment success popup congratulates, says a confirmation e-mail with login
// details will arrive and that the learner then logs in to the profile; OK closes it and goes to /.
// The enrolment page (no scripts, issue 12) shows the same words, its OK a link to /.
import { Dialog } from "../../ui/dialog";

export const ENROLMENT_SUCCESS_TITLE = "Congratulations!";

export function EnrolmentSuccessText({ courseName, batchLabel }: { courseName: string; batchLabel?: string }) {
  return (
    <>
      <p>
        Congratulations! We have received your enrollment for <strong>{courseName}</strong>
        {batchLabel ? ` (${batchLabel})` : ""}.
      </p>
      <p>You will shortly receive a confirmation e-mail with your login details.</p>
      <p>Then log in to your learner profile to follow your training, its schedule, recordings and study materials.</p>
    </>
  );
}

type EnrolmentSuccessDialogProps = {
  courseName: string;
  batchLabel?: string;
  /** The OK button: close and go to the home page. */
  onOk: () => void;
  /** The close button and Esc: just close. */
  onClose: () => void;
};

export function EnrolmentSuccessDialog({ courseName, batchLabel, onOk, onClose }: EnrolmentSuccessDialogProps) {
  return (
    <Dialog
      open
      onClose={onClose}
      title={ENROLMENT_SUCCESS_TITLE}
      size="sm"
      footer={
        <button type="button" className="btn btn-primary" onClick={onOk}>
          OK
        </button>
      }
    >
      <EnrolmentSuccessText courseName={courseName} batchLabel={batchLabel} />
    </Dialog>
  );
}
