"use client";

import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";
import type { ToasterToast } from "./use-toast";

/** The visible toasts (Radix Toast); loaded by the Toaster when the first toast is shown. */
export default function ToastList({ toasts }: { toasts: ToasterToast[] }) {
  return (
    <ToastProvider duration={5000}>
      {toasts.map(({ id, title, description, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
