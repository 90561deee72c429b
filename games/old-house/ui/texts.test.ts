// The Estonian texts that quote a card's face by name («Püünis», «Hirm»…): Estonian inflects a noun by its role
// in the sentence, so a face written in its nominative must stand in apposition to a noun that takes the case
// ("võtab kaardi „Hirm“"), never as the object itself ("kaotavad selle tagaküljel oleva „Püünis“" wanted the
// genitive, and a player saw the error).
import { describe, expect, it } from 'vitest';
import { texts } from './texts.ts';
import { oldHousePresentation } from '../presentation.ts';

/** Nouns a quoted face may follow, the face then in its own (nominative) case. */
const APPOSITION = new Set(['kaart', 'kaardi', 'kaarti', 'tagakülg', 'tagaküljel', 'pool']);

function quotedFaces(et: Readonly<Record<string, string>>): { key: string; before: string; face: string }[] {
  const faces = new Set(
    Object.entries(et)
      .filter(([key]) => /^card\.(dark|light)\.[a-z]+$/.test(key))
      .map(([, face]) => face),
  );
  const out: { key: string; before: string; face: string }[] = [];
  for (const [key, text] of Object.entries(et))
    for (const [, before, face] of text.matchAll(/(\p{L}+)\s+„([^“]+)“/gu))
      if (faces.has(face)) out.push({ key, before, face });
  return out;
}

describe('Estonian texts around the cards’ names', () => {
  it('quote a face only in apposition to a noun, so its nominative is right', () => {
    const found = quotedFaces({ ...oldHousePresentation.texts.et, ...texts.et });
    expect(found.length).toBeGreaterThan(10);
    expect(found.filter(({ before }) => !APPOSITION.has(before))).toEqual([]);
  });

  it('finds a face used as the object itself', () => {
    const et = { 'card.light.trap': 'Püünis', a: 'jahimehed kaotavad selle tagaküljel oleva „Püünis“.' };
    expect(quotedFaces(et)).toEqual([{ key: 'a', before: 'oleva', face: 'Püünis' }]);
  });
});
