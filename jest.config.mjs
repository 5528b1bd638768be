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
  },
  globalSetup: "<rootDir>/tests/setup/global-setup.ts",
  globalTeardown: "<rootDir>/tests/setup/global-teardown.ts",
  setupFiles: ["<rootDir>/tests/setup/test-env.ts"],
  setupFilesAfterEnv: ["<rootDir>/tests/setup/after-env.ts"],
  testTimeout: 20000,
};

export default createJestConfig(config);
