// For the enquiry forms' component tests: the browser's fetch stubbed (the outside edge) with every
// call recorded, and a render inside a router and the toast region, as on a real page.

import { createFetchApiClient } from "@skillbridge/core/api-client";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub, Outlet } from "react-router";
import { vi } from "vitest";
import { ToastProvider } from "../ui/toast";

export type Call = { url: string; method: string; headers: Record<string, string>; body: Record<string, unknown> };
export type Answer = { status: number; body: unknown; delay?: number };

export function stubFetch(answer: (call: Call) => Answer) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call: Call = {
        url: String(url),
        method: init.method ?? "GET",
        headers: Object.fromEntries(new Headers(init.headers).entries()),
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const { status, body, delay = 0 } = answer(call);
      await new Promise((resolve) => setTimeout(resolve, delay));
      return new Response(typeof body === "string" ? body : JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return { calls, posts: () => calls.filter((call) => call.method === "POST") };
}

/** Course suggestions for GET /api/ictData/search/{text}; any POST gets `post`. */
export function suggestionsAnd(
  post: Answer,
  courses = [{ id: 12, ictName: "Certified Ethical Hacker", ictType: "Certificate Course" }],
) {
  return (call: Call): Answer => {
    if (call.method === "GET" && call.url.startsWith("/api/ictData/search/")) {
      const text = decodeURIComponent(call.url.split("/").pop() ?? "").toLowerCase();
      return { status: 200, body: courses.filter((course) => course.ictName.toLowerCase().includes(text)) };
    }
    return post;
  };
}

let current: ReactNode = null;

function Page() {
  return <ToastProvider>{current}</ToastProvider>;
}

const ROOT_DATA = {};

type Action = (args: { request: Request }) => Promise<unknown>;

/**
 * Renders `ui` on a page whose router also answers the form posts: each path's action is the
 * real route action, given the browser's API client (whose fetch is the stub above).
 */
export function renderOnPage(ui: ReactNode, actions: Record<string, Action> = {}) {
  current = ui;
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: Outlet,
      loader: () => ROOT_DATA,
      children: [
        { index: true, Component: Page },
        ...Object.entries(actions).map(([path, action]) => ({ path: path.slice(1), action, Component: Page })),
      ],
    },
  ]);
  return render(<Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: ROOT_DATA } }} />);
}

/** The browser's API client, as actions get it in these tests (fetch is stubbed). */
export const testApi = () => createFetchApiClient("test-key");
