import { vi } from "vitest";

/** The lines a CLI command prints with console.log while `work` runs (the terminal sees none of them). */
export async function printedBy(work: () => Promise<void>): Promise<string[]> {
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  try {
    await work();
    return log.mock.calls.map((c) => String(c[0]));
  } finally {
    log.mockRestore();
  }
}
