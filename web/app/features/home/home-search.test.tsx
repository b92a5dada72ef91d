import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useParams } from "react-router";
import { describe, expect, it } from "vitest";
import { HomeSearch } from "./home-search";

function SearchResults() {
  const { query } = useParams();
  return <h1>Results for {query}</h1>;
}

function renderSearch() {
  const Stub = createRoutesStub([
    { path: "/", Component: HomeSearch },
    { path: "/search/:query", Component: SearchResults },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return screen.getByRole("searchbox", { name: "Search courses" });
}

describe("HomeSearch", () => {
  it("runs on Enter with the trimmed term", async () => {
    const user = userEvent.setup();
    const box = renderSearch();
    await user.type(box, "  aws cloud  {Enter}");
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Results for aws cloud");
  });

  it("runs on the button and encodes the term in the address", async () => {
    const user = userEvent.setup();
    const box = renderSearch();
    await user.type(box, "C# / .NET");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Results for C# / .NET");
  });

  it("ignores an empty or whitespace-only term", async () => {
    const user = userEvent.setup();
    const box = renderSearch();
    await user.click(screen.getByRole("button", { name: "Search" }));
    await user.type(box, "   {Enter}");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
    expect(screen.getByRole("searchbox", { name: "Search courses" })).toBe(document.activeElement);
  });

  it("is a plain GET form to the home page before JavaScript runs", () => {
    const box = renderSearch();
    const form = box.closest("form")!;
    expect(form.getAttribute("action")).toBe("/");
    expect(form.getAttribute("method")).toBe("get");
    expect(box.getAttribute("name")).toBe("q");
  });
});
