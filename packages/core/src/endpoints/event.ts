// spec §7: GET /events/ — active events only, except for staff (contract).
import { z } from "zod";
import { endpoint } from "../endpoint.ts";
import { eventSchema } from "../schemas.ts";

export const eventEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/events/",
    access: "public",
    tags: ["event"],
    responses: { 200: z.array(eventSchema) },
  }),
};
