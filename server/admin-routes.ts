// The operator's routes under /api/admin (`nocturne admin`, cli/admin.ts), behind ADMIN_TOKEN as a bearer token:
// the matches being played, ending a stuck one (TBL-D9: a halt, whose reason every seat is told), and a match's
// chat with where each line came from, to mute an address in it. Every node answers alike: lists and mutes go
// through the store (which refuses a muted address's line itself), and a halt is a table entry made through this
// node's copy of the match, stored against its version like a resignation, so the node that drives it follows.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import * as shapes from '../protocol/index.ts';
import type { Hub } from './hub.ts';
import { HttpError } from './http-error.ts';
import { operatorGate } from './operator-token.ts';
import { Refusal } from './refusal.ts';
import { muteBody } from './request-bodies.ts';
import { MATCH_ID } from './tokens.ts';

/** At most this many matches in one answer: older ones beyond it are left out, and the answer says so. */
const LISTED = 1000;
/** The last lines of a match's chat the operator is shown. */
const CHAT_SHOWN = 200;
/** A halt made through a copy that was behind the store (the match moved meanwhile) is tried again this often. */
const HALT_TRIES = 3;

const params = z.object({ id: z.string().meta({ description: 'The match’s id.' }) });
type Params = z.infer<typeof params>;
const answers = <T>(success: T) => ({ ...success, default: shapes.apiErrorBody });
const operatorChatLine = shapes.chatLine.extend({
  channel: shapes.chatChannel,
  address: z
    .string()
    .nullable()
    .meta({ description: 'The writer’s network address; null before it was kept.' }),
});

export function adminRoutes(app: FastifyInstance, hub: Hub, token: string | undefined): void {
  const gate = operatorGate(token, 'These pages');
  // Before the body is read: a stranger learns nothing from how a body is judged.
  const onRequest = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!gate(request, reply)) return reply;
  };
  const tags = ['operator'];

  app.get(
    '/api/admin/matches',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The matches being played, newest first, with the operator’s token.',
        response: answers({
          200: z.object({ matches: z.array(shapes.matchSummary), more: z.boolean() }),
        }),
      },
    },
    async () => {
      const matches = await hub.store.listMatches('playing', LISTED + 1);
      return { matches: matches.slice(0, LISTED), more: matches.length > LISTED };
    },
  );

  app.post<{ Params: Params }>(
    '/api/admin/matches/:id/halt',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Ends a match being played: nobody wins, and every seat is told the operator ended it (TBL-D9).',
        params,
        response: answers({ 200: z.object({ id: z.string(), version: z.number().int() }) }),
      },
    },
    async (request) => halt(hub, request.params.id),
  );

  app.get<{ Params: Params }>(
    '/api/admin/matches/:id/chat',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The last lines of both chat channels of a match, with the address each came from.',
        params,
        response: answers({ 200: z.object({ lines: z.array(operatorChatLine) }) }),
      },
    },
    async (request) => {
      const id = await existing(hub, request.params.id);
      return { lines: await hub.store.chatForOperator(id, CHAT_SHOWN) };
    },
  );

  app.post<{ Params: Params; Body: z.infer<typeof muteBody> }>(
    '/api/admin/matches/:id/mutes',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Mutes an address in a match’s chat: its lines are refused from now on, on every node.',
        params,
        body: muteBody,
        response: answers({ 200: z.object({ id: z.string(), address: z.string() }) }),
      },
    },
    async (request) => {
      const id = await existing(hub, request.params.id);
      await hub.store.muteChat(id, request.body.address, hub.now());
      return { id, address: request.body.address };
    },
  );
}

/** The id of a stored match, or a 404. */
async function existing(hub: Hub, id: string): Promise<string> {
  if (MATCH_ID.test(id) && (await hub.store.loadMatch(id))) return id;
  throw new HttpError(404, 'no-such-match', 'There is no such match.');
}

async function halt(hub: Hub, id: string): Promise<{ id: string; version: number }> {
  for (let attempt = 1; ; attempt++) {
    const live = MATCH_ID.test(id) ? await hub.get(id) : null;
    if (!live) throw new HttpError(404, 'no-such-match', 'There is no such match.');
    try {
      await live.enqueue(async () => {
        if (live.status !== 'playing')
          throw new HttpError(409, 'not-playing', 'Only a match being played can be ended.');
        await live.tableEntry({ type: 'halt' });
      });
      return { id, version: live.version };
    } catch (error) {
      // This copy was behind the store (the match moved through another node): it was dropped; load it again.
      if (!(error instanceof Refusal)) throw error;
      if (error.code !== 'unavailable' || attempt === HALT_TRIES)
        throw new HttpError(503, error.code, error.message);
    }
  }
}
