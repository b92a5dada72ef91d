// The places of supply a payer can choose: India's states and union territories with
// their GST state codes (the first two digits of a GSTIN), plus "Outside India" as its own case.
// Codes 25 (Daman and Diu, merged into 26 in 2020) and 28 (the undivided Andhra Pradesh) are
// no longer issued, so they are not offered.

export const OUTSIDE_INDIA = "96";

export const GST_STATES = [
  { code: "01", name: "Jammu and Kashmir" },
  { code: "02", name: "Himachal Pradesh" },
  { code: "03", name: "Punjab" },
  { code: "04", name: "Chandigarh" },
  { code: "05", name: "Uttarakhand" },
  { code: "06", name: "Haryana" },
  { code: "07", name: "Delhi" },
  { code: "08", name: "Rajasthan" },
  { code: "09", name: "Uttar Pradesh" },
  { code: "10", name: "Bihar" },
  { code: "11", name: "Sikkim" },
  { code: "12", name: "Arunachal Pradesh" },
  { code: "13", name: "Nagaland" },
  { code: "14", name: "Manipur" },
  { code: "15", name: "Mizoram" },
  { code: "16", name: "Tripura" },
  { code: "17", name: "Meghalaya" },
  { code: "18", name: "Assam" },
  { code: "19", name: "West Bengal" },
  { code: "20", name: "Jharkhand" },
  { code: "21", name: "Odisha" },
  { code: "22", name: "Chhattisgarh" },
  { code: "23", name: "Madhya Pradesh" },
  { code: "24", name: "Gujarat" },
  { code: "26", name: "Dadra and Nagar Haveli and Daman and Diu" },
  { code: "27", name: "Maharashtra" },
  { code: "29", name: "Karnataka" },
  { code: "30", name: "Goa" },
  { code: "31", name: "Lakshadweep" },
  { code: "32", name: "Kerala" },
  { code: "33", name: "Tamil Nadu" },
  { code: "34", name: "Puducherry" },
  { code: "35", name: "Andaman and Nicobar Islands" },
  { code: "36", name: "Telangana" },
  { code: "37", name: "Andhra Pradesh" },
  { code: "38", name: "Ladakh" },
] as const;

/** Every place of supply a payer may choose: the states and UTs, then "Outside India". */
export const PLACES_OF_SUPPLY = [...GST_STATES, { code: OUTSIDE_INDIA, name: "Outside India" }] as const;

export type GstStateCode = (typeof GST_STATES)[number]["code"];

const names = new Map<string, string>(PLACES_OF_SUPPLY.map((place) => [place.code, place.name]));

export function isIndianStateCode(code: string): code is GstStateCode {
  return code !== OUTSIDE_INDIA && names.has(code);
}

export function isPlaceOfSupply(code: string): boolean {
  return names.has(code);
}

/** "27" → "Maharashtra"; undefined for a code that is no place of supply. */
export function placeName(code: string): string | undefined {
  return names.get(code);
}
