// A render thread's entry (render-pool.ts). `node --import ./precompiled-ts.mjs` registers its
// module hooks in the main thread only: a worker thread registers them itself, so that it too runs
// the server's TypeScript as stripped ahead of time, not through Node's own stripper (which would
// stay resident in every thread).
import "../precompiled-ts.mjs";

await import("./render-worker.ts");
