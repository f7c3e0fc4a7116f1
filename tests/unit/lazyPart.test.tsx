// @vitest-environment jsdom
import { Suspense, use } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { featureScreens, lazyPart, type Page } from '../../src/routes/kit';
import network from '../../src/features/network/feature';
import { markOutcome } from '../../src/providers/reloadSignals';

/*
 * A part whose code or data has already arrived renders at once: no fallback, and so none of
 * React's reveal throttle (300 ms for each nested part that showed one).
 */

function frame(children: React.ReactNode) {
    const fallbacks: string[] = [];
    function Fallback() {
        fallbacks.push('shown');
        return <p>loading</p>;
    }
    render(<Suspense fallback={<Fallback />}>{children}</Suspense>);
    return fallbacks;
}

const Hello = ({ name }: { name: string }) => <p>hello {name}</p>;

describe('lazyPart', () => {
    it('renders a preloaded part at once, without its fallback', async () => {
        const Part = lazyPart(() => Promise.resolve(Hello));
        await Part.preload();
        const fallbacks = frame(<Part name="An" />);
        expect(screen.getByText('hello An')).toBeTruthy();
        expect(fallbacks).toEqual([]);
    });

    it('shows the fallback for a part not yet loaded, then the part', async () => {
        const Part = lazyPart(() => Promise.resolve(Hello));
        const fallbacks = frame(<Part name="Bình" />);
        expect(fallbacks.length).toBeGreaterThan(0);
        expect(await screen.findByText('hello Bình')).toBeTruthy();
    });

    it('asks again after a failed download', async () => {
        let tries = 0;
        const Part = lazyPart(() =>
            ++tries === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Hello),
        );
        await expect(Part.preload()).rejects.toThrow('offline');
        await Part.preload();
        expect(tries).toBe(2);
        expect(frame(<Part name="Chi" />)).toEqual([]);
    });
});

describe("a resource's form page", () => {
    it("downloads the record's page once shown, where a save leads; a list does not", async () => {
        const asked: string[] = [];
        const page = (name: string): Page =>
            lazyPart(() => {
                asked.push(name);
                return Promise.resolve(() => <p>{name}</p>);
            });
        const { screens } = featureScreens(network, 'partners', {
            list: page('list'),
            edit: page('edit'),
            show: page('show'),
        });
        const List = screens.list!.page;
        frame(<List />);
        expect(await screen.findByText('list')).toBeTruthy();
        expect(asked).toEqual(['list']);
        const Edit = screens.edit!.page;
        frame(<Edit />);
        expect(await screen.findByText('edit')).toBeTruthy();
        await vi.waitFor(() => expect(asked).toEqual(['list', 'edit', 'show']));
        // Its code arrived before it was shown: it renders at once.
        const Show = screens.show!.page;
        expect(frame(<Show />)).toEqual([]);
    });
});

describe('markOutcome', () => {
    function Reader({ promise }: { promise: Promise<string> }) {
        return <p>{use(promise)}</p>;
    }

    it('lets `use` read a settled promise at once', async () => {
        const promise = markOutcome(Promise.resolve('đã có'));
        await promise;
        expect(frame(<Reader promise={promise} />)).toEqual([]);
        expect(screen.getByText('đã có')).toBeTruthy();
    });

    it('is needed: an unmarked settled promise still shows the fallback first', async () => {
        const promise = Promise.resolve('chưa đánh dấu');
        await promise;
        const fallbacks = frame(<Reader promise={promise} />);
        expect(fallbacks.length).toBeGreaterThan(0);
    });

    it('records a failure for `use` to throw', async () => {
        const promise = markOutcome(Promise.reject(new Error('hỏng')));
        await promise.catch(() => undefined);
        expect((promise as Promise<string> & { status?: string }).status).toBe('rejected');
    });
});
