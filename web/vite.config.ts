import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// The framework (React, React DOM, React Router) ships as one file: on a slow phone network every
// request costs a round trip and ~1 KB of headers, and the framework's half-dozen automatic chunks
// are all needed on every first visit anyway.
const framework =
  /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/;

// What every page's root needs (the API client, site facts, toasts, dialogs, icons, the shared
// rules and texts), and the few hundred bytes several public pages share (popup triggers, course
// covers, the settings hook): one file instead of a dozen sub-kilobyte ones, each of which cost a
// request and ~1.1 KB of headers (a first visit's JavaScript within 130 KB).
const shell =
  /web[\\/]app[\\/](api|seo|site|site-settings|request-context)\.ts|web[\\/]app[\\/]ui[\\/](toast|dialog|icon|json-ld|popup-trigger|cover-image)\.tsx|web[\\/]app[\\/]ui[\\/](preloadable|use-engagement-preload)\.ts|packages[\\/]core[\\/]src[\\/]page-copy[\\/]fill\.ts|web[\\/]app[\\/]session[\\/]paths\.ts|web[\\/]app[\\/]forms[\\/]errors\.ts|packages[\\/]core[\\/]src[\\/](constants|rules|messages|api-client)\.ts|web[\\/]app[\\/]i18n[\\/](copy|language-switch)\.tsx|web[\\/]app[\\/]i18n[\\/]translated-routes\.ts|packages[\\/]core[\\/]src[\\/]i18n[\\/]locales\.ts/;
const bundlerHelpers = /^\0(rolldown[\\/]runtime|vite[\\/]preload-helper)/;

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "framework", test: (id: string) => framework.test(id) || bundlerHelpers.test(id), priority: 2 },
            { name: "shell", test: shell, priority: 1 },
          ],
        },
      },
    },
  },
});
