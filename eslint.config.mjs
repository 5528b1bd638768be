import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // One way to declare a shape: `type`, also for the interfaces the adapters implement.
    rules: { "@typescript-eslint/consistent-type-definitions": ["error", "type"] },
  },
  {
    ignores: [
      "lib/db/generated/**",
      ".next/**",
      "node_modules/**",
      "data/**",
      "bench/results/**",
      "bench/next-floor/.next/**",
      "test-results/**",
      "playwright-report/**",
    ],
  },
];

export default config;
