import { randomUUID } from "node:crypto";
import {
  computeDesignFileSignature,
  signDesignFileUrlWith,
  verifyDesignFileSignatureWith,
} from "./design-file-signature";

const SECRET = "unit-test-secret-that-is-long-enough-for-hmac";
const NOW = Date.UTC(2026, 10, 21, 10, 0, 0);
const filename = `${randomUUID()}.png`;

function paramsOf(url: string): URLSearchParams {
  return new URL(url, "http://shop.test").searchParams;
}

describe("signDesignFileUrlWith", () => {
  it("makes /uploads/{filename}?exp&sig with a 300 s lifetime by default", () => {
    const { url, expiresAt } = signDesignFileUrlWith(SECRET, filename, { now: NOW });
    const exp = NOW / 1000 + 300;
    expect(url).toBe(
      `/uploads/${filename}?exp=${exp}&sig=${computeDesignFileSignature(SECRET, filename, "primary", exp)}`,
    );
    expect(expiresAt).toBe(new Date(exp * 1000).toISOString());
  });

  it("names the backup area in the URL and in the signature", () => {
    const { url } = signDesignFileUrlWith(SECRET, filename, { now: NOW, area: "backup", ttlSeconds: 60 });
    const params = paramsOf(url);
    expect(params.get("area")).toBe("backup");
    expect(params.get("sig")).toBe(computeDesignFileSignature(SECRET, filename, "backup", NOW / 1000 + 60));
    expect(params.get("sig")).not.toBe(computeDesignFileSignature(SECRET, filename, "primary", NOW / 1000 + 60));
  });

  it.each(["../etc/passwd", "art.png", `${randomUUID()}.gif`])("refuses to sign %j", (name) => {
    expect(() => signDesignFileUrlWith(SECRET, name, { now: NOW })).toThrow();
  });

  it("refuses lifetimes beyond a day or that are not whole seconds", () => {
    expect(() => signDesignFileUrlWith(SECRET, filename, { ttlSeconds: 86_401 })).toThrow();
    expect(() => signDesignFileUrlWith(SECRET, filename, { ttlSeconds: 1.5 })).toThrow();
  });
});

describe("verifyDesignFileSignatureWith", () => {
  const { url } = signDesignFileUrlWith(SECRET, filename, { now: NOW });
  const exp = NOW / 1000 + 300;

  it("accepts its own link until it expires, and reports the area", () => {
    expect(verifyDesignFileSignatureWith(SECRET, filename, paramsOf(url), NOW)).toEqual({
      ok: true,
      area: "primary",
      expiresAt: exp,
    });
    expect(verifyDesignFileSignatureWith(SECRET, filename, paramsOf(url), exp * 1000 - 1)).toMatchObject({ ok: true });
    expect(verifyDesignFileSignatureWith(SECRET, filename, paramsOf(url), exp * 1000)).toEqual({
      ok: false,
      reason: "expired",
    });
    const backup = signDesignFileUrlWith(SECRET, filename, { now: NOW, area: "backup" }).url;
    expect(verifyDesignFileSignatureWith(SECRET, filename, paramsOf(backup), NOW)).toMatchObject({
      ok: true,
      area: "backup",
    });
  });

  it("refuses another file name, another secret and a moved expiry", () => {
    expect(verifyDesignFileSignatureWith(SECRET, `${randomUUID()}.png`, paramsOf(url), NOW)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(verifyDesignFileSignatureWith(`${SECRET}x`, filename, paramsOf(url), NOW)).toEqual({
      ok: false,
      reason: "invalid",
    });
    const moved = paramsOf(url);
    moved.set("exp", String(exp + 3600));
    expect(verifyDesignFileSignatureWith(SECRET, filename, moved, NOW)).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses a primary link switched to the backup area", () => {
    const switched = paramsOf(url);
    switched.set("area", "backup");
    expect(verifyDesignFileSignatureWith(SECRET, filename, switched, NOW)).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses every alteration of the signature, including non-canonical spellings", () => {
    const sig = paramsOf(url).get("sig") as string;
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    for (const position of [0, 20, sig.length - 1]) {
      for (const replacement of alphabet) {
        if (replacement === sig[position]) continue;
        const params = paramsOf(url);
        params.set("sig", sig.slice(0, position) + replacement + sig.slice(position + 1));
        expect(verifyDesignFileSignatureWith(SECRET, filename, params, NOW)).toEqual({ ok: false, reason: "invalid" });
      }
    }
  });

  it.each([
    ["no exp", (p: URLSearchParams) => p.delete("exp")],
    ["no sig", (p: URLSearchParams) => p.delete("sig")],
    ["exp twice", (p: URLSearchParams) => p.append("exp", p.get("exp") as string)],
    ["sig twice", (p: URLSearchParams) => p.append("sig", p.get("sig") as string)],
    ["an unknown area", (p: URLSearchParams) => p.set("area", "metadata")],
    ["a non-numeric exp", (p: URLSearchParams) => p.set("exp", `${p.get("exp")}.0`)],
    ["a padded sig", (p: URLSearchParams) => p.set("sig", `${p.get("sig")}=`)],
  ])("refuses a link with %s", (_label, change) => {
    const params = paramsOf(url);
    change(params);
    expect(verifyDesignFileSignatureWith(SECRET, filename, params, NOW)).toEqual({ ok: false, reason: "invalid" });
  });

  it("tells an expired forgery only that it is invalid", () => {
    const params = paramsOf(url);
    params.set("exp", String(exp - 3600));
    expect(verifyDesignFileSignatureWith(SECRET, filename, params, NOW)).toEqual({ ok: false, reason: "invalid" });
  });
});
