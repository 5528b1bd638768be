import * as React from "react";
import { cn } from "@/lib/utils";

// The variants as plain lookups (class-variance-authority did the same for this one component).
const BASE_CLASSES =
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0";

const VARIANT_CLASSES = {
  default: "bg-primary text-primary-foreground hover:bg-blue-800",
  destructive: "bg-destructive text-destructive-foreground hover:bg-red-800",
  outline: "border border-input bg-white hover:bg-accent hover:text-accent-foreground",
  secondary: "bg-secondary text-secondary-foreground hover:bg-slate-200",
  ghost: "hover:bg-accent hover:text-accent-foreground",
  link: "text-primary underline-offset-4 hover:underline",
};

const SIZE_CLASSES = {
  default: "h-10 px-4 py-2",
  sm: "h-9 rounded-md px-3",
  lg: "h-11 rounded-md px-8",
  icon: "h-10 w-10",
};

type ButtonVariantProps = { variant?: keyof typeof VARIANT_CLASSES | null; size?: keyof typeof SIZE_CLASSES | null };

function buttonVariants({ variant, size, className }: ButtonVariantProps & { className?: string } = {}) {
  return cn(BASE_CLASSES, VARIANT_CLASSES[variant ?? "default"], SIZE_CLASSES[size ?? "default"], className);
}

type ButtonProps = {
  asChild?: boolean;
} & React.ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonVariantProps;

/**
 * `asChild`: the Button's classes and props go onto its only child (a link, for example) instead of a
 * <button>. The child's own props win and the classes are merged. (Radix Slot does the same and also
 * chains event handlers and refs, which no Button here needs; leaving it out keeps about 1 kB of
 * compressed JavaScript off every storefront page.)
 */
function Slot({ children, className, ...props }: React.HTMLAttributes<HTMLElement>) {
  if (!React.isValidElement<React.HTMLAttributes<HTMLElement>>(children)) return null;
  return React.cloneElement(children, {
    ...props,
    ...children.props,
    className: cn(className, children.props.className),
  });
}

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : "button";
  return <Comp className={buttonVariants({ variant, size, className })} {...props} />;
}
