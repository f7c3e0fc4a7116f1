/** The print file page's progress per part (the parts of a large batch are built side by side). */
export default {
    xts: {
        stamps: {
            print: {
                parts_heading: 'Tiến độ từng phần',
                part_progress: 'Phần %{part}: %{built}/%{count} tem',
                part_done: 'Phần %{part}: xong %{count} tem',
                part_waiting: 'Phần %{part}: đang chờ',
            },
        },
    },
};
