import type { Question } from './question';
import { sentences, stem, words, type Word } from './words';

/**
 * Questions the engine must not answer from facts (issue 17, part 3). The product speaks in the user's name, so
 * anything that consents, agrees, authorises, acknowledges or signs is the user's own decision: it is answered only
 * from the answer memory (the exact question), and never sent to the server's AI.
 *
 * - consent: consents to, agrees to, authorises, acknowledges, accepts or signs something (a background check, a
 *   drug test, data sharing, third parties, terms, a privacy policy, marketing, communications, keeping the resume
 *   for later…), or attests to something other than the application's accuracy. A box that certifies accuracy AND
 *   consents to anything is a consent.
 * - accuracy: ONLY certifies that the application is true ("I certify that the information I have provided is true
 *   and complete", optionally "…and understand that false statements may disqualify me"). Ticked only when the user
 *   switched on `tickAccuracyDeclarations`.
 * - referrer: asks who referred the user (a name, an email, a code) or anything about a referral: the engine cannot
 *   know, and "LinkedIn" is no answer to it.
 * - heard-about: where the user found the job. The engine finds every job on LinkedIn, so "LinkedIn" is true.
 *
 * The rules read words (stemmed, see words.ts) rather than one wording, so that the phrasings real employers use are
 * covered; answerer.test.ts and sensitive.test.ts hold more than 25 of them on each side.
 */
export type Sensitivity =
  /** `inOptions`: the statement is written in an option, not in the question (the memory must name that option). */
  | { kind: 'consent'; inOptions: boolean }
  | { kind: 'accuracy'; inOptions: boolean }
  | { kind: 'referrer' }
  | { kind: 'heard-about' };

/** The stems of the given word forms (every form listed, so the stemmer's quirks cannot split a word's family). */
function stems(forms: string): Set<string> {
  return new Set(forms.split(/\s+/).filter(Boolean).map(stem));
}

const CONSENT = stems(
  'consent consents consenting consented agree agrees agreed agreeing agreement agreements ' +
    'accept accepts accepted accepting acceptance permission permissions waive waives waived waiver ' +
    'subscribe subscribes subscribed subscribing subscription unsubscribe opt-in optin',
);
const AUTHORISE = stems('authorize authorise authorizes authorised authorized authorizing authorization');
/** Acknowledging: a consent, except when what is acknowledged is only the application's accuracy. */
const ACKNOWLEDGE = stems(
  'acknowledge acknowledges acknowledged acknowledging acknowledgement acknowledgment',
);
const UNDERSTAND = stems('understand understands understood aware recognize recognise recognizes');
const SIGN = stems('signature signatures e-signature esignature sign signs signed signing');
/** Verbs that attest (nouns such as "certification" or "certified" name a credential, not an attestation). */
const ATTEST = new Set([
  'certify',
  'certifies',
  'attest',
  'attests',
  'attestation',
  'affirm',
  'affirms',
  'declare',
  'declares',
  'declaration',
  'swear',
  'solemnly',
]);
/** Also certify accuracy ("I confirm that my answers are correct"), but only with a word of truth. */
const CONFIRM = stems(
  'confirm confirms confirmed confirmation verify verifies verified represent represents',
);
const TRUTH = stems(
  'true truly accurate accurately accuracy correct correctly complete completely truthful truthfully honest ' +
    'genuine factual',
);
const FALSE_INFO = stems(
  'false falsely falsified falsification falsify misrepresent misrepresentation misrepresentations ' +
    'misleading mislead omission omissions omit omitted inaccurate inaccuracy inaccuracies untrue incorrect ' +
    'fraudulent dishonest misstatement misstatements fabricated',
);
/** What an accuracy declaration is about. */
const INFO = stems(
  'information info answers answer responses response statements statement details application everything ' +
    'above provided submitted furnished given',
);
/** What a company does with data or a person once allowed to. */
const DATA_USE = stems(
  'share shares shared sharing store stores stored storing retain retained retaining retention keep kept ' +
    'hold held process processed processing transfer transferred disclose disclosed disclosure use used ' +
    'collect collected sell sold contact contacted call text texts email emails send sent verify ' +
    'verified conduct conducted run perform performed record recorded recording monitor monitored obtain ' +
    'release released reach',
);
const PERSONAL = new Set(['personal', 'my', 'your', 'candidate', 'applicant']);
const DATA_NOUN = stems('data information info details resume cv profile application record records');
/** Checks and tests a person submits to. */
const CHECK = stems(
  'check checks checking screen screens screening verification verify verified investigation investigations ' +
    'report reports test tests testing exam exams examination',
);
const CHECKED_THING = stems(
  'background backgrounds drug drugs alcohol credit criminal police reference references employment education ' +
    'medical pre-employment preemployment',
);
const CHECK_ALONE = stems('fingerprint fingerprints fingerprinting polygraph');
const PRIVACY_DOC = stems('policy policies notice notices statement statements');
/** Messages a person opts into (not "email" or "message" alone: "Email address" is a contact field). */
const COMMS = stems(
  'marketing newsletter newsletters promotional promotions offers communications communication updates ' +
    'alerts sms whatsapp notifications',
);
const COMMS_VERB = stems(
  'receive receiving get send sent subscribe subscribed join contact contacted notify notified keep opt',
);
/** The user is the one who would receive them ("send me", "I would like", "would you like to"). */
const ADDRESSEE = /\b(me|i|would you like|do you want|do you wish|are you happy|are you ok|opt)\b/;
const POOL = stems('pool pools community communities network database pipeline');
const FUTURE_THING = stems(
  'opportunities opportunity openings opening roles role positions position vacancies jobs',
);
const REFER = stems('referral referrals referred referrer referrers referring referee refer refers');
const HEAR = stems('hear heard learn learned learnt find found discover discovered come came see saw');
const POSTING = stems(
  'job role position opening opportunity posting post vacancy us company listing ad advert advertisement',
);

const has = (set: Set<string>, w: Word | undefined) => !!w && set.has(w.stem);
/** A word of `set` among the `n` words after position i. */
const ahead = (ws: Word[], i: number, set: Set<string>, n: number) =>
  ws.slice(i + 1, i + 1 + n).some((w) => set.has(w.stem));
const textAhead = (ws: Word[], i: number, texts: string[], n: number) =>
  ws.slice(i + 1, i + 1 + n).some((w) => texts.includes(w.text));
const textBehind = (ws: Word[], i: number, texts: string[], n: number) =>
  ws.slice(Math.max(0, i - n), i).some((w) => texts.includes(w.text));

/**
 * An acknowledgment whose object is the application's own accuracy ("I understand that false statements may
 * disqualify me", "I acknowledge that the information provided is accurate") is part of an accuracy declaration.
 */
function aboutAccuracy(ws: Word[], i: number): boolean {
  return ahead(ws, i, FALSE_INFO, 8) || (ahead(ws, i, INFO, 6) && ahead(ws, i, TRUTH, 12));
}

/** "Are you authorized to work", "work authorization": the right to work, not a permission the user gives. */
function rightToWork(ws: Word[], i: number): boolean {
  const text = ws[i]?.text ?? '';
  // The participle is passive ("are you authorized…") unless the user is the one who did it ("I have authorized").
  if (/^authori[sz]ed$/.test(text)) return !textBehind(ws, i, ['i', 'hereby', 'have'], 2);
  return (
    (textAhead(ws, i, ['work', 'employment', 'employed'], 3) ||
      textBehind(ws, i, ['work', 'employment', 'legally', 'visa'], 2)) &&
    !textBehind(ws, i, ['i', 'you', 'hereby'], 1)
  );
}

/** The word that makes one sentence a consent (for tests and logs), or undefined. */
function consentIn(ws: Word[]): string | undefined {
  const sentence = ws.map((w) => w.text).join(' ');
  for (let i = 0; i < ws.length; i += 1) {
    const w = ws[i]!;
    const next = ws[i + 1]?.text ?? '';
    const after = ws[i + 2]?.text ?? '';
    if (has(CONSENT, w)) return w.text;
    if (w.text === 'opt' && ['in', 'into', 'out'].includes(next)) return 'opt in';
    if (has(AUTHORISE, w) && !rightToWork(ws, i)) return w.text;
    if (has(ACKNOWLEDGE, w) && !aboutAccuracy(ws, i)) return w.text;
    // "I understand that…", "read and understood", "Are you aware that…", not "Do you understand Hindi?".
    if (
      has(UNDERSTAND, w) &&
      (next === 'that' || textBehind(ws, i, ['i', 'we', 'and', 'fully', 'have', 'clearly'], 2)) &&
      !aboutAccuracy(ws, i)
    )
      return w.text;
    // "I have read the privacy notice", "read and understood".
    if (w.text === 'read' && (textBehind(ws, i, ['have', 've', 'has'], 2) || next === 'and')) return 'read';
    if (has(SIGN, w) && !['bonus', 'on'].includes(next))
      return w.text === 'sign' && next === 'up' ? 'sign up' : w.text;
    if (w.text === 'initials') return 'initials';
    if (w.text === 'release' && (textBehind(ws, i, ['i', 'hereby'], 2) || ['of', 'from'].includes(next)))
      return 'release';
    // "allow us to contact", "let you share", "may we contact your current employer?", "is it OK to text you?".
    if (['allow', 'allows', 'let', 'permit'].includes(w.text) && ahead(ws, i, DATA_USE, 5)) return w.text;
    if (
      ['may', 'can', 'could', 'ok', 'okay'].includes(w.text) &&
      textAhead(ws, i, ['we', 'us', 'they', 'company', 'recruiter', 'recruiters', 'employer'], 3) &&
      ahead(ws, i, DATA_USE, 4)
    )
      return w.text;
    // "undergo / submit to / willing to take a background check", "drug test", "fingerprints".
    if (has(CHECKED_THING, w) && ahead(ws, i, CHECK, 3)) return `${w.text} check`;
    if (has(CHECK_ALONE, w)) return w.text;
    if (w.text === 'third' && (next === 'party' || next === 'parties')) return 'third party';
    if (w.text === 'privacy' && PRIVACY_DOC.has(ws[i + 1]?.stem ?? '')) return 'privacy policy';
    if (
      w.text === 'terms' &&
      ((next === 'and' && after.startsWith('condition')) ||
        next.startsWith('condition') ||
        (next === 'of' && ['use', 'service', 'services', 'business', 'engagement'].includes(after)))
    )
      return 'terms';
    if (['gdpr', 'ccpa', 'dpdp', 'dpdpa'].includes(w.text)) return w.text;
    if (['talent', 'candidate'].includes(w.text) && POOL.has(ws[i + 1]?.stem ?? '')) return 'talent pool';
    if (w.text === 'future' && ahead(ws, i, FUTURE_THING, 2)) return 'future opportunities';
    if (w.text === 'keep' && next === 'me') return 'keep me';
    // "Would you be open to being contacted about other roles?"
    if (
      ['contacted', 'called', 'texted', 'emailed'].includes(w.text) &&
      textBehind(ws, i, ['be', 'being'], 1)
    )
      return w.text;
    if (w.text === 'stay' && next === 'in' && after === 'touch') return 'stay in touch';
    // "(my|your|personal) data / resume … (share|store|retain|use…)": what happens to the user's data.
    if (PERSONAL.has(w.text) && has(DATA_NOUN, ws[i + 1]) && ws.some((x) => has(DATA_USE, x))) return 'data';
    // "receive marketing emails", "send me job alerts": messages the user opts into.
    if (has(COMMS, w) && ws.some((x, j) => j !== i && has(COMMS_VERB, x)) && ADDRESSEE.test(sentence))
      return w.text;
  }
  return undefined;
}

/** A declaration of the application's accuracy, an attestation of anything else, or neither. */
function certifies(ws: Word[]): 'accuracy' | 'attestation' | undefined {
  const text = ws.map((w) => w.text).join(' ');
  const attests = ws.some((w) => ATTEST.has(w.text));
  const confirms = ws.some((w) => has(CONFIRM, w) || has(ACKNOWLEDGE, w) || has(UNDERSTAND, w));
  const truth = ws.some((w) => has(TRUTH, w)) || /\bbest of (my|our) knowledge\b/.test(text);
  const about = ws.some((w) => has(INFO, w)) || /\b(my|our|this) knowledge\b/.test(text);
  if ((attests || confirms) && truth && about) return 'accuracy';
  if (attests) return 'attestation';
  return undefined;
}

const ASSENT =
  /^(?:yes,? )?(?:i |we )?(?:hereby |fully |do )?(agree|accept|consent|acknowledge|confirm|certify|understand|understood|attest|declare|ok|okay)(?: and (continue|accept|agree|acknowledge|consent))?$/;
const DISSENT = /^(?:no,? )?(?:i |we )?(?:do not|don ?t|disagree|decline|refuse|reject|not agree)\b/;

/** An option that only says yes to the question ("I agree", "Accept") or no to it ("I do not agree"). */
function assentOption(option: string): 'assent' | 'dissent' | undefined {
  const t = words(option)
    .map((w) => w.text)
    .join(' ');
  if (DISSENT.test(t)) return 'dissent';
  if (ASSENT.test(t)) return 'assent';
  return undefined;
}

/** Options written as statements ("I consent to a background check"), which say what the question is. */
function statementOptions(question: Pick<Question, 'kind' | 'options'>): string[] {
  if (question.kind !== 'checkbox' && question.kind !== 'radio') return [];
  return (question.options ?? []).filter((o) => !assentOption(o) && words(o).length >= 4);
}

type TextClass = 'consent' | 'attestation' | 'accuracy' | undefined;

function classifyText(text: string): TextClass {
  const all = sentences(text);
  if (all.some((s) => consentIn(s))) return 'consent';
  const kinds = all.map(certifies);
  if (kinds.includes('accuracy')) return 'accuracy';
  if (kinds.includes('attestation')) return 'attestation';
  return undefined;
}

/** Where the question is about how the user found the job ("How did you hear about us?", "Application source"). */
function asksWhereFound(label: string): boolean {
  const ws = words(label);
  const text = ws.map((w) => w.text).join(' ');
  if (/^(job |application |applicant |candidate )?source$/.test(text)) return true;
  if (
    /\b(application|applicant|candidate|job|lead) source\b|\bsource of (your )?(application|candidacy|this)/.test(
      text,
    )
  )
    return true;
  if (/\b(hear|heard) (about|of)\b/.test(text)) return true;
  // "How did you find us?", "Where did you see this job advertised?", not "Did you find the description clear?".
  if (!/^(how|where|which|what)\b/.test(text)) return false;
  return ws.some((w, i) => has(HEAR, w) && ahead(ws, i, POSTING, 4));
}

/** The referral-name and referral questions: "Who referred you?", "Referral name required", "Employee who…". */
function asksReferrer(label: string): boolean {
  const ws = words(label);
  if (ws.some((w) => has(REFER, w))) return true;
  const text = ws.map((w) => w.text).join(' ');
  return (
    /\b(recommended|introduced) (you )?by\b|\bwho (recommended|introduced|told) you\b/.test(text) ||
    /\b(name|email) of (the |an |your )?(employee|person|friend|colleague|contact|staff member)\b/.test(
      text,
    ) ||
    /\b(employee|staff|colleague|friend|contact) s? (name|email|id)\b/.test(text) ||
    /\bknow (anyone|someone|somebody|any employees?)\b/.test(text)
  );
}

/** How the engine must treat this question, or undefined for an ordinary one (answered from facts). */
export function sensitivity(question: Pick<Question, 'label' | 'kind' | 'options'>): Sensitivity | undefined {
  if (asksReferrer(question.label)) return { kind: 'referrer' };
  const statements = statementOptions(question);
  const inOptions = statements.length > 0 ? classifyText(statements.join('. ')) : undefined;
  const inLabel = classifyText(question.label);
  // A consent written in an option ("Consent: [ ] I consent to a background check") is that option's consent.
  if (inOptions === 'consent') return { kind: 'consent', inOptions: true };
  if (inLabel === 'consent') return { kind: 'consent', inOptions: false };
  if (inLabel === 'accuracy') return { kind: 'accuracy', inOptions: false };
  if (inOptions === 'accuracy') return { kind: 'accuracy', inOptions: true };
  // Attesting anything but accuracy ("I certify that I am over 18") is the user's word to give.
  if (inOptions === 'attestation') return { kind: 'consent', inOptions: true };
  if (inLabel === 'attestation') return { kind: 'consent', inOptions: false };
  if (asksWhereFound(question.label)) return { kind: 'heard-about' };
  // "Declaration" or "Terms" with only "I agree" to tick: agreeing to what the page says, unread by the engine.
  const options = question.options ?? [];
  if (options.some((o) => assentOption(o) === 'assent')) return { kind: 'consent', inOptions: false };
  return undefined;
}

/** The option of a yes/no or assent question that says yes ("I agree", "Yes", "I certify"). */
export function assentingOption(options: readonly string[]): string | undefined {
  return options.find((o) => assentOption(o) === 'assent' || /^yes\b/i.test(o.trim()));
}
