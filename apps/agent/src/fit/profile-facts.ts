import type { AutomationProfile } from '@applypilot/contracts';
import { analyse, impliedIds, LEXICON } from '@applypilot/resume';
import { distance } from 'fastest-levenshtein';

/**
 * What the user offers, as lexicon ids: the profile's skills (with years) and the technologies the resume names
 * (years unknown). A profile skill the lexicon does not know by name is matched to the nearest lexicon name within one
 * edit ("Kubernets", "Postgress"), with fastest-levenshtein.
 */

export interface ProfileFacts {
  /** Lexicon id → years (undefined: on the resume, years not stated). */
  skills: Map<string, number | undefined>;
  /** Every id the held skills imply, themselves included (Django implies Python). */
  implied: Set<string>;
  /** Per implied id, the most years of a held skill that implies it. */
  impliedYears: Map<string, number>;
  /** Language ids spoken at a professional level or better. */
  languages: Set<string>;
  totalYears?: number;
}

let names: { key: string; id: string }[] | undefined;
/** Every technology name of the lexicon, squashed, for the fuzzy match. */
function lexiconNames(): { key: string; id: string }[] {
  names ??= [...LEXICON.values()]
    .filter(
      (entry) => entry.kind === 'technology' || entry.kind === 'certification' || entry.kind === 'clearance',
    )
    .flatMap((entry) => entry.names.map((name) => ({ key: squash(name.text), id: entry.id })));
  return names;
}

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9+#.]/g, '');

/** The lexicon entries a skill name stands for. */
export function skillIds(name: string): string[] {
  const hits = analyse(name).hits.filter((hit) => hit.kind !== 'ignore' && hit.kind !== 'claim');
  if (hits.length > 0) return [...new Set(hits.map((hit) => hit.id))];
  // Case-sensitive names ("Go", "Rust") also count when the profile writes them in lower case: a skill list names skills.
  const key = squash(name);
  if (key.length < 2) return [];
  const exact = lexiconNames().find((entry) => entry.key === key);
  if (exact) return [exact.id];
  if (key.length < 5) return [];
  const near = lexiconNames().find((entry) => entry.key.length >= 5 && distance(entry.key, key) <= 1);
  return near ? [near.id] : [];
}

const GOOD_LEVELS = new Set(['Professional', 'Native or bilingual']);

export function profileFacts(profile: AutomationProfile, resumeText = ''): ProfileFacts {
  const skills = new Map<string, number | undefined>();
  for (const [name, years] of Object.entries(profile.skills ?? {}))
    for (const id of skillIds(name)) skills.set(id, Math.max(skills.get(id) ?? 0, years));
  if (resumeText.trim() !== '')
    for (const hit of analyse(resumeText.slice(0, 60_000)).hits)
      if (hit.kind === 'technology' || hit.kind === 'certification' || hit.kind === 'clearance')
        if (!skills.has(hit.id)) skills.set(hit.id, undefined);
  const impliedYears = new Map<string, number>();
  for (const [id, years] of skills)
    for (const implied of impliedIds([id]))
      if (years !== undefined) impliedYears.set(implied, Math.max(impliedYears.get(implied) ?? 0, years));
  const languages = new Set<string>();
  for (const [name, level] of Object.entries(profile.languages ?? {}))
    if (GOOD_LEVELS.has(level)) for (const hit of analyse(name).hits) languages.add(hit.id);
  return {
    skills,
    implied: impliedIds(skills.keys()),
    impliedYears,
    languages,
    ...(profile.totalYearsOfExperience !== undefined ? { totalYears: profile.totalYearsOfExperience } : {}),
  };
}
