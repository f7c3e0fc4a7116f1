/**
 * The words of an import's producers (src/features/land/plots/ImportProducers.tsx), in both languages:
 * spread into the land's vi.ts and en.ts under `xts`.
 */
export const importProducerWordsVi = {
    import_producers: {
        title: 'Chủ hộ trong tệp',
        checking: 'Đang tìm các chủ hộ trong sổ hộ sản xuất…',
        failed: 'Không tìm được chủ hộ trong sổ hộ sản xuất: %{message}',
        retry: 'Thử lại',
        exact: '%{name}: %{smart_count} thửa gắn vào %{producer} (trùng số CCCD hoặc số điện thoại).',
        file_name: 'Tệp ghi "%{name}" (%{smart_count} thửa)',
        question: 'Có phải là %{name} (%{ward})?',
        no_ward: 'chưa rõ xã',
        yes: 'Đúng, gắn vào hộ này',
        no: 'Không, tạo hộ mới',
        summary: 'Sẽ tạo %{created} hộ mới, gắn %{linked} thửa vào hộ có sẵn.',
        unanswered:
            'Hãy trả lời câu hỏi về chủ hộ trước khi nhập. |||| Hãy trả lời %{smart_count} câu hỏi về chủ hộ trước khi nhập.',
    },
};

export const importProducerWordsEn: typeof importProducerWordsVi = {
    import_producers: {
        title: 'Producers in the file',
        checking: 'Looking for the households in the producer register…',
        failed: 'Could not look for the households in the producer register: %{message}',
        retry: 'Try again',
        exact: '%{name}: %{smart_count} plot(s) linked to %{producer} (same ID number or phone).',
        file_name: 'The file says "%{name}" (%{smart_count} plot(s))',
        question: 'Is this %{name} (%{ward})?',
        no_ward: 'commune unknown',
        yes: 'Yes, link to this household',
        no: 'No, create a new household',
        summary: 'Will create %{created} new household(s) and link %{linked} plot(s) to existing ones.',
        unanswered:
            'Answer the question about a producer before importing. |||| Answer the %{smart_count} questions about producers before importing.',
    },
};
