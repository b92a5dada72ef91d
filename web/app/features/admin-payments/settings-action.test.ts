// The business settings form's action: the second-approval amount is typed in rupees and sent to
// the API in paise; empty sends none (no approval needed); anything else is refused on the field
// with nothing sent. The API is reached over fetch (stubbed here: the outside edge).
import { createFetchApiClient } from "@skillbridge/core/api-client";
import { APPROVAL_THRESHOLD_MESSAGE } from "@skillbridge/core/money";
import { afterEach, describe, expect, it, vi } from "vitest";
import { settingsAction } from "./settings-action.server";

const SETTINGS = {
  legalName: "Example Skills Training Private Limited",
  address: "No. 1, Example Road, Bengaluru 560001",
  stateCode: "29",
  gstin: "29AAGCB7383J1Z4",
  upiVpa: "fees.example@okexample",
  payeeName: "Example Skills Training",
  invoicePrefix: "SB",
};

const posted = (values: Record<string, string>) =>
  new Request("http://localhost/admin/business-settings", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(values).toString(),
  });

function stubApi() {
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? "{}"));
    return new Response(JSON.stringify({ ...body, approvalThresholdPaise: body.approvalThresholdPaise ?? null }), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}
const sentBody = (fetch: ReturnType<typeof stubApi>) => JSON.parse(String(fetch.mock.calls[0]![1]!.body));

afterEach(() => vi.unstubAllGlobals());

describe("the business settings action", () => {
  it("sends the second-approval amount typed in rupees as paise", async () => {
    const fetch = stubApi();
    const answer = await settingsAction(
      createFetchApiClient("test-key"),
      posted({ ...SETTINGS, approvalThreshold: "₹50,000" }),
    );
    expect(answer.data).toEqual({ done: "Business settings saved" });
    expect(sentBody(fetch)).toMatchObject({ approvalThresholdPaise: 5_000_000, legalName: SETTINGS.legalName });
  });

  it("sends none when left empty: no approval needed", async () => {
    const fetch = stubApi();
    await settingsAction(createFetchApiClient("test-key"), posted({ ...SETTINGS, approvalThreshold: "" }));
    expect(sentBody(fetch).approvalThresholdPaise).toBeNull();
  });

  it("refuses an amount that is no amount, on its field, sending nothing", async () => {
    const fetch = stubApi();
    const answer = await settingsAction(
      createFetchApiClient("test-key"),
      posted({ ...SETTINGS, approvalThreshold: "fifty" }),
    );
    expect(answer.init?.status).toBe(422);
    expect(answer.data.errors?.approvalThreshold).toBe(APPROVAL_THRESHOLD_MESSAGE);
    expect(answer.data.values?.approvalThreshold).toBe("fifty");
    expect(fetch).not.toHaveBeenCalled();
  });
});
