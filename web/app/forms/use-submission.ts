// One submission per form open: a fresh Idempotency-Key when the form opens, reused for every
// retry (a double click or a retry after a network error never stores twice), renewed after a
// success. It also sends where the form was, which notice was shown and when the form opened.
import type { ApiResult } from "@skillbridge/core/api-client";
import type { FORM_SOURCES } from "@skillbridge/core/schemas";
import { useCallback, useRef, useState } from "react";
import { useApi } from "../api";
import { NOTICE_ID } from "./submission-notice";

type FormSource = (typeof FORM_SOURCES)[number];
export type SubmissionState = "idle" | "loading" | "succeeded" | "failed";

function newKey(): string {
  return typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export function useSubmission<T>(path: string, formSource: FormSource) {
  const api = useApi();
  const key = useRef(newKey());
  const openedAt = useRef(new Date().toISOString());
  const inFlight = useRef<Promise<ApiResult<T>> | null>(null);
  const [state, setState] = useState<SubmissionState>("idle");
  const [honeypot, setHoneypot] = useState("");

  const submit = useCallback(
    (fields: Record<string, unknown>): Promise<ApiResult<T>> => {
      // A second click while the first is on its way gets the same answer, not a second request.
      if (inFlight.current) return inFlight.current;
      setState("loading");
      const payload = {
        ...fields,
        formSource,
        pageUrl: window.location.href.slice(0, 500),
        noticeId: NOTICE_ID,
        noticeShownAt: openedAt.current,
        formStartedAt: openedAt.current,
        ...(honeypot ? { website: honeypot } : {}),
      };
      const request = api.post<T>(path, payload, { "idempotency-key": key.current }).then(
        (result) => {
          inFlight.current = null;
          setState(result.ok ? "succeeded" : "failed");
          if (result.ok) {
            key.current = newKey();
            openedAt.current = new Date().toISOString();
          }
          return result;
        },
        (error: unknown) => {
          inFlight.current = null;
          setState("failed");
          return {
            ok: false as const,
            status: 0,
            error: { detail: error instanceof Error ? error.message : "Network error" },
          };
        },
      );
      inFlight.current = request;
      return request;
    },
    [api, path, formSource, honeypot],
  );

  return { submit, state, honeypot, setHoneypot };
}
