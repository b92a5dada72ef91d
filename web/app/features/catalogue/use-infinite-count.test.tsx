import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeIntersectionObserver } from "./test-fixtures";
import { useInfiniteCount } from "./use-infinite-count";

function List({ total, resetKey }: { total: number; resetKey: string }) {
  const { count, loading, sentinelRef } = useInfiniteCount({ total, resetKey });
  return (
    <>
      <ul>
        {Array.from({ length: Math.min(count, total) }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: test rows
          <li key={index}>Course {index + 1}</li>
        ))}
      </ul>
      <div ref={sentinelRef} />
      {loading ? <p>Loading more</p> : null}
    </>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("useInfiniteCount", () => {
  it("watches 200 px below the viewport", () => {
    render(<List total={40} resetKey="a" />);
    expect(FakeIntersectionObserver.instances[0]?.options?.rootMargin).toBe("1000% 0px 600px 0px");
  });

  it("shows 9, then 9 more 300 ms after the visitor nears the bottom", () => {
    render(<List total={40} resetKey="a" />);
    expect(screen.getAllByRole("listitem")).toHaveLength(9);
    act(() => FakeIntersectionObserver.setNear(true));
    expect(screen.getByText("Loading more")).toBeTruthy();
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getAllByRole("listitem")).toHaveLength(9);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getAllByRole("listitem")).toHaveLength(18);
  });

  it("keeps loading while the bottom stays in reach, and stops at the end of the list", () => {
    render(<List total={20} resetKey="a" />);
    act(() => FakeIntersectionObserver.setNear(true));
    act(() => vi.advanceTimersByTime(300));
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getAllByRole("listitem")).toHaveLength(20);
    expect(screen.queryByText("Loading more")).toBeNull();
  });

  it("loads nothing while the visitor is far from the bottom", () => {
    render(<List total={40} resetKey="a" />);
    act(() => FakeIntersectionObserver.setNear(false));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getAllByRole("listitem")).toHaveLength(9);
  });

  it("goes back to 9 when the filter changes", () => {
    const { rerender } = render(<List total={40} resetKey="a" />);
    act(() => FakeIntersectionObserver.setNear(true));
    act(() => vi.advanceTimersByTime(300));
    act(() => FakeIntersectionObserver.setNear(false));
    expect(screen.getAllByRole("listitem")).toHaveLength(18);
    rerender(<List total={40} resetKey="b" />);
    expect(screen.getAllByRole("listitem")).toHaveLength(9);
  });
});
