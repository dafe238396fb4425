import {
  between,
  bulldozer,
  circle,
  cloud,
  cone,
  dumpTruck,
  excavator,
  fences,
  group,
  house,
  line,
  mound,
  n,
  pick,
  pipeStack,
  place,
  polygon,
  rect,
  roller,
  shade,
  tree,
  type Point,
  type Rng,
} from './draw'

export const SCENES = [
  'excavation',
  'loading',
  'bulldozer',
  'trench',
  'septic',
  'paving',
  'courtyard',
  'demolition',
  'landscape',
  'fleet',
  'mini',
] as const

export type Scene = (typeof SCENES)[number]

export type Mood = 'day' | 'dusk'

export type SceneContext = {
  w: number
  h: number
  rng: Rng
  /** Scale of a full-size machine: the drawings are about 450 units wide. */
  s: number
  machine: string
  /** Prefix for gradient ids, unique per image in case several SVGs share one document. */
  id: string
}

const MACHINE_COLOURS = ['#d9822b', '#d9822b', '#e39a2d', '#f2b632'] as const

const STRATA = [
  ['#5b3f27', '#b7833f', '#b5652a', '#8a8178', '#6e665f'],
  ['#654529', '#c8963e', '#a95f2a', '#7d756d', '#645d57'],
  ['#4f3723', '#a87a3c', '#c07030', '#918778', '#6b635c'],
] as const

const GRASS = '#7a9a4a'
const PIT = '#3f2b1b'

const SKIES: Record<Mood, { top: readonly string[]; bottom: readonly string[]; sun: string }> = {
  day: { top: ['#3f86c6', '#4a90c8', '#5b9bd5'], bottom: ['#cfe6f5', '#dbeef8', '#e8f1f4'], sun: '#ffe3a3' },
  dusk: { top: ['#2f4a78', '#3d5a8a'], bottom: ['#f2b36b', '#eea25f'], sun: '#ffd27a' },
}

function background(c: SceneContext, mood: Mood, horizon: number): string {
  const { w, h, rng, id } = c
  const sky = SKIES[mood]
  const sunX = w * between(rng, 0.12, 0.88)
  const sunY = mood === 'dusk' ? horizon - h * 0.06 : h * between(rng, 0.1, 0.22)
  const sunR = Math.min(w, h) * (mood === 'dusk' ? 0.09 : 0.055)
  const parts = [
    `<defs><linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pick(rng, sky.top)}"/><stop offset="1" stop-color="${pick(rng, sky.bottom)}"/></linearGradient></defs>`,
    rect(0, 0, w, h, `url(#${id}-sky)`),
    circle(sunX, sunY, sunR * 1.8, sky.sun, ' opacity="0.25"'),
    circle(sunX, sunY, sunR, sky.sun),
  ]
  const clouds = 2 + Math.floor(rng() * 3)
  for (let i = 0; i < clouds; i++) {
    const x = w * between(rng, 0.05, 0.95)
    const y = h * between(rng, 0.08, 0.3)
    const size = Math.min(w, h) * between(rng, 0.08, 0.14)
    parts.push(`<g opacity="0.85" transform="translate(${n(x)} ${n(y)})">${cloud(rng, size)}</g>`)
  }
  // Two ranges of hills give depth without any detail to render.
  for (const [lift, fill] of [
    [0.12, '#a9bda4'],
    [0.06, '#8fa986'],
  ] as const) {
    const points: Point[] = [[0, h]]
    const f = (Math.PI * 2) / (w * between(rng, 0.5, 1.1))
    const phase = rng() * Math.PI * 2
    for (let i = 0; i <= 16; i++) {
      const x = (w * i) / 16
      points.push([x, horizon - h * lift * (0.6 + 0.4 * Math.sin(x * f + phase))])
    }
    points.push([w, h])
    parts.push(polygon(points, fill))
  }
  return parts.join('')
}

type Ground = { svg: string; surface: (x: number) => number; palette: readonly string[] }

type GroundOptions = {
  level: number
  amplitude: number
  grass?: readonly (readonly [number, number])[]
  /** Replaces the gentle waves, e.g. for a terrace with a retaining wall. */
  shape?: (x: number) => number
  breaks?: readonly number[]
}

function ground(c: SceneContext, options: GroundOptions): Ground {
  const { w, h, rng } = c
  const palette = pick(rng, STRATA)
  const gy = h * options.level
  const f1 = (Math.PI * 2) / (w * between(rng, 0.7, 1.3))
  const f2 = (Math.PI * 2) / (w * between(rng, 0.25, 0.45))
  const p1 = rng() * Math.PI * 2
  const p2 = rng() * Math.PI * 2
  const amp = options.amplitude * h
  const waves = (x: number) => gy + amp * (0.65 * Math.sin(x * f1 + p1) + 0.35 * Math.sin(x * f2 + p2))
  const surface = options.shape ?? waves

  const xs = new Set<number>()
  for (let i = 0; i <= 24; i++) xs.add((w * i) / 24)
  for (const b of options.breaks ?? []) xs.add(b)
  for (const [from, to] of options.grass ?? []) xs.add(from).add(to)
  const samples = [...xs].sort((a, b) => a - b)

  const parts: string[] = []
  let depth = 0
  palette.forEach((fill, layer) => {
    if (layer > 0) depth += h * (layer === 1 ? between(rng, 0.04, 0.07) : between(rng, 0.06, 0.1))
    const wf = (Math.PI * 2) / (w * between(rng, 0.3, 0.8))
    const wp = rng() * Math.PI * 2
    const wobble = layer === 0 ? 0 : h * 0.012
    const d = depth
    const top = samples.map((x): Point => [x, surface(x) + d + wobble * Math.sin(x * wf + wp)])
    parts.push(polygon([...top, [w, h], [0, h]], fill))
  })

  for (const [from, to] of options.grass ?? []) {
    const span = samples.filter((x) => x >= from && x <= to)
    const upper = span.map((x): Point => [x, surface(x) - h * 0.006])
    const lower = span.map((x): Point => [x, surface(x) + h * 0.014]).reverse()
    parts.push(polygon([...upper, ...lower], GRASS))
  }
  return { svg: parts.join(''), surface, palette }
}

function mirror(c: SceneContext, svg: string): string {
  return c.rng() < 0.5 ? group(`translate(${n(c.w)} 0) scale(-1 1)`, svg) : svg
}

function excavation(c: SceneContext) {
  const { w, h, rng, s } = c
  const mx = w * between(rng, 0.24, 0.34)
  const pose = { boom: between(rng, -0.5, -0.4), stick: between(rng, 1.42, 1.55), bucket: between(rng, 0.2, 0.8) }
  const machine = excavator(c.machine, pose)
  const pitX = mx + machine.tipX * s
  const x0 = pitX - 90 * s
  const x1 = pitX + 150 * s
  const g = ground(c, {
    level: 0.64,
    amplitude: 0.01,
    grass: [
      [0, x0 - 280 * s],
      [x1 + 40 * s, w],
    ],
  })
  const y0 = g.surface(x0)
  const y1 = g.surface(x1)
  const depth = h * between(rng, 0.12, 0.16)
  const pit = polygon(
    [
      [x0, y0],
      [x0 + 30 * s, y0 + depth],
      [x1 - 30 * s, y1 + depth],
      [x1, y1],
    ],
    PIT,
  )
  const heapX = mx - 300 * s
  const parts = [
    g.svg,
    pit,
    rect(x0 + 30 * s, y0 + depth - 12 * s, x1 - x0 - 60 * s, 12 * s, shade(PIT, 0.8)),
    place(heapX, g.surface(heapX) + 4, 1, mound(rng, 320 * s, 130 * s, g.palette[1] ?? '#b7833f')),
    place(mx, g.surface(mx), s, machine.svg),
  ]
  if (rng() < 0.5) {
    for (let i = 0; i < 3; i++) {
      const x = x1 + (60 + i * 70) * s
      if (x < w - 20) parts.push(place(x, g.surface(x), s, cone(70)))
    }
  } else {
    const x = x1 + 50 * s
    if (x + 240 * s < w) parts.push(place(x, g.surface(x), s, fences(2, 120)))
  }
  if (rng() < 0.5) {
    // A truck waiting on the horizon, small because it is far away.
    const far = w * between(rng, 0.55, 0.8)
    parts.splice(1, 0, place(far, g.surface(far) - h * 0.03, s * 0.35, dumpTruck('#e6e6e6', '#8a8a8a', null)))
  }
  const treeX = w * between(rng, 0.86, 0.95)
  parts.push(place(treeX, g.surface(treeX), s, tree(rng, 180)))
  return mirror(c, parts.join(''))
}

function loading(c: SceneContext) {
  const { w, rng, s } = c
  const g = ground(c, { level: 0.68, amplitude: 0.006, grass: [[w * 0.85, w]] })
  const pose = { boom: between(rng, -0.98, -0.86), stick: between(rng, 0.15, 0.4), bucket: between(rng, -0.2, 0.3) }
  const machine = excavator(c.machine, pose)
  let mx = w * between(rng, 0.24, 0.3)
  let truckX = mx + (machine.tipX + 90) * s
  const overflow = truckX + 220 * s - (w - 20)
  if (overflow > 0) {
    mx -= overflow
    truckX -= overflow
  }
  const soil = g.palette[1] ?? '#b7833f'
  const dropX = mx + machine.tipX * s
  const dropY = g.surface(mx) + machine.tipY * s
  const parts = [
    g.svg,
    place(mx - 260 * s, g.surface(mx - 260 * s) + 4, 1, mound(rng, 360 * s, 150 * s, soil)),
    place(truckX, g.surface(truckX), s, dumpTruck(pick(rng, ['#3f6f9a', '#c0392b', '#e6e6e6']), '#8a8a8a', soil)),
    place(mx, g.surface(mx), s, machine.svg),
  ]
  for (let i = 0; i < 4; i++) {
    parts.push(circle(dropX + between(rng, -20, 20) * s, dropY + (30 + i * 22) * s, between(rng, 6, 11) * s, soil))
  }
  return mirror(c, parts.join(''))
}

function dozer(c: SceneContext) {
  const { w, rng, s } = c
  const x = w * between(rng, 0.36, 0.5)
  const blade = x + 160 * s
  const g = ground(c, { level: 0.66, amplitude: 0.008, grass: [[blade + 170 * s, w]] })
  const parts = [
    g.svg,
    place(blade + 60 * s, g.surface(blade + 60 * s) + 4, 1, mound(rng, 190 * s, 80 * s, g.palette[0] ?? '#5b3f27')),
    place(x, g.surface(x), s, bulldozer(c.machine)),
  ]
  // Grading stakes mark the levels the dozer works to.
  for (let i = 0; i < 3; i++) {
    const sx = x - (220 + i * 160) * s
    if (sx > 20) {
      const sy = g.surface(sx)
      parts.push(rect(sx, sy - 70 * s, 8 * s, 70 * s, '#d8c7a4'), rect(sx, sy - 70 * s, 8 * s, 16 * s, '#e4572e'))
    }
  }
  const far = w * between(rng, 0.06, 0.14)
  parts.push(place(far, g.surface(far), s * 0.45, dumpTruck('#e6e6e6', '#8a8a8a', null)))
  return mirror(c, parts.join(''))
}

function trench(c: SceneContext) {
  const { w, h, rng, s } = c
  const cx = w * between(rng, 0.5, 0.6)
  const tw = 150 * s
  const g = ground(c, {
    level: 0.5,
    amplitude: 0.004,
    grass: [
      [0, cx - tw * 2.2],
      [cx + tw * 2.4, w],
    ],
  })
  const top = Math.min(g.surface(cx - tw / 2), g.surface(cx + tw / 2))
  const depth = h * between(rng, 0.22, 0.28)
  const bottom = top + depth
  const pipeColour = pick(rng, ['#c8632b', '#3d6fb6', '#6b6b6b'])
  const meshColour = pick(rng, ['#d64541', '#3d6fb6', '#3f9a4a', '#8a5a33'])
  const pipeR = tw * 0.22
  const parts = [
    g.svg,
    polygon(
      [
        [cx - tw / 2, g.surface(cx - tw / 2)],
        [cx - tw / 2, bottom],
        [cx + tw / 2, bottom],
        [cx + tw / 2, g.surface(cx + tw / 2)],
      ],
      PIT,
    ),
  ]
  // What lies in the trench: one sewer pipe, several ducts for dry networks, or a drain in gravel.
  const fill = pick(rng, ['pipe', 'ducts', 'drain'] as const)
  if (fill === 'pipe') {
    parts.push(
      rect(cx - tw / 2, bottom - depth * 0.22, tw, depth * 0.22, '#d8c27a'),
      circle(cx, bottom - depth * 0.12, pipeR, pipeColour),
      circle(cx, bottom - depth * 0.12, pipeR * 0.72, '#2a1e15'),
    )
  } else if (fill === 'ducts') {
    parts.push(rect(cx - tw / 2, bottom - depth * 0.3, tw, depth * 0.3, '#d8c27a'))
    ;(['#d64541', '#3f9a4a', '#3d6fb6'] as const).forEach((colour, i) => {
      parts.push(circle(cx + (i - 1) * tw * 0.3, bottom - depth * 0.14, tw * 0.11, colour))
    })
  } else {
    parts.push(
      rect(cx - tw / 2, bottom - depth * 0.55, tw, depth * 0.55, '#b8b2a6'),
      rect(cx - tw / 2, bottom - depth * 0.55, tw, depth * 0.55, 'none', ' stroke="#efe9da" stroke-width="4"'),
      circle(cx, bottom - depth * 0.15, tw * 0.12, '#e6e0d2'),
      circle(cx, bottom - depth * 0.15, tw * 0.07, '#3a2a1f'),
    )
  }
  if (fill !== 'drain') {
    parts.push(
      line(
        cx - tw / 2 + 6,
        bottom - depth * 0.5,
        cx + tw / 2 - 6,
        bottom - depth * 0.5,
        meshColour,
        5 * s,
        ' stroke-dasharray="6 5"',
      ),
    )
  }
  if (rng() < 0.6) {
    parts.push(
      rect(cx - tw / 2, top + 6, 10 * s, depth * 0.7, '#9aa0a6'),
      rect(cx + tw / 2 - 10 * s, top + 6, 10 * s, depth * 0.7, '#9aa0a6'),
    )
  }
  const mini = s * 0.6
  const pose = { boom: between(rng, -0.55, -0.42), stick: between(rng, 1.3, 1.5), bucket: 0.5 }
  const machine = excavator(c.machine, pose)
  const mx = cx - machine.tipX * mini + 10 * s
  parts.push(place(mx, g.surface(mx), mini, machine.svg))
  const heapX = cx + tw * 1.3
  parts.push(place(heapX, g.surface(heapX) + 3, 1, mound(rng, 220 * s, 90 * s, g.palette[1] ?? '#b7833f')))
  const stackX = w * 0.9
  if (stackX > heapX + 200 * s) parts.push(place(stackX, g.surface(stackX), s, pipeStack(26, 3, pipeColour)))
  const coneX = cx - tw * 1.9
  if (coneX > 30) parts.push(place(coneX, g.surface(coneX), s, cone(70)))
  return mirror(c, parts.join(''))
}

function septic(c: SceneContext) {
  const { w, h, rng, s } = c
  const g = ground(c, { level: 0.52, amplitude: 0.003, grass: [[0, w]] })
  const houseX = w * 0.14
  const tankX = w * between(rng, 0.38, 0.44)
  const tankW = 280 * s
  const tankH = 150 * s
  const tankTop = g.surface(tankX) + h * 0.06
  const sand = '#d8c27a'
  const parts = [
    g.svg,
    place(houseX, g.surface(houseX), s, house(300, 190, '#efe6d8', pick(rng, ['#a4553a', '#5b6470']))),
    polygon(
      [
        [tankX - tankW * 0.7, g.surface(tankX - tankW * 0.7)],
        [tankX - tankW * 0.6, tankTop + tankH + 20 * s],
        [tankX + tankW * 0.6, tankTop + tankH + 20 * s],
        [tankX + tankW * 0.7, g.surface(tankX + tankW * 0.7)],
      ],
      sand,
    ),
    line(houseX + 110 * s, g.surface(houseX) + 30 * s, tankX - tankW / 2, tankTop + 30 * s, '#c8632b', 12 * s),
    rect(tankX - tankW / 2, tankTop, tankW, tankH, '#a7aeb2', ` rx="${n(40 * s)}"`),
    rect(tankX - tankW / 2 + 10 * s, tankTop + tankH * 0.55, tankW - 20 * s, tankH * 0.35, '#8c8f7a', ` rx="${n(20 * s)}"`),
  ]
  for (const f of [-0.25, 0.25]) {
    const lx = tankX + f * tankW
    parts.push(rect(lx - 22 * s, g.surface(lx) - 6 * s, 44 * s, tankTop - g.surface(lx) + 10 * s, '#7d868c'))
  }
  // Spreading trenches (épandage) seen in section: gravel, a drain, a geotextile on top.
  const startX = tankX + tankW * 0.9
  const trenches = 4
  const gap = (w * 0.96 - startX) / trenches
  const outlet = tankTop + 40 * s
  parts.push(line(tankX + tankW / 2, outlet, startX + gap * (trenches - 0.5), outlet, '#c8632b', 8 * s))
  for (let i = 0; i < trenches; i++) {
    const x = startX + gap * (i + 0.5)
    const y = g.surface(x) + h * 0.045
    parts.push(
      rect(x - 40 * s, y, 80 * s, 70 * s, '#b8b2a6'),
      circle(x, y + 30 * s, 12 * s, '#e6e0d2'),
      circle(x, y + 30 * s, 7 * s, '#3a2a1f'),
      rect(x - 40 * s, y - 4 * s, 80 * s, 4 * s, '#efe9da'),
    )
  }
  const treeX = houseX - 200 * s
  if (treeX > 40) parts.push(place(treeX, g.surface(treeX), s, tree(rng, 170)))
  return mirror(c, parts.join(''))
}

function paving(c: SceneContext) {
  const { w, h, rng, s } = c
  const g = ground(c, { level: 0.66, amplitude: 0 })
  const gy = g.surface(0)
  const split = w * between(rng, 0.5, 0.62)
  const asphalt = '#35363a'
  const parts = [
    g.svg,
    rect(0, gy, w, h * 0.06, '#9a938a'),
    rect(0, gy - h * 0.012, split, h * 0.032, asphalt),
    rect(split, gy, w - split, h * 0.006, '#b3ab9f'),
    rect(w * 0.03, gy - 16 * s, 34 * s, 40 * s, '#d4cfc6'),
  ]
  for (let i = 0; i < 4; i++) {
    parts.push(
      circle(
        split * between(rng, 0.1, 0.9),
        gy - between(rng, 20, 60) * s,
        between(rng, 18, 34) * s,
        '#f1f1f1',
        ' opacity="0.3"',
      ),
    )
  }
  const rollerX = Math.max(split * between(rng, 0.45, 0.65), w * 0.06 + 420 * s)
  parts.push(place(rollerX, gy - h * 0.012, s, roller(pick(rng, ['#f2b632', '#d9822b']))))
  const truckX = Math.min(split + 260 * s, w - 230 * s)
  parts.push(place(truckX, gy, s, dumpTruck('#e6e6e6', '#7a7a7a', '#2b2b2b')))
  for (let i = 0; i < 3; i++) parts.push(place(w * 0.06 + i * 110 * s, gy - h * 0.012, s, cone(70)))
  return mirror(c, parts.join(''))
}

function courtyard(c: SceneContext) {
  const { w, h, rng } = c
  const base = h * 0.52
  const cx = w * between(rng, 0.45, 0.55)
  const houseW = w * 0.42
  const houseH = h * 0.2
  const finish = pick(rng, [
    { fill: '#4a4b50', joints: null },
    { fill: '#b9a48a', joints: '#8f7c66' },
    { fill: '#c9b79c', joints: null },
  ])
  const topHalf = houseW * 0.2
  const bottomHalf = w * 0.55
  const parts = [
    rect(0, base, w, h - base, '#7ea651'),
    place(cx, base, 1, house(houseW, houseH, '#efe6d8', pick(rng, ['#a4553a', '#5b6470']))),
    rect(cx - houseW * 0.42, base - houseH * 0.55, houseW * 0.2, houseH * 0.55, '#d6d0c6'),
    polygon(
      [
        [cx - topHalf, base],
        [cx + topHalf, base],
        [cx + bottomHalf, h],
        [cx - bottomHalf, h],
      ],
      finish.fill,
    ),
    line(cx - topHalf, base, cx - bottomHalf, h, '#e2ddd4', 10),
    line(cx + topHalf, base, cx + bottomHalf, h, '#e2ddd4', 10),
  ]
  if (finish.joints) {
    // Rows get wider towards the viewer: a cheap perspective for the pavers.
    for (let i = 1; i < 9; i++) {
      const t = (i / 9) ** 1.5
      const y = base + (h - base) * t
      const half = topHalf + (bottomHalf - topHalf) * t
      parts.push(line(cx - half, y, cx + half, y, finish.joints, 2))
    }
    for (let i = -4; i <= 4; i++) {
      parts.push(line(cx + (topHalf * i) / 4.5, base, cx + (bottomHalf * i) / 4.5, h, finish.joints, 2))
    }
  }
  for (const side of [-1, 1]) {
    const tx = cx + side * (houseW * 0.5 + w * between(rng, 0.06, 0.12))
    parts.push(place(tx, base + h * 0.02, h / 1000, tree(rng, 220)))
    for (let i = 0; i < 3; i++) {
      const bx = cx + side * (topHalf + (bottomHalf - topHalf) * (0.25 + i * 0.25) + 40)
      parts.push(circle(bx, base + (h - base) * (0.25 + i * 0.25), 24 + i * 10, pick(rng, ['#5e8a3a', '#4f7a33'])))
    }
  }
  return mirror(c, parts.join(''))
}

function demolition(c: SceneContext) {
  const { w, h, rng, s } = c
  const g = ground(c, { level: 0.68, amplitude: 0.004 })
  const gy = g.surface(w * 0.7)
  const bx0 = w * between(rng, 0.52, 0.58)
  const bw = w * 0.34
  const bh = h * 0.4
  const wall = pick(rng, ['#b9b4ac', '#c4b8a5'])
  const parts = [
    g.svg,
    polygon(
      [
        [bx0, gy],
        [bx0, gy - bh * 0.45],
        [bx0 + bw * 0.12, gy - bh * 0.55],
        [bx0 + bw * 0.2, gy - bh * 0.78],
        [bx0 + bw * 0.33, gy - bh * 0.82],
        [bx0 + bw * 0.42, gy - bh],
        [bx0 + bw, gy - bh],
        [bx0 + bw, gy],
      ],
      wall,
    ),
  ]
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 5; col++) {
      const x = bx0 + bw * (0.08 + col * 0.18)
      const y = gy - bh * (0.22 + row * 0.22)
      const intact = x > bx0 + bw * (0.12 + row * 0.1)
      if (intact) parts.push(rect(x, y, bw * 0.1, bh * 0.12, '#4d4a47'))
    }
  }
  for (let i = 0; i < 5; i++) {
    const x = bx0 + bw * (0.05 + i * 0.08)
    parts.push(line(x, gy - bh * (0.45 + i * 0.1), x - 18 * s, gy - bh * (0.5 + i * 0.1), '#7a5a3a', 3))
  }
  parts.push(place(bx0 + 20 * s, gy + 4, 1, mound(rng, 300 * s, 120 * s, '#8d8881')))
  for (let i = 0; i < 8; i++) {
    const x = bx0 + between(rng, -120, 140) * s
    const y = gy - between(rng, 10, 80) * s
    const r = between(rng, 10, 22) * s
    parts.push(
      polygon(
        [
          [x - r, y],
          [x, y - r],
          [x + r, y + r * 0.3],
        ],
        pick(rng, ['#a9a39b', '#7b766f', '#b07a5a']),
      ),
    )
  }
  const pose = { boom: between(rng, -1.05, -0.9), stick: between(rng, -0.35, 0.05), bucket: 1.2 }
  const machine = excavator(c.machine, pose, pick(rng, ['bucket', 'breaker'] as const))
  const mx = bx0 - (machine.tipX - 30) * s
  parts.push(place(mx, g.surface(mx), s, machine.svg))
  for (let i = 0; i < 5; i++) {
    parts.push(
      circle(
        bx0 + bw * between(rng, 0.05, 0.4),
        gy - bh * between(rng, 0.55, 0.95),
        between(rng, 30, 60) * s,
        '#ece4d8',
        ' opacity="0.35"',
      ),
    )
  }
  // Sorted-waste skips: sorting on site is what makes a demolition "sélective".
  const skipColours = ['#2f6b8a', '#c9a227', '#6b7a3a'] as const
  skipColours.forEach((colour, i) => {
    const x = w * 0.04 + i * 130 * s
    if (x + 110 * s < mx - 200 * s) {
      const y = g.surface(x + 55 * s)
      parts.push(
        place(x + 55 * s, y + 2, 1, mound(rng, 100 * s, 60 * s, pick(rng, ['#8d8881', '#8a5a33', '#6e6e6e']))),
        polygon(
          [
            [x, y - 70 * s],
            [x + 110 * s, y - 70 * s],
            [x + 96 * s, y],
            [x + 14 * s, y],
          ],
          colour,
        ),
      )
    }
  })
  return mirror(c, parts.join(''))
}

function landscape(c: SceneContext) {
  const { w, h, rng, s } = c
  const wallX = w * between(rng, 0.42, 0.5)
  const high = h * 0.56
  const low = h * 0.7
  const shape = (x: number) => (x <= wallX ? high : low) + h * 0.004 * Math.sin(x / 90)
  const g = ground(c, {
    level: 0.6,
    amplitude: 0,
    shape,
    breaks: [wallX, wallX + 1],
    grass: [
      [0, wallX],
      [wallX + 1, w],
    ],
  })
  const thickness = 70 * s
  const parts = [g.svg, rect(wallX - thickness, high - 4, thickness, low - high + 4, '#8f8a83')]
  const rows = 3
  const rowH = (low - high) / rows
  for (let r = 0; r < rows; r++) {
    const y = high + r * rowH
    for (let i = 0; i < 4; i++) {
      parts.push(
        circle(
          wallX - thickness * between(rng, 0.15, 0.85),
          y + rowH * between(rng, 0.2, 0.8),
          rowH * between(rng, 0.14, 0.22),
          pick(rng, ['#a6a29b', '#7b776f', '#bcb6ad']),
        ),
      )
    }
    parts.push(rect(wallX - thickness, y, thickness, rowH, 'none', ' stroke="#5f5b56" stroke-width="3"'))
  }
  const deckW = w * 0.2
  const deckX = wallX - thickness - deckW - w * 0.04
  if (deckX > 0) {
    parts.push(rect(deckX, high - 26 * s, deckW, 26 * s, '#a0724a'))
    for (let i = 1; i < 8; i++)
      parts.push(line(deckX + (deckW * i) / 8, high - 26 * s, deckX + (deckW * i) / 8, high, '#7c5535', 2))
  }
  for (let i = 0; i < 4; i++) {
    const x = wallX + w * 0.06 + i * 90 * s
    parts.push(rect(x, low - 4 * s, 60 * s, 10 * s, '#c9c2b5', ` rx="${n(5 * s)}"`))
  }
  const treeX = w * between(rng, 0.06, 0.16)
  parts.push(place(treeX, high, s, tree(rng, 220)))
  const miniX = w * between(rng, 0.72, 0.8)
  const machine = excavator(c.machine, { boom: -0.6, stick: 1.25, bucket: 0.9 })
  parts.push(place(miniX, low, s * 0.55, machine.svg))
  const shrubX = w * 0.93
  parts.push(circle(shrubX, low - 20 * s, 36 * s, '#4f7a33'), circle(shrubX + 40 * s, low - 14 * s, 28 * s, '#6f9a45'))
  return mirror(c, parts.join(''))
}

function fleet(c: SceneContext) {
  const { w, h, rng, s } = c
  const g = ground(c, { level: 0.72, amplitude: 0.002 })
  const gy = g.surface(w / 2)
  const yard = rect(0, gy - 2, w, h * 0.035, '#b3aa9b')
  const hangarW = w * 0.34
  const hangarH = h * 0.24
  const hx = w - hangarW - w * 0.02
  const hangar = [
    rect(hx, gy - hangarH, hangarW, hangarH, '#8e9aa3'),
    polygon(
      [
        [hx - 20, gy - hangarH],
        [hx + hangarW / 2, gy - hangarH - h * 0.08],
        [hx + hangarW + 20, gy - hangarH],
      ],
      '#6d7880',
    ),
    rect(hx + hangarW * 0.3, gy - hangarH * 0.7, hangarW * 0.4, hangarH * 0.7, '#3d4348'),
  ]
  for (let i = 1; i < 14; i++) {
    const x = hx + (hangarW * i) / 14
    if (x < hx + hangarW * 0.3 || x > hx + hangarW * 0.7) hangar.push(line(x, gy - hangarH, x, gy, '#7b868e', 3))
  }
  // Four machines side by side must fit the narrowest canvas (1200 px portrait).
  const k = Math.min(s * 0.8, (w * 0.9) / 1500)
  const x0 = w * 0.04 + 160 * k
  const parts = [g.svg, yard, ...hangar, place(w * 0.02, gy, s * 0.9, fences(3, 120))]
  const park = excavator(c.machine, { boom: -0.55, stick: 1.3, bucket: 1.3 })
  const slots = [
    place(x0, gy, k, park.svg),
    place(x0 + 500 * k, gy, k, dumpTruck(c.machine, '#8a8a8a', null)),
    place(x0 + 900 * k, gy, k, roller(c.machine)),
    place(x0 + 1220 * k, gy, k * 0.6, excavator(c.machine, { boom: -0.7, stick: 1.1, bucket: 1.4 }).svg),
  ]
  parts.push(...slots)
  for (let i = 0; i < 12; i++) parts.push(circle(w * rng(), gy + h * between(rng, 0.005, 0.03), between(rng, 2, 5), '#8c8376'))
  return mirror(c, parts.join(''))
}

function mini(c: SceneContext) {
  const { w, h, rng, s } = c
  const houseX = w * between(rng, 0.66, 0.78)
  const cutX = w * between(rng, 0.4, 0.48)
  const g = ground(c, {
    level: 0.66,
    amplitude: 0.006,
    grass: [
      [0, cutX - 90 * s],
      [cutX + 110 * s, w],
    ],
  })
  const parts = [
    g.svg,
    place(
      houseX,
      g.surface(houseX) + 2,
      s * 1.3,
      house(360, 220, pick(rng, ['#efe6d8', '#e8dcc8']), pick(rng, ['#a4553a', '#5b6470'])),
    ),
  ]
  const trenchW = 60 * s
  const top = g.surface(cutX)
  parts.push(
    polygon(
      [
        [cutX - trenchW / 2, top],
        [cutX - trenchW / 2, top + h * 0.09],
        [cutX + trenchW / 2, top + h * 0.09],
        [cutX + trenchW / 2, top],
      ],
      PIT,
    ),
    rect(cutX - trenchW / 2, top + h * 0.07, trenchW, h * 0.02, '#b8b2a6'),
  )
  const k = s * 0.6
  const machine = excavator(c.machine, { boom: between(rng, -0.5, -0.4), stick: between(rng, 1.4, 1.52), bucket: 0.6 })
  const mx = cutX - machine.tipX * k
  parts.push(place(mx, g.surface(mx), k, machine.svg))
  const heapX = cutX + 190 * s
  parts.push(place(heapX, g.surface(heapX) + 3, 1, mound(rng, 200 * s, 70 * s, g.palette[0] ?? '#5b3f27')))
  for (let i = 0; i < 6; i++) {
    const x = w * 0.02 + i * 40 * s
    parts.push(rect(x, g.surface(x) - 90 * s, 12 * s, 90 * s, '#8a6a48'))
  }
  parts.push(line(w * 0.02, g.surface(w * 0.02) - 70 * s, w * 0.02 + 212 * s, g.surface(w * 0.02) - 70 * s, '#8a6a48', 6 * s))
  const treeX = w * 0.93
  parts.push(place(treeX, g.surface(treeX), s, tree(rng, 200)))
  return mirror(c, parts.join(''))
}

const DRAW: Record<Scene, (c: SceneContext) => string> = {
  excavation,
  loading,
  bulldozer: dozer,
  trench,
  septic,
  paving,
  courtyard,
  demolition,
  landscape,
  fleet,
  mini,
}

const HORIZON: Record<Scene, number> = {
  excavation: 0.64,
  loading: 0.68,
  bulldozer: 0.66,
  trench: 0.5,
  septic: 0.52,
  paving: 0.66,
  courtyard: 0.52,
  demolition: 0.68,
  landscape: 0.56,
  fleet: 0.72,
  mini: 0.66,
}

export function drawScene(scene: Scene, mood: Mood, w: number, h: number, rng: Rng, id: string): string {
  const c: SceneContext = {
    w,
    h,
    rng,
    id,
    s: (Math.min(w, h) / 1000) * between(rng, 0.82, 0.95),
    machine: pick(rng, MACHINE_COLOURS),
  }
  const body = background(c, mood, h * HORIZON[scene]) + DRAW[scene](c)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`
}
