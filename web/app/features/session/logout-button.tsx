// Logout clears the session (on the server too), alerts 'Logged out successfully!' and
// goes to /. A form posting to the sign-out action: with scripts a fetcher sends it
// and the redirect is followed without a reload; the message comes with the home page's data.
import { visitorCopy } from "@skillbridge/core/messages";
import { useFetcher } from "react-router";
import { LOGOUT_PATH } from "../../session/paths";

export function LogoutButton({ className }: { className?: string }) {
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post" action={LOGOUT_PATH} style={{ display: "contents" }}>
      <button type="submit" className={className ?? "btn"} disabled={fetcher.state !== "idle"}>
        {visitorCopy.header.logout}
      </button>
    </fetcher.Form>
  );
}
