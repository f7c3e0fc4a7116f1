export { buildSeed } from './seed/index';
