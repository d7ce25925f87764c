import { describe, expect, it } from "vitest";
import { conversationOf } from "./conversation-path";

const id = "3f2b8c1e-1111-4222-8333-444455556666";

describe("conversationOf", () => {
  it("names the transaction of an order or sale page, also as a data request", () => {
    expect(conversationOf(`/order/${id}/details`)).toBe(id);
    expect(conversationOf(`/sale/${id}/details.data`)).toBe(id);
    expect(conversationOf(`/sale/${id.toUpperCase()}/details`)).toBe(id);
  });

  it("is null anywhere else", () => {
    expect(conversationOf("/inbox/orders")).toBeNull();
    expect(conversationOf(`/order/${id}`)).toBeNull();
    expect(conversationOf(`/l/x/${id}`)).toBeNull();
  });
});
