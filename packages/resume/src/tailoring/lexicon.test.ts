import { describe, expect, it } from 'vitest';
import { impliedIds, LEXICON } from './lexicon';
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
});
