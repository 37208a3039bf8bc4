export * from './contract';
export * from './faithfulness';
export { canonical, containsPhrase, numbersIn, type NumberMention } from './normalise';
