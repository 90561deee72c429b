// Liar's Dice told in words: the log, the moves' names, and the table for the terminal and screen readers.
import type { Message } from '../../engine/index.ts';
import type { Face, LiarsDiceEvent, LiarsDiceMove, LiarsDiceView } from './state.ts';

export function narrate(event: LiarsDiceEvent): Message {
  switch (event.type) {
    case 'rolled': {
      // A redacted roll shows one hand at most: the reader's own.
      const visible = event.dice.filter((hand): hand is readonly Face[] => hand !== null && hand.length > 0);
      const params = { round: event.round, player: { seat: event.opener } };
      if (visible.length === 1)
        return { key: 'log.rolled-own', params: { ...params, dice: visible[0].join(' ') } };
      return { key: 'log.rolled', params };
    }
    case 'bid':
      return {
        key: 'log.bid',
        params: { player: { seat: event.seat }, count: event.count, face: event.face },
      };
    case 'challenged':
      return {
        key: 'log.challenged',
        params: {
          player: { seat: event.seat },
          bidder: { seat: event.bidder },
          count: event.count,
          face: event.face,
          total: event.total,
        },
      };
    case 'die-lost':
      return { key: 'log.die-lost', params: { player: { seat: event.seat }, left: event.left } };
    case 'out':
      return { key: 'log.out', params: { player: { seat: event.seat } } };
    case 'won':
      return { key: 'log.won', params: { player: { seat: event.seat } } };
  }
}

export function describeMove(move: LiarsDiceMove): Message {
  switch (move.type) {
    case 'bid':
      return { key: 'move.bid', params: { count: move.count, face: move.face } };
    case 'challenge':
      return { key: 'move.challenge' };
  }
}

export function describeView(view: LiarsDiceView): Message[] {
  const lines: Message[] = [{ key: 'view.round', params: { round: view.round } }];
  if (view.ownDice) lines.push({ key: 'view.own', params: { dice: view.ownDice.join(' ') } });
  const inPlay = view.counts.map((n, seat) => ({ seat, n })).filter(({ n }) => n > 0);
  for (const { seat, n } of inPlay) lines.push({ key: 'view.count', params: { player: { seat }, count: n } });
  const last = view.bids[view.bids.length - 1];
  if (last) {
    lines.push({
      key: 'view.bid',
      params: { player: { seat: last.seat }, count: last.count, face: last.face },
    });
  }
  if (view.turn >= 0) lines.push({ key: 'view.turn', params: { player: { seat: view.turn } } });
  return lines;
}
