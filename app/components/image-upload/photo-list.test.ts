import { describe, expect, it } from "vitest";
import {
  addPhoto,
  canMove,
  fieldErrorStands,
  isCover,
  movePhoto,
  type Photo,
  removePhoto,
  updatePhoto,
  uploadedIds,
} from "./photo-list";

const done = (key: string): Photo => ({ key, id: `id-${key}`, status: "done", progress: 1 });
const uploading = (key: string): Photo => ({ key, status: "uploading", progress: 0.2 });
const keys = (list: Photo[]) => list.map((p) => p.key);

describe("photo list", () => {
  it("moves an upload that fails out of the cover slot to the end", () => {
    let list = addPhoto([], uploading("bad"));
    list = addPhoto(list, uploading("good"));
    list = updatePhoto(list, "bad", { status: "error", error: "Kon niet lezen" });
    list = updatePhoto(list, "good", { status: "done", id: "id-good" });
    expect(keys(list)).toEqual(["good", "bad"]);
    expect(isCover(list, 0)).toBe(true);
    expect(isCover(list, 1)).toBe(false);
  });

  it("adds new files before failed ones", () => {
    let list = addPhoto([done("a")], { key: "bad", status: "error", progress: 0 });
    list = addPhoto(list, uploading("b"));
    expect(keys(list)).toEqual(["a", "b", "bad"]);
  });

  it("gives failed uploads no reorder moves, and photos no move past them", () => {
    const list = [done("a"), done("b"), { key: "bad", status: "error", progress: 0 } as Photo];
    expect(canMove(list, 0, 1)).toBe(true);
    expect(canMove(list, 1, 1)).toBe(false);
    expect(canMove(list, 2, -1)).toBe(false);
    expect(keys(movePhoto(list, 1, 1))).toEqual(["a", "b", "bad"]);
    expect(keys(movePhoto(list, 1, -1))).toEqual(["b", "a", "bad"]);
  });

  it("puts a retried upload back among the working photos", () => {
    const list = [done("a"), { key: "bad", status: "error", progress: 0 } as Photo, done("c")];
    const retried = updatePhoto(list, "bad", { status: "uploading", error: undefined });
    expect(keys(retried)).toEqual(["a", "bad", "c"]);
  });

  it("sends only uploaded ids, in order", () => {
    const list = [done("a"), uploading("b"), done("c")];
    expect(uploadedIds(list)).toEqual(["id-a", "id-c"]);
    expect(keys(removePhoto(list, "b"))).toEqual(["a", "c"]);
  });

  it("drops 'add at least one photo' once a photo has uploaded, and shows it again when it is removed", () => {
    const sent: string[] = [];
    expect(fieldErrorStands(sent, [])).toBe(true);
    // A failed upload fixes nothing.
    expect(fieldErrorStands(sent, [{ key: "bad", status: "error", progress: 0 }])).toBe(true);
    expect(fieldErrorStands(sent, [uploading("a")])).toBe(true);
    expect(fieldErrorStands(sent, [done("a")])).toBe(false);
    expect(fieldErrorStands(sent, removePhoto([done("a")], "a"))).toBe(true);
  });
});
