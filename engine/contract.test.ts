// Every test game keeps the whole contract, checked along random playouts: a small cousin of the real games'
// harness, so that the capability tests stand on games that are themselves sound.
import { describe, expect, it } from 'vitest';
import type { Message, Viewer } from './game.ts';
import type { AnyPresentation } from './presentation.ts';
import { askOrder, canGoOn, mayAct } from './turn-order.ts';
import { LANGS, SPECTATOR } from './game.ts';
import { canonicalJson, hashJson, jsonEqual } from './json.ts';
import { Match } from './match.ts';
import { Rng } from './rng.ts';
import { testGames, testPresentation } from './test-games/index.ts';
import { formatMessage } from './text.ts';

/** Renders a message in every language; each must have its own text and leave no placeholder unfilled. */
function expectComplete(id: string, { texts }: AnyPresentation, message: Message): void {
  for (const lang of LANGS) {
    expect(Object.hasOwn(texts[lang], message.key), `${id}: ${lang} text for ${message.key}`).toBe(true);
    expect(formatMessage(texts, lang, message, ['Ann', 'Bo', 'Cy', 'Di'])).not.toMatch(/\{\w+\}/);
  }
}

describe.each(testGames.map((game) => [game.id, game] as const))('%s keeps the contract', (_, game) => {
  const presentation = testPresentation(game);
  const { texts } = presentation;

  it('has every text in English, Russian and Estonian', () => {
    const keys = Object.keys(texts.en).sort();
    expect(keys).toContain('name');
    for (const lang of LANGS) {
      expect(Object.keys(texts[lang]).sort(), lang).toEqual(keys);
      for (const key of keys) expect(texts[lang][key].trim(), `${lang} ${key}`).not.toBe('');
    }
  });

  it('refuses options it cannot play with', () => {
    expect(() => game.options.parse(null, game.options.players.min)).toThrow(RangeError);
    expect(game.options.parse(game.options.defaults, game.options.players.min)).toEqual(
      game.options.defaults,
    );
  });

  it.each(['one', 'two', 'three', 'four', 'five', 'six'])(
    'random playout %s: views, determinize, clone, texts, replay',
    (seed) => {
      const rng = Rng.fromSeed(`${game.id}/${seed}`);
      const players = rng.between(game.options.players.min, game.options.players.max);
      const match = Match.create(game, {
        seats: Array.from({ length: players }, (_, i) => ({ name: `P${i}` })),
        seed,
      });
      const viewers: Viewer[] = [...Array.from({ length: players }, (_, i) => i), SPECTATOR];
      let at = 0;
      for (let step = 0; ; step++) {
        match.advance((at += rng.int(20_000))); // the clock runs between moves
        if (match.outcome()) break;
        expect(step, 'the game ends').toBeLessThan(1000);
        const state = match.state;
        expect(() => canonicalJson(state)).not.toThrow();

        const toAct = match.toAct();
        expect(canGoOn(toAct), 'the game waits for a seat or for the clock').toBe(true);
        for (let seat = 0; seat < players; seat++) {
          const moves = match.legalMoves(seat);
          expect(moves.length > 0, `seat ${seat} has moves exactly when it is to act`).toBe(
            mayAct(toAct, seat),
          );
          for (const move of moves) {
            if (presentation.describeMove)
              expectComplete(game.id, presentation, presentation.describeMove(move));
          }
        }

        // What a seat sees is exactly what it could rebuild: no more, no less.
        for (const viewer of viewers) {
          const view = match.view(viewer);
          if (viewer === SPECTATOR) continue;
          const guess = game.determinize(view, viewer, rng);
          expect(jsonEqual(game.view(guess, viewer), view), `seat ${viewer} at step ${step}`).toBe(true);
        }

        const actors = askOrder(toAct);
        if (actors.length === 0) continue; // only the clock may act: it runs on at the top of the loop
        const seat = rng.pick(actors);
        const move = rng.pick(match.legalMoves(seat));

        // A clone is deep: playing on it leaves the match untouched.
        const hash = hashJson(state);
        const copy = game.clone(state);
        expect(jsonEqual(copy, state)).toBe(true);
        game.apply(copy, seat, move, { rng: Rng.fromSeed('scratch'), time: at });
        expect(hashJson(match.state)).toBe(hash);

        const applied = match.play(seat, move, at);
        for (const viewer of viewers) {
          for (const event of match.eventsFor(applied, viewer)) {
            expect(() => canonicalJson(event)).not.toThrow();
            const line = presentation.narrate?.(event);
            if (line) expectComplete(game.id, presentation, line);
          }
        }
      }
      expectComplete(game.id, presentation, { key: `reason.${match.outcome()?.reason}` });
      expect(Match.replay(game, match.record).hash()).toBe(match.hash());
    },
  );
});
