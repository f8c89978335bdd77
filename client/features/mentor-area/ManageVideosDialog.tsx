// SPEC §2 Manage Your Videos: a list of the mentor's videos and a preview of one ('Back to videos');
// uploads stream to the server (50MB, MP4/MOV/AVI enforced there) with a progress bar. Each video shows
// its frame (or a poster when none could be taken), size and format; a new mentor starts with two
// samples; deleting the intro video asks first; tags (practices, specialties) pick the answers whose
// approach a video illustrates for Premium members (video responses).
import { AspectRatio, Badge, Box, Center, HStack, Icon, Image, Link, NativeSelect, Progress, SimpleGrid, Spinner, Stack, Text, chakra } from "@chakra-ui/react";
import { Button } from "../../components/ui/button.js";
import { ConfirmDialog } from "../../components/ConfirmDialog.js";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { formatDuration } from "../../../shared/duration.js";
import { FiArrowLeft, FiFilm, FiPlus, FiStar, FiTrash2, FiUpload, FiX } from "react-icons/fi";
import { Link as RouterLink } from "react-router";
import { VIDEO_MAX_BYTES, type MentorVideoOutput } from "../../../shared/schemas/mentors.js";
import { SimpleDialog } from "../../components/SimpleDialog.js";
import { showToast } from "../../components/toaster.js";
import { useTRPC } from "../../trpc.js";
import type { MentorVideo } from "../mentors/types.js";
import { errorOf, uploadFile } from "./upload.js";
import { formatDay } from "../../../shared/dates.js";

/** Size as the server measured it, in MB: 0.03 MB for a 34 kB sample, 12.4 MB for a big upload. */
export const formatSizeMb = (mb: number) => `${mb < 10 ? mb.toFixed(2) : mb.toFixed(1)} MB`;

/** The video's frame, or a poster (film icon and format) when no frame could be taken. */
function Thumbnail({ video }: { video: MentorVideo }) {
  return (
    <AspectRatio ratio={16 / 9} bg="media.bg">
      {video.thumbnail ? (
        <Image src={video.thumbnail} alt={`Frame of ${video.title}`} objectFit="cover" data-testid="video-thumbnail" />
      ) : (
        <Center color="media.fg" flexDirection="column" gap="1" data-testid="video-poster">
          <Icon as={FiFilm} boxSize="8" />
          <Text fontSize="xs" fontWeight="semibold" letterSpacing="wide">
            {video.format}
          </Text>
        </Center>
      )}
    </AspectRatio>
  );
}

function VideoTags({ video, onSaved }: { video: MentorVideo; onSaved: () => Promise<unknown> }) {
  const trpc = useTRPC();
  const options = useQuery(trpc.mentorArea.videoTagOptions.queryOptions());
  const [choice, setChoice] = useState("");
  const save = useMutation(
    trpc.mentorArea.setVideoTags.mutationOptions({
      onSuccess: async () => {
        await onSaved();
        showToast({ type: "success", title: "Video tags saved" });
      },
      onError: (err) => showToast({ type: "error", title: "Could not save the tags", description: err.message }),
    }),
  );
  const label = (tag: string) => options.data?.practices.find((p) => p.id === tag)?.title ?? tag;
  const free = (tag: string) => !video.tags.includes(tag);
  return (
    <Stack gap="2" borderWidth="1px" rounded="md" p="3" data-testid="video-tags">
      <Text fontWeight="semibold" fontSize="sm">
        Tags for video responses
      </Text>
      <Text fontSize="xs" color="fg.muted">
        Premium members see this video in answers whose approach matches one of its tags (a practice or a specialty).
      </Text>
      <HStack gap="1.5" wrap="wrap">
        {video.tags.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            No tags yet: this video is not used in answers.
          </Text>
        )}
        {video.tags.map((tag) => (
          <Badge key={tag} colorPalette="brand" variant="subtle" size="md" gap="1" data-testid="video-tag">
            {label(tag)}
            <chakra.button type="button" aria-label={`Remove tag ${label(tag)}`} disabled={save.isPending} onClick={() => save.mutate({ videoId: video.id, tags: video.tags.filter((t) => t !== tag) })} display="inline-flex" cursor="pointer">
              <FiX />
            </chakra.button>
          </Badge>
        ))}
      </HStack>
      <HStack gap="2" align="end" wrap={{ base: "wrap", sm: "nowrap" }}>
        <NativeSelect.Root size="sm" flex="1" minW="0">
          <NativeSelect.Field aria-label="Add a tag" value={choice} onChange={(e) => setChoice(e.target.value)}>
            <option value="">Choose a practice or specialty…</option>
            <optgroup label="Practices">
              {options.data?.practices.filter((p) => free(p.id)).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title}
                </option>
              ))}
            </optgroup>
            <optgroup label="Specialties">
              {options.data?.specialties.filter(free).map((sp) => (
                <option key={sp} value={sp}>
                  {sp}
                </option>
              ))}
            </optgroup>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button
          size="sm"
          variant="secondary"
          disabled={!choice || save.isPending}
          onClick={() => {
            save.mutate({ videoId: video.id, tags: [...video.tags, choice] });
            setChoice("");
          }}
        >
          <FiPlus /> Add tag
        </Button>
      </HStack>
    </Stack>
  );
}

/** Asks before the intro video goes: mentees see it on the mentor's profile. */
function ConfirmDeleteIntro({ video, onCancel, onConfirm }: { video: MentorVideo | null; onCancel: () => void; onConfirm: () => void }) {
  return (
    <ConfirmDialog open={video !== null} onCancel={onCancel} onConfirm={onConfirm} title="Delete your intro video?" confirmLabel="Delete intro video" size="sm">
      <Text>
        "{video?.title}" is the intro video mentees watch on your profile. If you delete it, your profile shows no intro video until you choose another.
      </Text>
    </ConfirmDialog>
  );
}

export function ManageVideosDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const profile = useQuery({ ...trpc.mentorArea.profile.queryOptions(), enabled: open });
  const videos = useQuery({ ...trpc.mentorArea.videos.queryOptions(), enabled: open });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [confirmIntro, setConfirmIntro] = useState<MentorVideo | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const selected = videos.data?.find((v) => v.id === selectedId) ?? null;

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.mentorArea.videos.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.mentorArea.profile.queryKey() }),
    ]);

  const remove = useMutation(
    trpc.mentorArea.deleteVideo.mutationOptions({
      onSuccess: async () => {
        setSelectedId(null);
        await refresh();
        showToast({ type: "success", title: "Video deleted" });
      },
      onError: (err) => showToast({ type: "error", title: "Delete failed", description: err.message || "Please try again." }),
    }),
  );
  const setIntro = useMutation(
    trpc.mentorArea.setIntroVideo.mutationOptions({
      onSuccess: async (r) => {
        await refresh();
        showToast({ type: "success", title: r.introVideoId ? "Intro video set" : "Intro video cleared" });
      },
      onError: (err) => showToast({ type: "error", title: "Could not set the intro video", description: err.message }),
    }),
  );

  const onFile = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = "";
    if (!file) return;
    if (file.size > VIDEO_MAX_BYTES) {
      showToast({ type: "error", title: "Upload failed", description: "The video is larger than the maximum size of 50MB" });
      return;
    }
    showToast({ type: "info", title: "Uploading video...", duration: 3000 });
    setProgress(0);
    const res = await uploadFile<MentorVideoOutput>("/api/mentor-area/videos", file, { title: file.name.replace(/\.[^.]*$/, "") }, setProgress);
    setProgress(null);
    if (!res.ok) {
      showToast({ type: "error", title: "Upload failed", description: errorOf(res.body, "Please try again.") });
      return;
    }
    const v = res.body as MentorVideoOutput;
    await refresh();
    showToast({ type: "success", title: "Video uploaded successfully", description: `${v.title} (${formatSizeMb(v.sizeMb)}, ${v.format})` });
  };

  const onDelete = (v: MentorVideo) => {
    if (v.isIntro && confirmIntro === null) {
      setConfirmIntro(v);
      return;
    }
    setConfirmIntro(null);
    showToast({ type: "info", title: "Deleting video...", duration: 1500 });
    remove.mutate({ videoId: v.id });
  };

  const noProfile = profile.data && profile.data.profile === null;

  return (
    <SimpleDialog
      open={open}
      onClose={() => {
        setSelectedId(null);
        onClose();
      }}
      title="Manage Your Videos"
      size="xl"
      scrollBehavior="inside"
    >
      {noProfile ? (
        <Stack gap="2" py="6" align="center" textAlign="center">
          <Text fontWeight="medium">Create your mentor profile first</Text>
          <Link asChild color="brand.fg" onClick={onClose}>
            <RouterLink to="/mentor-profile">Go to Mentor Profile</RouterLink>
          </Link>
        </Stack>
      ) : selected ? (
        <Stack gap="4" data-testid="video-preview">
          <Button variant="ghost" size="sm" alignSelf="start" onClick={() => setSelectedId(null)}>
            <FiArrowLeft /> Back to videos
          </Button>
          <AspectRatio ratio={16 / 9} bg="media.bg" rounded="md" overflow="hidden">
            <video key={selected.id} src={selected.url} poster={selected.thumbnail ?? undefined} controls preload="metadata" data-testid="video-player" />
          </AspectRatio>
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Stack gap="0">
              <Text fontWeight="semibold">{selected.title}</Text>
              <Text fontSize="sm" color="fg.muted">
                {selected.isSample ? "Sample video" : `Uploaded ${formatDay(`${selected.uploadDate}T00:00:00Z`, "UTC")}`} · <span data-testid="video-size">{formatSizeMb(selected.sizeMb)}</span> · {selected.format}
                {selected.durationSeconds !== null && ` · ${formatDuration(selected.durationSeconds)}`}
              </Text>
            </Stack>
            <HStack gap="2">
              <Button size="sm" variant="secondary" disabled={setIntro.isPending} onClick={() => setIntro.mutate({ videoId: selected.isIntro ? null : selected.id })}>
                <FiStar /> {selected.isIntro ? "Remove as intro video" : "Use as intro video"}
              </Button>
              <Button size="sm" variant="danger" disabled={remove.isPending} onClick={() => onDelete(selected)}>
                <FiTrash2 /> Delete
              </Button>
            </HStack>
          </HStack>
          <VideoTags video={selected} onSaved={refresh} />
          <ConfirmDeleteIntro video={confirmIntro} onCancel={() => setConfirmIntro(null)} onConfirm={() => confirmIntro && onDelete(confirmIntro)} />
        </Stack>
      ) : (
        <Stack gap="4">
          <Stack gap="2" borderWidth="1px" borderStyle="dashed" rounded="lg" p="4" align="center" textAlign="center">
            <input ref={fileInput} type="file" accept="video/*" hidden data-testid="video-file-input" aria-label="Choose a video to upload" onChange={(e) => void onFile(e.target.files?.[0])} />
            <Button variant="primary" onClick={() => fileInput.current?.click()} disabled={progress !== null}>
              <FiUpload /> Upload Video
            </Button>
            <Text fontSize="sm" color="fg.muted">
              Maximum size 50MB. Supported formats: MP4, MOV and AVI.
            </Text>
            {progress !== null && (
              <Box w="full" maxW="sm">
                <Progress.Root value={Math.round(progress * 100)} size="sm" colorPalette="brand" aria-label="Upload progress">
                  <Progress.Track>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
                <Text fontSize="xs" color="fg.muted" mt="1">
                  Uploading… {Math.round(progress * 100)}%
                </Text>
              </Box>
            )}
          </Stack>
          {videos.isPending ? (
            <Center py="8">
              <Spinner color="brand.solid" aria-label="Loading videos" />
            </Center>
          ) : (videos.data ?? []).length === 0 ? (
            <Text color="fg.muted" textAlign="center" py="6">
              You haven't uploaded any videos yet.
            </Text>
          ) : (
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" data-testid="video-list">
              {videos.data!.map((v) => (
                <chakra.button key={v.id} type="button" onClick={() => setSelectedId(v.id)} textAlign="left" borderWidth="1px" rounded="md" overflow="hidden" _hover={{ borderColor: "brand.solid" }} data-testid="video-item">
                  <Thumbnail video={v} />
                  <Stack gap="0.5" p="2">
                    <HStack justify="space-between" gap="2">
                      <Text fontWeight="medium" truncate>
                        {v.title}
                      </Text>
                      <HStack gap="1" flexShrink={0}>
                        {v.isSample && (
                          <Badge variant="outline" size="sm">
                            Sample
                          </Badge>
                        )}
                        {v.isIntro && (
                          <Badge colorPalette="brand" size="sm">
                            Intro
                          </Badge>
                        )}
                      </HStack>
                    </HStack>
                    <Text fontSize="xs" color="fg.muted">
                      {formatDay(`${v.uploadDate}T00:00:00Z`, "UTC")} · {formatSizeMb(v.sizeMb)} · {v.format}
                      {v.durationSeconds !== null && ` · ${formatDuration(v.durationSeconds)}`}
                    </Text>
                  </Stack>
                </chakra.button>
              ))}
            </SimpleGrid>
          )}
        </Stack>
      )}
    </SimpleDialog>
  );
}
