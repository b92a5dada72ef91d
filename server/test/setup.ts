// A console.error during a test fails it (house style): errors must be asserted, not printed.
import { afterEach, beforeEach, expect, vi } from "vitest";

let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  expect(errors, "console.error was called during the test").toEqual([]);
});
