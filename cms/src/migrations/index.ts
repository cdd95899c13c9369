import * as migration_20261121_113312_initial from './20261121_113312_initial.js';

export const migrations = [
  {
    up: migration_20261121_113312_initial.up,
    down: migration_20261121_113312_initial.down,
    name: '20261121_113312_initial'
  },
];
