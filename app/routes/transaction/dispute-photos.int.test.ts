import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { disputeImages } from "../../../db/schema";
import { createUser } from "../../../tests/factories";
import { as, paidOrder, setup } from "../../../tests/setup/mail-clock";
import { routeContext } from "../../../tests/setup/route-context";
import { testDb } from "../../../tests/setup/services";
import * as operatorOrder from "../operator/order";
import { transactionPageAction } from "./page.server";

// Decision 084: the buyer attaches up to five photos when disputing, on the order page's own
// form (multipart, no JavaScript needed). The photos and the dispute commit together; too many,
// or a file that is no image by its bytes, refuses the dispute and keeps nothing. The buyer,
// the grower and the operator see them.

const png = (hue: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: hue } })
    .png()
    .toBuffer();

async function delivered(s: ReturnType<typeof setup>) {
  const order = await paidOrder(s, "pickup");
  await s.services.inbox.transition(as(order.provider), order.id, {
    transition: "transition/mark-delivered",
  });
  return order;
}

function disputeRequest(id: string, reason: string, files: Array<{ name: string; bytes: Buffer }>) {
  const body = new FormData();
  body.set("intent", "transition");
  body.set("transition", "transition/dispute");
  body.set("disputeReason", reason);
  for (const f of files)
    body.append("photos", new File([new Uint8Array(f.bytes)], f.name, { type: "image/png" }));
  return new Request(`http://localhost/order/${id}/details`, { method: "POST", body });
}

type Outcome = { data: { ok: boolean; fieldErrors?: Record<string, string> }; init: ResponseInit };

describe("dispute photos", () => {
  it("go with the dispute, up to five, and are shown to buyer, grower and operator", async () => {
    const s = setup("2051-06-01T10:00:00Z", {
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "dispute-photos-")),
    });
    const order = await delivered(s);
    const buyer = routeContext(s.services, await s.services.users.findById(order.customer.id));
    const send = async (files: Array<{ name: string; bytes: Buffer }>) =>
      (await transactionPageAction(
        buyer as never,
        disputeRequest(order.id, "Rot, zie de foto's", files),
        order.id,
      )) as unknown as Outcome;
    const rows = () =>
      testDb().select().from(disputeImages).where(eq(disputeImages.transactionId, order.id));

    // Six is one too many: refused, the order stays delivered, nothing kept.
    const six = await Promise.all(
      ["#a33", "#3a3", "#33a", "#aa3", "#3aa", "#a3a"].map(async (c, i) => ({
        name: `foto${i}.png`,
        bytes: await png(c),
      })),
    );
    const tooMany = await send(six);
    expect(tooMany.init.status).toBe(400);
    expect(tooMany.data.fieldErrors?.photos).toBe("DisputePhotos.tooMany?max=5");
    // A text file called .png is no image by its bytes.
    const fake = await send([{ name: "echt.png", bytes: Buffer.from("<svg onload=alert(1)>") }]);
    expect(fake.init.status).toBe(400);
    expect(fake.data.fieldErrors?.photos).toBe("ImageUpload.couldNotRead");
    expect((await s.services.transactionEngine.find(order.id))!.state).toBe("delivered");
    expect(await rows()).toEqual([]);

    const ok = await send(six.slice(0, 2));
    expect(ok.data.ok).toBe(true);
    expect((await s.services.transactionEngine.find(order.id))!.state).toBe("disputed");
    expect((await rows()).map((r) => [r.position, r.ownerId])).toEqual([
      [0, order.customer.id],
      [1, order.customer.id],
    ]);
    // A second dispute of the same order (a double click) is refused and adds no photos.
    const again = await send(six.slice(2, 3));
    expect(again.init.status).toBe(409);
    expect(await rows()).toHaveLength(2);

    for (const [user, view] of [
      [order.customer, "order"],
      [order.provider, "sale"],
    ] as const) {
      const page = await s.services.inbox.show(as(user), order.id, view);
      if (!("data" in page)) throw new Error("expected the page");
      expect(page.data.disputePhotos).toHaveLength(2);
      expect(page.data.disputePhotos[0]!.thumb).toMatch(/disputes\/.+\/square-small\.webp$/);
    }
    const operator = await s.services.users.findById(
      (await createUser(testDb(), { isOperator: true })).id,
    );
    const detail = await operatorOrder.loader({
      context: routeContext(s.services, operator),
      request: new Request(`http://localhost/operator/orders/${order.id}`),
      params: { id: order.id },
    } as never);
    expect(detail.photos.map((p) => p.large)).toEqual([
      expect.stringMatching(/scaled-large\.webp$/),
      expect.stringMatching(/scaled-large\.webp$/),
    ]);
  });
});
