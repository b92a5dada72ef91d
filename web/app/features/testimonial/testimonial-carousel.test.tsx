import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TestimonialCarousel, type TestimonialItem } from "./testimonial-carousel";

const long = `${"Excellent hands-on labs and patient trainers. ".repeat(4)}Highly recommended.`;
const items: TestimonialItem[] = [
  { id: 1, learnerName: "Ananya Iyer", learnerImg: "/images/people/ananya.svg", feedbackMsg: long },
  { id: 2, learnerName: "Rahul Deshmukh", learnerImg: "/images/people/rahul.svg", feedbackMsg: "Great CCNA labs." },
  { id: 3, learnerName: "Kavya Menon", learnerImg: "/images/people/missing.jpg", feedbackMsg: "My first project." },
];

/** The slide a sighted visitor sees (one card per view in a DOM without layout). */
function visibleSlide() {
  const [slide] = screen.getAllByRole("group");
  return slide!;
}

// happy-dom never loads images (every one reports naturalWidth 0): make them look loaded, as in a
// browser, so only the image the test breaks counts as broken.
beforeEach(() => {
  vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(96);
});

describe("TestimonialCarousel", () => {
  it("cuts long messages to 140 characters plus an ellipsis and keeps short ones whole", () => {
    render(<TestimonialCarousel testimonials={items} />);
    const quote = within(visibleSlide()).getByText(/Excellent hands-on/);
    expect(quote.textContent).toBe(`${Array.from(long).slice(0, 140).join("")}…`);
    expect(screen.getByText("Great CCNA labs.", { exact: true, ignore: false })).toBeTruthy();
  });

  it("shows the placeholder photo when a learner image fails to load", () => {
    const { container } = render(<TestimonialCarousel testimonials={items} />);
    const photos = container.querySelectorAll("img");
    expect(photos[2]!.getAttribute("src")).toBe("/images/people/missing.jpg");
    fireEvent.error(photos[2]!);
    expect(photos[2]!.getAttribute("src")).toBe("/images/people/placeholder.svg");
    expect(photos[0]!.getAttribute("src")).toBe("/images/people/ananya.svg");
  });

  it("moves with the next and previous buttons, wrapping at both ends", async () => {
    const user = userEvent.setup();
    render(<TestimonialCarousel testimonials={items} />);
    expect(within(visibleSlide()).getByText("Ananya Iyer")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Next testimonial" }));
    expect(within(visibleSlide()).getByText("Rahul Deshmukh")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Previous testimonial" }));
    await user.click(screen.getByRole("button", { name: "Previous testimonial" }));
    expect(within(visibleSlide()).getByText("Kavya Menon")).toBeTruthy();
  });

  it("answers the arrow keys when focused", async () => {
    const user = userEvent.setup();
    render(<TestimonialCarousel testimonials={items} />);
    screen.getByRole("region", { name: "Testimonials" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(within(visibleSlide()).getByText("Rahul Deshmukh")).toBeTruthy();
    await user.keyboard("{ArrowLeft}");
    expect(within(visibleSlide()).getByText("Ananya Iyer")).toBeTruthy();
  });

  it("says so when there are no testimonials", () => {
    render(<TestimonialCarousel testimonials={[]} />);
    expect(screen.getByText("No testimonials yet.")).toBeTruthy();
  });

  describe("auto-advance", () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it("advances one card every 5 s and pauses while hovered", () => {
      render(<TestimonialCarousel testimonials={items} />);
      act(() => vi.advanceTimersByTime(4999));
      expect(within(visibleSlide()).getByText("Ananya Iyer")).toBeTruthy();
      act(() => vi.advanceTimersByTime(1));
      expect(within(visibleSlide()).getByText("Rahul Deshmukh")).toBeTruthy();

      const region = screen.getByRole("region", { name: "Testimonials" });
      fireEvent.mouseEnter(region);
      act(() => vi.advanceTimersByTime(15000));
      expect(within(visibleSlide()).getByText("Rahul Deshmukh")).toBeTruthy();
      fireEvent.mouseLeave(region);
      act(() => vi.advanceTimersByTime(5000));
      expect(within(visibleSlide()).getByText("Kavya Menon")).toBeTruthy();
    });

    it("stops with the pause button", () => {
      render(<TestimonialCarousel testimonials={items} />);
      fireEvent.click(screen.getByRole("button", { name: "Pause testimonials" }));
      act(() => vi.advanceTimersByTime(20000));
      expect(within(visibleSlide()).getByText("Ananya Iyer")).toBeTruthy();
      expect(screen.getByRole("button", { name: "Play testimonials" })).toBeTruthy();
    });
  });
});
