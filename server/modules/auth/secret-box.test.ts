import { describe, expect, it } from "vitest";
import { createSecretBox } from "./secret-box.ts";

const box = createSecretBox("a-key-of-at-least-thirty-two-characters!!");

describe("secret box", () => {
  it("seals so that the secret is not readable, and opens it back", () => {
    const sealed = box.seal("JBSWY3DPEHPK3PXP");
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(box.isSealed(sealed)).toBe(true);
    expect(box.open(sealed)).toBe("JBSWY3DPEHPK3PXP");
    expect(box.seal("JBSWY3DPEHPK3PXP")).not.toBe(sealed); // a fresh IV each time
  });

  it("refuses a tampered or foreign secret rather than returning garbage", () => {
    const sealed = box.seal("JBSWY3DPEHPK3PXP");
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith("A") ? "B" : "A"}A`;
    expect(() => box.open(tampered)).toThrow();
    expect(() => createSecretBox("another-key-of-at-least-thirty-two-chars").open(sealed)).toThrow();
  });

  it("reads secrets stored before sealing existed as they are", () => {
    expect(box.open("JBSWY3DPEHPK3PXP")).toBe("JBSWY3DPEHPK3PXP");
    expect(box.isSealed("JBSWY3DPEHPK3PXP")).toBe(false);
  });
});
