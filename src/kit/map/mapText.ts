/**
 * What a map shows of a record (a plot's code, its producer) goes into Leaflet as a text node inside
 * an element, never as a string: Leaflet writes a string tooltip, popup or icon as HTML, so a name
 * such as `<img src=x onerror=…>` would run in whoever hovers the shape. The lint rule of
 * eslint.config.js ("markup") lets these Leaflet calls take only what this function makes.
 */
export function textElement(text: string, className = 'xts-map-text'): HTMLElement {
    const element = document.createElement('span');
    element.className = className;
    element.textContent = text;
    return element;
}
