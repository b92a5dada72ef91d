// "N new since your last visit", and the button that marks everything as seen.
import { inboxEndpoints } from "@skillbridge/core";
import { useState } from "react";
import { useRevalidator } from "react-router";
import styles from "../../admin-ui/admin.module.css";
import { useApi } from "../../api";

export function FreshCount({ count }: { count: number }) {
  const api = useApi();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);
  return (
    <p className={styles.fresh}>
      <span>{count === 0 ? "Nothing new since your last visit" : `${count} new since your last visit`}</span>
      {count > 0 ? (
        <button
          type="button"
          className="btn"
          disabled={pending}
          onClick={async () => {
            setPending(true);
            await api.call(inboxEndpoints.seen);
            await revalidator.revalidate();
            setPending(false);
          }}
        >
          Mark all as seen
        </button>
      ) : null}
    </p>
  );
}
