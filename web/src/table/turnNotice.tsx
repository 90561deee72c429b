// The system notification when it becomes your turn while the tab is hidden: only if the player asked for it at
// the table (the browser's permission is asked on that click and never before), and a click on it brings the
// tab back.
import { useEffect, useRef, useState } from 'react';
import { useLang } from '../app/lang.tsx';
import { storage } from '../lib/storage.ts';

/** What this browser lets us do: nothing (no Notifications API), or what its permission says. */
export type NoticePermission = 'unsupported' | NotificationPermission;

export function noticePermission(): NoticePermission {
  return typeof globalThis.Notification === 'function' ? Notification.permission : 'unsupported';
}

/** Should a notice be shown now: the turn has just become ours, nobody is looking, and the player said yes. */
export function noticeDue(
  wasMyTurn: boolean,
  myTurn: boolean,
  hidden: boolean,
  wanted: boolean,
  permission: NoticePermission,
): boolean {
  return myTurn && !wasMyTurn && hidden && wanted && permission === 'granted';
}

/**
 * Shows the notice when the turn becomes ours in a hidden tab; closes it when the turn passes or the tab is looked
 * at again. `tag` (the match) makes a newer notice of the same match replace an older one.
 */
export function useTurnNotice(myTurn: boolean, gameName: string, tag: string): void {
  const { t, lang } = useLang();
  const was = useRef(false);
  const shown = useRef<Notification | null>(null);

  useEffect(() => {
    const hidden = document.visibilityState === 'hidden';
    if (noticeDue(was.current, myTurn, hidden, storage.notify(), noticePermission())) {
      try {
        const notice = new Notification(t('notify.title', { game: gameName }), {
          body: t('notify.body'),
          tag,
          lang,
        });
        notice.onclick = () => {
          window.focus();
          notice.close();
        };
        shown.current = notice;
      } catch {
        // some browsers allow notices only from a service worker: the tab's title still says it
      }
    }
    if (!myTurn) close(shown);
    was.current = myTurn;
  }, [myTurn, gameName, tag, t, lang]);

  useEffect(() => {
    const onVisible = () => document.visibilityState === 'visible' && close(shown);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      close(shown);
    };
  }, []);
}

/** How long the browser's refusal stays under the switch. */
const BLOCKED_SHOWN_MS = 10_000;

/** A bell, drawn: an emoji needs a font the device may lack. */
function BellIcon() {
  return (
    <svg
      className="bell-icon"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M8 1.5a1 1 0 0 1 1 1v.6a4.5 4.5 0 0 1 3.5 4.4v3l1.3 1.7a.5.5 0 0 1-.4.8H2.6a.5.5 0 0 1-.4-.8L3.5 10.5v-3A4.5 4.5 0 0 1 7 3.1v-.6a1 1 0 0 1 1-1zM6.3 14h3.4a1.7 1.7 0 0 1-3.4 0z"
        fill="currentColor"
      />
    </svg>
  );
}

function close(shown: { current: Notification | null }): void {
  shown.current?.close();
  shown.current = null;
}

/**
 * The opt-in: a toggle at the table. Turning it on asks the browser's permission (only here, on the click); if the
 * browser refuses, it stays off and says where the choice is made. Nothing is shown where the API is missing.
 */
export function NoticeSwitch() {
  const { t } = useLang();
  const [on, setOn] = useState(() => storage.notify() && noticePermission() === 'granted');
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    if (!blocked) return;
    const timer = setTimeout(() => setBlocked(false), BLOCKED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [blocked]);
  if (noticePermission() === 'unsupported') return null;

  async function toggle() {
    if (on) {
      storage.setNotify(false);
      setOn(false);
      return;
    }
    let permission = noticePermission();
    if (permission === 'default') {
      try {
        permission = await Notification.requestPermission();
      } catch {
        permission = 'denied';
      }
    }
    const granted = permission === 'granted';
    storage.setNotify(granted);
    setOn(granted);
    setBlocked(!granted);
  }

  return (
    <div className="notice-switch">
      <button type="button" aria-pressed={on} onClick={() => void toggle()}>
        <BellIcon />
        {t('notify.switch')}
      </button>
      {blocked && (
        <p className="notice-blocked" role="alert">
          {t('notify.blocked')}
        </p>
      )}
    </div>
  );
}
