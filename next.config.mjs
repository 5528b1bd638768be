import { checkVercelBuild } from "./lib/deployment/check-vercel-build.mjs";
import { isServerless } from "./lib/deployment/is-serverless.mjs";

// Serverless (VERCEL=1) only the temp folder can be written, but `next start` writes Next's own caches
// into .next at run time: the route cache (a static route such as /icon.svg is copied into
// .next/server/route-cache on its first request) and the image optimizer's .next/cache/images (any
// /_next/image request). Both were seen under VERCEL=1 with a preload logging writes outside os.tmpdir().
const SERVERLESS_CACHES = {
  experimental: {
    // Keeps Next's server cache in memory only (cacheMaxMemorySize, 50 MB by default) instead of also
    // writing it under .next: "To stop Next.js from writing its cache to the file system, set
    // experimental.isrFlushToDisk to false" (https://firebase.google.com/docs/app-hosting/configure-server-caching;
    // Next's own server reads it as the FileSystemCache's and the image cache's flushToDisk).
    isrFlushToDisk: false,
  },
  images: {
    // "Setting maximumDiskCacheSize: 0 disables disk caching" of /_next/image (Next.js 16.1.7,
    // https://github.com/vercel/next.js/security/advisories/GHSA-3x4c-7xq6-9pq8). The shop renders no
    // next/image, and Vercel optimises images on its own service, so /_next/image is off (unoptimized:
    // https://nextjs.org/docs/app/api-reference/components/image#unoptimized) rather than run in a function.
    unoptimized: true,
    maximumDiskCacheSize: 0,
  },
};

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  experimental: {
    // Requests that pass through proxy.ts are buffered up to this size; uploads may be 10 MB plus
    // multipart framing. (The proxy skips /api today; this keeps uploads safe if that changes.)
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
  // The die-cut geometry's ESM-only libraries are listed for the same reason (jest's CommonJS runtime).
  // Customer accounts' better-auth and the ESM-only packages it loads, likewise (#38).
  transpilePackages: [
    "@react-email/render",
    "clipper2-ts",
    "d3-contour",
    "d3-array",
    "internmap",
    "better-auth",
    "@better-auth/core",
    "@better-auth/utils",
    "@better-auth/prisma-adapter",
    "@better-auth/telemetry",
    "@better-auth/kysely-adapter",
    "@better-auth/memory-adapter",
    "@better-auth/drizzle-adapter",
    "@better-auth/mongo-adapter",
    "better-call",
    "@better-fetch/fetch",
    "jose",
    "nanostores",
    "rou3",
    "@noble/hashes",
    "@noble/ciphers",
    "kysely",
    "defu",
  ],
  // Native and ESM-only server packages stay outside the server bundle. PDFKit resolves its standard
  // fonts through its package.json "imports" (#standard-fonts/…) at run time: loaded from node_modules.
  serverExternalPackages: ["better-sqlite3", "pg", "@prisma/adapter-better-sqlite3", "@prisma/adapter-pg", "pdfkit"],
  // The admin dashboard's deployment card compares the database's applied migrations with the committed
  // ones (lib/deployment/check-database-migrations.mjs reads prisma/<provider>/migrations at run time), so
  // a Vercel Function carries them.
  outputFileTracingIncludes: { "/api/admin/deployment-check": ["./prisma/*/migrations/**/*.sql"] },
};

// The Vercel build runs the deployment check (lib/deployment): a fatal gap fails the build, naming the fix.
// Serverless, Next's caches stay off the disk (SERVERLESS_CACHES).
export default function config(phase) {
  const report = checkVercelBuild(phase);
  if (report) console.warn(report);
  if (!isServerless(process.env)) return nextConfig;
  return {
    ...nextConfig,
    experimental: { ...nextConfig.experimental, ...SERVERLESS_CACHES.experimental },
    images: SERVERLESS_CACHES.images,
  };
}
