/**
 * A description read line by line and sentence by sentence, each piece with how strongly it asks for what it names:
 * `must` (requirements, "required", "must have", "N+ years"), `nice` ("nice to have", "a plus", "preferred",
 * "bonus"), or `mention` (responsibilities, the stack, the company's prose). Headings set the mode of the lines under
 * them; words inside a sentence override it ("Kafka is a plus" under Requirements is nice to have).
 */

export type Strength = 'must' | 'nice' | 'mention';

export interface Piece {
  text: string;
  strength: Strength;
  /** The piece is under a heading about the company, benefits or the hiring process: names here ask for nothing. */
  aside: boolean;
}

const NICE_HEADING =
  /\b(nice[\s-]to[\s-]haves?|good[\s-]to[\s-]haves?|preferred|bonus|desired|desirable|pluses|a plus|extra credit|would be great|would be nice|even better|added advantage|optional|what sets you apart|stand out)\b/i;
const MUST_HEADING =
  /\b(requirements?|qualifications?|must[\s-]haves?|what you(?:'ll| will)? (?:need|bring)|what we(?:'re| are) looking for|who you are|about you|you have|you bring|you should have|skills|experience|profile|your background|key skills|technical skills|competenc(?:y|ies)|essential|mandatory|eligibility|criteria|we expect)\b/i;
const MENTION_HEADING =
  /\b(responsibilit(?:y|ies)|what you(?:'ll| will) do|the role|about the role|role overview|your role|day[\s-]to[\s-]day|job description|overview|summary|tech stack|our stack|technologies we use|impact|mission|duties)\b/i;
const ASIDE_HEADING =
  /\b(about us|about the company|who we are|benefits|perks|what we offer|why join|why you(?:'ll)? love|compensation|salary|equal opportunity|eeo|diversity|our values|how to apply|hiring process|interview process|location|working here|life at)\b/i;

/** A sentence that marks what it names as optional. */
export const NICE_WORDS =
  /\b(nice[\s-]to[\s-]have|good[\s-]to[\s-]have|is a plus|are a plus|a big plus|a strong plus|(?:is |are |would be )?(?:a |an )?(?:added )?(?:plus|bonus|advantage)\b|bonus points|preferred|preferably|desirable|desired|ideally|not required|not mandatory|optional|advantageous|appreciated|helpful|beneficial|familiarity with|exposure to|interest in|willingness to learn|eager to learn|happy to learn|we(?:'ll| will) teach|would be great|would be nice|(?:is|are) (?:also |very )?welcome)/i;
/** A sentence that marks what it names as required. */
export const MUST_WORDS =
  /\b(must|required|requires|requirement|mandatory|essential|need to have|needs to have|you have|you bring|you(?:'ve| have) (?:built|worked|shipped|used)|strong|solid|proven|deep|extensive|expert|expertise|proficien(?:t|cy)|hands[\s-]on|experience (?:with|in|using|building|of)|experienced (?:with|in)|\d+\+\s*(?:years?|yrs)|\d+\s*(?:years?|yrs)\s+(?:of\s+)?(?:[\w-]+\s+){0,3}?experience)\b/i;

const BULLET = /^\s*(?:[-*•·▪◦●○■□➢➤►▶✓✔→]|\d{1,2}[.)]|[a-z][.)])\s+/u;

function headingOf(line: string): string | undefined {
  const text = line.replace(BULLET, '').trim();
  if (text === '' || text.length > 70) return undefined;
  const words = text.split(/\s+/).length;
  // A heading is short and either ends in a colon or has no sentence punctuation at its end.
  if (/:\s*$/.test(text) && words <= 9) return text.replace(/:\s*$/, '');
  // "Experience: 5 - 8 years" or "Skills: Python, SQL" is content, not a heading.
  if (words <= 6 && !/[.!?,;]$/.test(text) && !/[:\d]/.test(text) && !BULLET.test(line)) return text;
  return undefined;
}

function headingMode(heading: string): { strength: Strength; aside: boolean } | undefined {
  if (NICE_HEADING.test(heading)) return { strength: 'nice', aside: false };
  if (ASIDE_HEADING.test(heading)) return { strength: 'mention', aside: true };
  if (MUST_HEADING.test(heading)) return { strength: 'must', aside: false };
  if (MENTION_HEADING.test(heading)) return { strength: 'mention', aside: false };
  return undefined;
}

/** One line split into sentences (a bullet is one). */
function sentencesOf(line: string): string[] {
  return line
    .split(/(?<=[.!?;])\s+(?=[A-Z(])/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** "Nice to have: Terraform" on one line: the part after an inline heading takes the heading's mode. */
function inlineHeading(sentence: string): { heading: string; rest: string } | undefined {
  const match = sentence.match(/^([^:]{3,60}):\s+(\S.*)$/);
  if (!match) return undefined;
  return { heading: match[1] ?? '', rest: match[2] ?? '' };
}

export function strengthOf(sentence: string, base: Strength): Strength {
  if (NICE_WORDS.test(sentence)) return 'nice';
  if (MUST_WORDS.test(sentence)) return base === 'nice' ? 'nice' : 'must';
  return base;
}

/**
 * A list written on one line ("Requirements: - 8+ years of Go - Kubernetes", "• Python • SQL"), as pages that drop
 * line breaks show it: one line per item, so each item is read on its own.
 */
function inlineBullets(line: string): string[] {
  return line
    .split(/\s+(?=[•·▪◦●■➢➤►✓✔]\s)|(?<!\d)\s+(?=-\s+[A-Z0-9])|(?<=:)\s+(?=[-•]\s)/u)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export function piecesOf(description: string): Piece[] {
  const pieces: Piece[] = [];
  let mode: { strength: Strength; aside: boolean } = { strength: 'mention', aside: false };
  for (const raw of description.split(/\r?\n/).flatMap(inlineBullets)) {
    const line = raw.trim();
    if (line === '') continue;
    const heading = headingOf(line);
    if (heading !== undefined) {
      const next = headingMode(heading);
      if (next) {
        mode = next;
        continue;
      }
    }
    for (const sentence of sentencesOf(line.replace(BULLET, ''))) {
      const inline = inlineHeading(sentence);
      const inlineMode = inline ? headingMode(inline.heading) : undefined;
      if (inline && inlineMode) {
        pieces.push({
          text: inline.rest,
          strength: inlineMode.strength === 'nice' ? 'nice' : strengthOf(inline.rest, inlineMode.strength),
          aside: inlineMode.aside,
        });
        continue;
      }
      pieces.push({ text: sentence, strength: strengthOf(sentence, mode.strength), aside: mode.aside });
    }
  }
  return pieces;
}
