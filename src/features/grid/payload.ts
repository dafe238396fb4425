/** The grids' collections, for payload.config.ts. */
export { GridMedia } from './collections/GridMedia'
export { Machines } from './collections/Machines'
export { MachineTypes, MachineUses } from './collections/taxonomies'
