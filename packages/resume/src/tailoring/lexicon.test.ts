import * as linguist from 'linguist-languages';
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { describe, expect, it } from 'vitest';
import { FROM_LINGUIST, impliedIds, LEXICON, squash } from './lexicon';
import { AS_WRITTEN, LEFT_OUT } from './lexicon-languages';
import { analyse } from './nlp';

describe('lexicon', () => {
  it('finds every name of every entry as that entry, written as the lexicon writes it', () => {
    const missed: string[] = [];
    for (const entry of LEXICON.values()) {
      for (const name of entry.names) {
        const hits = analyse(`We used ${name.text} daily.`).hits;
        if (
          !hits.some(
            (hit) => hit.id === entry.id && hit.text.replace(/\s+/g, '') === name.text.replace(/\s+/g, ''),
          )
        ) {
          missed.push(`${name.text} (${entry.id}): ${JSON.stringify(hits.map((hit) => hit.id))}`);
        }
      }
    }
    expect(missed).toEqual([]);
  });

  it('matches names that are English words only as written', () => {
    expect(analyse('We go to market with rust-free swift spring flask').hits.map((hit) => hit.id)).toEqual([
      'go-live',
    ]);
    expect(analyse('Built in Go, Rust and Swift with Spring').hits.map((hit) => hit.id)).toEqual([
      'go',
      'rust',
      'swift',
      'spring',
    ]);
  });

  it('implies what an entry implies, transitively', () => {
    expect([...impliedIds(['eks'])].sort()).toEqual(['aws', 'eks', 'kubernetes']);
    expect(impliedIds(['b.tech']).has("bachelor's")).toBe(true);
    expect(impliedIds(['ts/sci']).has('clearance')).toBe(true);
    expect(impliedIds(['next.js'])).toEqual(new Set(['next.js', 'react', 'javascript']));
  });

  it('takes programming languages from GitHub Linguist, with synonyms and versions', () => {
    const found = (text: string) => analyse(text).hits.map((hit) => hit.id);
    expect(found('Experience with Haxe, Elm, Nim and COBOL; Apex and SOQL on Salesforce')).toEqual([
      'haxe',
      'elm',
      'nim',
      'cobol',
      'apex',
      'soql',
      'salesforce',
    ]);
    expect(found('Angular 12+ or angular, Vue 3, Spring Boot 3.x and ABAP')).toEqual([
      'angular',
      'angular',
      'vue',
      'spring',
      'abap',
    ]);
    expect(LEXICON.get('angular')?.kind).toBe('technology');
    expect(LEXICON.get('visual basic .net')?.names.map((name) => name.text)).toContain('vb.net');
  });

  it('leaves out the Linguist names that are English words, unless they match only as written', () => {
    const nlp = winkNLP(model);
    const english = (text: string) => {
      const doc = nlp.readDoc(text.toLowerCase());
      return (doc.tokens().out() as string[]).every((word) => !doc.isOOV(word));
    };
    const wrong: string[] = [];
    for (const id of FROM_LINGUIST)
      for (const name of LEXICON.get(id)?.names ?? [])
        if (!name.exact && !/[\s-]/.test(name.text) && english(name.text)) wrong.push(name.text);
    expect(wrong).toEqual([]);
    // Every Linguist programming language is either in the lexicon (its own entry or a hand entry) or left out.
    const missing = Object.values(linguist)
      .filter((language) => language.type === 'programming' && !LEFT_OUT.has(language.name))
      .map((language) => language.name)
      .filter(
        (name) =>
          ![...LEXICON.values()].some((entry) => entry.names.some((n) => squash(n.text) === squash(name))),
      );
    expect(missing).toEqual([]);
    for (const name of AS_WRITTEN) expect(LEXICON.get(name.toLowerCase())?.names[0]?.exact).toBe(true);
  });
});
