import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ReferralPanel } from "./referral-panel";

const LINK = "https://academy.example.in/r/DEMQ7K3XPA";

function state(offer: { rewardMode: "credit" | "payout" } | null) {
  return {
    status: "loaded" as const,
    link: LINK,
    referral: {
      code: "DEMQ7K3XPA",
      creditPaise: 50_000,
      referred: 2,
      earnedPaise: 100_000,
      offer: offer && { discountKind: "fixed" as const, discountValue: 100_000, rewardPaise: 50_000, ...offer },
    },
  };
}

describe("ReferralPanel", () => {
  it("shows the link as text with WhatsApp and e-mail share links carrying it", () => {
    render(<ReferralPanel state={state({ rewardMode: "credit" })} />);
    const panel = screen.getByRole("region", { name: "Refer a friend" });
    expect(panel.textContent).toContain(LINK);
    expect(panel.textContent).toContain(
      "A friend who enrols through your link gets ₹1,000.00 off their fee; once they have paid and the refund window has passed, you earn ₹500.00 off your own next fee.",
    );
    const whatsapp = screen.getByRole("link", { name: "WhatsApp" }).getAttribute("href") ?? "";
    expect(whatsapp.startsWith("https://wa.me/?text=")).toBe(true);
    expect(decodeURIComponent(whatsapp)).toContain(LINK);
    const mail = screen.getByRole("link", { name: "e-mail" }).getAttribute("href") ?? "";
    expect(mail).toMatch(/^mailto:\?subject=.+&body=/);
    expect(decodeURIComponent(mail)).toContain(LINK);
    expect(screen.getByText("Credit for your next fee").nextElementSibling?.textContent).toBe("₹500.00");
    expect(screen.getByText("Friends who enrolled").nextElementSibling?.textContent).toBe("2");
  });

  it("copies the link once scripts run, and says so", async () => {
    // user-event puts its own clipboard in place: ours goes in after it.
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    render(<ReferralPanel state={state({ rewardMode: "payout" })} />);
    expect(screen.getByRole("region", { name: "Refer a friend" }).textContent).toContain("you earn a ₹500.00 payout");
    await user.click(screen.getByRole("button", { name: "Copy the link" }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(await screen.findByText("Copied.")).toBeTruthy();
  });

  it("says when rewards are paused, and shows a failed load as an alert", () => {
    const { unmount } = render(<ReferralPanel state={state(null)} />);
    expect(screen.getByText("Referral rewards are paused at the moment.")).toBeTruthy();
    unmount();
    render(<ReferralPanel state={{ status: "error", message: "Your referral link could not be loaded." }} />);
    expect(screen.getByRole("alert").textContent).toBe("Your referral link could not be loaded.");
  });
});
