// The Tailwind classes the project's own source uses, and how tailwind-merge's full configuration
// resolves conflicts among them. Used to generate lib/class-merge-config.ts and by its test.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";

const SOURCE_DIRS = ["app", "components", "lib"];
const SKIP_DIRS = new Set(["generated", "node_modules"]);

function sourceFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) {
      if (!SKIP_DIRS.has(entry)) files.push(...sourceFiles(full));
    } else if (/\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$/.test(entry)) {
      files.push(full);
    }
  }
  return files;
}

/** Every token of every string literal in the source that tailwind-merge recognises as a class, without its modifiers. */
export function projectClassNames(root = process.cwd()) {
  const names = new Set();
  for (const dir of SOURCE_DIRS) {
    for (const file of sourceFiles(path.join(root, dir))) {
      const text = readFileSync(file, "utf8");
      for (const literal of text.matchAll(/"([^"\n]*)"|`([^`]*)`|'([^'\n]*)'/g)) {
        for (const token of (literal[1] ?? literal[2] ?? literal[3] ?? "").split(/\s+/)) {
          if (!/^[!a-z0-9[\]\-:/.%#_(),&>*=@]+$/i.test(token) || !/[a-z]/.test(token)) continue;
          const base = token
            .replace(/^!/, "")
            .split(/:(?![^[]*\])/)
            .pop();
          // tailwind-merge drops a repeated class only when it knows the class.
          if (base && twMerge(`${base} ${base}`) === base) names.add(base);
        }
      }
    }
  }
  return [...names].sort();
}

/** later removes earlier, as the full tailwind-merge decides. */
export function removes(later, earlier) {
  return twMerge(`${earlier} ${later}`) === later;
}
