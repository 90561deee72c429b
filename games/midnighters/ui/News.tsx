// What the latest events brought that everyone should notice: a reshuffle of the deck, nightmares taken, and
// Midnighters caught in a trap. Each line is drawn anew with its batch of events.
import type { Fresh } from './derive.ts';
import { namesText, nightmareName, player, type Say, type Ui } from './words.ts';

export function News(props: {
  fresh: Fresh;
  eventsKey: number;
  seatNames: readonly string[];
  ui: Ui;
  say: Say;
}) {
  const { fresh, eventsKey, seatNames, ui, say } = props;
  return (
    <>
      {fresh.reshuffled !== null && (
        <p className="mn-news" role="status" key={`r${eventsKey}`} data-reshuffled={fresh.reshuffled}>
          {ui('news.reshuffled', { limit: fresh.reshuffled })}
        </p>
      )}
      {fresh.nightmares.map((n, i) => (
        <p className="mn-news nightmare" key={`n${eventsKey}.${i}`}>
          {n.void
            ? ui(n.came === 'given' ? 'news.nightmare-void-given' : 'news.nightmare-void', {
                player: player(n.seat),
                nightmare: nightmareName(say, n.nightmare),
              })
            : ui('news.nightmare', {
                player: player(n.seat),
                nightmare: nightmareName(say, n.nightmare),
              })}
        </p>
      ))}
      {fresh.caught.length > 0 && (
        <p className="mn-news caught" key={`c${eventsKey}`}>
          {ui('news.caught', {
            names: namesText(
              ui,
              fresh.caught.map((s) => seatNames[s] ?? `#${s + 1}`),
            ),
          })}
        </p>
      )}
    </>
  );
}
