// Logout clears the session (on the server too), alerts 'Logged out successfully!' and
// goes to /. A form posting to the sign-out action: with scripts a fetcher sends it
// and the redirect is followed without a reload; the message comes with the home page's data.
import { visitorCopy } from "@skillbridge/core/messages";
import { useFetcher } from "react-router";
import { useCopy, useLocalePath } from "../../i18n/copy";
import { LOGOUT_PATH } from "../../session/paths";

export function LogoutButton({ className }: { className?: string }) {
  const fetcher = useFetcher();
  const copy = useCopy("header", visitorCopy.header);
  // Posted in the page's language, so the home page it lands on is in that language too.
  const localePath = useLocalePath();
  return (
    <fetcher.Form method="post" action={localePath(LOGOUT_PATH)} style={{ display: "contents" }}>
      <button type="submit" className={className ?? "btn"} disabled={fetcher.state !== "idle"}>
        {copy.logout}
      </button>
    </fetcher.Form>
  );
}
