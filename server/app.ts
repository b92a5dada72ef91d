import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import { constants as zlibConstants } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { apiMessages } from "@skillbridge/core";
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { type Config, webBuildDir } from "./config.ts";
import type { Database } from "./db/client.ts";
import { type QueuedRequest, requestArrival } from "./db/fair-queue.ts";
import { calendarRoutes } from "./modules/account/calendar-routes.ts";
import { accountDataRoutes } from "./modules/account/data-routes.ts";
import { accountRoutes } from "./modules/account/routes.ts";
import { createDigestScheduler } from "./modules/alerts/digest.ts";
import { alertRoutes } from "./modules/alerts/routes.ts";
import { attendanceAdminRoutes } from "./modules/attendance/admin-routes.ts";
import { attendanceLearnerRoutes } from "./modules/attendance/learner-routes.ts";
import { auditRoutes } from "./modules/audit/routes.ts";
import { warnOfDemoAccounts } from "./modules/auth/demo-accounts.ts";
import { prepareStaffAccounts } from "./modules/auth/first-start.ts";
import { createMfaRepository } from "./modules/auth/mfa-repository.ts";
import { authRoutes } from "./modules/auth/routes.ts";
import { createSecretBox } from "./modules/auth/secret-box.ts";
import { staffAuthRoutes } from "./modules/auth/staff-routes.ts";
import { createTokenService } from "./modules/auth/tokens.ts";
import { batchAdminRoutes } from "./modules/batch/admin-routes.ts";
import { batchRoutes } from "./modules/batch/routes.ts";
import { batchInterestRoutes } from "./modules/batch-interest/routes.ts";
import { bundleAdminRoutes } from "./modules/bundle/admin-routes.ts";
import { bundleRoutes } from "./modules/bundle/routes.ts";
import { certificateAdminRoutes } from "./modules/certificate/admin-routes.ts";
import { createCompletionSweep } from "./modules/certificate/completion.ts";
import { completionRuleRoutes } from "./modules/certificate/completion-routes.ts";
import { certificateFileRoutes } from "./modules/certificate/file-routes.ts";
import { certificateRoutes } from "./modules/certificate/routes.ts";
import { couponAdminRoutes } from "./modules/coupon/admin-routes.ts";
import { couponRoutes } from "./modules/coupon/routes.ts";
import { courseAdminRoutes } from "./modules/course/admin-routes.ts";
import { courseRoutes } from "./modules/course/routes.ts";
import { courseContentAdminRoutes } from "./modules/course-content/admin-routes.ts";
import { courseContentRoutes } from "./modules/course-content/routes.ts";
import { courseCoverFileRoutes, courseCoverUploadRoutes } from "./modules/course-cover/routes.ts";
import { coursePageRoutes } from "./modules/course-page/routes.ts";
import { loadSigningKey } from "./modules/credential/signing-key.ts";
import { dashboardRoutes } from "./modules/dashboard/routes.ts";
import { domainAdminRoutes } from "./modules/domain/admin-routes.ts";
import { domainRoutes } from "./modules/domain/routes.ts";
import { enquiryRoutes } from "./modules/enquiry/routes.ts";
import { eventAdminRoutes } from "./modules/event/admin-routes.ts";
import { eventRoutes } from "./modules/event/routes.ts";
import { examAdminRoutes } from "./modules/exam/admin-routes.ts";
import { examLearnerRoutes } from "./modules/exam/learner-routes.ts";
import { feedbackAdminRoutes } from "./modules/feedback/admin-routes.ts";
import { reviewAdminRoutes } from "./modules/feedback/review-routes.ts";
import { groupBookingRoutes } from "./modules/group/booking-routes.ts";
import { groupTierRoutes } from "./modules/group/tier-routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { inboxRoutes } from "./modules/inbox/routes.ts";
import { leadAdminRoutes } from "./modules/lead/admin-routes.ts";
import { leadRoutes } from "./modules/lead/routes.ts";
import { learnerPasswordRoutes } from "./modules/learner/password-routes.ts";
import { learnerRoutes } from "./modules/learner/routes.ts";
import { outboxAdminRoutes } from "./modules/mail/admin-routes.ts";
import { createMailWorker, scheduledMail } from "./modules/mail/worker.ts";
import { mediaFileRoutes, mediaUploadRoutes } from "./modules/media/routes.ts";
import { paymentAdminRoutes } from "./modules/payment/admin-routes.ts";
import { approvalRoutes } from "./modules/payment/approval-routes.ts";
import { gatewayRoutes } from "./modules/payment/gateway-routes.ts";
import { documentAttachments } from "./modules/payment/invoice-mail.ts";
import { paymentLearnerRoutes } from "./modules/payment/learner-routes.ts";
import { razorpayClient } from "./modules/payment/razorpay.ts";
import { reconciliationRoutes } from "./modules/payment/reconciliation-routes.ts";
import { refundRoutes } from "./modules/payment/refund-routes.ts";
import { paymentRoutes } from "./modules/payment/routes.ts";
import { seatRoutes } from "./modules/payment/seat-routes.ts";
import { signatureRoutes } from "./modules/payment/signature-routes.ts";
import { createPaymentSweep } from "./modules/payment/sweep.ts";
import { queuePartReminders } from "./modules/payment-plan/reminders.ts";
import { paymentPlanRoutes } from "./modules/payment-plan/routes.ts";
import { referralAdminRoutes } from "./modules/referral/admin-routes.ts";
import { referralRoutes } from "./modules/referral/routes.ts";
import { queueDueReminders } from "./modules/reminder/reminders.ts";
import { refreshMailContact, siteSettingsRoutes } from "./modules/site-settings/routes.ts";
import { staffAdminRoutes } from "./modules/staff-admin/routes.ts";
import { teachingLanguageRoutes } from "./modules/teaching-language/routes.ts";
import { testimonialAdminRoutes } from "./modules/testimonial/admin-routes.ts";
import { testimonialRoutes } from "./modules/testimonial/routes.ts";
import { trainerAdminRoutes } from "./modules/trainer/admin-routes.ts";
import { createAfterAnswer } from "./plugins/after-answer.ts";
import { registerAttribution } from "./plugins/attribution.ts";
import { authPlugin } from "./plugins/auth.ts";
import { serializeError } from "./plugins/error-log.ts";
import { errorsPlugin } from "./plugins/errors.ts";
import { hostGuardPlugin } from "./plugins/host-guard.ts";
import { httpHygienePlugin } from "./plugins/http-hygiene.ts";
import { redactUrl } from "./plugins/log-redaction.ts";
import { noSecretsInUrlsPlugin } from "./plugins/no-secrets-in-urls.ts";
import { PageCache } from "./plugins/page-cache.ts";
import { openPublicChanges } from "./plugins/public-changes.ts";
import { openRateLimitStore } from "./plugins/rate-limit-store.ts";
import { RenderPool } from "./plugins/render-pool.ts";
import { requestIdGenerator } from "./plugins/request-ids.ts";
import { sameOriginPlugin } from "./plugins/same-origin.ts";
import { PERMISSIONS_POLICY, securityPlugin } from "./plugins/security.ts";
import { webBuildExists, webPlugin } from "./plugins/web.ts";

export const BODY_LIMIT_BYTES = 64 * 1024;

export type BuildOptions = {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions["logger"];
  /** Serve the React Router site too (needs `npm run build`); off in API-only tests. */
  web?: boolean;
};

export function loggerOptions(level: string): FastifyServerOptions["logger"] {
  return {
    level,
    // Never log secrets: credentials, tokens, cookies and the API key are censored.
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        'req.headers["x-api-key"]',
        "res.headers['set-cookie']",
        "*.password",
        "*.access_token",
      ],
      censor: "[redacted]",
    },
    // Fastify's request line, with personal values in the query redacted; errors
    // without the values a database error quotes (error-log.ts).
    serializers: {
      err: serializeError,
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}

function answerUnreadableRequest(error: Error & { code?: string }, socket: Duplex) {
  if (!socket.writable) return;
  const [status, detail] =
    error.code === "HPE_HEADER_OVERFLOW"
      ? [431, apiMessages.headersTooLarge]
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, apiMessages.requestTimeout]
        : [400, apiMessages.badRequest];
  const body = JSON.stringify({ detail });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `X-Content-Type-Options: nosniff\r\n\r\n${body}`,
  );
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.LOG_LEVEL),
    genReqId: requestIdGenerator(config.TRUST_PROXY),
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    // Errors Fastify meets before routing (a malformed percent-encoding in the path) get the same
    // JSON shape and the basic security headers as every other answer.
    // Requests Node's HTTP parser cannot read (oversized headers, garbage) are answered before
    // Fastify sees them: in the API's {"detail"} shape too, and the connection closed.
    clientErrorHandler: answerUnreadableRequest,
    frameworkErrors: (error, _request, frameworkReply) => {
      const reply = frameworkReply as unknown as FastifyReply;
      // Answered before routing (so before the security plugin's hooks): the same headers by hand.
      reply
        .header("content-security-policy", "default-src 'none'; frame-ancestors 'none'; base-uri 'none'")
        .header("x-content-type-options", "nosniff")
        .header("referrer-policy", "strict-origin-when-cross-origin")
        .header("x-frame-options", "SAMEORIGIN")
        .header("cross-origin-opener-policy", "same-origin")
        .header("cross-origin-resource-policy", "same-origin")
        .header("x-permitted-cross-domain-policies", "none")
        .header("permissions-policy", PERMISSIONS_POLICY)
        .status(400)
        .send({ detail: error.code === "FST_ERR_BAD_URL" ? apiMessages.badUrl : apiMessages.badRequest });
    },
  }).withTypeProvider<ZodTypeProvider>();
  // The embedded database serves the earliest request's statements first (db/fair-queue.ts): each
  // request's code runs knowing when it arrived. An in-process API call made by a page's render
  // keeps its page's arrival. Again before validation: reading a body loses the async context.
  // PostgreSQL orders its own connections' work: there the hooks would only cost each request.
  if (database.driver === "pglite") registerArrivalHooks(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  await app.register(errorsPlugin);
  // Session and one-time cookies are Secure whenever the public site is https, even when TLS ends
  // at a proxy and the request that reaches us is plain http.
  app.decorate("secureCookies", config.PUBLIC_ORIGIN?.startsWith("https:") ?? false);
  await app.register(securityPlugin, { publicOrigin: config.PUBLIC_ORIGIN });
  // Refused before anything else runs (after the security headers are on the reply).
  await app.register(hostGuardPlugin, { publicOrigin: config.PUBLIC_ORIGIN });
  await app.register(httpHygienePlugin);
  await app.register(noSecretsInUrlsPlugin);
  await app.register(sameOriginPlugin, { publicOrigin: config.PUBLIC_ORIGIN });
  // Not zstd, though it compresses a page ~6× faster than Brotli: with it Chrome's pages showed
  // more main-thread blocking under Lighthouse (home TBT median 18 → 99 ms), for 0.6 ms of server time.
  // Brotli 4 as @fastify/compress's default, but with a 256 KB window (BROTLI_PARAM_LGWIN 18), not
  // 4 MB: a page is ~100 KB, so it compresses to the same bytes, while each response's encoder
  // allocates and frees a fraction of the memory (a large CSV export compresses a little less). Measured on a rendered home page over
  // HTTP (20 connections): 9.7–13.9 → 7.2–8.5 ms of CPU a request.
  await app.register(fastifyCompress, {
    global: true,
    encodings: ["br", "gzip"],
    threshold: 1024,
    brotliOptions: {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
        [zlibConstants.BROTLI_PARAM_LGWIN]: 18,
      },
    },
  });
  await app.register(fastifyCookie);
  // The visit's first touch (utm_*, external referrer) in a first-party session cookie.
  registerAttribution(app, { publicOrigin: config.PUBLIC_ORIGIN });
  // Per-minute limits count in Redis when REDIS_URL is set (shared by every process), else here.
  const rateLimitStore = await openRateLimitStore(config, app.log);
  app.addHook("onClose", () => rateLimitStore.close());
  await app.register(fastifyRateLimit, {
    ...rateLimitStore.options,
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      detail: apiMessages.tooManyRequests,
      retryAfter: context.after,
    }),
  });

  const db = database.db;
  const pageCache = new PageCache({ maxEntries: 500, ttlMs: config.PAGE_CACHE_SECONDS * 1000 });
  app.decorate("pageCache", pageCache);
  // A staff change here reaches the caches of every other worker and process.
  // Another process's change may be the site settings: the mails' copy of them is read again too.
  const publicChanges = await openPublicChanges(
    config,
    database.pool,
    {
      clear: () => {
        pageCache.clear();
        refreshMailContact(db).catch((error: Error) => app.log.warn({ err: error }, "site settings not re-read"));
      },
      suspend: () => pageCache.suspend(),
      resume: () => pageCache.resume(),
    },
    app.log,
  );
  app.decorate("publicChanges", publicChanges);
  app.addHook("onClose", () => publicChanges.close());
  const tokens = createTokenService(config.JWT_SECRET);
  await app.register(authPlugin, { apiKey: config.API_KEY, tokens, db });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: "SkillBridge Academy API",
        version: "1.0.0",
        description:
          "Every call of the product's API. Send the site's key in `x-api-key`; learner calls also need a bearer token.",
      },
      components: {
        securitySchemes: {
          apiKey: { type: "apiKey", in: "header", name: "x-api-key" },
          bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        },
      },
      security: [{ apiKey: [] }],
    },
    transform: jsonSchemaTransform,
  });

  const mfa = createMfaRepository(createSecretBox(config.DATA_ENCRYPTION_KEY ?? config.JWT_SECRET));
  await prepareStaffAccounts(db, config, mfa, app.log);
  await warnOfDemoAccounts(db, config.PUBLIC_ORIGIN, app.log);
  const rateLimit = { max: config.RATE_LIMIT_PER_MINUTE, timeWindow: "1 minute" };
  // Every mail goes through the outbox; the worker delivers it once main.ts starts it.
  const mail = createMailWorker({
    db,
    from: config.MAIL_FROM,
    smtpUrl: config.SMTP_URL,
    log: app.log.child({ module: "mail" }),
    // Reminders due before sessions; the staff's daily digest at 09:00 IST.
    // Each queues its mail once across processes; one failing never stops the other.
    beforeRun: scheduledMail([
      () => queueDueReminders(db, { origin: config.PUBLIC_ORIGIN ?? `http://localhost:${config.PORT}` }),
      createDigestScheduler({ db, origin: config.PUBLIC_ORIGIN ?? `http://localhost:${config.PORT}` }),
      // Lapsed seat holds offered to the waitlist, refund reservations left unasked resolved.
      createPaymentSweep({
        db,
        origin: config.PUBLIC_ORIGIN ?? `http://localhost:${config.PORT}`,
        razorpay: () => razorpay,
      }),
      // Reminders before and on the due day of payment plans' later parts.
      () => queuePartReminders(db, { origin: config.PUBLIC_ORIGIN ?? `http://localhost:${config.PORT}` }),
      // Learners who met an ended batch's completion rule certified (and mailed) without staff.
      createCompletionSweep({ db, origin: config.PUBLIC_ORIGIN ?? `http://localhost:${config.PORT}` }),
    ]),
    // A paid fee's mail carries its tax invoice, rendered from the stored invoice.
    attachments: (row) => documentAttachments(db, row),
  });
  app.decorate("mailWorker", mail);
  app.addHook("onClose", () => mail.stop());
  // Work a request must not make its answer wait for (password-reset mails).
  const afterAnswer = createAfterAnswer(app.log);
  app.decorate("afterAnswer", afterAnswer);
  app.addHook("onClose", () => afterAnswer.idle());
  const submissions = { db, mail, publicOrigin: config.PUBLIC_ORIGIN, rateLimit };
  const signingKey = await loadSigningKey(config);
  // Razorpay: offered only when its keys are configured.
  const razorpay =
    config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET
      ? razorpayClient({
          keyId: config.RAZORPAY_KEY_ID,
          keySecret: config.RAZORPAY_KEY_SECRET,
          webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? null,
          apiBase: config.RAZORPAY_API_BASE,
        })
      : null;

  await app.register(
    async (api) => {
      // The API speaks JSON only: any other body type is a 415, not a string to validate.
      api.removeContentTypeParser("text/plain");
      await api.register(healthRoutes, { database });
      await api.register(authRoutes, { db, tokens });
      await api.register(staffAuthRoutes, {
        db,
        mfa,
        tokens,
        mfaOptionalForDemo: config.STAFF_MFA_OPTIONAL_IN_DEMO,
      });
      await api.register(auditRoutes, { db });
      await api.register(courseRoutes, { db });
      await api.register(courseContentRoutes, { db });
      await api.register(coursePageRoutes, { db });
      await api.register(batchRoutes, { db });
      await api.register(learnerRoutes, { db });
      await api.register(domainRoutes, { db });
      await api.register(teachingLanguageRoutes, { db });
      await api.register(eventRoutes, { db });
      await api.register(testimonialRoutes, { db });
      await api.register(bundleRoutes, { db });
      await api.register(leadRoutes, submissions);
      await api.register(enquiryRoutes, submissions);
      await api.register(batchInterestRoutes, { db, rateLimit });
      await api.register(learnerPasswordRoutes, { ...submissions, afterAnswer, tokens });
      await api.register(inboxRoutes, { db, mail, publicOrigin: config.PUBLIC_ORIGIN });
      await api.register(leadAdminRoutes, { db, mail, publicOrigin: config.PUBLIC_ORIGIN });
      await api.register(paymentRoutes, { ...submissions, gateway: razorpay != null });
      if (razorpay) {
        await api.register(gatewayRoutes, { db, mail, razorpay, publicOrigin: config.PUBLIC_ORIGIN });
      }
      await api.register(paymentLearnerRoutes, { db });
      await api.register(paymentAdminRoutes, { db, mail, razorpay, publicOrigin: config.PUBLIC_ORIGIN });
      await api.register(refundRoutes, { db, mail, razorpay: razorpay ?? null, publicOrigin: config.PUBLIC_ORIGIN });
      await api.register(seatRoutes, { db, mail, publicOrigin: config.PUBLIC_ORIGIN });
      await api.register(reconciliationRoutes, { db, mail, publicOrigin: config.PUBLIC_ORIGIN });
      await api.register(signatureRoutes, { db });
      await api.register(couponAdminRoutes, { db });
      await api.register(couponRoutes, { db, gateway: razorpay != null, rateLimit });
      await api.register(paymentPlanRoutes, { db, gateway: razorpay != null });
      await api.register(groupTierRoutes, { db });
      await api.register(groupBookingRoutes, { db, mail, publicOrigin: config.PUBLIC_ORIGIN, rateLimit });
      await api.register(referralAdminRoutes, { db });
      await api.register(referralRoutes, { db, rateLimit });
      await api.register(examAdminRoutes, { db });
      await api.register(examLearnerRoutes, { db, mail, publicOrigin: config.PUBLIC_ORIGIN });
      await api.register(attendanceAdminRoutes, { db, mail, publicOrigin: config.PUBLIC_ORIGIN });
      await api.register(attendanceLearnerRoutes, { db, rateLimit });
      await api.register(approvalRoutes, { db, mail, razorpay: razorpay ?? null, publicOrigin: config.PUBLIC_ORIGIN });
      await api.register(eventAdminRoutes, { db });
      await api.register(testimonialAdminRoutes, { db });
      await api.register(trainerAdminRoutes, { db });
      await api.register(reviewAdminRoutes, { db });
      await api.register(bundleAdminRoutes, { db });
      await api.register(staffAdminRoutes, { db });
      await api.register(outboxAdminRoutes, { db, mail });
      await api.register(courseContentAdminRoutes, { db });
      await api.register(batchAdminRoutes, { db, mail, publicOrigin: config.PUBLIC_ORIGIN });
      await api.register(feedbackAdminRoutes, { db });
      await api.register(domainAdminRoutes, { db });
      await api.register(courseAdminRoutes, { db });
      await api.register(mediaUploadRoutes, { db });
      await api.register(courseCoverUploadRoutes, { db });
      await api.register(certificateRoutes, { db, rateLimit, signingKey, publicOrigin: config.PUBLIC_ORIGIN });
      await api.register(certificateAdminRoutes, { db, mail, publicOrigin: config.PUBLIC_ORIGIN });
      await api.register(completionRuleRoutes, { db, mail, publicOrigin: config.PUBLIC_ORIGIN });
      await api.register(accountRoutes, { db, mail, publicOrigin: config.PUBLIC_ORIGIN });
      await api.register(accountDataRoutes, { db });
      await api.register(dashboardRoutes, { db });
      await api.register(alertRoutes, { db });
      await api.register(siteSettingsRoutes, { db });
      // Not in core's endpoint map: the document of the API and the 404s below are no calls of it.
      api.get("/openapi.json", { config: { access: "public", apiKey: false }, schema: { hide: true } }, () =>
        app.swagger(),
      );
      await api.register(async (docs) => {
        // The browsable docs are public and need no key; their routes say so in their config.
        docs.addHook("onRoute", (route) => {
          route.config = { ...route.config, access: "public", apiKey: false };
        });
        await docs.register(fastifySwaggerUi, {
          routePrefix: "/docs",
          uiConfig: { url: "/api/openapi.json" } as Record<string, unknown>,
          staticCSP: true,
        });
      });
      // Any other /api path (the bare base too) is an API 404, never a web page.
      api.all("/", { config: { access: "public" }, schema: { hide: true } }, (_request, reply) =>
        reply.status(404).send({ detail: apiMessages.notFound }),
      );
      api.all("/*", { config: { access: "public" }, schema: { hide: true } }, (_request, reply) =>
        reply.status(404).send({ detail: apiMessages.notFound }),
      );
    },
    { prefix: "/api" },
  );

  await app.register(mediaFileRoutes, { db });
  await app.register(calendarRoutes, { db, publicOrigin: config.PUBLIC_ORIGIN });
  await app.register(courseCoverFileRoutes, { db });
  await app.register(certificateFileRoutes, {
    db,
    publicOrigin: config.PUBLIC_ORIGIN,
    signingKey,
  });

  if ((options.web ?? true) && config.WEB_DEV) {
    // Development: Vite serves the site from web/ and hot-reloads it; loaded only here, so
    // production never imports Vite.
    const { webDevPlugin } = await import("./plugins/web-dev.ts");
    await app.register(webDevPlugin, {
      apiKey: config.API_KEY,
      publicOrigin: config.PUBLIC_ORIGIN,
      pageCacheSeconds: 0,
      pageCache,
    });
  } else if (options.web ?? true) {
    if (!webBuildExists(webBuildDir())) {
      throw new Error("The web app is not built: run `npm run build` (npm start does this for you).");
    }
    const mode = config.NODE_ENV === "development" ? "development" : "production";
    const renderPool = config.RENDER_THREADS
      ? new RenderPool(
          config.RENDER_THREADS,
          { buildDir: webBuildDir(), mode, idleMs: config.RENDER_THREAD_IDLE_SECONDS * 1000 },
          app.log,
        )
      : null;
    app.decorate("renderPool", renderPool);
    app.addHook("onClose", async () => renderPool?.close());
    await app.register(webPlugin, {
      buildDir: webBuildDir(),
      apiKey: config.API_KEY,
      publicOrigin: config.PUBLIC_ORIGIN,
      mode,
      pageCacheSeconds: config.PAGE_CACHE_SECONDS,
      pageCache,
      renderPool,
    });
  }
  return app;
}

/** Each request's code runs knowing when it arrived, and whether its reader hung up (db/fair-queue.ts). */
function registerArrivalHooks(app: FastifyInstance): void {
  const queued = new WeakMap<object, QueuedRequest>();
  app.addHook("onRequest", (request, reply, done) => {
    let entry = requestArrival.getStore();
    if (!entry) {
      const read = request.method === "GET" || request.method === "HEAD";
      const gone = read ? new AbortController() : undefined;
      if (gone) reply.raw.on("close", () => reply.sent || reply.raw.writableFinished || gone.abort());
      entry = { arrival: performance.now(), ...(gone ? { abandoned: gone.signal } : {}) };
    }
    queued.set(request.raw, entry);
    requestArrival.run(entry, done);
  });
  app.addHook("preValidation", (request, _reply, done) => {
    requestArrival.run(queued.get(request.raw) ?? { arrival: performance.now() }, done);
  });
}
