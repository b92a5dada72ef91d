// Page renders on every core while the database keeps one owner. The embedded database's files have
// one owner (this thread); React's render, the head transform and the script policy's hashing of a
// page are pure CPU, so render threads do them and ask this thread for each API read, which it
// answers through the in-process API as it would its own render (auth, validation, the shared
// answers of api-memo.ts). A thread that dies takes its renders with it: they are rendered here
// instead, and the thread is started again.
// Threads start when pages are asked for and stop after a while without one: a thread holds tens of
// megabytes (its heap, the app's build), which a quiet site should not pay for. Until a thread is
// ready its renders happen here, as they would without threads.
import { AsyncResource } from "node:async_hooks";
import { Worker } from "node:worker_threads";
import type { FastifyBaseLogger } from "fastify";
import type { ApiAnswerRequest } from "./page-api.ts";
import type { RenderOutcome } from "./page-render.ts";
import type { RenderTask, ThreadOutcome, ToWorker, WorkerReply } from "./render-messages.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The page render threads, when the server runs any (config RENDER_THREADS). */
    renderPool?: RenderPool | null;
  }
}

type Pending = {
  api: ApiAnswerRequest;
  resolve: (outcome: RenderOutcome) => void;
  reject: (error: Error) => void;
};

/** A render lost with its thread: the caller renders it itself. */
export class RenderThreadLost extends Error {}

class RenderThread {
  readonly pending = new Map<number, Pending>();
  ready = false;
  /** When its last render ended (or it became ready): how long it has had nothing to do. */
  idleSince = Date.now();
  /** Stopped for having nothing to do: not started again. */
  retired = false;
  /** Settles once the thread has loaded the build (or has stopped before it could). */
  readonly started: Promise<void>;
  #started: () => void = () => {};
  readonly #worker: Worker;

  constructor(options: { buildDir: string; mode: string }, onExit: (thread: RenderThread) => void) {
    this.started = new Promise((resolve) => {
      this.#started = resolve;
    });
    this.#worker = new Worker(new URL("./render-thread.mjs", import.meta.url), {
      workerData: options,
      // A render's garbage is short-lived: a small young generation keeps each thread's memory
      // down; the old generation's cap stops a leak in one thread from taking the machine.
      resourceLimits: { maxYoungGenerationSizeMb: 16, maxOldGenerationSizeMb: 96 },
    });
    this.#worker.on("message", (message: WorkerReply) => this.#receive(message));
    this.#worker.on("error", () => {}); // its renders are failed on exit, just below
    this.#worker.on("exit", () => {
      this.ready = false;
      this.#started();
      for (const pending of this.pending.values()) pending.reject(new RenderThreadLost("render thread stopped"));
      this.pending.clear();
      onExit(this);
    });
    // A thread waiting for work must not keep the process alive.
    this.#worker.unref();
  }

  send(message: ToWorker) {
    this.#worker.postMessage(message);
  }

  stop() {
    return this.#worker.terminate();
  }

  #receive(message: WorkerReply) {
    if (message.type === "ready") {
      this.ready = true;
      this.idleSince = Date.now(); // its idle time counts from when it can take a render
      this.#started();
      return;
    }
    const pending = this.pending.get(message.id);
    if (!pending) return;
    if (message.type === "api") {
      const { id, call } = message;
      pending.api(message.method, message.path, message.body, message.headers).then(
        (answer) => this.send({ type: "answer", id, call, answer }),
        (error: unknown) => this.send({ type: "answer", id, call, error: String(error) }),
      );
      return;
    }
    this.pending.delete(message.id);
    this.idleSince = Date.now();
    if (message.type === "failed") {
      const error = new Error(message.message);
      if (message.stack) error.stack = message.stack;
      pending.reject(error);
      return;
    }
    pending.resolve(fromThread(message.outcome));
  }
}

const fromThread = (outcome: ThreadOutcome): RenderOutcome => {
  const { status, headers, cookies, cacheControl } = outcome;
  if ("page" in outcome) return { status, headers, cookies, cacheControl, page: outcome.page };
  const body = outcome.bytes ? (new Response(outcome.bytes).body as ReadableStream<Uint8Array>) : null;
  return { status, headers, cookies, cacheControl, body };
};

export class RenderPool {
  /** Renders done on a thread, and renders a stopped thread lost (then rendered by the caller). */
  readonly stats = { threaded: 0, lost: 0 };
  readonly #threads: RenderThread[] = [];
  readonly #options: { buildDir: string; mode: string };
  readonly #log: FastifyBaseLogger;
  #ids = 0;
  #closed = false;
  /** Restarts within the last minute: a thread that keeps dying is not restarted in a loop. */
  #restarts: number[] = [];

  readonly #size: number;
  readonly #idleMs: number;
  readonly #sweep: NodeJS.Timeout;

  /**
   * Up to `size` threads, each started when renders need it and stopped after `idleMs` without
   * a render.
   */
  constructor(size: number, options: { buildDir: string; mode: string; idleMs: number }, log: FastifyBaseLogger) {
    this.#size = size;
    this.#options = { buildDir: options.buildDir, mode: options.mode };
    this.#idleMs = options.idleMs;
    this.#log = log;
    this.#sweep = setInterval(() => this.#retireIdle(), Math.max(250, Math.min(this.#idleMs / 2, 10_000)));
    this.#sweep.unref();
  }

  #start() {
    this.#threads.push(new RenderThread(this.#options, (thread) => this.#exited(thread)));
  }

  /** Stops the threads that have had no render for the idle time (their memory goes back). */
  #retireIdle() {
    const now = Date.now();
    for (const thread of this.#threads) {
      if (thread.ready && thread.pending.size === 0 && now - thread.idleSince >= this.#idleMs) {
        thread.retired = true;
        void thread.stop();
      }
    }
  }

  /** Starts one more thread when every running one has a render under way (or none runs). */
  #grow() {
    if (this.#closed || this.#threads.length >= this.#size) return;
    if (this.#threads.every((thread) => thread.pending.size > 0 || !thread.ready)) {
      if (this.#threads.some((thread) => !thread.ready)) return; // one is starting: wait for it
      this.#start();
    }
  }

  #exited(thread: RenderThread) {
    this.#threads.splice(this.#threads.indexOf(thread), 1);
    if (this.#closed || thread.retired) return;
    const now = Date.now();
    this.#restarts = this.#restarts.filter((at) => now - at < 60_000);
    if (this.#restarts.length >= 5) {
      this.#log.error("a render thread keeps stopping: pages are rendered in the main thread");
      return;
    }
    this.#restarts.push(now);
    this.#log.warn("a render thread stopped: starting another");
    this.#start();
  }

  /** Starts every thread now and settles once each has loaded the build (pages render here meanwhile). */
  async warm(): Promise<void> {
    while (!this.#closed && this.#threads.length < this.#size) this.#start();
    await Promise.all(this.#threads.map((thread) => thread.started));
  }

  /** Threads running (starting or ready). */
  get running(): number {
    return this.#threads.length;
  }

  /** Threads started and ready for renders. */
  get ready(): number {
    return this.#threads.filter((thread) => thread.ready).length;
  }

  /** The ready thread with the fewest renders under way, or none (the caller renders itself). */
  #pick(): RenderThread | undefined {
    let best: RenderThread | undefined;
    for (const thread of this.#threads) {
      if (thread.ready && (!best || thread.pending.size < best.pending.size)) best = thread;
    }
    return best;
  }

  /**
   * Renders on a thread, reading the API through `api` (called in the caller's async context, so
   * the database's fair queue knows whose read it is); undefined when no thread is ready.
   */
  render(task: Omit<RenderTask, "type" | "id">, api: ApiAnswerRequest): Promise<RenderOutcome> | undefined {
    this.#grow();
    const thread = this.#pick();
    if (!thread) return undefined;
    const id = ++this.#ids;
    return new Promise<RenderOutcome>((resolve, reject) => {
      const counted = (outcome: RenderOutcome) => {
        this.stats.threaded++;
        resolve(outcome);
      };
      const lost = (error: Error) => {
        if (error instanceof RenderThreadLost) this.stats.lost++;
        reject(error);
      };
      thread.pending.set(id, { api: AsyncResource.bind(api), resolve: counted, reject: lost });
      thread.send({ type: "render", id, ...task });
    });
  }

  async close() {
    this.#closed = true;
    clearInterval(this.#sweep);
    await Promise.all(this.#threads.map((thread) => thread.stop()));
  }
}
