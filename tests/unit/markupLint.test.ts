import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The lint rule that keeps strings from becoming HTML (eslint.config.js, "No string becomes HTML"),
 * tried as the console's configuration applies it to a file of src/: each line marked "refused"
 * must be reported, each line marked "allowed" must not.
 */
const ROOT = resolve(import.meta.dirname, '../..');

const scratch = `import L from 'leaflet';
import { textElement } from './mapText';
import { mapTiles } from './mapConfig';

export function Scratch({ name }: { name: string }) {
    const layer = L.marker([0, 0]);
    layer.bindTooltip(name); // refused
    layer.bindTooltip(\`<b>\${name}</b>\`); // refused
    layer.bindTooltip(() => name); // refused
    layer.bindPopup(name); // refused
    layer.setPopupContent(name); // refused
    layer.setTooltipContent(name); // refused
    L.popup().setContent(name); // refused
    layer.bindTooltip(textElement(name)); // allowed
    layer.bindTooltip(() => textElement(name)); // allowed
    L.divIcon({ html: name }); // refused
    L.divIcon({ html: textElement(name) }); // allowed
    L.tileLayer('x', { attribution: name }); // refused
    L.tileLayer('x', { attribution: mapTiles.attribution }); // allowed
    L.control.attribution().addAttribution(name); // refused
    L.control.attribution().setPrefix(name); // refused
    const box = document.createElement('div');
    box.innerHTML = name; // refused
    box.outerHTML = name; // refused
    box.insertAdjacentHTML('beforeend', name); // refused
    box.textContent = name; // allowed
    document.write(name); // refused
    document.createRange().createContextualFragment(name); // refused
    return (
        <>
            <div dangerouslySetInnerHTML={{ __html: name }} /> {/* refused */}
            <iframe title="x" srcDoc={name} /> {/* refused */}
            <div>{name}</div> {/* allowed */}
        </>
    );
}
`;

const marked = (word: string) =>
    scratch
        .split('\n')
        .flatMap((line, index) =>
            line.includes(`// ${word}`) || line.includes(`{/* ${word} */}`) ? [index + 1] : [],
        );

describe('the lint rule against strings written as HTML', () => {
    it('reports every markup call in a file of src/, and none of the text-only ones', async () => {
        const eslint = new ESLint({ cwd: ROOT });
        const [result] = await eslint.lintText(scratch, {
            filePath: resolve(ROOT, 'src/kit/map/markupScratch.tsx'),
        });
        const reported = [
            ...new Set(
                result.messages
                    .filter((message) => /writes a string as HTML/.test(message.message))
                    .map((message) => message.line),
            ),
        ];
        expect(marked('refused')).toHaveLength(18);
        expect(reported.sort((a, b) => a - b)).toEqual(marked('refused'));
        expect(marked('allowed').filter((line) => reported.includes(line))).toEqual([]);
    });
});
