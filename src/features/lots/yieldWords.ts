/**
 * The words of an origin checked against its plots' expected yields (the origin form, the lot page,
 * the EUDR pack), in both languages: spread into the lots' vi.ts and en.ts under `xts`.
 */
export const originYieldVi = {
    origin_yield: {
        within: 'Tối đa %{capacity} kg (%{area} ha × %{max} kg/ha × %{seasons} vụ); lô khác đã khai %{others} kg; còn lại %{remaining} kg.',
        over: 'Vượt sản lượng: thửa %{code} chỉ cho tối đa %{capacity} kg (%{area} ha × %{max} kg/ha × %{seasons} vụ), các lô khai %{total} kg, vượt %{excess} kg. Giảm khối lượng hoặc ghi lý do.',
        unknown: 'Cây trồng “%{crop}” chưa có năng suất dự kiến: không kiểm tra sản lượng thửa này.',
        checking: 'Đang kiểm tra sản lượng thửa…',
        check_failed: 'Không kiểm tra được sản lượng thửa: %{message}',
        reason: 'Lý do vượt sản lượng thửa %{n}',
        reason_required: 'Ghi lý do vượt sản lượng, hoặc giảm khối lượng.',
        reason_max: 'Lý do tối đa 500 ký tự.',
        heading: 'Thửa khai vượt sản lượng dự kiến',
        table: 'Các thửa khai vượt sản lượng dự kiến',
        columns: {
            lot: 'Lô',
            plot: 'Thửa',
            capacity: 'Tối đa (kg)',
            declared: 'Đã khai (kg)',
            reason: 'Lý do',
            by: 'Người xác nhận',
        },
    },
};

export const originYieldEn: typeof originYieldVi = {
    origin_yield: {
        within: 'At most %{capacity} kg (%{area} ha × %{max} kg/ha × %{seasons} season(s)); other lots declare %{others} kg; %{remaining} kg remain.',
        over: 'Over the yield: plot %{code} gives at most %{capacity} kg (%{area} ha × %{max} kg/ha × %{seasons} season(s)), lots declare %{total} kg, %{excess} kg over. Lower the quantity or give a reason.',
        unknown: 'Crop “%{crop}” has no expected yield: this plot’s harvest is not checked.',
        checking: 'Checking the plot’s harvest…',
        check_failed: 'Could not check the plot’s harvest: %{message}',
        reason: 'Reason for the excess, plot %{n}',
        reason_required: 'Give a reason for the excess, or lower the quantity.',
        reason_max: 'At most 500 characters.',
        heading: 'Plots declared over their expected yield',
        table: 'Plots declared over their expected yield',
        columns: {
            lot: 'Lot',
            plot: 'Plot',
            capacity: 'At most (kg)',
            declared: 'Declared (kg)',
            reason: 'Reason',
            by: 'Accepted by',
        },
    },
};
