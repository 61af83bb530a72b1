// The operator's review of applications (npm run promotions): list, approve (grant the activity's reward once,
// status issued) and reject with a remark; the member hears of either in their inbox, in their language
// (i18n/engagement-texts.ts memberLanguage). show: one application with its images, for the operator to look at.
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import type { Database } from '../../db/types.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { approvedBody, memberLanguage, rejectedBody } from '../../i18n/engagement-texts.ts';
import { minorText } from '../ledger/index.ts';
import { postMessage } from '../inbox/index.ts';
import { grantReward } from '../rewards/index.ts';
import { maskCustomerName } from '../winners/index.ts';
import { grantOf, textOf } from './state.ts';

export interface ReviewContext {
  db: Database;
  brand: LoadedBrand;
  now: () => number;
}

interface AppRow {
  id: string;
  member_id: string;
  username: string;
  activity_id: string;
  period: string;
  remark: string;
  status: 'applying' | 'approved' | 'rejected';
  created_at: Date;
  images: string;
}

const bad = (message: string): ApiError => new ApiError(400, ErrorCode.badParam, message);
export const APPLICATION_STATUSES = ['applying', 'approved', 'rejected'] as const;

/** One line per application, newest first (at most 200). */
export async function applicationLines(ctx: ReviewContext, status?: string): Promise<string[]> {
  if (status !== undefined && !(APPLICATION_STATUSES as readonly string[]).includes(status)) throw bad(`--status must be one of ${APPLICATION_STATUSES.join(', ')}`);
  const r = await ctx.db.query<AppRow>(
    `SELECT a.id, a.member_id, m.username, a.activity_id, a.period, a.remark, a.status, a.created_at,
       (SELECT count(*) FROM promotion_application_images i WHERE i.application_id = a.id) AS images
     FROM promotion_applications a JOIN members m ON m.id = a.member_id
     WHERE a.brand_id = $1 AND ($2::text IS NULL OR a.status = $2) ORDER BY a.id DESC LIMIT 200`,
    [ctx.brand.id, status ?? null],
  );
  if (!r.rows.length) return ['no applications'];
  return r.rows.map(
    (a) => `#${a.id} ${a.status} ${a.activity_id} (${a.period}) ${a.username} ${a.created_at.toISOString()} images ${a.images} remark ${JSON.stringify(a.remark)}`,
  );
}

async function lockApplication(tx: Parameters<Parameters<Database['transaction']>[0]>[0], brandId: string, id: string): Promise<AppRow> {
  if (!/^[1-9][0-9]{0,17}$/.test(id)) throw bad(`the id must be an application number, got ${id}`);
  const r = await tx.query<AppRow>(
    `SELECT a.id, a.member_id, m.username, a.activity_id, a.period, a.remark, a.status, a.created_at, '0' AS images
     FROM promotion_applications a JOIN members m ON m.id = a.member_id WHERE a.id = $1 AND a.brand_id = $2 FOR UPDATE OF a`,
    [id, brandId],
  );
  if (!r.rows[0]) throw new ApiError(404, ErrorCode.notFound, `no application #${id} in brand ${brandId}`);
  return r.rows[0];
}

/** Grants the activity's reward (once: approving twice changes nothing) and marks the application approved. */
export async function approveApplication(ctx: ReviewContext, id: string): Promise<string[]> {
  const now = new Date(ctx.now());
  return ctx.db.transaction(async (tx) => {
    const a = await lockApplication(tx, ctx.brand.id, id);
    if (a.status === 'approved') return [`#${a.id} was already approved; nothing changed`];
    if (a.status === 'rejected') throw new ApiError(409, ErrorCode.promotionState, `#${a.id} was rejected; the member may apply again`);
    const activity = ctx.brand.content.promotions.activities.find((x) => x.id === a.activity_id && x.start === a.period);
    if (!activity) throw new ApiError(409, ErrorCode.promotionState, `activity ${a.activity_id} (${a.period}) is no longer in content/promotions.json`);
    const grant = grantOf(ctx.brand.id, String(a.member_id), activity);
    const { rewardId } = await grantReward(tx, grant, now);
    await tx.query(`UPDATE promotion_applications SET status = 'approved', reviewed_at = $2, reward_id = $3 WHERE id = $1`, [a.id, now, rewardId]);
    const language = await memberLanguage(tx, String(a.member_id), ctx.brand.config.languages);
    const amount = `${ctx.brand.config.currency.code} ${minorText(grant.amountMinor)}`;
    await postMessage(
      tx,
      { brandId: ctx.brand.id, memberId: String(a.member_id), kind: 'system', title: textOf(activity.title, language), body: approvedBody(language, amount) },
      now,
    );
    return [`#${a.id} approved: reward ${rewardId} of ${amount} for ${a.username}`];
  });
}

export async function rejectApplication(ctx: ReviewContext, id: string, remark: string): Promise<string[]> {
  const text = remark.trim();
  if (!text) throw bad('--remark is required: the member sees it');
  if ([...text].length > 140) throw bad('--remark: at most 140 characters');
  const now = new Date(ctx.now());
  return ctx.db.transaction(async (tx) => {
    const a = await lockApplication(tx, ctx.brand.id, id);
    if (a.status !== 'applying') throw new ApiError(409, ErrorCode.promotionState, `#${a.id} is ${a.status} already`);
    await tx.query(`UPDATE promotion_applications SET status = 'rejected', reviewed_at = $2, review_remark = $3 WHERE id = $1`, [a.id, now, text]);
    const activity = ctx.brand.content.promotions.activities.find((x) => x.id === a.activity_id);
    const language = await memberLanguage(tx, String(a.member_id), ctx.brand.config.languages);
    const title = activity ? textOf(activity.title, language) : a.activity_id;
    await postMessage(tx, { brandId: ctx.brand.id, memberId: String(a.member_id), kind: 'system', title, body: rejectedBody(language, text) }, now);
    return [`#${a.id} rejected`];
  });
}

export interface ApplicationImage {
  /** Chosen here ("application-<id>-<n>.png"), never the uploader's file name. */
  name: string;
  contentType: 'image/png' | 'image/jpeg';
  bytes: number;
  base64: string;
}

/** One application: its lines (member masked like every list a player could see) and its images. */
export async function showApplication(ctx: ReviewContext, id: string): Promise<{ lines: string[]; images: ApplicationImage[] }> {
  if (!/^[1-9][0-9]{0,17}$/.test(id)) throw bad(`the id must be an application number, got ${id}`);
  const r = await ctx.db.query<AppRow & { review_remark: string | null; reviewed_at: Date | null }>(
    `SELECT a.id, a.member_id, m.username, a.activity_id, a.period, a.remark, a.status, a.created_at, a.review_remark, a.reviewed_at, '0' AS images
     FROM promotion_applications a JOIN members m ON m.id = a.member_id WHERE a.id = $1 AND a.brand_id = $2`,
    [id, ctx.brand.id],
  );
  const a = r.rows[0];
  if (!a) throw new ApiError(404, ErrorCode.notFound, `no application #${id} in brand ${ctx.brand.id}`);
  const imgs = await ctx.db.query<{ seq: number; content_type: 'image/png' | 'image/jpeg'; bytes: Buffer | Uint8Array }>(
    'SELECT seq, content_type, bytes FROM promotion_application_images WHERE application_id = $1 ORDER BY seq',
    [a.id],
  );
  const images = imgs.rows.map((row) => {
    const buf = Buffer.from(row.bytes);
    const ext = row.content_type === 'image/png' ? 'png' : 'jpg';
    return { name: `application-${a.id}-${row.seq}.${ext}`, contentType: row.content_type, bytes: buf.length, base64: buf.toString('base64') };
  });
  const activity = ctx.brand.content.promotions.activities.find((x) => x.id === a.activity_id && x.start === a.period);
  const lines = [
    `#${a.id} ${a.status} in ${ctx.brand.id}, applied ${a.created_at.toISOString()}`,
    `activity ${a.activity_id} (${a.period})${activity ? ` ${JSON.stringify(textOf(activity.title, 'EN'))}` : ' (no longer in content/promotions.json)'}`,
    `member #${a.member_id} ${maskCustomerName(a.username)}`,
    `remark ${JSON.stringify(a.remark)}`,
  ];
  if (a.reviewed_at) lines.push(`reviewed ${a.reviewed_at.toISOString()}${a.review_remark ? ` remark ${JSON.stringify(a.review_remark)}` : ''}`);
  lines.push(`images ${images.length}`);
  for (const img of images) lines.push(`  ${img.name} ${img.contentType} ${img.bytes} bytes`);
  return { lines, images };
}
