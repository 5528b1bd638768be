import { isDeliverableAddress } from "./is-deliverable-address";

describe("isDeliverableAddress", () => {
  it.each([
    "jane@example.com",
    "jane.doe+stickers@mail.example.co.uk",
    "a@b.io",
    `${"a".repeat(64)}@${"b".repeat(180)}.com`,
  ])("accepts %p", (address) => {
    expect(isDeliverableAddress(address)).toBe(true);
  });

  it.each([
    ["empty", ""],
    ["no at sign", "jane.example.com"],
    ["no dot in the domain", "jane@localhost"],
    ["two addresses", "jane@example.com, joe@example.com"],
    ["a semicolon list", "jane@example.com;joe@example.com"],
    ["a display name", "Jane <jane@example.com>"],
    ["a header break", "jane@example.com\r\nBcc: joe@example.com"],
    ["a space", "jane doe@example.com"],
    ["two at signs", "jane@joe@example.com"],
    ["a trailing dot", "jane@example."],
    ["too long", `${"a".repeat(64)}@${"b".repeat(190)}.com`],
  ])("refuses %s", (_name, address) => {
    expect(isDeliverableAddress(address)).toBe(false);
  });
});
