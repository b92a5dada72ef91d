// Answers saved in the background while scripts run: each change is queued per question and sent
// to the attempt's answer route; a failed send (offline) stays queued and is sent again when the
// browser comes back online. The status says what is true: saving, saved, or not saved yet.
import { useCallback, useEffect, useRef, useState } from "react";

export type SaveStatus = "idle" | "saving" | "saved" | "offline" | "error";
type Feedback = { questionId: number; correct: number[]; explanation: string; answeredCorrectly: boolean };

export function useAutosave(attemptId: number, onTimeUp: () => void) {
  const queue = useRef(new Map<number, FormData>());
  const sending = useRef(false);
  const [status, setStatus] = useState<SaveStatus>("idle");
  const [error, setError] = useState("");
  const [feedback, setFeedback] = useState<Record<number, Feedback>>({});

  const flush = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      while (queue.current.size > 0) {
        if (!navigator.onLine) {
          setStatus("offline");
          return;
        }
        const [questionId, body] = queue.current.entries().next().value as [number, FormData];
        setStatus("saving");
        let res: Response;
        try {
          res = await fetch(`/learner/attempts/${attemptId}/answer`, { method: "POST", body });
        } catch {
          setStatus("offline");
          return;
        }
        // A newer change of the same question queued meanwhile stays queued.
        if (queue.current.get(questionId) === body) queue.current.delete(questionId);
        const answer = (await res.json().catch(() => ({}))) as {
          feedback?: Feedback | null;
          error?: string;
          timeUp?: boolean;
        };
        if (answer.timeUp) return onTimeUp();
        if (!res.ok) {
          setError(answer.error ?? "Your answer could not be saved.");
          setStatus("error");
          continue;
        }
        if (answer.feedback) setFeedback((shown) => ({ ...shown, [questionId]: answer.feedback! }));
      }
      setStatus("saved");
    } finally {
      sending.current = false;
    }
  }, [attemptId, onTimeUp]);

  useEffect(() => {
    const online = () => void flush();
    const offline = () => {
      if (queue.current.size > 0) setStatus("offline");
    };
    window.addEventListener("online", online);
    window.addEventListener("offline", offline);
    return () => {
      window.removeEventListener("online", online);
      window.removeEventListener("offline", offline);
    };
  }, [flush]);

  const save = useCallback(
    (questionId: number, body: FormData) => {
      queue.current.set(questionId, body);
      void flush();
    },
    [flush],
  );
  return { save, status, error, feedback };
}
