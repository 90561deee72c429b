// What a person's name may be, decided once for the server, the browser and the command line: printable text in its
// normal form. Nothing that steers the terminal or the text around it (controls, escapes, bidi overrides), nothing
// invisible (zero-width and other default-ignorable characters), no tower of combining marks.

/** The longest name, in characters (code points, not UTF-16 units) after normalisation. */
export const MAX_NAME_LENGTH = 40;

/** The most combining marks one letter may carry (Thai stacks two, Vietnamese at most two once composed). */
const MAX_MARKS = 3;

/**
 * Characters a name never holds: controls (C0, DEL, C1), format characters (which include every bidi control and the
 * zero-width ones), surrogates alone, private use, line and paragraph separators, and whatever Unicode says to
 * show as nothing (Hangul fillers, the soft hyphen), except the variation selectors that emoji carry.
 */
const FORBIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;
const VARIATION_SELECTOR = /[\u{FE00}-\u{FE0F}\u{E0100}-\u{E01EF}]/u;
const MARK = /[\p{M}\u{FE00}-\u{FE0F}\u{E0100}-\u{E01EF}]/u;

function forbidden(char: string): boolean {
  return FORBIDDEN.test(char) && !VARIATION_SELECTOR.test(char);
}

function codePoint(char: string): string {
  return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * NFKC (compatibility forms fold to what they show: full-width letters, ligatures), runs of spaces made one, and
 * spaces trimmed: only spaces, so that a newline or an invisible character at either end is refused, not hidden.
 */
function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\p{Zs}+/gu, ' ')
    .replace(/^ | $/g, '');
}

export type CheckedName =
  { readonly ok: true; readonly name: string } | { readonly ok: false; readonly reason: string };

/** A person's name as the server keeps it (normalised), or the sentence that says why it cannot be one. */
export function checkName(text: string): CheckedName {
  return checkText(text, MAX_NAME_LENGTH, 'A name');
}

export type CheckedChat =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly tooLong: boolean; readonly reason: string };

/**
 * A chat line as the server keeps it (normalised like a name, at most `max` characters), or why it cannot be one
 * (`tooLong` tells a line over the length from one with a bad character).
 */
export function checkChatText(text: string, max: number): CheckedChat {
  const checked = checkText(text, max, 'A message');
  if (checked.ok) return { ok: true, text: checked.name };
  return { ok: false, tooLong: [...normalise(text)].length > max, reason: checked.reason };
}

/** The checks of a name, for any short text a person writes (`what` begins the sentence that refuses it). */
function checkText(text: string, max: number, what: string): CheckedName {
  const name = normalise(text);
  const chars = [...name];
  if (chars.length < 1 || chars.length > max)
    return { ok: false, reason: `${what} is 1 to ${max} characters.` };
  const bad = chars.find(forbidden);
  if (bad !== undefined)
    return {
      ok: false,
      reason: `${what} may not hold control, formatting or invisible characters (it has ${codePoint(bad)}).`,
    };
  if (MARK.test(chars[0])) return { ok: false, reason: `${what} may not begin with a mark.` };
  let marks = 0;
  for (const char of chars) {
    marks = MARK.test(char) ? marks + 1 : 0;
    if (marks > MAX_MARKS)
      return { ok: false, reason: `${what} may not stack more than ${MAX_MARKS} marks on one letter.` };
  }
  return { ok: true, name };
}

/**
 * Any name (from a record file, an older server, another client) made safe to print: normalised, with what
 * `checkName` refuses left out, at most `MAX_MARKS` marks a letter and `MAX_NAME_LENGTH` characters; `fallback`
 * when nothing printable is left.
 */
export function printableName(text: string, fallback: string): string {
  let marks = 0;
  const kept: string[] = [];
  for (const char of normalise(text)) {
    if (forbidden(char)) continue;
    marks = MARK.test(char) ? marks + 1 : 0;
    if (marks > MAX_MARKS || (marks > 0 && kept.length === 0)) continue;
    kept.push(char);
  }
  const name = kept.join('').replace(/ {2,}/g, ' ').replace(/^ | $/g, '');
  return name === '' ? fallback : [...name].slice(0, MAX_NAME_LENGTH).join('');
}

/** Any text for a log line: the characters a name may not hold are shown as escapes (\u{1B}), so a line stays one line. */
export function printableText(text: string): string {
  return text.replace(new RegExp(FORBIDDEN.source, 'gu'), (char) =>
    VARIATION_SELECTOR.test(char) ? char : `\\u{${char.codePointAt(0)!.toString(16).toUpperCase()}}`,
  );
}
