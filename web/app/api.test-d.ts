// The typed seam: what a page gets from an API call is typed by the endpoint's answer
// schema in core, and a call must give the params its path needs. Changing an answer schema in
// core changes these types, so a page reading a field that no longer exists fails the typecheck.
import type { ApiClient, ApiResult, Course, CourseListItem, Suggestion } from "@skillbridge/core";
import { courseEndpoints } from "@skillbridge/core";
import { type Endpoint, routeOf } from "@skillbridge/core/endpoint";
import { describe, expectTypeOf, it } from "vitest";

declare const api: ApiClient;
type Answer<E extends Endpoint> = Awaited<ReturnType<typeof api.call<E>>>;

describe("ApiClient.call", () => {
  it("types the answer from the endpoint's 2xx schema", () => {
    expectTypeOf<Answer<typeof courseEndpoints.byId>>().toEqualTypeOf<ApiResult<Course>>();
    expectTypeOf<Answer<typeof courseEndpoints.list>>().toEqualTypeOf<ApiResult<CourseListItem[]>>();
    expectTypeOf<Answer<typeof courseEndpoints.suggestions>>().toEqualTypeOf<ApiResult<Suggestion[]>>();
  });

  it("asks for the path's params and the query's fields, typed", () => {
    const calls = () => {
      api.call(courseEndpoints.byId, { params: { id: 3 } });
      api.call(courseEndpoints.list);
      api.call(courseEndpoints.list, { query: { limit: 9, domain: [1, 2] } });
      // @ts-expect-error: the course's id is required
      api.call(courseEndpoints.byId);
      // @ts-expect-error: no such path parameter
      api.call(courseEndpoints.byId, { params: { courseId: 3 } });
      // @ts-expect-error: the list takes no body
      api.call(courseEndpoints.list, { body: {} });
      // @ts-expect-error: not a filter of the course list
      api.call(courseEndpoints.list, { query: { colour: "red" } });
    };
    expectTypeOf(calls).toBeFunction();
  });
});

describe("routeOf: an endpoint as the browser calls it", () => {
  it("is typed by its declaration: same answer, same input, and no other path or method", () => {
    const list = routeOf<typeof courseEndpoints.list>({ method: "GET", path: "/ictData/" });
    const calls = () => {
      expectTypeOf(api.call(list)).resolves.toEqualTypeOf<ApiResult<CourseListItem[]>>();
      api.call(list, { query: { limit: 9 } });
      // @ts-expect-error: not a filter of the course list
      api.call(list, { query: { colour: "red" } });
      // @ts-expect-error: the declaration's path is /ictData/
      routeOf<typeof courseEndpoints.list>({ method: "GET", path: "/ictData" });
      // @ts-expect-error: the declaration's method is GET
      routeOf<typeof courseEndpoints.list>({ method: "POST", path: "/ictData/" });
    };
    expectTypeOf(calls).toBeFunction();
  });
});
