import { NO_AREA_VERSIONS } from '../../db/data-areas.js';
import type { UserRow } from './users.repository.js';

/** A user as signing up makes them: not onboarded yet, no start weight or avatar, in UTC. */
export const newUserRow = (
  user: Pick<UserRow, 'id' | 'email' | 'name' | 'password_hash'>,
  atIso: string,
): UserRow => ({
  ...user,
  is_onboarded: 0,
  onboarding: null,
  start_weight_kg: null,
  avatar_image_id: null,
  time_zone: 'UTC',
  created_at: atIso,
  updated_at: atIso,
  data_version: 0,
  ...NO_AREA_VERSIONS,
});
