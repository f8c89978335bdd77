// Conversations between a mentee and a mentor. Messages are stored (the panel says so, unlike advice
// questions). Opening a conversation marks it read; the header shows the unread count.
import { Badge, Box, Card, HStack, Spinner, Stack, Text, Textarea } from "@chakra-ui/react";
import { Button } from "../../components/ui/button.js";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { formatMessageTime } from "../../../shared/dates.js";
import { MAX_MESSAGE } from "../../../shared/schemas/messages.js";
import { SimpleDialog } from "../../components/SimpleDialog.js";
import { notify } from "../../components/toaster.js";
import { useTRPC } from "../../trpc.js";

export const STORED_NOTICE = "Messages are stored so you and your mentor can read them later — unlike the questions you ask LeadOne for advice, which are never stored.";

export function ThreadDialog({ threadId, onClose }: { threadId: string; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const thread = useQuery({ ...trpc.messages.thread.queryOptions({ threadId }), refetchInterval: 15_000 });
  const [body, setBody] = useState("");
  const end = useRef<HTMLDivElement>(null);
  const markRead = useMutation(trpc.messages.markRead.mutationOptions({ onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.messages.unread.queryKey() }) }));
  const count = thread.data?.messages.length ?? 0;
  useEffect(() => {
    if (thread.data && thread.data.thread.unread > 0) markRead.mutate({ threadId });
    end.current?.scrollIntoView({ block: "end" });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [count, threadId]);
  const send = useMutation(
    trpc.messages.send.mutationOptions({
      onSuccess: async () => {
        setBody("");
        await queryClient.invalidateQueries({ queryKey: trpc.messages.pathKey() });
      },
      onError: (err) => notify("error", "Message not sent", err.message),
    }),
  );
  const title = thread.data ? `Conversation with ${thread.data.thread.otherName}` : "Conversation";
  return (
    <SimpleDialog open onClose={onClose} title={title} description={STORED_NOTICE} size="lg" scrollBehavior="inside">
      <Stack gap="3">
        {thread.isPending ? (
          <Spinner size="sm" color="brand.solid" aria-label="Loading messages" />
        ) : thread.isError ? (
          <Text color="fg.error">{thread.error.message}</Text>
        ) : thread.data.messages.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">No messages yet. Say hello!</Text>
        ) : (
          <Stack gap="2" data-testid="messages">
            {thread.data.messages.map((m) => (
              <Box key={m.id} alignSelf={m.mine ? "end" : "start"} maxW="85%" bg={m.mine ? "brand.subtle" : "bg.muted"} rounded="lg" px="3" py="2" data-testid="message">
                {m.fromBookingTopic && (
                  <Badge size="sm" colorPalette="accent" mb="1">
                    Booking topic
                  </Badge>
                )}
                <Text fontSize="sm" whiteSpace="pre-line">{m.body}</Text>
                <Text fontSize="xs" color="fg.muted" textAlign={m.mine ? "end" : "start"}>
                  {formatMessageTime(m.createdAt)}
                </Text>
              </Box>
            ))}
            <div ref={end} />
          </Stack>
        )}
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (body.trim()) send.mutate({ threadId, body: body.trim() });
          }}
        >
          <Stack gap="2">
            <Textarea aria-label="Your message" value={body} maxLength={MAX_MESSAGE} onChange={(e) => setBody(e.target.value)} rows={3} placeholder="Write a message" />
            <Button variant="primary" type="submit" alignSelf="end" loading={send.isPending} disabled={!body.trim()}>
              Send
            </Button>
          </Stack>
        </form>
      </Stack>
    </SimpleDialog>
  );
}

/** The list of my conversations (as mentee and/or mentor). */
export function MessagesPanel({ as }: { as?: "mentee" | "mentor" }) {
  const trpc = useTRPC();
  const q = useQuery({ ...trpc.messages.threads.queryOptions(), refetchInterval: 30_000 });
  const [open, setOpen] = useState<string | null>(null);
  const threads = (q.data?.threads ?? []).filter((t) => !as || t.role === as);
  return (
    <Stack gap="3" data-testid={`messages-${as ?? "all"}`}>
      <Text fontSize="xs" color="fg.muted">{STORED_NOTICE}</Text>
      {q.isPending ? (
        <Spinner size="sm" color="brand.solid" aria-label="Loading conversations" />
      ) : threads.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">No conversations yet. You can message a mentor once you have a mentorship or a session together.</Text>
      ) : (
        threads.map((t) => (
          <Card.Root key={t.id} size="sm" variant="outline" cursor="pointer" onClick={() => setOpen(t.id)} _hover={{ bg: "bg.muted" }} data-testid="thread">
            <Card.Body>
              <HStack justify="space-between" gap="3">
                <Stack gap="0" minW="0">
                  <Text fontWeight="semibold">{t.otherName}</Text>
                  <Text fontSize="sm" color="fg.muted" truncate>
                    {t.lastMessage ?? "No messages yet"}
                  </Text>
                </Stack>
                <HStack gap="2" flexShrink={0}>
                  {t.lastMessageAt && <Text fontSize="xs" color="fg.muted">{formatMessageTime(t.lastMessageAt)}</Text>}
                  {t.unread > 0 && <Badge colorPalette="danger" data-testid="thread-unread">{t.unread} new</Badge>}
                </HStack>
              </HStack>
            </Card.Body>
          </Card.Root>
        ))
      )}
      {open && <ThreadDialog threadId={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
