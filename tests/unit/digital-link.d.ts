/** GS1's reference Digital Link toolkit (a dev dependency, the reference of tests/unit/gs1.test.ts). */
declare module 'digital-link.js' {
    interface DigitalLinkObject {
        isValid(): boolean;
        getIdentifier(): Record<string, string>;
        getKeyQualifiers(): Record<string, string>;
    }
    export function DigitalLink(input: string): DigitalLinkObject;
}
