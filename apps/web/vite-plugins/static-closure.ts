/** The part of an output chunk the closure reads; Rollup's and Rolldown's chunks both have it. */
interface ClosureChunk {
  type: "chunk";
  imports: string[];
}

/** The chunks `roots` name and every chunk those import statically, each once (dynamic imports stay out). */
export function staticClosure(
  bundle: Record<string, ClosureChunk | { type: "asset" }>,
  roots: Iterable<string>,
): string[] {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || chunk?.type !== "chunk") return;
    seen.add(fileName);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const root of roots) visit(root);
  return [...seen];
}
