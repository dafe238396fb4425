import * as migration_20261121_204216_initial from './20261121_204216_initial';
import * as migration_20261121_212453_forms from './20261121_212453_forms';

export const migrations = [
  {
    up: migration_20261121_204216_initial.up,
    down: migration_20261121_204216_initial.down,
    name: '20261121_204216_initial',
  },
  {
    up: migration_20261121_212453_forms.up,
    down: migration_20261121_212453_forms.down,
    name: '20261121_212453_forms'
  },
];
