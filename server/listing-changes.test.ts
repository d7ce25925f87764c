import { describe, expect, it } from "vitest";
import { createChangeSignal, notifyingWhen, notifyingWrites } from "./listing-changes";

describe("listing change signal (decision 087)", () => {
  it("tells listeners after each named write settles, failed ones too, and not after reads", async () => {
    const signal = createChangeSignal();
    const heard: string[] = [];
    signal.subscribe(() => heard.push("changed"));
    const service = {
      async update(id: string) {
        heard.push(`update ${id}`);
        return id;
      },
      async close(_id: string): Promise<string> {
        throw new Error("refused");
      },
      async publish(id: string) {
        // A write that calls another through `this` reaches the wrapped one.
        return this.update(id);
      },
      async show(id: string) {
        return id;
      },
    };
    const wrapped = notifyingWrites(service, ["update", "close", "publish"], signal.notify);
    expect(await wrapped.update("a")).toBe("a");
    expect(heard).toEqual(["update a", "changed"]);
    await expect(wrapped.close("b")).rejects.toThrow("refused");
    expect(heard).toEqual(["update a", "changed", "changed"]);
    heard.length = 0;
    await wrapped.publish("c");
    expect(heard).toEqual(["update c", "changed", "changed"]);
    heard.length = 0;
    await wrapped.show("d");
    expect(heard).toEqual([]);
  });

  it("stops telling a listener that unsubscribed", () => {
    const signal = createChangeSignal();
    let count = 0;
    const stop = signal.subscribe(() => count++);
    signal.notify();
    stop();
    signal.notify();
    expect(count).toBe(1);
  });

  it("tells listeners after a conditional write only when its result says it changed pages", async () => {
    const signal = createChangeSignal();
    let count = 0;
    signal.subscribe(() => count++);
    const service = {
      async start(stockLeft: number) {
        if (stockLeft < 0) throw new Error("short");
        return { soldOut: stockLeft === 0 ? ["l1"] : [] };
      },
    };
    const wrapped = notifyingWhen(service, "start", (r) => r.soldOut.length > 0, signal.notify);
    expect(await wrapped.start(3)).toEqual({ soldOut: [] });
    expect(count).toBe(0);
    expect(await wrapped.start(0)).toEqual({ soldOut: ["l1"] });
    expect(count).toBe(1);
    await expect(wrapped.start(-1)).rejects.toThrow("short");
    expect(count).toBe(1);
  });
});
