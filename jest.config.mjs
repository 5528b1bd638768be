import os from "node:os";
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

// Unit and integration tests run in node; component tests (*.test.tsx) ask for jsdom in a docblock.
/** @type {import("jest").Config} */
const projectConfig = {
  testEnvironment: "node",
  testPathIgnorePatterns: ["/node_modules/", "/.next/", "/tests/e2e/"],
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    "^server-only$": "<rootDir>/tests/setup/server-only-stub.ts",
    // Its CommonJS build loads react-dom/server with import(), which jest's CommonJS runtime cannot run;
    // the ES module build is compiled by SWC (transpilePackages in next.config.mjs), import() included.
    "^@react-email/render$": "<rootDir>/node_modules/@react-email/render/dist/node/index.mjs",
  },
  setupFiles: ["<rootDir>/tests/setup/test-env.ts"],
  setupFilesAfterEnv: ["<rootDir>/tests/setup/after-env.ts"],
};

// The groups `npm run test:<name>` runs (`jest --selectProjects <name>`); plain `jest` runs them all.
// unit: no database, no server, no build. geometry (lib/die-cut) needs nothing either, but takes 50–110 s
// on its own (jest 30's node environment sends every global lookup, Clipper's many Math calls too, through
// a Proxy): kept out of unit, whose one-minute target it would break. The others copy the migrated
// template database per file; reliability and security also start production servers (and build first
// when the build is stale).
const TEST_FILES = "**/*.test.{ts,tsx}";
const GROUPS = {
  unit: [`<rootDir>/{lib,components,tests/unit,tests/serverless}/${TEST_FILES}`, "<rootDir>/*.test.{ts,tsx}"],
  geometry: [`<rootDir>/lib/die-cut/${TEST_FILES}`],
  integration: [`<rootDir>/tests/integration/${TEST_FILES}`],
  security: [`<rootDir>/tests/security/${TEST_FILES}`],
  reliability: [`<rootDir>/tests/reliability/${TEST_FILES}`],
};
// Folders a group's globs match that belong to another group.
const LEFT_TO_OTHER_GROUPS = { unit: ["<rootDir>/lib/die-cut/"] };

const shared = await createJestConfig(projectConfig)();

/** @type {import("jest").Config} */
const config = {
  globalSetup: "<rootDir>/tests/setup/global-setup.ts",
  globalTeardown: "<rootDir>/tests/setup/global-teardown.ts",
  testTimeout: 20000,
  // Jest's default (cores - 1) is one worker on CI's 2 cores; the files keep their own databases, folders and
  // ports (tests/setup/test-env.ts). Measured on 2 cores, SQLite, a production build included: 1,131 s with
  // one worker, 713 s with two.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  projects: Object.entries(GROUPS).map(([displayName, testMatch]) => ({
    ...shared,
    displayName,
    testMatch,
    testPathIgnorePatterns: [...shared.testPathIgnorePatterns, ...(LEFT_TO_OTHER_GROUPS[displayName] ?? [])],
  })),
};

export default config;
