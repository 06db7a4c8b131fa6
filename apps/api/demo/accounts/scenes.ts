import { encodePng, type Rgb } from './png';

/**
 * Text-free PNG scenes for the demo venue, test-class and training photos: a court in perspective, a badminton hall,
 * or crossed rackets, each with a shuttlecock, on a colour gradient. PNG because these fields hold what an
 * institution uploads (JPG/PNG only, checked by content). Drawn by the project: a small anti-aliased rasteriser
 * (2 × 2 samples per pixel) over shapes given as point tests.
 */
export type SceneKind = 'court' | 'venue' | 'rackets';

type Inside = (x: number, y: number) => boolean;
interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const WHITE: Rgb = [255, 255, 255];
const GRADIENTS: ReadonlyArray<readonly [Rgb, Rgb, Rgb]> = [
  // from, to, accent
  [[22, 74, 150], [40, 126, 200], [246, 170, 60]],
  [[22, 110, 70], [56, 150, 90], [250, 214, 90]],
  [[20, 92, 110], [34, 150, 160], [250, 190, 80]],
  [[30, 70, 60], [46, 120, 90], [120, 210, 170]],
  [[120, 60, 40], [200, 100, 60], [255, 220, 120]],
  [[70, 50, 120], [110, 90, 180], [250, 200, 90]],
];

class Canvas {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
  }

  gradient(from: Rgb, to: Rgb): void {
    for (let y = 0; y < this.height; y += 1) {
      for (let x = 0; x < this.width; x += 1) {
        const t = (x / this.width) * 0.45 + (y / this.height) * 0.55;
        const i = (y * this.width + x) * 3;
        for (let c = 0; c < 3; c += 1) this.pixels[i + c] = Math.round(from[c] + (to[c] - from[c]) * t);
      }
    }
  }

  /** Blends `colour` at `alpha` over every pixel of `box`, weighted by how many of its 4 samples are inside. */
  paint(inside: Inside, box: Box, colour: Rgb, alpha = 1): void {
    const x0 = Math.max(0, Math.floor(box.x0));
    const y0 = Math.max(0, Math.floor(box.y0));
    const x1 = Math.min(this.width - 1, Math.ceil(box.x1));
    const y1 = Math.min(this.height - 1, Math.ceil(box.y1));
    for (let y = y0; y <= y1; y += 1) {
      for (let x = x0; x <= x1; x += 1) {
        let hits = 0;
        for (const [dx, dy] of SAMPLES) if (inside(x + dx, y + dy)) hits += 1;
        if (hits === 0) continue;
        const a = (alpha * hits) / SAMPLES.length;
        const i = (y * this.width + x) * 3;
        for (let c = 0; c < 3; c += 1) this.pixels[i + c] = Math.round(this.pixels[i + c] * (1 - a) + colour[c] * a);
      }
    }
  }

  circle(cx: number, cy: number, r: number, colour: Rgb, alpha = 1): void {
    this.paint((x, y) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r, { x0: cx - r, y0: cy - r, x1: cx + r, y1: cy + r }, colour, alpha);
  }

  ring(cx: number, cy: number, r: number, width: number, colour: Rgb, alpha = 1): void {
    const outer = r + width / 2;
    this.paint(
      (x, y) => Math.abs(Math.hypot(x - cx, y - cy) - r) <= width / 2,
      { x0: cx - outer, y0: cy - outer, x1: cx + outer, y1: cy + outer },
      colour,
      alpha,
    );
  }

  /** An ellipse outline rotated by `angle` radians. */
  ellipseRing(cx: number, cy: number, rx: number, ry: number, angle: number, width: number, colour: Rgb): void {
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const reach = Math.max(rx, ry) + width;
    this.paint(
      (x, y) => {
        const u = (x - cx) * cos + (y - cy) * sin;
        const v = -(x - cx) * sin + (y - cy) * cos;
        const d = Math.hypot(u / rx, v / ry);
        return Math.abs(d - 1) * Math.min(rx, ry) <= width / 2;
      },
      { x0: cx - reach, y0: cy - reach, x1: cx + reach, y1: cy + reach },
      colour,
    );
  }

  line(ax: number, ay: number, bx: number, by: number, width: number, colour: Rgb, alpha = 1): void {
    const dx = bx - ax;
    const dy = by - ay;
    const length2 = dx * dx + dy * dy || 1;
    const half = width / 2;
    this.paint(
      (x, y) => {
        const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / length2));
        return Math.hypot(x - (ax + t * dx), y - (ay + t * dy)) <= half;
      },
      { x0: Math.min(ax, bx) - half, y0: Math.min(ay, by) - half, x1: Math.max(ax, bx) + half, y1: Math.max(ay, by) + half },
      colour,
      alpha,
    );
  }

  polygon(points: ReadonlyArray<readonly [number, number]>, colour: Rgb, alpha = 1): void {
    const xs = points.map(([x]) => x);
    const ys = points.map(([, y]) => y);
    this.paint(
      (x, y) => {
        let inside = false;
        for (let i = 0, j = points.length - 1; i < points.length; j = i, i += 1) {
          const [xi, yi] = points[i];
          const [xj, yj] = points[j];
          if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
        }
        return inside;
      },
      { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) },
      colour,
      alpha,
    );
  }
}

const SAMPLES: ReadonlyArray<readonly [number, number]> = [
  [0.25, 0.25],
  [0.75, 0.25],
  [0.25, 0.75],
  [0.75, 0.75],
];

/** A shuttlecock pointing up-left, cork at (x, y), `size` about its height. */
function shuttle(canvas: Canvas, x: number, y: number, size: number, cork: Rgb): void {
  const skirt: Array<[number, number]> = [
    [x + size * 0.12, y - size * 0.1],
    [x + size * 0.95, y - size * 0.55],
    [x + size * 0.7, y - size * 0.95],
    [x - size * 0.1, y - size * 0.12],
  ];
  canvas.polygon(skirt, WHITE, 0.95);
  canvas.line(x + size * 0.5, y - size * 0.32, x + size * 0.35, y - size * 0.52, Math.max(1, size * 0.04), [170, 190, 200]);
  canvas.circle(x, y, size * 0.16, cork);
}

function court(canvas: Canvas, accent: Rgb): void {
  const { width: w, height: h } = canvas;
  const cx = w * 0.5;
  const top = h * 0.34;
  const bottom = h * 1.04;
  const project = (u: number, v: number): [number, number] => {
    const t = v / 13.4;
    const p = (t * 1.3) / (1 + 0.3 * t);
    const half = w * 0.16 + (w * 0.42 - w * 0.16) * p;
    return [cx + ((u - 3.05) / 3.05) * half, top + (bottom - top) * p];
  };
  canvas.polygon([project(0, 0), project(6.1, 0), project(6.1, 13.4), project(0, 13.4)], WHITE, 0.08);
  const stroke = Math.max(1.5, w / 240);
  const seg = (u1: number, v1: number, u2: number, v2: number) => {
    const [ax, ay] = project(u1, v1);
    const [bx, by] = project(u2, v2);
    canvas.line(ax, ay, bx, by, stroke, WHITE, 0.9);
  };
  for (const v of [0, 0.76, 6.7 - 1.98, 6.7 + 1.98, 12.64, 13.4]) seg(0, v, 6.1, v);
  for (const u of [0, 0.46, 5.64, 6.1]) seg(u, 0, u, 13.4);
  seg(3.05, 0, 3.05, 6.7 - 1.98);
  seg(3.05, 6.7 + 1.98, 3.05, 13.4);
  const [nl, ny] = project(-0.3, 6.7);
  const [nr] = project(6.4, 6.7);
  const net = h * 0.09;
  canvas.polygon([[nl, ny - net], [nr, ny - net], [nr, ny], [nl, ny]], WHITE, 0.18);
  canvas.line(nl, ny - net, nr, ny - net, stroke * 1.6, WHITE);
  canvas.line(nl, ny - net - 3, nl, ny + 2, stroke * 2, WHITE);
  canvas.line(nr, ny - net - 3, nr, ny + 2, stroke * 2, WHITE);
  // The flight of the shuttle, as dots over the net.
  for (let k = 0; k <= 10; k += 1) {
    const t = k / 12;
    const x = w * 0.3 + (w * 0.72 - w * 0.3) * t;
    const y = h * 0.62 + (h * 0.2 - h * 0.62) * t - Math.sin(Math.PI * t) * h * 0.22;
    canvas.circle(x, y, stroke * 1.1, accent, 0.9);
  }
  shuttle(canvas, w * 0.72, h * 0.2, h * 0.2, accent);
}

function venue(canvas: Canvas, accent: Rgb): void {
  const { width: w, height: h } = canvas;
  const left = w * 0.22;
  const right = w * 0.78;
  const roof = h * 0.42;
  const base = h * 0.8;
  canvas.polygon([[left, roof], [right, roof], [right, base], [left, base]], [240, 246, 250]);
  // The arched roof: the upper half of an ellipse over the hall.
  const rx = (right - left) / 2 + w * 0.02;
  const ry = h * 0.14;
  const mx = (left + right) / 2;
  canvas.paint((x, y) => y <= roof && ((x - mx) / rx) ** 2 + ((y - roof) / ry) ** 2 <= 1, { x0: mx - rx, y0: roof - ry, x1: mx + rx, y1: roof }, [250, 252, 255]);
  canvas.paint(
    (x, y) => y <= roof && Math.abs(Math.hypot((x - mx) / rx, (y - roof) / ry) - 1) * ry <= Math.max(2, h / 80),
    { x0: mx - rx - 4, y0: roof - ry - 4, x1: mx + rx + 4, y1: roof },
    accent,
  );
  const windows = 6;
  const gap = (right - left) / (windows * 3 + 1);
  for (let k = 0; k < windows; k += 1) {
    const x = left + gap + k * gap * 3;
    canvas.polygon([[x, roof + h * 0.08], [x + gap * 2, roof + h * 0.08], [x + gap * 2, roof + h * 0.22], [x, roof + h * 0.22]], [120, 150, 180]);
  }
  canvas.polygon([[mx - w * 0.04, base - h * 0.1], [mx + w * 0.04, base - h * 0.1], [mx + w * 0.04, base], [mx - w * 0.04, base]], [40, 110, 200]);
  canvas.line(w * 0.12, base + h * 0.02, w * 0.88, base + h * 0.02, Math.max(3, h / 40), WHITE, 0.7);
  shuttle(canvas, mx - h * 0.03, roof - ry - h * 0.04, h * 0.16, accent);
}

function rackets(canvas: Canvas, accent: Rgb): void {
  const { width: w, height: h } = canvas;
  const stroke = Math.max(3, h / 45);
  for (const side of [-1, 1]) {
    const angle = side * 0.45;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const headX = w * 0.5 + side * w * 0.09;
    const headY = h * 0.36;
    const rx = h * 0.11;
    const ry = h * 0.16;
    // A point in the racket's own frame: u across the head, v along the shaft (down).
    const at = (u: number, v: number): [number, number] => [headX + u * cos - v * sin, headY + u * sin + v * cos];
    canvas.ellipseRing(headX, headY, rx, ry, angle, stroke, WHITE);
    for (let k = -2; k <= 2; k += 1) {
      const u = (k / 3) * rx;
      const reach = ry * Math.sqrt(1 - (u / rx) ** 2) * 0.92;
      canvas.line(...at(u, -reach), ...at(u, reach), 1.2, WHITE, 0.5);
    }
    for (let k = -3; k <= 3; k += 1) {
      const v = (k / 4) * ry;
      const reach = rx * Math.sqrt(1 - (v / ry) ** 2) * 0.9;
      canvas.line(...at(-reach, v), ...at(reach, v), 1.2, WHITE, 0.5);
    }
    canvas.line(...at(0, ry), ...at(0, ry + h * 0.3), stroke, WHITE);
    canvas.line(...at(0, ry + h * 0.18), ...at(0, ry + h * 0.3), stroke * 2, side < 0 ? accent : [240, 110, 90]);
  }
  shuttle(canvas, w * 0.48, h * 0.22, h * 0.14, accent);
}

/** A `width` × `height` PNG scene; `index` picks the colours. */
export function drawScene(width: number, height: number, kind: SceneKind, index: number): Promise<Buffer> {
  const [from, to, accent] = GRADIENTS[index % GRADIENTS.length];
  const canvas = new Canvas(width, height);
  canvas.gradient(from, to);
  // Soft rings in a corner, the texture of the other demo art.
  const ringX = index % 2 === 0 ? width * 0.86 : width * 0.14;
  for (let k = 0; k < 3; k += 1) canvas.ring(ringX, height * 0.24, height * (0.16 + k * 0.07), 1.5, WHITE, 0.16 - k * 0.04);
  canvas.circle(ringX, height * 0.24, height * 0.09, WHITE, 0.07);
  if (kind === 'court') court(canvas, accent);
  else if (kind === 'venue') venue(canvas, accent);
  else rackets(canvas, accent);
  return encodePng(width, height, canvas.pixels);
}
