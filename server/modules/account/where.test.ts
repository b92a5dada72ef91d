// Where a session started, kept coarse: a browser and system name, never the agent;
// a network, never the address.
import { describe, expect, it } from "vitest";
import { coarseNetwork, deviceSummary } from "./where.ts";

describe("deviceSummary", () => {
  it.each([
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
      "Chrome on Windows",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0",
      "Edge on Windows",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1",
      "Safari on iOS",
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; SM-S911B) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36",
      "Chrome on Android",
    ],
    ["Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox on Linux"],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15",
      "Safari on macOS",
    ],
    ["curl/8.5.0", "Unknown device"],
    [undefined, "Unknown device"],
  ])("%s → %s", (agent, summary) => {
    expect(deviceSummary(agent)).toBe(summary);
  });
});

describe("coarseNetwork", () => {
  it("keeps an IPv4 address's /24 and an IPv6 address's /48 only", () => {
    expect(coarseNetwork("203.0.113.57")).toBe("203.0.113.x");
    expect(coarseNetwork("::ffff:198.51.100.7")).toBe("198.51.100.x");
    expect(coarseNetwork("2001:db8:85a3:8d3:1319:8a2e:370:7348")).toBe("2001:db8:85a3::/48");
    expect(coarseNetwork("2001:db8::1")).toBe("2001:db8:0::/48");
    expect(coarseNetwork("::1")).toBe("0:0:0::/48");
    expect(coarseNetwork("not an address")).toBeNull();
    expect(coarseNetwork(undefined)).toBeNull();
  });
});
