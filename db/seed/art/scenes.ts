/**
 * Seed illustrations for Travelez: layered flat/gradient landscapes of Bangladesh drawn as SVG.
 *
 * One style for every image: a gradient sky with sun or moon, flat two-tone clouds, ridges that
 * fade into the haze with distance, water with streaks and mirrored reflections, and a
 * foreground that tells the place at a glance (palms and coral stones, surf lines, mangrove roots,
 * tea rows, river boats, rickshaw-art panels ...).
 *
 * Everything is deterministic: the pseudo-random generator is seeded from kind + variant, so the
 * same spec and aspect ratio always give the same picture. The drawing uses a coordinate system
 * 1000 units high and (1000 * width / height) units wide, so any aspect ratio composes well.
 */
import type { SceneKind, SceneSpec } from '../content/types.ts';

export const SCENE_KINDS: readonly SceneKind[] = [
  'coral-beach',
  'surf-beach',
  'mangrove',
  'green-ridges',
  'tea-garden',
  'lake-hills',
  'sea-sunrise',
  'river-boats',
  'rickshaw-art',
  'waterfall',
  'hill-village',
  'heritage',
  'city-night',
];

/** Number of distinct variants per kind (variant is taken modulo this). */
export const SCENE_VARIANTS = 6;

// ---------------------------------------------------------------------------------------------
// Small utilities
// ---------------------------------------------------------------------------------------------

type Rnd = () => number;
type Pt = [number, number];

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function mulberry32(seed: number): Rnd {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Format a coordinate with one decimal. */
function f(v: number): string {
  const r = Math.round(v * 10) / 10;
  return String(r === 0 ? 0 : r);
}

/** Format a fraction (gradient offsets, opacities). */
function g3(v: number): string {
  const r = Math.round(v * 1000) / 1000;
  return String(r === 0 ? 0 : r);
}

function at<T>(arr: readonly T[], i: number): T {
  return arr[i] as T;
}

function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (ch) => (ch === '<' ? '&lt;' : ch === '>' ? '&gt;' : ch === '&' ? '&amp;' : ch === '"' ? '&quot;' : '&apos;'));
}

// Colours ------------------------------------------------------------------------------------

function rgb(h: string): [number, number, number] {
  const v = parseInt(h.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function hex(r: number, g: number, b: number): string {
  const c = (x: number) =>
    Math.max(0, Math.min(255, Math.round(x)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

function mix(a: string, b: string, t: number): string {
  const A = rgb(a);
  const B = rgb(b);
  return hex(A[0] + (B[0] - A[0]) * t, A[1] + (B[1] - A[1]) * t, A[2] + (B[2] - A[2]) * t);
}

function hsl(h: number, s: number, l: number): string {
  const hh = (((h % 360) + 360) % 360) / 360;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const conv = (t0: number) => {
    let t = t0;
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return hex(conv(hh + 1 / 3) * 255, conv(hh) * 255, conv(hh - 1 / 3) * 255);
}

// Time of day ----------------------------------------------------------------------------------

type TodName = 'day' | 'dawn' | 'golden' | 'dusk' | 'night' | 'mist';

interface Tod {
  name: TodName;
  /** top, middle, horizon */
  sky: [string, string, string];
  haze: string;
  fog: number;
  light: string;
  lightAmt: number;
  sun: string;
  glow: string;
  /** 0 = on the horizon, 1 = top of the picture */
  elev: number;
  night: boolean;
  cloud: string;
  cloudOp: number;
}

const TODS: Record<TodName, Tod> = {
  day: {
    name: 'day',
    sky: ['#2d7fc1', '#79bfe6', '#e2f3f4'],
    haze: '#c9e5ea',
    fog: 0.75,
    light: '#fff4dc',
    lightAmt: 0.04,
    sun: '#fffbe8',
    glow: '#fff2b8',
    elev: 0.8,
    night: false,
    cloud: '#ffffff',
    cloudOp: 0.96,
  },
  dawn: {
    name: 'dawn',
    sky: ['#45559a', '#d591a8', '#ffd9aa'],
    haze: '#ebbcb6',
    fog: 0.72,
    light: '#f08a8a',
    lightAmt: 0.14,
    sun: '#fff3cf',
    glow: '#ffb48a',
    elev: 0.12,
    night: false,
    cloud: '#ffe0d6',
    cloudOp: 0.9,
  },
  golden: {
    name: 'golden',
    sky: ['#3d7ab8', '#f0b96d', '#ffe6ad'],
    haze: '#f2d3a2',
    fog: 0.7,
    light: '#ff9b30',
    lightAmt: 0.17,
    sun: '#ffe9a6',
    glow: '#ffb545',
    elev: 0.3,
    night: false,
    cloud: '#fff3dc',
    cloudOp: 0.94,
  },
  dusk: {
    name: 'dusk',
    sky: ['#2a2c60', '#a9527e', '#ff955f'],
    haze: '#c47789',
    fog: 0.72,
    light: '#5a2e68',
    lightAmt: 0.36,
    sun: '#ffd08a',
    glow: '#ff7150',
    elev: 0.05,
    night: false,
    cloud: '#f7a391',
    cloudOp: 0.85,
  },
  night: {
    name: 'night',
    sky: ['#08122d', '#17294f', '#34507c'],
    haze: '#2f4670',
    fog: 0.68,
    light: '#0d1a3a',
    lightAmt: 0.56,
    sun: '#f7f3de',
    glow: '#a9bde6',
    elev: 0.62,
    night: true,
    cloud: '#56698f',
    cloudOp: 0.55,
  },
  mist: {
    name: 'mist',
    sky: ['#8bb6c8', '#d0e3df', '#f4f0e3'],
    haze: '#e4ebe5',
    fog: 0.86,
    light: '#e3ece8',
    lightAmt: 0.12,
    sun: '#fffdf2',
    glow: '#fff8e0',
    elev: 0.55,
    night: false,
    cloud: '#ffffff',
    cloudOp: 0.75,
  },
};

const DEFAULT_CYCLE: TodName[] = ['day', 'dawn', 'golden', 'dusk', 'night', 'mist'];
const CYCLES: Partial<Record<SceneKind, TodName[]>> = {
  'sea-sunrise': ['dawn', 'golden', 'dusk', 'dawn', 'night', 'golden'],
  'city-night': ['dusk', 'night', 'night', 'dusk', 'night', 'golden'],
  'rickshaw-art': ['golden', 'day', 'dusk', 'dawn', 'night', 'golden'],
};

// Drawing context --------------------------------------------------------------------------------

interface Ctx {
  W: number;
  H: number;
  kind: SceneKind;
  variant: number;
  rnd: Rnd;
  noise: (x: number) => number;
  tod: Tod;
  defs: string[];
  out: string[];
  uid: string;
  seq: number;
}

function nid(c: Ctx): string {
  c.seq += 1;
  return `${c.uid}${c.seq.toString(36)}`;
}

function R(c: Ctx, a: number, b: number): number {
  return a + (b - a) * c.rnd();
}

function pick<T>(c: Ctx, arr: readonly T[]): T {
  return at(arr, Math.floor(c.rnd() * arr.length) % arr.length);
}

/** A base (daylight) colour as seen at this time of day and distance (0 = near, 1 = far). */
function lit(c: Ctx, col: string, depth = 0): string {
  const t = c.tod;
  let x = mix(col, t.light, t.lightAmt);
  if (depth > 0) x = mix(x, t.haze, Math.min(1, depth * t.fog));
  return x;
}

type Stop = [number, string] | [number, string, number];

function gradStops(stops: Stop[]): string {
  return stops.map((s) => `<stop offset="${g3(s[0])}" stop-color="${s[1]}"${s.length > 2 ? ` stop-opacity="${g3(s[2] as number)}"` : ''}/>`).join('');
}

function lin(c: Ctx, stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false): string {
  const id = nid(c);
  const fmt = user ? f : g3;
  c.defs.push(
    `<linearGradient id="${id}" x1="${fmt(x1)}" y1="${fmt(y1)}" x2="${fmt(x2)}" y2="${fmt(y2)}"${user ? ' gradientUnits="userSpaceOnUse"' : ''}>${gradStops(stops)}</linearGradient>`,
  );
  return `url(#${id})`;
}

function rad(c: Ctx, stops: Stop[]): string {
  const id = nid(c);
  c.defs.push(`<radialGradient id="${id}">${gradStops(stops)}</radialGradient>`);
  return `url(#${id})`;
}

function clipPath(c: Ctx, d: string): string {
  const id = nid(c);
  c.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
  return `url(#${id})`;
}

function path(c: Ctx, d: string, fill: string, extra = ''): void {
  if (d) c.out.push(`<path d="${d}" fill="${fill}"${extra}/>`);
}

function stroke(c: Ctx, d: string, col: string, width: number, extra = ''): void {
  if (d) c.out.push(`<path d="${d}" fill="none" stroke="${col}" stroke-width="${f(width)}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`);
}

function rect(c: Ctx, x: number, y: number, w: number, h: number, fill: string, extra = ''): void {
  c.out.push(`<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra}/>`);
}

/** Draw into a named group (for reflections); returns its id. */
function group(c: Ctx, draw: () => void): string {
  const start = c.out.length;
  draw();
  const items = c.out.splice(start);
  const id = nid(c);
  c.out.push(`<g id="${id}">${items.join('')}</g>`);
  return id;
}

/** Mirror a group across the line y = a*x + b, clipped to `clipD`. */
function reflect(c: Ctx, gid: string, a: number, b: number, clipD: string, opacity: number): void {
  const cp = clipPath(c, clipD);
  c.out.push(`<g clip-path="${cp}" opacity="${g3(opacity)}"><use href="#${gid}" transform="matrix(1 ${g3(2 * a)} 0 -1 0 ${f(2 * b)})"/></g>`);
}

// Paths ----------------------------------------------------------------------------------------

function circ(x: number, y: number, r: number): string {
  return `M${f(x - r)} ${f(y)}a${f(r)} ${f(r)} 0 1 1 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 1 ${f(-2 * r)} 0Z`;
}

function ell(x: number, y: number, rx: number, ry: number): string {
  return `M${f(x - rx)} ${f(y)}a${f(rx)} ${f(ry)} 0 1 1 ${f(2 * rx)} 0a${f(rx)} ${f(ry)} 0 1 1 ${f(-2 * rx)} 0Z`;
}

function poly(pts: Pt[], close = true): string {
  if (pts.length === 0) return '';
  return `M${pts.map((p) => `${f(p[0])} ${f(p[1])}`).join('L')}${close ? 'Z' : ''}`;
}

/** Catmull-Rom spline through the points, as cubic Beziers. */
function smooth(pts: Pt[], closed: boolean): string {
  const n = pts.length;
  if (n < 2) return '';
  const get = (i: number): Pt => (closed ? at(pts, ((i % n) + n) % n) : at(pts, Math.max(0, Math.min(n - 1, i))));
  const p0 = get(0);
  let d = `M${f(p0[0])} ${f(p0[1])}`;
  const segs = closed ? n : n - 1;
  for (let i = 0; i < segs; i++) {
    const a = get(i - 1);
    const b = get(i);
    const cc = get(i + 1);
    const e = get(i + 2);
    d += `C${f(b[0] + (cc[0] - a[0]) / 6)} ${f(b[1] + (cc[1] - a[1]) / 6)} ${f(cc[0] - (e[0] - b[0]) / 6)} ${f(
      cc[1] - (e[1] - b[1]) / 6,
    )} ${f(cc[0])} ${f(cc[1])}`;
  }
  return d + (closed ? 'Z' : '');
}

function quadAt(p0: Pt, p1: Pt, p2: Pt, t: number): Pt {
  const u = 1 - t;
  return [u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0], u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1]];
}

function quadTan(p0: Pt, p1: Pt, p2: Pt, t: number): Pt {
  const dx = 2 * (1 - t) * (p1[0] - p0[0]) + 2 * t * (p2[0] - p1[0]);
  const dy = 2 * (1 - t) * (p1[1] - p0[1]) + 2 * t * (p2[1] - p1[1]);
  const l = Math.hypot(dx, dy) || 1;
  return [dx / l, dy / l];
}

// Noise and ridges ------------------------------------------------------------------------------

function makeNoise(rnd: Rnd): (x: number) => number {
  const N = 512;
  const t = new Float64Array(N);
  for (let i = 0; i < N; i++) t[i] = rnd();
  return (x: number) => {
    const i = Math.floor(x);
    const fr = x - i;
    const a = t[((i % N) + N) % N] as number;
    const b = t[(((i + 1) % N) + N) % N] as number;
    const s = fr * fr * (3 - 2 * fr);
    return a + (b - a) * s;
  };
}

function fbm(noise: (x: number) => number, x: number, oct: number): number {
  let s = 0;
  let amp = 1;
  let fr = 1;
  let norm = 0;
  for (let i = 0; i < oct; i++) {
    s += noise(x * fr + i * 37.3) * amp;
    norm += amp;
    amp *= 0.5;
    fr *= 2.13;
  }
  return s / norm;
}

interface RidgeOpts {
  base: number;
  amp: number;
  scale: number;
  oct?: number;
  sharp?: number;
  lift?: (x: number) => number;
  x0?: number;
  x1?: number;
  step?: number;
}

function ridge(c: Ctx, o: RidgeOpts): Pt[] {
  const pts: Pt[] = [];
  const step = o.step ?? 8;
  const off = c.rnd() * 300;
  const x0 = o.x0 ?? -step;
  const x1 = o.x1 ?? c.W + step;
  for (let x = x0; x <= x1 + 0.001; x += step) {
    let v = fbm(c.noise, x / o.scale + off, o.oct ?? 3);
    if (o.sharp) v = v * (1 - o.sharp) + (1 - Math.abs(2 * v - 1)) * o.sharp;
    pts.push([x, o.base - o.amp * (v - 0.5) * 2.4 + (o.lift ? o.lift(x) : 0)]);
  }
  return pts;
}

function yAt(pts: Pt[], x: number): number {
  const first = at(pts, 0);
  if (x <= first[0]) return first[1];
  for (let i = 1; i < pts.length; i++) {
    const b = at(pts, i);
    if (x <= b[0]) {
      const a = at(pts, i - 1);
      return a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0] || 1);
    }
  }
  return at(pts, pts.length - 1)[1];
}

function area(pts: Pt[], bottom: number): string {
  if (pts.length === 0) return '';
  return poly([[at(pts, 0)[0], bottom], ...pts, [at(pts, pts.length - 1)[0], bottom]]);
}

/** A closed shape whose top edge is a row of bumps (foliage, tea bushes, cloud banks). */
function bumpy(
  c: Ctx,
  top: (x: number) => number,
  x0: number,
  x1: number,
  rAt: (x: number) => number,
  bottom: (x: number) => number,
  flat = 0.75,
  jitter = 0.35,
): string {
  let x = x0;
  let d = `M${f(x)} ${f(bottom(x))}L${f(x)} ${f(top(x))}`;
  let guard = 0;
  while (x < x1 && guard++ < 4000) {
    const r = Math.max(1, rAt(x) * (1 + (c.rnd() * 2 - 1) * jitter));
    const nx = Math.min(x1, x + 2 * r);
    const rr = Math.max(1, (nx - x) / 2);
    d += `A${f(rr * 1.02)} ${f(rr * flat)} 0 0 1 ${f(nx)} ${f(top(nx))}`;
    x = nx;
  }
  const steps = Math.max(2, Math.ceil((x1 - x0) / 24));
  for (let i = steps; i >= 0; i--) {
    const xx = x0 + ((x1 - x0) * i) / steps;
    d += `L${f(xx)} ${f(bottom(xx))}`;
  }
  return d + 'Z';
}

/** A rounded hump (island, knoll) between x0 and x1 standing on `base`. */
function hump(c: Ctx, x0: number, x1: number, base: number, height: number, rough = 0.2): Pt[] {
  const pts: Pt[] = [];
  const n = Math.max(8, Math.round((x1 - x0) / 10));
  const off = c.rnd() * 200;
  const skew = R(c, 0.35, 0.65);
  for (let i = 0; i <= n; i++) {
    const u = i / n;
    const uu = u < skew ? (u / skew) * 0.5 : 0.5 + ((u - skew) / (1 - skew)) * 0.5;
    const env = Math.pow(Math.sin(Math.PI * uu), 0.75);
    const v = 1 - rough + rough * 2 * fbm(c.noise, off + u * 4, 2);
    pts.push([x0 + (x1 - x0) * u, base - height * env * v]);
  }
  return pts;
}

// ---------------------------------------------------------------------------------------------
// Shared scenery elements
// ---------------------------------------------------------------------------------------------

function drawSky(c: Ctx, hY: number): void {
  const t = c.tod;
  rect(
    c,
    0,
    0,
    c.W,
    c.H,
    lin(
      c,
      [
        [0, t.sky[0]],
        [0.6, t.sky[1]],
        [1, t.sky[2]],
      ],
      0,
      0,
      0,
      hY,
      true,
    ),
  );
  if (t.night) drawStars(c, hY * 0.85, 1);
}

function drawStars(c: Ctx, maxY: number, density: number): void {
  const tiers = [0.95, 0.6, 0.35];
  const n = Math.round(((c.W * maxY) / 9000) * density);
  const ds = ['', '', ''];
  for (let i = 0; i < n; i++) {
    const k = Math.floor(c.rnd() * 3);
    ds[k] += circ(c.rnd() * c.W, c.rnd() * maxY, R(c, 0.8, 2.1));
  }
  tiers.forEach((op, k) => path(c, at(ds, k), '#fffbe6', ` opacity="${op}"`));
}

function sunY(c: Ctx, hY: number): number {
  return hY - c.tod.elev * (hY - c.H * 0.1);
}

/** Sun (or the moon at night) with a soft glow. */
function drawSun(c: Ctx, x: number, y: number, r: number, glowScale = 4.5): void {
  const t = c.tod;
  const g = rad(c, [
    [0, t.glow, t.night ? 0.45 : 0.7],
    [0.3, t.glow, t.night ? 0.14 : 0.28],
    [1, t.glow, 0],
  ]);
  c.out.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * glowScale)}" fill="${g}"/>`);
  c.out.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${t.sun}"/>`);
  if (t.night) {
    const crater = mix(t.sun, '#b9b7a4', 0.55);
    path(
      c,
      circ(x - r * 0.3, y - r * 0.2, r * 0.22) + circ(x + r * 0.25, y + r * 0.3, r * 0.16) + circ(x + r * 0.35, y - r * 0.35, r * 0.1),
      crater,
      ' opacity="0.45"',
    );
  }
}

function cloudShape(c: Ctx, x: number, y: number, w: number): string {
  const h = w * 0.13;
  let d = `M${f(x + h / 2)} ${f(y - h)}H${f(x + w - h / 2)}A${f(h / 2)} ${f(h / 2)} 0 0 1 ${f(x + w - h / 2)} ${f(y)}H${f(
    x + h / 2,
  )}A${f(h / 2)} ${f(h / 2)} 0 0 1 ${f(x + h / 2)} ${f(y - h)}Z`;
  const n = 2 + Math.floor(c.rnd() * 3);
  for (let i = 0; i < n; i++) {
    const u = n === 1 ? 0.5 : i / (n - 1);
    const r = w * R(c, 0.12, 0.2) * (1 - Math.abs(u - 0.5) * 0.7);
    const cx = x + w * (0.2 + 0.6 * u) + R(c, -0.04, 0.04) * w;
    d += circ(cx, y - r, r);
  }
  return d;
}

function drawCloud(c: Ctx, x: number, y: number, w: number, op = 1): void {
  const t = c.tod;
  const d = cloudShape(c, x, y, w);
  const col = t.cloud;
  const shade = mix(col, t.sky[1], 0.32);
  c.out.push(
    `<g opacity="${g3(t.cloudOp * op)}"><path d="${d}" fill="${shade}" transform="translate(${f(w * 0.012)} ${f(w * 0.03)})"/><path d="${d}" fill="${col}"/></g>`,
  );
}

function drawStreakCloud(c: Ctx, x: number, y: number, w: number, h: number, op: number): void {
  const t = c.tod;
  rect(c, x, y, w, h, t.cloud, ` rx="${f(h / 2)}" opacity="${g3(op * t.cloudOp)}"`);
}

/** A handful of clouds in the sky above the horizon. */
function drawClouds(c: Ctx, hY: number, count: number, minY = 0.08, big = 1): void {
  const t = c.tod;
  if (t.name === 'dusk' || t.name === 'dawn') {
    for (let i = 0; i < count + 2; i++) {
      const w = R(c, 160, 420) * big;
      drawStreakCloud(c, R(c, -100, c.W), R(c, c.H * minY + 40, hY - 30), w, R(c, 7, 16), R(c, 0.45, 0.85));
    }
  }
  for (let i = 0; i < count; i++) {
    const w = R(c, 150, 300) * big;
    const x = ((i + R(c, 0.1, 0.8)) / count) * (c.W + 200) - 200;
    const y = R(c, c.H * minY + w * 0.3, Math.max(c.H * minY + w * 0.3 + 10, hY - 40));
    drawCloud(c, x, y, w, t.name === 'dusk' || t.name === 'dawn' ? 0.8 : 1);
  }
}

interface WaterCols {
  far: string;
  mid: string;
  near: string;
}

function drawWater(c: Ctx, y0: number, cols: WaterCols, x0 = 0, x1 = c.W): void {
  const t = c.tod;
  const far = mix(lit(c, cols.far, 0.2), t.sky[2], 0.35);
  const fill = lin(
    c,
    [
      [0, far],
      [0.3, lit(c, cols.mid)],
      [1, lit(c, cols.near)],
    ],
    0,
    y0,
    0,
    c.H,
    true,
  );
  rect(c, x0, y0, x1 - x0, c.H - y0 + 1, fill);
}

/** Horizontal light streaks on water; denser and thinner towards the horizon. */
function drawStreaks(c: Ctx, y0: number, y1: number, col: string, op: number, n: number, x0 = 0, x1 = c.W): void {
  let d = '';
  for (let i = 0; i < n; i++) {
    const s = Math.pow(c.rnd(), 1.5);
    const y = y0 + (y1 - y0) * s;
    const len = (14 + 200 * s) * R(c, 0.4, 1);
    const th = 0.8 + 3.2 * s;
    const x = R(c, x0 - len / 2, x1);
    d += `M${f(x)} ${f(y)}h${f(len)}v${f(th)}h${f(-len)}Z`;
  }
  path(c, d, col, ` opacity="${g3(op)}"`);
}

/** The glittering path of the sun/moon on water. */
function drawGlitter(c: Ctx, x: number, y0: number, y1: number, col: string, spread: number, n = 80): void {
  let d = '';
  for (let i = 0; i < n; i++) {
    const s = Math.pow(c.rnd(), 1.25);
    const y = y0 + 2 + (y1 - y0) * s;
    const band = spread * (0.12 + s);
    const cx = x + (c.rnd() * 2 - 1) * band * Math.pow(c.rnd(), 0.6);
    const len = (8 + 70 * s) * R(c, 0.3, 1);
    const th = 0.8 + 3 * s;
    d += `M${f(cx - len / 2)} ${f(y)}h${f(len)}v${f(th)}h${f(-len)}Z`;
  }
  path(c, d, col, ' opacity="0.85"');
}

function drawBirds(c: Ctx, x: number, y: number, n: number, size: number, col: string): void {
  let d = '';
  for (let i = 0; i < n; i++) {
    const bx = x + R(c, -1, 1) * size * 6;
    const by = y + R(c, -1, 1) * size * 3;
    const s = size * R(c, 0.6, 1.1);
    d += `M${f(bx - s)} ${f(by - s * 0.3)}Q${f(bx - s * 0.5)} ${f(by - s * 0.7)} ${f(bx)} ${f(by)}Q${f(bx + s * 0.5)} ${f(by - s * 0.7)} ${f(bx + s)} ${f(by - s * 0.3)}`;
  }
  stroke(c, d, col, Math.max(1.2, size * 0.16));
}

/** Layered ridges from far (first) to near (last). */
function drawRidgeLayers(c: Ctx, layers: { opts: RidgeOpts; col: string; depth: number }[]): Pt[][] {
  const all: Pt[][] = [];
  for (const L of layers) {
    const pts = ridge(c, L.opts);
    const top = lit(c, L.col, L.depth);
    const bottom = lit(c, mix(L.col, '#10301f', 0.25), L.depth);
    path(
      c,
      area(pts, c.H + 2),
      lin(c, [
        [0, top],
        [1, bottom],
      ]),
    );
    all.push(pts);
  }
  return all;
}

/** A soft band of mist lying on a line. */
function drawMist(c: Ctx, y: number, h: number, op: number): void {
  const col = c.tod.night ? '#8fa2c4' : mix('#ffffff', c.tod.haze, 0.4);
  rect(
    c,
    -10,
    y - h / 2,
    c.W + 20,
    h,
    lin(c, [
      [0, col, 0],
      [0.5, col, op],
      [1, col, 0],
    ]),
  );
}

// Plants ----------------------------------------------------------------------------------------

function drawPalm(c: Ctx, x: number, y: number, h: number, lean: number, depth = 0, dark = false): void {
  const trunkCol = lit(c, dark ? '#4a3626' : '#7c5c40', depth);
  const ringCol = lit(c, '#4d3826', depth);
  const leafA = lit(c, dark ? '#1d4d27' : '#2f7d3b', depth);
  const leafB = lit(c, dark ? '#163d1f' : '#23652f', depth);
  const P0: Pt = [x, y];
  const P1: Pt = [x + lean * h * 0.06, y - h * 0.55];
  const P2: Pt = [x + lean * h * 0.42, y - h];
  const left: Pt[] = [];
  const right: Pt[] = [];
  let rings = '';
  for (let i = 0; i <= 14; i++) {
    const t = i / 14;
    const p = quadAt(P0, P1, P2, t);
    const tg = quadTan(P0, P1, P2, t);
    const nx = -tg[1];
    const ny = tg[0];
    const w = h * (0.032 - 0.014 * t) * (i === 0 ? 1.35 : 1);
    left.push([p[0] + nx * w, p[1] + ny * w]);
    right.push([p[0] - nx * w, p[1] - ny * w]);
    if (i > 0 && i < 14) rings += `M${f(p[0] + nx * w)} ${f(p[1] + ny * w)}L${f(p[0] - nx * w)} ${f(p[1] - ny * w + w * 0.3)}`;
  }
  path(c, poly([...left, ...right.reverse()]), trunkCol);
  stroke(c, rings, ringCol, Math.max(1, h * 0.004), ' opacity="0.55"');
  const T = P2;
  const n = 9;
  const fronds: { d: string; col: string }[] = [];
  for (let i = 0; i < n; i++) {
    const deg = -200 + (i * 220) / (n - 1) + R(c, -9, 9);
    const a = (deg * Math.PI) / 180;
    const dir: Pt = [Math.cos(a), Math.sin(a)];
    const L = h * R(c, 0.3, 0.4);
    const droop = 0.2 + 0.45 * Math.abs(Math.cos(a));
    const ctrl: Pt = [T[0] + dir[0] * L * 0.55, T[1] + dir[1] * L * 0.55 - L * 0.16];
    const end: Pt = [T[0] + dir[0] * L, T[1] + dir[1] * L + droop * L];
    const N = 11;
    const sideA: Pt[] = [];
    const sideB: Pt[] = [];
    for (let k = 1; k <= N; k++) {
      const s = k / (N + 1);
      const q = quadAt(T, ctrl, end, s);
      const qm = quadAt(T, ctrl, end, s - 0.5 / (N + 1));
      const tg = quadTan(T, ctrl, end, s);
      let nrm: Pt = [-tg[1], tg[0]];
      if (nrm[1] < 0) nrm = [-nrm[0], -nrm[1]];
      const ll = L * 0.3 * Math.sin(Math.PI * (0.12 + 0.8 * s));
      const tipA: Pt = [q[0] + (nrm[0] * 0.75 + tg[0] * 0.55) * ll, q[1] + (nrm[1] * 0.75 + tg[1] * 0.55 + 0.3) * ll];
      const tipB: Pt = [q[0] + (-nrm[0] * 0.45 + tg[0] * 0.6) * ll * 0.85, q[1] + (-nrm[1] * 0.45 + tg[1] * 0.6 + 0.55) * ll * 0.85];
      sideA.push(qm, tipA);
      sideB.push(qm, tipB);
    }
    const d = poly([T, ...sideB, end, ...sideA.reverse()]);
    fronds.push({ d, col: i % 2 === 0 ? leafB : leafA });
  }
  // back fronds (odd) first, then the front ones
  for (const fr of fronds.filter((_, i) => i % 2 === 0)) path(c, fr.d, fr.col);
  for (const fr of fronds.filter((_, i) => i % 2 === 1)) path(c, fr.d, fr.col);
  const nut = lit(c, '#5b4424', depth);
  path(
    c,
    circ(T[0] - h * 0.012, T[1] + h * 0.02, h * 0.016) +
      circ(T[0] + h * 0.016, T[1] + h * 0.024, h * 0.015) +
      circ(T[0] + h * 0.002, T[1] + h * 0.036, h * 0.014),
    nut,
  );
}

/** Screw-pine / grass tuft: thin blades fanning upwards. */
function drawSpiky(c: Ctx, x: number, y: number, r: number, col: string, blades = 15): void {
  let d = '';
  for (let i = 0; i < blades; i++) {
    const a = ((-168 + (156 * i) / (blades - 1) + R(c, -6, 6)) * Math.PI) / 180;
    const L = r * R(c, 0.55, 1);
    const bw = r * 0.045;
    const tip: Pt = [x + Math.cos(a) * L, y + Math.sin(a) * L + L * 0.15 * Math.abs(Math.cos(a))];
    d += `M${f(x - bw)} ${f(y)}Q${f(x + Math.cos(a) * L * 0.5)} ${f(y + Math.sin(a) * L * 0.6)} ${f(tip[0])} ${f(tip[1])}Q${f(
      x + Math.cos(a) * L * 0.5 + bw * 2,
    )} ${f(y + Math.sin(a) * L * 0.6)} ${f(x + bw)} ${f(y)}Z`;
  }
  path(c, d, col);
}

/** A round broadleaf tree (two-tone canopy). */
function drawTree(c: Ctx, x: number, y: number, h: number, depth = 0, base = '#2f6e35'): void {
  const trunk = lit(c, '#5a4030', depth);
  path(
    c,
    poly([
      [x - h * 0.04, y],
      [x - h * 0.015, y - h * 0.55],
      [x + h * 0.015, y - h * 0.55],
      [x + h * 0.04, y],
    ]),
    trunk,
  );
  const cy = y - h * 0.68;
  const r = h * 0.3;
  let d = '';
  let hl = '';
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2 + c.rnd();
    const rr = r * R(c, 0.45, 0.65);
    const px = x + Math.cos(a) * r * 0.55;
    const py = cy + Math.sin(a) * r * 0.4;
    d += circ(px, py, rr);
    if (Math.sin(a) < 0.2) hl += circ(px - rr * 0.15, py - rr * 0.2, rr * 0.7);
  }
  d += circ(x, cy, r * 0.6);
  path(c, d, lit(c, mix(base, '#0f2a17', 0.25), depth));
  path(c, hl, lit(c, mix(base, '#a6d36a', 0.25), depth), ' opacity="0.8"');
}

function drawBanana(c: Ctx, x: number, y: number, h: number, depth = 0): void {
  const stem = lit(c, '#6f8a3a', depth);
  const leaf = lit(c, '#4e9a3a', depth);
  const leafD = lit(c, '#3a7a2e', depth);
  path(
    c,
    poly([
      [x - h * 0.035, y],
      [x - h * 0.02, y - h * 0.6],
      [x + h * 0.02, y - h * 0.6],
      [x + h * 0.035, y],
    ]),
    stem,
  );
  const top: Pt = [x, y - h * 0.58];
  for (let i = 0; i < 6; i++) {
    const a = ((-160 + i * 28 + R(c, -8, 8)) * Math.PI) / 180;
    const L = h * R(c, 0.38, 0.5);
    const end: Pt = [top[0] + Math.cos(a) * L, top[1] + Math.sin(a) * L * 0.6 + L * 0.35];
    const mid: Pt = [top[0] + Math.cos(a) * L * 0.55, top[1] + Math.sin(a) * L * 0.75];
    const nx = -Math.sin(a) * L * 0.16;
    const ny = Math.cos(a) * L * 0.16;
    const d = `M${f(top[0])} ${f(top[1])}Q${f(mid[0] + nx)} ${f(mid[1] + ny)} ${f(end[0])} ${f(end[1])}Q${f(mid[0] - nx)} ${f(mid[1] - ny)} ${f(top[0])} ${f(top[1])}Z`;
    path(c, d, i % 2 ? leaf : leafD);
  }
}

function drawBamboo(c: Ctx, x: number, y: number, h: number, depth = 0): void {
  const col = lit(c, '#5f8f36', depth);
  const leaf = lit(c, '#3f7a2c', depth);
  let d = '';
  let leaves = '';
  for (let i = 0; i < 7; i++) {
    const bx = x + R(c, -1, 1) * h * 0.05;
    const a = R(c, -0.5, 0.5);
    const hh = h * R(c, 0.7, 1);
    const tip: Pt = [bx + a * hh * 0.6, y - hh];
    d += `M${f(bx)} ${f(y)}Q${f(bx + a * hh * 0.1)} ${f(y - hh * 0.6)} ${f(tip[0])} ${f(tip[1])}`;
    for (let k = 0; k < 5; k++) {
      const q = quadAt([bx, y], [bx + a * hh * 0.1, y - hh * 0.6], tip, 0.45 + k * 0.12);
      const side = k % 2 ? 1 : -1;
      leaves += `M${f(q[0])} ${f(q[1])}q${f(side * h * 0.06)} ${f(-h * 0.02)} ${f(side * h * 0.11)} ${f(h * 0.03)}q${f(-side * h * 0.06)} ${f(-h * 0.005)} ${f(-side * h * 0.11)} ${f(-h * 0.03)}Z`;
    }
  }
  stroke(c, d, col, Math.max(1.2, h * 0.012));
  path(c, leaves, leaf);
}

// Boats -----------------------------------------------------------------------------------------

interface BoatOpts {
  canopy?: boolean;
  sail?: string[];
  rower?: boolean;
  depth?: number;
  dir?: 1 | -1;
  hull?: string;
}

/** A Bengal country boat (nouka): crescent hull, optional bamboo canopy, patched sail, boatman. */
function drawCountryBoat(c: Ctx, x: number, y: number, w: number, o: BoatOpts = {}): void {
  const depth = o.depth ?? 0;
  const dir = o.dir ?? 1;
  const X = (dx: number) => x + dir * dx;
  const hull = lit(c, o.hull ?? '#3d2b1f', depth);
  const trim = lit(c, '#a5683a', depth);
  const gunL: Pt = [X(-w / 2), y - w * 0.1];
  const gunR: Pt = [X(w / 2), y - w * 0.14];
  const d = `M${f(gunL[0])} ${f(gunL[1])}Q${f(x)} ${f(y + w * 0.02)} ${f(gunR[0])} ${f(gunR[1])}Q${f(X(w * 0.2))} ${f(
    y + w * 0.13,
  )} ${f(x)} ${f(y + w * 0.05)}Q${f(X(-w * 0.25))} ${f(y + w * 0.1)} ${f(gunL[0])} ${f(gunL[1])}Z`;
  if (o.sail) {
    const mx = X(w * 0.04);
    const top = y - w * 0.95;
    stroke(c, `M${f(mx)} ${f(y)}L${f(mx)} ${f(top)}`, lit(c, '#4a3424', depth), Math.max(1, w * 0.012));
    const sp: Pt[] = [
      [mx + dir * 2, top + w * 0.04],
      [X(w * 0.46), top + w * 0.1],
      [X(w * 0.5), y - w * 0.2],
      [mx + dir * 2, y - w * 0.16],
    ];
    const sd = `M${f(at(sp, 0)[0])} ${f(at(sp, 0)[1])}Q${f(X(w * 0.3))} ${f(top)} ${f(at(sp, 1)[0])} ${f(at(sp, 1)[1])}Q${f(
      X(w * 0.56),
    )} ${f(y - w * 0.5)} ${f(at(sp, 2)[0])} ${f(at(sp, 2)[1])}L${f(at(sp, 3)[0])} ${f(at(sp, 3)[1])}Z`;
    const cp = clipPath(c, sd);
    const cols = o.sail.map((s) => lit(c, s, depth));
    // patchwork: a base cloth, irregular patches and horizontal seams
    const sx0 = Math.min(mx, X(w * 0.56));
    const parts: string[] = [`<rect x="${f(sx0)}" y="${f(top)}" width="${f(w * 0.56)}" height="${f(y - top)}" fill="${at(cols, 0)}"/>`];
    for (let i = 0; i < 9; i++) {
      const pw = w * R(c, 0.1, 0.26);
      const ph = (y - top) * R(c, 0.08, 0.22);
      parts.push(
        `<rect x="${f(sx0 + R(c, -0.05, 0.5) * w)}" y="${f(top + R(c, 0, 0.9) * (y - top))}" width="${f(pw)}" height="${f(ph)}" fill="${at(cols, 1 + (i % (cols.length - 1)))}"/>`,
      );
    }
    let seams = '';
    for (let k = 1; k < 7; k++) seams += `M${f(sx0)} ${f(top + ((y - top) * k) / 7)}h${f(w * 0.56)}`;
    parts.push(`<path d="${seams}" stroke="${lit(c, '#5a3b22', depth)}" stroke-width="${f(Math.max(0.6, w * 0.004))}" opacity="0.45" fill="none"/>`);
    const patches = parts.join('');
    c.out.push(`<g clip-path="${cp}">${patches}</g>`);
    stroke(c, sd, lit(c, '#5a3b22', depth), Math.max(0.8, w * 0.008), ' opacity="0.7"');
  }
  if (o.canopy) {
    const cx0 = X(-w * 0.2);
    const cx1 = X(w * 0.12);
    const cy = y - w * 0.055;
    const ch = w * 0.13;
    const a = Math.min(cx0, cx1);
    const b = Math.max(cx0, cx1);
    path(c, `M${f(a)} ${f(cy)}A${f((b - a) / 2)} ${f(ch)} 0 0 1 ${f(b)} ${f(cy)}Z`, lit(c, '#a9834b', depth));
    let ribs = '';
    for (let i = 1; i < 5; i++) {
      const rx = a + ((b - a) * i) / 5;
      const u = (rx - (a + b) / 2) / ((b - a) / 2);
      ribs += `M${f(rx)} ${f(cy)}L${f(rx)} ${f(cy - ch * Math.sqrt(Math.max(0, 1 - u * u)))}`;
    }
    stroke(c, ribs, lit(c, '#7a5a31', depth), Math.max(0.8, w * 0.008));
  }
  path(c, d, hull);
  stroke(c, `M${f(gunL[0])} ${f(gunL[1])}Q${f(x)} ${f(y + w * 0.02)} ${f(gunR[0])} ${f(gunR[1])}`, trim, Math.max(1, w * 0.012));
  if (o.rower) {
    const px = X(w * 0.36);
    const py = y - w * 0.07;
    const ph = w * 0.3;
    const body = lit(c, '#2b2b35', depth);
    path(c, circ(px, py - ph * 0.92, ph * 0.09), body);
    path(
      c,
      poly([
        [px - ph * 0.09, py - ph * 0.8],
        [px + ph * 0.09, py - ph * 0.8],
        [px + ph * 0.07, py - ph * 0.35],
        [px - ph * 0.07, py - ph * 0.35],
      ]),
      lit(c, '#c0463a', depth),
    );
    stroke(
      c,
      `M${f(px - ph * 0.04)} ${f(py - ph * 0.36)}L${f(px - ph * 0.06)} ${f(py)}M${f(px + ph * 0.04)} ${f(py - ph * 0.36)}L${f(px + ph * 0.05)} ${f(py)}`,
      body,
      Math.max(1, ph * 0.06),
    );
    stroke(c, `M${f(px + dir * ph * 0.5)} ${f(py - ph * 1.2)}L${f(px - dir * ph * 0.3)} ${f(y + w * 0.12)}`, lit(c, '#4a3424', depth), Math.max(1, w * 0.008));
    stroke(c, `M${f(px)} ${f(py - ph * 0.72)}L${f(px + dir * ph * 0.25)} ${f(py - ph * 0.95)}`, body, Math.max(1, ph * 0.05));
  }
}

/** A wooden sea-going fishing trawler with a high bow, wheelhouse and flags. */
function drawTrawler(c: Ctx, x: number, y: number, w: number, depth = 0, dir: 1 | -1 = 1, colour = '#2f6fa0'): void {
  const X = (dx: number) => x + dir * dx;
  const hull = lit(c, '#3a2a20', depth);
  const band = lit(c, colour, depth);
  const d = `M${f(X(-w * 0.5))} ${f(y - w * 0.12)}L${f(X(w * 0.36))} ${f(y - w * 0.1)}Q${f(X(w * 0.5))} ${f(y - w * 0.14)} ${f(
    X(w * 0.56),
  )} ${f(y - w * 0.3)}Q${f(X(w * 0.5))} ${f(y + w * 0.02)} ${f(X(w * 0.3))} ${f(y + w * 0.05)}L${f(X(-w * 0.42))} ${f(y + w * 0.04)}Z`;
  const cab0 = X(-w * 0.38);
  const cab1 = X(-w * 0.12);
  path(
    c,
    poly([
      [cab0, y - w * 0.11],
      [cab0, y - w * 0.25],
      [cab1, y - w * 0.25],
      [cab1, y - w * 0.11],
    ]),
    lit(c, '#d9cdb0', depth),
  );
  path(
    c,
    poly([
      [Math.min(cab0, cab1) - 3, y - w * 0.25],
      [Math.max(cab0, cab1) + 3, y - w * 0.25],
      [Math.max(cab0, cab1), y - w * 0.29],
      [Math.min(cab0, cab1), y - w * 0.29],
    ]),
    lit(c, '#8c3b2c', depth),
  );
  path(c, d, hull);
  stroke(c, `M${f(X(-w * 0.5))} ${f(y - w * 0.08)}L${f(X(w * 0.4))} ${f(y - w * 0.06)}`, band, Math.max(1, w * 0.025));
  const mx = X(w * 0.12);
  stroke(c, `M${f(mx)} ${f(y - w * 0.1)}L${f(mx)} ${f(y - w * 0.55)}`, lit(c, '#3a2a20', depth), Math.max(1, w * 0.012));
  const flags = ['#e23b3b', '#f2c12e', '#2aa36b', '#e23b3b'];
  flags.forEach((fc, i) => {
    const fy = y - w * (0.53 - i * 0.07);
    path(
      c,
      poly([
        [mx, fy],
        [mx + dir * w * 0.09, fy + w * 0.02],
        [mx, fy + w * 0.045],
      ]),
      lit(c, fc, depth),
    );
  });
}

// Figures and buildings -------------------------------------------------------------------------

function drawPerson(c: Ctx, x: number, y: number, h: number, cloth: string, depth = 0, basket = false): void {
  const skin = lit(c, '#5b3a26', depth);
  const cl = lit(c, cloth, depth);
  path(c, circ(x, y - h * 0.9, h * 0.085), skin);
  path(
    c,
    poly([
      [x - h * 0.09, y - h * 0.78],
      [x + h * 0.09, y - h * 0.78],
      [x + h * 0.16, y],
      [x - h * 0.16, y],
    ]),
    cl,
  );
  if (basket) {
    path(
      c,
      poly([
        [x + h * 0.06, y - h * 0.82],
        [x + h * 0.3, y - h * 0.86],
        [x + h * 0.26, y - h * 0.48],
        [x + h * 0.1, y - h * 0.48],
      ]),
      lit(c, '#a07a45', depth),
    );
  }
}

function drawStiltHouse(c: Ctx, x: number, ground: number, w: number, depth = 0, roof = '#8a6a3a', wall = '#c9a46a'): void {
  const stilt = w * 0.32;
  const floor = ground - stilt;
  const wallH = w * 0.42;
  const sc = lit(c, '#5e4630', depth);
  let st = '';
  for (let i = 0; i < 4; i++) {
    const sx = x - w * 0.42 + (w * 0.84 * i) / 3;
    st += `M${f(sx)} ${f(floor)}L${f(sx)} ${f(ground + 4)}`;
  }
  stroke(c, st, sc, Math.max(1.2, w * 0.03));
  rect(c, x - w * 0.5, floor - w * 0.04, w, w * 0.05, sc);
  const wl = lit(c, wall, depth);
  rect(c, x - w * 0.44, floor - wallH, w * 0.88, wallH, wl);
  let slats = '';
  for (let i = 1; i < 10; i++) slats += `M${f(x - w * 0.44 + (w * 0.88 * i) / 10)} ${f(floor - wallH)}v${f(wallH)}`;
  stroke(c, slats, lit(c, mix(wall, '#5e4630', 0.35), depth), Math.max(0.6, w * 0.008), ' opacity="0.6"');
  rect(c, x + w * 0.08, floor - wallH * 0.8, w * 0.16, wallH * 0.8, lit(c, '#3b2a1c', depth));
  rect(c, x - w * 0.32, floor - wallH * 0.72, w * 0.18, wallH * 0.32, lit(c, '#3b2a1c', depth));
  const rf = lit(c, roof, depth);
  path(
    c,
    poly([
      [x - w * 0.62, floor - wallH + 2],
      [x - w * 0.3, floor - wallH - w * 0.38],
      [x + w * 0.3, floor - wallH - w * 0.38],
      [x + w * 0.62, floor - wallH + 2],
    ]),
    rf,
  );
  path(
    c,
    poly([
      [x - w * 0.62, floor - wallH + 2],
      [x - w * 0.3, floor - wallH - w * 0.38],
      [x - w * 0.18, floor - wallH - w * 0.38],
      [x - w * 0.46, floor - wallH + 2],
    ]),
    lit(c, mix(roof, '#ffffff', 0.18), depth),
    ' opacity="0.7"',
  );
}

/** Brick courses (mortar lines) over a rectangle; drawn as one path, cheaper than a pattern fill. */
function drawMortar(c: Ctx, x0: number, x1: number, y0: number, y1: number, col: string, scale = 1, op = 0.45): void {
  const ch = 10 * scale;
  const bw = 26 * scale;
  let d = '';
  let row = 0;
  for (let y = y1 - ch; y > y0; y -= ch, row++) {
    d += `M${f(x0)} ${f(y)}H${f(x1)}`;
    for (let x = x0 + (row % 2 ? bw / 2 : 0) + bw; x < x1; x += bw) d += `M${f(x)} ${f(y)}v${f(ch)}`;
  }
  stroke(c, d, col, Math.max(0.6, 1.2 * scale), ` opacity="${g3(op)}"`);
}

// ---------------------------------------------------------------------------------------------
// The scenes
// ---------------------------------------------------------------------------------------------

/** Saint Martin Island: turquoise shallows, dark coral stones, sand, coconut palms, keya bushes. */
function coralBeach(c: Ctx): void {
  const { W, H } = c;
  const side = c.variant % 2 === 0 ? 1 : -1;
  const sx = (u: number) => (side > 0 ? u * W : W - u * W);
  const hY = H * R(c, 0.44, 0.5);
  drawSky(c, hY);
  const sunX = sx(R(c, 0.5, 0.75));
  drawSun(c, sunX, sunY(c, hY), 40);
  drawClouds(c, hY, 4);
  // distant island with a tree line
  const ix0 = sx(R(c, 0.62, 0.7));
  const iw = W * R(c, 0.18, 0.28);
  const i0 = Math.min(ix0, ix0 + side * iw);
  const i1 = Math.max(ix0, ix0 + side * iw);
  path(
    c,
    bumpy(
      c,
      (x) => hY - 4 - 10 * Math.sin((Math.PI * (x - i0)) / (i1 - i0)),
      i0,
      i1,
      () => 5,
      () => hY + 1,
      0.9,
    ),
    lit(c, '#2f6a48', 0.85),
  );
  // sea
  drawWater(c, hY, { far: '#1a5f9c', mid: '#1c96b4', near: '#46cfc6' });
  drawStreaks(c, hY, H * 0.78, '#ffffff', 0.22, 70);
  if (c.tod.elev < 0.5 || c.tod.night) drawGlitter(c, sunX, hY, H * 0.8, mix(c.tod.sun, '#ffffff', 0.4), 60);
  drawTrawler(c, sx(R(c, 0.32, 0.45)), hY + H * 0.035, 70, 0.55, side > 0 ? 1 : -1);
  // shore
  const ph = R(c, 0, Math.PI * 2);
  const shore = (x: number) => H * 0.74 + H * 0.06 * Math.sin((x / W) * Math.PI * 1.3 * side + ph) + (side > 0 ? 1 : -1) * ((x / W - 0.5) * H * 0.08);
  // turquoise shallows band
  const shallowPts: Pt[] = [];
  for (let x = -10; x <= W + 10; x += 20) shallowPts.push([x, shore(x) - H * 0.1]);
  path(
    c,
    area(shallowPts, H),
    lin(c, [
      [0, lit(c, '#5fe0d2'), 0],
      [0.5, lit(c, '#7fe9dc'), 0.75],
      [1, lit(c, '#a8f1e4'), 0.9],
    ]),
  );
  const foam2: Pt[] = [];
  for (let x = -10; x <= W + 10; x += 12) foam2.push([x, shore(x) - H * 0.07 + Math.sin(x * 0.05) * 2.5]);
  stroke(c, smooth(foam2, false), '#ffffff', 2.5, ' opacity="0.55"');
  // coral stones in the shallows
  const stone = '#4c4536';
  for (let i = 0; i < 9; i++) {
    const x = R(c, 0, W);
    const y = shore(x) - R(c, 4, H * 0.08);
    drawRock(c, x, y, R(c, 14, 34), stone, true);
  }
  // sand
  const sandPts: Pt[] = [];
  for (let x = -10; x <= W + 10; x += 12) sandPts.push([x, shore(x)]);
  const sand = lit(c, '#f0d9a8');
  path(
    c,
    area(sandPts, H + 2),
    lin(c, [
      [0, lit(c, '#e6cf9c')],
      [0.25, sand],
      [1, lit(c, '#e2bf86')],
    ]),
  );
  // wet sand and foam edge
  const wet: Pt[] = sandPts.map((p) => [p[0], p[1] + 9]);
  path(c, poly([...sandPts, ...wet.slice().reverse()]), mix(lit(c, '#c9b48a'), c.tod.sky[2], 0.35), ' opacity="0.9"');
  const foam: Pt[] = sandPts.map((p, i) => [p[0], p[1] - 1 + Math.sin(i * 1.7) * 2]);
  stroke(c, smooth(foam, false), '#ffffff', 4.5, ' opacity="0.95"');
  // stones and shells on the sand
  for (let i = 0; i < 6; i++) {
    const x = R(c, 0, W);
    const y = Math.min(H - 20, shore(x) + R(c, 30, H * 0.2));
    drawRock(c, x, y, R(c, 18, 46), stone, false);
  }
  // keya (screw pine) bushes and palms on one side
  const bushCol = lit(c, '#356b35');
  drawSpiky(c, sx(0.02), H * 0.97, 190, bushCol, 18);
  drawSpiky(c, sx(0.2), H * 1.0, 120, lit(c, '#2c5c2e'), 14);
  drawPalm(c, sx(0.06), H + 10, H * 0.92, side * 0.55);
  drawPalm(c, sx(0.17), H * 0.98, H * 0.7, side * 0.75);
  if (W > H * 1.2) drawPalm(c, sx(0.92), H * 0.99, H * 0.62, -side * 0.5);
}

function drawRock(c: Ctx, x: number, y: number, r: number, col: string, wet: boolean): void {
  const pts: Pt[] = [];
  const n = 8;
  for (let i = 0; i <= n; i++) {
    const a = Math.PI + (i / n) * Math.PI;
    const rr = r * R(c, 0.75, 1.1);
    pts.push([x + Math.cos(a) * rr, y + Math.sin(a) * rr * 0.6]);
  }
  pts.push([x + r * 0.9, y + r * 0.12], [x - r * 0.9, y + r * 0.12]);
  if (wet) path(c, ell(x, y + r * 0.12, r * 1.25, r * 0.2), '#ffffff', ' opacity="0.5"');
  path(c, smooth(pts, true), lit(c, col));
  path(c, ell(x - r * 0.2, y - r * 0.3, r * 0.45, r * 0.16), lit(c, mix(col, '#d8cfa8', 0.45)), ' opacity="0.8"');
}

/** Cox's Bazar: the endless surf beach, Himchari hills, rows of breakers and beach umbrellas. */
function surfBeach(c: Ctx): void {
  const { W, H } = c;
  const side = c.variant % 2 === 0 ? 1 : -1;
  const sx = (u: number) => (side > 0 ? u * W : W - u * W);
  const hY = H * R(c, 0.4, 0.45);
  drawSky(c, hY);
  const sunX = sx(R(c, 0.2, 0.45));
  drawSun(c, sunX, sunY(c, hY), 38);
  drawClouds(c, hY, 4);
  // Himchari hills at the far end of the beach
  const hx0 = sx(0.74);
  const hx1 = sx(1.02);
  const a0 = Math.min(hx0, hx1);
  const a1 = Math.max(hx0, hx1);
  const hills = hump(c, a0, a1, hY + 3, H * 0.1, 0.25);
  path(c, area(hills, hY + 4), lit(c, '#3e7d4c', 0.62));
  const hills2 = hump(c, a0 + (a1 - a0) * (side > 0 ? 0.35 : 0), a1 - (a1 - a0) * (side > 0 ? 0 : 0.35), hY + 4, H * 0.06, 0.3);
  path(c, area(hills2, hY + 5), lit(c, '#2f6e3d', 0.45));
  drawWater(c, hY, { far: '#22609a', mid: '#2a8fb0', near: '#4fb7bd' });
  drawStreaks(c, hY, H, '#ffffff', 0.18, 60);
  if (c.tod.elev < 0.5 || c.tod.night) drawGlitter(c, sunX, hY, H * 0.9, mix(c.tod.sun, '#ffffff', 0.3), 70);
  // shoreline: from near bottom to a vanishing point on the horizon
  const A: Pt = [sx(0.34), H + 10];
  const V: Pt = [sx(0.9), hY + 4];
  const C: Pt = [sx(0.55), hY + H * 0.2];
  const depthAt = (y: number) => Math.max(0, (y - hY) / (H - hY));
  const shore = (t: number) => quadAt(A, C, V, t);
  const N = 48;
  const shorePts: Pt[] = [];
  for (let i = 0; i <= N; i++) shorePts.push(shore(i / N));
  // surf lines (breakers) parallel to the shore
  for (let k = 5; k >= 1; k--) {
    const dk = W * 0.07 * k * (1 + 0.25 * k);
    const topE: Pt[] = [];
    const botE: Pt[] = [];
    const faceE: Pt[] = [];
    for (let i = 0; i <= N; i++) {
      const p = at(shorePts, i);
      const s = depthAt(p[1]);
      const px = p[0] - side * dk * s;
      const py = p[1] - dk * s * 0.06;
      const th = (3 + 11 * s) * (1 - k * 0.08);
      topE.push([px, py - th * 0.5]);
      botE.push([px + side * th * 0.4, py + th * 0.5 + Math.sin(i * 2.1 + k) * th * 0.25]);
      faceE.push([px - side * dk * s * 0.35, py - th * 1.2]);
    }
    path(c, poly([...faceE, ...topE.slice().reverse()]), lit(c, '#7fd3cf'), ' opacity="0.35"');
    path(c, poly([...topE, ...botE.slice().reverse()]), '#ffffff', ` opacity="${g3(0.95 - k * 0.08)}"`);
  }
  // beach
  const edge = side > 0 ? W + 10 : -10;
  const sand: Pt[] = [...shorePts, [edge, hY + 4], [edge, H + 10]];
  path(
    c,
    poly(sand),
    lin(
      c,
      [
        [0, lit(c, '#e3cfa0', 0.5)],
        [0.4, lit(c, '#ead4a3')],
        [1, lit(c, '#dcb983')],
      ],
      0,
      hY,
      0,
      H,
      true,
    ),
  );
  // wet, mirror-like sand along the water and the swash foam
  const wetE: Pt[] = shorePts.map((p) => [p[0] + side * W * 0.05 * depthAt(p[1]), p[1]]);
  path(c, poly([...shorePts, ...wetE.slice().reverse()]), mix(lit(c, '#cdb78a'), c.tod.sky[2], 0.5), ' opacity="0.85"');
  const swash: Pt[] = shorePts.map((p, i) => [p[0] - side * (2 + 8 * depthAt(p[1])) + Math.sin(i * 1.3) * 3 * depthAt(p[1]), p[1]]);
  stroke(c, smooth(swash, false), '#ffffff', 4, ' opacity="0.9"');
  // umbrellas and loungers, far to near
  const umbCols = [
    ['#e8483b', '#ffd34d'],
    ['#2a7fbf', '#ffffff'],
    ['#f08a24', '#2aa36b'],
    ['#d23c6e', '#ffe08a'],
    ['#1f9b8f', '#ffd34d'],
  ];
  const spots = [0.82, 0.7, 0.58, 0.45, 0.3, 0.16];
  spots.forEach((t, i) => {
    const p = shore(t);
    const s = depthAt(p[1]);
    const ux = p[0] + side * W * R(c, 0.1, 0.2) * s + side * 30;
    const uy = p[1] + H * 0.02 * s;
    drawUmbrella(c, ux, uy, 20 + 150 * s, at(umbCols, i % umbCols.length));
    if (i % 2 === 0 && s > 0.25) drawPerson(c, ux - side * 90 * s, uy + 20 * s, 120 * s, pick(c, ['#d94b62', '#2d6cdf', '#f2a93b']));
  });
  drawBirds(c, sx(0.3), H * 0.18, 4, 10, lit(c, '#2b2f3a'));
}

function drawUmbrella(c: Ctx, x: number, y: number, s: number, cols: string[]): void {
  const a = lit(c, at(cols, 0));
  const b = lit(c, at(cols, 1));
  // lounger
  path(
    c,
    poly([
      [x - s * 0.55, y + s * 0.02],
      [x + s * 0.1, y + s * 0.02],
      [x + s * 0.3, y - s * 0.22],
      [x + s * 0.36, y - s * 0.19],
      [x + s * 0.18, y + s * 0.08],
      [x - s * 0.55, y + s * 0.08],
    ]),
    lit(c, '#8a5a32'),
  );
  stroke(c, `M${f(x)} ${f(y + s * 0.05)}L${f(x)} ${f(y - s * 0.75)}`, lit(c, '#5a4030'), Math.max(1, s * 0.025));
  const top = y - s * 0.78;
  const rx = s * 0.55;
  const ry = s * 0.26;
  path(
    c,
    `M${f(x - rx)} ${f(top + ry * 0.35)}Q${f(x - rx * 0.8)} ${f(top - ry)} ${f(x)} ${f(top - ry)}Q${f(x + rx * 0.8)} ${f(top - ry)} ${f(x + rx)} ${f(top + ry * 0.35)}Z`,
    a,
  );
  path(
    c,
    `M${f(x - rx * 0.3)} ${f(top + ry * 0.35)}Q${f(x - rx * 0.25)} ${f(top - ry * 0.7)} ${f(x)} ${f(top - ry)}Q${f(x - rx * 0.1)} ${f(top - ry * 0.5)} ${f(x + rx * 0.25)} ${f(top + ry * 0.35)}Z`,
    b,
  );
  path(c, ell(x, y + s * 0.1, s * 0.45, s * 0.04), '#000000', ' opacity="0.12"');
}

interface BankSpec {
  x0: number;
  x1: number;
  /** waterline */
  wl: (x: number) => number;
  /** nearness 0..1 (scales crowns and roots) */
  s: (x: number) => number;
  /** top of the canopy */
  top: (x: number) => number;
  /** draw crowns starting from this end (the far end) */
  fromLeft: boolean;
}

/** A wall of mangrove forest: crowns, a shaded trunk band, prop roots, mud and breathing roots. */
function drawMangroveBank(c: Ctx, b: BankSpec): void {
  const greens = ['#2f6b37', '#3a7a3e', '#2a5f33', '#467f3c'];
  const rootTop = (x: number) => b.wl(x) - c.H * 0.07 * b.s(x) - 3;
  const sample = (fn: (x: number) => number): Pt[] => {
    const pts: Pt[] = [];
    for (let x = b.x0; x <= b.x1 + 0.1; x += 10) pts.push([x, fn(x)]);
    return pts;
  };
  // dark mass under the crowns, down to the roots
  path(c, poly([...sample((x) => b.top(x) + 12 * b.s(x) + 6), ...sample((x) => rootTop(x) + 2).reverse()]), lit(c, '#1f4026', 0.05));
  // crowns, far to near
  const xs: number[] = [];
  for (let x = b.fromLeft ? b.x0 : b.x1, guard = 0; (b.fromLeft ? x <= b.x1 : x >= b.x0) && guard < 2000; guard++) {
    xs.push(x);
    x += (b.fromLeft ? 1 : -1) * (6 + 30 * b.s(x)) * R(c, 0.7, 1.1);
  }
  // crowns are merged per colour (cheap to render); lower tiers are darker
  const tiers = [0, 1, 2];
  const crowns: string[][] = tiers.map(() => greens.map(() => ''));
  const highlights: string[] = greens.map(() => '');
  for (const x of xs) {
    const sc = b.s(x);
    const r = (6 + 34 * sc) * R(c, 0.8, 1.25);
    const cy = b.top(x) + r * 0.55;
    const ci = Math.floor(c.rnd() * greens.length);
    const row = at(crowns, 0);
    row[ci] += circ(x, cy, r) + circ(x - r * 0.75, cy + r * 0.35, r * 0.72) + circ(x + r * 0.75, cy + r * 0.3, r * 0.78);
    highlights[ci] += circ(x - r * 0.2, cy - r * 0.3, r * 0.5);
    const floor = rootTop(x) - 30 * sc - 6;
    for (let k = 1; k <= 2; k++) {
      const ty = cy + r * 1.25 * k + R(c, -0.2, 0.2) * r;
      if (ty + r * 0.4 > floor || sc < 0.25) break;
      const tx = x + R(c, -0.5, 0.5) * r;
      const rr = r * R(c, 0.75, 1);
      at(crowns, k)[ci] += circ(tx, ty, rr) + circ(tx - rr * 0.8, ty + rr * 0.3, rr * 0.7);
    }
  }
  for (const k of [2, 1, 0]) {
    greens.forEach((g, i) => path(c, at(at(crowns, k), i), lit(c, mix(g, '#0f2a16', k * 0.18), 0.06)));
  }
  greens.forEach((g, i) => path(c, at(highlights, i), lit(c, mix(g, '#b0d870', 0.4), 0.06), ' opacity="0.5"'));
  // shaded band with trunks
  path(c, poly([...sample((x) => rootTop(x) - 30 * b.s(x) - 4), ...sample((x) => rootTop(x) + 1).reverse()]), lit(c, '#16301b', 0.05));
  let trunks = '';
  for (let x = b.x0; x <= b.x1; x += 5 + 16 * b.s(x) * R(c, 0.5, 1.5)) {
    trunks += `M${f(x)} ${f(rootTop(x))}L${f(x + R(c, -3, 3))} ${f(rootTop(x) - 44 * b.s(x) - 6)}`;
  }
  stroke(c, trunks, lit(c, '#4a3b2c', 0.05), 2);
  // mud
  path(
    c,
    poly([...sample(rootTop), ...sample(b.wl).reverse()]),
    lin(c, [
      [0, lit(c, '#4a3d2e', 0.05)],
      [1, lit(c, '#75644a', 0.05)],
    ]),
  );
  let roots = '';
  let spikes = '';
  for (let x = b.x0; x <= b.x1; x += 5 + 12 * b.s(x) * R(c, 0.5, 1.2)) {
    const sc = b.s(x);
    const top = rootTop(x) - 8 * sc;
    const w = R(c, 8, 24) * sc + 3;
    roots += `M${f(x - w)} ${f(b.wl(x - w) + 1)}Q${f(x - w * 0.6)} ${f(top - 4 * sc)} ${f(x)} ${f(top)}Q${f(x + w * 0.7)} ${f(top - 3 * sc)} ${f(x + w)} ${f(b.wl(x + w) + 1)}`;
    if (c.rnd() < 0.8) {
      const sh = R(c, 6, 18) * sc + 1.5;
      const sy = b.wl(x) - R(c, 0, c.H * 0.025 * sc);
      spikes += `M${f(x - 1.6 * sc - 0.6)} ${f(sy)}L${f(x)} ${f(sy - sh)}L${f(x + 1.6 * sc + 0.6)} ${f(sy)}Z`;
    }
  }
  stroke(c, roots, lit(c, '#2d2218', 0.05), Math.max(1.4, 2.6));
  path(c, spikes, lit(c, '#3a2e22', 0.05));
}

/** Sundarbans: a wide tidal river at a bend, walls of mangrove forest, roots, a deer and a boat. */
function mangrove(c: Ctx): void {
  const { W, H } = c;
  const side = c.variant % 2 === 0 ? 1 : -1;
  const sx = (u: number) => (side > 0 ? u * W : W - u * W);
  const hY = H * R(c, 0.5, 0.54);
  drawSky(c, hY);
  const sunX = sx(R(c, 0.5, 0.75));
  drawSun(c, sunX, sunY(c, hY) - 40, 34);
  drawClouds(c, hY - 80, 3);
  const farWl = hY + 10;
  drawWater(c, hY, { far: '#4a7a6e', mid: '#2f5e55', near: '#1f4740' });
  if (c.tod.elev < 0.5 || c.tod.night) drawGlitter(c, sunX, farWl, H * 0.9, mix(c.tod.sun, '#ffffff', 0.2), 40, 70);
  // far bank across the river
  const off = c.rnd() * 40;
  const far = group(c, () =>
    drawMangroveBank(c, {
      x0: -20,
      x1: W + 20,
      wl: () => farWl,
      s: () => 0.16,
      top: (x) => farWl - H * 0.075 - 40 * (fbm(c.noise, x / 160 + off, 3) - 0.5),
      fromLeft: true,
    }),
  );
  reflect(c, far, 0, farWl, `M-10 ${f(farWl)}H${f(W + 10)}V${f(H)}H-10Z`, 0.4);
  drawMist(c, farWl - 6, 24, c.tod.name === 'mist' ? 0.7 : 0.3);
  // near bank on one side, receding into the far bank
  const xEnd = W * R(c, 0.36, 0.44);
  const nearWl0 = H * R(c, 0.8, 0.86);
  const u = (x: number) => Math.max(0, Math.min(1, side > 0 ? 1 - x / xEnd : (x - (W - xEnd)) / xEnd));
  const wl = (x: number) => farWl + 2 + (nearWl0 - farWl - 2) * u(x);
  const off2 = c.rnd() * 40;
  const nx0 = side > 0 ? -60 : W - xEnd;
  const nx1 = side > 0 ? xEnd : W + 60;
  const nearG = group(c, () =>
    drawMangroveBank(c, {
      x0: nx0,
      x1: nx1,
      wl,
      s: (x) => 0.16 + 0.9 * u(x),
      top: (x) => farWl - H * 0.08 - H * 0.3 * Math.pow(u(x), 1.1) - 130 * u(x) * (fbm(c.noise, x / 110 + off2, 3) - 0.35),
      fromLeft: side < 0,
    }),
  );
  const a = (nearWl0 - farWl - 2) / ((side > 0 ? 0 : W) - (side > 0 ? xEnd : W - xEnd));
  const xa = side > 0 ? xEnd : W - xEnd;
  reflect(
    c,
    nearG,
    a,
    farWl + 2 - a * xa,
    poly([
      [side > 0 ? -10 : W + 10, wl(side > 0 ? -10 : W + 10)],
      [xa, farWl + 2],
      [xa, H],
      [side > 0 ? -10 : W + 10, H],
    ]),
    0.22,
  );
  drawStreaks(c, farWl + 4, H, mix('#ffffff', c.tod.sky[2], 0.3), 0.18, 60);
  // a spotted deer on the mud
  const dxp = sx(0.1);
  drawDeer(c, dxp, wl(dxp) - 4, 95, side > 0 ? 1 : -1);
  // a country boat with a boatman
  drawCountryBoat(c, sx(R(c, 0.6, 0.72)), H * R(c, 0.76, 0.82), 210, { canopy: true, rower: true, dir: side > 0 ? -1 : 1 });
  drawBirds(c, sx(0.62), H * 0.22, 3, 9, lit(c, '#2b2f3a'));
}

/** A chital (spotted deer) seen from the side, standing on `y`. */
function drawDeer(c: Ctx, x: number, y: number, h: number, dir: 1 | -1): void {
  const X = (dx: number) => x + dir * dx * h;
  const Y = (dy: number) => y - dy * h;
  const body = lit(c, '#b8692f');
  const dark = lit(c, '#6b3a1c');
  let legs = '';
  for (const lx of [-0.32, -0.22, 0.2, 0.3]) legs += `M${f(X(lx))} ${f(Y(0.5))}L${f(X(lx + 0.02))} ${f(Y(0))}`;
  stroke(c, legs, dark, Math.max(1.2, h * 0.045));
  path(
    c,
    `M${f(X(-0.42))} ${f(Y(0.62))}Q${f(X(-0.4))} ${f(Y(0.85))} ${f(X(0))} ${f(Y(0.82))}Q${f(X(0.3))} ${f(Y(0.85))} ${f(X(0.36))} ${f(Y(0.78))}L${f(X(0.5))} ${f(Y(1.08))}L${f(X(0.62))} ${f(Y(1.06))}L${f(X(0.56))} ${f(Y(0.95))}L${f(X(0.44))} ${f(Y(0.6))}Q${f(X(0.3))} ${f(Y(0.46))} ${f(X(0))} ${f(Y(0.48))}Q${f(X(-0.36))} ${f(Y(0.44))} ${f(X(-0.42))} ${f(Y(0.62))}Z`,
    body,
  );
  path(c, `M${f(X(-0.42))} ${f(Y(0.7))}l${f(dir * -0.08 * h)} ${f(-0.02 * h)}l${f(dir * 0.06 * h)} ${f(0.08 * h)}Z`, dark);
  stroke(
    c,
    `M${f(X(0.52))} ${f(Y(1.07))}L${f(X(0.47))} ${f(Y(1.35))}M${f(X(0.49))} ${f(Y(1.2))}L${f(X(0.4))} ${f(Y(1.27))}M${f(X(0.48))} ${f(Y(1.3))}L${f(X(0.42))} ${f(Y(1.4))}M${f(X(0.56))} ${f(Y(1.07))}L${f(X(0.6))} ${f(Y(1.33))}`,
    dark,
    Math.max(1, h * 0.025),
  );
  let spots = '';
  for (let i = 0; i < 10; i++) spots += circ(X(R(c, -0.33, 0.28)), Y(R(c, 0.56, 0.76)), h * 0.022);
  path(c, spots, '#fff6e0', ' opacity="0.85"');
}

/** Sajek Valley / Nilgiri: ridge after ridge with a sea of clouds in the valleys and cottages on top. */
function greenRidges(c: Ctx): void {
  const { W, H } = c;
  const side = c.variant % 2 === 0 ? 1 : -1;
  const hY = H * R(c, 0.36, 0.4);
  drawSky(c, hY);
  const sunX = W * R(c, 0.25, 0.75);
  drawSun(c, sunX, sunY(c, hY) - 20, 36);
  drawClouds(c, hY - 60, 3, 0.06);
  const layers = 4;
  for (let k = 0; k < layers; k++) {
    const depth = 1 - k / layers;
    const base = hY + k * H * 0.1;
    const amp = H * (0.05 + 0.03 * k);
    const pts = ridge(c, { base, amp, scale: 240 + 70 * k, sharp: 0.65, oct: 4 });
    const col = k % 2 ? '#2f7a43' : '#3c8a4b';
    path(
      c,
      area(pts, H + 2),
      lin(c, [
        [0, lit(c, col, depth * 0.95)],
        [1, lit(c, mix(col, '#12351f', 0.45), depth * 0.95)],
      ]),
    );
    drawCloudSea(c, base + amp * 0.15, 22 + k * 8, 0.96 - k * 0.06);
  }
  // foreground ridge rising towards one side, with cottages and trees along the crest
  const fg = ridge(c, { base: H * 0.88, amp: H * 0.035, scale: 420, oct: 3, lift: (x) => -side * (x / W - 0.5) * H * 0.2 });
  path(
    c,
    area(fg, H + 2),
    lin(c, [
      [0, lit(c, '#2f7a3c')],
      [1, lit(c, '#163d20')],
    ]),
  );
  const roofs = ['#c8412b', '#2b6cb0', '#d9822b', '#1f8f7a', '#b83268'];
  const walls = ['#f3e7cf', '#e9d3a8', '#f5f0e6'];
  const n = W > H ? 3 : 2;
  const xs: number[] = [];
  for (let i = 0; i < n; i++) {
    const u = 0.06 + (0.5 * (i + R(c, 0.15, 0.75))) / n;
    xs.push(side > 0 ? u * W : W - u * W);
  }
  for (let i = 0; i < 6; i++) {
    const x = R(c, 0, W);
    if (xs.some((hx) => Math.abs(hx - x) < 90)) continue;
    drawTree(c, x, yAt(fg, x) + 14, R(c, 110, 190));
  }
  xs.forEach((x, i) => {
    const w = R(c, 120, 150);
    drawStiltHouse(c, x, yAt(fg, x) + w * 0.3, w, 0, at(roofs, (i + c.variant) % roofs.length), pick(c, walls));
  });
  // two visitors watching the clouds
  const vx = side > 0 ? W * 0.72 : W * 0.28;
  drawPerson(c, vx, yAt(fg, vx) + 16, 70, '#d8345f');
  drawPerson(c, vx + 26, yAt(fg, vx + 26) + 16, 64, '#2d6cdf');
  drawBirds(c, sunX + 120, H * 0.2, 3, 9, lit(c, '#2b2f3a'));
}

function drawCloudSea(c: Ctx, y: number, r: number, op: number): void {
  const col = c.tod.night ? '#8495b8' : mix('#ffffff', c.tod.cloud, 0.5);
  const shade = mix(col, c.tod.haze, 0.45);
  const off = c.rnd() * 100;
  const top = (x: number) => y - 14 * Math.sin(x / 170 + off) - 8 * Math.sin(x / 61 + off * 2);
  const depthBelow = r * 3 + 90;
  path(
    c,
    bumpy(
      c,
      top,
      -40,
      c.W + 40,
      () => r,
      (x) => top(x) + depthBelow,
      0.62,
      0.55,
    ),
    lin(c, [
      [0, col, op],
      [0.45, shade, op * 0.92],
      [1, shade, 0],
    ]),
  );
  path(
    c,
    bumpy(
      c,
      (x) => top(x) + r * 0.5,
      -40,
      c.W + 40,
      () => r * 0.7,
      (x) => top(x) + r * 1.4,
      0.7,
      0.6,
    ),
    c.tod.night ? '#a3b2d0' : '#ffffff',
    ` opacity="${g3(op * 0.6)}"`,
  );
}

/** Srimangal: rolling tea hills combed into rows, shade trees and a tea picker. */
function teaGarden(c: Ctx): void {
  const { W, H } = c;
  const hY = H * R(c, 0.36, 0.42);
  drawSky(c, hY);
  const sunX = W * R(c, 0.55, 0.85);
  drawSun(c, sunX, sunY(c, hY), 36);
  drawClouds(c, hY, 4);
  drawRidgeLayers(c, [
    { opts: { base: hY + 6, amp: H * 0.03, scale: 420 }, col: '#2f6e4a', depth: 0.85 },
    { opts: { base: hY + H * 0.06, amp: H * 0.035, scale: 340 }, col: '#2d7040', depth: 0.6 },
  ]);
  drawMist(c, hY + H * 0.08, 50, 0.3);
  const ph = R(c, 0, 10);
  // middle hill
  const midTop = (x: number) => hY + H * 0.12 - H * 0.08 * Math.sin((x / W) * Math.PI * 1.1 + ph) - 8 * Math.sin(x / 90);
  drawTeaHill(c, midTop, H * 0.66, 14, 0.35);
  for (let i = 0; i < 5; i++) {
    const x = R(c, 0, W);
    drawShadeTree(c, x, midTop(x) + R(c, 10, 60), R(c, 70, 110), 0.35);
  }
  // front hill
  const frontTop = (x: number) => H * 0.6 - H * 0.08 * Math.sin((x / W) * Math.PI * 0.9 + ph * 1.7 + 1) - 6 * Math.sin(x / 70 + ph);
  drawTeaHill(c, frontTop, H + 10, 18, 0);
  for (let i = 0; i < 4; i++) {
    const x = W * (0.1 + 0.8 * ((i + R(c, 0.1, 0.9)) / 4));
    drawShadeTree(c, x, frontTop(x) + R(c, 30, 90), R(c, 190, 260), 0);
  }
  const px = W * R(c, 0.25, 0.7);
  drawPerson(c, px, frontTop(px) + H * 0.2, 110, pick(c, ['#d8345f', '#e0662a', '#7b3fb0']), 0, true);
  drawPerson(c, px + 130, frontTop(px + 130) + H * 0.16, 92, pick(c, ['#f2b705', '#2d8fd5', '#d8345f']), 0, true);
}

function drawTeaHill(c: Ctx, top: (x: number) => number, bottom: number, rows: number, depth: number): void {
  const { W } = c;
  const hill: Pt[] = [];
  for (let x = -20; x <= W + 20; x += 12) hill.push([x, top(x)]);
  path(c, area(hill, bottom), lit(c, '#34552a', depth));
  // rows: thin and tight near the crest, wider further down
  let off = 6;
  const minTop = Math.min(...hill.map((p) => p[1]));
  const span = bottom - minTop;
  for (let k = 0; k < rows; k++) {
    const th = 7 + (k / rows) * span * 0.09;
    const r = th * 0.55;
    const o = off;
    const rowTop = (x: number) => top(x) + o;
    const d = bumpy(
      c,
      rowTop,
      -20,
      W + 20,
      () => r,
      (x) => rowTop(x) + th,
      0.6,
      0.2,
    );
    path(c, d, lit(c, k % 2 ? '#5a9e3a' : '#63a83f', depth));
    const hl = bumpy(
      c,
      rowTop,
      -20,
      W + 20,
      () => r,
      (x) => rowTop(x) + th * 0.32,
      0.6,
      0.2,
    );
    path(c, hl, lit(c, '#9ccf5e', depth), ' opacity="0.6"');
    off += th * 1.28;
    if (minTop + off > bottom) break;
  }
}

/** Albizia shade tree: tall thin trunk and a flat, layered crown. */
function drawShadeTree(c: Ctx, x: number, y: number, h: number, depth: number): void {
  const trunk = lit(c, '#6b5a4a', depth);
  stroke(
    c,
    `M${f(x)} ${f(y)}Q${f(x + h * 0.04)} ${f(y - h * 0.5)} ${f(x + h * 0.02)} ${f(y - h * 0.85)}M${f(x + h * 0.03)} ${f(y - h * 0.6)}L${f(x + h * 0.18)} ${f(y - h * 0.86)}M${f(x + h * 0.02)} ${f(y - h * 0.55)}L${f(x - h * 0.15)} ${f(y - h * 0.82)}`,
    trunk,
    Math.max(1.2, h * 0.025),
  );
  const cy = y - h * 0.9;
  const dark = lit(c, '#2f6a35', depth);
  const light = lit(c, '#5c9a45', depth);
  path(c, ell(x, cy, h * 0.36, h * 0.08) + ell(x - h * 0.16, cy + h * 0.04, h * 0.2, h * 0.06) + ell(x + h * 0.18, cy + h * 0.03, h * 0.22, h * 0.06), dark);
  path(c, ell(x - h * 0.04, cy - h * 0.03, h * 0.26, h * 0.045), light, ' opacity="0.85"');
}

/** Rangamati: Kaptai lake among green hills, islands, the red hanging bridge, a tourist boat. */
function lakeHills(c: Ctx): void {
  const { W, H } = c;
  const side = c.variant % 2 === 0 ? 1 : -1;
  const sx = (u: number) => (side > 0 ? u * W : W - u * W);
  const hY = H * R(c, 0.5, 0.54);
  drawSky(c, hY);
  const sunX = sx(R(c, 0.6, 0.85));
  drawSun(c, sunX, sunY(c, hY) - 30, 36);
  drawClouds(c, hY - 90, 4);
  const far = group(c, () => {
    drawRidgeLayers(c, [
      { opts: { base: hY - H * 0.07, amp: H * 0.07, scale: 260, sharp: 0.5 }, col: '#2f6e4a', depth: 0.9 },
      { opts: { base: hY - H * 0.025, amp: H * 0.06, scale: 220, sharp: 0.3, lift: (x) => -side * (0.5 - x / W) * H * 0.06 }, col: '#2f7040', depth: 0.68 },
      { opts: { base: hY + 4, amp: H * 0.03, scale: 200 }, col: '#2f7a40', depth: 0.45 },
    ]);
  });
  drawWater(c, hY, { far: '#3a7f86', mid: '#2a6f78', near: '#1d5660' });
  reflect(c, far, 0, hY, `M-10 ${f(hY)}H${f(W + 10)}V${f(H)}H-10Z`, 0.5);
  drawStreaks(c, hY + 2, H, mix('#ffffff', c.tod.sky[2], 0.3), 0.2, 70);
  if (c.tod.elev < 0.5 || c.tod.night) drawGlitter(c, sunX, hY, H * 0.9, mix(c.tod.sun, '#ffffff', 0.3), 50, 60);
  // islands, far to near
  for (let i = 0; i < 3; i++) {
    const y = hY + H * (0.02 + 0.035 * i);
    const w = W * R(c, 0.1, 0.16) * (1 + i * 0.35);
    const x = sx(R(c, 0.6, 0.95)) - w / 2;
    drawIsland(c, x, x + w, y, H * (0.04 + 0.02 * i), 0.5 - i * 0.12);
  }
  // two knolls joined by the hanging bridge
  const yB = hY + H * R(c, 0.2, 0.23);
  const k1 = sx(0.1);
  const k2 = sx(0.5);
  const kw1 = W * 0.26;
  const kw2 = W * 0.2;
  const p1 = drawIsland(c, k1 - kw1 / 2, k1 + kw1 / 2, yB, H * 0.17, 0.05);
  const p2 = drawIsland(c, k2 - kw2 / 2, k2 + kw2 / 2, yB + 6, H * 0.12, 0.05);
  const bx0 = k1 + side * kw1 * 0.3;
  const bx1 = k2 - side * kw2 * 0.3;
  const by0 = yAt(p1, bx0) + 6;
  const by1 = yAt(p2, bx1) + 6;
  const bg = group(c, () => {
    const red = lit(c, '#d23a2a');
    const deckMid: Pt = [(bx0 + bx1) / 2, Math.min(yB - 16, Math.max(by0, by1) + 30)];
    const tH = 46;
    const railMid: Pt = [(bx0 + bx1) / 2, deckMid[1] - tH * 0.2];
    let hang = '';
    for (let i = 1; i < 30; i++) {
      const t = i / 30;
      const dp = quadAt([bx0, by0], deckMid, [bx1, by1], t);
      const rp = quadAt([bx0, by0 - tH], railMid, [bx1, by1 - tH], t);
      hang += `M${f(dp[0])} ${f(dp[1])}L${f(rp[0])} ${f(rp[1])}`;
    }
    stroke(c, hang, lit(c, '#f1e9d8'), 1.4, ' opacity="0.9"');
    stroke(c, `M${f(bx0)} ${f(by0 - tH)}Q${f(railMid[0])} ${f(railMid[1])} ${f(bx1)} ${f(by1 - tH)}`, red, 3);
    stroke(c, `M${f(bx0)} ${f(by0 - tH * 0.45)}Q${f(deckMid[0])} ${f(deckMid[1] - tH * 0.45)} ${f(bx1)} ${f(by1 - tH * 0.45)}`, red, 2);
    stroke(c, `M${f(bx0)} ${f(by0)}Q${f(deckMid[0])} ${f(deckMid[1])} ${f(bx1)} ${f(by1)}`, lit(c, '#8a2a1e'), 7);
    stroke(c, `M${f(bx0)} ${f(by0 - 3)}Q${f(deckMid[0])} ${f(deckMid[1] - 3)} ${f(bx1)} ${f(by1 - 3)}`, red, 3);
    for (const [tx, ty] of [
      [bx0, by0],
      [bx1, by1],
    ] as Pt[]) {
      stroke(
        c,
        `M${f(tx - 7)} ${f(ty + 6)}L${f(tx - 7)} ${f(ty - tH - 10)}M${f(tx + 7)} ${f(ty + 6)}L${f(tx + 7)} ${f(ty - tH - 10)}M${f(tx - 9)} ${f(ty - tH - 8)}L${f(tx + 9)} ${f(ty - tH - 8)}M${f(tx - 9)} ${f(ty - tH * 0.5)}L${f(tx + 9)} ${f(ty - tH * 0.5)}`,
        red,
        3.6,
      );
    }
  });
  reflect(c, bg, 0, yB, `M-10 ${f(yB)}H${f(W + 10)}V${f(H)}H-10Z`, 0.3);
  drawTouristBoat(c, sx(R(c, 0.64, 0.76)), H * R(c, 0.85, 0.89), 250, side > 0 ? -1 : 1);
  drawCountryBoat(c, sx(R(c, 0.3, 0.36)), H * 0.93, 150, { rower: true, dir: side > 0 ? 1 : -1 });
  drawBirds(c, sx(0.4), H * 0.2, 4, 9, lit(c, '#2b2f3a'));
}

/** A forested island with its reflection; returns its outline. */
function drawIsland(c: Ctx, x0: number, x1: number, y: number, h: number, depth: number): Pt[] {
  const pts = hump(c, x0, x1, y, h, 0.2);
  const gid = group(c, () => {
    const top = (x: number) => yAt(pts, x);
    path(
      c,
      bumpy(
        c,
        top,
        x0,
        x1,
        () => 6 + h * 0.08,
        () => y + 1,
        0.8,
        0.4,
      ),
      lin(c, [
        [0, lit(c, '#2e6b39', depth)],
        [1, lit(c, '#1f4f2a', depth)],
      ]),
    );
    path(
      c,
      bumpy(
        c,
        (x) => top(x) + 3,
        x0 + (x1 - x0) * 0.1,
        x1 - (x1 - x0) * 0.25,
        () => 4 + h * 0.06,
        (x) => top(x) + 8 + h * 0.15,
        0.8,
        0.4,
      ),
      lit(c, '#5d9a48', depth),
      ' opacity="0.6"',
    );
    rect(c, x0 + (x1 - x0) * 0.06, y - 4, (x1 - x0) * 0.88, 5, lit(c, '#8a7450', depth), ' opacity="0.8"');
  });
  reflect(c, gid, 0, y + 1, `M${f(x0 - 20)} ${f(y + 1)}H${f(x1 + 20)}V${f(y + h * 1.6)}H${f(x0 - 20)}Z`, 0.4);
  return pts;
}

function drawTouristBoat(c: Ctx, x: number, y: number, w: number, dir: 1 | -1): void {
  const X = (dx: number) => x + dir * dx;
  const g = group(c, () => {
    const roof = lit(c, pick(c, ['#1f8f7a', '#c8412b', '#2b6cb0']));
    const hull = lit(c, '#f1ebe0');
    const d = `M${f(X(-w * 0.5))} ${f(y - w * 0.08)}L${f(X(w * 0.42))} ${f(y - w * 0.08)}Q${f(X(w * 0.52))} ${f(y - w * 0.1)} ${f(X(w * 0.55))} ${f(y - w * 0.15)}Q${f(X(w * 0.48))} ${f(y + w * 0.02)} ${f(X(w * 0.3))} ${f(y + w * 0.03)}L${f(X(-w * 0.46))} ${f(y + w * 0.02)}Z`;
    let posts = '';
    for (let i = 0; i < 6; i++) posts += `M${f(X(-w * 0.4 + i * w * 0.14))} ${f(y - w * 0.08)}V${f(y - w * 0.22)}`;
    stroke(c, posts, lit(c, '#4a3b2f'), 2);
    path(
      c,
      poly([
        [X(-w * 0.46), y - w * 0.22],
        [X(w * 0.36), y - w * 0.22],
        [X(w * 0.33), y - w * 0.26],
        [X(-w * 0.43), y - w * 0.26],
      ]),
      roof,
    );
    const people = ['#d8345f', '#2d6cdf', '#f2a93b', '#2aa36b'];
    people.forEach((pc, i) => drawPerson(c, X(-w * 0.3 + i * w * 0.16), y - w * 0.08, w * 0.1, pc));
    path(c, d, hull);
    stroke(c, `M${f(X(-w * 0.48))} ${f(y - w * 0.035)}L${f(X(w * 0.46))} ${f(y - w * 0.035)}`, roof, 3);
  });
  reflect(c, g, 0, y + w * 0.02, `M${f(x - w)} ${f(y + w * 0.02)}H${f(x + w)}V${f(y + w * 0.4)}H${f(x - w)}Z`, 0.35);
}

/** Kuakata: the sun rising (or setting) straight out of the sea, fishing boats, a weathered tree. */
function seaSunrise(c: Ctx): void {
  const { W, H } = c;
  const side = c.variant % 2 === 0 ? 1 : -1;
  const sx = (u: number) => (side > 0 ? u * W : W - u * W);
  const hY = H * R(c, 0.58, 0.62);
  drawSky(c, hY);
  const sunX = sx(R(c, 0.42, 0.6));
  const r = c.tod.night ? 34 : 58;
  const sy = c.tod.night ? H * 0.22 : c.tod.name === 'golden' ? hY - 110 : hY - r * 0.45;
  drawSun(c, sunX, sy, r, c.tod.night ? 4 : 6);
  // long lit streak clouds
  for (let i = 0; i < 7; i++) {
    const w = R(c, 180, 480);
    const y = R(c, H * 0.12, hY - 50);
    const col = c.tod.night ? '#44587f' : mix(c.tod.cloud, c.tod.glow, R(c, 0.1, 0.5));
    rect(c, R(c, -100, W), y, w, R(c, 6, 15), col, ` rx="7" opacity="${g3(R(c, 0.5, 0.9))}"`);
  }
  // sea
  const sea = c.tod.night ? { far: '#2a3f63', mid: '#1d2e4e', near: '#121e38' } : { far: '#6b5a7a', mid: '#3b4f78', near: '#22345a' };
  rect(
    c,
    0,
    hY,
    W,
    H - hY,
    lin(
      c,
      [
        [0, mix(c.tod.sky[2], lit(c, sea.far), 0.35)],
        [0.35, lit(c, sea.mid)],
        [1, lit(c, sea.near)],
      ],
      0,
      hY,
      0,
      H,
      true,
    ),
  );
  // hide the lower half of the sun behind the horizon
  drawGlitter(c, sunX, hY, H * 0.95, mix(c.tod.sun, c.tod.glow, 0.3), 90, 130);
  drawStreaks(c, hY + 3, H, mix(c.tod.glow, '#ffffff', 0.4), 0.22, 60);
  drawTrawler(c, sx(R(c, 0.2, 0.32)), hY + H * 0.06, 120, 0.1, side > 0 ? 1 : -1, '#1f2a44');
  drawTrawler(c, sx(R(c, 0.72, 0.84)), hY + H * 0.03, 70, 0.25, side > 0 ? -1 : 1, '#1f2a44');
  // beach
  const beach: Pt[] = [];
  for (let x = -10; x <= W + 10; x += 16) beach.push([x, H * 0.88 + Math.sin(x / 260 + 1) * 12 + ((side * (x - W / 2)) / W) * 30]);
  path(
    c,
    area(beach, H + 2),
    lin(c, [
      [0, lit(c, '#6b5446')],
      [1, lit(c, '#3a2c2a')],
    ]),
  );
  stroke(
    c,
    smooth(
      beach.map((p) => [p[0], p[1] - 3] as Pt),
      false,
    ),
    mix(c.tod.sky[2], '#ffffff', 0.3),
    3,
    ' opacity="0.8"',
  );
  drawDeadTree(c, sx(0.12), H * 0.95, H * 0.55);
  drawPalm(c, sx(0.96), H * 0.99, H * 0.62, -side * 0.4, 0, true);
  drawBirds(c, sunX + side * 160, hY - 170, 5, 12, lit(c, '#2a2230'));
}

function drawDeadTree(c: Ctx, x: number, y: number, h: number): void {
  const col = lit(c, '#3b2a26');
  const segs: { d: string; w: number }[] = [];
  const grow = (px: number, py: number, len: number, ang: number, w: number, depth: number) => {
    const ex = px + Math.cos(ang) * len;
    const ey = py + Math.sin(ang) * len;
    const mx = (px + ex) / 2 + R(c, -1, 1) * len * 0.12;
    const my = (py + ey) / 2 + R(c, -1, 1) * len * 0.12;
    segs.push({ d: `M${f(px)} ${f(py)}Q${f(mx)} ${f(my)} ${f(ex)} ${f(ey)}`, w });
    if (depth <= 0) return;
    const n = depth > 3 ? 2 : c.rnd() < 0.5 ? 2 : 3;
    for (let i = 0; i < n; i++) grow(ex, ey, len * R(c, 0.6, 0.78), ang + R(c, -0.75, 0.75), w * 0.62, depth - 1);
  };
  grow(x, y, h * 0.38, -Math.PI / 2 + R(c, -0.2, 0.2), h * 0.07, 5);
  for (const s of segs) stroke(c, s.d, col, Math.max(1, s.w));
  path(c, ell(x, y + 4, h * 0.2, h * 0.03), col);
}

/** Rivers of the delta: a wide river, a far bank with a tree line, sail boats and a canopied nouka. */
function riverBoats(c: Ctx): void {
  const { W, H } = c;
  const side = c.variant % 2 === 0 ? 1 : -1;
  const sx = (u: number) => (side > 0 ? u * W : W - u * W);
  const hY = H * R(c, 0.5, 0.55);
  drawSky(c, hY);
  const sunX = sx(R(c, 0.6, 0.85));
  drawSun(c, sunX, sunY(c, hY), 38);
  drawClouds(c, hY, 4);
  // far bank: tree line with palms, huts and a brick-kiln chimney
  const bankG = group(c, () => {
    const treeTop = (x: number) => hY - 14 - 10 * fbm(c.noise, x / 90, 2);
    path(
      c,
      bumpy(
        c,
        treeTop,
        -10,
        W + 10,
        () => 9,
        () => hY + 2,
        0.85,
        0.5,
      ),
      lit(c, '#2f5e3a', 0.72),
    );
    for (let i = 0; i < 6; i++) drawPalm(c, R(c, 0, W), hY - 6, R(c, 40, 60), R(c, -0.4, 0.4), 0.72);
    const kx = sx(R(c, 0.2, 0.35));
    path(
      c,
      poly([
        [kx - 5, hY - 8],
        [kx - 3, hY - 80],
        [kx + 3, hY - 80],
        [kx + 5, hY - 8],
      ]),
      lit(c, '#7a4a3a', 0.7),
    );
    path(
      c,
      poly([
        [kx - 10, hY],
        [kx - 10, hY - 14],
        [kx + 18, hY - 14],
        [kx + 18, hY],
      ]),
      lit(c, '#8a5a44', 0.7),
    );
    for (let i = 0; i < 3; i++) {
      const hx = R(c, 0, W);
      path(
        c,
        poly([
          [hx - 12, hY - 2],
          [hx - 12, hY - 12],
          [hx - 16, hY - 12],
          [hx, hY - 24],
          [hx + 16, hY - 12],
          [hx + 12, hY - 12],
          [hx + 12, hY - 2],
        ]),
        lit(c, '#7a5a3e', 0.72),
      );
    }
    rect(c, -10, hY - 3, W + 20, 5, lit(c, '#8a7a5a', 0.7));
  });
  drawWater(c, hY + 2, { far: '#5c8f96', mid: '#3f7f86', near: '#2b6670' });
  reflect(c, bankG, 0, hY + 2, `M-10 ${f(hY + 2)}H${f(W + 10)}V${f(H)}H-10Z`, 0.35);
  drawStreaks(c, hY + 4, H, mix('#ffffff', c.tod.sky[2], 0.4), 0.22, 80);
  if (c.tod.elev < 0.55 || c.tod.night) drawGlitter(c, sunX, hY + 2, H * 0.95, mix(c.tod.sun, '#ffffff', 0.3), 70);
  // distant boats
  for (let i = 0; i < 2; i++) {
    drawCountryBoat(c, sx(R(c, 0.55, 0.9)), hY + H * R(c, 0.04, 0.08), R(c, 50, 70), {
      sail: ['#c9a36a', '#b8864a'],
      depth: 0.45,
      dir: c.rnd() < 0.5 ? 1 : -1,
    });
  }
  // the big patched sail boat
  const sailCols = [
    ['#d9a441', '#c2562f', '#e8cf8f', '#8a4a2a'],
    ['#c9423a', '#e7b04a', '#f0e0b8', '#3a7d8f'],
    ['#e0c27a', '#b85a3a', '#d9d0b8', '#6a8f4a'],
  ];
  const bx = sx(R(c, 0.22, 0.36));
  const by = hY + H * 0.2;
  const bw = 330;
  const sb = group(c, () => drawCountryBoat(c, bx, by, bw, { sail: at(sailCols, c.variant % 3), canopy: true, dir: side > 0 ? 1 : -1 }));
  reflect(c, sb, 0, by + bw * 0.04, `M-10 ${f(by + bw * 0.04)}H${f(W + 10)}V${f(H)}H-10Z`, 0.3);
  // a canopied boat with a boatman, near
  const nx = sx(R(c, 0.62, 0.78));
  const ny = H * R(c, 0.86, 0.9);
  const nb = group(c, () => drawCountryBoat(c, nx, ny, 380, { canopy: true, rower: true, dir: side > 0 ? -1 : 1 }));
  reflect(c, nb, 0, ny + 14, `M-10 ${f(ny + 14)}H${f(W + 10)}V${f(H)}H-10Z`, 0.3);
  // floating water hyacinth
  for (let i = 0; i < 5; i++) drawHyacinth(c, R(c, 0, W), R(c, H * 0.8, H * 0.98), R(c, 20, 45));
  drawBirds(c, sx(0.5), H * 0.22, 4, 10, lit(c, '#2b2f3a'));
}

function drawHyacinth(c: Ctx, x: number, y: number, s: number): void {
  let leaves = '';
  for (let i = 0; i < 7; i++) leaves += circ(x + R(c, -1, 1) * s, y - R(c, 0, 0.4) * s, s * R(c, 0.25, 0.4));
  path(c, leaves, lit(c, '#3f8a3a'));
  let fl = '';
  for (let i = 0; i < 3; i++) fl += circ(x + R(c, -0.6, 0.6) * s, y - s * R(c, 0.4, 0.7), s * 0.1);
  path(c, fl, lit(c, '#b07cd8'));
}

/** Naive rickshaw-art panel: bright borders, flowers, a painted village scene with river and boat. */
function rickshawArt(c: Ctx): void {
  const { W, H } = c;
  const palettes = [
    { bg: '#b8175a', a: '#ffd23f', b: '#1fa58a', c: '#2b59c3', d: '#ff7a1a', e: '#ffffff' },
    { bg: '#10707f', a: '#ffcc29', b: '#e8384f', c: '#7b3fb0', d: '#ff8c1a', e: '#ffffff' },
    { bg: '#23308f', a: '#ffd23f', b: '#e8384f', c: '#1fa58a', d: '#ff7ab6', e: '#ffffff' },
    { bg: '#c0392b', a: '#ffe14d', b: '#1b8f5a', c: '#1f5fbf', d: '#ff9ecf', e: '#ffffff' },
    { bg: '#5b2a86', a: '#ffc93c', b: '#19a6a0', c: '#e8384f', d: '#ff7a1a', e: '#ffffff' },
    { bg: '#0f7a46', a: '#ffd23f', b: '#e8384f', c: '#2b59c3', d: '#ff8c1a', e: '#ffffff' },
  ];
  const P = at(palettes, c.variant % palettes.length);
  rect(c, 0, 0, W, H, P.bg);
  // tiled flower pattern
  const pid = nid(c);
  const s = 90;
  c.defs.push(
    `<pattern id="${pid}" width="${s}" height="${s}" patternUnits="userSpaceOnUse"><g opacity="0.3"><path d="${ell(s / 2, s / 2 - 12, 6, 12)}${ell(s / 2, s / 2 + 12, 6, 12)}${ell(s / 2 - 12, s / 2, 12, 6)}${ell(s / 2 + 12, s / 2, 12, 6)}" fill="${P.a}"/><path d="${circ(s / 2, s / 2, 5)}" fill="${P.e}"/><path d="${circ(0, 0, 4)}${circ(s, 0, 4)}${circ(0, s, 4)}${circ(s, s, 4)}" fill="${P.d}"/></g></pattern>`,
  );
  rect(c, 0, 0, W, H, `url(#${pid})`);
  // bunting along the top
  const bw = 60;
  const buntCols = [P.a, P.b, P.d, P.e, P.c];
  const parts: string[] = [];
  for (let x = 0, i = 0; x < W; x += bw, i++) {
    parts.push(
      `<path d="${poly([
        [x, 0],
        [x + bw, 0],
        [x + bw / 2, 70],
      ])}" fill="${at(buntCols, i % buntCols.length)}"/>`,
    );
  }
  c.out.push(parts.join(''));
  stroke(c, `M0 3H${f(W)}`, '#3b2a1c', 6);
  // the panel
  const pW = Math.min(W * 0.58, H * 1.0);
  const pH = H * 0.7;
  const px = (W - pW) / 2;
  const py = H * 0.15;
  const arch = (inset: number): string => {
    const x0 = px + inset;
    const x1 = px + pW - inset;
    const y0 = py + inset;
    const y1 = py + pH - inset;
    const ah = pH * 0.22;
    return `M${f(x0)} ${f(y1)}V${f(y0 + ah)}A${f((x1 - x0) / 2)} ${f(ah)} 0 0 1 ${f(x1)} ${f(y0 + ah)}V${f(y1)}Z`;
  };
  path(c, arch(-22), '#3b2a1c');
  path(c, arch(-16), P.a);
  path(c, arch(0), P.b);
  // studs on the yellow frame
  const studs: string[] = [];
  for (let i = 0; i <= 14; i++) {
    const y = py + pH * 0.22 + ((pH - pH * 0.22) * i) / 14;
    studs.push(circ(px - 8, y, 4.5), circ(px + pW + 8, y, 4.5));
  }
  for (let i = 0; i <= 18; i++) {
    const a = Math.PI + (Math.PI * i) / 18;
    studs.push(circ(px + pW / 2 + Math.cos(a) * (pW / 2 + 8), py + pH * 0.22 + Math.sin(a) * (pH * 0.22 + 8), 4.5));
  }
  path(
    c,
    studs.join(''),
    lin(c, [
      [0, '#ffffff'],
      [1, '#9aa3ad'],
    ]),
  );
  path(c, arch(10), P.d);
  path(c, arch(16), '#fff7e0');
  // painted scene inside
  const inner = arch(20);
  const cp = clipPath(c, inner);
  const saved = c.out.length;
  const ix0 = px + 20;
  const ix1 = px + pW - 20;
  const iy0 = py + 20;
  const iy1 = py + pH - 20;
  const iw = ix1 - ix0;
  const hY = iy0 + (iy1 - iy0) * 0.55;
  const sky = c.tod.night ? ['#13205a', '#2a3f8a', '#4a5fa8'] : c.tod.name === 'day' ? ['#3aa0e8', '#8fd3f5', '#e8f7ff'] : ['#ff6a3d', '#ffae42', '#ffe27a'];
  rect(
    c,
    ix0,
    iy0,
    iw,
    iy1 - iy0,
    lin(c, [
      [0, at(sky, 0)],
      [0.6, at(sky, 1)],
      [1, at(sky, 2)],
    ]),
  );
  const sunCx = ix0 + iw * 0.68;
  const sunCy = hY - (iy1 - iy0) * 0.22;
  let rays = '';
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    const a1 = a + 0.09;
    const a2 = a - 0.09;
    rays += poly([
      [sunCx + Math.cos(a1) * 48, sunCy + Math.sin(a1) * 48],
      [sunCx + Math.cos(a) * 80, sunCy + Math.sin(a) * 80],
      [sunCx + Math.cos(a2) * 48, sunCy + Math.sin(a2) * 48],
    ]);
  }
  path(c, rays, c.tod.night ? '#fff3b0' : '#ffdf3f');
  path(c, circ(sunCx, sunCy, 42), c.tod.night ? '#fff8d8' : '#e8382f');
  path(c, circ(sunCx, sunCy, 30), c.tod.night ? '#fffdf0' : '#ff5a3a');
  // hills
  path(c, `M${f(ix0)} ${f(hY)}Q${f(ix0 + iw * 0.2)} ${f(hY - 120)} ${f(ix0 + iw * 0.45)} ${f(hY)}Z`, '#1b8f5a');
  path(c, `M${f(ix0 + iw * 0.3)} ${f(hY)}Q${f(ix0 + iw * 0.55)} ${f(hY - 90)} ${f(ix0 + iw * 0.8)} ${f(hY)}Z`, '#3fae5a');
  // river with waves
  rect(
    c,
    ix0,
    hY,
    iw,
    iy1 - hY,
    lin(c, [
      [0, '#39b7e8'],
      [1, '#1f5fbf'],
    ]),
  );
  let waves = '';
  for (let r = 0; r < 6; r++) {
    const y = hY + 18 + r * ((iy1 - hY) / 6);
    for (let x = ix0 + (r % 2) * 20; x < ix1; x += 44) waves += `M${f(x)} ${f(y)}q11 -9 22 0`;
  }
  stroke(c, waves, '#ffffff', 3, ' opacity="0.8"');
  // hut with red roof and palms on the bank
  const bankY = hY + 6;
  path(c, `M${f(ix0)} ${f(bankY + 30)}Q${f(ix0 + iw * 0.2)} ${f(bankY - 12)} ${f(ix0 + iw * 0.42)} ${f(bankY + 30)}Z`, '#7ec850');
  rect(c, ix0 + iw * 0.1, bankY - 52, iw * 0.16, 52, '#f6d37a');
  rect(c, ix0 + iw * 0.16, bankY - 34, iw * 0.04, 34, '#6b3a1f');
  path(
    c,
    poly([
      [ix0 + iw * 0.07, bankY - 50],
      [ix0 + iw * 0.18, bankY - 100],
      [ix0 + iw * 0.29, bankY - 50],
    ]),
    '#d8262f',
  );
  const palmSave = c.tod;
  c.tod = TODS.day;
  drawPalm(c, ix0 + iw * 0.34, bankY + 14, 190, 0.3);
  drawPalm(c, ix0 + iw * 0.05, bankY + 20, 150, -0.2);
  drawCountryBoat(c, ix0 + iw * 0.62, hY + (iy1 - hY) * 0.5, 210, { sail: [P.d, P.a, '#ffffff', P.b], dir: -1, hull: '#5a2d1a' });
  c.tod = palmSave;
  drawBirds(c, ix0 + iw * 0.3, iy0 + (iy1 - iy0) * 0.22, 4, 13, '#2b2b2b');
  const sceneItems = c.out.splice(saved);
  c.out.push(`<g clip-path="${cp}">${sceneItems.join('')}</g>`);
  // side medallions
  const mr = Math.min(px * 0.38, H * 0.2);
  if (mr > 40) {
    for (const mx of [px / 2, W - px / 2]) {
      drawMedallion(c, mx, H * 0.32, mr, P);
      drawMedallion(c, mx, H * 0.72, mr * 0.8, { ...P, b: P.c, c: P.b });
    }
  }
  // bottom band with chevrons
  const by = H - 80;
  rect(c, 0, by, W, 80, P.a);
  let chev = '';
  for (let x = -40; x < W + 40; x += 40) chev += `M${f(x)} ${f(by + 60)}l20 -30l20 30`;
  stroke(c, chev, P.bg, 8);
  rect(c, 0, by - 6, W, 8, '#3b2a1c');
  const dots: string[] = [];
  for (let x = 20; x < W; x += 40) dots.push(circ(x, by + 70, 4));
  path(c, dots.join(''), P.e);
}

function drawMedallion(c: Ctx, x: number, y: number, r: number, P: { a: string; b: string; c: string; d: string; e: string }): void {
  let pet = '';
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    const px = x + Math.cos(a) * r * 0.62;
    const py = y + Math.sin(a) * r * 0.62;
    pet += `M${f(x + Math.cos(a) * r * 0.25)} ${f(y + Math.sin(a) * r * 0.25)}Q${f(px + Math.cos(a + 1.2) * r * 0.3)} ${f(py + Math.sin(a + 1.2) * r * 0.3)} ${f(x + Math.cos(a) * r)} ${f(y + Math.sin(a) * r)}Q${f(px + Math.cos(a - 1.2) * r * 0.3)} ${f(py + Math.sin(a - 1.2) * r * 0.3)} ${f(x + Math.cos(a) * r * 0.25)} ${f(y + Math.sin(a) * r * 0.25)}Z`;
  }
  path(c, pet, P.b);
  let pet2 = '';
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2 + 0.4;
    pet2 += `M${f(x)} ${f(y)}Q${f(x + Math.cos(a - 0.5) * r * 0.6)} ${f(y + Math.sin(a - 0.5) * r * 0.6)} ${f(x + Math.cos(a) * r * 0.66)} ${f(y + Math.sin(a) * r * 0.66)}Q${f(x + Math.cos(a + 0.5) * r * 0.6)} ${f(y + Math.sin(a + 0.5) * r * 0.6)} ${f(x)} ${f(y)}Z`;
  }
  path(c, pet2, P.d);
  path(c, circ(x, y, r * 0.3), P.a);
  path(c, circ(x, y, r * 0.18), P.c);
  let dots = '';
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2;
    dots += circ(x + Math.cos(a) * r * 0.24, y + Math.sin(a) * r * 0.24, r * 0.03);
  }
  path(c, dots, P.e);
}

/** A jungle waterfall (Nafakhum, Madhabkunda): a white fall between rock walls into a green pool. */
function waterfall(c: Ctx): void {
  const { W, H } = c;
  const hY = H * 0.36;
  drawSky(c, hY);
  const sunX = W * R(c, 0.15, 0.35);
  drawSun(c, sunX, Math.min(sunY(c, hY), H * 0.16), 30);
  drawClouds(c, H * 0.24, 3, 0.03, 0.8);
  drawRidgeLayers(c, [
    { opts: { base: H * 0.24, amp: H * 0.04, scale: 260, sharp: 0.4 }, col: '#2f6e4a', depth: 0.8 },
    { opts: { base: H * 0.29, amp: H * 0.03, scale: 200 }, col: '#2f6e40', depth: 0.55 },
  ]);
  const fx = W * R(c, 0.44, 0.56);
  const lipY = H * R(c, 0.3, 0.34);
  const poolY = H * 0.76;
  const topW = 80;
  const botW = 170;
  // rock amphitheatre: facets in three shades
  const wallD = poly([
    [fx - W * 0.34, poolY + 4],
    [fx - W * 0.3, H * 0.34],
    [fx - W * 0.16, lipY - 20],
    [fx, lipY - 6],
    [fx + W * 0.15, lipY - 24],
    [fx + W * 0.3, H * 0.33],
    [fx + W * 0.34, poolY + 4],
  ]);
  path(c, wallD, lit(c, '#6f6a58'));
  const cp = clipPath(c, wallD);
  const shades = ['#7d7866', '#5e5a4b', '#8a8470', '#534f42'];
  const facets: string[] = shades.map(() => '');
  for (let x = fx - W * 0.36; x < fx + W * 0.36;) {
    const w = R(c, 26, 70);
    let y = lipY - 30;
    while (y < poolY) {
      const h = R(c, 50, 140);
      const k = Math.floor(c.rnd() * shades.length);
      const sk = R(c, -10, 10);
      facets[k] += poly([
        [x, y],
        [x + w, y + sk],
        [x + w + R(c, -6, 6), y + h + sk],
        [x, y + h],
      ]);
      y += h;
    }
    x += w;
  }
  c.out.push(`<g clip-path="${cp}">${facets.map((d, i) => `<path d="${d}" fill="${lit(c, at(shades, i))}"/>`).join('')}</g>`);
  let ledges = '';
  for (let i = 0; i < 18; i++) {
    const y = R(c, lipY, poolY - 20);
    const x0 = R(c, fx - W * 0.32, fx + W * 0.26);
    if (Math.abs(x0 - fx) < botW * 0.8) continue;
    ledges += `M${f(x0)} ${f(y)}l${f(R(c, 40, 120))} ${f(R(c, -6, 6))}`;
  }
  stroke(c, ledges, lit(c, '#3a372e'), 4, ' opacity="0.55"');
  // moss
  let moss = '';
  for (let i = 0; i < 14; i++) {
    const x = R(c, fx - W * 0.32, fx + W * 0.32);
    if (Math.abs(x - fx) < botW * 0.7) continue;
    moss += ell(x, R(c, lipY, poolY - 30), R(c, 18, 50), R(c, 6, 14));
  }
  path(c, moss, lit(c, '#5c8a3a'), ' opacity="0.8"');
  // the fall
  const fall = `M${f(fx - topW / 2)} ${f(lipY)}Q${f(fx)} ${f(lipY - 10)} ${f(fx + topW / 2)} ${f(lipY)}L${f(fx + botW / 2)} ${f(poolY)}L${f(fx - botW / 2)} ${f(poolY)}Z`;
  path(
    c,
    fall,
    lin(c, [
      [0, '#f4fbff'],
      [0.6, lit(c, '#d6eef5')],
      [1, '#ffffff'],
    ]),
  );
  let streaks = '';
  for (let i = 0; i < 46; i++) {
    const u = R(c, -0.5, 0.5);
    const y0 = R(c, lipY, poolY - 60);
    const len = R(c, 40, 220);
    const t0 = (y0 - lipY) / (poolY - lipY);
    const xa = fx + u * (topW + (botW - topW) * t0);
    streaks += `M${f(xa)} ${f(y0)}l${f(u * 12)} ${f(Math.min(len, poolY - y0))}`;
  }
  stroke(c, streaks, lit(c, '#8fc3d6'), 2.2, ' opacity="0.55"');
  // jungle on both rims and down the sides
  const greens = ['#2f6a35', '#3b7c3a', '#25582c'];
  const jungle = (x0: number, x1: number, top: (x: number) => number, r: number, bottom: (x: number) => number, k: number) =>
    path(
      c,
      bumpy(c, top, x0, x1, () => r, bottom, 0.9, 0.5),
      lit(c, at(greens, k % greens.length)),
    );
  jungle(
    -30,
    fx - topW * 0.7,
    (x) => lipY - 30 - 60 * Math.max(0, (fx - W * 0.2 - x) / W) * 3 + 6 * Math.sin(x / 40),
    20,
    (x) => Math.min(poolY + 5, lipY + 40 + Math.max(0, fx - W * 0.29 - x) * 6),
    0,
  );
  jungle(
    fx + topW * 0.7,
    W + 30,
    (x) => lipY - 34 - 60 * Math.max(0, (x - fx - W * 0.2) / W) * 3 + 6 * Math.sin(x / 37),
    20,
    (x) => Math.min(poolY + 5, lipY + 40 + Math.max(0, x - fx - W * 0.29) * 6),
    1,
  );
  for (let i = 0; i < 10; i++) {
    const left = i % 2 === 0;
    const x = left ? R(c, -60, fx - W * 0.28) : R(c, fx + W * 0.28, W + 60);
    drawTree(c, x, R(c, H * 0.45, H * 0.8), R(c, 200, 340), 0, pick(c, greens));
  }
  // hanging vines over the rock
  let vines = '';
  for (let i = 0; i < 12; i++) {
    const x = R(c, fx - W * 0.3, fx + W * 0.3);
    if (Math.abs(x - fx) < botW * 0.6) continue;
    vines += `M${f(x)} ${f(lipY - 10)}q${f(R(c, -20, 20))} ${f(R(c, 60, 100))} ${f(R(c, -10, 10))} ${f(R(c, 100, 200))}`;
  }
  stroke(c, vines, lit(c, '#3f7d34'), 2.5);
  // pool
  drawWater(c, poolY, { far: '#6fbfa8', mid: '#2f8a7e', near: '#1d5f58' });
  let ripples = '';
  for (let i = 1; i < 6; i++) ripples += ell(fx, poolY + 16 * i, botW * 0.5 + i * 70, 6 + i * 6);
  stroke(c, ripples, '#ffffff', 2, ' opacity="0.35"');
  let foam = '';
  for (let i = 0; i < 18; i++) foam += circ(fx + R(c, -1, 1) * botW * 0.7, poolY + R(c, -8, 12), R(c, 12, 30));
  path(c, foam, '#ffffff', ' opacity="0.92"');
  path(
    c,
    ell(fx, poolY - 24, botW * 1.9, 70),
    lin(c, [
      [0, '#ffffff', 0],
      [0.5, '#ffffff', 0.45],
      [1, '#ffffff', 0],
    ]),
  );
  // boulders and ferns in front
  for (let i = 0; i < 6; i++) {
    const left = i % 2 === 0;
    const x = left ? R(c, -40, W * 0.3) : R(c, W * 0.7, W + 40);
    drawBoulder(c, x, R(c, H * 0.86, H * 1.02), R(c, 70, 150));
  }
  drawSpiky(c, W * 0.03, H * 1.01, 220, lit(c, '#2f6a35'), 16);
  drawSpiky(c, W * 0.97, H * 1.01, 200, lit(c, '#3b7c3a'), 16);
}

function drawBoulder(c: Ctx, x: number, y: number, r: number): void {
  const pts: Pt[] = [];
  for (let i = 0; i < 9; i++) {
    const a = Math.PI + (i / 8) * Math.PI;
    const rr = r * R(c, 0.8, 1.1);
    pts.push([x + Math.cos(a) * rr, y + Math.sin(a) * rr * 0.7]);
  }
  pts.push([x + r, y + r * 0.3], [x - r, y + r * 0.3]);
  path(c, smooth(pts, true), lit(c, '#55524a'));
  path(c, ell(x - r * 0.2, y - r * 0.45, r * 0.5, r * 0.16), lit(c, '#5c8a3a'), ' opacity="0.85"');
  path(c, ell(x - r * 0.35, y - r * 0.25, r * 0.25, r * 0.08), lit(c, '#a9a493'), ' opacity="0.6"');
}

/** A Marma/Tripura hill village: stilt houses on a green slope, jhum fields, banana and bamboo. */
function hillVillage(c: Ctx): void {
  const { W, H } = c;
  const side = c.variant % 2 === 0 ? 1 : -1;
  const hY = H * R(c, 0.38, 0.42);
  drawSky(c, hY);
  const sunX = W * R(c, 0.25, 0.75);
  drawSun(c, sunX, sunY(c, hY) - 30, 34);
  drawClouds(c, hY - 70, 3);
  drawRidgeLayers(c, [
    { opts: { base: hY, amp: H * 0.08, scale: 240, sharp: 0.55 }, col: '#2f6e4a', depth: 0.8 },
    { opts: { base: hY + H * 0.07, amp: H * 0.06, scale: 280, sharp: 0.4 }, col: '#2d7040', depth: 0.55 },
  ]);
  drawMist(c, hY + H * 0.12, 36, 0.35);
  // hill with jhum (slash-and-burn) fields and a field hut
  const mid = ridge(c, { base: hY + H * 0.2, amp: H * 0.05, scale: 380, lift: (x) => side * (x / W - 0.5) * H * 0.12 });
  const midD = area(mid, H + 2);
  path(
    c,
    midD,
    lin(c, [
      [0, lit(c, '#3f7f38', 0.22)],
      [1, lit(c, '#2f6a30', 0.22)],
    ]),
  );
  const cp = clipPath(c, midD);
  const cols = ['#d9b84a', '#a8c44e', '#c7a25a', '#8fbf4a', '#e0c46a'];
  const parts: string[] = [];
  for (let i = 0; i < 8; i++) {
    const x = R(c, -100, W);
    const y = yAt(mid, x + 100) + R(c, 10, 90);
    const w = R(c, 140, 300);
    const h = R(c, 40, 80);
    parts.push(
      `<path d="${poly([
        [x, y],
        [x + w, y - h * 0.5 * side],
        [x + w + 20, y + h * 0.5],
        [x + 20, y + h],
      ])}" fill="${lit(c, at(cols, i % cols.length), 0.22)}" opacity="0.9"/>`,
    );
  }
  c.out.push(`<g clip-path="${cp}">${parts.join('')}</g>`);
  for (let i = 0; i < 6; i++) {
    const x = R(c, 0, W);
    drawTree(c, x, yAt(mid, x) + 8, R(c, 50, 80), 0.22);
  }
  const jx = W * R(c, 0.3, 0.7);
  drawStiltHouse(c, jx, yAt(mid, jx) + 30, 50, 0.22);
  // front slope
  const fg = ridge(c, { base: H * 0.74, amp: H * 0.04, scale: 400, lift: (x) => -side * (x / W - 0.5) * H * 0.22 });
  path(
    c,
    area(fg, H + 2),
    lin(c, [
      [0, lit(c, '#4a9340')],
      [1, lit(c, '#24592a')],
    ]),
  );
  // trees behind the houses
  for (let i = 0; i < 5; i++) {
    const x = R(c, 0, W);
    drawTree(c, x, yAt(fg, x) + 14, R(c, 120, 190));
  }
  // a footpath winding down
  const fpx = W * R(c, 0.4, 0.6);
  stroke(
    c,
    `M${f(fpx)} ${f(yAt(fg, fpx) + 10)}C${f(fpx + 120)} ${f(H * 0.85)} ${f(fpx - 160)} ${f(H * 0.9)} ${f(fpx + 40)} ${f(H + 10)}`,
    lit(c, '#c8a86a'),
    16,
    ' opacity="0.85"',
  );
  // houses
  const n = W > H ? 4 : 2;
  const roofs = ['#8a6a3a', '#7a5a2e', '#9a7a44'];
  const wallsC = ['#c9a46a', '#d4b07a', '#bf9a5e'];
  const hx: number[] = [];
  for (let i = 0; i < n; i++) hx.push(W * (0.08 + (0.84 * (i + R(c, 0.2, 0.8))) / n));
  hx.sort((a, b) => yAt(fg, a) - yAt(fg, b));
  hx.forEach((x, i) => {
    const g = yAt(fg, x) + 40 + i * 10;
    const w = R(c, 150, 190);
    if (i === 0) {
      let smoke = '';
      for (let k = 0; k < 6; k++) smoke += circ(x + w * 0.2 + k * 12 + Math.sin(k) * 10, g - w * 1.15 - k * 28, 9 + k * 4);
      path(c, smoke, c.tod.night ? '#8a96b0' : '#f4f1ea', ' opacity="0.45"');
    }
    drawStiltHouse(c, x, g, w, 0, at(roofs, i % roofs.length), at(wallsC, i % wallsC.length));
  });
  // villagers on the path
  drawPerson(c, fpx + 30, H * 0.86, 95, '#c0392b', 0, true);
  drawPerson(c, fpx - 40, H * 0.94, 80, '#1f7a8c');
  // banana and bamboo framing the corners
  drawBamboo(c, side > 0 ? W * 0.97 : W * 0.03, H + 10, 420);
  drawBanana(c, side > 0 ? W * 0.86 : W * 0.14, H + 10, 260);
  drawBanana(c, side > 0 ? W * 0.04 : W * 0.96, H + 20, 220);
  drawBirds(c, sunX, H * 0.18, 3, 9, lit(c, '#2b2f3a'));
}

/** Heritage: Paharpur's stepped brick vihara, Bagerhat's many-domed mosque or the pink palace of Old Dhaka. */
function heritage(c: Ctx): void {
  const { W, H } = c;
  const hY = H * 0.7;
  drawSky(c, hY);
  const sunX = W * (R(c, 0.12, 0.3) + (c.variant % 2 ? 0.55 : 0));
  drawSun(c, sunX, sunY(c, hY), 36);
  drawClouds(c, hY - 80, 3, 0.06);
  drawRidgeLayers(c, [{ opts: { base: hY - 4, amp: H * 0.015, scale: 200 }, col: '#2f6e4a', depth: 0.75 }]);
  const treeLine = (x: number) => hY - 18 - 16 * fbm(c.noise, x / 80, 2);
  path(
    c,
    bumpy(
      c,
      treeLine,
      -10,
      W + 10,
      () => 12,
      () => hY + 4,
      0.85,
      0.5,
    ),
    lit(c, '#2f6a3a', 0.5),
  );
  const kindIdx = c.variant % 3;
  if (kindIdx === 1) {
    // pond in front of the mosque
    rect(
      c,
      0,
      hY,
      W,
      H - hY,
      lin(c, [
        [0, lit(c, '#5f9a4a')],
        [1, lit(c, '#3f7a34')],
      ]),
    );
    const bY = hY + H * 0.04;
    const mosque = group(c, () => drawMosque(c, W / 2, bY, Math.min(W * 0.74, H * 1.3)));
    const pY = bY + 40;
    drawWater(c, pY, { far: '#4f8a8a', mid: '#3a7a7a', near: '#2a6262' });
    reflect(c, mosque, 0, pY, `M-10 ${f(pY)}H${f(W + 10)}V${f(H)}H-10Z`, 0.45);
    drawStreaks(c, pY + 2, H, mix('#ffffff', c.tod.sky[2], 0.3), 0.2, 40);
    rect(c, -10, pY - 4, W + 20, 8, lit(c, '#a8845a'));
  } else {
    rect(
      c,
      0,
      hY,
      W,
      H - hY,
      lin(c, [
        [0, lit(c, '#6ba34f')],
        [1, lit(c, '#3f7a34')],
      ]),
    );
    if (kindIdx === 0) drawVihara(c, W / 2 + R(c, -1, 1) * W * 0.05, hY + H * 0.06, Math.min(W * 0.72, H * 1.25));
    else drawPalace(c, W / 2, hY + H * 0.06, Math.min(W * 0.7, H * 1.2));
    // brick path
    path(
      c,
      poly([
        [W / 2 - 40, hY + H * 0.07],
        [W / 2 + 40, hY + H * 0.07],
        [W / 2 + 160, H + 2],
        [W / 2 - 160, H + 2],
      ]),
      lit(c, '#c98a5a'),
      ' opacity="0.85"',
    );
  }
  // flanking trees and palms
  drawTree(c, W * 0.05, hY + H * 0.12, 260);
  drawPalm(c, W * 0.93, H + 10, H * 0.62, -0.35);
  drawTree(c, W * 0.97, hY + H * 0.1, 200);
  drawPalm(c, W * 0.1, H + 10, H * 0.5, 0.4);
  drawBirds(c, W * 0.55, H * 0.15, 4, 10, lit(c, '#2b2f3a'));
}

function drawVihara(c: Ctx, cx: number, base: number, w: number): void {
  const brick = lit(c, '#b8643e');
  const shadeBrick = lit(c, '#99502f');
  const mortarCol = lit(c, '#6e3522');
  const sc = w / 1100;
  const levels = 4;
  let y = base;
  const lh = w * 0.075;
  for (let i = 0; i < levels; i++) {
    const lw = w * (1 - i * 0.2);
    const top = y - lh;
    const face = poly([
      [cx - lw / 2, y],
      [cx - lw / 2 + 6, top],
      [cx + lw / 2 - 6, top],
      [cx + lw / 2, y],
    ]);
    path(c, face, brick);
    // shaded right part
    path(
      c,
      poly([
        [cx + lw * 0.28, y],
        [cx + lw * 0.28, top],
        [cx + lw / 2 - 6, top],
        [cx + lw / 2, y],
      ]),
      shadeBrick,
    );
    drawMortar(c, cx - lw / 2 + 4, cx + lw / 2 - 4, top, y, mortarCol, sc);
    // terracotta plaque band
    let plaques = '';
    const n = Math.floor(lw / 34);
    for (let k = 0; k < n; k++) {
      const px = cx - lw / 2 + 12 + k * ((lw - 24) / n);
      plaques += `M${f(px)} ${f(y - lh * 0.62)}h${f((lw - 24) / n - 8)}v${f(lh * 0.32)}h${f(-((lw - 24) / n - 8))}Z`;
    }
    path(c, plaques, lit(c, '#7a3a22'), ' opacity="0.55"');
    // grassy terrace top and ledge
    rect(c, cx - lw / 2 + 2, top - 6, lw - 4, 8, lit(c, '#7aa84a'));
    rect(c, cx - lw / 2 + 6, top + 2, lw - 12, 4, lit(c, '#d8906a'), ' opacity="0.8"');
    y = top - 4;
  }
  // central shrine
  const sw = w * 0.22;
  const sh = w * 0.12;
  path(
    c,
    poly([
      [cx - sw / 2, y],
      [cx - sw / 2 + 10, y - sh],
      [cx + sw / 2 - 10, y - sh],
      [cx + sw / 2, y],
    ]),
    brick,
  );
  drawMortar(c, cx - sw / 2 + 6, cx + sw / 2 - 6, y - sh, y, mortarCol, sc);
  path(c, `M${f(cx - sw / 2 + 14)} ${f(y - sh)}Q${f(cx)} ${f(y - sh - sw * 0.3)} ${f(cx + sw / 2 - 14)} ${f(y - sh)}Z`, lit(c, '#a45a36'));
  path(
    c,
    `M${f(cx - sw * 0.3)} ${f(y - sh - 8)}Q${f(cx - sw * 0.1)} ${f(y - sh - 30)} ${f(cx + sw * 0.1)} ${f(y - sh - 14)}Z`,
    lit(c, '#6f9a48'),
    ' opacity="0.8"',
  );
  // staircase
  const stW = w * 0.08;
  path(
    c,
    poly([
      [cx - stW, base],
      [cx - stW * 0.6, base - lh * 2.4],
      [cx + stW * 0.6, base - lh * 2.4],
      [cx + stW, base],
    ]),
    lit(c, '#c98a64'),
  );
  let steps = '';
  for (let i = 1; i < 12; i++) {
    const yy = base - (lh * 2.4 * i) / 12;
    const ww = stW - (stW * 0.4 * i) / 12;
    steps += `M${f(cx - ww)} ${f(yy)}H${f(cx + ww)}`;
  }
  stroke(c, steps, lit(c, '#8a4a2e'), 1.5, ' opacity="0.7"');
}

function drawMosque(c: Ctx, cx: number, base: number, w: number): void {
  const brick = lit(c, '#b5603c');
  const h = w * 0.16;
  const x0 = cx - w / 2;
  // rear row of domes (further away, lighter)
  const domeN = 11;
  const dw = (w * 0.86) / domeN;
  let rear = '';
  for (let i = 0; i < domeN; i++) {
    const dx = x0 + w * 0.07 + dw * (i + 0.5);
    rear += `M${f(dx - dw * 0.42)} ${f(base - h - 4)}a${f(dw * 0.42)} ${f(dw * 0.5)} 0 0 1 ${f(dw * 0.84)} 0Z`;
  }
  path(c, rear, lit(c, '#a9603e', 0.3), ` transform="translate(${f(dw * 0.5)} ${f(-dw * 0.22)})"`);
  // facade with a gently curved cornice
  const face = `M${f(x0)} ${f(base)}V${f(base - h)}Q${f(cx)} ${f(base - h - w * 0.025)} ${f(x0 + w)} ${f(base - h)}V${f(base)}Z`;
  path(c, face, brick);
  drawMortar(c, x0, x0 + w, base - h, base, lit(c, '#6a3320'), w / 1300);
  // front row of domes
  let front = '';
  for (let i = 0; i < domeN; i++) {
    const dx = x0 + w * 0.07 + dw * (i + 0.5);
    const dy = base - h - w * 0.025 * (1 - Math.pow((dx - cx) / (w / 2), 2)) + 2;
    front += `M${f(dx - dw * 0.42)} ${f(dy)}a${f(dw * 0.42)} ${f(dw * 0.5)} 0 0 1 ${f(dw * 0.84)} 0Z`;
  }
  path(c, front, lit(c, '#c0704a'));
  // arches
  let arches = '';
  const an = 11;
  for (let i = 0; i < an; i++) {
    const ax = x0 + w * 0.08 + ((w * 0.84) / an) * (i + 0.5);
    const aw = ((w * 0.84) / an) * 0.42;
    const ah = h * (i === 5 ? 0.72 : 0.6);
    arches += `M${f(ax - aw / 2)} ${f(base)}V${f(base - ah + aw / 2)}Q${f(ax - aw / 2)} ${f(base - ah - aw * 0.1)} ${f(ax)} ${f(base - ah - aw * 0.35)}Q${f(ax + aw / 2)} ${f(base - ah - aw * 0.1)} ${f(ax + aw / 2)} ${f(base - ah + aw / 2)}V${f(base)}Z`;
  }
  path(c, arches, c.tod.night ? '#e8a85a' : lit(c, '#3a2018'));
  // corner towers
  for (const tx of [x0, x0 + w]) {
    const tw = w * 0.05;
    rect(c, tx - tw / 2, base - h * 1.2, tw, h * 1.2, lit(c, '#a9583a'));
    let bands = '';
    for (let i = 1; i < 5; i++) bands += `M${f(tx - tw / 2)} ${f(base - (h * 1.2 * i) / 5)}h${f(tw)}`;
    stroke(c, bands, lit(c, '#e0a07a'), 2);
    path(c, `M${f(tx - tw / 2)} ${f(base - h * 1.2)}a${f(tw / 2)} ${f(tw * 0.6)} 0 0 1 ${f(tw)} 0Z`, lit(c, '#c0704a'));
  }
}

function drawPalace(c: Ctx, cx: number, base: number, w: number): void {
  const pink = lit(c, '#d9768a');
  const pinkD = lit(c, '#b85a70');
  const trim = lit(c, '#f6ecef');
  const h = w * 0.2;
  const x0 = cx - w / 2;
  rect(c, x0, base - h, w, h, pink);
  rect(c, x0 + w * 0.7, base - h, w * 0.3, h, pinkD, ' opacity="0.5"');
  rect(c, x0 - 6, base - h - 8, w + 12, 10, trim);
  rect(c, x0 - 4, base - h / 2 - 4, w + 8, 7, trim);
  // two rows of arches
  let arches = '';
  const n = 14;
  for (let row = 0; row < 2; row++) {
    const rb = base - (row * h) / 2 - 8;
    const ah = h * 0.3;
    for (let i = 0; i < n; i++) {
      const ax = x0 + (w / n) * (i + 0.5);
      if (Math.abs(ax - cx) < w * 0.1) continue;
      const aw = (w / n) * 0.55;
      arches += `M${f(ax - aw / 2)} ${f(rb)}V${f(rb - ah + aw / 2)}A${f(aw / 2)} ${f(aw / 2)} 0 0 1 ${f(ax + aw / 2)} ${f(rb - ah + aw / 2)}V${f(rb)}Z`;
    }
  }
  path(c, arches, c.tod.night ? '#f0b866' : lit(c, '#5a2a36'));
  // central block, dome and staircase
  const bw = w * 0.22;
  rect(c, cx - bw / 2, base - h * 1.25, bw, h * 1.25, pink);
  rect(c, cx - bw / 2 - 6, base - h * 1.25 - 8, bw + 12, 10, trim);
  let carch = '';
  for (let i = 0; i < 3; i++) {
    const ax = cx - bw / 3 + (bw / 3) * i;
    const aw = bw * 0.2;
    carch += `M${f(ax - aw / 2)} ${f(base - h * 0.55)}V${f(base - h * 0.9)}A${f(aw / 2)} ${f(aw / 2)} 0 0 1 ${f(ax + aw / 2)} ${f(base - h * 0.9)}V${f(base - h * 0.55)}Z`;
  }
  path(c, carch, lit(c, '#5a2a36'));
  const drumY = base - h * 1.25 - 8;
  rect(c, cx - bw * 0.32, drumY - h * 0.35, bw * 0.64, h * 0.35, pink);
  let drumWin = '';
  for (let i = 0; i < 5; i++) drumWin += `M${f(cx - bw * 0.26 + i * bw * 0.12)} ${f(drumY - h * 0.05)}v${f(-h * 0.18)}h${f(bw * 0.05)}v${f(h * 0.18)}Z`;
  path(c, drumWin, lit(c, '#5a2a36'));
  const dTop = drumY - h * 0.35;
  const dr = bw * 0.36;
  path(
    c,
    `M${f(cx - dr)} ${f(dTop)}C${f(cx - dr)} ${f(dTop - dr * 0.9)} ${f(cx - dr * 0.3)} ${f(dTop - dr * 1.3)} ${f(cx)} ${f(dTop - dr * 1.5)}C${f(cx + dr * 0.3)} ${f(dTop - dr * 1.3)} ${f(cx + dr)} ${f(dTop - dr * 0.9)} ${f(cx + dr)} ${f(dTop)}Z`,
    pinkD,
  );
  let ribs = '';
  for (let i = -2; i <= 2; i++) ribs += `M${f(cx + i * dr * 0.35)} ${f(dTop)}Q${f(cx + i * dr * 0.3)} ${f(dTop - dr)} ${f(cx)} ${f(dTop - dr * 1.5)}`;
  stroke(c, ribs, trim, 2, ' opacity="0.7"');
  stroke(c, `M${f(cx)} ${f(dTop - dr * 1.5)}V${f(dTop - dr * 1.85)}`, lit(c, '#d9b24a'), 4);
  path(
    c,
    poly([
      [cx - bw * 0.7, base + 26],
      [cx - bw * 0.35, base - h * 0.5],
      [cx + bw * 0.35, base - h * 0.5],
      [cx + bw * 0.7, base + 26],
    ]),
    lit(c, '#efe3d6'),
  );
  let steps = '';
  for (let i = 1; i < 10; i++) {
    const t = i / 10;
    const yy = base + 26 - (h * 0.5 + 26) * t;
    const ww = bw * (0.7 - 0.35 * t);
    steps += `M${f(cx - ww)} ${f(yy)}H${f(cx + ww)}`;
  }
  stroke(c, steps, lit(c, '#b8a898'), 1.5);
}

/** Dhaka after dark: a lit skyline with a mosque, the Buriganga with launches and their reflections. */
function cityNight(c: Ctx): void {
  const { W, H } = c;
  const hY = H * R(c, 0.6, 0.64);
  drawSky(c, hY);
  if (!c.tod.night) drawStars(c, hY * 0.4, 0.3);
  const moonX = W * R(c, 0.65, 0.88);
  drawSun(c, moonX, c.tod.night ? H * 0.16 : hY - H * 0.08, c.tod.night ? 30 : 40);
  for (let i = 0; i < 4; i++) drawStreakCloud(c, R(c, -100, W), R(c, H * 0.1, hY - 120), R(c, 200, 450), R(c, 8, 16), 0.5);
  const warm = '#ffd27a';
  const cool = '#bfe3ff';
  const farCol = lit(c, mix('#3a4a78', c.tod.sky[2], 0.35), 0.2);
  // far skyline
  let far = '';
  for (let x = -10; x < W;) {
    const bw = R(c, 30, 80);
    const bh = R(c, H * 0.06, H * 0.22);
    far += `M${f(x)} ${f(hY)}V${f(hY - bh)}h${f(bw)}V${f(hY)}Z`;
    x += bw + R(c, -10, 4);
  }
  path(c, far, farCol);
  // near skyline with windows
  const nearCol = c.tod.night ? '#141a33' : lit(c, '#2a2d4a');
  let near = '';
  let lit1 = '';
  let lit2 = '';
  let refl = '';
  const mosqueX = W * R(c, 0.25, 0.4);
  for (let x = -10; x < W;) {
    const bw = R(c, 50, 120);
    if (Math.abs(x + bw / 2 - mosqueX) < 130) {
      x += bw;
      continue;
    }
    const bh = R(c, H * 0.05, H * 0.3) * (c.rnd() < 0.15 ? 1.4 : 1);
    near += `M${f(x)} ${f(hY)}V${f(hY - bh)}h${f(bw)}V${f(hY)}Z`;
    if (c.rnd() < 0.3) near += `M${f(x + bw * 0.45)} ${f(hY - bh)}v${f(-R(c, 20, 60))}h3V${f(hY - bh)}Z`;
    const cols = Math.floor((bw - 8) / 13);
    const rows = Math.floor((bh - 10) / 18);
    const cool1 = c.rnd() < 0.3;
    for (let r = 0; r < rows; r++) {
      for (let k = 0; k < cols; k++) {
        if (c.rnd() < 0.42) {
          const wx = x + 6 + k * 13;
          const wy = hY - bh + 8 + r * 18;
          const sq = `M${f(wx)} ${f(wy)}h6v9h-6Z`;
          if (cool1) lit2 += sq;
          else lit1 += sq;
          if (c.rnd() < 0.35) {
            const ry = hY + (hY - wy) * 0.9 + R(c, -3, 3);
            if (ry < H) refl += `M${f(wx - 4 + R(c, -3, 3))} ${f(ry)}h${f(R(c, 8, 20))}v2h${f(-12)}Z`;
          }
        }
      }
    }
    x += bw + R(c, 0, 6);
  }
  // mosque: dome and two minarets
  const mw = 160;
  near += `M${f(mosqueX - mw / 2)} ${f(hY)}V${f(hY - 70)}h${f(mw)}V${f(hY)}Z`;
  near += `M${f(mosqueX - 45)} ${f(hY - 68)}C${f(mosqueX - 45)} ${f(hY - 120)} ${f(mosqueX - 10)} ${f(hY - 130)} ${f(mosqueX)} ${f(hY - 142)}C${f(mosqueX + 10)} ${f(hY - 130)} ${f(mosqueX + 45)} ${f(hY - 120)} ${f(mosqueX + 45)} ${f(hY - 68)}Z`;
  for (const mx of [mosqueX - mw / 2 - 4, mosqueX + mw / 2 - 10]) {
    near += `M${f(mx)} ${f(hY)}V${f(hY - 190)}h14V${f(hY)}Z`;
    near += `M${f(mx - 3)} ${f(hY - 190)}l10 -22l10 22Z`;
  }
  path(c, near, nearCol);
  path(c, lit1, warm);
  path(c, lit2, cool, ' opacity="0.85"');
  stroke(
    c,
    `M${f(mosqueX - 45)} ${f(hY - 70)}C${f(mosqueX - 45)} ${f(hY - 120)} ${f(mosqueX - 10)} ${f(hY - 130)} ${f(mosqueX)} ${f(hY - 142)}C${f(mosqueX + 10)} ${f(hY - 130)} ${f(mosqueX + 45)} ${f(hY - 120)} ${f(mosqueX + 45)} ${f(hY - 70)}`,
    '#7dffb0',
    2,
    ' opacity="0.8"',
  );
  // neon shop signs at street level
  let signs = '';
  const signCols = ['#ff4f8b', '#3fe0d0', '#ffe14d', '#7d7dff'];
  for (let i = 0; i < 14; i++) {
    const sxp = R(c, 0, W);
    signs += `<rect x="${f(sxp)}" y="${f(hY - R(c, 14, 40))}" width="${f(R(c, 14, 40))}" height="${f(R(c, 5, 9))}" fill="${pick(c, signCols)}" opacity="0.85"/>`;
  }
  c.out.push(signs);
  // river
  rect(
    c,
    0,
    hY,
    W,
    H - hY,
    lin(c, [
      [0, lit(c, '#2a3a66')],
      [1, c.tod.night ? '#070d1f' : lit(c, '#141a33')],
    ]),
  );
  rect(c, 0, hY, W, 6, '#000000', ' opacity="0.35"');
  path(c, refl, warm, ' opacity="0.55"');
  drawStreaks(c, hY + 4, H, mix(c.tod.sky[2], '#ffffff', 0.2), 0.25, 70);
  drawGlitter(c, moonX, hY, H * 0.95, mix(c.tod.sun, '#ffffff', 0.3), 40, 60);
  // launches
  drawLaunch(c, W * R(c, 0.55, 0.7), hY + H * 0.13, 360, c.variant % 2 ? 1 : -1);
  drawLaunch(c, W * R(c, 0.05, 0.2), hY + H * 0.07, 200, c.variant % 2 ? -1 : 1);
  // small boats with lanterns
  for (let i = 0; i < 3; i++) {
    const bx = R(c, 0, W);
    const by = R(c, hY + H * 0.18, H * 0.95);
    drawCountryBoat(c, bx, by, R(c, 90, 130), { canopy: true, hull: '#120e14' });
    path(c, circ(bx + 10, by - 22, 4), warm);
    path(c, circ(bx + 10, by - 22, 14), warm, ' opacity="0.25"');
    stroke(c, `M${f(bx + 6)} ${f(by + 8)}h8M${f(bx + 2)} ${f(by + 16)}h14M${f(bx + 4)} ${f(by + 26)}h10`, warm, 2, ' opacity="0.5"');
  }
}

function drawLaunch(c: Ctx, x: number, y: number, w: number, dir: 1 | -1): void {
  const X = (dx: number) => x + dir * dx;
  const warm = '#ffd27a';
  const body = c.tod.night ? '#d8dce8' : lit(c, '#e8ecf5');
  const hull = c.tod.night ? '#34416e' : lit(c, '#2a3a6a');
  const stripe = pick(c, ['#d8343f', '#1f9b6a', '#2b6cb0']);
  const deckH = w * 0.07;
  const decks = 3;
  let d = '';
  for (let k = 0; k < decks; k++) {
    const x0 = X(-w * 0.42 + k * w * 0.06);
    const x1 = X(w * 0.36 - k * w * 0.06);
    const yy = y - w * 0.08 - deckH * (k + 1);
    d += `M${f(Math.min(x0, x1))} ${f(yy)}H${f(Math.max(x0, x1))}v${f(deckH)}H${f(Math.min(x0, x1))}Z`;
  }
  path(c, d, body);
  let wins = '';
  for (let k = 0; k < decks; k++) {
    const a = -w * 0.4 + k * w * 0.06;
    const b = w * 0.34 - k * w * 0.06;
    const yy = y - w * 0.08 - deckH * (k + 1) + deckH * 0.3;
    for (let u = a; u < b; u += w * 0.035) {
      if (c.rnd() < 0.8) wins += `M${f(X(u))} ${f(yy)}h${f(dir * w * 0.02)}v${f(deckH * 0.45)}h${f(-dir * w * 0.02)}Z`;
    }
  }
  path(c, wins, warm);
  // funnel
  rect(c, Math.min(X(-w * 0.1), X(-w * 0.04)), y - w * 0.08 - deckH * 4.2, w * 0.06, deckH * 1.2, stripe);
  // hull
  const hd = `M${f(X(-w * 0.5))} ${f(y - w * 0.08)}H${f(X(w * 0.42))}L${f(X(w * 0.52))} ${f(y - w * 0.1)}L${f(X(w * 0.44))} ${f(y + w * 0.02)}H${f(X(-w * 0.46))}Z`;
  path(c, hd, hull);
  stroke(c, `M${f(X(-w * 0.5))} ${f(y - w * 0.055)}H${f(X(w * 0.46))}`, stripe, w * 0.022);
  // reflection of the lights
  let refl = '';
  for (let i = 0; i < 14; i++) refl += `M${f(X(R(c, -0.4, 0.35) * w))} ${f(y + R(c, 10, 60))}h${f(R(c, 10, 26))}v2h-14Z`;
  path(c, refl, warm, ' opacity="0.55"');
}

// ---------------------------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------------------------

const PAINTERS: Record<SceneKind, (c: Ctx) => void> = {
  'coral-beach': coralBeach,
  'surf-beach': surfBeach,
  mangrove,
  'green-ridges': greenRidges,
  'tea-garden': teaGarden,
  'lake-hills': lakeHills,
  'sea-sunrise': seaSunrise,
  'river-boats': riverBoats,
  'rickshaw-art': rickshawArt,
  waterfall,
  'hill-village': hillVillage,
  heritage,
  'city-night': cityNight,
};

/**
 * Render a scene as a self-contained SVG document of the given pixel size.
 * Deterministic: the same scene and aspect ratio always give the same SVG.
 */
export function renderSceneSvg(scene: SceneSpec, width: number, height: number): string {
  const wpx = Math.max(1, Math.round(width));
  const hpx = Math.max(1, Math.round(height));
  const painter = PAINTERS[scene.kind];
  if (!painter) throw new Error(`Unknown scene kind: ${String(scene.kind)}`);
  const variant = ((Math.trunc(scene.variant) % SCENE_VARIANTS) + SCENE_VARIANTS) % SCENE_VARIANTS;
  const H = 1000;
  const W = Math.round((H * wpx * 10) / hpx) / 10;
  const seed = hashString(`${scene.kind}:${variant}`);
  const rnd = mulberry32(seed);
  const cycle = CYCLES[scene.kind] ?? DEFAULT_CYCLE;
  const c: Ctx = {
    W,
    H,
    kind: scene.kind,
    variant,
    rnd,
    noise: makeNoise(mulberry32(seed ^ 0x9e3779b9)),
    tod: TODS[at(cycle, variant % cycle.length)],
    defs: [],
    out: [],
    uid: `s${(seed % 46656).toString(36)}`,
    seq: 0,
  };
  painter(c);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${wpx}" height="${hpx}" viewBox="0 0 ${f(W)} ${H}" preserveAspectRatio="xMidYMid slice"><defs>${c.defs.join('')}</defs>${c.out.join('')}</svg>`;
}

/** A round avatar with initials (the only place where text is drawn). */
export function renderAvatarSvg(initials: string, hue: number, size: number): string {
  const s = Math.max(8, Math.round(size));
  const h = ((Math.round(hue) % 360) + 360) % 360;
  const text = escapeXml(initials.trim().slice(0, 3).toUpperCase());
  // darker for the light hues (yellow/green) so white initials keep their contrast
  const light = h > 35 && h < 190 ? 0.06 : 0;
  const top = hsl(h, 0.55, 0.46 - light);
  const bottom = hsl(h + 20, 0.6, 0.32 - light);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 100 100"><defs><linearGradient id="av" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><circle cx="50" cy="50" r="50" fill="url(#av)"/><circle cx="50" cy="50" r="46" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="2"/><text x="50" y="50" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-weight="600" font-size="${text.length > 2 ? 30 : 38}" fill="#ffffff">${text}</text></svg>`;
}
