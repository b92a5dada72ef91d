// A popup's list (spec §4): fetched when the popup opens, loading → loaded or error; dropped with
// the popup. The server's message is shown when it sent one, else the spec §8 fallback.
import { useEffect, useState } from "react";
import { useApi } from "../../api";
import { problemText } from "./learner-messages";

export type ListState<T> =
  | { status: "loading" }
  | { status: "loaded"; items: T[] }
  | { status: "error"; message: string };

/** The popup path of an enrolment's list, also read on the server for its page (learner-training.server.ts). */
export const learnerListPaths = {
  recordings: (trainingCardId: number) => `/recordings/training/${trainingCardId}`,
  materials: (ictId: number) => `/study-materials/ict/${ictId}/`,
  schedule: (trainingCardId: number) => `/training-cards/${trainingCardId}/schedules`,
} as const;

/** `initial`: the list as the server read it (a page rendered without scripts); then nothing is fetched. */
export function useLearnerList<T>(path: string, fallback: string, initial?: ListState<T>): ListState<T> {
  const api = useApi();
  const [state, setState] = useState<ListState<T>>(initial ?? { status: "loading" });
  useEffect(() => {
    if (initial) return;
    let live = true;
    setState({ status: "loading" });
    api.get<T[]>(path).then(
      (result) => {
        if (!live) return;
        setState(
          result.ok
            ? { status: "loaded", items: Array.isArray(result.data) ? result.data : [] }
            : { status: "error", message: problemText(result.error, fallback) },
        );
      },
      () => live && setState({ status: "error", message: fallback }),
    );
    return () => {
      live = false;
    };
  }, [api, path, fallback, initial]);
  return state;
}
