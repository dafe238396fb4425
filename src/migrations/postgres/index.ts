import * as migration_20261121_204224_initial from './20261121_204224_initial';
import * as migration_20261121_212245_portfolio from './20261121_212245_portfolio';

export const migrations = [
  {
    up: migration_20261121_204224_initial.up,
    down: migration_20261121_204224_initial.down,
    name: '20261121_204224_initial',
  },
  {
    up: migration_20261121_212245_portfolio.up,
    down: migration_20261121_212245_portfolio.down,
    name: '20261121_212245_portfolio'
  },
];
