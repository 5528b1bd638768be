import { randomUUID } from "node:crypto";
import { verifyDesignFileSignature } from "./sign-design-file-url";
import { createDesignThumbnailUrl, THUMBNAIL_LINK_HOUR_MS } from "./sign-design-thumbnail-url";

const filename = `${randomUUID()}.png`;
const HOUR = Date.UTC(2026, 10, 26, 14, 0, 0);
const paramsOf = (url: string) => new URL(url, "http://shop.test").searchParams;

describe("createDesignThumbnailUrl", () => {
  it("gives one URL for the whole hour, and another the next hour", async () => {
    const first = await createDesignThumbnailUrl(filename, HOUR + 1000);
    expect(first).toMatch(new RegExp(`^/uploads/${filename}\\?exp=\\d+&sig=`));
    expect(await createDesignThumbnailUrl(filename, HOUR + THUMBNAIL_LINK_HOUR_MS - 1)).toBe(first);
    expect(await createDesignThumbnailUrl(filename, HOUR + THUMBNAIL_LINK_HOUR_MS)).not.toBe(first);
  });

  it("works at least an hour after it is issued and at most two", async () => {
    const issuedAt = HOUR + THUMBNAIL_LINK_HOUR_MS - 1;
    const params = paramsOf((await createDesignThumbnailUrl(filename, issuedAt)) as string);
    expect(await verifyDesignFileSignature(filename, params, issuedAt + THUMBNAIL_LINK_HOUR_MS)).toMatchObject({
      ok: true,
    });
    expect(await verifyDesignFileSignature(filename, params, HOUR + 2 * THUMBNAIL_LINK_HOUR_MS)).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("signs nothing but a stored design's file name", async () => {
    expect(await createDesignThumbnailUrl("../secret.png", HOUR)).toBeNull();
    expect(await createDesignThumbnailUrl("logo.png", HOUR)).toBeNull();
  });
});
