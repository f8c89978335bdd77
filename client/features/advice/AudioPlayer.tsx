// Audio player for one approach (SPEC §4): play/pause, a seek bar (drag, click, or the keyboard: arrows
// move 1 s, Page Up/Down to the next 10-second mark, Home/End to the ends), duration, volume 0.7 by default, mute toggling
// 0 ↔ 0.7, a 0–100 slider in steps of 1. Playback failures are logged only. Sources that do not start
// with http or data:audio are ignored (the player is not rendered).
// Audio the server is still making arrives as a stream (no length yet: the browser cannot seek in it and
// does not know its duration), so the bar spans the answer's estimate; a seek the stream cannot serve
// loads the finished file (`?whole=1`, which the server sends with its length and byte ranges) and lands
// there, playing on if it was playing.
// Nothing is fetched until the listener plays or seeks (preload="none"): the server makes audio on its
// first request, so preloading would synthesise every option of every answer on sight and hold a stream
// open per option. Until then the bar spans the answer's estimate.
import { HStack, Slider, Text } from "@chakra-ui/react";
import { IconButton } from "../../components/ui/button.js";
import { useEffect, useRef, useState } from "react";
import { FiPause, FiPlay, FiVolume2, FiVolumeX } from "react-icons/fi";
import { formatDuration, isPlayableAudio } from "./types.js";

export const DEFAULT_VOLUME = 0.7;

interface AudioPlayerProps {
  src: string | null;
  duration: number;
  label: string;
  /** Lets the response area drive "Play all responses". */
  register?: (el: HTMLAudioElement | null) => void;
  onEnded?: () => void;
}

export function AudioPlayer({ src, duration, label, register, onEnded }: AudioPlayerProps) {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);
  const [volume, setVolume] = useState(DEFAULT_VOLUME);
  // The answer carries an estimate (audio is made on first play); the file's own length wins once known.
  const [measured, setMeasured] = useState<number | null>(null);
  const [whole, setWhole] = useState(false);
  // Set by the first play or seek: from then on the browser may load the audio on its own.
  const [wanted, setWanted] = useState(false);
  const pendingSeek = useRef<{ to: number; play: boolean } | null>(null);

  useEffect(() => {
    if (audio.current) audio.current.volume = volume;
  }, [volume]);

  if (!isPlayableAudio(src)) return null;

  const total = measured ?? duration;
  const length = Math.max(1, Math.ceil(total));
  // The bar's end is the file's end: playback clamped to a 95.4 s file sits at the end of a 96-step bar,
  // not one step before it (the seek the End key made would otherwise appear to fall short).
  const position = current > 0 && current >= total - 0.01 ? length : Math.min(Math.round(current), length);
  const source = whole && src!.startsWith("http") ? `${src}${src!.includes("?") ? "&" : "?"}whole=1` : src!;
  const seek = (seconds: number) => {
    const el = audio.current;
    const to = Math.min(Math.max(0, seconds), length);
    setCurrent(to);
    if (!el) return;
    setWanted(true);
    if (pendingSeek.current) {
      pendingSeek.current.to = to; // the finished file is loading: land on the latest choice
      return;
    }
    const { seekable } = el;
    const canSeek = Number.isFinite(el.duration) && seekable.length > 0 && seekable.end(seekable.length - 1) >= Math.min(to, el.duration) - 0.5;
    if (canSeek || whole || !src!.startsWith("http")) el.currentTime = to;
    else {
      // Still a stream: get the finished file, then seek (onLoadedMetadata).
      pendingSeek.current = { to, play: !el.paused };
      setWhole(true);
    }
  };

  const toggle = () => {
    const el = audio.current;
    if (!el) return;
    setWanted(true);
    if (el.paused) el.play().catch((error: unknown) => console.error("Audio playback failed", error));
    else el.pause();
  };

  return (
    <HStack gap="3" bg="bg.muted" rounded="lg" px="3" py="2" data-testid="audio-player" aria-label={`Audio: ${label}`} role="group">
      <audio
        ref={(el) => {
          audio.current = el;
          if (el) el.volume = volume;
          register?.(el);
        }}
        src={source}
        preload={wanted ? "auto" : "none"}
        onLoadedMetadata={(e) => {
          const pending = pendingSeek.current;
          if (!pending) return;
          pendingSeek.current = null;
          // The end of the bar (which spanned the estimate) means the end of the real file.
          const end = e.currentTarget.duration;
          e.currentTarget.currentTime = pending.to >= length && Number.isFinite(end) ? Math.max(0, end - 0.05) : pending.to;
          if (pending.play) e.currentTarget.play().catch((error: unknown) => console.error("Audio playback failed", error));
        }}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => {
          setPlaying(false);
          onEnded?.();
        }}
        onTimeUpdate={(e) => {
          if (!pendingSeek.current) setCurrent(e.currentTarget.currentTime);
        }}
        onDurationChange={(e) => {
          const seconds = e.currentTarget.duration;
          if (Number.isFinite(seconds) && seconds > 0) setMeasured(seconds);
        }}
        onError={() => console.error("Audio could not be loaded")}
      />
      <IconButton variant="primary" size="sm" rounded="full" aria-label={playing ? "Pause" : "Play"} onClick={toggle}>
        {playing ? <FiPause /> : <FiPlay />}
      </IconButton>
      <Slider.Root
        size="sm"
        flex="1"
        minW="20"
        min={0}
        max={length}
        step={1}
        value={[position]}
        onValueChange={(e) => seek(e.value[0] ?? 0)}
        aria-label={["Seek"]}
        getAriaValueText={(d) => `${formatDuration(d.value)} of ${formatDuration(total)}`}
        colorPalette="brand"
        data-testid="audio-seek"
      >
        <Slider.Control>
          <Slider.Track>
            <Slider.Range />
          </Slider.Track>
          <Slider.Thumbs />
        </Slider.Control>
      </Slider.Root>
      <Text fontSize="sm" color="fg.muted" minW="20" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
        {formatDuration(current)} / {formatDuration(total)}
      </Text>
      <HStack gap="2" minW="36">
        <IconButton size="xs" variant="ghost" aria-label={volume === 0 ? "Unmute" : "Mute"} onClick={() => setVolume((v) => (v === 0 ? DEFAULT_VOLUME : 0))}>
          {volume === 0 ? <FiVolumeX /> : <FiVolume2 />}
        </IconButton>
        <Slider.Root
          size="sm"
          width="24"
          min={0}
          max={100}
          step={1}
          value={[Math.round(volume * 100)]}
          onValueChange={(e) => setVolume((e.value[0] ?? 0) / 100)}
          aria-label={["Volume"]}
          colorPalette="brand"
        >
          <Slider.Control>
            <Slider.Track>
              <Slider.Range />
            </Slider.Track>
            <Slider.Thumbs />
          </Slider.Control>
        </Slider.Root>
      </HStack>
    </HStack>
  );
}
