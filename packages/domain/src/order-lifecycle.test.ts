import { describe, expect, it } from "vitest";
import {
  assertTransition,
  canTransition,
  isConfirmedStatus,
  isOrderStatus,
  type OrderStatus,
  OrderTransitionError,
  orderStatuses,
} from "./order-lifecycle.ts";

/** Every allowed move; every pair not listed here must be refused. */
const allowed: Array<[OrderStatus, OrderStatus]> = [
  ["created", "awaiting_payment"],
  ["created", "cancelled"],
  ["awaiting_payment", "paid"],
  ["awaiting_payment", "invoiced"],
  ["awaiting_payment", "cancelled"],
  ["paid", "in_production"],
  ["paid", "delivered"],
  ["paid", "refunded"],
  ["invoiced", "paid"],
  ["invoiced", "in_production"],
  ["invoiced", "cancelled"],
  ["in_production", "shipped"],
  ["in_production", "ready_for_pickup"],
  ["in_production", "delivered"],
  ["in_production", "refunded"],
  ["shipped", "delivered"],
  ["shipped", "refunded"],
  ["ready_for_pickup", "collected"],
  ["ready_for_pickup", "refunded"],
  ["delivered", "refunded"],
  ["collected", "refunded"],
];

const key = (from: string, to: string) => `${from}->${to}`;
const allowedKeys = new Set(allowed.map(([f, t]) => key(f, t)));
const allPairs = orderStatuses.flatMap((from) => orderStatuses.map((to) => [from, to] as const));

describe("the order lifecycle", () => {
  it("has eleven states", () => {
    expect(orderStatuses).toHaveLength(11);
  });

  it.each(allPairs)("%s -> %s follows the transition table", (from, to) => {
    const expected = allowedKeys.has(key(from, to));
    expect(canTransition(from, to)).toBe(expected);
    if (expected) expect(() => assertTransition(from, to)).not.toThrow();
    else expect(() => assertTransition(from, to)).toThrow(OrderTransitionError);
  });

  it.each([
    ["paid", "cancelled"],
    ["in_production", "cancelled"],
    ["cancelled", "awaiting_payment"],
    ["delivered", "cancelled"],
    ["refunded", "paid"],
    ["collected", "delivered"],
  ] as const)("a refused move %s -> %s names both states", (from, to) => {
    expect(() => assertTransition(from, to)).toThrow(`An order cannot go from ${from} to ${to}`);
  });

  it.each([
    ["created", false],
    ["awaiting_payment", false],
    ["paid", true],
    ["invoiced", true],
    ["in_production", true],
    ["shipped", true],
    ["ready_for_pickup", true],
    ["delivered", true],
    ["collected", true],
    ["cancelled", false],
    ["refunded", false],
  ] as const)("%s counts as a placed order: %s", (status, confirmed) => {
    expect(isConfirmedStatus(status)).toBe(confirmed);
  });

  it.each([
    ["paid", true],
    ["pending", false],
    ["", false],
  ])("'%s' is an order status: %s", (value, expected) => {
    expect(isOrderStatus(value)).toBe(expected);
  });
});
