// spec §2: the 'Request Proposal' button and its popup form. The form's code (and the schema it
// checks with) loads only when a visitor opens it, so the page's first JavaScript stays small.
import { lazy, Suspense, useState } from "react";
import { Dialog } from "../../ui/dialog";

const loadForm = () => import("./proposal-form");
const ProposalForm = lazy(() => loadForm().then((module) => ({ default: module.ProposalForm })));

export function RequestProposal({ className = "btn btn-accent" }: { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadForm()}
        onFocus={() => void loadForm()}
      >
        Request Proposal
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Request Proposal">
        <Suspense fallback={<p role="status">Loading…</p>}>
          <ProposalForm onDone={() => setOpen(false)} />
        </Suspense>
      </Dialog>
    </>
  );
}
