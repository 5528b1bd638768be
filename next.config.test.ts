/** @jest-environment node */
// next.config.mjs serverless (VERCEL=1): Next's own run-time caches stay off the disk, where only the
// temp folder could be written; on a server of its own (`npm start`) Next keeps its defaults.
export {}; // a module: its names stay its own

type Config = {
  experimental?: Record<string, unknown>;
  images?: { unoptimized?: boolean; maximumDiskCacheSize?: number };
};

// A variable specifier: the config is plain JavaScript without type declarations.
const configFile = "./next.config.mjs";
const saved = process.env.VERCEL;
afterEach(() => {
  if (saved === undefined) delete process.env.VERCEL;
  else process.env.VERCEL = saved;
});

async function configFor(vercel: string | undefined): Promise<Config> {
  if (vercel === undefined) delete process.env.VERCEL;
  else process.env.VERCEL = vercel;
  const { default: config } = (await import(configFile)) as { default: (phase: string) => Config };
  return config("phase-production-server");
}

it("keeps Next's server cache in memory and the image optimizer off the disk when serverless", async () => {
  const config = await configFor("1");
  expect(config.experimental).toMatchObject({ isrFlushToDisk: false, proxyClientMaxBodySize: "11mb" });
  expect(config.images).toEqual({ unoptimized: true, maximumDiskCacheSize: 0 });
});

it("leaves Next's caches as they are on a server of its own", async () => {
  const config = await configFor(undefined);
  expect(config.experimental).not.toHaveProperty("isrFlushToDisk");
  expect(config.images).toBeUndefined();
});
