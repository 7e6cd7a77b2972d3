/**
 * Whether the shop accepts connections as fast as they come: every 250 ms the length of each listening socket's
 * accept queue (`ss -ltn`: connections the kernel finished that the process has not accepted yet, of a backlog of
 * 511), and the kernel's count of connections dropped because a queue was full (ListenOverflows, for the whole
 * machine). A dropped connection is retried by the client after 1, 3, 7, 15 s…: a page that waits that long.
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { promisify } from "node:util";

const run = promisify(execFile);

/** TcpExt's ListenOverflows of /proc/net/netstat. */
export function listenOverflows(): number {
  const lines = readFileSync("/proc/net/netstat", "utf8").split("\n");
  for (let i = 0; i + 1 < lines.length; i += 2) {
    const names = (lines[i] ?? "").trim().split(/\s+/);
    const values = (lines[i + 1] ?? "").trim().split(/\s+/);
    if (names[0] !== "TcpExt:") continue;
    const at = names.indexOf("ListenOverflows");
    return at < 0 ? 0 : Number(values[at]);
  }
  return 0;
}

/** The accept queue of each port now (Recv-Q of a listening socket). */
export async function acceptQueues(ports: number[]): Promise<Map<number, number>> {
  const filter = ports.map((port) => `sport = :${port}`).join(" or ");
  const queues = new Map<number, number>();
  try {
    const { stdout: out } = await run("ss", ["-ltnH", `( ${filter} )`], { encoding: "utf8" });
    for (const line of out.trim().split("\n")) {
      const [, recvQ, , local] = line.trim().split(/\s+/);
      const port = Number(local?.slice(local.lastIndexOf(":") + 1));
      if (ports.includes(port)) queues.set(port, Math.max(queues.get(port) ?? 0, Number(recvQ)));
    }
  } catch {
    // ss missing: the report says nothing of the queues
  }
  return queues;
}

export interface QueueWatch {
  stop(): { longest: Map<number, number>; overflows: number };
}

export function watchAcceptQueues(ports: number[]): QueueWatch {
  const longest = new Map<number, number>();
  const overflowsBefore = listenOverflows();
  let sampling = false;
  const timer = setInterval(() => {
    if (sampling) return;
    sampling = true;
    void acceptQueues(ports)
      .then((queues) => {
        for (const [port, length] of queues) longest.set(port, Math.max(longest.get(port) ?? 0, length));
      })
      .finally(() => {
        sampling = false;
      });
  }, 250);
  return {
    stop() {
      clearInterval(timer);
      return { longest, overflows: listenOverflows() - overflowsBefore };
    },
  };
}
