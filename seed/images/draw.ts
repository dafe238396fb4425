/*
 * Tiny SVG drawing kit for the demo illustrations. Everything is built from rects, circles,
 * polygons and lines so librsvg (sharp) rasterises it identically everywhere: no text, no fonts,
 * no external references.
 */

export type Rng = () => number

/** FNV-1a: a stable 32-bit seed from a key. */
export function hashString(value: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** mulberry32: small, fast and good enough to vary a drawing; same seed, same sequence. */
export function createRng(seed: number): Rng {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const between = (rng: Rng, min: number, max: number) => min + (max - min) * rng()

export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)]
  if (item === undefined) throw new Error('pick() needs at least one item')
  return item
}

/** One decimal is invisible at these sizes and keeps each file small. */
export const n = (value: number) => String(Math.round(value * 10) / 10)

export type Point = readonly [number, number]

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`

export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`

export const polygon = (points: readonly Point[], fill: string, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"${extra}/>`

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = '') =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}" stroke-linecap="round"${extra}/>`

export const group = (transform: string, children: string) => `<g transform="${transform}">${children}</g>`

/** Places a drawing made around (0, 0) = ground under its centre, facing right. */
export function place(x: number, y: number, scale: number, children: string) {
  const k = Math.round(scale * 1000) / 1000
  return group(`translate(${n(x)} ${n(y)}) scale(${k})`, children)
}

/** Darkens (factor < 1) or lightens (factor > 1) a #rrggbb colour. */
export function shade(hex: string, factor: number): string {
  const value = parseInt(hex.slice(1), 16)
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff
    const next = factor < 1 ? c * factor : c + (255 - c) * (factor - 1)
    return Math.max(0, Math.min(255, Math.round(next)))
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel(16)}${channel(8)}${channel(0)}`
}

const deg = (radians: number) => n((radians * 180) / Math.PI)

export type ExcavatorPose = { boom: number; stick: number; bucket: number }

/**
 * Tracked excavator, about 450 × 300 units. Angles in radians, screen axes (y down): the boom
 * rises at a negative angle, the stick hangs at a positive one. Returns the bucket's position so
 * scenes can put a trench or a truck under it.
 */
export function excavator(color: string, pose: ExcavatorPose, tool: 'bucket' | 'breaker' = 'bucket') {
  const dark = shade(color, 0.72)
  const px = 55
  const py = -128
  const bx = px + Math.cos(pose.boom) * 240
  const by = py + Math.sin(pose.boom) * 240
  const sx = bx + Math.cos(pose.stick) * 220
  const sy = by + Math.sin(pose.stick) * 220
  const midX = px + Math.cos(pose.boom) * 120
  const midY = py + Math.sin(pose.boom) * 120
  const wheels = [-112, -56, 0, 56, 112].map((x) => circle(x, -24, 14, '#5c5c5c')).join('')
  const head =
    tool === 'bucket'
      ? polygon(
          [
            [-16, -12],
            [28, -16],
            [52, 18],
            [40, 50],
            [30, 44],
            [22, 54],
            [12, 46],
            [-4, 34],
          ],
          '#3b3b3b',
        )
      : rect(-10, -6, 20, 46, '#3b3b3b') +
        polygon(
          [
            [-6, 40],
            [6, 40],
            [0, 62],
          ],
          '#9a9a9a',
        )
  const svg = [
    rect(-150, -48, 300, 48, '#2a2a2a', ' rx="24"'),
    wheels,
    rect(-70, -68, 140, 22, '#3a3a3a'),
    rect(-140, -152, 210, 86, color, ' rx="8"'),
    rect(-162, -140, 44, 70, dark, ' rx="12"'),
    rect(-118, -130, 90, 8, dark),
    rect(-12, -240, 78, 92, color, ' rx="6"'),
    polygon(
      [
        [-2, -230],
        [52, -230],
        [58, -165],
        [-2, -165],
      ],
      '#a9d0e6',
    ),
    line(px + 12, py + 26, midX + 8, midY + 18, '#c9c9c9', 9),
    line(px, py, bx, by, color, 34),
    line(bx, by, sx, sy, dark, 24),
    line(midX, midY - 10, bx + Math.cos(pose.stick) * 70, by + Math.sin(pose.stick) * 70 - 14, '#c9c9c9', 7),
    circle(px, py, 15, dark),
    circle(bx, by, 14, dark),
    group(`translate(${n(sx)} ${n(sy)}) rotate(${deg(pose.bucket)})`, head),
    circle(sx, sy, 9, '#2a2a2a'),
  ].join('')
  return { svg, tipX: sx + 25, tipY: sy + 35 }
}

/** Crawler dozer, about 300 × 240 units, blade on the right. */
export function bulldozer(color: string) {
  const dark = shade(color, 0.72)
  return [
    rect(-140, -52, 250, 52, '#2a2a2a', ' rx="26"'),
    [-105, -50, 5, 60].map((x) => circle(x, -26, 15, '#5c5c5c')).join(''),
    rect(-125, -138, 190, 88, color, ' rx="6"'),
    rect(10, -118, 90, 68, color, ' rx="4"'),
    rect(20, -112, 70, 6, dark),
    rect(20, -98, 70, 6, dark),
    rect(-118, -238, 104, 100, color, ' rx="6"'),
    rect(-106, -226, 80, 56, '#a9d0e6'),
    rect(-126, -248, 120, 12, dark),
    rect(72, -168, 10, 50, '#3a3a3a'),
    line(60, -70, 128, -52, '#3a3a3a', 16),
    line(40, -110, 122, -104, '#c9c9c9', 8),
    polygon(
      [
        [118, -136],
        [150, -142],
        [160, 4],
        [118, 4],
      ],
      '#474747',
    ),
    rect(118, -6, 44, 10, '#8a8a8a'),
  ].join('')
}

/** Rigid dump truck (camion benne), about 420 × 230 units, cab on the right. */
export function dumpTruck(color: string, bodyColor: string, load: string | null) {
  const wheel = (x: number) => circle(x, -40, 40, '#222') + circle(x, -40, 17, '#9a9a9a')
  return [
    rect(-215, -100, 420, 24, '#333'),
    rect(110, -222, 96, 124, color, ' rx="8"'),
    polygon(
      [
        [150, -212],
        [198, -212],
        [198, -160],
        [150, -160],
      ],
      '#a9d0e6',
    ),
    rect(196, -110, 14, 40, '#333'),
    load
      ? polygon(
          [
            [-214, -196],
            [-170, -236],
            [-110, -250],
            [-40, -262],
            [20, -244],
            [70, -226],
            [96, -196],
          ],
          load,
        )
      : '',
    polygon(
      [
        [-222, -98],
        [-230, -204],
        [98, -204],
        [98, -98],
      ],
      bodyColor,
    ),
    [-160, -90, -20, 50].map((x) => rect(x, -200, 8, 100, shade(bodyColor, 0.8))).join(''),
    wheel(-150),
    wheel(-58),
    wheel(150),
  ].join('')
}

/** Single-drum roller (compacteur), about 300 × 220 units, drum on the right. */
export function roller(color: string) {
  const dark = shade(color, 0.72)
  return [
    rect(-150, -120, 170, 66, color, ' rx="10"'),
    rect(0, -112, 70, 30, dark),
    rect(-128, -214, 8, 96, '#333'),
    rect(-48, -214, 8, 96, '#333'),
    rect(-136, -220, 104, 12, '#333'),
    rect(-112, -156, 50, 36, '#3a3a3a'),
    circle(-100, -40, 40, '#222'),
    circle(-100, -40, 16, '#9a9a9a'),
    circle(100, -66, 66, '#5f5f5f'),
    circle(100, -66, 52, '#8d8d8d'),
    circle(100, -66, 14, '#5f5f5f'),
    polygon(
      [
        [24, -96],
        [40, -146],
        [160, -146],
        [176, -96],
        [160, -100],
        [40, -100],
      ],
      color,
    ),
  ].join('')
}

/** Pitched-roof house, centred on 0, standing on y = 0. */
export function house(width: number, height: number, wall: string, roof: string) {
  const half = width / 2
  const windows = [-0.3, 0.3]
    .map((f) => rect(f * width - width * 0.08, -height * 0.7, width * 0.16, height * 0.26, '#d7e7f0'))
    .join('')
  return [
    rect(-half, -height, width, height, wall),
    polygon(
      [
        [-half - width * 0.06, -height],
        [0, -height - width * 0.32],
        [half + width * 0.06, -height],
      ],
      roof,
    ),
    windows,
    rect(-width * 0.07, -height * 0.42, width * 0.14, height * 0.42, '#6b4a2d'),
  ].join('')
}

export function tree(rng: Rng, size: number) {
  const greens = ['#5e8a3a', '#6f9a45', '#4f7a33', '#7ea651'] as const
  const crown = [
    [0, -size * 1.25, size * 0.55],
    [-size * 0.32, -size * 0.95, size * 0.42],
    [size * 0.34, -size * 1.0, size * 0.44],
  ] as const
  return (
    rect(-size * 0.07, -size * 0.9, size * 0.14, size * 0.9, '#6b4a2d') +
    crown.map(([x, y, r]) => circle(x, y, r, pick(rng, greens))).join('')
  )
}

export function cone(size: number) {
  return (
    polygon(
      [
        [-size * 0.22, 0],
        [-size * 0.06, -size],
        [size * 0.06, -size],
        [size * 0.22, 0],
      ],
      '#e4572e',
    ) +
    polygon(
      [
        [-size * 0.14, -size * 0.45],
        [-size * 0.1, -size * 0.65],
        [size * 0.1, -size * 0.65],
        [size * 0.14, -size * 0.45],
      ],
      '#f4f4f4',
    ) +
    rect(-size * 0.3, -size * 0.06, size * 0.6, size * 0.06, '#333')
  )
}

/** A row of mesh site fences (barrières Heras). */
export function fences(count: number, panel: number) {
  const parts: string[] = []
  for (let i = 0; i < count; i++) {
    const x = i * panel
    parts.push(
      rect(x + 3, -panel * 0.62, panel - 6, panel * 0.58, 'none', ' stroke="#c8c8c8" stroke-width="4"'),
      line(x + panel / 2, -panel * 0.62, x + panel / 2, -panel * 0.04, '#c8c8c8', 2),
      line(x + 3, -panel * 0.33, x + panel - 3, -panel * 0.33, '#c8c8c8', 2),
      rect(x - 8, -10, 16, 10, '#4a4a4a'),
    )
  }
  return parts.join('')
}

/** Pipe ends stacked in a pyramid, seen from their section. */
export function pipeStack(radius: number, rows: number, color: string) {
  const parts: string[] = []
  for (let row = 0; row < rows; row++) {
    const count = rows - row
    for (let i = 0; i < count; i++) {
      const x = (i - (count - 1) / 2) * radius * 2.05
      const y = -radius - row * radius * 1.8
      parts.push(circle(x, y, radius, color), circle(x, y, radius * 0.72, '#3a2a1f'))
    }
  }
  return parts.join('')
}

/** A lumpy mound of material, width w and height h, on y = 0. */
export function mound(rng: Rng, w: number, h: number, fill: string) {
  const points: Point[] = [[-w / 2, 0]]
  const steps = 9
  for (let i = 1; i < steps; i++) {
    const t = i / steps
    const bump = 1 + between(rng, -0.08, 0.08)
    points.push([-w / 2 + w * t, -h * Math.sin(Math.PI * t) * bump])
  }
  points.push([w / 2, 0])
  return polygon(points, fill)
}

export function cloud(rng: Rng, size: number) {
  const puffs = [
    [0, 0, 0.5],
    [0.45, 0.08, 0.38],
    [-0.45, 0.1, 0.34],
    [0.15, -0.22, 0.4],
  ] as const
  return puffs.map(([x, y, r]) => circle(x * size, y * size, r * size * between(rng, 0.9, 1.1), '#ffffff')).join('')
}
