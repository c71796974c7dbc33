/**
 * The part of ua-parser-js 1.x (plain JavaScript, no types of its own; @types/ua-parser-js
 * describes the 0.7 line) that tracking/userAgent.ts uses.
 */
declare module 'ua-parser-js' {
  export interface UAParserResult {
    browser: { name?: string; version?: string; major?: string };
    device: { type?: string; vendor?: string; model?: string };
    os: { name?: string; version?: string };
  }
  export class UAParser {
    constructor(userAgent?: string);
    getResult(): UAParserResult;
  }
}
