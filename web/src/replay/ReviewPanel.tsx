// The review of one's own decisions on the replay page (issue 27): asked for with this device's seat token, shown
// to that seat only. Each decision where the bot's choice was clearly better is a mark on the timeline; the three
// largest are told in words, each a button that goes to the moment before the choice.
import { useCallback, useEffect, useState } from 'react';
import type { Message, Presentation } from '../../../engine/index.ts';
import type { Review, ReviewedDecision } from '../../../protocol/index.ts';
import { useLang } from '../app/lang.tsx';
import { api, ApiError } from '../lib/api.ts';
import { largest, marked, percent } from './review.ts';

/** How often a running review is asked after. */
const POLL_MS = 2000;

type Phase = 'idle' | 'running' | 'failed' | 'busy';

/** This seat's review: asked for, followed while it runs, and read once done. */
export function useReview(match: string, token: string | null) {
  const [review, setReview] = useState<Review | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');

  const follow = useCallback(
    async (ask: boolean) => {
      if (!token) return;
      try {
        const status = ask ? await api.askReview(match, token) : await api.readReview(match, token);
        if (status.status === 'done') {
          const read = ask ? await api.readReview(match, token) : status;
          setReview(read.review as Review);
          setPhase('idle');
        } else
          setPhase(status.status === 'running' ? 'running' : status.status === 'failed' ? 'failed' : 'idle');
      } catch (error) {
        setPhase(error instanceof ApiError && error.code === 'busy' ? 'busy' : 'failed');
      }
    },
    [match, token],
  );

  // A review asked for before (on this device or another) is found on arrival.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- follow sets state only once the server has answered
    void follow(false);
  }, [follow]);
  useEffect(() => {
    if (phase !== 'running') return;
    const timer = setInterval(() => void follow(false), POLL_MS);
    return () => clearInterval(timer);
  }, [phase, follow]);

  return { review, phase, ask: () => void follow(true) };
}

export function ReviewPanel({
  phase,
  review,
  presentation,
  say,
  onAsk,
  onGo,
}: {
  phase: Phase;
  review: Review | null;
  presentation: Pick<Presentation<unknown, unknown>, 'describeMove'>;
  say: (message: Message) => string;
  onAsk: () => void;
  onGo: (step: number) => void;
}) {
  const { t } = useLang();
  const moveWords = (move: unknown) =>
    move === null
      ? t('review.pass')
      : presentation.describeMove
        ? say(presentation.describeMove(move))
        : JSON.stringify(move);
  const line = (d: ReviewedDecision) =>
    t('review.line', {
      step: d.index + 1,
      best: moveWords(d.best),
      bestChance: percent(d.bestChance),
      chosen: moveWords(d.chosen),
      chosenChance: percent(d.chosenChance),
    });

  return (
    <section className="review" aria-label={t('review.title')}>
      <h2>{t('review.title')}</h2>
      {!review && (
        <p>
          <button type="button" className="primary" onClick={onAsk} disabled={phase === 'running'}>
            {t('review.ask')}
          </button>
        </p>
      )}
      <p role="status" className="review-status">
        {phase === 'running' && t('review.running')}
        {phase === 'failed' && t('review.failed')}
        {phase === 'busy' && t('review.busy')}
        {review && t('review.summary', { n: review.decisions.length, m: marked(review).length })}
      </p>
      {review && marked(review).length === 0 && <p>{t('review.none-marked')}</p>}
      {review && (
        <ol className="review-largest">
          {largest(review).map((d) => (
            <li key={d.index}>
              <button type="button" onClick={() => onGo(d.index)}>
                {line(d)}
              </button>
            </li>
          ))}
        </ol>
      )}
      {review && <p className="hint">{t('review.only-you')}</p>}
    </section>
  );
}

/** The marks on the timeline: one per decision where the bot's choice was clearly better, where it was made. */
export function ReviewMarks({
  review,
  length,
  onGo,
}: {
  review: Review;
  length: number;
  onGo: (step: number) => void;
}) {
  const { t } = useLang();
  return (
    <div className="review-marks">
      {marked(review).map((d) => (
        <button
          key={d.index}
          type="button"
          className="review-mark"
          style={{ left: `${(100 * d.index) / Math.max(1, length)}%` }}
          aria-label={t('review.mark', { step: d.index + 1 })}
          title={t('review.mark', { step: d.index + 1 })}
          onClick={() => onGo(d.index)}
        />
      ))}
    </div>
  );
}
