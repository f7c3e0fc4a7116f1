/**
 * The plot words the lot pages (src/features/lots) share with the land feature (plots unsupported,
 * the plot map); the plot screens' own are in src/features/land.
 */
export default {
    xts: {
        plots: {
            unsupported:
                'The server does not support plots and lot origins yet. Everything else works as usual.',
            map: {
                page: 'Map of the plots on this page',
                location: "Map of the growing location's plots",
                one: 'Map of plot %{code}',
                shape: "Map of the plot's shape",
                no_tiles: 'The map background could not be loaded; the plots are still drawn to scale.',
                failed: 'The map cannot be shown in this browser. The rest of the page still works.',
                retry: 'Draw again',
                zoom_in: 'Zoom in',
                zoom_out: 'Zoom out',
                not_fetched:
                    'The map draws %{drawn} of %{total} plots: %{missing} plots are not drawn because one map draws at most %{max} plots. The table of plots has them all.',
                not_answered:
                    'The map draws %{drawn} of %{total} plots: %{missing} plots are not drawn because the server answered fewer plots than it counts. Reload the page to try again.',
                no_shape: '%{missing} plots have no shape the map can draw, so they are not on it.',
            },
        },
    },
};
