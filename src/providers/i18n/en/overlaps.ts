/**
 * Overlaps between plots of different producers and land shared on purpose (docs/plots.md,
 * "Overlaps"): the plot pages, the import, the lot page and the EUDR pack all show them.
 */
export default {
    xts: {
        overlaps: {
            unsupported: 'This server does not check overlaps between plots or mark shared land.',
            gap: 'Plot %{plot} overlaps plot %{other} of %{producer} (%{size}): the same land cannot be declared twice',
            size_area: '%{area} m², %{percent}% of the smaller plot',
            size_point: 'a point plot inside the other',
            lot_title:
                "A plot overlaps another producer's plot |||| %{smart_count} pairs of plots overlap other producers' plots",
            shared_title: 'Shared land marked |||| %{smart_count} pairs of shared land marked',
            shared_item: 'Plots %{plot} and %{other} are shared land: %{reason} (%{by}, %{at})',
            draw_checking: 'Checking overlaps with saved plots…',
            draw_warning:
                "This shape overlaps another producer's plot: |||| This shape overlaps %{smart_count} plots of other producers:",
            draw_failed: 'Overlaps not checked yet: %{message}',
            import_existing: 'Overlaps saved plot %{codes}',
            import_file: 'Overlaps plot %{codes} in the same file',
            import_checking: 'Checking overlaps with saved plots…',
            import_failed: 'Overlaps with saved plots not checked yet: %{message}',
            import_count:
                "%{smart_count} plots overlap other producers' plots (they can be imported, but the EUDR pack stops until they are fixed or marked as shared land)",
            plot_title: "Overlaps other producers' plots",
            plot_item: 'of %{producer} (%{size})',
            plot_within: 'within the tolerance',
            plot_shared: 'Shared land: %{reason} (%{by}, %{at})',
            mark: 'Mark as shared land',
            unmark: 'Remove the shared land mark',
            mark_title: 'Mark %{plot} and %{other} as shared land',
            mark_hint:
                'Only when both producers really farm the same land. The reason is kept with who marked it and when, and written in the EUDR pack.',
            reason: 'Reason',
            reason_required: 'Give a reason',
            save: 'Mark',
            saved: 'Marked as shared land',
            removed: 'Shared land mark removed',
            failed: 'Not saved: %{message}',
            unmark_title: 'Remove the shared land mark?',
            unmark_content:
                'The overlap of %{plot} and %{other} will stop the EUDR pack again until it is fixed or marked again.',
        },
    },
};
