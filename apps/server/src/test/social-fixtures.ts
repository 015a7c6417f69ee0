import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { as, type Session } from './test-app.js';

/** Makes two users friends through the API: one asks, the other accepts. */
export async function befriend(app: FastifyInstance, one: Session, other: Session): Promise<void> {
  const asked = await as(app, one, {
    method: 'POST',
    url: '/api/friends/requests',
    payload: { userId: other.userId },
  });
  expect(asked.statusCode, asked.body).toBeLessThan(300);
  const { _id, friendship } = asked.json<{ _id: string; friendship: string }>();
  if (friendship === 'friends') return;
  const accepted = await as(app, other, { method: 'POST', url: `/api/friends/requests/${_id}/accept` });
  expect(accepted.statusCode, accepted.body).toBe(204);
}
