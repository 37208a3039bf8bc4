export * from './contract';
export * from './faithfulness';
export * from './job-block';
export {
  checkCoverLetter,
  MAX_LETTER_SOURCES,
  type LetterJob,
  type LetterResume,
  type LetterVerdict,
} from './letter';
export { loadNlp } from './nlp';
export { canonical, containsPhrase, numbersIn, type NumberMention } from './normalise';
export { sameSkill } from './skill-match';
// Issue 21: the agent's job fit check reads job descriptions with the same model and technology lexicon.
export { analyse, type Analysis, type LexiconHit, type Token } from './nlp';
export {
  LEXICON,
  impliedIds,
  PROGRAMMING_LANGUAGES,
  splitVersions,
  type LexiconEntry,
  type LexiconKind,
} from './lexicon';
export { NUMBER_WORDS } from './quantities';
// Decision 046: the resume as numbered sources and the model's sourced answers.
export {
  LETTER_ANSWER_JSON_SCHEMA,
  LetterAnswerSchema,
  TAILORING_ANSWER_JSON_SCHEMA,
  TailoringAnswerSchema,
  letterText,
  type LetterAnswerInput,
  type TailoringAnswer,
  type TailoringAnswerInput,
  type WrittenSentence,
} from './sourced-answer';
export {
  splitSentences,
  structuredSources,
  textSources,
  type SourcedSentence,
  type SourceUnit,
  type StructuredSources,
  type TextSources,
} from './sources';
export { skeleton } from './skeleton';
