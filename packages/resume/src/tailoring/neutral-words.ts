/**
 * The reviewed list of words a written sentence may use although the resume sentences it names do not (decision 046).
 * Everything else a sentence says must come from its sources; this list is what lets "Led the migration…" become
 * "Migrated …, leading the work" without letting a new fact in. Keep it short: every word added here is a word the
 * model may write about the user unchecked. Never a name, a technology, a quality ("strong", "expert", "seasoned"), a
 * quantity ("several", "many", "multiple", "twice"), a time ("currently", "recently", "years") or a result.
 */

/** Closed-class words: articles, determiners, prepositions, conjunctions, pronouns, auxiliaries and particles. */
const FUNCTION = `
a an the this that these those each every either neither both some any such same
of in on at to for from with without by via through throughout across over under into onto within between among
about around after before during per than as like up down out off upon toward towards against along alongside
beside besides behind above below near while whereas although though because since if when where whether
and or but nor so yet then thus also plus including included
i me my mine myself we us our ours ourselves
it its itself they them their theirs which who whom whose what that
be is am are was were been being have has had having do does did doing done
will would can could shall should may might must
not 's '
`;

/**
 * Content words that state nothing about the user on their own: connecting a fact to a tool ("using Go"), or naming the
 * work in general ("experience in Go", "worked on payments"). Compared by lemma.
 */
const GENERIC = `
use using used utilise utilize leverage
work working worked works experience experienced skilled
result resulting cover covering span spanning involve involving
`;

/**
 * Nouns that name the same thing: a sentence may use one where its source has another ("event-driven design" →
 * "event-driven architecture"). Compared by lemma.
 */
const SAME_THINGS = ['design architecture', 'app application'];

/**
 * Verbs (and their nouns) of one kind of action. A sentence may use any word of a kind that its sources use a word of
 * ("Cut latency" → "Reduced latency", "Built" → "Developed"), never one of another kind ("mentored" does not become
 * "managed" or "led"; "contributed" does not become "spearheaded"). Compared by lemma. A word may be of two kinds.
 */
const ACTION_KINDS: Record<string, string> = {
  build:
    'build develop development create creation implement implementation code write make produce construct craft',
  design: 'design architect',
  lead: 'lead leadership head spearhead drive own ownership direct oversee manage steer',
  mentor: 'mentor mentorship coach train teach guide onboard tutor',
  improve:
    'improve improvement optimise optimize optimisation optimization enhance enhancement refine streamline tune ' +
    'increase raise boost lift',
  reduce: 'reduce reduction cut lower decrease shrink trim minimise minimize slash',
  increase: 'increase grow growth raise boost expand expansion lift',
  migrate: 'migrate migration move port transition convert conversion replatform',
  deliver: 'deliver delivery ship launch release deploy deployment rollout',
  operate: 'operate operation maintain maintenance run support',
  fix: 'fix resolve resolution debug troubleshoot solve diagnose',
  test: 'test testing verify verification validate validation',
  integrate: 'integrate integration connect',
  collaborate: 'collaborate collaboration partner cooperate coordinate coordination liaise',
  analyse:
    'analyse analyze analysis evaluate evaluation assess assessment investigate research study measure',
  serve: 'serve handle process',
  organise: 'organise organize host',
  present: 'present presentation speak talk',
  current: 'current currently present now',
};

const words = (text: string) => text.split(/\s+/).filter((word) => word !== '');

export const FUNCTION_WORDS: ReadonlySet<string> = new Set(words(FUNCTION));
export const GENERIC_WORDS: ReadonlySet<string> = new Set(words(GENERIC));

const SAME_AS = new Map<string, string[]>();
for (const group of SAME_THINGS) for (const member of words(group)) SAME_AS.set(member, words(group));

/** The words that name the same thing as `lemma` (itself included), or none. */
export function sameThings(lemma: string): string[] {
  return SAME_AS.get(lemma) ?? [];
}

const KINDS_OF = new Map<string, string[]>();
for (const [kind, members] of Object.entries(ACTION_KINDS)) {
  for (const member of words(members)) KINDS_OF.set(member, [...(KINDS_OF.get(member) ?? []), kind]);
}

/** Kinds by the stem of each member, for forms the lemmatizer leaves alone ("Mentored" read as a name). */
let kindsByStem: Map<string, string[]> | undefined;

/**
 * The kinds of action a word (by lemma, lower-case form or stem) belongs to; empty for any other word. Agent nouns
 * ("engineer", "leader", "developer") are no actions: a title is not evidence of what the person did. `stemOf` stems
 * a member word the way the word's own stem was made.
 */
export function actionKinds(
  word: { lemma: string; normal: string; stem: string },
  stemOf: (member: string) => string,
): string[] {
  const direct = KINDS_OF.get(word.lemma) ?? KINDS_OF.get(word.normal);
  if (direct) return direct;
  if (!kindsByStem) {
    kindsByStem = new Map();
    for (const [member, kinds] of KINDS_OF) {
      const stem = stemOf(member);
      kindsByStem.set(stem, [...new Set([...(kindsByStem.get(stem) ?? []), ...kinds])]);
    }
  }
  return kindsByStem.get(word.stem) ?? [];
}
