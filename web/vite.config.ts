import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// The framework (React, React DOM, React Router) ships as one file: on a slow phone network every
// request costs a round trip and ~1 KB of headers, and the framework's half-dozen automatic chunks
// are all needed on every first visit anyway.
const framework =
  /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/;

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: "framework", test: framework, priority: 2 }] } } },
  },
});
