/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Native and ESM-only server packages stay outside the server bundle.
  experimental: {
    // middleware.ts buffers request bodies up to this size; uploads may be 10 MB plus multipart framing.
    proxyClientMaxBodySize: "11mb",
  },
  serverExternalPackages: ["better-sqlite3", "pg", "@prisma/adapter-better-sqlite3", "@prisma/adapter-pg"],
};

export default nextConfig;
