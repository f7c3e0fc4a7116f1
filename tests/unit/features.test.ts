import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script module without types
import * as registries from '../../scripts/lib/features.mjs';
import { declarations } from '../../src/features/registry/declarations';
import { accessTable, callPermissions } from '../../src/providers/access';
import { calls, resources as crudTable, type ResourceEndpoints } from '../../src/providers/endpoints';
import { allRoutes, resources as screenResources } from '../../src/routes';
import type { FeatureResource } from '../../src/features/kit';

const { featureFolders, featureRegistries } = registries as {
    featureFolders: () => string[];
    featureRegistries: () => Promise<Record<string, string>>;
};
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
        for (const feature of declarations) {
            for (const [name, resource] of Object.entries(feature.resources) as [string, FeatureResource][]) {
                const { after, first, section } = resource.menu ?? {};
                if (first) {
                    const entries = allRoutes.filter((route) => route.menu?.section === section);
                    expect(entries[0]?.access?.resource, `${name} opens ${section}`).toBe(name);
                }
                if (!after) continue;
                const entry = allRoutes.find((route) => route.menu && route.access?.resource === after);
                expect(entry?.menu?.section, `${name} follows ${after}`).toBe(resource.menu!.section);
                const order = allRoutes.filter((route) => route.menu).map((route) => route.access!.resource);
                expect(order.indexOf(name as never), name).toBe(order.indexOf(after as never) + 1);
            }
        }
    });

    it("a feature's mock imports none of its screens", () => {
        const mockFiles = (dir: string): string[] =>
            existsSync(dir)
                ? readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => join(dir, name))
                : [];
        for (const folder of featureFolders()) {
            for (const file of mockFiles(join(FEATURES, folder, 'mock'))) {
                const text = readFileSync(file, 'utf8');
                for (const [, specifier] of text.matchAll(/from '(\.[^']+)'/g)) {
                    const target = resolve(dirname(file), specifier);
                    expect(existsSync(`${target}.tsx`), `${file} imports ${specifier}`).toBe(false);
                    expect(target.endsWith('/screens'), `${file} imports ${specifier}`).toBe(false);
                }
            }
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
