import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { cardResources, makeFullTemplate, makeLineTemplate } from "../../test/template-factories.ts";
import { TemplateLinePreview } from "./TemplateLinePreview.tsx";

describe("a template line's preview", () => {
  it("draws a picture's background from the line's own URL of it: the job's view, turned and with its effect", () => {
    const template = makeFullTemplate(1);
    const backgroundUuid = "b9000000-0000-4000-8000-000000000002";
    const shown = `/system/gsbackground.php?uuid=${backgroundUuid}&rotation=180&effect=sepia&exp=1&sig=s`;
    const resources = cardResources(template);
    const photo = resources.photo;
    if (photo?.kind !== "image" || photo.image === null) throw new Error("the card's photo is not filled");
    const line = makeLineTemplate(template);
    render(
      <TemplateLinePreview
        lineUuid="a1000000-0000-4000-8000-000000000001"
        doc={template.document}
        template={{
          ...line,
          data: {
            ...line.data,
            userResources: {
              ...resources,
              photo: { ...photo, image: { ...photo.image, background: backgroundUuid } },
            },
          },
          backgroundUrls: { [backgroundUuid]: shown },
        }}
      />,
    );
    const preview = screen.getByRole("img", { name: /Card design 1/ });
    expect(preview.querySelector(`image[data-background="${backgroundUuid}"]`)).toHaveAttribute(
      "href",
      shown,
    );
  });
});
