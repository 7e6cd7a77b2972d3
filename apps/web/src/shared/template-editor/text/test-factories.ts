import { migrateTemplate, type TemplateDocument } from "@shop/render/template";

/** Small factories for the text screen's tests. */

export interface TextFieldOptions {
  readonly family?: string;
  readonly size?: number;
  readonly color?: string;
  readonly align?: "left" | "center" | "right";
  readonly width?: number;
  readonly height?: number;
  readonly maxLines?: number;
}

/** A one-sided card with an editable greeting (100 × 20 mm, one line by default) and a fixed credit line. */
export function aTextTemplate(options: TextFieldOptions = {}): TemplateDocument {
  return migrateTemplate({
    schemaVersion: 2,
    uuid: "text-card",
    name: "Greeting card",
    type: "CARDS",
    parts: [
      {
        id: "front",
        trim: { width: 150, height: 100 },
        background: "#ffffff",
        elements: [
          {
            kind: "text",
            id: "greeting",
            x: 25,
            y: 40,
            width: options.width ?? 100,
            height: options.height ?? 20,
            font: {
              family: options.family ?? "Lora",
              size: options.size ?? 30,
              color: options.color ?? "#123456",
              align: options.align ?? "center",
            },
            maxLines: options.maxLines ?? 1,
            defaultText: "Hello",
          },
          {
            kind: "text",
            id: "credit",
            x: 25,
            y: 80,
            width: 100,
            height: 10,
            font: { family: "Roboto", size: 12, color: "#000000" },
            editable: false,
            defaultText: "Photo {year}",
          },
        ],
      },
    ],
  });
}
