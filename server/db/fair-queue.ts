// The embedded database answers one statement at a time. PGlite queues statements as they come,
// so under load a page that needs ten queries queued ten times behind every other request's, and
// the oldest requests starved: after a hundred visitors hung up at once, the next hundred waited
// over 10 s for pages that take milliseconds (seen in a 100-connection soak). This queue lets the statements of
// the request that arrived first go first: each request finishes in about the time the requests
// ahead of it take, instead of the time all the requests in flight take.
import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The HTTP request that runs this code, as the queue sees it: when it arrived (performance.now()),
 * and, for a read (GET, HEAD), a signal that fires when its client hangs up.
 */
export type QueuedRequest = { arrival: number; abandoned?: AbortSignal };
export const requestArrival = new AsyncLocalStorage<QueuedRequest>();

/**
 * Thrown instead of running a read's statement once its client has gone: a hundred visitors who
 * hang up leave no queue behind for the next hundred. Writes always run (an enquiry is kept even
 * when its sender closed the tab before the answer).
 */
export class ClientGone extends Error {
  readonly statusCode = 499;
  readonly code = "SB_CLIENT_GONE";
  constructor() {
    super("The client closed the connection before the answer");
  }
}

type Waiting = { rank: number; order: number; go: () => void };

export class FairQueue {
  #busy = false;
  #order = 0;
  /** Sorted by rank (arrival), then by order of asking: a request's own statements stay in order. */
  readonly #waiting: Waiting[] = [];

  /** Runs `work` when no other work runs and no work of an earlier request waits. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    const request = requestArrival.getStore();
    if (request?.abandoned?.aborted) throw new ClientGone();
    if (this.#busy) {
      // Work outside any request (the mail worker, start-up) ranks as a request arriving now.
      const rank = request?.arrival ?? performance.now();
      await new Promise<void>((go) => this.#insert({ rank, order: this.#order++, go }));
    } else {
      this.#busy = true;
    }
    try {
      if (request?.abandoned?.aborted) throw new ClientGone();
      return await work();
    } finally {
      const next = this.#waiting.shift();
      // The next statement starts on the next turn of the event loop, not in this microtask:
      // PGlite runs a statement synchronously, so a backlog of them handed on from microtask to
      // microtask kept the loop from accepting connections and reading requests for seconds.
      if (next) setImmediate(next.go);
      else this.#busy = false;
    }
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  #insert(item: Waiting): void {
    let low = 0;
    let high = this.#waiting.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      const other = this.#waiting[mid]!;
      if (other.rank < item.rank || (other.rank === item.rank && other.order < item.order)) low = mid + 1;
      else high = mid;
    }
    this.#waiting.splice(low, 0, item);
  }
}
