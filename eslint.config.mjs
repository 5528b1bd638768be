import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  { ignores: ["lib/db/generated/**", ".next/**", "node_modules/**", "data/**", "bench/results/**", "bench/next-floor/.next/**", "test-results/**", "playwright-report/**"] },
];

export default config;
