// A user's search term inside one ILIKE pattern, for every search the trigram indexes serve (the admin
// lists and the public mentor search).

/** "%q%" with q matched literally: LIKE's wildcards (% and _) and its escape (a backslash) would match anything
 * or across columns, and U+001F, the columns' separator in the combined search indexes, is dropped so
 * a pattern never spans two columns. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/\u001f/g, "")}%`;
