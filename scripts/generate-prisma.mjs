// Generates one Prisma client per provider; both are imported by the one build.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const prismaBin = "node_modules/.bin/prisma";
if (!existsSync(prismaBin)) {
  console.log("prisma CLI not installed (production-only install?); skipping client generation");
  process.exit(0);
}
for (const provider of ["sqlite", "postgres"]) {
  const result = spawnSync(prismaBin, ["generate", "--config", `prisma.${provider}.config.ts`], {
    stdio: "inherit",
    env: { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: "1", CHECKPOINT_DISABLE: "1" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
