// Written by `npm run features` from the list in src/features/index.ts: do not edit.

import type { FeatureHandlers } from '../../mocks/state';
import { handlers as account } from '../account/mock/handlers';
import { handlers as business } from '../business/mock/handlers';
import { handlers as oauth } from '../oauth/mock/handlers';
import { handlers as network } from '../network/mock/handlers';
import { handlers as land } from '../land/mock/handlers';
import { handlers as producers } from '../producers/mock/handlers';
import { handlers as catalogue } from '../catalogue/mock/handlers';
import { handlers as stamps } from '../stamps/mock/handlers';
import { handlers as team } from '../team/mock/handlers';
import { handlers as scans } from '../scans/mock/handlers';
import { handlers as lots } from '../lots/mock/handlers';
import { handlers as statements } from '../statements/mock/handlers';
import { handlers as trace } from '../trace/mock/handlers';
import { handlers as dashboard } from '../dashboard/mock/handlers';

/** Every feature's answers in the mock backend (mock/handlers.ts). */
export const handlers: FeatureHandlers = [
    ...account,
    ...business,
    ...oauth,
    ...network,
    ...land,
    ...producers,
    ...catalogue,
    ...stamps,
    ...team,
    ...scans,
    ...lots,
    ...statements,
    ...trace,
    ...dashboard,
];
