import sharp from "sharp";

export interface PictureSize {
  width: number;
  height: number;
}

export interface PortraitOptions {
  name: string;
  number: number;
  /** Several figures side by side: siblings (2), a class (many). */
  figures: number;
  size: PictureSize;
  /** Varies colours and poses between pictures of one subject. */
  seed: number;
  /**
   * Draw the green-screen mask of the portrait instead: the figures white on black, nothing else, so that a
   * background can be put behind them (the same seed draws the same figures).
   */
  mask?: boolean;
}

/** A small deterministic generator, so the demo shop looks the same on every machine. */
function random(seed: number): () => number {
  let state = (seed * 2654435761) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

function hsl(h: number, s: number, l: number): string {
  return `hsl(${Math.round(h) % 360} ${Math.round(s)}% ${Math.round(l)}%)`;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const skinTones = ["#f1c7a5", "#e0ac69", "#c68642", "#8d5524", "#ffdbac", "#d9a27e"];
const hairColours = ["#2b1b0e", "#5a3a1a", "#a0522d", "#d8b26e", "#1a1a1a", "#7b3f00"];

function figure(cx: number, baseY: number, scale: number, rnd: () => number, mask: boolean): string {
  const skinTone = skinTones[Math.floor(rnd() * skinTones.length)] ?? "#f1c7a5";
  const hairColour = hairColours[Math.floor(rnd() * hairColours.length)] ?? "#2b1b0e";
  const shirtColour = hsl(rnd() * 360, 45 + rnd() * 30, 35 + rnd() * 25);
  const [skin, hair, shirt] = mask ? ["#ffffff", "#ffffff", "#ffffff"] : [skinTone, hairColour, shirtColour];
  const tilt = (rnd() - 0.5) * 10;
  const headR = 0.16 * scale;
  const headY = baseY - 0.62 * scale;
  const shoulderW = 0.52 * scale;
  return `<g transform="rotate(${tilt.toFixed(1)} ${cx} ${baseY})">
  <path d="M ${cx - shoulderW} ${baseY} C ${cx - shoulderW} ${baseY - 0.3 * scale}, ${cx - 0.25 * scale} ${baseY - 0.38 * scale}, ${cx} ${baseY - 0.38 * scale} C ${cx + 0.25 * scale} ${baseY - 0.38 * scale}, ${cx + shoulderW} ${baseY - 0.3 * scale}, ${cx + shoulderW} ${baseY} Z" fill="${shirt}"/>
  <rect x="${cx - 0.06 * scale}" y="${headY + headR * 0.7}" width="${0.12 * scale}" height="${0.16 * scale}" fill="${skin}"/>
  <ellipse cx="${cx}" cy="${headY - headR * 0.25}" rx="${headR * 1.08}" ry="${headR * 1.05}" fill="${hair}"/>
  <ellipse cx="${cx}" cy="${headY}" rx="${headR * 0.9}" ry="${headR * 1.05}" fill="${skin}"/>
  <circle cx="${cx - headR * 0.33}" cy="${headY - headR * 0.1}" r="${headR * 0.08}" fill="#2a2a2a"/>
  <circle cx="${cx + headR * 0.33}" cy="${headY - headR * 0.1}" r="${headR * 0.08}" fill="#2a2a2a"/>
  <path d="M ${cx - headR * 0.35} ${headY + headR * 0.4} Q ${cx} ${headY + headR * 0.65} ${cx + headR * 0.35} ${headY + headR * 0.4}" stroke="#8a3b3b" stroke-width="${headR * 0.07}" fill="none" stroke-linecap="round"/>
</g>`;
}

/** An SVG stand-in for a studio portrait: a gradient backdrop, one or more head-and-shoulder figures, a caption. */
export function portraitSvg(options: PortraitOptions): string {
  const { width, height } = options.size;
  const rnd = random(options.seed);
  const hue = rnd() * 360;
  const top = hsl(hue, 35 + rnd() * 30, 70 + rnd() * 15);
  const bottom = hsl(hue + 20 + rnd() * 40, 30 + rnd() * 30, 35 + rnd() * 20);
  const count = Math.max(1, options.figures);
  const rows = count > 6 ? 2 : 1;
  const perRow = Math.ceil(count / rows);
  const figures: string[] = [];
  for (let row = 0; row < rows; row++) {
    const inRow = Math.min(perRow, count - row * perRow);
    const scale = Math.min(height * (rows === 1 ? 0.85 : 0.5), (width / inRow) * 1.6);
    const baseY = height * (rows === 1 ? 1 : row === 0 ? 0.62 : 1);
    for (let i = 0; i < inRow; i++) {
      const cx = (width / inRow) * (i + 0.5) + (rnd() - 0.5) * (width / inRow) * 0.1;
      figures.push(figure(cx, baseY, scale * (0.9 + rnd() * 0.15), rnd, options.mask === true));
    }
  }
  if (options.mask === true) {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="#000000"/>
${figures.join("\n")}
</svg>`;
  }
  const fontSize = Math.round(Math.min(width, height) * 0.045);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="${(rnd() * 0.6).toFixed(2)}" y2="1">
    <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/>
  </linearGradient>
  <radialGradient id="light" cx="0.5" cy="0.35" r="0.6">
    <stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
  </radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<rect width="${width}" height="${height}" fill="url(#light)"/>
${figures.join("\n")}
<rect x="0" y="${height - fontSize * 2.6}" width="${width}" height="${fontSize * 2.6}" fill="#000000" fill-opacity="0.35"/>
<text x="${fontSize}" y="${height - fontSize}" font-family="DejaVu Sans, sans-serif" font-size="${fontSize}" fill="#ffffff">${escapeXml(options.name)}</text>
<text x="${width - fontSize}" y="${height - fontSize}" font-family="DejaVu Sans, sans-serif" font-size="${fontSize}" fill="#ffffff" text-anchor="end">No. ${options.number}</text>
</svg>`;
}

export function renderPortrait(options: PortraitOptions): Promise<Buffer> {
  const image = sharp(Buffer.from(portraitSvg(options)));
  // A mask is one grey channel, losslessly: its edges are the cut-out's.
  return options.mask === true
    ? image.extractChannel(0).toColourspace("b-w").png({ compressionLevel: 9 }).toBuffer()
    : image.jpeg({ quality: 85, mozjpeg: false }).toBuffer();
}

/** A soft abstract backdrop (front page, greenscreen backgrounds): drawn small, then enlarged and blurred, which is cheap. */
export async function renderBackdrop(
  size: PictureSize,
  colours: [string, string, string],
  seed: number,
): Promise<Buffer> {
  const rnd = random(seed);
  const width = Math.max(16, Math.round(size.width / 8));
  const height = Math.max(16, Math.round(size.height / 8));
  const blobs = Array.from({ length: 7 }, (_, i) => {
    const colour = colours[i % 3];
    return `<circle cx="${(rnd() * width).toFixed(0)}" cy="${(rnd() * height).toFixed(0)}" r="${(
      (0.2 + rnd() * 0.35) * Math.max(width, height)
    ).toFixed(0)}" fill="${colour}" fill-opacity="${(0.25 + rnd() * 0.3).toFixed(2)}"/>`;
  }).join("\n");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="${width}" height="${height}" fill="${colours[0]}"/>
${blobs}
</svg>`;
  const small = await sharp(Buffer.from(svg)).png().toBuffer();
  return sharp(small)
    .resize(size.width, size.height, { kernel: "cubic" })
    .blur(Math.max(0.3, Math.max(size.width, size.height) / 40))
    .jpeg({ quality: 82 })
    .toBuffer();
}
