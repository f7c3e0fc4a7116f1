import L from 'leaflet';

/**
 * Leaflet, also as the global `L`: geoman (the drawing tools) extends the global one when it loads,
 * so this module is imported before it.
 */
(globalThis as unknown as { L: typeof L }).L = L;

export default L;
