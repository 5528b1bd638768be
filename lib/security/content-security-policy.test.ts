import { buildContentSecurityPolicy } from "./content-security-policy";

function directives(policy: string) {
  return Object.fromEntries(policy.split("; ").map((part) => [part.split(" ")[0], part]));
}

describe("buildContentSecurityPolicy", () => {
  it("allows scripts only with the nonce and keeps Stripe out without keys", () => {
    const policy = directives(buildContentSecurityPolicy({ nonce: "abc123", stripe: false, development: false }));
    expect(policy["script-src"]).toBe("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(policy["frame-src"]).toBe("frame-src 'none'");
    expect(policy["connect-src"]).toBe("connect-src 'self'");
    expect(policy["frame-ancestors"]).toBe("frame-ancestors 'none'");
    expect(policy["object-src"]).toBe("object-src 'none'");
  });

  it("adds Stripe's domains when Stripe is configured", () => {
    const policy = directives(buildContentSecurityPolicy({ nonce: "n", stripe: true, development: false }));
    expect(policy["script-src"]).toContain("https://js.stripe.com");
    expect(policy["frame-src"]).toBe("frame-src https://js.stripe.com https://hooks.stripe.com");
    expect(policy["connect-src"]).toBe("connect-src 'self' https://api.stripe.com");
  });

  it("lets Stripe.js reach the API origin it is given (a local stand-in in tests) instead of api.stripe.com", () => {
    const policy = directives(
      buildContentSecurityPolicy({
        nonce: "n",
        stripe: true,
        development: false,
        stripeApiOrigin: "http://127.0.0.1:41234",
      }),
    );
    expect(policy["connect-src"]).toBe("connect-src 'self' http://127.0.0.1:41234");
    const withoutStripe = directives(
      buildContentSecurityPolicy({
        nonce: "n",
        stripe: false,
        development: false,
        stripeApiOrigin: "http://127.0.0.1:41234",
      }),
    );
    expect(withoutStripe["connect-src"]).toBe("connect-src 'self'");
  });

  it("lets the browser reach Vercel Blob's upload API only when designs go straight to Blob", () => {
    const withBlob = directives(
      buildContentSecurityPolicy({ nonce: "n", stripe: false, development: false, blobUploads: true }),
    );
    expect(withBlob["connect-src"]).toBe("connect-src 'self' https://vercel.com");
    const both = directives(
      buildContentSecurityPolicy({ nonce: "n", stripe: true, development: false, blobUploads: true }),
    );
    expect(both["connect-src"]).toBe("connect-src 'self' https://api.stripe.com https://vercel.com");
  });

  it("allows eval only in development", () => {
    expect(buildContentSecurityPolicy({ nonce: "n", stripe: false, development: true })).toContain("'unsafe-eval'");
    expect(buildContentSecurityPolicy({ nonce: "n", stripe: false, development: false })).not.toContain(
      "'unsafe-eval'",
    );
  });
});
