// Written by `npm run features` from the list in src/features/index.ts: do not edit.

import type { FrameParts } from '../kit';
import { frame as business } from '../business/frame';
import { frame as offline } from '../offline/frame';

/** Every feature's parts of the frame (frame.ts), shown on every page by the shell. */
export const frameParts: FrameParts[] = [business, offline];
