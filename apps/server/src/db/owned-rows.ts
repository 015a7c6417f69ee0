import type {
  DeleteQueryBuilder,
  DeleteResult,
  Expression,
  ExpressionBuilder,
  Insertable,
  Selectable,
  SelectQueryBuilder,
  SqlBool,
  Updateable,
} from 'kysely';
import { chunksOf } from '../lib/chunks.js';
import { newId } from '../lib/ids.js';
import type { Db } from './database.js';
import type { Database } from './schema.js';

/** Tables of rows that belong to one user (`user_id`) and are named by their own text `id`. */
export type OwnedTable = {
  [T in keyof Database]: Database[T] extends { id: string; user_id: string } ? T : never;
}[keyof Database];

/** Catalogues of built-in rows (no owner) and each user's own (`owner_id`), which a user deletes by marking them. */
export type CatalogueTable = 'exercises' | 'foods';
/** The columns a catalogue fills in for a user's own row. */
type OwnRowStamp = 'id' | 'owner_id' | 'created_at' | 'updated_at' | 'deleted_at';

type ByIdTable = OwnedTable | CatalogueTable;
/** Which rows count as the user's: the condition every query by id adds, so that no other row is touched. */
type Whose = (userId: string) => (eb: ExpressionBuilder<Database, ByIdTable>) => Expression<SqlBool>;

function rowsById<T extends ByIdTable>(db: Db, table: T, whose: Whose) {
  // Kysely resolves columns on the union rather than on an unresolved T; `whose` names only columns T has.
  const rows: ByIdTable = table;
  type Row = Selectable<Database[T]>;
  return {
    /** The user's row with this id; undefined when it is unknown or not theirs. */
    async find(userId: string, id: string): Promise<Row | undefined> {
      const row = await db
        .selectFrom(rows)
        .selectAll()
        .where('id', '=', id)
        .where(whose(userId))
        .executeTakeFirst();
      return row as Row | undefined;
    },

    /** False when the row is unknown or not the user's. */
    async update(userId: string, id: string, changes: Updateable<Database[T]>): Promise<boolean> {
      const result = await db
        .updateTable(rows)
        .set(changes as Updateable<Database[ByIdTable]>)
        .where('id', '=', id)
        .where(whose(userId))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** False when the row is unknown or not the user's. */
    async delete(userId: string, id: string): Promise<boolean> {
      const result = await db.deleteFrom(rows).where('id', '=', id).where(whose(userId)).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

/**
 * Reading, changing and deleting one of a user's rows by its id, as every repository of such a table does. Each
 * query names the owner, so another user's row is never read or written: to the caller it does not exist.
 */
export function ownedRows<T extends OwnedTable>(db: Db, table: T) {
  return rowsById(db, table, (userId) => (eb) => eb('user_id', '=', userId));
}

/**
 * The SQL every catalogue shares: its built-in rows (no owner) are written from a file, a user's own rows are read,
 * changed and deleted by marking them (what was logged with one keeps reading it). Queries of own rows name the
 * owner; built-in rows are nobody's own.
 */
export function catalogueRows<T extends CatalogueTable>(db: Db, table: T) {
  // Kysely resolves columns on the union rather than on an unresolved T; both tables share the columns used here.
  const rows: CatalogueTable = table;
  type Row = Selectable<Database[T]>;
  type Insert = Insertable<Database[CatalogueTable]>;
  const ownNotDeleted: Whose = (userId) => (eb) =>
    eb.and([eb('owner_id', '=', userId), eb('deleted_at', 'is', null)]);
  const { find, update } = rowsById(db, table, ownNotDeleted);
  return {
    /** Changes the user's own row and reads it back; undefined when it is not theirs (or is deleted). */
    async changeOwn(userId: string, id: string, changes: Updateable<Database[T]>): Promise<Row | undefined> {
      return (await update(userId, id, changes)) ? find(userId, id) : undefined;
    },

    /** Deletes the user's own row by marking it; false when it is not theirs (or already deleted). */
    removeOwn: (userId: string, id: string, atIso: string): Promise<boolean> =>
      rowsById(db, rows, ownNotDeleted).update(userId, id, { deleted_at: atIso, updated_at: atIso }),

    /** The user's own rows that are not deleted. */
    async listOwn(userId: string): Promise<Row[]> {
      const found = await db
        .selectFrom(rows)
        .selectAll()
        .where('owner_id', '=', userId)
        .where('deleted_at', 'is', null)
        .execute();
      return found as Row[];
    },

    /**
     * The built-in rows and the user's own among `ids`; a deleted own row only with `includeDeleted` (what was
     * logged or planned with it still reads).
     */
    async findUsable(userId: string, ids: readonly string[], includeDeleted: boolean): Promise<Row[]> {
      if (ids.length === 0) return [];
      const found = await db
        .selectFrom(rows)
        .selectAll()
        .where('id', 'in', [...new Set(ids)])
        .where((eb) => eb.or([eb('owner_id', 'is', null), eb('owner_id', '=', userId)]))
        .$if(!includeDeleted, (q) => q.where('deleted_at', 'is', null))
        .execute();
      return found as Row[];
    },

    /** Adds a row of the user's own, made at `atIso`; the row as stored. */
    async insertOwn(userId: string, atIso: string, fields: Omit<Row, OwnRowStamp>): Promise<Row> {
      const stamp: Pick<Selectable<Database[CatalogueTable]>, OwnRowStamp> = {
        id: newId(),
        owner_id: userId,
        created_at: atIso,
        updated_at: atIso,
        deleted_at: null,
      };
      // The fields and the stamp together are a whole row; TypeScript cannot see it through an unresolved T.
      const row = { ...stamp, ...fields } as Row;
      await db
        .insertInto(rows)
        .values(row as Insert)
        .execute();
      return row;
    },

    /**
     * Writes the built-in rows as given, `chunk` rows a statement (within both drivers' parameter limits); a row
     * that exists gets the `refreshed` columns' new values.
     */
    async upsertBuiltIn(
      builtIn: readonly Insertable<Database[T]>[],
      chunk: number,
      refreshed: readonly (keyof Database[T] & string)[],
    ): Promise<void> {
      for (const slice of chunksOf(builtIn, chunk)) {
        await db
          .insertInto(rows)
          .values(slice as Insert[])
          .onConflict((oc) =>
            oc
              .column('id')
              .doUpdateSet((eb) =>
                Object.fromEntries(
                  refreshed.map((column) => [column, eb.ref(`excluded.${column}` as 'excluded.updated_at')]),
                ),
              ),
          )
          .execute();
      }
    },
  };
}

/** Tables whose every row belongs to one user (`user_id`). */
export type UserTable = {
  [T in keyof Database]: Database[T] extends { user_id: string } ? T : never;
}[keyof Database];

/** A read of rows of T before anything is selected, and a delete of rows of T. */
type ReadOf<T extends UserTable> = SelectQueryBuilder<Database, T, Record<never, never>>;
type DeleteOf<T extends UserTable> = DeleteQueryBuilder<Database, T, DeleteResult>;

// Kysely resolves `user_id` on the union of the tables rather than on an unresolved T; every one of them has it.

/**
 * The start of a read of one user's rows of `table` (`rowsOfUser(db, 'goals', userId).selectAll()…`): the owner
 * is named here, so no read of a user's rows can forget to name them.
 */
export const rowsOfUser = <T extends UserTable>(db: Db, table: T, userId: string) =>
  db.selectFrom(table as UserTable).where('user_id', '=', userId) as ReadOf<T>;

/** The start of a delete of one user's rows of `table`, as `rowsOfUser` starts a read. */
export const deleteRowsOfUser = <T extends UserTable>(db: Db, table: T, userId: string) =>
  db.deleteFrom(table as UserTable).where('user_id', '=', userId) as DeleteOf<T>;
