import { buildTrackingUrl } from "./build-tracking-url";

describe("buildTrackingUrl", () => {
  it.each<[string | null, string | null, string | null]>([
    ["usps", "9400111899223856925191", "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223856925191"],
    ["ups", "1Z999AA10123456784", "https://www.ups.com/track?tracknum=1Z999AA10123456784"],
    ["fedex", "123456789012", "https://www.fedex.com/fedextrack/?trknbr=123456789012"],
    ["UPS", " 1Z999AA1 ", "https://www.ups.com/track?tracknum=1Z999AA1"],
    ["usps", "94 00&x=1", "https://tools.usps.com/go/TrackConfirmAction?tLabels=94%2000%26x%3D1"],
    ["other", "ABC123", null],
    ["dhl", "ABC123", null],
    [null, "ABC123", null],
    ["ups", null, null],
    ["ups", "   ", null],
  ])("%p, %p → %p", (carrier, trackingNumber, expected) => {
    expect(buildTrackingUrl(carrier, trackingNumber)).toBe(expected);
  });
});
