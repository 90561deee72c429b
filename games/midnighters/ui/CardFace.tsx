// The cards' faces, drawn with CSS and SVG: each kind of director card has its colour, its glyph and its name
// (never colour alone), each nightmare its colour and name, and a face-down card its back.
import { KINDS, KIND_OF, NIGHTMARES, nightmareOf } from '../content.ts';
import { explainCard, explainNightmare } from './explanations.ts';
import { cardName, kindName, nightmareName, nightmareRule, type Say, type Ui } from './words.ts';

/** One glyph per kind of director card, on a 24 × 24 box. */
const GLYPHS: Readonly<Record<(typeof KINDS)[number], readonly string[]>> = {
  // Dreamwalk: two bare footprints, one ahead of the other.
  dreamwalk: [
    'M7 4.5c1.7 0 2.6 2 2.4 4.6-.2 2.4-1 4.4-2.6 4.4S4.4 11.6 4.5 9C4.6 6.5 5.4 4.5 7 4.5z',
    'M5.4 15h3.2v2.2a1.6 1.6 0 0 1-3.2 0z',
    'M16.6 8.5c1.7 0 2.5 2 2.4 4.6-.1 2.4-1 4.4-2.6 4.4s-2.4-1.9-2.3-4.5c.1-2.5.9-4.5 2.5-4.5z',
    'M15 19h3.2v1.6a1.6 1.6 0 0 1-3.2 0z',
  ],
  // Suspense: an eye wide open in the dark.
  suspense: [
    'M1.8 12S5.7 5.2 12 5.2 22.2 12 22.2 12 18.3 18.8 12 18.8 1.8 12 1.8 12z',
    'M12 8.4a3.6 3.6 0 1 1 0 7.2 3.6 3.6 0 1 1 0-7.2z',
  ],
  // Midnight Star: a five-pointed star.
  star: ['M12 2.2l2.9 6.3 6.9.8-5.1 4.7 1.4 6.8L12 17.4l-6.1 3.4 1.4-6.8-5.1-4.7 6.9-.8z'],
  // Vertigo: a spiral.
  vertigo: [
    'M12 12.4c.6-.8 1.8-.3 1.7.7-.1 1.6-2.2 2.2-3.4 1.2-1.8-1.4-1.3-4.3.8-5.2 2.7-1.2 5.7.7 5.9 3.6.3 3.7-3.3 6.4-6.8 5.8-4.3-.7-6.6-5.3-5.2-9.2C7 5.3 11.8 3.4 16 5',
  ],
  // Dutch Angle: a picture frame tilted off true.
  angle: ['M5.6 4.8l14.3 2.6-2.5 13.8L3.1 18.6z', 'M7.9 8.1l9.2 1.7-1.6 8.8-9.2-1.7z'],
  // Dream Catcher: a hoop with its web and two feathers.
  catcher: [
    'M12 2.5a6.2 6.2 0 1 1 0 12.4 6.2 6.2 0 1 1 0-12.4z',
    'M12 4.8l3.6 2.7-1.4 4.4H9.8L8.4 7.5zM12 2.5v2.3M18.2 8.7l-2.6-1.2M14.2 11.9l1.9 2.4M9.8 11.9l-1.9 2.4M5.8 8.7l2.6-1.2',
    'M9 14.8l-1.3 5.7M15 14.8l1.3 5.7',
    'M7.7 20.5l-1.4-2.8 1.9-.4zM16.3 20.5l1.4-2.8-1.9-.4z',
  ],
};
/** The glyphs drawn as outlines rather than filled. */
const OUTLINED: ReadonlySet<string> = new Set(['vertigo', 'catcher', 'angle']);

export function KindGlyph({ kind, size = 28 }: { kind: number; size?: number }) {
  const name = KINDS[kind];
  const outlined = OUTLINED.has(name);
  return (
    <svg
      className={`mn-glyph mn-k-${name}`}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      {GLYPHS[name].map((d, i) => (
        <path
          key={i}
          d={d}
          fill={outlined ? 'none' : 'currentColor'}
          stroke="currentColor"
          strokeWidth={outlined ? 1.7 : 0.6}
          strokeLinecap="round"
          strokeLinejoin="round"
          fillRule="evenodd"
        />
      ))}
    </svg>
  );
}

/** A director card's face: its kind's colour band, glyph and name. Decorative: its holder labels it. */
export function KindFace({ kind, say, small = false }: { kind: number; say: Say; small?: boolean }) {
  return (
    <span className={`mn-face mn-k-${KINDS[kind]}${small ? ' small' : ''}`} aria-hidden="true">
      <span className="mn-face-band" />
      <KindGlyph kind={kind} size={small ? 18 : 30} />
      {!small && <span className="mn-face-name">{kindName(say, kind)}</span>}
    </span>
  );
}

/** A nightmare, face up: its colour and its name; the rule is the label's, and what it does its explanation. */
export function NightmareCard({ nightmare, ui, say }: { nightmare: number; ui: Ui; say: Say }) {
  const name = nightmareName(say, nightmare);
  const rule = nightmareRule(say, nightmare);
  return (
    <span
      className={`mn-nightmare mn-n-${NIGHTMARES[nightmare]}`}
      role="img"
      aria-label={`${name}: ${rule}`}
      tabIndex={0}
      data-explain={explainNightmare(ui, say, nightmare)}
      data-nightmare={NIGHTMARES[nightmare]}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M15 3a9 9 0 1 0 6 15.7A8 8 0 0 1 15 3z" fill="currentColor" />
      </svg>
      <span>{name}</span>
    </span>
  );
}

/** A card's back: face down, or unknown to the reader. */
export function CardBack({ small = false }: { small?: boolean }) {
  return (
    <span className={`mn-back${small ? ' small' : ''}`} aria-hidden="true" data-back="">
      <svg viewBox="0 0 24 24" width={small ? 12 : 20} height={small ? 12 : 20} focusable="false">
        <path d="M15 3a9 9 0 1 0 6 15.7A8 8 0 0 1 15 3z" fill="currentColor" />
      </svg>
    </span>
  );
}

/** Any known card, small: a director card by its kind, a nightmare by its colour. */
export function SmallCard({ card, ui, say }: { card: number; ui: Ui; say: Say }) {
  const nightmare = nightmareOf(card);
  if (nightmare >= 0) return <NightmareCard nightmare={nightmare} ui={ui} say={say} />;
  return (
    <span
      className="mn-small"
      role="img"
      aria-label={cardName(say, card)}
      tabIndex={0}
      data-explain={explainCard(ui, say, card)}
      data-card={card}
    >
      <KindFace kind={KIND_OF[card]} say={say} small />
    </span>
  );
}
