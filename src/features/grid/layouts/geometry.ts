/**
 * Pure geometry of the grid layouts (spec §2 "Content grid": masonry, packery, justified): item
 * boxes from the items' sizes, the container's width, the columns and the gutter. The server uses
 * the same numbers for its first view's reserved heights, so nothing shifts when images arrive.
 */
export type Box = { x: number; y: number; width: number; height: number }
export type Layout = { boxes: Box[]; height: number }

/** Width of one column when `columns` share `width` with `gutter` between them. */
export const columnWidth = (width: number, columns: number, gutter: number) => Math.max(0, (width - gutter * (columns - 1)) / columns)

/**
 * Masonry: each item, in order, goes to the shortest column (the leftmost when tied), keeping its
 * aspect ratio. `ratios` are width / height.
 */
export function masonry(ratios: readonly number[], width: number, columns: number, gutter: number): Layout {
  const cols = Math.max(1, Math.floor(columns))
  const w = columnWidth(width, cols, gutter)
  const heights = Array<number>(cols).fill(0)
  const boxes = ratios.map((ratio) => {
    const column = heights.indexOf(Math.min(...heights))
    const height = ratio > 0 && Number.isFinite(ratio) ? w / ratio : w
    const box = { x: column * (w + gutter), y: heights[column]!, width: w, height }
    heights[column] = box.y + height + gutter
    return box
  })
  return { boxes, height: Math.max(0, Math.max(...heights) - gutter) }
}

/**
 * Packery: items span `col` × `row` cells of a grid of `columns` columns and square-ish rows of
 * `rowHeight`; each goes to the first free place reading rows top to bottom, left to right, so a
 * later small item fills a hole left by a large one. A span wider than the grid is narrowed to it.
 */
export function packery(spans: readonly { col: number; row: number }[], width: number, columns: number, rowHeight: number, gutter: number): Layout & { cells: { column: number; row: number }[] } {
  const cols = Math.max(1, Math.floor(columns))
  const w = columnWidth(width, cols, gutter)
  const taken: boolean[][] = []
  const isFree = (row: number, column: number, cs: number, rs: number) => {
    for (let r = row; r < row + rs; r++) for (let c = column; c < column + cs; c++) if (taken[r]?.[c]) return false
    return true
  }
  const cells: { column: number; row: number }[] = []
  const boxes = spans.map((span) => {
    const cs = Math.min(cols, Math.max(1, Math.floor(span.col || 1)))
    const rs = Math.max(1, Math.floor(span.row || 1))
    let row = 0
    let column = 0
    search: for (row = 0; ; row++) {
      for (column = 0; column + cs <= cols; column++) if (isFree(row, column, cs, rs)) break search
    }
    for (let r = row; r < row + rs; r++) {
      taken[r] ??= []
      for (let c = column; c < column + cs; c++) taken[r]![c] = true
    }
    cells.push({ column, row })
    return { x: column * (w + gutter), y: row * (rowHeight + gutter), width: cs * w + (cs - 1) * gutter, height: rs * rowHeight + (rs - 1) * gutter }
  })
  const rows = taken.length
  return { boxes, cells, height: rows ? rows * rowHeight + (rows - 1) * gutter : 0 }
}

/**
 * Justified rows: items keep their aspect ratio and share one height per row, chosen so the row
 * fills the width exactly; a row closes once its height at full width would fall to `rowHeight`
 * or below. The last, incomplete row keeps `rowHeight` and is left-aligned (never stretched).
 */
export function justified(ratios: readonly number[], width: number, rowHeight: number, gutter: number): Layout {
  const boxes: Box[] = []
  let y = 0
  let row: number[] = []
  const place = (indices: number[], height: number) => {
    let x = 0
    for (const index of indices) {
      const w = height * safeRatio(ratios[index]!)
      boxes[index] = { x, y, width: w, height }
      x += w + gutter
    }
    y += height + gutter
  }
  for (let index = 0; index < ratios.length; index++) {
    row.push(index)
    const sum = row.reduce((total, i) => total + safeRatio(ratios[i]!), 0)
    const height = (width - gutter * (row.length - 1)) / sum
    if (height <= rowHeight) {
      place(row, height)
      row = []
    }
  }
  if (row.length) place(row, rowHeight)
  return { boxes, height: Math.max(0, y - gutter) }
}

const safeRatio = (ratio: number) => (ratio > 0 && Number.isFinite(ratio) ? ratio : 1)
