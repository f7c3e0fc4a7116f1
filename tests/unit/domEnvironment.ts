import { builtinEnvironments, type Environment } from 'vitest/environments';

/**
 * The environment of the component files (`// @vitest-environment dom` on their first line): jsdom's
 * page, as Vitest's own `jsdom`, with their modules made in Vite's `ssr` environment, where the Node
 * files get theirs.
 *
 * Vitest's `jsdom` takes its modules from Vite's `client` environment, so each module that both kinds
 * of file import (most of src/domain, src/mocks, src/providers and the features) was transformed
 * twice on a run with an empty module cache: 846 transforms against 587 in one. Packages are imported
 * by Node in both (Vitest runs them as they are): the one difference is which build of a package an
 * import names, Node's, as in the Node files, where a package ships one for browsers too (fflate,
 * qrcode, togeojson). The browser's own builds run in Chromium, in the browser suites.
 */
export default { ...builtinEnvironments.jsdom, name: 'dom', viteEnvironment: 'ssr' } satisfies Environment;
