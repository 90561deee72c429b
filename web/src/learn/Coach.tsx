// The coach: a panel beside the table with the step's words (what to do and why, and what the last choice did),
// Next for a step to read and Skip for one to do, and a highlight on the part of the table it points at.
import { useLayoutEffect, useRef } from 'react';
import { useLang } from '../app/lang.tsx';

/** The attribute that marks the element the coach points at (styled in learn.css; the browser tests click it). */
export const POINTED = 'data-coach-target';

export function Coach(props: {
  title: string;
  step: number;
  steps: number;
  words: string;
  /** A CSS selector of the table part to look at; the first element it matches is highlighted. */
  point: string | null;
  /** The step waits for the learner to act; otherwise it is read, and Next goes on. */
  waitsForMove: boolean;
  finished: boolean;
  onNext(): void;
  onSkip(): void;
  children?: React.ReactNode;
}) {
  const { t } = useLang();
  const { point, step } = props;
  const scrolledFor = useRef<string | null>(null);

  // The highlight follows the table as it changes (a new option, Confirm enabled): re-marked on every mutation,
  // and first marked before the browser paints the step's words, so the two appear together.
  useLayoutEffect(() => {
    let marked: Element | null = null;
    const mark = () => {
      const target = point ? safeQuery(point) : null;
      if (target === marked) return;
      marked?.removeAttribute(POINTED);
      marked = target;
      target?.setAttribute(POINTED, '');
      const key = `${step}:${point}`;
      if (target && scrolledFor.current !== key) {
        scrolledFor.current = key;
        const still = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
        target.scrollIntoView?.({ block: 'nearest', inline: 'nearest', behavior: still ? 'auto' : 'smooth' });
      }
    };
    mark();
    const observer = new MutationObserver(mark);
    const board = document.querySelector('.board-area') ?? document.body;
    observer.observe(board, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-pressed', 'disabled', 'class'],
    });
    return () => {
      observer.disconnect();
      marked?.removeAttribute(POINTED);
    };
  }, [point, step]);

  return (
    <section
      className="coach"
      aria-labelledby="coach-title"
      data-step={props.finished ? 'done' : props.step + 1}
      data-point={point ?? ''}
    >
      <h2 id="coach-title">
        <span aria-hidden="true">☾ </span>
        {props.title}
      </h2>
      {!props.finished && (
        <p className="coach-progress">{t('learn.step', { n: props.step + 1, total: props.steps })}</p>
      )}
      <p className="coach-words" aria-live="polite">
        {props.words}
      </p>
      {props.children}
      {!props.finished && (
        <p className="coach-buttons">
          {!props.waitsForMove && (
            <button type="button" className="primary coach-next" onClick={props.onNext}>
              {t('learn.next')}
            </button>
          )}
          {props.waitsForMove && (
            <button type="button" className="coach-skip" onClick={props.onSkip}>
              {t('learn.skip')}
            </button>
          )}
        </p>
      )}
    </section>
  );
}

function safeQuery(selector: string): Element | null {
  try {
    return document.querySelector(selector);
  } catch {
    return null;
  }
}
