// spec §7, learner-only: the profile, past trainings and study materials of the signed-in
// learner. Another learner's e-mail or course answers 403 (contract).
import { z } from "zod";
import { endpoint } from "../endpoint.ts";
import { enrolmentSchema, errorSchema, ictIdParams, learnerSchema, studyMaterialSchema } from "../schemas.ts";

const tags = ["learner"];

export const learnerEndpoints = {
  /** ?email= the signed-in learner's own address: the first (only) item is the profile. */
  profile: endpoint({
    method: "GET",
    path: "/learners",
    access: "learner",
    tags,
    query: z.strictObject({ email: z.string().max(254).optional() }),
    responses: { 200: z.array(learnerSchema), 400: errorSchema, 403: errorSchema },
  }),
  trainings: endpoint({
    method: "GET",
    path: "/learners/email/:email/training-cards",
    access: "learner",
    tags,
    params: z.object({ email: z.string().max(254) }),
    responses: { 200: z.array(enrolmentSchema), 400: errorSchema, 403: errorSchema },
  }),
  studyMaterials: endpoint({
    method: "GET",
    path: "/study-materials/ict/:ictId/",
    access: "learner",
    tags,
    params: ictIdParams,
    responses: { 200: z.array(studyMaterialSchema), 403: errorSchema },
  }),
};
