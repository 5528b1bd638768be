import { checkVercelBuild } from "./lib/deployment/check-vercel-build.mjs";

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  experimental: {
    // Requests that pass through middleware.ts are buffered up to this size; uploads may be 10 MB plus
    // multipart framing. (The middleware skips /api today; this keeps uploads safe if that changes.)
    proxyClientMaxBodySize: "11mb",
  },
  async headers() {
    return [
      {
        source: "/api/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "DENY" },
          { key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" },
        ],
      },
    ];
  },
  // The e-mail renderer loads react-dom/server with import(): compiled like the app's own code, so
  // jest (through next/jest, which reads this list) can load it without experimental VM modules.
  transpilePackages: ["@react-email/render"],
  // Native and ESM-only server packages stay outside the server bundle.
  serverExternalPackages: ["better-sqlite3", "pg", "@prisma/adapter-better-sqlite3", "@prisma/adapter-pg"],
};

// The Vercel build runs the deployment check (lib/deployment): a fatal gap fails the build, naming the fix.
export default function config(phase) {
  const report = checkVercelBuild(phase);
  if (report) console.warn(report);
  return nextConfig;
}
