// SPEC §2 Manage Your Videos: a list of the mentor's videos and a preview of one ('Back to videos');
// uploads stream to the server (50MB, MP4/MOV/AVI enforced there) with a progress bar.
import { AspectRatio, Badge, Box, Button, Center, HStack, Icon, Link, Progress, SimpleGrid, Spinner, Stack, Text, chakra } from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { formatDuration } from "../../../shared/duration.js";
import { FiArrowLeft, FiFilm, FiStar, FiTrash2, FiUpload } from "react-icons/fi";
import { Link as RouterLink } from "react-router";
import { VIDEO_MAX_BYTES } from "../../../shared/schemas/mentors.js";
import { SimpleDialog } from "../../components/SimpleDialog.js";
import { showToast } from "../../components/toaster.js";
import { useTRPC } from "../../trpc.js";
import type { MentorVideo } from "../mentors/types.js";
import { errorOf, uploadFile } from "./upload.js";

export function ManageVideosDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const profile = useQuery({ ...trpc.mentorArea.profile.queryOptions(), enabled: open });
  const videos = useQuery({ ...trpc.mentorArea.videos.queryOptions(), enabled: open });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
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
    const res = await uploadFile<MentorVideo>("/api/mentor-area/videos", file, { title: file.name.replace(/\.[^.]*$/, "") }, setProgress);
    setProgress(null);
    if (!res.ok) {
      showToast({ type: "error", title: "Upload failed", description: errorOf(res.body, "Please try again.") });
      return;
    }
    const v = res.body as MentorVideo;
    await refresh();
    showToast({ type: "success", title: "Video uploaded successfully", description: `${v.title} (${v.sizeMb.toFixed(1)} MB, ${v.format})` });
  };

  const onDelete = (v: MentorVideo) => {
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
          <AspectRatio ratio={16 / 9} bg="black" rounded="md" overflow="hidden">
            <video key={selected.id} src={selected.url} controls preload="metadata" data-testid="video-player" />
          </AspectRatio>
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Stack gap="0">
              <Text fontWeight="semibold">{selected.title}</Text>
              <Text fontSize="sm" color="fg.muted">
                Uploaded {selected.uploadDate} · {selected.sizeMb.toFixed(1)} MB · {selected.format}
                {selected.durationSeconds !== null && ` · ${formatDuration(selected.durationSeconds)}`}
              </Text>
            </Stack>
            <HStack gap="2">
              <Button size="sm" variant="outline" disabled={setIntro.isPending} onClick={() => setIntro.mutate({ videoId: selected.isIntro ? null : selected.id })}>
                <FiStar /> {selected.isIntro ? "Remove as intro video" : "Use as intro video"}
              </Button>
              <Button size="sm" colorPalette="red" variant="outline" disabled={remove.isPending} onClick={() => onDelete(selected)}>
                <FiTrash2 /> Delete
              </Button>
            </HStack>
          </HStack>
        </Stack>
      ) : (
        <Stack gap="4">
          <Stack gap="2" borderWidth="1px" borderStyle="dashed" rounded="lg" p="4" align="center" textAlign="center">
            <input ref={fileInput} type="file" accept="video/*" hidden data-testid="video-file-input" aria-label="Choose a video to upload" onChange={(e) => void onFile(e.target.files?.[0])} />
            <Button colorPalette="brand" onClick={() => fileInput.current?.click()} disabled={progress !== null}>
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
                  <AspectRatio ratio={16 / 9} bg="gray.900">
                    <Center color="white">
                      <Icon as={FiFilm} boxSize="8" />
                    </Center>
                  </AspectRatio>
                  <Stack gap="0.5" p="2">
                    <HStack justify="space-between" gap="2">
                      <Text fontWeight="medium" truncate>
                        {v.title}
                      </Text>
                      {v.isIntro && (
                        <Badge colorPalette="brand" size="sm">
                          Intro
                        </Badge>
                      )}
                    </HStack>
                    <Text fontSize="xs" color="fg.muted">
                      {v.uploadDate} · {v.sizeMb.toFixed(1)} MB · {v.format}
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
