// `node --import ./bench/lib/register-ts.mjs …`: the shop's TypeScript sources importable (bench/lib/ts-hooks.mjs).
import { register } from "node:module";

register("./ts-hooks.mjs", import.meta.url);
