import * as migration_20261121_204224_initial from './20261121_204224_initial';

export const migrations = [
  {
    up: migration_20261121_204224_initial.up,
    down: migration_20261121_204224_initial.down,
    name: '20261121_204224_initial'
  },
];
