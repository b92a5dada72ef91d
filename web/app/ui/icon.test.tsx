// Icons come from the database: a known name draws the inline icon, an unknown one the book, and
// an uploaded picture (a path) shows as an image of the same size.
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Icon } from "./icon";

describe("Icon", () => {
  it("draws named icons inline and falls back to the book", () => {
    const { container } = render(
      <>
        <Icon name="fa-solid fa-cloud" />
        <Icon name="no-such-icon" />
      </>,
    );
    expect(container.querySelectorAll("svg")).toHaveLength(2);
    expect(container.querySelector("img")).toBeNull();
  });

  it("shows an uploaded icon as a decorative image of the requested size", () => {
    const { container } = render(<Icon name="/media/7-ab12cd34.png" size={22} />);
    const img = container.querySelector("img");
    expect(img?.getAttribute("src")).toBe("/media/7-ab12cd34.png");
    expect(img?.getAttribute("alt")).toBe("");
    expect(img?.getAttribute("width")).toBe("22");
    expect(container.querySelector("svg")).toBeNull();
  });
});
