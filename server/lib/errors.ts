// Errors procedures throw in more than one module.
import { TRPCError } from "@trpc/server";

/** 404 for a missing record — or someone else's, which must look exactly the same. */
export const notFound = (what: string) => new TRPCError({ code: "NOT_FOUND", message: `${what} not found` });
