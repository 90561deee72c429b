// The Midnighters around the table as everyone sees them: where each stands, its cards (and those known to the
// reader), its nightmares, and its traps (where, not what, unless the reader knows).
import { KIND_OF } from '../content.ts';
import type { MidnightersView } from '../view.ts';
import { NightmareCard } from './CardFace.tsx';
import { explainTrap } from './explanations.ts';
import { cardsText, kindName, locationName, player, type Say, type Ui } from './words.ts';

/** Every Midnighter: where it stands, its cards, its traps (where, not what), its nightmares. */
export function Players(props: {
  view: MidnightersView;
  me: number | null;
  names: readonly string[];
  ui: Ui;
  say: Say;
}) {
  const { view, me, names, ui, say } = props;
  return (
    <section className="mn-players" aria-labelledby="mn-players-title">
      <h3 id="mn-players-title">{ui('players.title')}</h3>
      <ul>
        {view.avatar.map((at, seat) => {
          const hand = view.hands[seat];
          const known = hand.filter((c) => c !== null);
          const traps = view.traps[seat];
          const skip = (view.skip & (1 << seat)) !== 0;
          const active = view.phase === 'turn' && view.turn === seat;
          return (
            <li key={seat} className={`mn-player${active ? ' active' : ''}`} data-seat={seat}>
              <div className="mn-player-head">
                <span className={`mn-pawn mn-seat-${seat}`} aria-hidden="true">
                  {seat + 1}
                </span>
                <strong>{seat === me ? ui('players.you', { name: names[seat] ?? '' }) : names[seat]}</strong>
                {seat === view.director && <span className="mn-tag">{ui('players.director')}</span>}
                {active && <span className="mn-tag now">{ui('players.turn')}</span>}
                {skip && <span className="mn-tag skip">{ui('players.skips')}</span>}
                {view.control[seat] >= 0 && (
                  <span className="mn-tag skip">
                    {ui('players.controlled', { player: player(view.control[seat]) })}
                  </span>
                )}
              </div>
              <p className="mn-player-facts">
                {at >= 0 ? ui('players.at', { location: locationName(say, at) }) : ui('players.asleep')}
                {' · '}
                {ui('players.cards', { n: hand.length })}
              </p>
              {seat !== me && known.length > 0 && (
                <p className="mn-player-facts" data-open-hand={seat}>
                  {ui('players.open-hand', { cards: cardsText(ui, say, known) })}
                </p>
              )}
              {view.nightmares[seat].length > 0 && (
                <div className="mn-nightmares" data-nightmares={seat}>
                  {view.nightmares[seat].map((card) => (
                    <NightmareCard key={card} nightmare={card - 96} ui={ui} say={say} />
                  ))}
                </div>
              )}
              {traps.length > 0 && (
                <ul className="mn-trap-list" data-traps={seat}>
                  {traps.map((trap, i) => (
                    <li
                      key={i}
                      data-trap-location={trap.location}
                      tabIndex={0}
                      data-explain={explainTrap(me, seat, trap, ui, say)}
                    >
                      <span className={`mn-trap-mark mn-seat-${seat}`} aria-hidden="true" />
                      {trap.cards
                        ? ui(seat === me ? 'players.trap-own' : 'players.trap-known', {
                            location: locationName(say, trap.location),
                            kind: kindName(say, KIND_OF[trap.cards[1]]),
                          })
                        : ui('players.trap', { location: locationName(say, trap.location) })}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
