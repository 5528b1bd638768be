import { MAX_ORIGINAL_NAME_LENGTH } from "@/lib/validation/upload";

// The shopper's file name is only ever shown (cart, admin, e-mails), never used as a path; it is
// still cleaned so it cannot smuggle folders, control characters or text-direction tricks.

function isUnsafeCharacter(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (
    code <= 0x1f || // C0 controls, including newlines and NUL
    (code >= 0x7f && code <= 0x9f) || // DEL and C1 controls
    (code >= 0x200b && code <= 0x200f) || // zero-width characters and direction marks
    (code >= 0x202a && code <= 0x202e) || // direction embeddings and overrides
    (code >= 0x2066 && code <= 0x2069) || // direction isolates
    code === 0xfeff // byte order mark
  );
}

/** Keeps the last path component, drops unsafe characters and cuts it to 255 characters (keeping the extension). */
export function sanitizeOriginalName(name: string, fallbackExtension: string): string {
  const lastComponent = name.normalize("NFC").split(/[/\\]/).pop() ?? "";
  const characters = Array.from(lastComponent).filter((character) => !isUnsafeCharacter(character));
  const cleaned = Array.from(characters.join("").trim());
  if (cleaned.length === 0 || cleaned.every((character) => character === ".")) return `design.${fallbackExtension}`;
  if (cleaned.length <= MAX_ORIGINAL_NAME_LENGTH) return cleaned.join("");
  const extension = /\.[A-Za-z0-9]{1,10}$/.exec(cleaned.join(""))?.[0] ?? "";
  return (
    cleaned
      .slice(0, MAX_ORIGINAL_NAME_LENGTH - extension.length)
      .join("")
      .trimEnd() + extension
  );
}
