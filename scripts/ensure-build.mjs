import { buildIfNeeded } from "./lib/build.mjs";

buildIfNeeded();
