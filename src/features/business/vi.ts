/** The business's own pages' words (create, detail, update). */
export default {
    xts: {
        business_pages: {
            detail_title: 'Thông tin chủ thể',
            fields: {
                name: 'Tên chủ thể',
                code: 'Mã chủ thể',
                taxCode: 'Mã số thuế',
                phone: 'Số điện thoại',
                email: 'Email',
                website: 'Website',
                gln: 'Mã GLN (GS1)',
                representative: 'Người đại diện',
                province: 'Tỉnh/Thành phố',
                ward: 'Phường/Xã',
                address: 'Địa chỉ',
                fullAddress: 'Địa chỉ',
                description: 'Giới thiệu',
                logo: 'Logo',
                images: 'Hình ảnh',
                createdAt: 'Ngày đăng ký',
            },
            edit: 'Cập nhật thông tin',
            saved: 'Đã cập nhật thông tin chủ thể',
            created: 'Đã đăng ký chủ thể %{name}. Đang chuyển sang chủ thể mới…',
            create_intro:
                'Đăng ký doanh nghiệp, hợp tác xã hoặc hộ kinh doanh của bạn. Bạn sẽ là chủ sở hữu của chủ thể này.',
            upload_logo: 'Tải logo lên',
            upload_images: 'Thêm ảnh',
            uploading: 'Đang tải ảnh lên…',
            remove_image: 'Bỏ ảnh',
            clone_from: 'Sao chép từ chủ thể khác',
            clone_logo: 'Dùng logo của %{name}',
            clone_images: 'Dùng ảnh của %{name}',
            no_images: 'Chưa có hình ảnh',
        },
    },
};
