/** The stamp template screens, one a file; registered lazily from index.ts. */
export { StampTemplateList } from './StampTemplateList';
export { StampTemplateCreate } from './StampTemplateCreate';
export { StampTemplateEdit } from './StampTemplateEdit';
export { StampTemplateShow } from './StampTemplateShow';
export type { StampPreview } from './templateParts';
