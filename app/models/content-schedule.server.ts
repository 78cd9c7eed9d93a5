/**
 * When public content next changes by itself: a banner or store banner whose display window
 * opens or closes, a post whose publishing time arrives, a scheduled store change that applies,
 * a scheduled store photo that appears, or a store's temporary closure that starts or ends
 * (ADR 0028). Pages kept by the page cache never
 * outlive that moment, so scheduled items appear and disappear on time without a cron.
 */
import { sql } from "drizzle-orm";
import { queryRows, type Database } from "~/server/db.server";

export async function nextScheduleChange(db: Database, now = new Date()): Promise<Date | null> {
  const at = sql`${now.toISOString()}::timestamptz`;
  // One round trip: every future moment at which something becomes visible or stops being so.
  const [row] = await queryRows<{ next: Date | string | null }>(
    db,
    sql`SELECT min(moment) AS next FROM (
          SELECT starts_at AS moment FROM banners WHERE active AND starts_at > ${at}
          UNION ALL SELECT ends_at FROM banners WHERE active AND ends_at > ${at}
          UNION ALL SELECT starts_at FROM store_banners WHERE starts_at > ${at}
          UNION ALL SELECT ends_at FROM store_banners WHERE ends_at > ${at}
          UNION ALL SELECT publish_at FROM blog_posts WHERE published AND publish_at > ${at}
          UNION ALL SELECT effective_at FROM store_scheduled_changes
            WHERE applied_at IS NULL AND cancelled_at IS NULL AND failure IS NULL
              AND effective_at > ${at}
          UNION ALL SELECT visible_from FROM store_images WHERE visible_from > ${at}
          UNION ALL SELECT closed_from FROM stores WHERE active AND closed_from > ${at}
          UNION ALL SELECT closed_until FROM stores WHERE active AND closed_until > ${at}
        ) AS changes`,
  );
  return row?.next ? new Date(row.next) : null;
}
