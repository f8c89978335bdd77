import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../trpc.js";

/** The unread count for the header (polled). Its own module, so the header (first bundle) does not pull in
 * the messages panel and the zod schemas behind it. */
export function useUnreadMessages(enabled: boolean) {
  const trpc = useTRPC();
  const q = useQuery({ ...trpc.messages.unread.queryOptions(), enabled, refetchInterval: 30_000 });
  return q.data?.unread ?? 0;
}
