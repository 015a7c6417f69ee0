import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import { rowsOfUser } from '../../db/owned-rows.js';
import type { ChallengeParticipantsTable, ChallengesTable } from '../../db/schema.js';
import { friendIdsQuery } from '../friends/friends.repository.js';

export type Participant = { id: string; name: string; avatar_image_id: string | null; time_zone: string };
export type Totals = {
  user_id: string;
  workouts: number;
  calories: number;
  volume: number;
  active_days: number;
};

export function createCompetitionRepository(db: Db) {
  return {
    /** The user and their friends. */
    circleOf(userId: string): Promise<Participant[]> {
      return db
        .selectFrom('users')
        .select(['id', 'name', 'avatar_image_id', 'time_zone'])
        .where((eb) => eb.or([eb('id', '=', userId), eb('id', 'in', friendIdsQuery(db, userId))]))
        .execute();
    },

    /** Sums of each user's workouts with a local date in [from, to]; users without any are absent. */
    async totals(userIds: string[], from: string, to: string): Promise<Totals[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .selectFrom('workout_logs')
        .select((eb) => [
          'user_id',
          eb.fn.countAll<number>().as('workouts'),
          eb.fn.coalesce(eb.fn.sum<number>('calories_burned'), eb.val(0)).as('calories'),
          eb.fn.coalesce(eb.fn.sum<number>('volume_kg'), eb.val(0)).as('volume'),
          eb.fn.count<number>('local_date').distinct().as('active_days'),
        ])
        .where('user_id', 'in', userIds)
        .where('local_date', '>=', from)
        .where('local_date', '<=', to)
        .groupBy('user_id')
        .execute();
      return rows.map((row) => ({
        user_id: row.user_id,
        workouts: Number(row.workouts),
        calories: Number(row.calories),
        volume: Number(row.volume),
        active_days: Number(row.active_days),
      }));
    },

    async bestRank(userId: string, metric: string): Promise<number | undefined> {
      const row = await rowsOfUser(db, 'leaderboard_best', userId)
        .select('best_rank')
        .where('metric', '=', metric)
        .executeTakeFirst();
      return row?.best_rank;
    },

    async saveBestRank(userId: string, metric: string, rank: number): Promise<void> {
      await db
        .insertInto('leaderboard_best')
        .values({ user_id: userId, metric, best_rank: rank })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'metric'])
            .doUpdateSet({ best_rank: rank })
            .where('leaderboard_best.best_rank', '>', rank),
        )
        .execute();
    },

    async insertChallenge(
      challenge: Insertable<ChallengesTable>,
      participants: Insertable<ChallengeParticipantsTable>[],
    ): Promise<void> {
      await db.insertInto('challenges').values(challenge).execute();
      await db.insertInto('challenge_participants').values(participants).execute();
    },

    /** Challenges the user takes part in or is invited to (not declined), newest first. */
    challengesOf(userId: string, limit: number) {
      return db
        .selectFrom('challenges')
        .innerJoin('challenge_participants as me', (join) =>
          join.onRef('me.challenge_id', '=', 'challenges.id').on('me.user_id', '=', userId),
        )
        .innerJoin('users as creator', 'creator.id', 'challenges.creator_id')
        .selectAll('challenges')
        .select([
          'me.status as my_status',
          'creator.name as creator_name',
          'creator.avatar_image_id as creator_avatar',
        ])
        .where('me.status', '!=', 'declined')
        .orderBy('challenges.created_at', 'desc')
        .orderBy('challenges.id', 'desc')
        .limit(limit)
        .execute();
    },

    participantsOf(challengeIds: string[]) {
      if (challengeIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('challenge_participants')
        .innerJoin('users', 'users.id', 'challenge_participants.user_id')
        .select([
          'challenge_participants.challenge_id as challenge_id',
          'challenge_participants.status as status',
          'users.id as id',
          'users.name as name',
          'users.avatar_image_id as avatar_image_id',
        ])
        .where('challenge_participants.challenge_id', 'in', challengeIds)
        .execute();
    },

    /** Invited → accepted or declined, by the invited person only; true when it changed. */
    async answerInvite(
      challengeId: string,
      userId: string,
      status: 'accepted' | 'declined',
    ): Promise<boolean> {
      const result = await db
        .updateTable('challenge_participants')
        .set({ status })
        .where('challenge_id', '=', challengeId)
        .where('user_id', '=', userId)
        .where('status', '=', 'invited')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The first caller to see the challenge ended claims announcing its result. */
    async claimFinish(challengeId: string, atIso: string): Promise<boolean> {
      const result = await db
        .updateTable('challenges')
        .set({ finished_at: atIso })
        .where('id', '=', challengeId)
        .where('finished_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
