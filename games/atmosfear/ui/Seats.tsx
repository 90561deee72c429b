// Everyone at the table: Numb Skull number, part (Numb Skull, Harbinger, Soul Ranger), Harbinger, whose turn it
// is; the reader's own Keystones by colour and only how many everyone else holds (the log tells what was taken
// from the board, as a person at the table would have seen it); only a count of Duel cards; who is in a Black
// Hole, asleep or shielded.
import { COLOURS } from '../content.ts';
import type { AtmosfearView } from '../view.ts';
import { explainKeyCount, explainOwnKeystone, explainSeat } from './explanations.ts';
import { colourName, harbingerName, type Say, type Ui } from './words.ts';

export function Seats({
  view,
  seatNames,
  ui,
  say,
}: {
  view: AtmosfearView;
  seatNames: readonly string[];
  ui: Ui;
  say: Say;
}) {
  return (
    <section className="atm-seats" aria-label={ui('seats.title')}>
      <ul>
        {seatNames.slice(0, view.players).map((name, s) => {
          const h = view.harbinger[s];
          const turn = view.phase === 'play' && view.turn === s;
          return (
            <li
              key={s}
              className={`atm-seat${turn ? ' atm-turn' : ''}${h >= 0 ? ` atm-h-${h}` : ''}`}
              data-seat-panel={s}
              aria-current={turn ? 'true' : undefined}
            >
              <span
                className={`atm-seat-token atm-seat-${view.role[s]}`}
                role="img"
                aria-label={ui('seats.number', { n: view.number[s] })}
                tabIndex={0}
                data-explain={explainSeat(view, s, seatNames, ui, say)}
              >
                {view.number[s]}
              </span>
              <span className="atm-seat-name">
                {name}
                {s === view.you && <em> {ui('seats.you')}</em>}
              </span>
              <span className="atm-seat-part">
                {view.role[s] !== 'skull' && `${say({ key: `role.${view.role[s]}` })} · `}
                {h >= 0 && `${harbingerName(say, h)} · `}
                {ui('seats.number', { n: view.number[s] })}
              </span>
              {/* The reader's own slab by colour; of everyone else's only how many (the slab is secret, ATM-17). */}
              <span className="atm-seat-keys" data-keys={s}>
                {s === view.you &&
                  view.keys[s].map((c, i) => (
                    <span
                      key={i}
                      className={`atm-gem atm-c-${COLOURS[c]}`}
                      data-key-colour={COLOURS[c]}
                      role="img"
                      aria-label={colourName(say, c)}
                      tabIndex={0}
                      data-explain={explainOwnKeystone(view, s, c, ui, say)}
                    />
                  ))}
                {s !== view.you && (
                  <span
                    data-key-count={view.keys[s].length + view.unseenKeys[s]}
                    tabIndex={0}
                    data-explain={explainKeyCount(name, view.keys[s].length + view.unseenKeys[s], ui)}
                  >
                    {ui('seats.keys', { n: view.keys[s].length + view.unseenKeys[s] })}
                  </span>
                )}
                {s === view.you && view.keys[s].length === 0 && ui('seats.no-keys')}
              </span>
              {view.handCounts[s] > 0 && (
                <span className="atm-seat-cards" data-cards={view.handCounts[s]}>
                  {ui('seats.cards', { n: view.handCounts[s] })}
                </span>
              )}
              <span className="atm-seat-flags">
                {view.stuck & (1 << s) ? <span className="atm-flag">{ui('seats.stuck')}</span> : null}
                {view.sleeping[s] > 0 && <span className="atm-flag">{ui('seats.sleeping')}</span>}
                {view.shielded & (1 << s) ? <span className="atm-flag">{ui('seats.shielded')}</span> : null}
                {view.winner === s && <span className="atm-flag atm-won">{ui('seats.escaped')}</span>}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
