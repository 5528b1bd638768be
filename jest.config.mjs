import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

// Unit and integration tests run in node; component tests (*.test.tsx) ask for jsdom in a docblock.
/** @type {import("jest").Config} */
const config = {
  testEnvironment: "node",
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  testPathIgnorePatterns: ["/node_modules/", "/.next/", "/tests/e2e/"],
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    "^server-only$": "<rootDir>/tests/setup/server-only-stub.ts",
    // Its CommonJS build loads react-dom/server with import(), which jest's CommonJS runtime cannot run;
    // the ES module build is compiled by SWC (transpilePackages in next.config.mjs), import() included.
    "^@react-email/render$": "<rootDir>/node_modules/@react-email/render/dist/node/index.mjs",
  },
  globalSetup: "<rootDir>/tests/setup/global-setup.ts",
  globalTeardown: "<rootDir>/tests/setup/global-teardown.ts",
  setupFiles: ["<rootDir>/tests/setup/test-env.ts"],
  setupFilesAfterEnv: ["<rootDir>/tests/setup/after-env.ts"],
  testTimeout: 20000,
};

export default createJestConfig(config);
