import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text, and WebAssembly (the camera scanner's decoder, which gzip shrinks to under half). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|wasm)$/;

/**
 * Writes `<file>.gz` (gzip -9) beside every text and .wasm file of the build, for web servers that send
 * precompressed files (nginx `gzip_static on`, deploy/nginx.conf). Small files and files that do
 * not shrink are left alone.
 */
export function precompress({ minBytes = 1024 } = {}): Plugin {
    let outDir = 'dist';
    return {
        name: 'xts-precompress',
        apply: 'build',
        configResolved(config) {
            outDir = config.build.outDir.startsWith('/')
                ? config.build.outDir
                : join(config.root, config.build.outDir);
        },
        closeBundle() {
            const walk = (dir: string): string[] =>
                readdirSync(dir).flatMap((name) => {
                    const path = join(dir, name);
                    return statSync(path).isDirectory() ? walk(path) : [path];
                });
            for (const file of walk(outDir)) {
                if (!COMPRESSIBLE.test(file)) continue;
                const source = readFileSync(file);
                if (source.length < minBytes) continue;
                const packed = gzipSync(source, { level: constants.Z_BEST_COMPRESSION });
                if (packed.length < source.length) writeFileSync(`${file}.gz`, packed);
            }
        },
    };
}
