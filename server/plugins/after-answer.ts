// Work done after the answer has gone out: when what a request does depends on
// something the answer must not reveal — whether an e-mail has an account — doing it before
// answering shows in the answer's timing. Jobs run one at a time, in the order their requests
// came, so a burst of requests for one address meets the per-recipient mail limit one by one.
// A job is lost if the process dies before it ran; the person simply asks again. app.close()
// waits for the jobs already queued.
import type { FastifyBaseLogger, FastifyReply } from "fastify";
import { requestArrival } from "../db/fair-queue.ts";

declare module "fastify" {
  interface FastifyInstance {
    afterAnswer: AfterAnswer;
  }
}

/** Jobs waiting at most; beyond, a new one is dropped with a warning rather than held in memory. */
export const MAX_WAITING_JOBS = 1000;

export type AfterAnswer = {
  /** Runs `job` once `reply` has been sent (or its client went away); false when dropped. */
  run(reply: FastifyReply, name: string, job: () => Promise<void>): boolean;
  /** Resolves once every job handed in so far has finished. */
  idle(): Promise<void>;
};

export function createAfterAnswer(log: Pick<FastifyBaseLogger, "warn" | "error">): AfterAnswer {
  let chain: Promise<void> = Promise.resolve();
  let waiting = 0;
  const idleWaiters: (() => void)[] = [];
  const finished = () => {
    waiting -= 1;
    if (waiting === 0) for (const resolve of idleWaiters.splice(0)) resolve();
  };
  return {
    run(reply, name, job) {
      if (waiting >= MAX_WAITING_JOBS) {
        log.warn({ job: name, waiting }, "work after an answer dropped: too many jobs waiting");
        return false;
      }
      waiting += 1;
      // 'close' comes after the last byte was handed to the socket, or when the client left
      // early; setImmediate lets the answer's own callbacks (and the test that timed it) finish
      // first, so none of the job's database work runs before the answer is complete.
      // Outside the request's own context: a job is background work, run even when the client
      // has gone (the embedded database refuses a gone read's statements, db/fair-queue.ts).
      const start = () =>
        requestArrival.exit(() =>
          setImmediate(() => {
            chain = chain
              .then(job)
              .catch((err: unknown) => log.error({ err, job: name }, "work after an answer failed"))
              .finally(finished);
          }),
        );
      if (reply.raw.destroyed) start();
      else reply.raw.once("close", start);
      return true;
    },
    idle() {
      return waiting === 0 ? Promise.resolve() : new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}
