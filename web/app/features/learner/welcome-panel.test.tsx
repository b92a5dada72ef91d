import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { WelcomePanel } from "./welcome-panel";

function greeting(person: Parameters<typeof WelcomePanel>[0]["person"]): string {
  const { unmount } = render(<WelcomePanel person={person} trainings={null} onShowCourses={() => undefined} />);
  const text = screen.getByRole("heading", { level: 2 }).textContent ?? "";
  unmount();
  return text;
}

describe("WelcomePanel", () => {
  it("greets by first name, then username, then the e-mail before the @, then 'Learner'", () => {
    expect(greeting({ firstName: "Ananya", username: "ananya.s", email: "a@example.com" })).toBe("Welcome, Ananya!");
    expect(greeting({ firstName: "  ", username: "rahul.verma", email: "r@example.com" })).toBe(
      "Welcome, rahul.verma!",
    );
    expect(greeting({ firstName: null, username: null, email: "sam.k@example.com" })).toBe("Welcome, sam.k!");
    expect(greeting({ firstName: null, username: "", email: "" })).toBe("Welcome, Learner!");
    expect(greeting(null)).toBe("Welcome, Learner!");
  });

  it("summarises the trainings and leads to My Courses", async () => {
    const onShowCourses = vi.fn();
    render(<WelcomePanel person={null} trainings={{ ongoing: 1, completed: 2 }} onShowCourses={onShowCourses} />);
    expect(screen.getByText("Ongoing trainings").nextElementSibling?.textContent).toBe("1");
    expect(screen.getByText("Completed trainings").nextElementSibling?.textContent).toBe("2");
    await userEvent.setup().click(screen.getByRole("button", { name: "Go to My Courses/Trainings" }));
    expect(onShowCourses).toHaveBeenCalledOnce();
  });
});
