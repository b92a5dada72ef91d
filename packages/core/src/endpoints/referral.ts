// Referrals: a link's code checked before its cookie is set; the learner's own link and credit;
// the staff view of the scheme and every referral, the scheme's settings and a payout marked paid.
import { endpoint } from "../endpoint.ts";
import { referralSchemeInputSchema } from "../money/referral.ts";
import { adminReferralsSchema, myReferralSchema, referralCodeParams } from "../money/referral-schemas.ts";
import { errorSchema, idParams } from "../schemas.ts";
import { z } from "../zod.ts";

const denied = { 401: errorSchema, 403: errorSchema };

export const referralEndpoints = {
  link: endpoint({
    method: "GET",
    path: "/referrals/links/:code",
    access: "public",
    tags: ["referral"],
    description: "Whether a referral link's code belongs to a learner (nothing about who).",
    params: referralCodeParams,
    responses: { 200: z.object({ code: z.string() }), 404: errorSchema },
  }),
  mine: endpoint({
    method: "GET",
    path: "/learners/me/referral",
    access: "learner",
    tags: ["referral"],
    description: "The signed-in learner's referral link (made on first need), credit and rewards.",
    responses: { 200: myReferralSchema, ...denied },
  }),
  list: endpoint({
    method: "GET",
    path: "/admin/referrals",
    access: "staff",
    tags: ["admin"],
    description: "The referral scheme, every referral with its reward's state, and the totals.",
    responses: { 200: adminReferralsSchema, ...denied },
  }),
  saveScheme: endpoint({
    method: "PUT",
    path: "/admin/referrals/scheme",
    access: "staff",
    tags: ["admin"],
    description: "The referral scheme saved (admins and finance only, audited).",
    body: referralSchemeInputSchema,
    responses: { 200: adminReferralsSchema, 422: errorSchema, ...denied },
  }),
  markPaid: endpoint({
    method: "POST",
    path: "/admin/referrals/:id/paid",
    access: "staff",
    tags: ["admin"],
    description: "An earned payout marked paid (admins and finance only, audited).",
    params: idParams,
    responses: { 200: adminReferralsSchema, 404: errorSchema, 409: errorSchema, ...denied },
  }),
};
