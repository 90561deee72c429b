// "Suggest a move" (TBL-D8): the easy bot's choice for this seat, searched on the server from this seat's view
// only, shown in words, with a button to play it. A hint for a newcomer, not the best play.
import { useState } from 'react';
import type { Message, Presentation } from '../../../engine/index.ts';
import { useLang } from '../app/lang.tsx';
import type { TableState } from '../play/session.ts';

export function Suggest({
  state,
  presentation,
  say,
  onAsk,
  onPlay,
}: {
  state: TableState;
  presentation: Pick<Presentation<unknown, unknown>, 'describeMove'>;
  say: (message: Message) => string;
  onAsk: () => void;
  onPlay: (move: unknown) => void;
}) {
  const { t } = useLang();
  const [askedAt, setAskedAt] = useState<number | null>(null);
  const suggestion = state.suggestion?.version === state.version ? state.suggestion : null;
  const thinking = askedAt === state.version && suggestion === null;
  const words = suggestion
    ? presentation.describeMove
      ? say(presentation.describeMove(suggestion.move))
      : JSON.stringify(suggestion.move)
    : null;
  return (
    <div className="suggest">
      {words === null ? (
        <button
          type="button"
          disabled={thinking}
          onClick={() => {
            setAskedAt(state.version);
            onAsk();
          }}
        >
          {t('suggest.ask')}
        </button>
      ) : (
        <button type="button" className="primary" onClick={() => onPlay(suggestion!.move)}>
          {t('suggest.play')}
        </button>
      )}
      <span role="status">
        {thinking && t('suggest.thinking')}
        {words !== null && t('suggest.says', { move: words })}
      </span>
    </div>
  );
}
