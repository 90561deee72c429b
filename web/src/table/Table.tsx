// The table: players and whose turn it is, the board in the middle, the narrated log, the connection, the
// clock, the curtain of hot-seat play and the end of the match.
import { Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import type { BoardProps } from '../../../games/ui.ts';
import { useLang } from '../app/lang.tsx';
import { navigate, paths } from '../app/router.ts';
import { gameMeta } from '../lib/games.ts';
import type { MatchTicket } from '../lib/storage.ts';
import { askOrder } from '../../../engine/index.ts';
import { canMove, matchNow, mayLetPass } from '../play/session.ts';
import { seatNames, seatToShow, shortNames } from '../play/seats.ts';
import { HowToDialog } from '../howto/HowTo.tsx';
import { BoardArea } from './BoardArea.tsx';
import { Curtain } from './Curtain.tsx';
import { EndScreen } from './EndScreen.tsx';
import { GameLog, useTableLine } from './GameLog.tsx';
import { PlayedWith } from './PlayedWith.tsx';
import { Players } from './Players.tsx';
import { LinkBadge, MatchClock, SoundSwitch, TurnBanner, useTurnSignal } from './signals.tsx';
import { useGameUi, useVoice } from './useGame.ts';
import { useTable } from './useTable.ts';
import { NoticeSwitch, useTurnNotice } from './turnNotice.tsx';
import { Resign } from './Resign.tsx';
import { Chat } from './Chat.tsx';
import { Waiting } from './Waiting.tsx';
import { Suggest } from './Suggest.tsx';

const NO_SEATS: readonly number[] = [];

export function Table({ id, ticket }: { id: string; ticket: MatchTicket | null }) {
  const { t, lang } = useLang();
  const mine = useMemo(
    () =>
      Object.keys(ticket?.tokens ?? {})
        .map(Number)
        .sort((a, b) => a - b),
    [ticket],
  );
  const hotseat = mine.length > 1;
  const [shown, setShown] = useState<number | null>(mine[0] ?? null);
  // Hot-seat: nothing is shown until the first player says they hold the device.
  const [curtain, setCurtain] = useState<number | null>(hotseat ? (mine[0] ?? null) : null);
  const table = useTable(id, shown === null ? undefined : ticket?.tokens[shown]);
  const { state, switchTo } = table;
  const gameUi = useGameUi(state?.game ?? null);
  const meta = state ? gameMeta(state.game) : null;
  const secrets = meta?.secrets ?? true;
  const names = useMemo(() => (state ? seatNames(state.seats, t) : []), [state, t]);
  const logNames = useMemo(() => (state ? shortNames(state.seats, t) : []), [state, t]);
  const voice = useVoice(gameUi, lang, logNames);
  const [howTo, setHowTo] = useState(false);
  const [endOpen, setEndOpen] = useState(true);
  // Hot-seat: this device's seats that let the moment pass, at the version they did.
  const [letPass, setLetPass] = useState<{ version: number; seats: readonly number[] }>({
    version: -1,
    seats: [],
  });
  const passedNow = state && letPass.version === state.version ? letPass.seats : NO_SEATS;

  // Hot-seat: the screen follows the seat to decide; between seats with secrets, the curtain falls.
  useEffect(() => {
    if (!state || !hotseat || state.outcome) return;
    const next = seatToShow(state.toAct, mine, shown, passedNow);
    if (next === null || next === shown) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the seat shown changes with the connection's seat
    setShown(next);
    switchTo(ticket?.tokens[next]);
    if (secrets) setCurtain(next);
  }, [state, hotseat, mine, shown, secrets, switchTo, ticket, passedNow]);

  if (curtain !== null && meta && !meta.secrets) setCurtain(null);

  const gameName = gameUi ? voice.say({ key: 'name' }) : '';
  const tableLine = useTableLine(logNames, state?.table.rules.onTimeout ?? 'bot');
  const myTurn = canMove(state) && curtain === null && !table.pending;
  const mayPass = myTurn && mayLetPass(state);
  useTurnSignal(myTurn, gameName);
  // Hot-seat needs no notice (everyone is at this screen); a spectator has no turn.
  const online = !hotseat && mine.length > 0;
  useTurnNotice(online && myTurn, gameName, id);

  // The curtain falls once the match is known, so that it names the player (not "Seat 1" for a moment).
  if (curtain !== null && state) {
    const seat = state.seats.find((s) => s.seat === curtain);
    return (
      <Curtain
        name={seat ? names[seat.seat] : t('seat.number', { n: curtain + 1 })}
        ready={state.you === curtain}
        onReady={() => setCurtain(null)}
      />
    );
  }

  if (!state || gameUi === undefined) {
    return (
      <div className="table-page">
        <LinkBadge link={table.link} />
        <p className="loading">
          {table.refusal === 'no-such-match' ? t('table.no-such-match') : t('app.loading')}
        </p>
      </div>
    );
  }
  if (gameUi === null) return <p className="panel">{t('table.unknown-game')}</p>;

  const Board = gameUi.Board as ComponentType<BoardProps>;
  // A bot holds this device's seat (its clock ran out, or the others voted while it was away) though the page is
  // here: sitting down again with the seat's token takes it back (the server logs the player's return).
  const heldForMe =
    state.status === 'playing' &&
    typeof state.you === 'number' &&
    !state.table.out.some((o) => o.seat === state.you)
      ? (state.table.botHeld.find((b) => b.seat === state.you)?.why ?? null)
      : null;
  // The banner names the seats the game waits for; in a window that waits for nobody, those who may react.
  const { waiting } = state.toAct;
  const toActNames = (waiting.length > 0 ? waiting : askOrder(state.toAct)).map((s) => names[s]);

  return (
    <div
      className={`table-page${myTurn ? ' my-turn' : ''}`}
      data-seat={String(state.you)}
      data-version={state.version}
    >
      <div className="table-top">
        <h1>{gameName}</h1>
        <div className="table-tools">
          <MatchClock state={state} />
          <LinkBadge link={table.link} />
          <SoundSwitch />
          <button type="button" onClick={() => setHowTo(true)}>
            {t('table.how-to-play')}
          </button>
        </div>
      </div>
      <PlayedWith game={gameUi.game} options={state.options} names={names} />
      {/* The banner and "Suggest a move" share one row: on a phone the board still starts near the top. */}
      {state.status === 'playing' && (
        <div className="turn-row">
          <TurnBanner
            mine={myTurn}
            waitingFor={toActNames}
            you={state.you === 'spectator' ? null : names[state.you]}
            hotseat={hotseat}
            pending={table.pending}
            reacting={mayPass}
          />
          {myTurn && state.legalMoves.length > 0 && (
            <Suggest
              state={state}
              presentation={gameUi.presentation}
              say={voice.say}
              onAsk={table.suggest}
              onPlay={table.move}
            />
          )}
        </div>
      )}
      {mayPass && hotseat && (
        <p className="let-pass">
          <button
            type="button"
            onClick={() => setLetPass({ version: state.version, seats: [...passedNow, state.you as number] })}
          >
            {t('turn.let-pass')}
          </button>
        </p>
      )}
      {heldForMe && (
        <p className="held-for-you" role="status">
          {t(`back.held.${heldForMe}`)}{' '}
          <button
            type="button"
            className="primary"
            onClick={() => switchTo(ticket?.tokens[state.you as number])}
          >
            {t('back.take')}
          </button>
        </p>
      )}
      {table.refusal && (
        <p className="error" role="alert">
          {t(`refusal.${table.refusal}`)}
        </p>
      )}
      <div className="table-grid">
        <BoardArea>
          {state.status === 'open' ? (
            <Waiting state={state} names={names} ticket={ticket} />
          ) : (
            <Suspense fallback={<p className="loading">{t('app.loading')}</p>}>
              <Board
                view={state.view}
                viewer={state.you}
                legalMoves={myTurn ? state.legalMoves : []}
                onMove={table.move}
                events={state.fresh.events}
                eventsKey={state.fresh.key}
                seatNames={logNames}
                lang={lang}
                ui={voice.ui}
                say={voice.say}
                now={() => matchNow(state, Date.now())}
              />
            </Suspense>
          )}
          {gameUi.presentation.describeView && state.status !== 'open' && (
            <details className="in-words">
              <summary>{t('table.in-words')}</summary>
              <ul>
                {gameUi.presentation.describeView(state.view).map((line, i) => (
                  <li key={i}>{voice.say(line)}</li>
                ))}
              </ul>
            </details>
          )}
        </BoardArea>
        <Players state={state} names={names} mine={mine} onVoteBot={table.voteBot}>
          {online && state.status !== 'finished' && <NoticeSwitch />}
          {online &&
            state.status === 'playing' &&
            typeof state.you === 'number' &&
            !state.table.out.some((o) => o.seat === state.you) && (
              <Resign players={state.seats.length} onResign={table.resign} />
            )}
        </Players>
        <div className="table-side">
          <GameLog
            history={state.history}
            presentation={gameUi.presentation}
            say={voice.say}
            tableLine={tableLine}
          />
          {/* Hot-seat has no chat at all (everyone is at this screen, behind the curtain); nor has solo. */}
          {(ticket === null || ticket.mode === 'online') && !hotseat && (
            <Chat state={state} names={names} refusal={table.chatRefusal} onSend={table.chat} />
          )}
        </div>
      </div>
      {state.outcome && endOpen && (
        <EndScreen
          state={state}
          names={names}
          say={voice.say}
          ticket={ticket}
          onClose={() => setEndOpen(false)}
        />
      )}
      {state.outcome && !endOpen && (
        <p className="after-end">
          <button type="button" onClick={() => setEndOpen(true)}>
            {t('end.show')}
          </button>{' '}
          <a
            href={paths.replay(id)}
            onClick={(event) => {
              event.preventDefault();
              navigate(paths.replay(id));
            }}
          >
            {t('end.replay')}
          </a>
        </p>
      )}
      {howTo && <HowToDialog game={state.game} options={state.options} onClose={() => setHowTo(false)} />}
    </div>
  );
}
