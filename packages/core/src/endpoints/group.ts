// Group seats: the staff-set price tiers (every staff member sees them; admins and finance change
// them, as with other money settings).
import { endpoint } from "../endpoint.ts";
import { groupBookingResultSchema, groupBookingSchema } from "../money/group-booking-schemas.ts";
import { adminGroupTierSchema, groupTierInputSchema } from "../money/group-price.ts";
import { errorSchema, idParams } from "../schemas.ts";
import { z } from "../zod.ts";

const denied = { 401: errorSchema, 403: errorSchema };

export const groupTierEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/admin/group-tiers",
    access: "staff",
    tags: ["admin"],
    description: "The group price tiers, fewest seats first.",
    responses: { 200: z.array(adminGroupTierSchema), ...denied },
  }),
  save: endpoint({
    method: "POST",
    path: "/admin/group-tiers",
    access: "staff",
    tags: ["admin"],
    description:
      "A tier set (admins and finance only): from so many seats on, so many percent off; a tier starting at the same seat count is replaced. Requests already priced keep their figures.",
    body: groupTierInputSchema,
    responses: { 200: z.array(adminGroupTierSchema), 422: errorSchema, ...denied },
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/admin/group-tiers/:id",
    access: "staff",
    tags: ["admin"],
    description: "A tier removed (admins and finance only); requests already priced keep their figures.",
    params: idParams,
    responses: { 200: z.array(adminGroupTierSchema), 404: errorSchema, ...denied },
  }),
};

export const groupBookingEndpoints = {
  book: endpoint({
    method: "POST",
    path: "/group-bookings",
    access: "public",
    tags: ["payment"],
    description:
      "A company's team booking on one batch: a lead for its contact and one payment request for all seats (the tier's price, one proforma to the company); the payment link is mailed to the contact.",
    body: groupBookingSchema,
    responses: { 201: groupBookingResultSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema },
  }),
};
