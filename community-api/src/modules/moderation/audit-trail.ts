import { displayName, pageOffset, paged, type AuditAction, type AuditEntry, type AuditQuery, type Paged, type ReviewKind } from '@starshelf/contract';
import type { Pool } from '../../db/pool.js';

type Queryable = Pick<Pool, 'query'>;

export type AuditWrite = {
  actorId: string;
  targetId: string;
  action: AuditAction;
  reason?: string | null;
  review?: { kind: ReviewKind; itemId: number } | null;
};

type Row = {
  id: string;
  at: Date;
  actor_id: string;
  target_id: string;
  action: AuditAction;
  detail: { from: unknown; to: unknown } | null;
  reason: string | null;
  review_kind: ReviewKind | null;
  review_item_id: number | null;
  actor_first: string | null;
  actor_last: string | null;
  actor_email: string | null;
  actor_exists: boolean;
  target_first: string | null;
  target_last: string | null;
  target_email: string | null;
  target_exists: boolean;
  total: number;
};

const nameOf = (exists: boolean, firstName: string | null, lastName: string | null, email: string | null) =>
  exists ? displayName({ firstName, lastName, email }) : null;

/** The audit trail of administration and moderation (community.admin_audit_log; rows outlive accounts). */
export function auditTrail(pool: Pool) {
  return {
    async record(db: Queryable, entries: readonly AuditWrite[]): Promise<void> {
      if (entries.length === 0) return;
      await db.query(
        `insert into community.admin_audit_log (actor_id, target_id, action, reason, review_kind, review_item_id)
         select * from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::int[])`,
        [
          entries.map((entry) => entry.actorId),
          entries.map((entry) => entry.targetId),
          entries.map((entry) => entry.action),
          entries.map((entry) => entry.reason ?? null),
          entries.map((entry) => entry.review?.kind ?? null),
          entries.map((entry) => entry.review?.itemId ?? null),
        ],
      );
    },

    /** Newest first; an erased member is named by id only. */
    async list(query: AuditQuery): Promise<Paged<AuditEntry>> {
      const { rows } = await pool.query<Row>(
        `select l.id, l.at, l.actor_id, l.target_id, l.action, l.detail, l.reason, l.review_kind, l.review_item_id,
                a.first_name as actor_first, a.last_name as actor_last, a.email as actor_email, a.id is not null as actor_exists,
                t.first_name as target_first, t.last_name as target_last, t.email as target_email, t.id is not null as target_exists,
                count(*) over ()::int as total
           from community.admin_audit_log l
           left join community.users a on a.id = l.actor_id
           left join community.users t on t.id = l.target_id
          where ($1::uuid is null or l.actor_id = $1) and ($2::text is null or l.action = $2)
          order by l.at desc, l.id desc
          limit $3 offset $4`,
        [query.actor ?? null, query.action ?? null, query.limit, pageOffset(query.page, query.limit)],
      );
      const items = rows.map((row): AuditEntry => ({
        id: Number(row.id),
        at: row.at.toISOString(),
        actor: { id: row.actor_id, displayName: nameOf(row.actor_exists, row.actor_first, row.actor_last, row.actor_email) },
        action: row.action,
        target: {
          user: { id: row.target_id, displayName: nameOf(row.target_exists, row.target_first, row.target_last, row.target_email) },
          review: row.review_kind && row.review_item_id !== null ? { kind: row.review_kind, itemId: row.review_item_id } : null,
        },
        reason: row.reason,
        detail: row.detail,
      }));
      return paged(items, rows[0]?.total ?? 0, query.page, query.limit);
    },
  };
}

export type AuditTrail = ReturnType<typeof auditTrail>;
