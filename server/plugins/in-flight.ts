// Work under way, by key, that others arriving meanwhile wait for instead of doing it again: a page
// being rendered (page-cache.ts), an API answer being read (api-memo.ts).

type Flight<T> = { promise: Promise<T | undefined>; waiters: number };

export class InFlight<T> {
  readonly #flights = new Map<string, Flight<T>>();

  /**
   * This caller does the work for `key`; call the returned function exactly once, with the result
   * to hand the waiters, or undefined (each then does its own). It is told how many waited.
   */
  begin(key: string): { finish: (result: T | undefined) => void; waiters: () => number } {
    let resolve: (result: T | undefined) => void = () => {};
    const flight: Flight<T> = {
      promise: new Promise<T | undefined>((done) => {
        resolve = done;
      }),
      waiters: 0,
    };
    this.#flights.set(key, flight);
    return {
      finish: (result) => {
        if (this.#flights.get(key) === flight) this.#flights.delete(key);
        resolve(result);
      },
      waiters: () => flight.waiters,
    };
  }

  /** The work another caller has under way for `key`, to wait for; undefined when none is. */
  join(key: string): Promise<T | undefined> | undefined {
    const flight = this.#flights.get(key);
    if (!flight) return undefined;
    flight.waiters++;
    return flight.promise;
  }

  /** How many wait for the work under way for `key` (0 when none is). */
  waiters(key: string): number {
    return this.#flights.get(key)?.waiters ?? 0;
  }
}
