// Route options from an endpoint of core's map: method, URL, access and schemas come
// from the one declaration the web app's client also reads, so the two cannot drift apart.
// Use: app.route({ ...routeOf(courseEndpoints.list), handler: async (request, reply) => … }).
import type { Endpoint } from "@skillbridge/core";

type SchemaOf<E, K extends string> = E extends { [key in K]: infer S } ? S : undefined;

export function routeOf<const E extends Endpoint>(endpoint: E) {
  const schema = {
    tags: [...endpoint.tags],
    ...(endpoint.summary ? { summary: endpoint.summary } : {}),
    ...(endpoint.description ? { description: endpoint.description } : {}),
    params: endpoint.params as SchemaOf<E, "params">,
    querystring: endpoint.query as SchemaOf<E, "query">,
    body: endpoint.body as SchemaOf<E, "body">,
    headers: endpoint.headers as SchemaOf<E, "headers">,
    response: endpoint.responses as E["responses"],
  };
  // A request part present but undefined makes Fastify warn at start-up (FSTWRN001, once per route
  // and part): leave out the parts the endpoint does not declare. The types stay as they are.
  for (const part of ["params", "querystring", "body", "headers"] as const) {
    if (schema[part] === undefined) Reflect.deleteProperty(schema, part);
  }
  return {
    method: endpoint.method,
    url: endpoint.path,
    config: { access: endpoint.access, ...(endpoint.apiKey === false ? { apiKey: false } : {}) },
    schema,
  };
}
