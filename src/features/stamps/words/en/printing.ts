/** The print file page's progress per part (the parts of a large batch are built side by side). */
export default {
    xts: {
        stamps: {
            print: {
                parts_heading: 'Progress of each part',
                part_progress: 'Part %{part}: %{built}/%{count} stamps',
                part_done: 'Part %{part}: %{count} stamps done',
                part_waiting: 'Part %{part}: waiting',
            },
        },
    },
};
