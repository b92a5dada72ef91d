// Who is signed in, for the /learner/* loaders (the redirects of the spec happen on the server).
import { authEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import type { SessionUser } from "@skillbridge/core/schemas";

/** The signed-in learner, or null (signed out, an expired session, or a staff session). */
export async function signedInLearner(api: ApiClient): Promise<SessionUser | null> {
  const session = await api.call(authEndpoints.session);
  const user = session.ok ? session.data.user : null;
  return user?.role === "learner" ? user : null;
}
