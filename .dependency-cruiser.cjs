/**
 * Boundary check, run by `npm run lint` (see README, "Code map").
 * - lib/ folders form no circle: arrows go one way (handlers -> features -> shared
 *   vocabulary and adapters). Type-only imports count too (tsPreCompilationDeps).
 * - Route handlers never reach for the database client; they call lib/.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: "no-lib-folder-circle",
      comment:
        "lib/ folders must not reach each other in a circle (type-only imports included): move the shared piece to lib/domain/ or to where the arrow points one way.",
      severity: "error",
      scope: "folder",
      from: { path: "^lib/[^/]+" },
      to: { path: "^lib/[^/]+", circular: true },
    },
    {
      name: "domain-imports-no-feature",
      comment:
        "lib/domain/ is the shared vocabulary (statuses, proof states, carriers, order number, the order DTO, the transaction client type): it may use only itself, lib/money and lib/db's types, never a feature folder.",
      severity: "error",
      from: { path: "^lib/domain/" },
      to: { path: "^lib/", pathNot: "^lib/(domain|money|db)/" },
    },
    {
      name: "no-db-client-in-route-handler",
      comment:
        "Route handlers stay thin: parse, call a lib/ function, map errors. The database client belongs in lib/.",
      severity: "error",
      from: { path: "^app/.+/route\\.tsx?$" },
      to: { path: "^lib/db/client\\.ts$" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(lib/db/generated|\\.next|node_modules)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".d.mts", ".mts", ".mjs", ".js", ".cjs", ".json"],
    },
    skipAnalysisNotInRules: true,
  },
};
