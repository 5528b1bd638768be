import type { ChangeEvent } from "react";

/** Upper-cases an input's text as it is typed, keeping the caret where it was. */
export function upperCaseInPlace(event: ChangeEvent<HTMLInputElement>) {
  const input = event.target;
  const upper = input.value.toUpperCase();
  if (upper === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = upper;
  if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
}
