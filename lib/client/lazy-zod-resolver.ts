import type { FieldValues, Resolver } from "react-hook-form";
import type { ZodType } from "zod";

/**
 * A react-hook-form resolver for a shared zod schema that loads the schema (and zod with it) on the form's
 * first validation, usually its submit: zod is about 85 kB of compressed JavaScript that a storefront page
 * need not carry on load.
 */
export function lazyZodResolver<T extends FieldValues>(loadSchema: () => Promise<ZodType>): Resolver<T> {
  return async (values, context, options) => {
    const [{ zodResolver }, schema] = await Promise.all([import("@hookform/resolvers/zod"), loadSchema()]);
    return (zodResolver(schema as never) as unknown as Resolver<T>)(values, context, options);
  };
}
