/**
 * Greedy word wrap with a measure function. The first line may be narrower (a label sits before it); a word
 * longer than a whole line (a long URL) is cut by characters so nothing crosses the margin.
 */
export function wrapText(
  text: string,
  measure: (s: string) => number,
  firstWidth: number,
  restWidth: number = firstWidth,
): string[] {
  const words = text.split(/\s+/).filter((word) => word !== '');
  const lines: string[] = [];
  let line = '';
  const limit = () => (lines.length === 0 ? firstWidth : restWidth);
  for (const word of words) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (measure(candidate) <= limit()) {
      line = candidate;
      continue;
    }
    if (line !== '') {
      lines.push(line);
      line = '';
    }
    let rest = word;
    while (measure(rest) > limit()) {
      // The longest head that fits (at least one character), found by halving: a prefix is never narrower than a
      // shorter one, and a character-by-character search took minutes on a 20,000-character word.
      let fits = 1;
      let tooWide = rest.length;
      while (tooWide - fits > 1) {
        const middle = (fits + tooWide) >> 1;
        if (measure(rest.slice(0, middle)) <= limit()) fits = middle;
        else tooWide = middle;
      }
      lines.push(rest.slice(0, fits));
      rest = rest.slice(fits);
    }
    line = rest;
  }
  if (line !== '') lines.push(line);
  return lines;
}
