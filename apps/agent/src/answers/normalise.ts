/**
 * The answer memory's key: the same question written with other case, spacing, punctuation, a trailing asterisk or
 * the word "required" must find the same answer.
 */
export function normaliseQuestion(text: string): string {
  return text
    .toLowerCase()
    .replace(/\brequired\b/g, ' ')
    .replace(/[*\u2217\u204E\u2731\u2733\uFF0A]/g, ' ')
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text for comparing option labels: lower-case words and numbers only. */
export function normaliseText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#.]+/gu, ' ')
    .replace(/(?<!\d)\.|\.(?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function bigrams(text: string): Map<string, number> {
  const grams = new Map<string, number>();
  const compact = ` ${text} `;
  for (let i = 0; i < compact.length - 1; i += 1) {
    const gram = compact.slice(i, i + 2);
    grams.set(gram, (grams.get(gram) ?? 0) + 1);
  }
  return grams;
}

/** Dice coefficient over character bigrams of the normalised texts: 1 for the same text, 0 for nothing shared. */
export function similarity(a: string, b: string): number {
  const x = normaliseText(a);
  const y = normaliseText(b);
  if (x === y) return 1;
  if (!x || !y) return 0;
  const gx = bigrams(x);
  const gy = bigrams(y);
  let shared = 0;
  let total = 0;
  for (const [gram, count] of gx) {
    shared += Math.min(count, gy.get(gram) ?? 0);
    total += count;
  }
  for (const count of gy.values()) total += count;
  return (2 * shared) / total;
}
