import { taxonomyCollection } from '../../taxonomies/collections'
import { GRID_COLLECTIONS } from '../constants'
import { gridSourceHooks } from './revalidate'

/** The catalogue's taxonomies: a name and the slug the grid's filters write in the address. */
const options = {
  group: 'Location d’engins',
  hooks: gridSourceHooks,
}

export const MachineTypes = taxonomyCollection(GRID_COLLECTIONS.machineTypes, 'Type d’engin', 'Types d’engins', { ...options, typeName: 'MachineType' })
export const MachineUses = taxonomyCollection(GRID_COLLECTIONS.machineUses, 'Usage', 'Usages', { ...options, typeName: 'MachineUse' })
