import { decodeSlots, processDecodeSlots } from "./decode-slots.ts";

/**
 * Takes the process's decode slots and fills their queue, as a burst of other parents' requests would, until
 * `release`: a parent's next decode is then refused as busy.
 */
export function fillDecodeSlots(): { release: () => Promise<void> } {
  let open = () => {};
  const held = new Promise<void>((resolve) => {
    open = resolve;
  });
  const { slots, queueMax } = processDecodeSlots;
  const others = Array.from({ length: slots + queueMax }, () => decodeSlots.run(() => held, "refuse"));
  return {
    release: async () => {
      open();
      await Promise.all(others);
    },
  };
}
