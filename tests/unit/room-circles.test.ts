import { collectRoomArrows, findCircles, roomOf } from "../../scripts/lib/room-circles.mjs";

const importOf = (resolved: string) => ({ resolved, dependencyTypes: ["local"] });

describe("the boundary check's rooms", () => {
  it.each([
    ["lib/email/templates/order.tsx", "lib/email"],
    ["lib/deployment/is-deployment.mjs", "lib/deployment"],
    ["lib/app-url.mjs", "lib/app-url.mjs"],
    ["lib/env.ts", "lib/env.ts"],
    ["app/page.tsx", null],
    ["components/ui/button.tsx", null],
  ])("%s is in room %s", (path, room) => {
    expect(roomOf(path)).toBe(room);
  });

  it("sees a circle through a file directly in lib/", () => {
    const arrows = collectRoomArrows([
      { source: "lib/app-url.mjs", dependencies: [importOf("lib/deployment/is-deployment.mjs")] },
      { source: "lib/deployment/check-deployment.mjs", dependencies: [importOf("lib/app-url.mjs")] },
    ]);
    expect(findCircles(arrows)).toEqual([["lib/app-url.mjs", "lib/deployment"]]);
  });

  it("sees no circle when the arrows point one way", () => {
    const arrows = collectRoomArrows([
      { source: "lib/deployment/app-url.mjs", dependencies: [importOf("lib/deployment/is-deployment.mjs")] },
      { source: "lib/order-links/order-links.ts", dependencies: [importOf("lib/deployment/app-url.mjs")] },
      { source: "lib/order-links/order-links.ts", dependencies: [importOf("lib/env.ts")] },
    ]);
    expect(findCircles(arrows)).toEqual([]);
  });
});
