import { act, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ModeCarousel } from "./mode-carousel";

function renderCarousel() {
  const Stub = createRoutesStub([{ path: "/", Component: ModeCarousel }]);
  render(<Stub initialEntries={["/"]} />);
}

const currentSlide = () => screen.getByRole("group").getAttribute("aria-label");

describe("ModeCarousel", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the four modes in turn, one every 4 s, linking to each mode's page", () => {
    renderCarousel();
    expect(currentSlide()).toBe("1 of 4: Online Training");
    expect(screen.getByRole("link", { name: "Explore Online Training" }).getAttribute("href")).toBe(
      "/learning_mode/OnlineTrainingMode",
    );
    act(() => vi.advanceTimersByTime(3999));
    expect(currentSlide()).toBe("1 of 4: Online Training");
    act(() => vi.advanceTimersByTime(1));
    expect(currentSlide()).toBe("2 of 4: Classroom Training");
    act(() => vi.advanceTimersByTime(8000));
    expect(currentSlide()).toBe("4 of 4: Self-Paced Training");
    expect(screen.getByRole("link", { name: "Explore Self-Paced Training" }).getAttribute("href")).toBe(
      "/learning_mode/SelfPacedTrainingMode",
    );
    act(() => vi.advanceTimersByTime(4000));
    expect(currentSlide()).toBe("1 of 4: Online Training");
  });

  it("stops on the pause button and starts again on play", () => {
    renderCarousel();
    fireEvent.click(screen.getByRole("button", { name: "Pause learning modes" }));
    act(() => vi.advanceTimersByTime(20000));
    expect(currentSlide()).toBe("1 of 4: Online Training");
    fireEvent.click(screen.getByRole("button", { name: "Play learning modes" }));
    act(() => vi.advanceTimersByTime(4000));
    expect(currentSlide()).toBe("2 of 4: Classroom Training");
  });

  it("pauses while hovered and jumps to a mode from its button", () => {
    renderCarousel();
    const region = screen.getByRole("region", { name: "Learning modes" });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(12000));
    expect(currentSlide()).toBe("1 of 4: Online Training");
    fireEvent.click(screen.getByRole("button", { name: "Show On-Site Training" }));
    expect(currentSlide()).toBe("3 of 4: On-Site Training");
    expect(screen.getByRole("button", { name: "Show On-Site Training" }).getAttribute("aria-current")).toBe("true");
  });
});
