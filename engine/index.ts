// The engine kernel: the game contract, seeded randomness, the checked move door, matches and replay.
export type {
  Acting,
  AnyGame,
  ApplyContext,
  BotInput,
  Game,
  GameOptions,
  Timing,
  Lang,
  Message,
  Outcome,
  PlayerSeat,
  Seat,
  SetupContext,
  SystemSeat,
  Texts,
  Viewer,
  Wire,
} from './game.ts';
export { LANGS, SPECTATOR, SYSTEM } from './game.ts';
export type { AnyPresentation, Presentation } from './presentation.ts';
export { NOBODY, SYSTEM_ONLY, acting, waitingFor } from './acting.ts';
export { askOrder, canGoOn, isReacting, mayAct, nextToDecide, nextTurn, seatBit } from './turn-order.ts';
export {
  DEFAULT_MOVE_MS,
  DEFAULT_THINK_MS,
  LEVELS,
  NO_BOTS,
  type AnyBots,
  type GameBots,
  type Horizon,
  type Level,
} from './bots.ts';
export { MatchDriver, type Ask, type MoveTime } from './drive.ts';
export { MoveError, isMoveError, type MoveErrorCode } from './errors.ts';
export { Rng, cryptoSeed, type RngState } from './rng.ts';
export { canonicalJson, hashJson, jsonEqual, type Json } from './json.ts';
export { MAX_MOVE_CHARS, applyMove, checkMove, eventsFor, keyOf, reasonMessage, rewardOf } from './play.ts';
export {
  Match,
  type Applied,
  type LogEntry,
  type MatchRecord,
  type MoveEntry,
  type SeatInfo,
  type TableLogEntry,
} from './match.ts';
export { RETURN_MS, TableKeeper } from './table.ts';
export { formatMessage, plainText } from './text.ts';
export {
  DEFAULT_TABLE,
  TABLE,
  TABLE_REASONS,
  type BotHoldReason,
  type ClockRules,
  type OutReason,
  type TableEntry,
  type TableRules,
  type TableSeat,
  type TableStatus,
} from './table-rules.ts';
