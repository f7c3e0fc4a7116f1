/** The print batch screens, one a file; registered lazily from index.ts. */
export { GenerationList } from './GenerationList';
export { GenerationCreate } from './GenerationCreate';
export { GenerationShow } from './GenerationShow';
