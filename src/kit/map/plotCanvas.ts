import L from 'leaflet';
import { textElement } from './mapText';
import { shapeAt, type ShapeSet } from './plotShapes';

export const COLOURS = ['#2e7d32', '#ed6c02', '#1565c0'] as const;
/** A polygon smaller than this on screen (px) is drawn as a dot: its outline would be a smudge. */
const DOT_PX = 4;
/** An area smaller than this (px) is filled without its outline. */
const SMALL_PX = 10;
/** A point plot's circle (px), as the map drew them before. */
const POINT_RADIUS = 7;

/** A plot's rings into `path` at this zoom, leaving out vertices less than a pixel from the last one kept. */
function traceRings(path: Path2D, set: ShapeSet, s: number, scale: number, origin: L.Point) {
    for (let r = set.shapeRing[s]; r < set.shapeRing[s + 1]; r++) {
        const first = set.ringStart[r];
        const end = set.ringStart[r + 1];
        let lastX = set.xy[first * 2] * scale - origin.x;
        let lastY = set.xy[first * 2 + 1] * scale - origin.y;
        path.moveTo(lastX, lastY);
        for (let i = first + 1; i < end; i++) {
            const x = set.xy[i * 2] * scale - origin.x;
            const y = set.xy[i * 2 + 1] * scale - origin.y;
            if (i < end - 1 && Math.abs(x - lastX) + Math.abs(y - lastY) < 1) continue;
            path.lineTo(x, y);
            lastX = x;
            lastY = y;
        }
        path.closePath();
    }
}

type CanvasInternals = L.Canvas & {
    _ctx: CanvasRenderingContext2D;
    _container: HTMLCanvasElement;
    _bounds: L.Bounds;
    _map: L.Map & { _animatingZoom?: boolean };
    _redrawBounds: L.Bounds | null;
    _redrawRequest: number | null;
    _clear(): void;
    _draw(): void;
    _redraw(): void;
};

/** Leaflet's drag handler, as far as a click after a drag needs it. */
type Dragging = { moving(): boolean; moved(): boolean } | undefined;

/**
 * Every plot of a map on one canvas, drawn straight from a ShapeSet: one path per colour instead of
 * a Leaflet layer per plot, so ten thousand plots are drawn in one short task and a pan or a zoom
 * redraws only what is in view. Leaflet's canvas renderer gives the canvas, its place and its zoom
 * animation; this draws, and finds the plot under the pointer for the tooltip and the click.
 */
export const PlotCanvas = L.Canvas.extend({
    /** What a click on a plot does (open its page); none: a click does nothing. */
    setOnSelect(this: PlotCanvasState, onSelect?: (id: number) => void) {
        this._select = onSelect;
        return this;
    },

    setShapes(this: CanvasInternals & { _shapes?: ShapeSet }, shapes: ShapeSet) {
        this._shapes = shapes;
        if (this._map) this._redraw();
        return this;
    },

    // No Leaflet layers to project or update: a redraw reads the shapes at the current zoom.
    _onZoomEnd() {},
    // A view reset and the move's end that follows it place the canvas at the same spot: drawn once.
    _update(this: CanvasInternals & { _drawnAt?: string }) {
        const map = this._map;
        if (!map || (map._animatingZoom && this._bounds)) return;
        const size = map.getSize();
        const min = map.containerPointToLayerPoint(size.multiplyBy(-(this.options.padding ?? 0.1))).round();
        const origin = map.getPixelOrigin();
        const at = [min.x, min.y, size.x, size.y, origin.x, origin.y, map.getZoom()].join();
        if (at === this._drawnAt && this._bounds) return;
        this._drawnAt = at;
        (L.Canvas.prototype as unknown as { _update(): void })._update.call(this);
    },
    _updatePaths(this: CanvasInternals & { _postponeUpdatePaths?: boolean }) {
        if (this._postponeUpdatePaths) return;
        this._redraw();
    },
    _redraw(this: CanvasInternals) {
        if (this._redrawRequest) L.Util.cancelAnimFrame(this._redrawRequest);
        this._redrawRequest = null;
        this._redrawBounds = null;
        this._clear();
        this._draw();
    },

    _draw(this: CanvasInternals & { _shapes?: ShapeSet }) {
        const set = this._shapes;
        const map = this._map;
        if (!set || !map || !this._bounds || !set.count) return;
        const scale = map.options.crs!.scale(map.getZoom());
        const origin = map.getPixelOrigin();
        const { min, max } = this._bounds as { min: L.Point; max: L.Point };
        // The view in Mercator units, a point's reach around it.
        const reach = POINT_RADIUS + 2;
        const view = [
            (min.x + origin.x - reach) / scale,
            (min.y + origin.y - reach) / scale,
            (max.x + origin.x + reach) / scale,
            (max.y + origin.y + reach) / scale,
        ];
        const dot = DOT_PX / scale;
        const small = SMALL_PX / scale;
        const ctx = this._ctx;
        for (let kind = 0; kind < COLOURS.length; kind++) {
            // Outlined areas; areas too small for an outline (filled only); dots; point plots.
            const paths = [new Path2D(), new Path2D(), new Path2D(), new Path2D()];
            const used = [false, false, false, false];
            // Plots with holes, each filled on its own (even–odd): in the shared paths neighbours
            // that overlap would cut each other out, so those are filled non-zero.
            const holed: [path: Path2D, which: number][] = [];
            for (let s = 0; s < set.count; s++) {
                if (set.kinds[s] !== kind) continue;
                const b = s * 4;
                if (
                    set.box[b + 2] < view[0] ||
                    set.box[b] > view[2] ||
                    set.box[b + 3] < view[1] ||
                    set.box[b + 1] > view[3]
                )
                    continue;
                const size = Math.max(set.box[b + 2] - set.box[b], set.box[b + 3] - set.box[b + 1]);
                const point = set.points[s] === 1;
                if (point || size < dot) {
                    const x = ((set.box[b] + set.box[b + 2]) / 2) * scale - origin.x;
                    const y = ((set.box[b + 1] + set.box[b + 3]) / 2) * scale - origin.y;
                    if (point) {
                        paths[3].moveTo(x + POINT_RADIUS, y);
                        paths[3].arc(x, y, POINT_RADIUS, 0, Math.PI * 2);
                    } else paths[2].rect(x - DOT_PX / 2, y - DOT_PX / 2, DOT_PX, DOT_PX);
                    used[point ? 3 : 2] = true;
                    continue;
                }
                const which = size < small ? 1 : 0;
                used[which] = true;
                if (set.shapeRing[s + 1] - set.shapeRing[s] > 1) {
                    const own = new Path2D();
                    traceRings(own, set, s, scale, origin);
                    holed.push([own, which]);
                } else traceRings(paths[which], set, s, scale, origin);
            }
            ctx.strokeStyle = ctx.fillStyle = COLOURS[kind];
            ctx.lineWidth = 2;
            // Software canvases (no GPU) pay most for outlines: small areas and dots are filled only.
            const styles: [alpha: number, outline: boolean][] = [
                [0.3, true],
                [0.55, false],
                [0.8, false],
                [0.6, true],
            ];
            const paint = (path: Path2D, which: number, rule: CanvasFillRule) => {
                const [alpha, outline] = styles[which];
                ctx.globalAlpha = alpha;
                ctx.fill(path, rule);
                ctx.globalAlpha = 1;
                if (outline) ctx.stroke(path);
            };
            paths.forEach((path, which) => used[which] && paint(path, which, 'nonzero'));
            for (const [path, which] of holed) paint(path, which, 'evenodd');
        }
    },

    /** The plot under a mouse event, or -1. */
    _shapeAt(this: CanvasInternals & { _shapes?: ShapeSet }, event: MouseEvent) {
        const map = this._map;
        if (!this._shapes || !map) return -1;
        const scale = map.options.crs!.scale(map.getZoom());
        const at = map.mouseEventToLayerPoint(event).add(map.getPixelOrigin());
        return shapeAt(this._shapes, at.x / scale, at.y / scale, (POINT_RADIUS + 1) / scale, DOT_PX / scale);
    },

    _onMouseMove(this: CanvasInternals & PlotCanvasState, event: MouseEvent) {
        const map = this._map;
        if (!map || (map.dragging as unknown as Dragging)?.moving() || map._animatingZoom) return;
        const found = this._shapeAt(event);
        this._container.classList.toggle('leaflet-interactive', found >= 0);
        if (found < 0) return this._handleMouseOut();
        const latlng = map.mouseEventToLatLng(event);
        this._tip ??= L.tooltip({ direction: 'top', offset: [0, -10] });
        if (this._tipFor !== found) {
            this._tipFor = found;
            this._tip.setContent(textElement(this._shapes!.texts[found]));
        }
        this._tip.setLatLng(latlng);
        if (!map.hasLayer(this._tip)) this._tip.addTo(map);
    },

    _handleMouseOut(this: CanvasInternals & PlotCanvasState) {
        this._tipFor = -1;
        this._container?.classList.remove('leaflet-interactive');
        if (this._tip && this._map?.hasLayer(this._tip)) this._tip.remove();
    },

    _onClick(this: CanvasInternals & PlotCanvasState, event: MouseEvent) {
        const onSelect = this._select;
        if (event.type !== 'click' || !onSelect || (this._map.dragging as unknown as Dragging)?.moved())
            return;
        const found = this._shapeAt(event);
        if (found >= 0) onSelect(this._shapes!.ids[found]);
    },

    onRemove(this: CanvasInternals & PlotCanvasState) {
        this._handleMouseOut();
        L.Canvas.prototype.onRemove.call(this, this._map);
    },
}) as unknown as new (options?: L.RendererOptions) => L.Canvas & {
    setShapes(shapes: ShapeSet): unknown;
    setOnSelect(onSelect?: (id: number) => void): unknown;
};

interface PlotCanvasState {
    _shapes?: ShapeSet;
    _select?: (id: number) => void;
    _tip?: L.Tooltip;
    _tipFor?: number;
    _shapeAt(event: MouseEvent): number;
    _handleMouseOut(): void;
}
