// The table's own parts as a person sees them, against a scripted server: the page is the real app, but its
// WebSocket is answered by this test (Playwright's WebSocket route), which sends the table states the protocol
// allows — clocks, an away seat and a vote, a bot holding a seat, chat lines and refusals, a resignation — and
// records what the page sends. (The real server's side of the same is proved in the server's own tests.)
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page, WebSocketRoute } from 'playwright-core';
import { Match } from '../../engine/index.ts';
import { gameById } from '../../games/index.ts';
import { CATCHER, DREAMWALK, STAR, SUSPENSE, VERTIGO } from '../../games/midnighters/content.ts';
import { fromDeck, onTop, play, table } from '../../games/midnighters/fixtures.ts';
import type { ServerMessage } from '../../protocol/index.ts';
import {
  accessibilityViolations,
  explanationOf,
  recordErrors,
  screenshot,
  startApp,
  type App,
} from './harness.ts';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

type Sync = Extract<ServerMessage, { type: 'sync' }>;
type TableView = Sync['table'];

const NO_TABLE: TableView = {
  rules: { clock: null, onTimeout: 'bot', botLevel: 'medium' },
  clocks: [],
  botHeld: [],
  out: [],
  away: [],
  votes: [],
};

/** A tic-tac-toe table at its first move, Ann (seat 0) to play, Bo away from his device. */
function syncOf(over: Partial<Sync> = {}): Sync {
  return {
    type: 'sync',
    match: 'scripted1',
    game: 'tic-tac-toe',
    options: {},
    you: 0,
    status: 'playing',
    version: 0,
    seats: [
      { seat: 0, name: 'Ann', bot: null, connected: true },
      { seat: 1, name: 'Bo', bot: null, connected: false },
    ],
    view: { board: [-1, -1, -1, -1, -1, -1, -1, -1, -1], turn: 0, winner: -1, filled: 0 },
    legalMoves: Array.from({ length: 9 }, (_, cell) => ({ cell })),
    toAct: { waiting: [0], reacting: [], system: false },
    outcome: null,
    history: [],
    clock: { now: 200_000, nextDue: null },
    table: NO_TABLE,
    chat: { channel: 'players', lines: [] },
    ...over,
  };
}

/** The page sits at the scripted match with the seats `tokens`; the test answers its socket. */
async function scriptedTable(
  page: Page,
  first: Sync,
  ticket: { mode: string; tokens: Record<number, string> } = { mode: 'online', tokens: { 0: 'ann-token' } },
) {
  const sent: { type: string; [key: string]: unknown }[] = [];
  let socket: WebSocketRoute | null = null;
  await page.addInitScript(
    `localStorage.setItem(${JSON.stringify(`nocturne.match.${first.match}`)}, ${JSON.stringify(JSON.stringify(ticket))})`,
  );
  await page.routeWebSocket(/\/ws$/, (ws) => {
    socket = ws;
    ws.onMessage((data) => {
      const message = JSON.parse(String(data)) as { type: string };
      sent.push(message);
      if (message.type === 'join') ws.send(JSON.stringify(first));
    });
  });
  await page.goto(`/match/${first.match}`);
  return {
    sent,
    send: (message: ServerMessage) => socket!.send(JSON.stringify(message)),
    /** The messages of a type the page has sent, once there are `count` of them. */
    async sentOf(type: string, count = 1) {
      await expect.poll(() => sent.filter((m) => m.type === type).length).toBeGreaterThanOrEqual(count);
      return sent.filter((m) => m.type === type);
    },
  };
}

it('shows each seat’s clock counting down, the time limit, and what a timeout does', async () => {
  const page = await (await app.context()).newPage();
  const errors = recordErrors(page);
  await scriptedTable(
    page,
    syncOf({
      table: {
        ...NO_TABLE,
        rules: { clock: { reserveMs: 120_000, incrementMs: 10_000 }, onTimeout: 'bot', botLevel: 'medium' },
        // Ann's clock has run since 150 s with 100 s left then: 50 s are gone when the sync is sent.
        clocks: [
          { seat: 0, remainingMs: 100_000, runningSince: 150_000 },
          { seat: 1, remainingMs: 120_000, runningSince: null },
        ],
      },
    }),
  );
  await page.getByText('Your turn!').waitFor();
  expect(await page.locator('[data-table-rules]').innerText()).toBe(
    'Time limit: 2 minutes + 10 seconds a move · out of time, a bot plays on',
  );
  const annClock = page.locator('[data-clock="0"]');
  expect(await annClock.innerText()).toMatch(/^◔ 0:(50|49)$/);
  expect(await annClock.getAttribute('aria-label')).toMatch(/^Time left: 0:(50|49)$/);
  expect(await page.locator('[data-clock="1"]').innerText()).toBe('◷ 2:00');
  // It counts down on this device between the server's messages.
  await expect.poll(() => annClock.innerText(), { timeout: 5000 }).toMatch(/^◔ 0:4[0-8]$/);
  expect(await page.locator('[data-clock="1"]').innerText()).toBe('◷ 2:00');
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(page, 'table-1-clocks');
  expect(errors).toEqual([]);
});

it('says who is away and since when, and hands the seat to a bot by vote', async () => {
  const page = await (await app.context()).newPage();
  const errors = recordErrors(page);
  const away = { ...NO_TABLE, away: [{ seat: 1, since: 20_000 }] };
  const server = await scriptedTable(page, syncOf({ table: away }));
  const bo = page.locator('.player[data-seat="1"]');
  await bo.getByText('away for 3 minutes').waitFor();
  expect(await bo.locator('.player-tags').innerText()).toBe('away for 3 minutes');

  await bo.getByRole('button', { name: 'Hand to a bot: Bo' }).click();
  expect((await server.sentOf('vote-bot')).at(-1)).toEqual({ type: 'vote-bot', seat: 1 });
  server.send({
    type: 'table',
    table: { ...away, votes: [{ seat: 1, voters: [0] }] },
    clock: { now: 201_000, nextDue: null },
  });
  await bo.getByText('You voted').waitFor();
  expect(await bo.locator('.vote-count').innerText()).toBe('1 vote so far');
  expect(await bo.getByRole('button', { name: /Hand to a bot/ }).count()).toBe(0);
  expect(await accessibilityViolations(page)).toEqual([]);

  // The vote passes: the table's entry is in the log, and Bo's seat says a bot plays it until he returns.
  server.send({
    type: 'update',
    version: 1,
    entries: [{ version: 1, seat: 'table', at: 202_000, events: [], table: { type: 'bot-takes', seat: 1 } }],
    view: syncOf().view,
    legalMoves: syncOf().legalMoves,
    toAct: syncOf().toAct,
    outcome: null,
    clock: { now: 202_000, nextDue: null },
    table: { ...away, botHeld: [{ seat: 1, level: 'medium', why: 'vote' }] },
  });
  await bo.getByText('a bot plays until they return').waitFor();
  expect(await bo.locator('.vote-bot').count()).toBe(0);
  expect(await page.locator('.game-log').innerText()).toContain(
    'The table handed Bo’s seat to a bot until they return.',
  );
  await screenshot(page, 'table-2-away-bot');

  // In Russian, with its plural form.
  await page.getByRole('button', { name: 'Русский' }).click();
  await bo.getByText('нет на месте 3 минуты').waitFor();
  expect(errors).toEqual([]);
});

it('chats in the players’ channel: a counter, quick phrases, the server’s refusals, a mute per person', async () => {
  const page = await (await app.context({ phone: true })).newPage();
  const errors = recordErrors(page);
  const line = (id: number, seat: number | null, name: string, text: string) => ({
    id,
    at: Date.UTC(2026, 11, 2, 1, 2 + id),
    seat,
    name,
    text,
  });
  const server = await scriptedTable(
    page,
    syncOf({ chat: { channel: 'players', lines: [line(1, 1, 'Bo', 'Hello from Bo')] } }),
  );
  const chat = page.getByRole('region', { name: 'Table chat' });
  await chat.getByText('Hello from Bo').waitFor();
  expect(await chat.innerText()).toContain('The players’ channel: spectators cannot read it.');

  const box = chat.getByRole('textbox', { name: 'Message' });
  await box.fill('Hi Bo');
  expect(await chat.locator('.chat-count').innerText()).toBe('5 of 200 characters');
  await box.press('Enter');
  expect((await server.sentOf('chat')).at(-1)).toEqual({ type: 'chat', text: 'Hi Bo' });
  expect(await box.inputValue()).toBe('');
  server.send({ type: 'chat', channel: 'players', line: line(2, 0, 'Ann', 'Hi Bo') });
  await chat.locator('li[data-line="2"]').waitFor();

  // Too long: said by the counter, and not sent.
  await box.fill('x'.repeat(201));
  expect(await chat.locator('.chat-count').innerText()).toBe('201 of 200 characters: too long');
  expect(await chat.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
  await box.fill('');

  // A quick phrase, and the server's refusal shown at the box.
  await chat.getByRole('button', { name: 'Good game' }).click();
  expect((await server.sentOf('chat', 2)).at(-1)).toEqual({ type: 'chat', text: 'Good game' });
  server.send({ type: 'error', code: 'chat-too-fast', message: 'Too many messages.' });
  expect(await chat.getByRole('alert').innerText()).toBe('Too many messages too fast: wait a moment.');
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(page, 'table-3-chat-phone');

  // Muting Bo hides his lines here, and stays so after a reload; unmuting brings them back.
  await chat.getByRole('button', { name: 'Mute Bo' }).click();
  expect(await chat.getByText('Hello from Bo').count()).toBe(0);
  expect(await chat.locator('.chat-muted').innerText()).toBe('1 person muted: Unmute Bo');
  await page.reload();
  await chat.getByRole('button', { name: 'Unmute Bo' }).waitFor();
  expect(await chat.getByText('Hello from Bo').count()).toBe(0);
  await chat.getByRole('button', { name: 'Unmute Bo' }).click();
  await chat.getByText('Hello from Bo').waitFor();
  expect(errors).toEqual([]);
});

it('a spectator has the spectators’ channel and no seat’s controls; hot-seat has no chat at all', async () => {
  const page = await (await app.context()).newPage();
  await scriptedTable(
    page,
    syncOf({
      match: 'scripted2',
      you: 'spectator',
      legalMoves: [],
      table: { ...NO_TABLE, away: [{ seat: 1, since: 20_000 }] },
      chat: { channel: 'spectators', lines: [{ id: 1, at: 0, seat: null, name: 'Cy', text: 'Who wins?' }] },
    }),
    { mode: 'online', tokens: {} },
  );
  const chat = page.getByRole('region', { name: 'Spectators’ chat' });
  await chat.getByText('Who wins?').waitFor();
  expect(await chat.innerText()).toContain('Only spectators read this: the players cannot see it.');
  expect(await page.getByRole('region', { name: 'Table chat' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: /Resign|Hand to a bot|Notify me/ }).count()).toBe(0);
  expect(await accessibilityViolations(page)).toEqual([]);

  const hotseat = await (await app.context()).newPage();
  await scriptedTable(hotseat, syncOf({ match: 'scripted3' }), {
    mode: 'hotseat',
    tokens: { 0: 'a', 1: 'b' },
  });
  await hotseat.getByText(/Your turn/).waitFor();
  expect(await hotseat.locator('.chat').count()).toBe(0);
  expect(await hotseat.getByRole('button', { name: /Resign|Notify me/ }).count()).toBe(0);
});

it('resigns only after a confirmation answered by keyboard, and the end says who resigned', async () => {
  const page = await (await app.context()).newPage();
  const errors = recordErrors(page);
  const server = await scriptedTable(page, syncOf({ match: 'scripted4' }));
  await page.getByText('Your turn!').waitFor();

  // Escape keeps playing: nothing is sent.
  await page.getByRole('button', { name: 'Resign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resign this match?' });
  await dialog.waitFor();
  expect(await dialog.innerText()).toContain('The other player wins at once.');
  expect(await page.evaluate('document.activeElement.textContent')).toBe('Keep playing');
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(page, 'table-4-resign-dialog');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  expect(server.sent.filter((m) => m.type === 'resign')).toEqual([]);

  // Tab to "Resign" and press Enter: now it is sent.
  await page.getByRole('button', { name: 'Resign' }).click();
  await dialog.waitFor();
  await page.keyboard.press('Tab');
  expect(await page.evaluate('document.activeElement.textContent')).toBe('Resign');
  await page.keyboard.press('Enter');
  expect(await server.sentOf('resign')).toEqual([{ type: 'resign' }]);

  server.send({
    type: 'update',
    version: 1,
    entries: [{ version: 1, seat: 'table', at: 201_000, events: [], table: { type: 'resign', seat: 0 } }],
    view: { ...(syncOf().view as object), turn: -1 },
    legalMoves: [],
    toAct: { waiting: [], reacting: [], system: false },
    outcome: { winners: [1], reason: 'table.resign' },
    clock: { now: 201_000, nextDue: null },
    table: { ...NO_TABLE, out: [{ seat: 0, why: 'resign' }] },
  });
  const end = page.locator('.end-screen');
  await end.waitFor();
  expect(await end.locator('.end-reason').innerText()).toBe('Ann resigned.');
  expect(await end.locator('tr', { hasText: 'Ann' }).innerText()).toMatch(/lost, resigned/);
  expect(await page.getByRole('button', { name: 'Resign' }).count()).toBe(0);
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(page, 'table-5-resigned');
  expect(errors).toEqual([]);
});

it('a player whose seat a bot holds while the page is open takes it back with one button', async () => {
  const page = await (await app.context()).newPage();
  const errors = recordErrors(page);
  const server = await scriptedTable(
    page,
    syncOf({
      match: 'scripted5',
      toAct: { waiting: [1], reacting: [], system: false },
      legalMoves: [],
      seats: [
        { seat: 0, name: 'Ann', bot: null, connected: true },
        { seat: 1, name: 'Bo', bot: null, connected: true },
      ],
      table: {
        ...NO_TABLE,
        rules: { clock: { reserveMs: 120_000, incrementMs: 10_000 }, onTimeout: 'bot', botLevel: 'medium' },
        clocks: [
          { seat: 0, remainingMs: 0, runningSince: null },
          { seat: 1, remainingMs: 90_000, runningSince: 199_000 },
        ],
        botHeld: [{ seat: 0, level: 'medium', why: 'timeout' }],
      },
    }),
  );
  const held = page.locator('.held-for-you');
  await held.waitFor();
  expect(await held.innerText()).toContain('Your time ran out, so a bot is playing your seat.');
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(page, 'table-6-held-for-you');
  await held.getByRole('button', { name: 'Take my seat back' }).click();
  const joins = await server.sentOf('join', 2);
  expect(joins[1]).toEqual({ type: 'join', match: 'scripted5', token: 'ann-token' });
  expect(errors).toEqual([]);
});

it('says who won in a sentence: where no seat won, the Gatekeeper is named, with no winner’s star', async () => {
  const game = gameById('atmosfear');
  const seats = ['Ann', 'Bo', 'Cy'].map((name) => ({ name }));
  const match = Match.create(game, { seats, seed: 'gatekeeper-wins' });
  const page = await (await app.context()).newPage();
  const errors = recordErrors(page);
  await scriptedTable(
    page,
    syncOf({
      game: 'atmosfear',
      options: match.options,
      status: 'finished',
      seats: seats.map((s, seat) => ({ seat, name: s.name, bot: null, connected: true })),
      view: match.view(0),
      legalMoves: [],
      toAct: { waiting: [], reacting: [], system: false },
      outcome: { winners: [], reason: 'hour' },
    }),
  );
  const title = page.locator('#end-title');
  await title.waitFor();
  expect(await title.innerText()).toBe('The hour ran out: the Gatekeeper wins');
  expect(await page.locator('.end-screen').innerText()).not.toMatch(/★|Nobody won/);
  expect(await page.locator('.end-screen tbody').innerText()).not.toMatch(/\bwon\b/);
  await screenshot(page, 'table-7-gatekeeper-wins');
  // Behind the end, the board still explains its squares: a Headstone nobody has claimed, by mouse.
  await page.getByRole('button', { name: 'Look at the table' }).click();
  const headstone = page.locator('.atm-sq[data-kind="headstone"]').first();
  expect(await explanationOf(page, headstone, 'hover')).toMatch(
    /^The Headstone of .+, still free: a Numb Skull that lands here exactly becomes /,
  );
  expect(await explanationOf(page, page.locator('.atm-well'), 'hover')).toMatch(/^The Well of Fears holds/);
  expect(errors).toEqual([]);
});

it('names the cards a Dream Catcher shows, on the cards and on every button that chooses among them', async () => {
  const game = gameById('midnighters');
  const state = table(3, { hands: [[CATCHER]] });
  onTop(state, fromDeck(state, SUSPENSE), fromDeck(state, VERTIGO)); // Vertigo on top, Suspense under it
  play(state, 0, 'dc');
  const page = await (await app.context()).newPage();
  const errors = recordErrors(page);
  await scriptedTable(
    page,
    syncOf({
      game: 'midnighters',
      options: game.options.defaults,
      seats: ['Ann', 'Bo', 'Cy'].map((name, seat) => ({ seat, name, bot: null, connected: true })),
      view: game.view(state, 0),
      legalMoves: game.legalMoves(state, 0),
      toAct: game.toAct(state),
    }),
  );
  const prompt = page.locator('[data-prompt="catcher"]');
  await prompt.waitFor();
  expect(await prompt.locator('.mn-shown-name').allInnerTexts()).toEqual(['Vertigo', 'Suspense']);
  const buttons = await prompt.getByRole('button').allInnerTexts();
  expect(buttons).toEqual(
    expect.arrayContaining([
      'Leave both on top: Vertigo, then Suspense',
      'Put the top card, Vertigo, under the deck',
      'Put the second card, Suspense, under the deck',
      'Put both under the deck: Vertigo, then Suspense',
    ]),
  );
  expect(buttons.join(' ')).not.toMatch(/the first|the second under/);
  // Each card shown explains itself, by mouse: what it does and what it costs.
  expect(await explanationOf(page, prompt.locator('.mn-small').first(), 'hover')).toBe(
    'Vertigo: Turns a location, or moves it by one place. Costs one action.',
  );
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(page, 'table-8-dream-catcher');
  expect(errors).toEqual([]);
});

it('tells a Midnighter with no Dreamwalk what could help: a blind swap, a trap, a Vertigo, ending the turn', async () => {
  const game = gameById('midnighters');
  const state = table(3, { hands: [[SUSPENSE, VERTIGO, STAR]] });
  const page = await (await app.context()).newPage();
  const errors = recordErrors(page);
  const sync = (at: typeof state) =>
    syncOf({
      game: 'midnighters',
      options: game.options.defaults,
      seats: ['Ann', 'Bo', 'Cy'].map((name, seat) => ({ seat, name, bot: null, connected: true })),
      view: game.view(at, 0),
      legalMoves: game.legalMoves(at, 0),
      toAct: game.toAct(at),
    });
  const scripted = await scriptedTable(page, sync(state));
  const help = page.locator('.mn-help');
  await help.waitFor();
  expect(await page.locator('.mn-turn .mn-hint').first().innerText()).toBe(
    'No Dreamwalk can take you anywhere now. What could help:',
  );
  const offered = await help
    .locator('li')
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-help-for')));
  expect(offered).toEqual(expect.arrayContaining(['swap', 'trap', 'vertigo', 'end']));
  expect(await help.innerText()).toMatch(/a blind swap: one of your cards for the top of the deck/);
  expect(await help.innerText()).toMatch(/ending the turn: you draw up to your hand limit/);
  // By keyboard, a card of the hand explains itself as it takes the focus; the deck too.
  expect(await explanationOf(page, page.locator('.mn-card [data-kind="1"]').first(), 'focus')).toBe(
    'Suspense: With another card, a trap on a unique location. Setting a trap costs two actions.',
  );
  expect(await explanationOf(page, page.locator('[data-deck]'), 'focus')).toMatch(
    /^The deck: \d+ cards, face down\./,
  );
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(page, 'table-9-no-dreamwalk');
  // With the turn's actions spent, Dreamwalks in hand are no help: the panel says the turn's end is left.
  const spent = table(3, { hands: [[DREAMWALK, DREAMWALK, SUSPENSE]] });
  spent.actions = 0;
  scripted.send(sync(spent));
  await expect
    .poll(() => page.locator('.mn-turn .mn-hint').first().innerText())
    .toBe('No actions are left this turn: end it, and you draw back up to your hand limit.');
  expect(await page.locator('.mn-help').count()).toBe(0);
  expect(await page.locator('.mn-turn [data-key="end"]').isVisible()).toBe(true);
  expect(errors).toEqual([]);
});
