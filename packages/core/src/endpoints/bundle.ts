// spec §7: GET /learning-bundles — active learning bundles only, except for staff (contract).
import { z } from "zod";
import { endpoint } from "../endpoint.ts";
import { bundleSchema } from "../schemas.ts";

export const bundleEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/learning-bundles",
    access: "public",
    tags: ["bundle"],
    responses: { 200: z.array(bundleSchema) },
  }),
};
