import { useParams } from 'react-router-dom';
import LotListPage from './LotListPage';
import LotPage from './LotPage';
import LotReportPage from './LotReportPage';

/**
 * The lot pages behind one route (`/stamp-lot/:view`: list, detail, report) and one lazy import, so
 * registering them costs the first load one entry, not three. Any other view is the list.
 */
export default function LotScreens() {
    const { view } = useParams();
    if (view === 'detail') return <LotPage />;
    if (view === 'report') return <LotReportPage />;
    return <LotListPage />;
}
