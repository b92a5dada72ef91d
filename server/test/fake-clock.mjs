// Preloaded into a test's server process (NODE_OPTIONS=--import …), as libfaketime would be:
// moves the process's clock so that it reads FAKE_CLOCK_START when it starts, then runs on at the
// real pace. Test-only: the product never loads it and has no switch for its clock. Used by the
// digest's two-process test (the digest is due from 09:00 IST, whatever the hour the test runs).
const start = process.env.FAKE_CLOCK_START;
if (start) {
  const RealDate = Date;
  const offset = RealDate.parse(start) - RealDate.now();
  if (Number.isNaN(offset)) throw new Error(`FAKE_CLOCK_START is not a date: ${start}`);
  const now = () => RealDate.now() + offset;
  globalThis.Date = new Proxy(RealDate, {
    // `new Date()` is the moved now; a date built from a value stays that value.
    construct: (target, args, newTarget) => Reflect.construct(target, args.length > 0 ? args : [now()], newTarget),
    // `Date()` called as a function answers the moved now as text, as the real one does.
    apply: () => new RealDate(now()).toString(),
    get: (target, property, receiver) => (property === "now" ? now : Reflect.get(target, property, receiver)),
  });
}
