// What a page render's loaders read the API through, wherever the render runs (this thread or a
// render thread, render-pool.ts): the raw call goes to the API in process; this wrapper answers
// the reads one page makes twice.
import { type ApiClient, type ApiRequest, type ApiResult, createApiClient } from "@skillbridge/core";

/**
 * An API answer as the API gave it: a successful JSON body still as its text, parsed by the render
 * that reads it (a render thread parses its own, and the thread that owns the database only copies
 * a string to it), or any other answer as its result.
 */
export type ApiAnswer =
  | { json: string; status: number; total: number | undefined; cookies?: string[] }
  | { result: ApiResult<unknown> };

export type ApiAnswerRequest = (...args: Parameters<ApiRequest>) => Promise<ApiAnswer>;

export const toResult = (answer: ApiAnswer): ApiResult<unknown> =>
  "result" in answer
    ? answer.result
    : {
        ok: true,
        status: answer.status,
        data: JSON.parse(answer.json),
        total: answer.total,
        ...(answer.cookies ? { cookies: answer.cookies } : {}),
      };

/** The answers of `send` as results, parsed here. */
export const readAnswers =
  (send: ApiAnswerRequest): ApiRequest =>
  async (...args) =>
    toResult(await send(...args));

/**
 * One page's loaders often ask the same read (who is signed in: the root and the page; a learner's
 * trainings: the list and the page): within a request each read is made once and its answer given
 * to every loader that asks, until the request writes (an action's post), after which every read
 * is made again. Without a session cookie or token, who is signed in is known without asking.
 */
export function pageApiClient(send: ApiRequest, hasSession: boolean): ApiClient {
  const asked = new Map<string, Promise<ApiResult<unknown>>>();
  return createApiClient((method, path, body, headers) => {
    if (method === "GET" && path === "/session/" && !hasSession) {
      return Promise.resolve({ ok: true as const, status: 200, data: { user: null } });
    }
    if (method !== "GET" || body !== undefined) {
      asked.clear();
      return send(method, path, body, headers);
    }
    const key = `${path} ${JSON.stringify(headers ?? {})}`;
    const known = asked.get(key);
    if (known) return known.then(structuredClone);
    const answer = send(method, path, body, headers);
    asked.set(key, answer);
    return answer.then(structuredClone);
  });
}
