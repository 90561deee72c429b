// ATMOSFEAR at the table: the hour always on screen, what the game asks now with its buttons above the board (the
// squares a press acts on lit),
// the Gatekeeper breaking in over everything when he comes, a duel's face-down cards, the Well of Fears before the
// hour, and around them what the reader may know: its own goal, Keystone index and Duel cards, and everyone's
// part, Keystones (by colour where known, else a count) and cards (a count). Every control comes from the legal
// moves; while he speaks there are none.
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import type { BoardProps, GameUi } from '../../ui.ts';
import { describeMove } from '../describe.ts';
import { atmosfear, type AtmosfearEvent, type AtmosfearMove, type AtmosfearView } from '../index.ts';
import { BoardLegend } from './BoardLegend.tsx';
import { BoardMap } from './BoardMap.tsx';
import {
  buttonMoves,
  choosesSquare,
  gatekeeperOn,
  latestGatekeeper,
  moveWords,
  squareTargets,
  type DraftEvent,
  type GatekeeperEvent,
} from './derive.ts';
import { Duel } from './Duel.tsx';
import { Fates } from './Fates.tsx';
import { FearWell } from './FearWell.tsx';
import { Gatekeeper, gatekeeperWords } from './Gatekeeper.tsx';
import { HourClock } from './HourClock.tsx';
import { Mine } from './Mine.tsx';
import { Moment } from './Moment.tsx';
import { Seats } from './Seats.tsx';
import { texts } from './texts.ts';
import { useNow } from './useNow.ts';
import { setVoiceOn, speak, sting, voiceOn } from './voice.ts';
import { dieFace, type Ui } from './words.ts';
import './table.css';
import './moments.css';
import './phone.css';
import { atmosfearPresentation } from '../presentation.ts';

type Props = BoardProps<AtmosfearView, AtmosfearMove, AtmosfearEvent>;

/** What he last did, and whose move his STOP! voided, kept across the table's later changes. */
function useGatekeeperSaid(props: Props): {
  said: GatekeeperEvent | DraftEvent | null;
  voided: number | null;
} {
  const { events, eventsKey, lang, say, ui } = props;
  const [said, setSaid] = useState<{
    key: number | null;
    said: GatekeeperEvent | DraftEvent | null;
    voided: number | null;
  }>({ key: null, said: null, voided: null });
  // A new batch of events is what brings him: it is read once, when it comes.
  if (said.key !== eventsKey) {
    const latest = latestGatekeeper(events);
    const voided = events.find((e) => e.type === 'void');
    setSaid(
      latest
        ? { key: eventsKey, said: latest, voided: voided?.type === 'void' ? voided.seat : null }
        : { ...said, key: eventsKey },
    );
  }
  // And heard once: the batch's sting and words, in the language of the moment.
  const announce = useEffectEvent(() => {
    const latest = latestGatekeeper(events);
    if (!latest) return;
    sting(latest.type === 'gatekeeper' ? latest.tier : 1);
    speak(gatekeeperWords(latest, say, ui), lang);
  });
  useEffect(() => announce(), [eventsKey]);
  return said;
}

function VoiceSwitch({ ui }: { ui: Ui }) {
  const [on, setOn] = useState(voiceOn);
  return (
    <button
      type="button"
      className="atm-voice"
      aria-pressed={on}
      onClick={() => {
        setVoiceOn(!on);
        setOn(!on);
      }}
    >
      {ui(on ? 'voice.on' : 'voice.off')}
    </button>
  );
}

/** What the game asks now, in words: the reader's step, a choice, or whom it waits for. */
function promptOf(view: AtmosfearView, mine: boolean, seatNames: readonly string[], ui: Ui): string {
  if (view.phase === 'over') return ui('prompt.over');
  const p = view.pending;
  if (p !== null) return mine ? ui(`pending.${p.why}`) : ui('prompt.choosing', { player: seatNames[p.seat] });
  if (view.duel !== null) return ui('prompt.duel');
  if (!mine) return ui('prompt.waiting', { player: seatNames[view.turn] });
  return ui(`prompt.${view.stage}`);
}

function Board(props: Props) {
  const { view, legalMoves, onMove, events, eventsKey, seatNames, ui, say } = props;
  const now = useNow(props.now, view.lastAt);
  const me = typeof view.you === 'number' ? view.you : null;
  const { said, voided } = useGatekeeperSaid(props);
  const stopped = gatekeeperOn(view);
  // While he speaks the engine offers nothing; during his bargain only its answers.
  const targets = useMemo(() => squareTargets(view, legalMoves), [view, legalMoves]);
  const targetWords = useMemo(() => {
    const words = new Map<number, string>();
    for (const [square, move] of targets)
      words.set(
        square,
        ui(move.type === 'go' ? 'target.go' : move.type === 'fly' ? 'target.fly' : 'target.pick'),
      );
    return words;
  }, [targets, ui]);
  const buttons = buttonMoves(view, legalMoves);
  const words = (move: AtmosfearMove) => say(moveWords(view, move, describeMove));
  const bargain = view.pending?.why === 'bargain' && view.pending.seat === me;
  const mine = me !== null && legalMoves.length > 0;

  return (
    <div className="atm-table" data-phase={view.phase} data-stopped={stopped ? 'yes' : 'no'}>
      <div className="atm-bar">
        <HourClock view={view} now={now} ui={ui} />
        <span className="atm-appearances">{ui('bar.appearances', { n: view.gatekeeper.appearances })}</span>
        {view.drafted && <span className="atm-drafted">{ui('bar.drafted')}</span>}
        <VoiceSwitch ui={ui} />
      </div>
      {view.phase === 'fears' && (
        <FearWell
          view={view}
          moves={legalMoves}
          onMove={onMove}
          now={now}
          seatNames={seatNames}
          ui={ui}
          say={say}
        />
      )}
      {view.phase === 'play' && (
        <section className={`atm-prompt${mine ? ' atm-mine-now' : ''}`} aria-live="polite">
          <p>{promptOf(view, mine, seatNames, ui)}</p>
          {view.dice.length > 0 && view.duel === null && (
            <p
              className="atm-dice"
              role="img"
              aria-label={ui('dice.rolled', { dice: view.dice.join(' + ') })}
            >
              {view.dice.map((d, i) => (
                <span key={`${eventsKey}-${i}`} className="atm-die atm-rolling">
                  {dieFace(d)}
                </span>
              ))}
            </p>
          )}
          {!bargain && buttons.length > 0 && view.duel === null && (
            <div className="atm-actions action-bar">
              {buttons.map((move, i) => (
                <button key={i} type="button" data-move={move.type} onClick={() => onMove(move)}>
                  {words(move)}
                </button>
              ))}
            </div>
          )}
          {view.pending && choosesSquare(view.pending.why) && mine && targets.size > 0 && (
            <p className="atm-hint">{ui('prompt.on-board')}</p>
          )}
        </section>
      )}
      <Duel view={view} moves={legalMoves} onMove={onMove} seatNames={seatNames} ui={ui} />
      <BoardMap
        view={view}
        me={me}
        targets={targetWords}
        onSquare={(square) => {
          const move = targets.get(square);
          if (move) onMove(move);
        }}
        events={events}
        eventsKey={eventsKey}
        seatNames={seatNames}
        say={say}
        ui={ui}
      />
      <div className="atm-panels">
        <Mine view={view} ui={ui} say={say} />
        <Fates view={view} ui={ui} say={say} />
        <Seats view={view} seatNames={seatNames} ui={ui} say={say} />
        <BoardLegend say={say} ui={ui} />
      </div>
      {/* While he speaks, nothing else is on screen. */}
      {!stopped && <Moment events={events} eventsKey={eventsKey} seatNames={seatNames} ui={ui} say={say} />}
      {stopped && (
        <Gatekeeper
          view={view}
          said={said}
          voided={voided}
          answers={bargain ? legalMoves.map((move) => ({ move, words: words(move) })) : []}
          onMove={onMove}
          now={now}
          seatNames={seatNames}
          ui={ui}
          say={say}
        />
      )}
    </div>
  );
}

export const ui: GameUi<AtmosfearView, AtmosfearMove, AtmosfearEvent> = {
  game: atmosfear,
  presentation: atmosfearPresentation,
  Board,
  texts,
  howTo: (options) => {
    const chosen = atmosfear.options.parse(options, atmosfear.options.players.min);
    return {
      sections: [
        {
          title: 'how.goal.title',
          paragraphs: [
            {
              key: 'how.goal.1',
              params: {
                hour: { text: `how.hour.${chosen.minutes}` },
              },
            },
            'how.goal.2',
          ],
        },
        { title: 'how.race.title', paragraphs: ['how.race.1', 'how.race.2'] },
        { title: 'how.keys.title', paragraphs: ['how.keys.1', 'how.keys.2', 'how.keys.3'] },
        {
          title: 'how.board.title',
          paragraphs: [
            'how.board.1',
            { key: 'how.board.2', params: { hole: { text: `how.hole.${chosen.blackHole}` } } },
          ],
        },
        { title: 'how.gk.title', paragraphs: ['how.gk.1', 'how.gk.2'] },
        { title: 'how.rangers.title', paragraphs: ['how.rangers.1', 'how.rangers.2'] },
        { title: 'how.home.title', paragraphs: ['how.home.1'] },
        { title: 'how.screen.title', paragraphs: ['how.screen.1', 'how.screen.2', 'how.screen.3'] },
      ],
    };
  },
};
