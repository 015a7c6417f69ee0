import {
  addDays,
  CHALLENGE_MAX_DAYS,
  daysBetween,
  todayIn,
  weekOf,
  type Challenge,
  type ChallengeList,
  type ChallengeMetric,
  type CreateChallengeBody,
  type Leaderboard,
  type LeaderboardMetric,
  type RankedEntry,
} from '@momentum/shared';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { createFriendsRepository } from '../friends/friends.repository.js';
import { createNotifier } from '../notifications/notifications.service.js';
import { avatarUrlOf, toPublicUserDto } from '../users/user.mapper.js';
import { createCompetitionRepository, type Participant, type Totals } from './competition.repository.js';

const CHALLENGE = 'That challenge';
const CHALLENGES_SHOWN = 20;

const valueOf = (totals: Totals | undefined, metric: LeaderboardMetric | ChallengeMetric): number => {
  if (!totals) return 0;
  switch (metric) {
    case 'workouts':
      return totals.workouts;
    case 'calories':
      return totals.calories;
    case 'volume':
      return Math.round(totals.volume);
    case 'active-days':
      return totals.active_days;
  }
};

type Person = { id: string; name: string; avatar_image_id: string | null };

/** Highest first; equal values share a rank (1, 1, 3), and equal values list by name. */
export function rank(people: { person: Person; value: number }[], meId: string): RankedEntry[] {
  const sorted = [...people].sort(
    (a, b) =>
      b.value - a.value ||
      a.person.name.localeCompare(b.person.name) ||
      a.person.id.localeCompare(b.person.id),
  );
  let previous: { value: number; rank: number } | undefined;
  return sorted.map(({ person, value }, index) => {
    const position = previous && previous.value === value ? previous.rank : index + 1;
    previous = { value, rank: position };
    return {
      rank: position,
      user: toPublicUserDto(person),
      value,
      me: person.id === meId,
    };
  });
}

export function createCompetitionService(db: Db, clock: () => Date = () => new Date()) {
  const repository = createCompetitionRepository(db);

  /** Each person's totals over their own current week (Monday to Sunday in their time zone). */
  async function weeklyTotals(circle: Participant[], callerId: string, callerZone: string) {
    const byWeek = new Map<string, { from: string; to: string; ids: string[] }>();
    // Most people share a few zones: each zone's week is worked out once.
    const weeks = new Map<string, ReturnType<typeof weekOf>>();
    const now = clock();
    for (const person of circle) {
      const zone = person.id === callerId ? callerZone : person.time_zone;
      const week = weeks.get(zone) ?? weekOf(now, zone);
      weeks.set(zone, week);
      const key = week.startDate;
      const group = byWeek.get(key) ?? { from: week.startDate, to: addDays(week.endDate, -1), ids: [] };
      group.ids.push(person.id);
      byWeek.set(key, group);
    }
    const totals = new Map<string, Totals>();
    for (const group of byWeek.values()) {
      for (const row of await repository.totals(group.ids, group.from, group.to))
        totals.set(row.user_id, row);
    }
    return totals;
  }

  async function standingsOf(rows: Awaited<ReturnType<typeof repository.challengesOf>>, userId: string) {
    const participants = await repository.participantsOf(rows.map((row) => row.id));
    const result = new Map<string, Challenge['standings']>();
    for (const challenge of rows) {
      const people = participants.filter((p) => p.challenge_id === challenge.id);
      const accepted = people.filter((p) => p.status === 'accepted');
      const totals = new Map(
        (
          await repository.totals(
            accepted.map((p) => p.id),
            challenge.start_date,
            challenge.end_date,
          )
        ).map((row) => [row.user_id, row]),
      );
      const ranked = rank(
        accepted.map((person) => ({
          person,
          value: valueOf(totals.get(person.id), challenge.metric as ChallengeMetric),
        })),
        userId,
      ).map((entry) => ({ ...entry, status: 'accepted' as const }));
      const waiting = people
        .filter((p) => p.status === 'invited')
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((person) => ({
          rank: 0,
          user: toPublicUserDto(person),
          value: 0,
          me: person.id === userId,
          status: 'invited' as const,
        }));
      result.set(challenge.id, [...ranked, ...waiting]);
    }
    return result;
  }

  return {
    async leaderboard(userId: string, metric: LeaderboardMetric, timeZone: string): Promise<Leaderboard> {
      const circle = await repository.circleOf(userId);
      const totals = await weeklyTotals(circle, userId, timeZone);
      const entries = rank(
        circle.map((person) => ({ person, value: valueOf(totals.get(person.id), metric) })),
        userId,
      );
      const mine = entries.find((entry) => entry.me);
      const myRank = mine?.rank ?? entries.length;
      const stored = await repository.bestRank(userId, metric);
      if (stored === undefined || myRank < stored) await repository.saveBestRank(userId, metric, myRank);
      const week = weekOf(clock(), timeZone);
      const today = todayIn(clock(), timeZone);
      return {
        metric,
        weekStart: week.startDate,
        weekEnd: addDays(week.endDate, -1),
        entries,
        myRank,
        bestRank: Math.min(stored ?? myRank, myRank),
        behindLeader: (entries[0]?.value ?? 0) - (mine?.value ?? 0),
        daysLeft: daysBetween(today, addDays(week.endDate, -1)),
      };
    },

    /** Creates a challenge and invites friends (anyone else is a 404), in one transaction. */
    async create(userId: string, body: CreateChallengeBody, timeZone: string): Promise<Challenge> {
      if (daysBetween(body.startDate, body.endDate) + 1 > CHALLENGE_MAX_DAYS) {
        throw badRequest(`endDate: A challenge can last at most ${CHALLENGE_MAX_DAYS} days.`, {
          endDate: `A challenge can last at most ${CHALLENGE_MAX_DAYS} days.`,
        });
      }
      const invited = [...new Set(body.invite)].filter((id) => id !== userId);
      const friends = createFriendsRepository(db);
      for (const id of invited) if (!(await friends.areFriends(userId, id))) throw notFound('That friend');
      const id = newId();
      const at = nowIso();
      await db.transaction().execute(async (trx) => {
        await createCompetitionRepository(trx).insertChallenge(
          {
            id,
            creator_id: userId,
            name: body.name,
            metric: body.metric,
            start_date: body.startDate,
            end_date: body.endDate,
            created_at: at,
            finished_at: null,
          },
          [
            { challenge_id: id, user_id: userId, status: 'accepted', created_at: at },
            ...invited.map((friendId) => ({
              challenge_id: id,
              user_id: friendId,
              status: 'invited' as const,
              created_at: at,
            })),
          ],
        );
        await createNotifier(trx).notify(
          invited.map((friendId) => ({
            userId: friendId,
            actorId: userId,
            kind: 'challenge-invite' as const,
            challengeId: id,
            detail: body.name,
          })),
        );
      });
      const created = (await this.list(userId, timeZone)).items.find((challenge) => challenge._id === id);
      return created as Challenge;
    },

    /** The caller's challenges with everyone's progress and rank; an ended one names its winner once. */
    async list(userId: string, timeZone: string): Promise<ChallengeList> {
      const rows = await repository.challengesOf(userId, CHALLENGES_SHOWN);
      const standings = await standingsOf(rows, userId);
      const today = todayIn(clock(), timeZone);
      const items: Challenge[] = [];
      for (const row of rows) {
        const ranked = standings.get(row.id) ?? [];
        const state = today < row.start_date ? 'upcoming' : today > row.end_date ? 'ended' : 'active';
        const leader =
          ranked[0] && ranked[0].status === 'accepted' && ranked[0].value > 0 ? ranked[0] : undefined;
        if (
          state === 'ended' &&
          row.finished_at === null &&
          (await repository.claimFinish(row.id, nowIso()))
        ) {
          await createNotifier(db).notify(
            ranked
              .filter((entry) => entry.status === 'accepted')
              .map((entry) => ({
                userId: entry.user._id,
                actorId: leader?.user._id ?? entry.user._id,
                kind: 'challenge-result' as const,
                challengeId: row.id,
                detail: row.name,
              })),
          );
        }
        items.push({
          _id: row.id,
          name: row.name,
          metric: row.metric as ChallengeMetric,
          startDate: row.start_date,
          endDate: row.end_date,
          creator: {
            _id: row.creator_id,
            name: row.creator_name,
            avatarUrl: avatarUrlOf(row.creator_avatar),
          },
          myStatus: row.my_status,
          state,
          daysLeft:
            state === 'ended' ? 0 : daysBetween(state === 'upcoming' ? row.start_date : today, row.end_date),
          standings: ranked,
          winner: state === 'ended' && leader ? leader.user : null,
        });
      }
      return { items };
    },

    async answer(userId: string, challengeId: string, status: 'accepted' | 'declined'): Promise<void> {
      if (!(await repository.answerInvite(challengeId, userId, status))) throw notFound(CHALLENGE);
    },
  };
}
