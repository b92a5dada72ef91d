// The embedded database's statement queue (no request starves under load): the earliest request's statements
// first, and none of a read whose client has gone.
import { describe, expect, it } from "vitest";
import { ClientGone, FairQueue, requestArrival } from "./fair-queue.ts";

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe("FairQueue", () => {
  it("runs one piece of work at a time, the earliest request's first, each request's own in order", async () => {
    const queue = new FairQueue();
    const ran: string[] = [];
    let release = () => {};
    const blocker = queue.run(() => new Promise<void>((resolve) => (release = resolve)));
    const work = (name: string) => async () => {
      ran.push(name);
      await tick();
    };
    // Arrivals 30, 10, 20 ask while the queue is busy; request 10 asks twice.
    const asked = [
      requestArrival.run({ arrival: 30 }, () => queue.run(work("late"))),
      requestArrival.run({ arrival: 10 }, () => queue.run(work("early, first statement"))),
      requestArrival.run({ arrival: 20 }, () => queue.run(work("middle"))),
      requestArrival.run({ arrival: 10 }, () => queue.run(work("early, second statement"))),
    ];
    expect(queue.waiting).toBe(4);
    release();
    await Promise.all([blocker, ...asked]);
    expect(ran).toEqual(["early, first statement", "early, second statement", "middle", "late"]);
    expect(queue.waiting).toBe(0);
  });

  it("refuses the waiting statements of a read whose client hung up, and still runs writes", async () => {
    const queue = new FairQueue();
    let release = () => {};
    const blocker = queue.run(() => new Promise<void>((resolve) => (release = resolve)));
    const gone = new AbortController();
    let readRan = false;
    let writeRan = false;
    const read = requestArrival.run({ arrival: 1, abandoned: gone.signal }, () =>
      queue.run(async () => {
        readRan = true;
      }),
    );
    const write = requestArrival.run({ arrival: 2 }, () =>
      queue.run(async () => {
        writeRan = true;
      }),
    );
    gone.abort(); // the visitor closed the tab while the read waited
    release();
    await blocker;
    await expect(read).rejects.toBeInstanceOf(ClientGone);
    await write;
    expect({ readRan, writeRan }).toEqual({ readRan: false, writeRan: true });
    // Once gone, a read's next statement is refused at once.
    await expect(
      requestArrival.run({ arrival: 1, abandoned: gone.signal }, () => queue.run(async () => "never")),
    ).rejects.toMatchObject({ statusCode: 499 });
  });

  it("keeps going after work that fails", async () => {
    const queue = new FairQueue();
    await expect(queue.run(() => Promise.reject(new Error("syntax error")))).rejects.toThrow("syntax error");
    expect(await queue.run(async () => "next")).toBe("next");
  });
});
