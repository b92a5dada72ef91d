// Where a session started, as the learner's Active sessions list shows it, without
// keeping personal data: the browser and system named from the user agent (never the agent
// itself), and the address cut to its network (IPv4 /24, IPv6 /48).
import { isIPv4, isIPv6 } from "node:net";

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, "Android"],
  [/iPhone|iPad|iPod/, "iOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

/** "Chrome on Windows", "Firefox", "Unknown device"; at most 60 characters. */
export function deviceSummary(userAgent: string | undefined): string {
  const agent = userAgent ?? "";
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "Unknown device";
}

/** The address's network: 203.0.113.x, 2001:db8:1::/48; null for anything else. */
export function coarseNetwork(ip: string | undefined): string | null {
  if (!ip) return null;
  const mapped = ip.startsWith("::ffff:") && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (isIPv4(mapped)) return `${mapped.split(".").slice(0, 3).join(".")}.x`;
  if (isIPv6(mapped)) {
    const [head = "", tail] = mapped.split("::");
    const groups = head ? head.split(":") : [];
    if (tail !== undefined && groups.length < 3) while (groups.length < 3) groups.push("0");
    return `${groups.slice(0, 3).join(":")}::/48`;
  }
  return null;
}
