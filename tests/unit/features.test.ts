// Hand-written, no tool does it: compares the registries, the role table and the route order with the
// feature list: data, not imports (the mock's imports are .dependency-cruiser.mjs's).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script module without types
import * as registries from '../../scripts/lib/features.mjs';
import { declarations } from '../../src/features/registry/declarations';
import { accessTable, callPermissions } from '../../src/providers/access';
import { calls, resources as crudTable } from '../../src/providers/endpoints';
import type { ResourceEndpoints } from '../../src/providers/callTypes';
import { allRoutes, resources as screenResources } from '../../src/routes';
import { screens } from '../../src/features/registry/screens';
import { isResource } from '../../src/routes/placement';
import type { PageGroup, Resource } from '../../src/routes/kit';

const { featureFolders, featureRegistries } = registries as {
    featureFolders: () => string[];
    featureRegistries: () => Promise<Record<string, string>>;
};
/** The features' parts of the route table: their resources' screens and their other pages. */
const featureScreens: readonly (Resource | PageGroup)[] = screens;
const FEATURES = resolve(import.meta.dirname, '../../src/features');

describe('the features (src/features)', () => {
    it('the registries are what `npm run features` writes from the list in src/features/index.ts', async () => {
        for (const [path, text] of Object.entries(await featureRegistries())) {
            expect(
                existsSync(path) ? readFileSync(path, 'utf8') : '',
                `${path}: run \`npm run features\``,
            ).toBe(text);
        }
    });

    it('every feature folder is in the list, and every listed feature has its folder', () => {
        const folders = readdirSync(FEATURES, { withFileTypes: true })
            .filter((entry) => entry.isDirectory() && existsSync(join(FEATURES, entry.name, 'feature.ts')))
            .map((entry) => entry.name);
        expect([...featureFolders()].sort()).toEqual(folders.sort());
        expect(declarations.map((feature) => feature.name)).toEqual(featureFolders());
    });

    it("each feature's calls need a permission on one of its own resources, and no resource is declared twice", () => {
        const seen = new Set<string>();
        for (const feature of declarations) {
            const own = Object.keys(feature.resources);
            for (const name of own) {
                expect(seen.has(name), `${name} declared twice`).toBe(false);
                seen.add(name);
            }
            for (const [call, [resource]] of Object.entries(feature.calls) as [
                string,
                readonly [string, string],
            ][]) {
                expect(own, `${feature.name}: ${call}`).toContain(resource);
                expect(Object.keys(calls), `${feature.name}: ${call}`).toContain(call);
            }
        }
    });

    it("places each feature's menu entry after an entry of its own section that exists, or first in it", () => {
        const order = allRoutes.filter((route) => route.menu).map((route) => route.access!.resource);
        // Each part's entry: a resource's (its declaration's), or one of a feature's other pages.
        const entries = featureScreens.flatMap((part) =>
            isResource(part)
                ? part.menu
                    ? [{ name: part.name as string, menu: part.menu }]
                    : []
                : part.routes.flatMap((route) =>
                      route.menu ? [{ name: route.access!.resource as string, menu: route.menu }] : [],
                  ),
        );
        expect(entries.map((entry) => entry.name)).toEqual(expect.arrayContaining(['partners', 'products']));
        for (const { name, menu } of entries) {
            const { after, first, section } = menu;
            if (first) {
                const inSection = allRoutes.filter((route) => route.menu?.section === section);
                expect(inSection[0]?.access?.resource, `${name} opens ${section}`).toBe(name);
            }
            if (!after) continue;
            const entry = allRoutes.find((route) => route.menu && route.access?.resource === after);
            expect(entry?.menu?.section, `${name} follows ${after}`).toBe(section);
            expect(order.indexOf(name as never), name).toBe(order.indexOf(after as never) + 1);
        }
    });

    it("puts a feature's pages without a menu entry right after the pages of the entry they name", () => {
        for (const part of featureScreens) {
            if (isResource(part) || !part.after || part.routes.some((route) => route.menu)) continue;
            const followed = allRoutes.findLastIndex((route) => route.access?.resource === part.after);
            expect(allRoutes.indexOf(part.routes[0]), part.routes[0].path).toBe(followed + 1);
        }
    });
});

/** The CRUD verbs react-admin calls for each screen of a resource. */
const verbsOfScreen: Record<string, (keyof ResourceEndpoints)[]> = {
    list: ['list'],
    show: ['getOne'],
    edit: ['getOne', 'update'],
    create: ['create'],
};

describe('every resource with screens, feature or not', () => {
    it('has the calls behind the CRUD verbs its screens use, each a call of the contract', () => {
        const table = crudTable as Partial<Record<string, ResourceEndpoints>>;
        for (const resource of screenResources) {
            for (const verb of Object.keys(resource.paths)) {
                for (const crud of verbsOfScreen[verb]) {
                    const call = table[resource.name]?.[crud];
                    expect(call, `${resource.name}: its ${verb} screen needs \`${crud}\``).toBeTruthy();
                    expect(Object.keys(calls), `${resource.name}.${crud}`).toContain(call);
                }
            }
        }
    });

    it('has a grant in the role table, and each of its CRUD calls needs a permission on it', () => {
        const table = crudTable as Partial<Record<string, ResourceEndpoints>>;
        for (const resource of screenResources) {
            expect(accessTable, resource.name).toHaveProperty(resource.name);
            for (const [crud, call] of Object.entries(table[resource.name] ?? {})) {
                // `listActive` feeds other resources' forms (stamp operations pick a location), under their grant.
                if (typeof call !== 'string' || crud === 'listActive') continue;
                expect(
                    callPermissions[call as keyof typeof callPermissions]?.[0],
                    `${resource.name}.${crud}: ${call}`,
                ).toBe(resource.name);
            }
        }
    });
});
