import "../../../../styles.css";
import type { TemplateInstance } from "@shop/render/template";
import { QueryClientProvider } from "@tanstack/react-query";
import { Profiler } from "react";
import { createRoot } from "react-dom/client";
import { loadAllTexts } from "../../../../lib/i18n.ts";
import { queryClient } from "../../../../lib/query-client.ts";
import { ImageScreen } from "../ImageScreen.tsx";
import { anEmptyInstance, anImageTemplate, aPicture } from "../test-factories.ts";

/**
 * A page for the image screen alone, for its screenshots and its frame-rate measurement
 * (scripts/image-crop-fps.ts); no route of the shop leads here. The pictures are drawn on a canvas, so the page
 * needs no server.
 */

function drawPicture(n: number, width: number, height: number): string {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const g = canvas.getContext("2d");
  if (!g) return "";
  const gradient = g.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, `hsl(${(n * 67) % 360} 70% 55%)`);
  gradient.addColorStop(1, `hsl(${(n * 67 + 140) % 360} 70% 35%)`);
  g.fillStyle = gradient;
  g.fillRect(0, 0, width, height);
  g.strokeStyle = "rgba(255,255,255,0.35)";
  for (let x = 0; x < width; x += 40) g.strokeRect(x, 0, 40, height);
  for (let y = 0; y < height; y += 40) g.strokeRect(0, y, width, 40);
  g.fillStyle = "rgba(255,255,255,0.9)";
  g.beginPath();
  g.arc(width / 2, height / 2, Math.min(width, height) / 4, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = "#222";
  g.font = `bold ${Math.round(height / 8)}px sans-serif`;
  g.textAlign = "center";
  g.textBaseline = "middle";
  g.fillText(`P-${1000 + n}`, width / 2, height / 2);
  return canvas.toDataURL("image/jpeg", 0.85);
}

const params = new URLSearchParams(location.search);
const fields = Number(params.get("fields") ?? "1");
// The first field takes no group pictures, so the group picture (P-1005) shows as not allowed.
const doc = anImageTemplate(fields, { photo1: { allowed: { groupPicture: "never" } } });
const pictures = Array.from({ length: 8 }, (_, i) => {
  const portrait = i % 3 === 2;
  const url = drawPicture(i + 1, portrait ? 427 : 640, portrait ? 640 : 427);
  return aPicture(i + 1, {
    width: portrait ? 2000 : 3000,
    height: portrait ? 3000 : 2000,
    ...(i === 4 ? { type: "GP" as const, groupPicture: true } : {}),
    ...(i === 7 ? { width: 600, height: 400 } : {}),
    thumbnailUrl: url,
    previewUrl: url,
    cutoutUrl: null,
  });
});
const first = pictures[0];
const instance: TemplateInstance =
  params.get("empty") === "1" || first === undefined
    ? anEmptyInstance(doc)
    : {
        ...anEmptyInstance(doc),
        images: {
          photo1: {
            picture: { uuid: first.uuid, width: first.width, height: first.height },
            crop: { x: 1 / 18, y: 0, width: 8 / 9, height: 1 },
            rotation: 0,
            effect: "original",
          },
        },
      };

declare global {
  interface Window {
    harnessAnswer?: TemplateInstance | "cancelled";
    /** React commits of the screen so far: a drag should add one, at its end. */
    harnessCommits: number;
  }
}
window.harnessCommits = 0;
declare global {
  interface Window {}
}

await loadAllTexts();
const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <QueryClientProvider client={queryClient}>
      <Profiler
        id="image-screen"
        onRender={() => {
          window.harnessCommits++;
        }}
      >
        <ImageScreen
          doc={doc}
          instance={instance}
          fieldId="photo1"
          pictures={pictures}
          jobUuid=""
          onCancel={() => {
            window.harnessAnswer = "cancelled";
          }}
          onDone={(next) => {
            window.harnessAnswer = next;
          }}
        />
      </Profiler>
    </QueryClientProvider>,
  );
}
