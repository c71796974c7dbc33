/**
 * The header the app's own client puts on every API call. A page of another site cannot send it
 * without a CORS preflight the server never grants, so a state-changing request that carries it
 * came from the app (or from a program that is not a browser). The server's cross-site check
 * accepts it where a browser's Origin and Sec-Fetch-Site headers are both missing.
 */
export const APP_REQUEST_HEADER = 'x-lodestar-app';
export const APP_REQUEST_HEADER_VALUE = '1';
