// The Content-Security-Policy of every page: scripts only with this request's nonce (and what they
// load), Stripe's domains only when Stripe is configured, never framed by other sites.
export function buildContentSecurityPolicy({
  nonce,
  stripe,
  development,
  blobUploads = false,
  stripeApiOrigin = "https://api.stripe.com",
}: {
  nonce: string;
  stripe: boolean;
  development: boolean;
  /** Where Stripe.js sends its API calls: api.stripe.com, or the stand-in of STRIPE_API_HOST in tests. */
  stripeApiOrigin?: string;
  /** Designs go from the browser straight to Vercel Blob, whose upload API is at https://vercel.com/api/blob. */
  blobUploads?: boolean;
}): string {
  const stripeScripts = stripe ? " https://js.stripe.com" : "";
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${stripeScripts}${development ? " 'unsafe-eval'" : ""}`,
    // React and Radix set style attributes, which cannot carry a nonce.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self'",
    `connect-src 'self'${stripe ? ` ${stripeApiOrigin}` : ""}${blobUploads ? " https://vercel.com" : ""}`,
    `frame-src ${stripe ? "https://js.stripe.com https://hooks.stripe.com" : "'none'"}`,
    // The sheet editor's Auto-arrange runs in a worker of the shop's own bundle (#39); 'strict-dynamic' in
    // script-src would otherwise decide for workers too.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join("; ");
}
