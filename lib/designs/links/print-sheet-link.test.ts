import { randomUUID } from "node:crypto";
import { computePrintSheetSignature, signPrintSheetUrlWith, verifyPrintSheetSignatureWith } from "./print-sheet-link";

const SECRET = "unit-test-secret-that-is-long-enough-for-hmac";
const NOW = Date.UTC(2026, 10, 26, 18, 0, 0);
const key = `${randomUUID()}.pdf`;
const paramsOf = (url: string) => new URL(url, "http://shop.test").searchParams;

describe("print sheet links", () => {
  const { url, expiresAt } = signPrintSheetUrlWith(SECRET, key, 300, NOW);
  const exp = NOW / 1000 + 300;

  it("makes /print-sheets/{key}?exp&sig, valid until it expires", () => {
    expect(url).toBe(`/print-sheets/${key}?exp=${exp}&sig=${computePrintSheetSignature(SECRET, key, exp)}`);
    expect(expiresAt).toBe(new Date(exp * 1000).toISOString());
    expect(verifyPrintSheetSignatureWith(SECRET, key, paramsOf(url), NOW)).toEqual({ ok: true });
    expect(verifyPrintSheetSignatureWith(SECRET, key, paramsOf(url), exp * 1000 - 1)).toEqual({ ok: true });
    expect(verifyPrintSheetSignatureWith(SECRET, key, paramsOf(url), exp * 1000)).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it.each([
    ["another key", (p: URLSearchParams) => p, `${randomUUID()}.pdf`, SECRET],
    ["another secret", (p: URLSearchParams) => p, key, `${SECRET}x`],
    ["a moved expiry", (p: URLSearchParams) => (p.set("exp", String(exp + 60)), p), key, SECRET],
    ["no sig", (p: URLSearchParams) => (p.delete("sig"), p), key, SECRET],
    ["sig twice", (p: URLSearchParams) => (p.append("sig", p.get("sig") as string), p), key, SECRET],
    ["a padded sig", (p: URLSearchParams) => (p.set("sig", `${p.get("sig")}=`), p), key, SECRET],
    ["a design file's name", (p: URLSearchParams) => p, `${randomUUID()}.png`, SECRET],
    ["a path", (p: URLSearchParams) => p, `../${key}`, SECRET],
  ])("refuses %s as invalid", (_label, change, checkedKey, secret) => {
    expect(verifyPrintSheetSignatureWith(secret, checkedKey, change(paramsOf(url)), NOW)).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it.each(["../etc/passwd", `${randomUUID()}.png`, "sheet.pdf"])("refuses to sign %j", (name) => {
    expect(() => signPrintSheetUrlWith(SECRET, name, 300, NOW)).toThrow();
  });
});
