import { z } from "./zod";
import { EMAIL_PATTERN } from "./checkout";

/** An order number as the shop shows it ("#42-112226"), without the '#', or the bare id ("42"). */
export const ORDER_NUMBER_PATTERN = /^#?\s*[1-9][0-9]{0,9}(?:-[0-9]{3,6})?$/;

/** "Find my order" (/orders and POST /api/orders/find), the same in the browser and on the server. */
export const findOrderSchema = z.object({
  orderNumber: z
    .string()
    .trim()
    .min(1, "Please enter your order number")
    .max(20, { error: "At most 20 characters", abort: true })
    .regex(ORDER_NUMBER_PATTERN, "Enter the order number as shown, e.g. #42-112226"),
  email: z
    .string()
    .trim()
    .min(1, "Please enter your email address")
    .max(254, { error: "At most 254 characters", abort: true })
    .regex(EMAIL_PATTERN, "Please enter a valid email address"),
});

export type FindOrderValues = z.input<typeof findOrderSchema>;

/** The one answer of POST /api/orders/find, whether or not anything matched. */
export const FIND_ORDER_MESSAGE =
  "If that order number and e-mail match an order, we have sent its link to that address.";
