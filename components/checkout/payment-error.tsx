import { AlertCircle } from "lucide-react";

/**
 * Why a payment could not go through, beside the card form (not only in a toast that goes away): a
 * live region, so a screen reader says it when it appears.
 */
export function PaymentError({ id, title, message }: { id?: string; title?: string; message: string | null }) {
  if (!message) return null;
  return (
    <p
      id={id}
      role="alert"
      data-testid="payment-error"
      className="flex items-start gap-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800"
    >
      <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>
        {title && <strong>{title} </strong>}
        {message}
      </span>
    </p>
  );
}
