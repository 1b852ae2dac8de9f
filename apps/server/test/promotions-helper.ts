import { announcements } from "../src/db/schema";
import type { TestApp } from "./test-app";

let next = 0;
/** A new promotion (an announcement of the PR group) of the test brand; answers its id. */
export async function promotionAnnouncement(t: TestApp, title: string): Promise<number> {
  next += 1;
  const [row] = await t.database.db
    .insert(announcements)
    .values({
      merchantId: t.merchantId,
      slug: `test-promotion-${next}-${Date.now()}`,
      type: "PR",
      title: { en: `${title} ${next}` },
      content: { en: "<p>terms</p>" },
    })
    .returning({ id: announcements.id });
  return row!.id;
}
