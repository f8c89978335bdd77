// Voice input with the browser's Web Speech API (SPEC §4): continuous, interim results, en-US; the
// transcript replaces the question. States: idle → listening (start) → idle (end, error or stop).
// Privacy: a browser's recognition may send the audio to its vendor. Where the browser can recognise
// on this device (`processLocally`, checked with SpeechRecognition.available), we ask it to.
import { useCallback, useEffect, useRef, useState } from "react";
import { notify } from "../../components/toaster.js";

interface RecognitionResultList {
  length: number;
  [i: number]: { 0: { transcript: string }; isFinal?: boolean; length?: number };
}
interface Recognition {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  /** On-device recognition (newer browsers): the audio never leaves the device. */
  processLocally?: boolean;
  onstart: (() => void) | null;
  onresult: ((e: { results: RecognitionResultList }) => void) | null;
  onerror: ((e: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort?(): void;
}
type RecognitionCtor = (new () => Recognition) & {
  available?: (options: { langs: string[]; processLocally: boolean }) => Promise<string>;
};

export const SPEECH_LANG = "en-US";

/** Texts of the voice button's tooltip (also stated in the privacy policy). */
export const DICTATION_PRIVACY = {
  cloud: "Voice input uses your browser's speech recognition, which may send your voice to the browser's maker (such as Google or Apple) to turn it into text. LeadOne never receives or stores the recording.",
  onDevice: "Voice input runs on this device: your voice is turned into text by your browser without leaving it. LeadOne never receives or stores the recording.",
} as const;

/** Whether this browser can recognise SPEECH_LANG on the device itself. */
async function onDeviceRecognition(Ctor: RecognitionCtor | null): Promise<boolean> {
  if (!Ctor || typeof Ctor.available !== "function") return false;
  try {
    return (await Ctor.available({ langs: [SPEECH_LANG], processLocally: true })) === "available";
  } catch {
    return false;
  }
}

function recognitionClass(): RecognitionCtor | null {
  if (typeof window === "undefined") return null;
  const w = window as unknown as { SpeechRecognition?: RecognitionCtor; webkitSpeechRecognition?: RecognitionCtor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

const PERMISSION_ERRORS = new Set(["not-allowed", "audio-capture", "service-not-allowed"]);

export function useSpeechInput(onTranscript: (text: string) => void) {
  const [supported] = useState(() => recognitionClass() !== null);
  const [listening, setListening] = useState(false);
  const [onDevice, setOnDevice] = useState(false);
  const rec = useRef<Recognition | null>(null);
  const onTranscriptRef = useRef(onTranscript);
  onTranscriptRef.current = onTranscript;

  useEffect(() => () => rec.current?.abort?.(), []);
  useEffect(() => {
    let live = true;
    void onDeviceRecognition(recognitionClass()).then((yes) => live && setOnDevice(yes));
    return () => {
      live = false;
    };
  }, []);

  const start = useCallback(() => {
    const Ctor = recognitionClass();
    if (!Ctor) {
      notify("error", "Voice Input Not Supported", "Your browser doesn't support voice input. Try using Chrome, Edge, or Safari.");
      return;
    }
    const r = new Ctor();
    r.continuous = true;
    r.interimResults = true;
    r.lang = SPEECH_LANG;
    if (onDevice) r.processLocally = true;
    r.onstart = () => {
      setListening(true);
      notify("info", "Voice Input Active", "Speak your question; your words appear in the question box.");
    };
    r.onresult = (e) => {
      let text = "";
      for (let i = 0; i < e.results.length; i += 1) text += e.results[i]?.[0]?.transcript ?? "";
      onTranscriptRef.current(text.trim());
    };
    r.onerror = (e) => {
      setListening(false);
      if (PERMISSION_ERRORS.has(e.error)) notify("error", "Voice Input Failed", "Could not access your microphone. Please check permissions.");
      else notify("error", "Voice Input Error", `Error: ${e.error}`);
    };
    r.onend = () => setListening(false);
    rec.current = r;
    try {
      r.start();
    } catch (error) {
      setListening(false);
      notify("error", "Voice Input Error", `Error: ${error instanceof Error ? error.name : "start-failed"}`);
    }
  }, [onDevice]);

  const stop = useCallback(() => {
    rec.current?.stop();
    setListening(false);
    notify("info", "Voice Input Stopped", "Review your question, then ask for guidance.");
  }, []);

  return { supported, listening, onDevice, privacyNote: onDevice ? DICTATION_PRIVACY.onDevice : DICTATION_PRIVACY.cloud, start, stop, toggle: listening ? stop : start };
}
