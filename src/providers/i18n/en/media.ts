/** Pictures users sent, shown full size inside the page. */
export default {
    xts: {
        media: {
            open: 'View full size: %{name}',
            close: 'Close picture',
        },
    },
};
