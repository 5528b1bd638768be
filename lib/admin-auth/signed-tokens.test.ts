import { signPayload, verifySignedPayload } from "./signed-tokens";

const SECRET = "a-secret-that-is-long-enough-for-the-tests";

describe("signed tokens", () => {
  it("round-trips a payload", () => {
    expect(verifySignedPayload(signPayload({ sub: "admin", exp: 123 }, SECRET), SECRET)).toEqual({
      sub: "admin",
      exp: 123,
    });
  });

  it.each([
    ["another secret", (token: string) => token, "another-secret-that-is-long-enough-too"],
    [
      "a changed payload",
      (token: string) =>
        `${Buffer.from('{"sub":"admin","exp":9999999999999}').toString("base64url")}.${token.split(".")[1]}`,
      SECRET,
    ],
    ["a truncated signature", (token: string) => token.slice(0, -3), SECRET],
    ["no signature", (token: string) => token.split(".")[0] as string, SECRET],
    ["an extra part", (token: string) => `${token}.x`, SECRET],
    ["garbage", () => "not a token at all", SECRET],
    ["an empty string", () => "", SECRET],
  ])("refuses %s", (_label, mangle, secret) => {
    const token = signPayload({ sub: "admin", exp: 123 }, SECRET);
    expect(verifySignedPayload(mangle(token), secret)).toBeNull();
  });
});
