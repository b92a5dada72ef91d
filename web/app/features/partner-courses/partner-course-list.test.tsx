import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { PartnerCourse } from "./partner-course-card";
import { PartnerCourseList } from "./partner-course-list";

const longText = Array.from({ length: 40 }, (_, index) => `word${index + 1}`).join(" ");
const courses: PartnerCourse[] = [
  {
    id: 70,
    ictName: "CyberSec First Responder (CFR-410)",
    ictType: "Certificate Course",
    ictImg: "/images/courses/certnexus.svg",
    ictDesc: longText,
    hoursData: { id: 1, ictId_id: 70, TrainingHour: 40, LabHour: 16 },
    coverToken: null,
  },
];
const TOKEN = "0123456789abcdef0123456789abcdef";

type Props = Parameters<typeof PartnerCourseList>[0];
let current: Props = { courses: [], failed: false, loading: false };
function Page() {
  return <PartnerCourseList {...current} />;
}
const Stub = createRoutesStub([{ path: "/partners/Certnexus", Component: Page }]);

function show(props: Props) {
  current = props;
  render(<Stub initialEntries={["/partners/Certnexus"]} />);
}

describe("PartnerCourseList", () => {
  it("cuts descriptions to 30 words and ends them with a 'Read More' link to the course", () => {
    show({ courses, failed: false, loading: false });
    expect(screen.getByRole("heading", { name: "CyberSec First Responder (CFR-410)" })).toBeTruthy();
    expect(screen.getByText("56 Hours of Learning")).toBeTruthy();
    const paragraph = screen.getByText(/^word1 word2/);
    expect(paragraph.textContent).toContain("word30… Read More");
    expect(paragraph.textContent).not.toContain("word31");
    const link = screen.getByRole("link", { name: "Read More about CyberSec First Responder (CFR-410)" });
    expect(link.getAttribute("href")).toBe("/course/70/CyberSec_First_Responder_(CFR-410)");
  });

  it("gives each card its own cover, as the catalogue does: the uploaded one, else the generated one", () => {
    const second = { ...courses[0]!, id: 71, ictName: "CertNexus Data Science Practitioner", coverToken: TOKEN };
    show({ courses: [courses[0]!, second], failed: false, loading: false });
    const [generated, uploaded] = screen.getAllByRole("article").map((card) => card.querySelector("img")!);
    // not the shared partner logo: the course's generated cover, width and height set (no layout shift)
    expect(generated!.getAttribute("src")).toBe("/covers/70.svg");
    expect([generated!.getAttribute("width"), generated!.getAttribute("height")]).toEqual(["640", "360"]);
    // the uploaded cover in AVIF and WebP at its widths
    const sources = uploaded!.closest("picture")!.querySelectorAll("source");
    expect([...sources].map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]!.getAttribute("srcset")).toContain(TOKEN);
    expect(uploaded!.getAttribute("src")).toContain(TOKEN);
  });

  it("shows skeleton cards while the list reloads", () => {
    show({ courses, failed: false, loading: true });
    expect(screen.getByRole("status").textContent).toBe("Loading courses…");
    expect(screen.queryByRole("heading")).toBeNull();
  });

  it("says when the courses could not be loaded", () => {
    show({ courses: [], failed: true, loading: false });
    expect(screen.getByText("Could not load courses for this domain.")).toBeTruthy();
  });

  it("says when the domain has no courses yet", () => {
    show({ courses: [], failed: false, loading: false });
    expect(screen.getByText("No courses found for this domain yet.")).toBeTruthy();
  });
});
