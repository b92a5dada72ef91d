// The charts' colours pass contrast (WCAG 2.2): every bar colour against the chart's
// background at least 3:1 (1.4.11, graphical objects), every text at least 4.5:1 (1.4.3). Read
// from the stylesheet the charts are drawn with, and every class bar-chart.tsx gives a bar or a
// text is checked, so a new series colour cannot slip in unchecked. That no series is told apart
// by colour alone is bar-chart.test.tsx's.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const css = readFileSync(new URL("./chart.module.css", import.meta.url), "utf8");
const chartSource = readFileSync(new URL("./bar-chart.tsx", import.meta.url), "utf8");

/** The stylesheet's declarations by class (a rule for ".a, .b" counts for both). */
function declarations(text: string): Map<string, Record<string, string>> {
  const found = new Map<string, Record<string, string>>();
  const noComments = text.replace(/\/\*[\s\S]*?\*\//g, "");
  for (const [, selectors, body] of noComments.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const props = Object.fromEntries(
      body!
        .split(";")
        .map((part) => part.split(":").map((side) => side.trim()))
        .filter((pair) => pair.length === 2 && pair[0])
        .map(([name, value]) => [name!, value!]),
    );
    for (const selector of selectors!.split(",").map((one) => one.trim())) {
      const match = /^\.([\w-]+)$/.exec(selector);
      if (match) found.set(match[1]!, { ...found.get(match[1]!), ...props });
    }
  }
  return found;
}

/** WCAG's relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = Number.parseInt(part, 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const rules = declarations(css);
const background = rules.get("chart")?.background;
/** The classes bar-chart.tsx draws with: on a <rect> (bars) and on a <text>. */
const classesOn = (element: string) =>
  [...chartSource.matchAll(new RegExp(`<${element}\\b[^>]*?className=\\{([^}]*)\\}`, "g"))].flatMap(([, expression]) =>
    [...expression!.matchAll(/styles\.(\w+)/g)].map(([, name]) => name!),
  );

describe("the charts' colours", () => {
  it("computes WCAG contrast as the guidelines define it", () => {
    expect(contrast("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrast("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrast("#ffffff", "#ffffff")).toBe(1);
  });

  it("draws on an opaque background colour, the one the checks use", () => {
    expect(background).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it("gives every bar colour at least 3:1 against the chart's background", () => {
    const bars = [...new Set(classesOn("rect"))];
    expect(bars.sort()).toEqual(["bar", "barFlagged"]);
    for (const name of bars) {
      const fill = rules.get(name)?.fill;
      expect(fill, `.${name} has a fill`).toBeDefined();
      expect(contrast(fill!, background!), `.${name} ${fill} on ${background}`).toBeGreaterThanOrEqual(3);
    }
  });

  it("gives every text of a chart at least 4.5:1 against the chart's background", () => {
    const texts = [...new Set(classesOn("text"))];
    expect(texts.sort()).toEqual(["chartHeading", "chartLabel", "chartValue"]);
    for (const name of texts) {
      const fill = rules.get(name)?.fill;
      expect(fill, `.${name} has a fill`).toBeDefined();
      expect(contrast(fill!, background!), `.${name} ${fill} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
