import * as linguist from 'linguist-languages';

/**
 * Programming languages from GitHub Linguist (the `linguist-languages` npm package, the data GitHub uses to name the
 * languages of a repository; kept up to date by bumping the package), added to the lexicon's technologies after the
 * hand-written entries of lexicon-data.ts: a language the hand list already names (by any of its names) keeps the
 * hand entry, with its synonyms and implications.
 *
 * Linguist names many languages with ordinary words ("Clean", "Processing", "Fluent", "Red"), people's names ("Janet",
 * "Leo") or letters and acronyms a job posting uses for other things ("ATS", "DM", "V"): those are left out
 * (LEFT_OUT), and a few well-known languages that are also English words match only as written (AS_WRITTEN).
 * lexicon.test.ts holds both lists to the English model: every other one-word name taken from Linguist is a word the
 * model does not know, so a new Linguist release that adds an English word fails the test until it is listed here.
 */

/** Left out: English words, names of people, and letters or acronyms that mean something else in a job posting. */
export const LEFT_OUT = new Set([
  // English words (the model knows them) that are obscure languages.
  'AL',
  'Alloy',
  'Arc',
  'Asymptote',
  'Beef',
  'Berry',
  'Bison',
  'Boo',
  'Boogie',
  'Cadence',
  'Carbon',
  'Chapel',
  'Charity',
  'ChucK',
  'Clarity',
  'Clean',
  'Click',
  'Clue',
  'Cool',
  'CUE',
  'Curry',
  'Dune',
  'EQ',
  'Earthly',
  'Elvish',
  'Elvish Transcript',
  'Euphoria',
  'FLUX',
  'Factor',
  'Fancy',
  'Fennel',
  'Forth',
  'GAP',
  'Genie',
  'Glyph',
  'Grace',
  'Hack',
  'Harbour',
  'Hare',
  'HIP',
  'Hurl',
  'Ink',
  'Just',
  'Lasso',
  'Lean',
  'Lex',
  'Limbo',
  'Lobster',
  'Logos',
  'Max',
  'Mercury',
  'Metal',
  'Mint',
  'Monkey',
  'Move',
  'Nasal',
  'Nickel',
  'Opal',
  'Ox',
  'Pact',
  'Pan',
  'Papyrus',
  'Parrot',
  'Pawn',
  'Pike',
  'Polar',
  'Pony',
  'Processing',
  'Quake',
  'Quint',
  'Rascal',
  'Reason',
  'Red',
  'Ring',
  'Roc',
  'Rouge',
  'Sage',
  'Sail',
  'Salt',
  'Scenic',
  'Self',
  'Shell',
  'Sieve',
  'Singularity',
  'Slang',
  'Slash',
  'Slice',
  'Squirrel',
  'Sway',
  'Tact',
  'Talon',
  'Tape',
  'Teal',
  'Verse',
  'Volt',
  'ZAP',
  'fish',
  'wisp',
  // Several words of which the first is an everyday phrase, or what a posting means by it is not the language.
  'Answer Set Programming',
  'CAP CDS',
  'Linear Programming',
  'Mathematical Programming System',
  'Module Management System',
  'Grammatical Framework',
  'Common Workflow Language',
  'DIGITAL Command Language',
  'Parrot Assembly',
  'Parrot Internal Representation',
  'Unix Assembly',
  'Tree-sitter Query',
  'Inform 7',
  'Propeller Spin',
  'Game Maker Language',
  'Python console',
  'Julia REPL',
  'ShellSession',
  'Procfile',
  // People's and places' names, and short acronyms a posting uses for something else.
  'ATS',
  'DM',
  'ECL',
  'GDB',
  'Golo',
  'Hy',
  'IDL',
  'Io',
  'Jac',
  'Jai',
  'Janet',
  'Jasmin',
  'Leo',
  'M4',
  'MUF',
  'Noir',
  'Nu',
  'Odin',
  'Opa',
  'Oz',
  'P4',
  'RPC',
  'SIP',
  'SMT',
  'Shen',
  'Stan',
  'TLA',
  'Terra',
  'Turing',
  'Uno',
  'Wren',
  'XC',
  'XS',
  'eC',
  'jq',
  'q',
  'sed',
  // One letter, or signs the tokenizer splits.
  'B',
  'B (Formal Method)',
  'D',
  'E',
  'F*',
  'J',
  'M',
  'Pro*C',
  'V',
  // Aliases that are English words.
  'apples',
  'batch',
  'cask',
  'clipper',
  'coffee',
  'ECLiPSe',
  'lisp',
  'make',
  'Mako',
  'progress',
  'squeak',
  'wolfram',
]);

/** English words that are well-known languages: matched only as written or in capitals. */
export const AS_WRITTEN = new Set([
  'Ada',
  'Apex',
  'Assembly',
  'BASIC',
  'Ballerina',
  'Clarion',
  'Crystal',
  'Cypher',
  'Gherkin',
  'Gleam',
  'Luau',
  'Meson',
  'Mojo',
  'Nim',
  'Nix',
  'Prolog',
  'Racket',
  'ReScript',
  'Scheme',
  'Smithy',
  'Thrift',
]);

/** What this file reads of a Linguist language. */
interface LinguistLanguage {
  name: string;
  type: string;
  aliases?: readonly string[];
}

/** Names the lexicon's line format and the tokenizer take as they are (no brackets, bars or "=" at the start). */
const USABLE = /^[\p{L}\p{N}][\p{L}\p{N} .+#'-]*$/u;

/** A name of capitals, digits and signs ("APL", "SAS", "MQL4"): matched only as written, like the hand list's. */
const ACRONYM = /^[A-Z][A-Z0-9+#-]*$/;

/**
 * Lexicon lines (`Name | alias | =Exact`) for Linguist's programming languages that no hand entry names, given the
 * squashed names the hand entries own, and the names of every language not left out (owned or new). An alias is kept
 * when it is at least four characters, is not owned and is not the name of a left-out language.
 */
export function linguistLines(
  owned: ReadonlySet<string>,
  squash: (text: string) => string,
): { lines: string[]; named: string[] } {
  const lines: string[] = [];
  /** Every programming language's name, taken or already owned (to know which entries are languages). */
  const named: string[] = [];
  const taken = new Set(owned);
  for (const language of Object.values(linguist) as readonly LinguistLanguage[]) {
    if (language.type !== 'programming') continue;
    const name = language.name;
    if (LEFT_OUT.has(name)) continue;
    named.push(name);
    if (name.length < 2 || !USABLE.test(name) || taken.has(squash(name))) continue;
    const names = [name, ...(language.aliases ?? [])].filter(
      (alias, i) =>
        i === 0 ||
        (alias.length >= 4 && USABLE.test(alias) && !taken.has(squash(alias)) && !LEFT_OUT.has(alias)),
    );
    for (const alias of names) taken.add(squash(alias));
    const exact = (text: string) => AS_WRITTEN.has(text) || ACRONYM.test(text);
    lines.push(names.map((text) => (exact(text) ? `=${text}` : text)).join(' | '));
  }
  return { lines, named };
}
