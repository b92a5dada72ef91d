import { afterAll, beforeAll, expect, it } from "vitest";
import { apiHeaders, build, type TestContext } from "../../test/app.ts";
import { createLearner } from "../../test/factories.ts";
let t: TestContext;
beforeAll(async () => { t = await build(); });
afterAll(() => t.close());
it("race", async () => {
  const learner = await createLearner(t.database.db);
  const res = await Promise.all(Array.from({ length: 30 }, (_, i) => t.app.inject({ method: "POST", url: "/api/login/learners/", headers: apiHeaders(), payload: { email: learner.email, password: `w${i}` }, remoteAddress: `10.9.0.${i}` })));
  console.log(res.map((r) => r.statusCode).join(","));
});
