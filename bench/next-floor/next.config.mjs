// The framework's floor for `npm run bench`: a bare Next.js app built and started by bench/run.mjs with
// the project's own `next`. Only what changes the bytes on the wire is set like the shop's config.
/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Turbopack looks for proxy.* (formerly middleware.*) and instrumentation.* in this folder and then in its parents, up to
  // the workspace root (the repository): with the default extensions it would bundle the shop's
  // proxy.ts and instrumentation.ts into this app. Only .js/.jsx files are pages or conventions here.
  pageExtensions: ["jsx", "js"],
};

export default nextConfig;
