// The header's Sign In opens the Learner Login popup. Before JavaScript has loaded it is
// a plain link to /learner/login (the same form as a page), upgraded to a button on hydration.
// The form is its own chunk, fetched on the visitor's first interaction with the page
// (ui/use-engagement-preload.ts) or when they point at or focus the button, so the popup opens
// with the form on screen.
import { visitorCopy } from "@skillbridge/core/messages";
import { Suspense, useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { Link } from "react-router";
import { useCopy, useLocalePath } from "../../i18n/copy";
import { LOGIN_PATH } from "../../session/paths";
import { Dialog } from "../../ui/dialog";
import { preloadable } from "../../ui/preloadable";
import { useEngagementPreload } from "../../ui/use-engagement-preload";

const form = preloadable(() => import("./login-form"));
const loadForm = () => void form.preload().catch(() => undefined);
const LoginForm = form.component((module) => module.LoginForm);

export function SignInButton({ className = "btn btn-primary" }: { className?: string }) {
  const [hydrated, setHydrated] = useState(false);
  const copy = useCopy("header", visitorCopy.header);
  const [open, setOpen] = useState(false);
  const localePath = useLocalePath();
  useEffect(() => setHydrated(true), []);
  useEngagementPreload(form.preload);

  if (!hydrated) {
    return (
      <Link to={localePath(LOGIN_PATH)} className={className}>
        {copy.signIn}
      </Link>
    );
  }
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={loadForm}
        onFocus={loadForm}
        onClick={() => setOpen(true)}
      >
        {copy.signIn}
      </button>
      {/* In <body>, not in the header's menu: the collapsed phone menu must not hide the popup. */}
      {createPortal(
        <Dialog open={open} onClose={() => setOpen(false)} title={copy.loginTitle} size="sm">
          <Suspense fallback={<p className="field-hint">{copy.loading}</p>}>
            <LoginForm onLeave={() => setOpen(false)} />
          </Suspense>
        </Dialog>,
        document.body,
      )}
    </>
  );
}
