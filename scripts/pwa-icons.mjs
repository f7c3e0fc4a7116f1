#!/usr/bin/env node
// Draws the installed app's icons (public/icons/, listed in public/manifest.webmanifest) from the
// favicon's design: the green square with "XTS". Run again after changing the design.
// "any" icons fill the square with rounded corners; "maskable" ones fill it edge to edge and keep
// the letters inside the central 80 % circle a launcher's mask always shows.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { GlobalFonts, createCanvas } from '@napi-rs/canvas';

const GREEN = '#1b5e20';
const require = createRequire(import.meta.url);
const fonts = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
GlobalFonts.registerFromPath(join(fonts, 'DejaVuSans-Bold.ttf'), 'XTS Sans');

function draw(size, maskable) {
    const canvas = createCanvas(size, size);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = GREEN;
    if (maskable) ctx.fillRect(0, 0, size, size);
    else {
        ctx.beginPath();
        ctx.roundRect(0, 0, size, size, size * 0.1875);
        ctx.fill();
    }
    // The favicon's proportions (22 of 64), smaller on a maskable icon's safe zone.
    const fontSize = size * (maskable ? 0.27 : 0.34);
    ctx.fillStyle = '#fff';
    ctx.font = `bold ${fontSize}px "XTS Sans"`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText('XTS', size / 2, size / 2);
    return canvas.toBuffer('image/png');
}

const dir = new URL('../public/icons/', import.meta.url);
for (const size of [192, 512]) {
    writeFileSync(new URL(`icon-${size}.png`, dir), draw(size, false));
    writeFileSync(new URL(`maskable-${size}.png`, dir), draw(size, true));
}
console.log('public/icons/: icon-192, icon-512, maskable-192, maskable-512');
