// /calendar/{token}.ics: a learner's private calendar feed. Outside /api, like files:
// calendar apps send no API key nor session; the unguessable token (256 random bits) is the key,
// and a replaced or unknown token answers 404. ?download gives the same feed as a file to save.
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { FILE_CSP } from "../../plugins/security.ts";
import { siteOrigin } from "../submission/site-origin.ts";
import { calendarRepository } from "./calendar-repository.ts";
import { calendarFeed } from "./ical.ts";
import { accountRepository } from "./repository.ts";

export const CALENDAR_PATH = "/calendar";

export async function calendarRoutes(
  app: FastifyInstance,
  { db, publicOrigin }: { db: Db; publicOrigin: string | undefined },
) {
  app.get<{ Params: { file: string }; Querystring: { download?: string } }>(
    `${CALENDAR_PATH}/:file`,
    { config: { access: "public", apiKey: false }, schema: { hide: true } },
    async (request, reply) => {
      const match = /^([\w-]{32,64})\.ics$/.exec(request.params.file);
      const learnerId = match ? await accountRepository.learnerByCalendarToken(db, match[1]!) : null;
      if (learnerId === null) return reply.status(404).type("text/plain; charset=utf-8").send("Not found");
      const sessions = await calendarRepository.sessionsOf(db, learnerId);
      const host = new URL(siteOrigin(request, publicOrigin)).hostname;
      reply
        .header("Cache-Control", "private, no-store")
        .header("X-Robots-Tag", "noindex")
        .header("Referrer-Policy", "no-referrer")
        .header("Content-Security-Policy", FILE_CSP);
      if (request.query.download !== undefined) {
        reply.header("Content-Disposition", 'attachment; filename="skillbridge-sessions.ics"');
      }
      return reply.type("text/calendar; charset=utf-8").send(calendarFeed({ host, sessions, now: new Date() }));
    },
  );
}
