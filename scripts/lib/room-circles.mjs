// The room logic of the boundary check (scripts/check-boundaries.mjs): every module under lib/<room>/
// (sub-folders included) folds into its room, and any circle between rooms fails the check.

/**
 * "lib/email/templates/x.tsx" → "lib/email"; a file directly in lib/ is a room of its own
 * ("lib/app-url.mjs" → "lib/app-url.mjs"), so a circle through it is seen too; null outside lib/.
 */
export function roomOf(path) {
  const match = /^lib\/([^/]+)(\/)?/.exec(path);
  if (!match) return null;
  return match[2] ? `lib/${match[1]}` : path;
}

/**
 * Each room's outgoing arrows to other rooms, with the first import that makes each one.
 * @param {{ source: string, dependencies: { resolved: string, dependencyTypes: string[] }[] }[]} modules
 */
export function collectRoomArrows(modules) {
  const arrows = new Map();
  for (const cruised of modules) {
    const from = roomOf(cruised.source);
    if (!from) continue;
    for (const dependency of cruised.dependencies) {
      const to = roomOf(dependency.resolved);
      if (!to || to === from) continue;
      const targets = arrows.get(from) ?? new Map();
      if (!targets.has(to)) {
        const typeOnly = dependency.dependencyTypes.some((type) => type.startsWith("type-"));
        targets.set(to, `${cruised.source} → ${dependency.resolved}${typeOnly ? " (type-only)" : ""}`);
      }
      arrows.set(from, targets);
    }
  }
  return arrows;
}

/** The strongly connected components of more than one room (Tarjan): each is a circle of rooms. */
export function findCircles(arrows) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const circles = [];
  let next = 0;
  const visit = (room) => {
    index.set(room, next);
    low.set(room, next);
    next += 1;
    stack.push(room);
    onStack.add(room);
    for (const target of arrows.get(room)?.keys() ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(room, Math.min(low.get(room), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(room, Math.min(low.get(room), index.get(target)));
      }
    }
    if (low.get(room) !== index.get(room)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== room);
    if (component.length > 1) circles.push(component.sort());
  };
  for (const room of [...arrows.keys()].sort()) if (!index.has(room)) visit(room);
  return circles;
}
