// The board's small pieces: a family's glyph (a shape as well as a colour), the Fish and the Boat, and a
// creature card's face with its value, family and effect.
import type { ReactNode } from 'react';
import { familyOf, valueOf, type Card } from '../content.ts';
import { effectOf } from './layout.ts';
import { effectShort, familyName, type Say, type Ui } from './words.tsx';

/** One glyph per family, so a card never depends on colour alone. */
const GLYPHS: readonly string[] = [
  // Big Creatures: a whale's body and tail.
  'M2 13c2-5 8-7 13-5 2 1 3 2 4 3l3-3v8l-3-2c-1 2-3 3-5 4-5 1-10 0-12-5z',
  // Big Teeth: open jaws.
  'M2 6h20l-2 5-2-3-2 3-2-3-2 3-2-3-2 3-2-3-2 3zM2 18h20l-2-4-2 2-2-2-2 2-2-2-2 2-2-2-2 2-2-2z',
  // Tentacles: three curling arms.
  'M5 3c-2 5 3 7 1 12-1 3 1 6 4 5M12 3c-2 6 3 8 0 13-1 2 0 4 2 4M19 3c-3 5 2 8-1 12-1 2 0 4 2 5',
  // Luminous Creatures: a lure and its glow.
  'M12 2v6M12 8a4 4 0 1 1 0 8 4 4 0 1 1 0-8zM4 12h3M17 12h3M6 6l2 2M18 6l-2 2M6 18l2-2M18 18l-2-2',
  // Shells: a scallop's ribbed fan.
  'M12 21L3 10a10 9 0 0 1 18 0zM12 21L8 6M12 21V4M12 21l4-15',
];
const FILLED = [true, true, false, false, false];

export function FamilyGlyph({ family, size = 20 }: { family: number; size?: number }) {
  return (
    <svg
      className={`at-glyph at-f${family}`}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={GLYPHS[family]}
        fill={FILLED[family] ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={FILLED[family] ? 0.8 : 2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function FishIcon({ size = 16 }: { size?: number }) {
  return (
    <svg className="at-fish-icon" viewBox="0 0 24 16" width={size * 1.5} height={size} aria-hidden="true">
      <path d="M2 8c4-6 11-7 16-2l4-4v12l-4-4c-5 5-12 4-16-2z" fill="currentColor" />
      <circle cx="7" cy="7" r="1.3" fill="#14122b" />
    </svg>
  );
}

export function BoatIcon({ size = 28 }: { size?: number }) {
  return (
    <svg className="at-boat-icon" viewBox="0 0 32 28" width={size} height={size * 0.875} aria-hidden="true">
      <path d="M15 2v16M15 3l10 12H15z" fill="#f6f1e3" stroke="#f6f1e3" strokeWidth="1.5" />
      <path d="M3 19h26l-4 7H7z" fill="#c98b4a" stroke="#2a2540" strokeWidth="1.2" />
    </svg>
  );
}

/** The short effect line printed on a card. */
function EffectChip({ card, ui }: { card: Card; ui: Ui }) {
  const effect = effectOf(card);
  if (!effect) return <span className="at-fx none" aria-hidden="true" />;
  return (
    <span className={`at-fx at-fx-${effect.kind}`} aria-hidden="true">
      {effect.kind === 'boat' ? <BoatIcon size={15} /> : null}
      {effectShort(ui, card)}
    </span>
  );
}

/** A creature card's face. `small` drops the family's name (a collection or a column shows it once). */
export function CardFace({
  card,
  ui,
  say,
  small = false,
  className = '',
}: {
  card: Card;
  ui: Ui;
  say: Say;
  small?: boolean;
  className?: string;
}) {
  const family = familyOf(card);
  return (
    <span className={`at-card at-f${family}${small ? ' small' : ''} ${className}`} data-card={card}>
      {/* The spaces between the parts (not drawn in a flex box) keep the face's words apart as text: "2 Shells". */}
      <span className="at-card-top" aria-hidden="true">
        <span className="at-card-value">{valueOf(card)}</span>
        <FamilyGlyph family={family} size={small ? 14 : 20} />
      </span>{' '}
      {!small && (
        <span className="at-card-family" aria-hidden="true">
          {familyName(say, family)}
        </span>
      )}{' '}
      <EffectChip card={card} ui={ui} />
    </span>
  );
}

/**
 * A place on the table that a move is chosen by: a button, pressed while its move is the chosen one, when it
 * offers a move; a labelled picture otherwise. Its spoken name must begin with the words it shows.
 */
export function Pick<M>({
  className,
  name,
  move,
  chosen,
  choose,
  explain,
  children,
}: {
  className: string;
  name: string;
  /** What the place is and does, for the table's explainer (hover, focus, long press). */
  explain?: string;
  move: M | undefined;
  chosen: boolean;
  choose: (move: M) => void;
  children: ReactNode;
}) {
  return move !== undefined ? (
    <button
      type="button"
      className={className}
      aria-label={name}
      aria-pressed={chosen}
      onClick={() => choose(move)}
      data-explain={explain}
    >
      {children}
    </button>
  ) : (
    // Focusable when it explains itself, so the keyboard reaches its explanation too.
    <div
      className={className}
      role="img"
      aria-label={name}
      data-explain={explain}
      tabIndex={explain ? 0 : undefined}
    >
      {children}
    </div>
  );
}
