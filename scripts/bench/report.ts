import type { Figure } from "./figures.ts";

/** What a run has measured so far: each detail line is printed as it comes, the figures wait for the summary. */
export class Report {
  readonly figures: Figure[] = [];

  note(line: string): void {
    console.log(`  ${line}`);
  }

  section(title: string): void {
    console.log(`\n${title}`);
  }

  add(...figures: Figure[]): void {
    this.figures.push(...figures);
  }
}
