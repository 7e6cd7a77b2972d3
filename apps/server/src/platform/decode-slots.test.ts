import { describe, expect, it } from "vitest";
import { createDecodeSlots, DecodeBusyError } from "./decode-slots.ts";

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe("decode slots", () => {
  it("runs one decode at a time, the waiting ones in the order they came", async () => {
    const slots = createDecodeSlots({ slots: 1, queueMax: 5 });
    const first = gate();
    const order: number[] = [];
    const runs = [
      slots.run(async () => {
        await first.opened;
        order.push(1);
      }, "refuse"),
      slots.run(async () => {
        order.push(2);
      }, "refuse"),
      slots.run(async () => {
        order.push(3);
      }, "wait"),
    ];
    expect(slots.load()).toEqual({ running: 1, waiting: 2 });
    first.open();
    await Promise.all(runs);
    expect(order).toEqual([1, 2, 3]);
    expect(slots.load()).toEqual({ running: 0, waiting: 0 });
  });

  it("refuses a parent's decode when the queue is full, but lets the operator's wait, and frees a failed slot", async () => {
    const slots = createDecodeSlots({ slots: 1, queueMax: 1 });
    const held = gate();
    const running = slots.run(() => held.opened, "refuse");
    const queued = slots.run(async () => "queued", "refuse");
    await expect(slots.run(async () => "late", "refuse")).rejects.toBeInstanceOf(DecodeBusyError);
    const operator = slots.run(async () => "operator", "wait");
    held.open();
    await running;
    expect(await queued).toBe("queued");
    expect(await operator).toBe("operator");
    await expect(slots.run(() => Promise.reject(new Error("broken file")), "refuse")).rejects.toThrow(
      "broken file",
    );
    expect(await slots.run(async () => "after", "refuse")).toBe("after");
  });
});
