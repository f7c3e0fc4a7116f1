import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Said in place of the check's summary: "Đang ngoại tuyến: chưa kiểm tra được tồn kho tem. …". */
export function Unchecked() {
    const translate = useTranslate();
    return (
        <Alert severity="warning" role="status">
            {translate('xts.offline.unchecked')}
        </Alert>
    );
}
