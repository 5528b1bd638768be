import { clsx, type ClassValue } from "clsx";
import { CLASS_GROUPS, CONFLICTING_CLASS_GROUPS } from "./class-merge-config";

// cn merges Tailwind classes so that a later class replaces an earlier one of the same kind (with the
// same variants), as tailwind-merge does. tailwind-merge with its default configuration is about 9 kB of
// compressed JavaScript on every storefront page, and even its core alone about 1.7 kB; this is its
// merge algorithm over a generated table of the project's own classes (lib/class-merge-config.ts),
// about 0.4 kB plus the table. lib/utils.test.ts checks it against the full tailwind-merge for every
// pair of the project's classes. A class missing from the table is kept as it is, as clsx would.

const GROUP_OF = new Map<string, string>();
for (const [group, names] of Object.entries(CLASS_GROUPS)) for (const name of names) GROUP_OF.set(name, group);

function classGroup(base: string): string | undefined {
  // An arbitrary property ([mask-type:alpha]) conflicts with the same property.
  if (base[0] === "[" && base.endsWith("]") && base.includes(":")) return `[${base.slice(1, base.indexOf(":"))}]`;
  // Negative values (-translate-x-1/2) are the same kind of class as positive ones.
  return GROUP_OF.get(base.length > 1 && base[0] === "-" ? base.slice(1) : base);
}

/** Variants (hover:, sm:, [&_svg]:) and the class itself, split at colons outside brackets and parentheses. */
function parse(className: string) {
  const modifiers: string[] = [];
  let depth = 0;
  let start = 0;
  let postfix = -1;
  for (let index = 0; index < className.length; index++) {
    const character = className[index];
    if (depth === 0 && character === ":") {
      modifiers.push(className.slice(start, index));
      start = index + 1;
    } else if (depth === 0 && character === "/") postfix = index;
    else if (character === "[" || character === "(") depth++;
    else if (character === "]" || character === ")") depth--;
  }
  let base = className.slice(start);
  const important = base.endsWith("!") || base.startsWith("!");
  if (important) base = base.endsWith("!") ? base.slice(0, -1) : base.slice(1);
  // Modifiers apply in any order except arbitrary ones ([&_svg]), which keep their place.
  const sorted: string[] = [];
  let run: string[] = [];
  for (const modifier of modifiers) {
    if (modifier[0] === "[") {
      sorted.push(...run.sort(), modifier);
      run = [];
    } else run.push(modifier);
  }
  sorted.push(...run.sort());
  return { base, postfix: postfix > start ? postfix - start : -1, variant: sorted.join(":") + (important ? "!" : "") };
}

function mergeClasses(classList: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const classNames = classList.trim().split(/\s+/);
  for (let index = classNames.length - 1; index >= 0; index--) {
    const className = classNames[index]!;
    if (!className) continue;
    const { base, postfix, variant } = parse(className);
    // bg-slate-950/60: the class with its opacity, or else the class without it.
    const group = classGroup(base) ?? (postfix > 0 ? classGroup(base.slice(0, postfix)) : undefined);
    if (group) {
      if (taken.has(variant + group)) continue;
      taken.add(variant + group);
      for (const other of CONFLICTING_CLASS_GROUPS[group] ?? []) taken.add(variant + other);
    }
    kept.push(className);
  }
  return kept.reverse().join(" ");
}

export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}
