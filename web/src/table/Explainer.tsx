// Every card and square on a board explains itself. A game's board marks the element with `data-explain` (what
// it is and what it does, in the player's language); this one popover shows that text on hover, on keyboard
// focus, or on a long press on a touch screen, so no board needs tooltips of its own.
import { useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** How long a finger rests on a card before it explains itself, and a mouse before its pointer does. */
const LONG_PRESS_MS = 500;
const HOVER_MS = 500;
/** A finger that moves further than this is scrolling, not pressing. */
const SLOP_PX = 10;

interface Shown {
  target: HTMLElement;
  text: string;
  /** Shown by a long press: it stays until the next touch, and the press's click plays nothing. */
  pressed: boolean;
}

function explained(node: EventTarget | null, root: HTMLElement): HTMLElement | null {
  if (!(node instanceof Element)) return null;
  const target = node.closest<HTMLElement>('[data-explain]');
  return target && root.contains(target) && target.dataset.explain ? target : null;
}

/** Watches `root` for pointers, focus and long presses on explained elements; returns the one to explain. */
function useExplained(root: RefObject<HTMLElement | null>): Shown | null {
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    const area = root.current;
    if (!area) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let press: { x: number; y: number } | null = null;
    let swallowClick = false;
    const wait = (ms: number, then: () => void) => {
      clearTimeout(timer);
      timer = setTimeout(then, ms);
    };
    const show = (target: HTMLElement, pressed: boolean) =>
      setShown({ target, text: target.dataset.explain ?? '', pressed });

    const onOver = (e: PointerEvent) => {
      if (e.pointerType !== 'mouse') return;
      const target = explained(e.target, area);
      if (target) wait(HOVER_MS, () => show(target, false));
    };
    const onOut = (e: PointerEvent) => {
      if (e.pointerType !== 'mouse') return;
      const from = explained(e.target, area);
      if (from && !from.contains(e.relatedTarget as Node | null)) {
        clearTimeout(timer);
        setShown((s) => (s && !s.pressed && s.target === from ? null : s));
      }
    };
    const onDown = (e: PointerEvent) => {
      if (e.pointerType === 'mouse') return;
      setShown((s) => (s?.pressed ? null : s));
      const target = explained(e.target, area);
      if (!target) return;
      press = { x: e.clientX, y: e.clientY };
      wait(LONG_PRESS_MS, () => {
        swallowClick = true;
        show(target, true);
      });
    };
    const onMove = (e: PointerEvent) => {
      if (press && Math.hypot(e.clientX - press.x, e.clientY - press.y) > SLOP_PX) {
        press = null;
        clearTimeout(timer);
      }
    };
    const onUp = () => {
      press = null;
      clearTimeout(timer);
    };
    // The click that ends a long press only showed the explanation; it must not also play the card.
    const onClick = (e: MouseEvent) => {
      if (!swallowClick) return;
      swallowClick = false;
      e.preventDefault();
      e.stopPropagation();
    };
    // A long press on a phone would otherwise open the browser's menu for the element.
    const onMenu = (e: Event) => {
      if (explained(e.target, area)) e.preventDefault();
    };
    const onFocus = (e: FocusEvent) => {
      const target = explained(e.target, area);
      if (target && target === e.target && target.matches(':focus-visible')) show(target, false);
    };
    const onBlur = () => setShown((s) => (s?.pressed ? s : null));
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setShown(null);
    };
    // A scroll moves the board under a hover or a press, so that explanation goes; a focused element keeps its
    // own (a keyboard scrolls the page to it), placed again beside it.
    const onScroll = () =>
      setShown((s) => (s && !s.pressed && s.target === document.activeElement ? { ...s } : null));

    area.addEventListener('pointerover', onOver);
    area.addEventListener('pointerout', onOut);
    area.addEventListener('pointerdown', onDown);
    area.addEventListener('pointermove', onMove);
    area.addEventListener('pointerup', onUp);
    area.addEventListener('pointercancel', onUp);
    area.addEventListener('click', onClick, true);
    area.addEventListener('contextmenu', onMenu);
    area.addEventListener('focusin', onFocus);
    area.addEventListener('focusout', onBlur);
    document.addEventListener('keydown', onKey);
    // Touches outside the board also dismiss a pressed explanation.
    const onDocDown = (e: PointerEvent) => {
      if (!area.contains(e.target as Node)) setShown(null);
    };
    document.addEventListener('pointerdown', onDocDown);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      area.removeEventListener('pointerover', onOver);
      area.removeEventListener('pointerout', onOut);
      area.removeEventListener('pointerdown', onDown);
      area.removeEventListener('pointermove', onMove);
      area.removeEventListener('pointerup', onUp);
      area.removeEventListener('pointercancel', onUp);
      area.removeEventListener('click', onClick, true);
      area.removeEventListener('contextmenu', onMenu);
      area.removeEventListener('focusin', onFocus);
      area.removeEventListener('focusout', onBlur);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDocDown);
      window.removeEventListener('scroll', onScroll);
    };
  }, [root]);

  // An element the board re-rendered away (a card played) takes its explanation with it: checked after every
  // render, as only the committed page tells.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- no dependency list on purpose: after every render
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the page is the outside state read here
    if (shown && !shown.target.isConnected) setShown(null);
  });
  return shown;
}

/** The popover for the board inside `root`: above the explained element, or below it where there is no room. */
export function Explainer({ root }: { root: RefObject<HTMLElement | null> }) {
  const shown = useExplained(root);
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ left: number; top: number } | null>(null);

  useLayoutEffect(() => {
    if (!shown || !box.current) {
      setPlace(null);
      return;
    }
    const popover = box.current;
    let placedAt = '';
    const placeBeside = () => {
      const at = shown.target.getBoundingClientRect();
      const size = popover.getBoundingClientRect();
      const key = `${at.left},${at.top},${at.width},${at.height},${size.width},${size.height}`;
      if (key === placedAt) return;
      placedAt = key;
      const margin = 8;
      const left = Math.min(
        Math.max(margin, at.left + at.width / 2 - size.width / 2),
        window.innerWidth - size.width - margin,
      );
      const above = at.top - size.height - margin;
      const top =
        above >= margin ? above : Math.min(at.bottom + margin, window.innerHeight - size.height - margin);
      setPlace({ left, top });
    };
    placeBeside();
    // The board may move under a shown explanation (a panel opens above it, a phase ends): follow it, a frame
    // at a time, only while it shows.
    let frame = requestAnimationFrame(function follow() {
      placeBeside();
      frame = requestAnimationFrame(follow);
    });
    return () => cancelAnimationFrame(frame);
  }, [shown]);

  // The explained element is described by the popover while it shows, for a screen reader's focus.
  useEffect(() => {
    if (!shown) return;
    const target = shown.target;
    const before = target.getAttribute('aria-describedby');
    target.setAttribute('aria-describedby', before ? `${before} ${id}` : id);
    return () => {
      if (before === null) target.removeAttribute('aria-describedby');
      else target.setAttribute('aria-describedby', before);
    };
  }, [shown, id]);

  if (!shown) return null;
  return (
    <div
      ref={box}
      id={id}
      role="tooltip"
      className="explainer"
      style={place ? { left: place.left, top: place.top } : { visibility: 'hidden', left: 0, top: 0 }}
    >
      {shown.text}
    </div>
  );
}
