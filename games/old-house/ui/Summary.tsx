// The night's summary between rounds, and at the end of the game its final night's: what happened, told from
// the events this page saw, with the relics and damage of the night and in all.
import type { NightSummary } from './derive.ts';
import type { Say, Ui } from './words.ts';
import { oldHousePresentation } from '../presentation.ts';

export function Summary({ summary, ui, say }: { summary: NightSummary; ui: Ui; say: Say }) {
  const lines = summary.events.flatMap((e) => {
    const m = oldHousePresentation.narrate!(e);
    return m ? [say(m)] : [];
  });
  return (
    <details className="oh-summary" open data-summary={summary.round}>
      <summary>{ui('summary.title', { round: summary.round })}</summary>
      <p>
        {ui('summary.totals', {
          relics: summary.relics,
          total: summary.relicsTotal,
          damage: summary.damage,
          banished: summary.damageTotal,
        })}
      </p>
      {!summary.whole && <p className="oh-none">{ui('summary.partial')}</p>}
      {lines.length <= 1 && <p className="oh-none">{ui('summary.quiet')}</p>}
      <ul>
        {lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
    </details>
  );
}
