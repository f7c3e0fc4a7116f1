/**
 * Coordinates as people type them, and files whose latitude and longitude were swapped.
 */
import type { PlotGeometry, Position } from './types';
import { mapPositions, positionsOf } from './positions';

/** Vietnam's extent, generously rounded: latitude 8–24 °N, longitude 102–110 °E. */
export const VIETNAM = { latMin: 8, latMax: 24, lonMin: 102, lonMax: 110 } as const;

const inVietnam = (lon: number, lat: number) =>
    lat >= VIETNAM.latMin && lat <= VIETNAM.latMax && lon >= VIETNAM.lonMin && lon <= VIETNAM.lonMax;

export interface CoordinateTextError {
    /** 1-based line number of the text. */
    line: number;
    text: string;
}

export interface ParsedCoordinates {
    /** [lon, lat] (GeoJSON order), in the order typed. */
    positions: Position[];
    /** Lines that hold no "lat, lon" pair. */
    errors: CoordinateTextError[];
}

/** A decimal number with a point or a comma as its separator ("11,912345" or "11.912345"). */
const NUMBER = /[-+]?\d+(?:[.,]\d+)?/g;

/**
 * Decimal degrees typed one pair per line, latitude first ("11.912345, 108.534567",
 * "11,912345 108,534567", "11,912345; 108,534567"); several pairs on a line are read in turn.
 * A comma between digits is a decimal comma; a comma followed by a space or a semicolon separates
 * the two numbers. Numbers are read from their text, so every typed decimal is kept.
 */
export function parseCoordinateText(text: string): ParsedCoordinates {
    const positions: Position[] = [];
    const errors: CoordinateTextError[] = [];
    text.split(/\r?\n/).forEach((raw, index) => {
        const line = raw.trim();
        if (!line) return;
        const numbers = (line.match(NUMBER) ?? []).map((token) => Number(token.replace(',', '.')));
        const rest = line.replace(NUMBER, '').replace(/[\s,;°NEne]/g, '');
        if (!numbers.length || numbers.length % 2 !== 0 || rest || numbers.some((n) => !Number.isFinite(n))) {
            errors.push({ line: index + 1, text: line });
            return;
        }
        for (let i = 0; i < numbers.length; i += 2) positions.push([numbers[i + 1], numbers[i]]);
    });
    return { positions, errors };
}

/**
 * True when the geometry lies outside Vietnam as given but every position falls inside it with
 * latitude and longitude exchanged: a file written [lat, lon] instead of GeoJSON's [lon, lat].
 */
export function looksSwapped(geometry: PlotGeometry): boolean {
    const positions = positionsOf(geometry);
    if (!positions.length) return false;
    return (
        positions.every(([a, b]) => inVietnam(b, a)) && !positions.some(([lon, lat]) => inVietnam(lon, lat))
    );
}

/** The geometry with each position's latitude and longitude exchanged (other values kept). */
export const swapLatLon = <G extends PlotGeometry>(geometry: G): G =>
    mapPositions(geometry, ([a, b, ...rest]) => [b, a, ...rest]);
