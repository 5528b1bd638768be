import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { adminHeaders } from "../helpers/admin";
import { GET as getSettings, PATCH as patchSettings } from "@/app/api/admin/settings/route";
import { prisma } from "@/lib/db/client";
import { getServerEnv } from "@/lib/env";
import { getShopNotificationAddress, getShopSettings, readEmailFromAddress } from "@/lib/settings/shop-settings";

setupTestDatabase();

let headers: Record<string, string>;
let defaultAddress: string;

beforeAll(async () => {
  headers = await adminHeaders();
  defaultAddress = readEmailFromAddress(getServerEnv().EMAIL_FROM);
});

beforeEach(() => prisma.appSetting.deleteMany({ where: { key: { startsWith: "shop." } } }));

const read = () => callRoute(getSettings, { path: "/api/admin/settings", headers });
const patch = (body: unknown, withHeaders = headers) =>
  callRoute(patchSettings, { method: "PATCH", path: "/api/admin/settings", body, headers: withHeaders });

async function storedShopSettings() {
  return prisma.appSetting.findMany({
    where: { key: { startsWith: "shop." } },
    select: { key: true, value: true },
    orderBy: { key: "asc" },
  });
}

describe("GET /api/admin/settings", () => {
  it("answers the defaults (auto-approve off, no notification e-mail) and the sender's address, uncached", async () => {
    const response = await read();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(response.body).toEqual({
      autoApproveProofs: false,
      notificationEmail: null,
      printMaxDpi: 600,
      whitePlateName: "White",
      whitePlateChokePoints: 0.5,
      thruCutName: "Thru-cut",
      defaultNotificationEmail: defaultAddress,
    });
    expect(defaultAddress).toMatch(/^[^<>\s]+@[^<>\s]+$/);
  });

  it("is for admins only", async () => {
    expect((await callRoute(getSettings, { path: "/api/admin/settings" })).status).toBe(401);
    expect((await patch({ autoApproveProofs: true }, {})).status).toBe(401);
    expect(await storedShopSettings()).toEqual([]);
  });
});

describe("PATCH /api/admin/settings", () => {
  it("turns auto-approve on and sets the notification e-mail (trimmed), then reads them back", async () => {
    const response = await patch({ autoApproveProofs: true, notificationEmail: "  proofs@shop.test " });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      autoApproveProofs: true,
      notificationEmail: "proofs@shop.test",
      printMaxDpi: 600,
      whitePlateName: "White",
      whitePlateChokePoints: 0.5,
      thruCutName: "Thru-cut",
      defaultNotificationEmail: defaultAddress,
    });
    expect((await read()).body).toEqual(response.body);
    expect(await getShopSettings()).toEqual({
      autoApproveProofs: true,
      notificationEmail: "proofs@shop.test",
      printMaxDpi: 600,
      whitePlateName: "White",
      whitePlateChokePoints: 0.5,
      thruCutName: "Thru-cut",
    });
    expect(await getShopNotificationAddress()).toBe("proofs@shop.test");
  });

  it("changes only the fields sent, and an empty or null e-mail goes back to the sender's address", async () => {
    await patch({ autoApproveProofs: true, notificationEmail: "proofs@shop.test" });
    expect((await patch({ autoApproveProofs: false })).body).toMatchObject({
      autoApproveProofs: false,
      notificationEmail: "proofs@shop.test",
    });
    expect((await patch({ notificationEmail: "" })).body).toMatchObject({
      autoApproveProofs: false,
      notificationEmail: null,
    });
    expect(await getShopNotificationAddress()).toBe(defaultAddress);
    await patch({ notificationEmail: "again@shop.test" });
    expect((await patch({ notificationEmail: null })).body.notificationEmail).toBeNull();
    expect((await patch({ autoApproveProofs: true, unknown: "dropped" })).body).toEqual({
      autoApproveProofs: true,
      notificationEmail: null,
      printMaxDpi: 600,
      whitePlateName: "White",
      whitePlateChokePoints: 0.5,
      thruCutName: "Thru-cut",
      defaultNotificationEmail: defaultAddress,
    });
  });

  it.each([
    [
      "a malformed e-mail",
      { notificationEmail: "not-an-address" },
      "notificationEmail: Please enter a valid e-mail address",
    ],
    [
      "an e-mail with a name",
      { notificationEmail: "Shop <a@b.test>" },
      "notificationEmail: Please enter a valid e-mail address",
    ],
    [
      "a too long e-mail",
      { notificationEmail: `${"a".repeat(250)}@b.test` },
      "notificationEmail: Notification e-mail must be at most 254 characters",
    ],
    ["a number as the e-mail", { notificationEmail: 42 }, "notificationEmail: notificationEmail must be text"],
    [
      "a print resolution under 300",
      { printMaxDpi: 200 },
      "printMaxDpi: Print resolution must be from 300 to 1200 DPI",
    ],
    ["a print resolution as text", { printMaxDpi: "600" }, "printMaxDpi: Print resolution must be a number of DPI"],
    [
      "a White plate name with a space",
      { whitePlateName: "RDG WHITE" },
      "whitePlateName: White plate name may hold only letters, digits, _ and - (no spaces)",
    ],
    [
      "CutContour as the White plate's name, in any case",
      { whitePlateName: "CUTCONTOUR" },
      "whitePlateName: White plate name cannot be CutContour: that is the stickers' kiss-cut",
    ],
    [
      "a White plate choke over 5 points",
      { whitePlateChokePoints: 6 },
      "whitePlateChokePoints: White plate choke must be from 0 to 5 points",
    ],
    [
      "a sheet outline name with a space",
      { thruCutName: "Thru cut" },
      "thruCutName: Sheet outline name may hold only letters, digits, _ and - (no spaces)",
    ],
    [
      "CutContour as the sheet outline's name",
      { thruCutName: "CutContour" },
      "thruCutName: Sheet outline name cannot be CutContour: that is the stickers' kiss-cut",
    ],
    [
      "the White plate's name as the sheet outline's",
      { thruCutName: "white" },
      "thruCutName: The sheet outline's spot colour must differ from the White plate's (a RIP would put both on one plate)",
    ],
    [
      "the sheet outline's name as the White plate's, with both sent",
      { whitePlateName: "Thru-cut", thruCutName: "Thru-cut" },
      "thruCutName: The sheet outline's spot colour must differ from the White plate's (a RIP would put both on one plate)",
    ],
    [
      "a string for the switch",
      { autoApproveProofs: "true" },
      "autoApproveProofs: autoApproveProofs must be true or false",
    ],
  ])("refuses %s with 400 { message } and stores nothing", async (_label, body, message) => {
    await patch({ autoApproveProofs: false, notificationEmail: "kept@shop.test" });
    const before = await storedShopSettings();
    const response = await patch({ autoApproveProofs: true, ...body });
    expect(response).toMatchObject({ status: 400, body: { message } });
    expect(Object.keys(response.body)).toEqual(["message"]);
    expect(await storedShopSettings()).toEqual(before);
  });

  it("sets the White plate's name and choke, then reads them back", async () => {
    const response = await patch({ whitePlateName: "RDG_WHITE", whitePlateChokePoints: 1.5 });
    expect(response).toMatchObject({ status: 200, body: { whitePlateName: "RDG_WHITE", whitePlateChokePoints: 1.5 } });
    expect(await getShopSettings()).toMatchObject({ whitePlateName: "RDG_WHITE", whitePlateChokePoints: 1.5 });
  });

  it("sets the sheet outline's name (trimmed), then reads it back; a White plate renamed to it is refused", async () => {
    const response = await patch({ thruCutName: " ThroughCut " });
    expect(response).toMatchObject({ status: 200, body: { thruCutName: "ThroughCut", whitePlateName: "White" } });
    expect(await getShopSettings()).toMatchObject({ thruCutName: "ThroughCut" });
    const before = await storedShopSettings();
    const clash = await patch({ whitePlateName: "THROUGHCUT" });
    expect(clash).toMatchObject({
      status: 400,
      body: {
        message:
          "thruCutName: The sheet outline's spot colour must differ from the White plate's (a RIP would put both on one plate)",
      },
    });
    expect(await storedShopSettings()).toEqual(before);
    // Both changed at once, apart: taken.
    expect((await patch({ whitePlateName: "Thru-cut", thruCutName: "Cut2" })).body).toMatchObject({
      whitePlateName: "Thru-cut",
      thruCutName: "Cut2",
    });
  });

  it("reads a stored sheet outline name today's rules refuse as the default", async () => {
    await prisma.appSetting.create({ data: { key: "shop.thruCutName", value: "CutContour" } });
    expect((await getShopSettings()).thruCutName).toBe("Thru-cut");
  });

  it("reads a White plate name stored as CutContour (before the rule) as the default", async () => {
    await prisma.appSetting.create({ data: { key: "shop.whitePlateName", value: "cutContour" } });
    expect((await getShopSettings()).whitePlateName).toBe("White");
  });

  it("refuses malformed JSON with 400", async () => {
    const response = await patch("{");
    expect(response).toMatchObject({ status: 400, body: { message: "Request body must be valid JSON" } });
  });
});
