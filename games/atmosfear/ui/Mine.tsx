// The reader's own side of the table: what it is trying to do now, its Harbinger's Keystone index (which colour
// gives which power, and which it holds), its Duel cards and its fear. Nobody else's screen shows these.
import { COLOURS } from '../content.ts';
import type { AtmosfearView } from '../view.ts';
import { clockText, goalKey, powersOf } from './derive.ts';
import { explainDuelCard, explainIndexRow, explainOwnFear } from './explanations.ts';
import { cardFace, colourName, fearText, harbingerName, type Say, type Ui } from './words.ts';

export function Mine({ view, ui, say }: { view: AtmosfearView; ui: Ui; say: Say }) {
  const me = view.you;
  if (typeof me !== 'number') return null;
  const h = view.harbinger[me];
  return (
    <section className="atm-mine" aria-label={ui('mine.title')}>
      <p className="atm-goal" data-goal={goalKey(view, me)}>
        {ui(goalKey(view, me), {
          harbinger: h >= 0 ? harbingerName(say, h) : '',
          // The draft as the hour's clock will show it: a third of a shorter hour, ten minutes of the printed one.
          time: view.hourEnd >= 0 ? clockText(view.hourEnd - view.draftAt) : '',
        })}
      </p>
      {view.role[me] === 'harbinger' && h >= 0 && (
        <table className="atm-index">
          <caption>{ui('mine.index', { harbinger: harbingerName(say, h) })}</caption>
          <tbody>
            {powersOf(view, me).map(({ power, colour, held }) => (
              <tr
                key={power}
                className={held ? 'atm-held' : ''}
                data-power={power}
                tabIndex={0}
                data-explain={explainIndexRow(h, colour, held, ui, say)}
              >
                <td>
                  <span className={`atm-gem atm-c-${COLOURS[colour]}`} aria-hidden="true" />{' '}
                  {colourName(say, colour)}
                </td>
                <td>{say({ key: `power.${power}` })}</td>
                <td>{held ? ui('mine.held') : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {view.role[me] === 'ranger' && <p className="atm-hint">{ui('mine.ranger')}</p>}
      {view.hand.length > 0 && (
        <div className="atm-hand" role="group" aria-label={ui('mine.cards')}>
          <span>{ui('mine.cards')}</span>
          {view.hand.map((value, i) => (
            <span
              key={i}
              className="atm-card atm-card-face atm-small"
              data-hand-card={value}
              role="img"
              aria-label={ui('mine.card', { card: cardFace(value) })}
              tabIndex={0}
              data-explain={explainDuelCard(value, ui)}
            >
              {cardFace(value)}
            </span>
          ))}
        </div>
      )}
      {view.fear && (
        <p className="atm-my-fear" tabIndex={0} data-explain={explainOwnFear(view, ui, say)}>
          {ui('mine.fear', {
            fear: fearText(say, view.fear),
          })}
        </p>
      )}
    </section>
  );
}
