// /learner/my-data.json (the DPDP Act's right to access): everything the product holds
// about the signed-in learner, as a JSON file to keep. Signed out: the login page.
import { accountEndpoints } from "@skillbridge/core";
import { redirect } from "react-router";
import { inRequestLanguage } from "../i18n/request-locale.server";
import { requestContext } from "../request-context";
import { LOGIN_PATH } from "../session/paths";
import { signedInLearner } from "../session/session.server";
import type { Route } from "./+types/learner-my-data";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  if (!(await signedInLearner(api))) throw redirect(inRequestLanguage(request, LOGIN_PATH));
  const result = await api.call(accountEndpoints.myData);
  if (!result.ok) throw new Response("Your data could not be gathered. Please try again.", { status: 502 });
  return new Response(`${JSON.stringify(result.data, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="my-skillbridge-data.json"',
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
