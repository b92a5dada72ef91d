// A popup's list: fetched when the popup opens, loading → loaded or error; dropped with
// the popup. The server's message is shown when it sent one, else the list's fallback text.
import { type Endpoint, type EndpointData, type EndpointInput, endpointPath } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { useEffect, useState } from "react";
import type { z } from "zod";
import { useApi } from "../../api";
import { problemText } from "./learner-messages";

export type ListState<T> =
  | { status: "loading" }
  | { status: "loaded"; items: T[] }
  | { status: "error"; message: string };

/** An enrolment's list: a GET of the endpoint map that answers an array, its path naming the training or course. */
export type ListEndpoint = Endpoint & { method: "GET"; params: z.ZodType };
type Params<E extends ListEndpoint> = EndpointInput<E>["params"];
/** One item of the list an endpoint answers. */
export type ListItem<E extends ListEndpoint> = EndpointData<E> extends readonly (infer T)[] ? T : never;

/** Reads a list now (the popup, or the server for its page: learner-training.server.ts). */
export async function readList<E extends ListEndpoint>(
  api: ApiClient,
  endpoint: E,
  params: Params<E>,
  fallback: string,
): Promise<ListState<ListItem<E>>> {
  // Params are the endpoint's own (Params<E>); this endpoint kind has no body.
  const result = await api.send(endpoint, { params } as EndpointInput<E>);
  return result.ok
    ? { status: "loaded", items: Array.isArray(result.data) ? (result.data as ListItem<E>[]) : [] }
    : { status: "error", message: problemText(result.error, fallback) };
}

/** `initial`: the list as the server read it (a page rendered without scripts); then nothing is fetched. */
export function useLearnerList<E extends ListEndpoint>(
  endpoint: E,
  params: Params<E>,
  fallback: string,
  initial?: ListState<ListItem<E>>,
): ListState<ListItem<E>> {
  const api = useApi();
  const [state, setState] = useState<ListState<ListItem<E>>>(initial ?? { status: "loading" });
  // The call's address stands for endpoint and params (a new object at every render).
  const path = endpointPath(endpoint.path, params as Record<string, unknown>);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `path` changes when endpoint or params do
  useEffect(() => {
    if (initial) return;
    let live = true;
    setState({ status: "loading" });
    readList(api, endpoint, params, fallback).then(
      (next) => live && setState(next),
      () => live && setState({ status: "error", message: fallback }),
    );
    return () => {
      live = false;
    };
  }, [api, path, fallback, initial]);
  return state;
}
