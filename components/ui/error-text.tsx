/** A failure said where it happened, announced to screen readers; nothing while there is none. */
export function ErrorText({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-red-700">
      {message}
    </p>
  );
}
