import { describe, expect, it } from 'vitest';
import { adminUsersQuerySchema, auditQuerySchema, reviewHideSchema, reviewReportSchema, usersModerateSchema } from './moderation.js';

const id = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

describe('the moderation requests', () => {
  it('takes a report with one of five reasons and a note of at most 500 characters; a blank note is none', () => {
    expect(reviewReportSchema.parse({ reason: 'spoiler', note: '  ' })).toEqual({ reason: 'spoiler', note: undefined });
    expect(reviewReportSchema.parse({ reason: 'off_topic', note: 'x'.repeat(500) }).note).toHaveLength(500);
    expect(reviewReportSchema.safeParse({ reason: 'other', note: 'x'.repeat(501) }).success).toBe(false);
    expect(reviewReportSchema.safeParse({ reason: 'boring' }).success).toBe(false);
  });

  it('moderates 1 to 500 accounts with suspend, unsuspend or erase', () => {
    expect(usersModerateSchema.safeParse({ userIds: [id], action: 'erase' }).success).toBe(true);
    expect(usersModerateSchema.safeParse({ userIds: [], action: 'suspend' }).success).toBe(false);
    expect(usersModerateSchema.safeParse({ userIds: Array.from({ length: 501 }, () => id), action: 'suspend' }).success).toBe(false);
    expect(usersModerateSchema.safeParse({ userIds: [id], action: 'ban' }).success).toBe(false);
    expect(usersModerateSchema.safeParse({ userIds: ['not-an-id'], action: 'suspend' }).success).toBe(false);
  });

  it('needs a reason to hide a review', () => {
    expect(reviewHideSchema.safeParse({ kind: 'book', itemId: 1, userId: id, reason: ' ' }).success).toBe(false);
    expect(reviewHideSchema.safeParse({ kind: 'series', itemId: 1, userId: id, reason: 'spam' }).success).toBe(false);
  });

  it('filters users by status, a day or an instant, and reads reviewText as a flag', () => {
    expect(adminUsersQuerySchema.parse({ status: 'suspended', createdAfter: '2026-12-01', createdBefore: '2026-12-05T10:00:00Z', reviewText: 'true' })).toMatchObject({
      status: 'suspended',
      createdAfter: '2026-12-01',
      reviewText: true,
      page: 1,
      limit: 20,
    });
    expect(adminUsersQuerySchema.safeParse({ status: 'banned' }).success).toBe(false);
    expect(adminUsersQuerySchema.safeParse({ createdAfter: 'last week' }).success).toBe(false);
    expect(auditQuerySchema.safeParse({ action: 'review_hidden', actor: id }).success).toBe(true);
    expect(auditQuerySchema.safeParse({ action: 'coffee_made' }).success).toBe(false);
  });
});
