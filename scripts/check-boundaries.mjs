// The boundary check of `npm run lint` (README, "Map of the code"): dependency-cruiser cruises app/, lib/
// and components/ with .dependency-cruiser.cjs (type-only imports included) and reports its rules'
// violations; then this script folds every module under lib/<room>/ (sub-folders included) into its
// room (a file directly in lib/, such as lib/env.ts, is a room of its own: scripts/lib/room-circles.mjs)
// and fails on any circle between rooms. dependency-cruiser's folder-scoped rule compares folders
// at every depth, so an import into a room's sub-folder (lib/email/templates/) would not close a circle
// with its parent room there; the fold here does. Exit code 1 on any violation or circle.
import { cruise, format } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { collectRoomArrows, findCircles, roomOf } from "./lib/room-circles.mjs";

const ROOTS = ["app", "lib", "components"];

const options = await extractDepcruiseOptions("./.dependency-cruiser.cjs");
const tsConfig = extractTSConfig("tsconfig.json");
const { output: result } = await cruise(ROOTS, { ...options, validate: true }, {}, { tsConfig });

const { output: report, exitCode } = await format(result, { outputType: "err" });
process.stdout.write(report);

// An import that does not resolve (say the "@/" alias stopped working) would silently drop its arrow, and
// the check would pass without looking: any such import inside the project fails it.
const unresolved = result.modules.flatMap((cruised) =>
  cruised.dependencies
    .filter((dependency) => dependency.couldNotResolve && /^(@\/|\.)/.test(dependency.module))
    .map((dependency) => `${cruised.source} → ${dependency.module}`),
);
for (const line of unresolved) console.error(`  error unresolved-import: ${line}`);

const arrows = collectRoomArrows(result.modules);
const circles = findCircles(arrows);
for (const circle of circles) {
  console.error(`\n  error lib-room-circle: ${circle.join(", ")} reach each other. The arrows inside the circle:`);
  for (const from of circle)
    for (const [to, example] of arrows.get(from) ?? [])
      if (circle.includes(to)) console.error(`      ${from} → ${to}  (e.g. ${example})`);
}
if (circles.length > 0)
  console.error(
    `\nx ${circles.length} circle(s) between lib/ rooms: move the shared piece down to lib/domain/ or to where the arrow points one way.\n`,
  );
else {
  const rooms = new Set(result.modules.map((cruised) => roomOf(cruised.source)).filter(Boolean));
  console.log(`✔ no circle between the ${rooms.size} lib/ rooms (type-only imports included)`);
}

process.exitCode = exitCode > 0 || circles.length > 0 || unresolved.length > 0 ? 1 : 0;
