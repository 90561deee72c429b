import { describe, expect, it } from 'vitest';
import { TABLE_CAPS, checkChatText } from '../../../protocol/index.ts';
import { CHAT_MAX_CHARS, chatLength, speaker } from './chat.ts';

describe('the chat box’s rules', () => {
  it('allows the server’s length, counted as the server counts it', () => {
    expect(CHAT_MAX_CHARS).toBe(TABLE_CAPS.chatChars);
    const moons = '🌙'.repeat(CHAT_MAX_CHARS);
    expect(chatLength(moons)).toBe(CHAT_MAX_CHARS);
    expect(checkChatText(moons, TABLE_CAPS.chatChars).ok).toBe(true);
    expect(checkChatText(`${moons}!`, TABLE_CAPS.chatChars).ok).toBe(false);
    expect(chatLength('  hi  ')).toBe(2);
  });

  it('knows a player by seat and a spectator by name', () => {
    expect(speaker({ seat: 1, name: 'Bo' })).toBe('seat:1');
    expect(speaker({ seat: null, name: 'Cy' })).toBe('name:Cy');
  });
});
