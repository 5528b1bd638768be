/** "grace@example.com" as "g•••e@example.com": enough to recognise one's own address, not to learn another's. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  const local = email.slice(0, at);
  const masked = local.length <= 2 ? `${local[0] ?? ""}•••` : `${local[0]}•••${local.at(-1)}`;
  return `${masked}${email.slice(at)}`;
}
