import { CUSTOM_SIZE_MESSAGE, customInchesTextSchema } from "./sticker-size";

/**
 * What is wrong with one typed side of a custom size, by the cart's own rule (customInchesTextSchema, on
 * customInchesSchema): the one rule it breaks ('Width must be at least 1".', '… in steps of 0.25", like 3"
 * or 3.25".'), or null for a size.
 */
export function findCustomInchesError(text: string, name: string): string | null {
  const parsed = customInchesTextSchema(name).safeParse(text);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? CUSTOM_SIZE_MESSAGE);
}
