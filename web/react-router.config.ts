import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // WEB_BUILD_DIR lets parallel builds (and their browser tests) keep apart; the server reads it too.
  buildDirectory: process.env.WEB_BUILD_DIR ?? "build",
} satisfies Config;
