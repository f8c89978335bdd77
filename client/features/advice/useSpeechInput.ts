// Voice input with the browser's Web Speech API (SPEC §4): continuous, interim results, en-US; the
// transcript replaces the question. States: idle → listening (start) → idle (end, error or stop).
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
  onstart: (() => void) | null;
  onresult: ((e: { results: RecognitionResultList }) => void) | null;
  onerror: ((e: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort?(): void;
}
type RecognitionCtor = new () => Recognition;

function recognitionClass(): RecognitionCtor | null {
  if (typeof window === "undefined") return null;
  const w = window as unknown as { SpeechRecognition?: RecognitionCtor; webkitSpeechRecognition?: RecognitionCtor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

const PERMISSION_ERRORS = new Set(["not-allowed", "audio-capture", "service-not-allowed"]);

export function useSpeechInput(onTranscript: (text: string) => void) {
  const [supported] = useState(() => recognitionClass() !== null);
  const [listening, setListening] = useState(false);
  const rec = useRef<Recognition | null>(null);
  const onTranscriptRef = useRef(onTranscript);
  onTranscriptRef.current = onTranscript;

  useEffect(() => () => rec.current?.abort?.(), []);

  const start = useCallback(() => {
    const Ctor = recognitionClass();
    if (!Ctor) {
      notify("error", "Voice Input Not Supported", "Your browser doesn't support voice input. Try using Chrome, Edge, or Safari.");
      return;
    }
    const r = new Ctor();
    r.continuous = true;
    r.interimResults = true;
    r.lang = "en-US";
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
  }, []);

  const stop = useCallback(() => {
    rec.current?.stop();
    setListening(false);
    notify("info", "Voice Input Stopped", "Review your question, then ask for guidance.");
  }, []);

  return { supported, listening, start, stop, toggle: listening ? stop : start };
}
