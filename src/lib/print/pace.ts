/**
 * Progress at a pace the page can follow: workers report every thousand stamps, several at once,
 * and each report re-renders the print page; at most one report per `ms` reaches it (the latest,
 * at the end of the interval), and `flush` delivers a pending one at once (a part done, the end).
 */
export function paced(report: () => void, ms: number) {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let last = -Infinity;
    let pending = false;
    const fire = () => {
        timer = null;
        pending = false;
        last = Date.now();
        report();
    };
    return {
        /** Something changed: reported now if the last report is old enough, else at the interval's end. */
        touch() {
            pending = true;
            if (timer) return;
            const wait = last + ms - Date.now();
            if (wait <= 0) fire();
            else timer = setTimeout(fire, wait);
        },
        /** Reports what is pending now. */
        flush() {
            if (timer) clearTimeout(timer);
            timer = null;
            if (pending) fire();
        },
        /** Drops what is pending (the print ended). */
        stop() {
            if (timer) clearTimeout(timer);
            timer = null;
            pending = false;
        },
    };
}
