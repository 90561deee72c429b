// The table's chat: the players' channel at an online table, the spectators' channel for those who watch (neither
// ever sees the other: a spectator cannot help a player). A short box with a length counter, quick phrases for
// phones, the server's refusals, and a mute per person (kept on this device for the match).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ChatLine, ErrorCode } from '../../../protocol/index.ts';
import { useLang } from '../app/lang.tsx';
import type { Key } from '../i18n/index.ts';
import { storage } from '../lib/storage.ts';
import { checkName } from '../../../protocol/names.ts';
import { CHAT_MAX_CHARS, chatLength, speaker } from '../play/chat.ts';
import type { TableState } from '../play/session.ts';

const QUICK: readonly Key[] = ['chat.quick.gg', 'chat.quick.your-turn', 'chat.quick.moment'];

export function Chat({
  state,
  names,
  refusal,
  onSend,
}: {
  state: TableState;
  /** The seats' names as the table shows them. */
  names: readonly string[];
  refusal: ErrorCode | null;
  onSend(text: string): boolean;
}) {
  const { t, lang } = useLang();
  const id = useId();
  const [text, setText] = useState('');
  const [muted, setMuted] = useState<readonly string[]>(() => storage.muted(state.match));
  const list = useRef<HTMLDivElement>(null);
  const { channel, lines } = state.chat;
  const me = state.you === 'spectator' ? null : state.you;
  // A spectator's own lines are known by the name this device signs with (the connection's checked name).
  const [myName] = useState(() => {
    const named = checkName(storage.name());
    return named.ok ? named.name : null;
  });
  const isMine = (line: ChatLine) =>
    line.seat === null ? me === null && myName !== null && line.name === myName : line.seat === me;
  const shown = lines.filter((line) => !muted.includes(speaker(line)));
  const length = chatLength(text);
  const tooLong = length > CHAT_MAX_CHARS;

  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [shown.length]);

  const mute = (who: string, on: boolean) => {
    const next = on ? [...muted, who] : muted.filter((m) => m !== who);
    setMuted(next);
    storage.setMuted(state.match, next);
  };
  const send = (line: string) => {
    if (chatLength(line) === 0 || chatLength(line) > CHAT_MAX_CHARS) return false;
    return onSend(line.trim());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send(text)) setText('');
  };
  const nameOf = (line: ChatLine) => (line.seat === null ? line.name : (names[line.seat] ?? line.name));
  const time = (at: number) =>
    new Date(at).toLocaleTimeString(lang === 'en' ? 'en-GB' : lang, { hour: '2-digit', minute: '2-digit' });
  // The people muted here who spoke in this channel, to give them their voice back.
  const mutedHere = muted.flatMap((who) => {
    const line = lines.findLast((l) => speaker(l) === who);
    return line ? [{ who, name: nameOf(line) }] : [];
  });

  return (
    <section className={`chat chat-${channel}`} aria-labelledby={`${id}-title`} data-channel={channel}>
      <h2 id={`${id}-title`}>{t(channel === 'players' ? 'chat.players' : 'chat.spectators')}</h2>
      <p className="hint">{t(channel === 'players' ? 'chat.players-hint' : 'chat.spectators-hint')}</p>
      {shown.length === 0 && <p className="hint chat-empty">{t('chat.empty')}</p>}
      <div ref={list} className="chat-lines" role="log" aria-live="polite" aria-labelledby={`${id}-title`}>
        <ol>
          {shown.map((line) => {
            const mine = isMine(line);
            const name = nameOf(line);
            return (
              <li key={line.id} className={mine ? 'mine' : undefined} data-line={line.id}>
                <span className="chat-time">{time(line.at)}</span>
                <bdi className="chat-name">{name}</bdi>
                {!mine && (
                  <button
                    type="button"
                    className="chat-mute"
                    onClick={() => mute(speaker(line), true)}
                    aria-label={t('chat.mute-named', { name })}
                  >
                    {t('chat.mute')}
                  </button>
                )}
                <span className="chat-text">
                  <bdi>{line.text}</bdi>
                </span>
              </li>
            );
          })}
        </ol>
      </div>
      {mutedHere.length > 0 && (
        <p className="chat-muted">
          {t('chat.muted', { n: mutedHere.length })}{' '}
          {mutedHere.map(({ who, name }) => (
            <button key={who} type="button" onClick={() => mute(who, false)}>
              {t('chat.unmute', { name })}
            </button>
          ))}
        </p>
      )}
      <div className="chat-quick" role="group" aria-label={t('chat.quick')}>
        {QUICK.map((key) => (
          <button key={key} type="button" onClick={() => send(t(key))}>
            {t(key)}
          </button>
        ))}
      </div>
      <form className="chat-form" onSubmit={submit}>
        <label htmlFor={`${id}-text`} className="sr-only">
          {t('chat.message')}
        </label>
        <input
          id={`${id}-text`}
          value={text}
          autoComplete="off"
          placeholder={t('chat.placeholder')}
          aria-describedby={`${id}-count`}
          aria-invalid={tooLong}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" disabled={length === 0 || tooLong}>
          {t('chat.send')}
        </button>
        <span id={`${id}-count`} className={`chat-count${tooLong ? ' over' : ''}`}>
          {t(tooLong ? 'chat.count-over' : 'chat.count', { n: length, max: CHAT_MAX_CHARS })}
        </span>
      </form>
      {refusal && (
        <p className="error" role="alert">
          {t(`refusal.${refusal}`)}
        </p>
      )}
    </section>
  );
}
