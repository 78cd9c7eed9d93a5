import { asc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { auditLog, videos } from "#db/schema";
import { listPublicVideos } from "~/models/videos.server";
import {
  describeContentScreens,
  refusedFieldErrors,
  replyErrors,
} from "../../../tests/support/content-admin";
import { action, loader } from "./videos";

const ID = "dQw4w9WgXcQ";

/** Every address form staff paste, and look-alikes that must be refused. */
const URL_CASES: [url: string, expected: string][] = [
  [`https://www.youtube.com/watch?v=${ID}`, ID],
  [`https://youtube.com/watch?v=${ID}`, ID],
  [`https://m.youtube.com/watch?v=${ID}`, ID],
  [`http://www.youtube.com/watch?v=${ID}`, ID],
  [`https://www.youtube.com/watch?v=${ID}&t=42s&list=PL123`, ID],
  [`https://www.youtube.com/watch?feature=share&v=${ID}`, ID],
  [`https://www.youtube.com/embed/${ID}`, ID],
  [`https://www.youtube.com/embed/${ID}?start=10&rel=0`, ID],
  [`https://www.youtube-nocookie.com/embed/${ID}`, ID],
  [`https://youtu.be/${ID}`, ID],
  [`https://youtu.be/${ID}?si=abc123&t=5`, ID],
  [`https://www.youtube.com/shorts/${ID}`, ID],
  [`https://youtube.com/shorts/${ID}?feature=share`, ID],
  [`  https://youtu.be/${ID}  `, ID],
  // Refused: not an address at all.
  [`youtube.com/watch?v=${ID}`, "URL inválida"],
  [`www.youtube.com/watch?v=${ID}`, "URL inválida"],
  ["não é um link", "URL inválida"],
  [`javascript:alert('https://youtu.be/${ID}')`, "URL inválida"],
  // Refused: an address, but not YouTube's (look-alike hosts, wrong paths, bad ids).
  [`https://youtube.com.evil.example/watch?v=${ID}`, "URL do YouTube inválida"],
  [`https://evilyoutube.com/watch?v=${ID}`, "URL do YouTube inválida"],
  [`https://youtu.be.evil.example/${ID}`, "URL do YouTube inválida"],
  [`https://evil.example/?u=https://youtu.be/${ID}`, "URL do YouTube inválida"],
  [`https://www.youtube.com/watch?v=${ID.slice(0, 10)}`, "URL do YouTube inválida"],
  [`https://www.youtube.com/watch?v=${ID}x`, "URL do YouTube inválida"],
  ["https://www.youtube.com/watch", "URL do YouTube inválida"],
  [`https://www.youtube.com/channel/${ID}`, "URL do YouTube inválida"],
  [`https://www.youtube.com:8443/watch?v=${ID}`, "URL do YouTube inválida"],
  ["https://vimeo.com/76979871", "URL do YouTube inválida"],
];

describeContentScreens("video screen", (getDb, client) => {
  it(`accepts or refuses ${URL_CASES.length} addresses with the spec's messages`, async () => {
    expect(URL_CASES.length).toBeGreaterThanOrEqual(15);
    for (const [index, [url, expected]] of URL_CASES.entries()) {
      const answer = await client.post(action, "/restrita/videos?novo=1", {
        intent: "create",
        url,
        title: `Vídeo ${index + 1}`,
        position: String(index),
      });
      if (expected === ID) {
        expect(answer.status, url).toBe(302);
        const [row] = await getDb()
          .db.select()
          .from(videos)
          .where(eq(videos.title, `Vídeo ${index + 1}`));
        expect(row?.youtubeId, url).toBe(ID);
      } else {
        expect(answer.status, url).toBe(400);
        expect(replyErrors(answer).url, url).toEqual([expected]);
        expect(answer.body?.toast, url).toEqual({
          type: "error",
          title: "URL inválida",
          description: "Por favor, insira uma URL válida do YouTube",
        });
      }
    }
    const accepted = URL_CASES.filter(([, expected]) => expected === ID).length;
    expect(await getDb().db.$count(videos)).toBe(accepted);
  });

  it("validates title, description length and order", async () => {
    const answer = await client.post(action, "/restrita/videos?novo=1", {
      intent: "create",
      url: `https://youtu.be/${ID}`,
      title: "",
      description: "d".repeat(201),
      position: "-2",
    });
    expect(refusedFieldErrors(answer)).toMatchObject({
      title: ["O título é obrigatório"],
      description: ["A descrição deve ter no máximo 200 caracteres"],
      position: ["A ordem deve ser um número inteiro maior ou igual a 0"],
    });
  });

  it("edits, reorders and deletes; the home follows the order and every change is audited", async () => {
    const { db } = getDb();
    await db.delete(videos);
    for (const [i, title] of ["Primeiro", "Segundo"].entries()) {
      await client.post(action, "/restrita/videos", {
        intent: "create",
        url: `https://youtu.be/${ID}`,
        title,
        description: "Uma descrição curta",
        position: String(i),
      });
    }
    const [first, second] = await db.select().from(videos).orderBy(asc(videos.position));
    const edit = await client.post(action, `/restrita/videos?editar=${second!.id}`, {
      intent: "update",
      id: String(second!.id),
      url: "https://www.youtube.com/shorts/abcdefghijk",
      title: "Segundo, agora primeiro",
      description: "",
      position: "0",
    });
    expect(edit.status).toBe(302);
    await client.post(action, "/restrita/videos", {
      intent: "update",
      id: String(first!.id),
      url: first!.url,
      title: first!.title,
      position: "5",
    });
    const home = await listPublicVideos(db);
    expect(home.map((v) => v.title)).toEqual(["Segundo, agora primeiro", "Primeiro"]);
    expect(home[0]).toMatchObject({ youtubeId: "abcdefghijk", description: null });

    const loaded = await client.get(loader, `/restrita/videos?editar=${second!.id}`);
    expect(loaded.body?.panel).toMatchObject({ mode: "edit", video: { id: second!.id } });

    const removed = await client.post(action, "/restrita/videos", {
      intent: "delete",
      id: String(first!.id),
    });
    expect(removed.status).toBe(302);
    expect((await listPublicVideos(db)).map((v) => v.id)).toEqual([second!.id]);
    const actions = (await db.select().from(auditLog).where(eq(auditLog.entity, "video"))).map(
      (a) => `${a.action}:${a.entityId}`,
    );
    expect(actions).toEqual(
      expect.arrayContaining([
        `create:${first!.id}`,
        `update:${second!.id}`,
        `delete:${first!.id}`,
      ]),
    );
  });

  it("new videos go last; the arrows move one place and renumber; an edit keeps the place", async () => {
    const { db } = getDb();
    await db.delete(videos);
    for (const title of ["Um", "Dois", "Três"]) {
      const created = await client.post(action, "/restrita/videos", {
        intent: "create",
        url: `https://youtu.be/${ID}`,
        title,
      });
      expect(created.status).toBe(302);
    }
    const titles = async () => (await listPublicVideos(db)).map((v) => v.title);
    expect(await titles()).toEqual(["Um", "Dois", "Três"]);
    const byTitle = async (title: string) =>
      (await db.select().from(videos).where(eq(videos.title, title)))[0]!;

    const three = await byTitle("Três");
    const moved = await client.post(action, "/restrita/videos", {
      intent: "move",
      id: String(three.id),
      direction: "up",
    });
    expect(moved.status).toBe(302);
    expect(await titles()).toEqual(["Um", "Três", "Dois"]);
    const positions = (await db.select().from(videos).orderBy(asc(videos.position))).map(
      (v) => v.position,
    );
    expect(positions).toEqual([0, 1, 2]);

    // The first cannot go up: nothing changes.
    await client.post(action, "/restrita/videos", {
      intent: "move",
      id: String((await byTitle("Um")).id),
      direction: "up",
    });
    expect(await titles()).toEqual(["Um", "Três", "Dois"]);

    // Editing the text without a position keeps the video where it is.
    await client.post(action, "/restrita/videos", {
      intent: "update",
      id: String(three.id),
      url: three.url,
      title: "Três, editado",
    });
    expect(await titles()).toEqual(["Um", "Três, editado", "Dois"]);

    const audits = await db.select().from(auditLog).where(eq(auditLog.entity, "video"));
    const moves = audits.filter(
      (a) => a.entityId === String(three.id) && JSON.stringify(a.details).includes("position"),
    );
    expect(moves).toHaveLength(1);

    const bad = await client.post(action, "/restrita/videos", {
      intent: "move",
      id: String(three.id),
      direction: "sideways",
    });
    expect(bad.status).toBe(400);
  });

  it("answers a malformed or unknown edit id with the list, not an error", async () => {
    for (const editar of ["abc", "999999"]) {
      const answer = await client.get(loader, `/restrita/videos?editar=${editar}`);
      expect(answer.status).toBe(200);
      expect(answer.body?.panel).toBeNull();
    }
  });
});
