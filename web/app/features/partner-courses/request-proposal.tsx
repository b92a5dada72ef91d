// The 'Request Proposal' button and its popup form. The form's code (and the schema it
// checks with) is fetched on the visitor's first interaction with the page, or when the button is pointed at, so the
// page's first JavaScript stays small and the popup opens with its form. Until the scripts run,
// the button is a link to the form's own page.
import { lazy, Suspense, useState } from "react";
import { Dialog } from "../../ui/dialog";
import { PopupTrigger } from "../../ui/popup-trigger";
import { useEngagementPreload } from "../../ui/use-engagement-preload";
import { PROPOSAL_PATH } from "./proposal-path";

const loadForm = () => import("./proposal-form");
const ProposalForm = lazy(() => loadForm().then((module) => ({ default: module.ProposalForm })));

export function RequestProposal({ className = "btn btn-accent" }: { className?: string }) {
  const [open, setOpen] = useState(false);
  useEngagementPreload(loadForm);
  return (
    <>
      <PopupTrigger href={PROPOSAL_PATH} className={className} onOpen={() => setOpen(true)} preload={loadForm}>
        Request Proposal
      </PopupTrigger>
      <Dialog open={open} onClose={() => setOpen(false)} title="Request Proposal">
        <Suspense fallback={<p role="status">Loading…</p>}>
          <ProposalForm onDone={() => setOpen(false)} />
        </Suspense>
      </Dialog>
    </>
  );
}
