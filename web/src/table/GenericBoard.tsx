// The board of a game that has no board of its own yet: its view in words and its legal moves as buttons,
// each named by the game itself. Every game is playable in the browser from its first day.
import type { AnyGame, AnyPresentation } from '../../../engine/index.ts';
import type { BoardProps, GameUi } from '../../../games/ui.ts';
import { useLang } from '../app/lang.tsx';

export function genericUi(game: AnyGame, presentation: AnyPresentation): GameUi {
  function GenericBoard({ view, legalMoves, onMove, say }: BoardProps) {
    const { t } = useLang();
    return (
      <div className="generic-board">
        <ul className="generic-view">
          {(presentation.describeView?.(view) ?? []).map((line, i) => (
            <li key={i}>{say(line)}</li>
          ))}
        </ul>
        {legalMoves.length > 0 && (
          <div className="generic-moves" role="group" aria-label={t('generic.moves')}>
            {legalMoves.map((move, i) => (
              <button key={i} type="button" onClick={() => onMove(move)}>
                {presentation.describeMove ? say(presentation.describeMove(move)) : JSON.stringify(move)}
              </button>
            ))}
          </div>
        )}
      </div>
    );
  }
  return {
    game,
    presentation,
    Board: GenericBoard,
    texts: { en: {}, ru: {}, et: {} },
    howTo: () => ({ sections: [] }),
  };
}
