import Stripe from "stripe";
import { createStripeClient, parseStripeApiHost } from "./stripe-client";

describe("parseStripeApiHost", () => {
  it("maps a local stand-in URL to the SDK's host, port and protocol", () => {
    expect(parseStripeApiHost("http://127.0.0.1:12111")).toEqual({ host: "127.0.0.1", port: 12111, protocol: "http" });
  });

  it("uses the protocol's default port when none is given", () => {
    expect(parseStripeApiHost("https://stripe-mock.internal")).toEqual({
      host: "stripe-mock.internal",
      port: 443,
      protocol: "https",
    });
    expect(parseStripeApiHost("http://localhost/")).toEqual({ host: "localhost", port: 80, protocol: "http" });
  });

  it.each(["127.0.0.1:12111", "ftp://127.0.0.1:12111", "http://127.0.0.1:12111/v1", "not a url"])(
    "refuses %s",
    (apiHost) => {
      expect(() => parseStripeApiHost(apiHost)).toThrow(/STRIPE_API_HOST/);
    },
  );
});

describe("createStripeClient", () => {
  it("talks to api.stripe.com over https with retries and the SDK's pinned API version by default", () => {
    const stripe = createStripeClient({ secretKey: "sk_test_123" });

    expect(stripe.getApiField("host")).toBe("api.stripe.com");
    expect(stripe.getApiField("protocol")).toBe("https");
    expect(stripe.getMaxNetworkRetries()).toBe(2);
    expect(stripe.getApiField("version")).toBe(Stripe.API_VERSION);
  });

  it("points at a stand-in without retries when apiHost is set", () => {
    const stripe = createStripeClient({ secretKey: "sk_test_123", apiHost: "http://127.0.0.1:12111" });

    expect(stripe.getApiField("host")).toBe("127.0.0.1");
    expect(String(stripe.getApiField("port"))).toBe("12111");
    expect(stripe.getApiField("protocol")).toBe("http");
    expect(stripe.getMaxNetworkRetries()).toBe(0);
  });

  it("refuses to start without a secret key", () => {
    expect(() => createStripeClient({ secretKey: "" })).toThrow("STRIPE_SECRET_KEY is not set");
  });
});
