import { RequestError } from "@/lib/client/request-json";

export const describeFailure = (error: unknown) =>
  error instanceof RequestError ? error.message : "Something went wrong. Please try again.";

/** A 409 means the page is out of date (answered elsewhere, a newer proof): show the page as it is now. */
export const isOutOfDate = (error: unknown) => error instanceof RequestError && error.status === 409;
