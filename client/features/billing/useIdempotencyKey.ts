// One Idempotency-Key per user action on a call that moves money (server/lib/idempotency.ts): the key
// is made when the action starts (the dialog opens, the page shows the Pay button) and reused by every
// request of that action — a double click, a retry after a lost connection — so the server charges once
// and replays the first answer to the rest. It is renewed once the server has answered: after success
// (the next purchase is a new action) and after a refusal (the user changes the card and tries again).
// The tRPC link sends it as the `Idempotency-Key` header (client/trpc.ts).
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { TRPCClientError } from "@trpc/client";

const newKey = () =>
  typeof crypto.randomUUID === "function" ? crypto.randomUUID() : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");

/**
 * @param startedBy the action starts again (new key) whenever this value changes, e.g. a dialog's `open`.
 * @returns `trpc` to spread into `mutationOptions({ ...idem.trpc, … })`, and `answered(error?)` to call
 *   from onSuccess / onError.
 */
export function useIdempotencyKey(startedBy?: unknown) {
  const [key, setKey] = useState(newKey);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setKey(newKey());
  }, [startedBy]);
  const answered = useCallback((error?: unknown) => {
    // No answer from the server (offline, timeout): keep the key, so the retry cannot charge twice.
    // 409: the first request with this key is still running: keep it too.
    if (error && (!(error instanceof TRPCClientError) || !error.data || (error.data as { httpStatus?: number }).httpStatus === 409)) return;
    setKey(newKey());
  }, []);
  const trpc = useMemo(() => ({ trpc: { context: { idempotencyKey: key } } }), [key]);
  return { key, trpc, answered };
}
