import type { Piece } from './sections';

/**
 * What kind of job a posting is (decision 047): an engineering role, or support, manual testing, people management,
 * sales, data entry, product or project management, design, recruiting, marketing, writing or teaching, read from the
 * title and the duties, never from the technologies named (a support role names SQL and Linux as much as a developer's
 * does). Test automation (an SDET who writes automation code) is engineering.
 */

export type RoleKind =
  | 'engineering'
  | 'qa'
  | 'support'
  | 'management'
  | 'sales'
  | 'data-entry'
  | 'product'
  | 'business-analysis'
  | 'project'
  | 'design'
  | 'recruiting'
  | 'marketing'
  | 'writing'
  | 'teaching';

interface KindRule {
  kind: RoleKind;
  /** "a support role". */
  label: string;
  /** The title's role part names this kind. */
  title?: RegExp;
  /** Duties of this kind, each with the words the reason uses for it. */
  duties: [RegExp, string][];
}

/** Duties that are software development (any kind of job may also name technologies; these are about making them). */
const DEVELOPMENT: RegExp[] = [
  /\b(?:design(?:ing)?,? (?:and |& )?)?(?:build|develop|implement|architect|ship)(?:s|ing|ed)?\b[^.;]{0,40}\b(?:features?|applications?|apps|services?|micro-?services|apis?|back-?ends?|front-?ends?|systems?|platforms?|pipelines?|software|products?|libraries|sdks?|tools|tooling|components?|integrations?|modules?|solutions|code|frameworks?|infrastructure|models?|dashboards?|scripts?|automation|tests?)\b/gi,
  /\b(?:write|writing|wrote)\b[^.;]{0,30}\b(?:code|programs?|scripts?|automat\w+|tests?)\b/gi,
  /\b(?:software development|full[\s-]stack development|application development|web development|hands[\s-]on (?:coding|development|programming)|coding|programming|code reviews?|pull requests?|refactor\w*|debug(?:ging)? (?:and fix|code)|fix(?:ing)? bugs in (?:the |our )?code)\b/gi,
  /\b(?:automation (?:framework|suite|scripts?|code|tests?)|automated (?:tests?|testing|test suites?)|test automation)\b/gi,
  /\b(?:fix(?:es|ed|ing)? (?:bugs|defects|issues) in (?:the |our )?(?:code|codebase|applications?|services?)|deploy(?:s|ed|ing)? (?:patches|fixes|code|releases|services)|automat(?:e|es|ed|ing) (?!testing)|infrastructure as code|write (?:terraform|ansible|scripts?)|enhancements? (?:to|of|in) (?:the |our )?(?:applications?|code|services?))\b/gi,
];

/** Sentences that say the job involves no development ("This role does not involve software development"). */
const NO_DEVELOPMENT =
  /\b(?:(?:does|will|would) not|doesn't|won't|isn't|is not|not)\s+(?:a\s+|an\s+)?(?:involve|require|include|be|expected to)?\s*(?:any\s+|hands[\s-]on\s+)?(?:software\s+|product\s+)?(?:development|coding|programming|developer|engineering)\b|\bno\s+(?:software\s+)?(?:development|coding|programming)\b|\bnon[\s-](?:coding|development|programming|technical)\s+(?:role|position|job)\b/i;

const RULES: KindRule[] = [
  {
    kind: 'qa',
    label: 'a manual testing role',
    title:
      /\b(?:qa|q\.a\.|quality assurance|quality analyst|quality control|qc|tester|testing|test (?:engineer|analyst|lead|specialist|executive|associate))\b/i,
    duties: [
      [/\bmanual(?:ly)? (?:testing|test(?:s| cases)?|qa)\b/i, 'manual testing'],
      [
        /\b(?:write|writing|prepare|design|create|execute|executing|run)\b[^.;]{0,25}\btest (?:cases|scenarios|scripts|plans)\b|\btest (?:cases?|plans?|scenarios?) (?:design|execution|preparation|writing|creation)\b/i,
        'test cases',
      ],
      [
        /\b(?:regression|smoke|sanity|exploratory|functional|user acceptance|uat) test(?:ing|s)?\b/i,
        'regression testing',
      ],
      [
        /\b(?:log(?:ging)?|report(?:ing)?|raise|raising|track(?:ing)?|file|filing)\b[^.;]{0,20}\b(?:defects|bugs)\b|\b(?:defect|bug) (?:tracking|management|life ?cycle|reporting|logging)\b/i,
        'logging defects',
      ],
    ],
  },
  {
    kind: 'support',
    label: 'a support role',
    title:
      /\b(?:support|help ?desk|service desk|customer success|customer care|customer service|customer experience|client services|technical assistance|noc|l[123] (?:engineer|analyst))\b/i,
    duties: [
      [/\b(?:ticket(?:s|ing)?|triage|service requests?|support queue|zendesk|freshdesk)\b/i, 'ticket triage'],
      [
        /\b(?:customers?|clients?|end[\s-]users?|users)\b[^.;]{0,40}\b(?:queries|questions|issues|calls|emails|chats?|complaints|communication|escalations)\b|\bcommunicat\w+ with (?:customers|clients|users)\b|\b(?:phone|email|chat) support\b/i,
        'customer communication',
      ],
      [/\b(?:sla|slas|escalat\w+|l1|l2|l3|first[\s-]line|second[\s-]line|tier[\s-][123])\b/i, 'escalations'],
      [
        /\b(?:24\s*[x×/]\s*7|rotational shifts?|rotating shifts?|night shifts?|shift[\s-]based|shifts? (?:including|on) (?:nights|weekends)|work in shifts)\b/i,
        'shift work',
      ],
    ],
  },
  {
    kind: 'data-entry',
    label: 'a data entry role',
    title:
      /\b(?:data entry|back office|typist|data (?:entry )?operator|computer operator|data processing executive|mis executive)\b/i,
    duties: [
      [
        /\bdata entry\b|\benter(?:ing)? (?:data|records|details)\b|\bupdat\w+ (?:records|spreadsheets|the database) (?:manually|accurately)\b/i,
        'entering data',
      ],
      [/\btyping speed\b|\b\d{2,3}\s*wpm\b|\bwords per minute\b/i, 'typing'],
      [/\b(?:document|data) verification\b|\bback[\s-]office\b/i, 'back-office work'],
    ],
  },
  {
    kind: 'sales',
    label: 'a sales role',
    title:
      /\b(?:sales|business development|bdr|sdr|bde|account executive|account manager|pre[\s-]?sales|inside sales|tele[\s-]?(?:caller|sales)|relationship manager|partnerships?)\b/i,
    duties: [
      [
        /\b(?:quota|sales targets?|revenue targets?|targets? of|close (?:deals|business)|closing deals|deal closure)\b/i,
        'sales targets',
      ],
      [
        /\b(?:prospect\w*|lead generation|generate leads|cold (?:call|email|outreach)\w*|outbound|pipeline generation)\b/i,
        'prospecting',
      ],
      [
        /\b(?:client acquisition|acquire (?:new )?(?:clients|customers)|new business|upsell\w*|cross[\s-]sell\w*)\b/i,
        'winning clients',
      ],
    ],
  },
  {
    kind: 'product',
    label: 'a product management role',
    title:
      /\b(?:product manager|product owner|product lead|head of product|product management|vp,? product)\b/i,
    duties: [
      [
        /\b(?:product roadmap|roadmaps?|prioriti[sz]\w+ (?:the )?backlog|product strategy|product requirements|prds?)\b/i,
        'the roadmap',
      ],
      [/\b(?:user stories|acceptance criteria|stakeholder\w*|go[\s-]to[\s-]market)\b/i, 'user stories'],
    ],
  },
  {
    kind: 'business-analysis',
    label: 'a business analysis role',
    title:
      /\b(?:business analyst|business systems analyst|functional analyst|functional consultant|process analyst|requirements analyst)\b/i,
    duties: [
      [
        /\b(?:brds?|frds?|business requirements?|requirements? gathering|gather\w* (?:and document )?(?:business )?requirements)\b/i,
        'gathering requirements',
      ],
      [/\b(?:process (?:flows?|maps?|mapping)|as[\s-]is|to[\s-]be|gap analysis)\b/i, 'process mapping'],
    ],
  },
  {
    kind: 'project',
    label: 'a project management role',
    title:
      /\b(?:project manager|program manager|programme manager|delivery manager|scrum master|project coordinator|project lead|pmo)\b/i,
    duties: [
      [
        /\b(?:project plans?|timelines|milestones|budgets?|resource planning|delivery schedules?|status reports?|raid log)\b/i,
        'project plans',
      ],
      [/\b(?:sprint planning|stand[\s-]?ups|ceremonies|retrospectives)\b/i, 'sprint ceremonies'],
    ],
  },
  {
    kind: 'management',
    label: 'a people management role',
    title:
      /\b(?:engineering manager|manager,? (?:software )?engineering|(?<!business )(?:software )?development manager|head of engineering|director|vp|vice president|cto|chief technology officer)\b/i,
    duties: [
      [
        /\b(?:direct reports|line manag\w+|people manag\w+|manag\w+ (?:a |the )?team of\b|lead(?:ing)? a team of \d+|manage (?:and grow )?(?:the |a )?team)\b/i,
        'managing a team',
      ],
      [
        /\b(?:hir(?:e|ing)\b[^.;]{0,20}\b(?:engineers|team|talent)|performance (?:reviews|management)|one[\s-]on[\s-]ones|1:1s|career (?:growth|development) of)\b/i,
        'hiring and reviewing engineers',
      ],
    ],
  },
  {
    kind: 'design',
    label: 'a design role',
    title: /\b(?:designer|ux researcher|design lead|head of design|creative director)\b/i,
    duties: [
      [
        /\b(?:wireframes?|mock-?ups|prototypes?|user research|visual design|design systems?|user flows)\b/i,
        'wireframes',
      ],
    ],
  },
  {
    kind: 'recruiting',
    label: 'a recruiting role',
    title:
      /\b(?:recruiter|talent acquisition|recruitment|hr (?:executive|generalist|manager|business partner)|human resources)\b/i,
    duties: [
      [
        /\b(?:source|sourcing|screen(?:ing)?) (?:candidates|talent|profiles)\b|\b(?:schedule|scheduling|coordinate) interviews\b|\bend[\s-]to[\s-]end recruitment\b/i,
        'sourcing candidates',
      ],
    ],
  },
  {
    kind: 'marketing',
    label: 'a marketing role',
    title: /\b(?:marketing|seo|sem|social media|growth marketer|brand manager|content marketer)\b/i,
    duties: [
      [
        /\b(?:campaigns?|seo|sem|social media|brand awareness|content calendar|paid (?:ads|media))\b/i,
        'campaigns',
      ],
    ],
  },
  {
    kind: 'writing',
    label: 'a writing role',
    title: /\b(?:technical writer|content writer|copywriter|documentation specialist|editor)\b/i,
    duties: [
      [
        /\b(?:write|writing|author)\w*\b[^.;]{0,30}\b(?:documentation|user guides|manuals|articles|blog posts|release notes)\b/i,
        'writing documentation',
      ],
    ],
  },
  {
    kind: 'teaching',
    label: 'a teaching role',
    title: /\b(?:trainer|instructor|teacher|faculty|lecturer|professor|tutor|teaching assistant)\b/i,
    duties: [
      [
        /\b(?:teach|teaching|train(?:ing)? (?:students|learners|batches)|deliver (?:training|sessions|lectures)|curriculum|classroom|students)\b/i,
        'teaching students',
      ],
    ],
  },
];

/** A title that names a developer's role: the engineering kind unless a rule above names another. */
const ENGINEERING_TITLE =
  /\b(?:engineer|engineering|developer|programmer|sde|swe|sdet|software|architect|devops|sre|scientist|full[\s-]?stack|front[\s-]?end|back[\s-]?end|coder|data analyst|analytics engineer|ml|machine learning|ai)\b/i;
/** Test automation is writing code: an SDET or automation engineer is an engineering role, not manual testing. */
const TEST_AUTOMATION_TITLE =
  /\b(?:sdet|software (?:development )?engineer in test|automation (?:test )?engineer|test automation|qa automation|automation (?:qa|tester|test analyst)|quality engineer)\b/i;

const BY_KIND = new Map(RULES.map((rule) => [rule.kind, rule]));

/** The role part of a title: "Software Engineer, Support Tools" is an engineer on the support tools team. */
export function rolePart(title: string): string {
  return title.split(/,|\s[-–|]\s|\(/)[0] ?? title;
}

/** The kind a title names, or undefined when it names none ("Associate", "Executive"). */
export function titleKind(title: string): RoleKind | undefined {
  const role = rolePart(title);
  if (TEST_AUTOMATION_TITLE.test(role)) return 'engineering';
  // "Engineering Manager" before "Product Manager": the first rule whose title matches, in RULES order, except that
  // a people manager's title wins over the words of the team it manages ("Engineering Manager, Support").
  const management = BY_KIND.get('management')!;
  if (management.title!.test(role)) return 'management';
  const rule = RULES.find((r) => r.title?.test(role));
  // "Marketing Technology Engineer", "Design Engineer": a developer of that field. A support, QA or sales engineer,
  // a manager or a product owner is the kind the title names.
  if (rule && !(BUILDS_IN_FIELD.has(rule.kind) && DEVELOPER.test(role))) return rule.kind;
  return ENGINEERING_TITLE.test(role) ? 'engineering' : undefined;
}

/** Fields whose name before "Engineer" or "Developer" names what is built, not the work. */
const BUILDS_IN_FIELD = new Set<RoleKind>([
  'design',
  'marketing',
  'writing',
  'teaching',
  'recruiting',
  'data-entry',
]);
const DEVELOPER = /\b(?:engineer|developer|programmer|sde|swe)\b/i;

export interface KindReading {
  kind: RoleKind;
  /** "a support role: ticket triage and customer communication, no development". */
  reason: string;
}

function listed(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** What the duties say: the evidence for each kind, and whether they show development or deny it. */
function duties(pieces: Piece[]): {
  found: Map<RoleKind, string[]>;
  development: number;
  noDevelopment: boolean;
} {
  // One text for the whole posting (a regular expression per posting, not per sentence: a tenth of the time); the
  // sentences are joined by ";" so no pattern's "[^.;]" span runs from one into the next.
  const text = pieces
    .filter((piece) => !piece.aside)
    .map((piece) => piece.text)
    .join(';\n');
  const found = new Map<RoleKind, string[]>();
  for (const rule of RULES)
    for (const [pattern, words] of rule.duties)
      if (pattern.test(text)) {
        const seen = found.get(rule.kind) ?? [];
        if (!seen.includes(words)) found.set(rule.kind, [...seen, words]);
      }
  // Only read when the posting does not say it has no development.
  const noDevelopment = NO_DEVELOPMENT.test(text);
  const development = noDevelopment
    ? 0
    : DEVELOPMENT.reduce((count, pattern) => count + (text.match(pattern)?.length ?? 0), 0);
  return { found, development, noDevelopment };
}

/**
 * The job's kind from its title and duties. A title of another kind stands unless the duties are mostly development
 * (a support engineer who builds the tools); an engineering or unnamed title becomes another kind only when its duties
 * are that kind's and show no development, or say there is none.
 */
export function readKind(title: string, pieces: Piece[]): KindReading | undefined {
  const named = titleKind(title);
  const { found, development, noDevelopment } = duties(pieces);
  const evidence = (kind: RoleKind) => found.get(kind) ?? [];
  const strongest = [...found.entries()]
    .filter(([kind]) => kind !== 'management')
    .sort((a, b) => b[1].length - a[1].length)[0];
  let kind: RoleKind | undefined = named;
  if (named && named !== 'engineering' && named !== 'management') {
    if (!noDevelopment && development >= 2 && development > evidence(named).length) kind = 'engineering';
  } else if (named !== 'management' && strongest) {
    const [other, words] = strongest;
    if (noDevelopment && words.length >= 1) kind = other;
    else if (development === 0 && words.length >= (named === 'engineering' ? 3 : 2)) kind = other;
  }
  if (!kind) return undefined;
  const rule = BY_KIND.get(kind);
  if (!rule) return { kind, reason: 'an engineering role' };
  const order = rule.duties.map(([, words]) => words);
  const words = [...evidence(kind)].sort((a, b) => order.indexOf(a) - order.indexOf(b)).slice(0, 3);
  // "No development" is worth saying of the kinds that name a developer's technologies (support, testing, data entry).
  const nearDevelopment = kind === 'support' || kind === 'qa' || kind === 'data-entry';
  const tail = nearDevelopment && (noDevelopment || development === 0) ? 'no development' : '';
  const detail = [listed(words), tail].filter((part) => part !== '').join(', ');
  return { kind, reason: detail === '' ? rule.label : `${rule.label}: ${detail}` };
}

/** Words on a profile's skills or a search title that show the user does this kind of work. */
const PROFILE_MARKERS: [RoleKind, RegExp][] = [
  [
    'qa',
    /\b(?:manual testing|software testing|test cases|istqb|quality assurance|qa|tester|functional testing)\b/i,
  ],
  [
    'support',
    /\b(?:technical support|customer support|product support|application support|help ?desk|service desk|itil|zendesk|freshdesk|ticketing)\b/i,
  ],
  [
    'management',
    /\b(?:people management|team management|engineering management|leadership|managing teams)\b/i,
  ],
  ['sales', /\b(?:sales|business development|lead generation|account management)\b/i],
  ['data-entry', /\b(?:data entry|typing|back office)\b/i],
  ['product', /\b(?:product management|product strategy|roadmapping)\b/i],
  ['business-analysis', /\b(?:business analysis|requirements gathering|brd|functional specifications)\b/i],
  ['project', /\b(?:project management|program management|pmp|prince2|scrum master|csm)\b/i],
  ['design', /\b(?:ui design|ux design|user research|wireframing|prototyping)\b/i],
  ['recruiting', /\b(?:recruiting|recruitment|talent acquisition|sourcing)\b/i],
  ['marketing', /\b(?:marketing|seo|sem|social media)\b/i],
  ['writing', /\b(?:technical writing|content writing|copywriting)\b/i],
  ['teaching', /\b(?:teaching|training delivery|instruction)\b/i],
];

/**
 * The kinds of work a user asks for: the kind their search title names, the kinds their profile's skills show, and
 * engineering when the profile lists technologies to build with. Empty when nothing tells (then no kind is judged).
 */
export function userKinds(
  searchTitle: string | undefined,
  skillNames: string[],
  technical: boolean,
): Set<RoleKind> {
  const kinds = new Set<RoleKind>();
  const searched = searchTitle ? titleKind(searchTitle) : undefined;
  if (searched) kinds.add(searched);
  for (const [kind, marker] of PROFILE_MARKERS)
    if (skillNames.some((name) => marker.test(name))) kinds.add(kind);
  if (technical) kinds.add('engineering');
  // Manual testers are often asked to automate, and an engineering manager still reads engineering postings.
  if (kinds.has('qa') || kinds.has('management')) kinds.add('engineering');
  return kinds;
}
