// The Gatekeeper's voice: his lines spoken by the browser where it has a voice for the language (the Web Speech
// API), and a low sting when he breaks in. Both are extras, off with one switch kept on this device; nothing in
// the game waits for them.
import type { Lang } from '../../../engine/index.ts';

const KEY = 'nocturne.atmosfear.voice';

export function voiceOn(): boolean {
  try {
    return localStorage.getItem(KEY) !== 'off';
  } catch {
    return false;
  }
}

export function setVoiceOn(on: boolean): void {
  try {
    localStorage.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // private mode: the switch lasts for this page only
  }
  if (!on) globalThis.speechSynthesis?.cancel();
}

const LOCALES: Readonly<Record<Lang, string>> = { en: 'en', ru: 'ru', et: 'et' };

/** Speaks `text` in a low, slow voice of the language, if the browser has one; says nothing otherwise. */
export function speak(text: string, lang: Lang): void {
  const synth = globalThis.speechSynthesis;
  if (!synth || !voiceOn()) return;
  const voice = synth.getVoices().find((v) => v.lang.toLowerCase().startsWith(LOCALES[lang]));
  if (!voice) return;
  synth.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.voice = voice;
  utterance.lang = voice.lang;
  utterance.pitch = 0.4;
  utterance.rate = 0.85;
  synth.speak(utterance);
}

let audio: AudioContext | null = null;

/** A falling low note, louder late in the hour (`tier` 0 … 2); made on the spot, no file to load. */
export function sting(tier: number): void {
  if (!voiceOn()) return;
  try {
    audio ??= new AudioContext();
    const start = audio.currentTime;
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.type = 'sawtooth';
    osc.frequency.setValueAtTime(110 - tier * 15, start);
    osc.frequency.exponentialRampToValueAtTime(40, start + 1.2);
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.08 + tier * 0.04, start + 0.05);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 1.4);
    osc.connect(gain).connect(audio.destination);
    osc.start(start);
    osc.stop(start + 1.5);
  } catch {
    // no audio here: the screen says it all
  }
}
