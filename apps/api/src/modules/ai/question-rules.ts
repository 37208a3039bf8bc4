/**
 * Screening questions the server's AI never answers (truth issue, part 2): anything that consents, attests, agrees,
 * authorises a check, names a referrer or signs is the user's own decision, so answer-question says `unknown` without
 * calling the model and the job goes to the needs-answer queue. Pure, on the question's text and its options (a box
 * whose only option reads "I agree to the terms" consents as much as its question does).
 *
 * The agent needs the same rules before it ticks a box itself (apps/agent/src/answers/sensitive.ts has its own for
 * now); the lead means to keep one copy in packages/contracts.
 */
export type NeverByAi =
  'consent' | 'attestation' | 'agreement' | 'authorisation-to-check' | 'referral' | 'signature';

const RULES: [NeverByAi, RegExp[]][] = [
  [
    'referral',
    [/\breferr(?:al|als|er|ers|ed|ing)\b/, /\brefer(?:red)? by\b/, /\breferral (?:name|code|source)\b/],
  ],
  [
    'signature',
    [
      /\b(?:e-?)?sign(?:ature|atures|ed|ing)?\b/,
      /\binitials?\b/,
      /\btype (?:in )?your (?:full |legal )?name\b/,
      /\bfull legal name\b/,
    ],
  ],
  [
    'authorisation-to-check',
    [
      // The verb ("I authorize", "do you authorise"): "authorized to work" and "work authorization" are facts.
      /\bauthori[sz](?:e|es|ing)\b/,
      /\b(?:allow|permit|let)\b[^.?!]{0,60}\bto (?:contact|verify|check|conduct|obtain|run|perform|request|release|investigate)\b/,
      /\b(?:contact|call|check with) (?:your |my )?(?:current|previous|former|past|present) (?:employer|manager|supervisor)s?\b/,
      /\breference checks?\b/,
    ],
  ],
  [
    'consent',
    [
      /\bconsent(?:s|ed|ing)?\b/,
      /\bpermission\b/,
      /\bwaive(?:s|d|r)?\b/,
      /\b(?:un)?subscri(?:be|bes|bed|bing|ption)\b/,
      /\bopt(?:-| )?(?:in|out)\b/,
      /\bbackground (?:check|checks|screening|investigation|verification)\b/,
      /\bdrug (?:test|tests|testing|screen|screening)\b/,
      /\bcredit (?:check|history check)\b/,
      /\bprivacy (?:policy|notice|statement|terms)\b/,
      /\bterms (?:and|&) conditions\b/,
      /\bterms of (?:use|service|employment)\b/,
      /\bthird[- ]part(?:y|ies)\b/,
      /\bmarketing\b/,
      /\bnewsletters?\b/,
      /\bpromotional\b/,
      /\b(?:sms|text messages?)\b/,
      /\b(?:share|sharing|shared|disclose|disclosing|transfer|transferring|sell|selling|store|storing|retain|retaining|process|processing)\b[^.?!]{0,60}\b(?:data|information|details|resume|cv|profile)\b/,
      /\bcontact (?:you|me)\b[^.?!]{0,40}\b(?:future|other|new|marketing|opportunit)/,
      /\bgdpr\b/,
      /\bdata protection\b/,
    ],
  ],
  [
    'agreement',
    [
      /\bagree(?:s|d|ing|ment|ments)?\b/,
      /\bdisagree\b/,
      /\baccept(?:s|ed|ing|ance)?\b/,
      /\backnowledge?(?:s|d|ment)?\b/,
      /\backnowledg(?:ing|ement|ment)\b/,
      /\bi (?:have )?(?:read|understand|understood)\b/,
      /\bunderstand (?:and|that)\b/,
      /\barbitration\b/,
      /\bnon[- ]?(?:compete|disclosure|solicitation)\b/,
    ],
  ],
  [
    'attestation',
    [
      /\b(?:certify|certifies|attest|attests|attestation|affirm|affirms|declare|declares|declaration|swear|solemnly|hereby)\b/,
      /\bconfirm(?:s)? that\b/,
      /\bi confirm\b/,
      /\bto the best of my knowledge\b/,
      /\b(?:falsif\w*|misrepresent\w*|false (?:statements?|information))\b/,
      /\btrue,? (?:and )?(?:complete|correct|accurate)\b/,
    ],
  ],
];

function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02BC]/g, "'")
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/\s+/g, ' ');
}

/** Why the AI must not answer this question, or undefined when it may try (from the profile's facts only). */
export function neverByAi(question: string, options: readonly string[] = []): NeverByAi | undefined {
  const text = normalise([question, ...options].join(' \n '));
  for (const [kind, patterns] of RULES) {
    if (patterns.some((pattern) => pattern.test(text))) return kind;
  }
  return undefined;
}
