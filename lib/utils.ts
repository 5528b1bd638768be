import { clsx, type ClassValue } from "clsx";
import { createTailwindMerge } from "tailwind-merge";
import { CLASS_GROUPS, CONFLICTING_CLASS_GROUPS } from "./class-merge-config";

// tailwind-merge with only the part of its configuration that this project's classes need: the full
// default configuration is about 9 kB of compressed JavaScript on every storefront page, this one about
// 3 kB. lib/utils.test.ts checks that it merges every pair of the project's classes like the full one.
const mergeClasses = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups: CLASS_GROUPS,
  conflictingClassGroups: CONFLICTING_CLASS_GROUPS,
  conflictingClassGroupModifiers: {},
  orderSensitiveModifiers: [],
}));

export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}
