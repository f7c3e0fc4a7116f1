/** The HTTP status of a failed call (0: no connection), or undefined for any other error. */
export const statusOf = (error: unknown): number | undefined => {
    const status = (error as { status?: unknown } | null)?.status;
    return typeof status === 'number' ? status : undefined;
};
