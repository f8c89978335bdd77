// The LeadOne SDK: a typed tRPC client for tools outside the browser (scripts, the operator CLI).
// Every call and result is typed from the server's router, so a changed contract breaks the tool's
// compilation instead of its run.
//
//   const lo = createLeadOneClient({ baseUrl: "https://leadone.example", apiKey: process.env.LEADONE_API_KEY! });
//   const { mentors } = await lo.mentors.list.query({ isPaid: true });
import { createTRPCClient, httpBatchLink, TRPCClientError } from "@trpc/client";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import superjson from "superjson";
import type { AppRouter } from "../server/trpc/router.js";

export type { AppRouter };
export type LeadOneInputs = inferRouterInputs<AppRouter>;
export type LeadOneOutputs = inferRouterOutputs<AppRouter>;

export interface LeadOneClientOptions {
  /** Where the server answers, e.g. http://127.0.0.1:3000 (no trailing /trpc). */
  baseUrl: string;
  /** An API key from My Profile (`lo_…`); calls act as its owner. */
  apiKey: string;
  /** A fetch to use instead of the global one (tests, proxies). */
  fetch?: typeof fetch;
}

/** The server refuses bigger batches (maxBatchSize); the link splits larger ones. */
const MAX_BATCH = 20;

export function createLeadOneClient(options: LeadOneClientOptions) {
  const url = `${options.baseUrl.replace(/\/+$/, "")}/trpc`;
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url,
        transformer: superjson,
        maxItems: MAX_BATCH,
        headers: { authorization: `Bearer ${options.apiKey}` },
        ...(options.fetch ? { fetch: options.fetch } : {}),
      }),
    ],
  });
}

export type LeadOneClient = ReturnType<typeof createLeadOneClient>;

/** The `{ code, message }` of a failed call (tRPC error codes: UNAUTHORIZED, FORBIDDEN, BAD_REQUEST…). */
export function describeError(error: unknown): { code: string; message: string } {
  if (error instanceof TRPCClientError) {
    const data = error.data as { code?: string } | undefined;
    return { code: data?.code ?? "ERROR", message: error.message };
  }
  return { code: "ERROR", message: error instanceof Error ? error.message : String(error) };
}
