import { LEXICON_TEXT } from './lexicon-data';
import { linguistLines } from './lexicon-languages';

/** What a lexicon entry names (see lexicon-data.ts). */
export type LexiconKind =
  | 'technology'
  | 'language'
  | 'certification'
  | 'clearance'
  | 'degree'
  | 'organisation'
  | 'title'
  | 'claim'
  | 'ignore';

const KINDS = new Set<string>([
  'technology',
  'language',
  'certification',
  'clearance',
  'degree',
  'organisation',
  'title',
  'claim',
  'ignore',
]);

export interface LexiconName {
  text: string;
  /** Matches only as written or in capitals (`=Go`). */
  exact: boolean;
}

export interface LexiconEntry {
  /** The display name in lower case: the entry's identity. */
  id: string;
  /** As the lexicon writes it, for messages. */
  name: string;
  kind: LexiconKind;
  names: LexiconName[];
  /** Entries this one implies, transitively, itself included. */
  closure: Set<string>;
}

/** Lower case, no spaces: how names are compared when a match is checked for case ("B. Tech" = "B.Tech"). */
export const squash = (text: string): string => text.toLowerCase().replace(/\s+/g, '');

function parse(text: string): Map<string, LexiconEntry> {
  const entries = new Map<string, LexiconEntry>();
  const implied = new Map<string, string[]>();
  const byName = new Map<string, string>();
  let kind: LexiconKind | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    // A line of its own starting with "//" says where the lines after it come from.
    if (line === '' || line.startsWith('//')) continue;
    if (line.startsWith('#')) {
      const heading = line.slice(1).trim();
      if (!KINDS.has(heading)) throw new Error(`lexicon: unknown kind ${heading}`);
      kind = heading as LexiconKind;
      continue;
    }
    if (!kind) throw new Error(`lexicon: entry before a kind (${line})`);
    const [namesPart = '', impliesPart] = line.split(' > ');
    const names = namesPart
      .split('|')
      .map((name) => name.trim())
      .filter((name) => name !== '')
      .map((name) =>
        name.startsWith('=') ? { text: name.slice(1), exact: true } : { text: name, exact: false },
      );
    const first = names[0];
    if (!first) throw new Error(`lexicon: empty entry (${line})`);
    const id = first.text.toLowerCase();
    if (entries.has(id)) throw new Error(`lexicon: ${id} twice`);
    for (const name of names) {
      const key = squash(name.text);
      const owner = byName.get(key);
      if (owner !== undefined && owner !== id) throw new Error(`lexicon: ${name.text} in ${owner} and ${id}`);
      byName.set(key, id);
    }
    entries.set(id, { id, name: first.text, kind, names, closure: new Set([id]) });
    implied.set(
      id,
      (impliesPart ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== ''),
    );
  }
  const resolve = (name: string): string => {
    const id = byName.get(squash(name));
    if (id === undefined) throw new Error(`lexicon: implied entry ${name} is not in the lexicon`);
    return id;
  };
  const direct = new Map([...implied].map(([id, names]) => [id, names.map(resolve)]));
  for (const entry of entries.values()) {
    const stack = [...(direct.get(entry.id) ?? [])];
    while (stack.length > 0) {
      const next = stack.pop()!;
      if (entry.closure.has(next)) continue;
      entry.closure.add(next);
      stack.push(...(direct.get(next) ?? []));
    }
  }
  return entries;
}

const fromLinguist = new Set<string>();
const languages = new Set<string>();

/** The hand-written lexicon, then Linguist's programming languages that it does not name (lexicon-languages.ts). */
function withLinguist(text: string): string {
  const hand = parse(text);
  const owner = new Map<string, LexiconEntry>();
  for (const entry of hand.values()) for (const name of entry.names) owner.set(squash(name.text), entry);
  const { lines, named } = linguistLines(new Set(owner.keys()), squash);
  for (const line of lines) fromLinguist.add((line.split(' | ')[0] ?? '').replace(/^=/, '').toLowerCase());
  for (const name of named) {
    const entry = owner.get(squash(name));
    // A hand entry of another kind ("fluent" is a claim word) is not a language.
    if (!entry) languages.add(name.toLowerCase());
    else if (entry.kind === 'technology') languages.add(entry.id);
  }
  return `${text}\n# technology\n${lines.join('\n')}\n`;
}

/** The parsed lexicon, by id. */
export const LEXICON: ReadonlyMap<string, LexiconEntry> = parse(withLinguist(LEXICON_TEXT));
/** The ids of the entries taken from Linguist (for the test that holds them to the English model). */
export const FROM_LINGUIST: ReadonlySet<string> = fromLinguist;
/** The ids of the entries that are programming languages by Linguist's list (TypeScript, Python; not React). */
export const PROGRAMMING_LANGUAGES: ReadonlySet<string> = languages;

/** Every id the given ones imply, themselves included. */
export function impliedIds(ids: Iterable<string>): Set<string> {
  const all = new Set<string>();
  for (const id of ids) for (const implied of LEXICON.get(id)?.closure ?? [id]) all.add(implied);
  return all;
}

/**
 * wink-nlp custom-entity examples: each entry's names as written, in lower case and in capitals, because the tokenizer
 * splits some words differently by case ("Master's" is one token, "master's" two).
 */
export function customEntityExamples(): { name: string; patterns: string[] }[] {
  return [...LEXICON.values()].map((entry) => {
    const patterns = new Set<string>();
    for (const { text } of entry.names) {
      patterns.add(text);
      patterns.add(text.toLowerCase());
      patterns.add(text.toUpperCase());
    }
    return { name: entry.id, patterns: [...patterns] };
  });
}

/** Whether a match of `entry` written as `surface` counts (exact names only as written or in capitals). */
export function matchCounts(entry: LexiconEntry, surface: string): boolean {
  const key = squash(surface);
  const candidates = entry.names.filter((name) => squash(name.text) === key);
  if (candidates.length === 0 || candidates.some((name) => !name.exact)) return true;
  const written = surface.replace(/\s+/g, '');
  return candidates.some(
    (name) =>
      name.text.replace(/\s+/g, '') === written || name.text.replace(/\s+/g, '').toUpperCase() === written,
  );
}

let technologyNames: Set<string> | undefined;
/** A technology's name with a version written against it: "Vue3", "Java8", "C++17", ".NET6", "Angular12+". */
const GLUED_VERSION =
  /(?<![\p{L}\p{N}])(\.?[A-Za-z][\w.+#-]*?[A-Za-z+#])(v?\d{1,2}(?:\.\d{1,2}|\.x)*\+?)(?![\p{L}\p{N}])/gu;

/**
 * Separates a version from the technology it is written against ("Vue3" → "Vue 3", "C++17" → "C++ 17"), so the name
 * is read as the technology; a name that carries its digits ("Python3", "HTML5", "ES6", "S3") is left as it is.
 */
export function splitVersions(text: string): string {
  technologyNames ??= new Set(
    [...LEXICON.values()]
      .filter((entry) => entry.kind === 'technology')
      .flatMap((entry) => entry.names.map((name) => squash(name.text))),
  );
  const names = technologyNames;
  return text.replace(GLUED_VERSION, (whole: string, name: string, version: string) =>
    names.has(squash(name)) && !names.has(squash(whole)) ? `${name} ${version}` : whole,
  );
}
