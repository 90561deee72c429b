// Everyone at the table: Numb Skull number, part (Numb Skull, Harbinger, Soul Ranger), Harbinger, whose turn it
// is; the Keystones the reader knows by colour and only a count of the rest; only a count of Duel cards; who is
// in a Black Hole, asleep or shielded.
import { COLOURS } from '../content.ts';
import type { AtmosfearView } from '../view.ts';
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
              <span className={`atm-seat-token atm-seat-${view.role[s]}`} aria-hidden="true">
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
              <span className="atm-seat-keys" data-keys={s}>
                {view.keys[s].map((c, i) => (
                  <span
                    key={i}
                    className={`atm-gem atm-c-${COLOURS[c]}`}
                    data-key-colour={COLOURS[c]}
                    title={colourName(say, c)}
                    aria-label={colourName(say, c)}
                  />
                ))}
                {view.unseenKeys[s] > 0 && (
                  <span className="atm-unseen" data-unseen={view.unseenKeys[s]}>
                    {ui('seats.unseen', { n: view.unseenKeys[s] })}
                  </span>
                )}
                {view.keys[s].length + view.unseenKeys[s] === 0 && ui('seats.no-keys')}
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
