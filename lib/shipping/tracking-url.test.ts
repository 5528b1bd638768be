import { buildTrackingUrl, carrierName } from "./tracking-url";

describe("buildTrackingUrl", () => {
  it.each([
    ["usps", "9400111899223397623910", "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223397623910"],
    ["ups", "1Z999AA10123456784", "https://www.ups.com/track?tracknum=1Z999AA10123456784"],
    ["fedex", "449044304137821", "https://www.fedex.com/fedextrack/?trknbr=449044304137821"],
    ["UPS", " 1Z999AA10123456784 ", "https://www.ups.com/track?tracknum=1Z999AA10123456784"],
    ["FedEx", "4490 4430-4137", "https://www.fedex.com/fedextrack/?trknbr=44904430-4137"],
    [
      "usps",
      "9400 1118 9922 3397 6239 10",
      "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223397623910",
    ],
    ["usps", "a&b=c#d/e?f", "https://tools.usps.com/go/TrackConfirmAction?tLabels=a%26b%3Dc%23d%2Fe%3Ff"],
    ["other", "ABC123", null],
    ["dhl", "ABC123", null],
    [null, "ABC123", null],
    [undefined, "ABC123", null],
    ["ups", "", null],
    ["ups", "   ", null],
    ["ups", null, null],
  ])("%s %j → %s", (carrier, number, expected) => {
    expect(buildTrackingUrl(carrier, number)).toBe(expected);
  });
});

describe("carrierName", () => {
  it.each([
    ["usps", "USPS"],
    ["ups", "UPS"],
    ["fedex", "FedEx"],
    ["other", "Other"],
    ["dhl", "dhl"],
    ["toString", "toString"],
    [null, null],
    ["", null],
  ])("%j → %j", (carrier, name) => expect(carrierName(carrier)).toBe(name));
});
