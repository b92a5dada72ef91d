// Development only (`npm run dev`, WEB_DEV=true): the site through Vite's dev server inside this
// Fastify process. Vite answers its own requests (its client, modules compiled on demand, CSS,
// web/public) and hot-reloads an edited page in the browser; every other request is a page,
// rendered by web.ts from the server build Vite compiles on demand, with the same load context as
// in production (in-process API client, origin, API key, flash). No page cache, no inlined
// CSS. app.ts imports this file only in development: production never loads Vite.
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { stripVTControlCharacters } from "node:util";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { ServerBuild } from "react-router";
import type { Logger } from "vite";
import { repoRoot } from "../config.ts";
import { type WebOptions, webPlugin } from "./web.ts";

export type WebDevOptions = Omit<WebOptions, "buildDir" | "mode" | "dev">;

const SERVER_BUILD = "virtual:react-router/server-build";

/** Vite's messages ("hmr update /app/routes/home.tsx", compile errors) go to the server's log. */
function viteLogger(log: FastifyBaseLogger): Logger {
  const warned = new Set<string>();
  const text = (message: string) => stripVTControlCharacters(message).trim();
  const logger: Logger = {
    hasWarned: false,
    info: (message) => log.info(text(message)),
    warn: (message) => {
      logger.hasWarned = true;
      log.warn(text(message));
    },
    warnOnce: (message) => {
      if (warned.has(message)) return;
      warned.add(message);
      logger.warn(message);
    },
    error: (message, options) => log.error(options?.error ? { err: options.error } : {}, text(message)),
    clearScreen: () => {},
    hasErrorLogged: () => false,
  };
  return logger;
}

export async function webDevPlugin(app: FastifyInstance, options: WebDevOptions) {
  const webRoot = join(repoRoot, "web");
  // Vite is a dev dependency of the web app: loaded from there, and only in development.
  const vitePath = createRequire(join(webRoot, "package.json")).resolve("vite");
  const { createServer, isRunnableDevEnvironment } = (await import(
    pathToFileURL(vitePath).href
  )) as typeof import("vite");
  const vite = await createServer({
    root: webRoot,
    configFile: join(webRoot, "vite.config.ts"),
    appType: "custom",
    clearScreen: false,
    customLogger: viteLogger(app.log.child({ module: "vite" })),
    server: {
      middlewareMode: true,
      // The browser's hot-reload socket comes to this server's port (no second port to open).
      hmr: { server: app.server },
      // Vite answers only this machine's names (as the host guard does without PUBLIC_ORIGIN),
      // and PUBLIC_ORIGIN's host when one is set.
      ...(options.publicOrigin ? { allowedHosts: [new URL(options.publicOrigin).hostname] } : {}),
    },
  });
  app.addHook("onClose", () => vite.close());

  const ssr = vite.environments.ssr;
  if (!ssr || !isRunnableDevEnvironment(ssr)) {
    throw new Error("Vite's ssr environment cannot run modules in this process");
  }

  // Vite's middlewares see each request of this scope first (every path but /api and /media);
  // what Vite does not serve (a page, a form post) goes on to the page route of web.ts. Fastify
  // runs no connect middleware itself: the hook goes on only when Vite passes; when Vite answers
  // by itself, the request ends there and Fastify never sends anything on it.
  app.addHook("onRequest", (request, reply, done) => {
    vite.middlewares(request.raw, reply.raw, (error?: unknown) => {
      if (error) done(error instanceof Error ? error : new Error(String(error)));
      else done();
    });
  });

  // The React Router the compiled app imports is its development build, which Vite resolves and
  // Node loads (this process's own `import "react-router"` gets the production one): the request
  // handler must be that copy's, or the app's load context and loaders are foreign to it.
  const reactRouterEntry = await ssr.pluginContainer.resolveId(
    "react-router",
    join(webRoot, "app", "entry.server.tsx"),
  );
  if (!reactRouterEntry) throw new Error("Vite cannot resolve react-router from web/app");
  const reactRouter = (await import(pathToFileURL(reactRouterEntry.id).href)) as typeof import("react-router");

  /**
   * The app as Vite has it now: recompiled only when a file it is made of changed, so cheap per
   * request. An edit reloads Vite's modules; an import that was under way meanwhile may hold old
   * and new modules at once (a loader's request context then differs from the entry's): taken
   * again, until the build imported is still the one Vite holds.
   */
  const serverBuild = async (): Promise<ServerBuild> => {
    for (let attempt = 1; ; attempt++) {
      const build = await ssr.runner.import(SERVER_BUILD);
      const held = ssr.runner.evaluatedModules.getModuleByUrl(SERVER_BUILD)?.exports === build;
      if (held || attempt === 5) return build as ServerBuild;
    }
  };

  await webPlugin(app, {
    ...options,
    buildDir: "",
    mode: "development",
    dev: {
      serverBuild,
      createRequestHandler: reactRouter.createRequestHandler,
    },
  });
}
