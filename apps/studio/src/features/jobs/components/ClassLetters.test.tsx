import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ClassLetters } from "./ClassLetters.tsx";

const jobUuid = "7d1f7a80-0000-4000-8000-0000000000c1";

describe("the letters of one class", () => {
  it("offers each class with a code and links to its letters", async () => {
    const subject = (hasCode: boolean) => ({ uuid: jobUuid, name: "Ida", hasCode });
    render(
      <ClassLetters
        jobUuid={jobUuid}
        classes={[
          { group: "3B", subjects: [subject(true)] },
          { group: "Blå", subjects: [subject(true)] },
          { group: "4A", subjects: [subject(false)] },
          { group: null, subjects: [subject(true)] },
        ]}
      />,
    );
    const select = screen.getByLabelText("Letters of one class");
    expect([...(select as HTMLSelectElement).options].map((o) => o.value)).toEqual(["3B", "Blå"]);
    await userEvent.selectOptions(select, "Blå");
    expect(screen.getByRole("link", { name: "Download the letters of Blå" })).toHaveAttribute(
      "href",
      `/api/studio/jobs/${jobUuid}/letters.pdf?class=Bl%C3%A5`,
    );
  });
});
