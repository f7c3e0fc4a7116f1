import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';

// react-admin breaks when two copies of react-router or MUI end up in the bundle.
const dedupe = [
    'react',
    'react-dom',
    'react-router',
    'react-router-dom',
    '@mui/material',
    '@mui/system',
    '@emotion/react',
    '@emotion/styled',
];

export default defineConfig(({ mode }) => {
    const env = loadEnv(mode, process.cwd(), 'VITE_');
    const apiHost = process.env.VITE_API_HOST ?? env.VITE_API_HOST ?? '';
    return {
        plugins: [react()],
        // Mock mode is decided at build time so that a build for a real API host drops the mock code.
        define: { __XTS_MOCK__: JSON.stringify(!apiHost) },
        resolve: { dedupe },
        build: {
            outDir: process.env.XTS_OUT_DIR || 'dist',
            sourcemap: false,
            chunkSizeWarningLimit: 1500,
        },
        server: { strictPort: false },
    };
});
